// The Link page's operations: each acts on the session its token opened, with the same domain as the headless
// sandbox operations (one implementation of connect, transfer and verification).
import { flowOf } from '../domain/connections/linkSessions.js';
import type { Services } from '../domain/services.js';
import type { OperationOfTag } from '../../client/operations.js';
import type { Handlers } from '../http/handlers.js';

/** The Link page's transfer steps act as the sandbox's transfer does: its institution failures and limits apply. */
const LINK_TRANSFER = 'sandboxTransfer';

export const linkPageHandlers = ({
  linkSessions,
  connections,
  transfers,
  wallets,
  addresses,
  testClocks,
}: Services): Handlers<OperationOfTag<'Link page'>> => ({
  async startLinkSession({ body }) {
    const { session, sessionToken, expiresInSeconds } = await linkSessions.start(body.linkToken);
    const { options } = session;
    const flow = flowOf(options);
    const institutions = connections
      .institutions()
      .filter((i) => (!options.brokerType || i.type === options.brokerType) && (flow !== 'transfer' || i.canSend));
    const { frozen, now } = await testClocks.get(session.clientId);
    return {
      sessionToken,
      expiresInSeconds,
      clock: { frozen, now },
      expiresAt: now + expiresInSeconds * 1000,
      flow,
      restrictMultipleAccounts: options.restrictMultipleAccounts ?? false,
      brokerType: options.brokerType ?? null,
      transferOptions: options.transferOptions ?? null,
      verifyWalletOptions: options.verifyWalletOptions ?? null,
      sandbox: connections.signInHelp,
      institutions,
      networks: addresses.networks().networks,
    };
  },
  endLinkSession: ({ linkSession }) => linkSessions.end(linkSession),
  linkConnect: ({ linkSession, body }) => connections.connect(linkSession, body, { strict: true }),
  linkAccounts: ({ linkSession, body }) => connections.accountsOf(linkSession, body.accessTokens),
  async linkTransferOptions({ linkSession, body }) {
    return transfers.options(linkSession, await connections.accountFor(LINK_TRANSFER, linkSession.clientId, body.authToken, body.type));
  },
  async linkTransferPreview({ linkSession, body }) {
    return transfers.preview(
      linkSession,
      await connections.accountFor(LINK_TRANSFER, linkSession.clientId, body.authToken, body.type),
      body,
    );
  },
  async linkTransfer({ linkSession, body }) {
    return transfers.submit(
      linkSession,
      await connections.accountFor(LINK_TRANSFER, linkSession.clientId, body.authToken, body.type),
      body,
      body.previewId,
    );
  },
  linkVerifyWallet: ({ linkSession, body }) => wallets.verify(linkSession, body),
});
