// The Link page's operations: each acts on the session its token opened, with the same domain as the headless
// sandbox operations (one implementation of connect, transfer and verification).
import { requireSupport } from '../domain/connections.js';
import { flowOf } from '../domain/linkSessions.js';
import type { Services } from '../domain/services.js';
import type { Schemas } from '../contract/types.js';
import type { Handlers } from '../http/handlers.js';
import { canSend, CATALOG, type InstitutionType } from '../institutions/catalog.js';
import { SANDBOX_MFA_CODE, SANDBOX_PASSWORD } from '../institutions/simulator.js';

const ALL_INSTITUTIONS = (Object.keys(CATALOG) as InstitutionType[]).map(
  (type): Schemas['LinkInstitution'] => ({ type, name: CATALOG[type].name, kind: CATALOG[type].kind, signIn: CATALOG[type].signIn, loginMfa: Boolean(CATALOG[type].loginMfa), canSend: canSend(type) }),
);

type LinkPageOperation = 'startLinkSession' | 'endLinkSession' | 'linkConnect' | 'linkAccounts' | 'linkTransferOptions' | 'linkTransferPreview' | 'linkTransfer' | 'linkVerifyWallet';

export const linkPageHandlers = ({ linkSessions, connections, transfers, wallets, addresses }: Services): Handlers<LinkPageOperation> => ({
  async startLinkSession({ body }) {
    const { session, sessionToken, expiresInSeconds } = await linkSessions.start(body.linkToken);
    const { options } = session;
    const flow = flowOf(options);
    const institutions = ALL_INSTITUTIONS.filter((i) => (!options.brokerType || i.type === options.brokerType) && (flow !== 'transfer' || i.canSend));
    return {
      sessionToken,
      expiresInSeconds,
      flow,
      restrictMultipleAccounts: options.restrictMultipleAccounts ?? false,
      brokerType: options.brokerType ?? null,
      transferOptions: options.transferOptions ?? null,
      verifyWalletOptions: options.verifyWalletOptions ?? null,
      sandbox: { password: SANDBOX_PASSWORD, mfaCode: SANDBOX_MFA_CODE },
      institutions,
      networks: addresses.networks().networks,
    };
  },
  endLinkSession: ({ linkSession }) => linkSessions.end(linkSession),
  linkConnect: ({ linkSession, body }) => connections.connect(linkSession, body, { strict: true }),
  linkAccounts: ({ linkSession, body }) => connections.accountsOf(linkSession, body.accessTokens),
  async linkTransferOptions({ linkSession, body }) {
    requireSupport(body.type, 'sandboxTransfer');
    return transfers.options(linkSession, await connections.findActive(linkSession.clientId, body.authToken, body.type));
  },
  async linkTransferPreview({ linkSession, body }) {
    requireSupport(body.type, 'sandboxTransfer');
    return transfers.preview(linkSession, await connections.findActive(linkSession.clientId, body.authToken, body.type), body);
  },
  async linkTransfer({ linkSession, body }) {
    requireSupport(body.type, 'sandboxTransfer');
    return transfers.submit(linkSession, await connections.findActive(linkSession.clientId, body.authToken, body.type), body);
  },
  linkVerifyWallet: ({ linkSession, body }) => wallets.verify(linkSession, body),
});
