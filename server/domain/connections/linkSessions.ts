// Link sessions: what a link token configures. 10 minutes, single use, bound to one client and one user.
// A link token is used either headlessly (the sandbox operations) or by starting the Link page, which spends
// it and gives the page a session token of its own; both kinds drive the same connect, transfer and verify.
import { hex } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors, fieldError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { Aggregates } from '../../store/store.js';
import type { LinkSessionRecord } from '../../store/connections/linkSessions.js';
import { atTimeOf } from '../clientTime.js';
import { hashSecret } from '../secrets.js';
import { checkDestination } from '../../institutions/destinations.js';
import { networkById } from '../../institutions/networks.js';
import { fiatRampTransferTypeValues } from '../../../generated/openapi.js';

export const LINK_TOKEN_TTL_MS = 10 * 60 * 1000;
/** How long the Link page may take once started: a user reading fees or waiting for a code needs more than the token's 10 minutes. */
export const PAGE_SESSION_TTL_MS = 30 * 60 * 1000;

export interface LinkSession {
  id: string;
  clientId: string;
  userId: string;
  options: Schemas['LinkTokenRequest'];
  /** `token`: the link token itself, spent by the first connect, transfer or verification. `page`: a started Link page. */
  via: 'token' | 'page';
}

export type LinkFlow = Schemas['LinkPageSession']['flow'];
export const flowOf = (options: Schemas['LinkTokenRequest']): LinkFlow =>
  options.verifyWalletOptions ? 'verifyWallet' : options.transferOptions ? 'transfer' : 'connect';

const invalid = () =>
  new ContractError('linkTokenInvalid', 'The link token is unknown, expired or already used. Create a new one with createLinkToken.');
export const pageSessionInvalid = () =>
  new ContractError('linkSessionInvalid', 'The Link page session is unknown, expired or ended. Open the page again with a new link token.');

/** A link token of another Link page URL: says whose it is (its origin, when short) and where this sandbox's page is. */
const madeElsewhere = (url: string, own: string) => {
  const origin = URL.canParse(url) ? new URL(url).origin : '';
  const theirs = origin && origin !== 'null' && origin.length <= 200 ? ` (${origin})` : '';
  return new ContractError(
    'linkTokenInvalid',
    `This link token was made for another sandbox's Link page${theirs}, not this one's (${own}/link/). ` +
      'Create it with createLinkToken on this sandbox; processes that serve one sandbox need the same PUBLIC_URL.',
  );
};

const toSession = (record: LinkSessionRecord, via: LinkSession['via']): LinkSession => ({
  ...record,
  options: record.options as LinkSession['options'],
  via,
});

/** Each destination named beforehand, checked against its network; one on a network the sandbox lacks is left to the transfer. */
function checkDestinations(toAddresses: Schemas['ToAddress'][], at: string) {
  for (const [i, { networkId, address, addressTag }] of toAddresses.entries()) {
    const network = networkById(networkId.toLowerCase());
    if (network)
      checkDestination(network, { address, tag: addressTag ?? null }, { address: `${at}/${i}/address`, tag: `${at}/${i}/addressTag` });
  }
}

/**
 * The one institution the session opens on: the one `integrationId` names (which must be an integration's id, and
 * the institution `brokerType` names where both are sent), or the deprecated `brokerType`'s; none when neither.
 */
function institutionOf({ integrationId, brokerType }: Schemas['LinkTokenRequest'], { institutions }: Pick<Deps, 'institutions'>) {
  if (integrationId === undefined || integrationId === null) return brokerType ?? undefined;
  const type = institutions.ofIntegration(integrationId);
  if (!type) throw errors.unknownIntegration(integrationId);
  if (brokerType && brokerType !== type) {
    const message = `must be ${type}, the institution integrationId names, or left out`;
    throw fieldError('invalidField', `brokerType ${message}.`, { field: 'brokerType', message, errorCode: 'integrationMismatch' });
  }
  return type;
}

export function createLinkSessions({ store, random, clock, config, institutions }: Deps) {
  const linkPageUrl = (id: string) => `${config.publicUrl}/link/${id}`;

  /**
   * The session id inside a link token (the Base64 of the Link page URL), or undefined if it holds none. A token
   * of another host's URL is refused however its path ends: only this sandbox's own Link page URL is one of ours.
   */
  function sessionIdOf(linkToken: string): string | undefined {
    const url = Buffer.from(linkToken, 'base64').toString('utf8');
    const id = /\/link\/(ls_[0-9a-f]{24})$/.exec(url)?.[1];
    if (id && url !== linkPageUrl(id)) throw madeElsewhere(url, config.publicUrl);
    return id;
  }

  return {
    sessionIdOf,
    linkTokenOf: (id: string) => Buffer.from(linkPageUrl(id)).toString('base64'),

    /**
     * A new Link session. Its destinations are checked as a preview checks one (an address of the network, a tag only
     * where it takes one), `at` naming where the request carried them; its integration, as an integration's id.
     */
    async create(clientId: string, requested: Schemas['LinkTokenRequest'], at = 'transferOptions/toAddresses') {
      checkDestinations(requested.transferOptions?.toAddresses ?? [], at);
      // The session keeps its institution as brokerType, which every step that honours one reads (connect, the
      // Link page's catalog, the transfer), whichever of the two fields named it.
      const brokerType = institutionOf(requested, { institutions });
      const id = `ls_${hex(random, 12)}`;
      const options = withoutFiatRamp(brokerType ? { ...requested, brokerType } : requested);
      const now = clock.now();
      await store.linkSessions.insert({
        id,
        clientId,
        userId: options.userId,
        options,
        createdAt: now,
        expiresAt: now + LINK_TOKEN_TTL_MS,
      });
      return {
        linkToken: this.linkTokenOf(id),
        paymentLink: options.transferOptions?.generatePayLink ? `${config.publicUrl}/pay/${id}` : null,
      };
    },

    /** The client's unexpired, unused session of a link token; another client's is as unknown as none. */
    async open(clientId: string, linkToken: string): Promise<LinkSession> {
      const id = sessionIdOf(linkToken);
      const record = id ? await store.linkSessions.findUnused(id, clientId, clock.now()) : undefined;
      if (!record) throw invalid();
      return toSession(record, 'token');
    },

    /** Starts the Link page: spends the link token and issues the page's session token. */
    async start(linkToken: string): Promise<{ session: LinkSession; sessionToken: string; expiresInSeconds: number }> {
      const id = sessionIdOf(linkToken);
      const clientId = id && (await store.linkSessions.clientOf(id));
      if (!id || !clientId) throw invalid();
      // The token expires, and the page's session starts, by the time of the session's client.
      return atTimeOf(store, clientId, async () => {
        const sessionToken = `lps_${hex(random, 16)}`;
        const now = clock.now();
        const record = await store.linkSessions.startPage(id, now, hashSecret(sessionToken), now + PAGE_SESSION_TTL_MS);
        if (!record) throw invalid();
        return { session: toSession(record, 'page'), sessionToken, expiresInSeconds: PAGE_SESSION_TTL_MS / 1000 };
      });
    },

    /** The started, unexpired (by its client's time), unended session a page's session token opens. */
    async authenticate(sessionToken: string): Promise<LinkSession> {
      const record = await store.linkSessions.findByPageToken(hashSecret(sessionToken), clock.now());
      if (!record) throw pageSessionInvalid();
      return toSession(record, 'page');
    },

    async end(session: LinkSession) {
      await store.linkSessions.endPage(session.id, clock.now());
    },

    /**
     * Uses the session inside the caller's transaction, failing if it cannot be used any more: a link token is
     * spent by its first use; a page session stays usable until it ends, but sends at most one transfer.
     */
    async consume(tx: Aggregates, session: LinkSession, transferId?: string) {
      const now = clock.now();
      if (session.via === 'token') {
        if (!(await tx.linkSessions.spendToken(session.id, now, transferId ?? null))) throw invalid();
        return;
      }
      const page = await tx.linkSessions.pageTransferForUpdate(session.id, now);
      if (!page) throw pageSessionInvalid();
      if (transferId === undefined) return;
      if (page.transferId) throw new ContractError('conflict', 'This Link page session already sent its transfer; a session sends one.');
      await tx.linkSessions.setTransfer(session.id, transferId);
    },
  };
}

export type LinkSessions = ReturnType<typeof createLinkSessions>;

type TransferType = NonNullable<Schemas['TransferOptions']['transferType']>;
/** The options as the session runs them: a fiat ramp, which has no rails in the sandbox, as a deposit. */
function withoutFiatRamp(options: Schemas['LinkTokenRequest']): Schemas['LinkTokenRequest'] {
  const type = options.transferOptions?.transferType;
  if (!type || !(fiatRampTransferTypeValues as readonly TransferType[]).includes(type)) return options;
  return { ...options, transferOptions: { ...options.transferOptions, transferType: 'deposit' } };
}
