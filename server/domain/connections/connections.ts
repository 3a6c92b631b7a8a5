// Connections to institution accounts and their managed tokens. Tokens are random and stored hashed; the
// tokenId (the first access token) stays valid across refreshes, raw access tokens expire.
import { hex, uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { institutionTypeValues } from '../../../generated/openapi.js';
import type { InstitutionOperation, InstitutionType } from '../../institutions/catalog.js';
import Big from 'big.js';
import { brandInfo } from '../../institutions/brands.js';
import { FIAT_DECIMALS, sum } from '../../institutions/decimal.js';
import { priceAt } from '../../institutions/market.js';
import { type AccountSnapshot, type Institutions, isChallenge, type Scenario } from '../../institutions/adapter.js';
import type { ConnectionIdentity, PositionRecord } from '../../store/connections/connections.js';
import type { LastingFailure } from '../../store/sandbox/institutionFailures.js';
import { keptAccounts } from '../../institutions/scenarios.js';
import { readJson } from '../../store/schema.js';
import { chooseAccounts } from './accountChoice.js';
import { flowOf, type LinkSession, type LinkSessions } from './linkSessions.js';
import type { FailureChecks, ScenarioUsers } from './steering.js';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  brokerAccount,
  createConnectionTokens,
  REFRESH_TOKEN_TTL_SECONDS,
  withTopLevelTokens,
} from './connectionTokens.js';
import { hashSecret } from '../secrets.js';

export { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from './connectionTokens.js';

export interface Connection {
  id: string;
  clientId: string;
  userId: string;
  type: InstitutionType;
  username: string;
  accountId: string;
  accountName: string;
  /** The authToken was a raw access token past its lifetime, or the connection needs re-authentication. */
  expired: boolean;
  /** What the sandbox user's document said of the institution when the account was connected; null for seeded users. */
  scenario: Scenario | null;
}

/** The institution as this connection's login meets it: as its sandbox user's document says, if it has one. */
export const institutionOf = (institutions: Institutions, connection: Connection) => institutions(connection.type, connection.scenario);

const toConnection = (row: ConnectionIdentity & { byTokenId: boolean }, now: number): Connection => ({
  id: row.id,
  clientId: row.client_id,
  userId: row.user_id,
  type: row.type as InstitutionType,
  username: row.username,
  accountId: row.account_id,
  accountName: row.account_name,
  expired: Boolean(row.reauth_required) || (!row.byTokenId && row.access_expires_at <= now),
  scenario: row.scenario === null || row.scenario === undefined ? null : readJson<Scenario>(row.scenario),
});

export type ConnectInput = Schemas['LinkConnectRequest'];

/**
 * Who signs in: a Link session (the page, or its link token headlessly), which the sign-in spends, or the client
 * itself for one of its end users (`authenticate`), which spends none.
 */
export type SignInBy = LinkSession | { via: 'client'; clientId: string; userId: string; options: Schemas['LinkTokenRequest'] };

export function createConnections(
  { store, random, clock, institutions, config }: Deps,
  linkSessions: LinkSessions,
  failures: FailureChecks,
  sandboxUsers: ScenarioUsers<{ login: string }>,
) {
  const tokens = createConnectionTokens({ store, random });

  /** No connection of the named type: the message says which type the token is of, when it opens one of another. */
  const notFound = async (clientId: string, authToken: string) =>
    errors.connectionNotFound(await store.connections.typeOfToken(clientId, hashSecret(authToken)));

  /**
   * The institution an operation talks to, for this client: it must support the operation, and it answers the
   * failure the client set on it (sandboxFailInstitution) while that lasts. Every operation that reaches an
   * institution passes here. `read` is the failure a read of the store brought along at `now`, when it did.
   */
  async function reach(
    clientId: string,
    type: InstitutionType,
    operation?: InstitutionOperation,
    read?: { failure: LastingFailure | null | undefined; now: number },
  ) {
    const adapter = institutions(type);
    if (operation) adapter.requireSupport(operation);
    if (read?.failure === undefined) await failures.check(clientId, type);
    else failures.throwIfSet(type, read.failure, read.now);
    return adapter;
  }

  /** Throws the failure the connection's sandbox user schedules for its institution now, if any. */
  function throwIfScheduled(connection: Connection, now = clock.now()) {
    if (connection.scenario)
      failures.throwIfSet(connection.type, institutionOf(institutions, connection).scheduledFailure(now), now, 'scenario');
  }

  /** Value of the account's priced positions plus cash, now. */
  function summarize(positions: { kind: string; symbol: string; amount: number }[], balances: Schemas['FiatBalance'][]) {
    const now = clock.now();
    // cash is the first currency by symbol, as the stored balances are read back.
    const cash = [...balances].sort((a, b) => a.symbol.localeCompare(b.symbol))[0]?.cash ?? 0;
    const priced = positions
      .filter((p) => p.kind === 'equity' || p.kind === 'crypto')
      .map((p) => new Big(p.amount).times(priceAt(p.symbol, now) ?? 0));
    return { fund: sum([...priced, cash], FIAT_DECIMALS), cash, balances };
  }

  async function accountSummary(connectionId: string) {
    const [positions, balances] = await Promise.all([store.connections.positions(connectionId), store.connections.balances(connectionId)]);
    return summarize(positions, balances);
  }

  /** The SDK's `brokerageAccountAccessToken` of accounts just connected, each with its new tokens. */
  function connectedPayload(
    type: InstitutionType,
    brokerName: string,
    connected: { account: AccountSnapshot; accessToken: string; refreshToken: string; tokenId: string }[],
    reconnected: boolean[],
  ): Schemas['BrokerageAccountAccessToken'] {
    return {
      accountTokens: connected.map(({ account, accessToken, refreshToken, tokenId }, i) => {
        const { fund, cash } = summarize(account.positions, account.balances);
        return {
          account: { accountId: account.accountId, accountName: account.accountName, fund, cash, isReconnected: reconnected[i]! },
          accessToken,
          refreshToken,
          tokenId,
        };
      }),
      brokerType: type,
      brokerName,
      brokerBrandInfo: brandInfo(type, config.publicUrl),
      expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenExpiresInSeconds: REFRESH_TOKEN_TTL_SECONDS,
    };
  }

  const linkInstitutions = institutionTypeValues
    .map((type) => institutions(type))
    .map((a): Schemas['LinkInstitution'] => ({
      type: a.type,
      name: a.name,
      kind: a.kind,
      signIn: a.signIn,
      oauth: a.oauth,
      loginMfa: a.loginMfa,
      canSend: a.supports('sandboxTransfer'),
    }));

  return {
    /** Every institution as the Link page lists it. */
    institutions: () => linkInstitutions,
    /** What the Link page tells a user signing in: the logins the institutions accept here. */
    signInHelp: institutions.signInHelp,

    /**
     * A user's sign-in in the Link UI (the Link page, or headless through sandboxConnect and authenticate): connects the chosen
     * accounts of the login, or answers the institution's MFA prompt or its account choice. `strict` (the page)
     * holds the credentials to the institution's sign-in kind; headless callers may always send a username.
     */
    async connect(session: SignInBy, input: ConnectInput, { strict = false } = {}): Promise<Schemas['LinkConnection']> {
      const { type } = input;
      if (session.options.brokerType && session.options.brokerType !== type) {
        throw errors.linkTokenForOtherInstitution(session.options.brokerType);
      }
      if (strict && flowOf(session.options) === 'transfer' && !institutions(type).supports('sandboxTransfer')) {
        throw new ContractError(
          'institutionNotSupported',
          `${institutions(type).name} cannot send crypto, which this transfer session needs.`,
        );
      }
      await reach(session.clientId, type);
      // A sandbox user's document, where the login names one: the institution then behaves as the document says.
      const user = await sandboxUsers.atSignIn(session.clientId, input);
      const scenario = user ? sandboxUsers.scenarioAt(user, type) : null;
      const adapter = institutions(type, scenario);
      const signingIn = clock.now();
      failures.throwIfSet(type, adapter.scheduledFailure(signingIn), signingIn, 'scenario');
      const signedIn = adapter.signInWith(input, strict, signingIn);
      if (isChallenge(signedIn))
        return { status: 'mfaRequired', message: signedIn.prompt, accounts: null, accessToken: null, delayedAuth: null };
      const username = user?.login ?? signedIn.username;
      const accounts = chooseAccounts(signedIn.accounts, input.accountIds, session.options.restrictMultipleAccounts ?? false, strict);
      if (!accounts)
        return {
          status: 'accountSelectionRequired',
          message: 'Choose the accounts to connect.',
          accounts: signedIn.accounts.map(({ accountId, accountName }) => ({ accountId, accountName })),
          accessToken: null,
          delayedAuth: null,
        };

      const now = clock.now();
      // What a connection keeps of the document: its account's positions are rows, but for its owner and past
      // transfers (keptAccounts); failures and past transfers count from now.
      const kept = (id: string) =>
        scenario && JSON.stringify({ ...scenario, accounts: keptAccounts(scenario.accounts, id), connectedAt: now });
      const keep = await tokens.keeper();
      const connected = accounts.map((account) => ({ account, id: uuid(random), ...tokens.issue() }));
      // Which accounts were connected before, returned rather than noted on `connected`: the transaction may run again.
      const reconnected = await store.transaction(async (tx) => {
        if (session.via !== 'client') await linkSessions.consume(tx, session);
        const found: boolean[] = [];
        for (const c of connected) {
          // Reconnecting the same login's account gives its connection new tokens; its transfers stay.
          const { reconnected } = await tx.connections.connectLogin(
            {
              id: c.id,
              client_id: session.clientId,
              user_id: session.userId,
              type,
              username,
              account_id: c.account.accountId,
              account_name: c.account.accountName,
              ...keep(c, now),
              created_at: now,
              refreshed_at: now,
              scenario: kept(c.account.accountId),
            },
            c.account.positions,
            c.account.balances,
          );
          found.push(reconnected);
        }
        return found;
      });
      const answer = connectedPayload(type, adapter.name, connected, reconnected);
      // A transfer session needs the account at once: only a connect session waits for a delayed sign-in.
      if (signedIn.delayed && flowOf(session.options) === 'connect') {
        const [{ refreshToken }] = connected as [(typeof connected)[number]];
        const { brokerType, brokerName, brokerBrandInfo } = answer;
        const delayedAuth = {
          refreshToken,
          refreshTokenExpiresInSeconds: REFRESH_TOKEN_TTL_SECONDS,
          brokerType,
          brokerName,
          brokerBrandInfo,
        };
        return { status: 'connected', message: null, accounts: null, accessToken: null, delayedAuth };
      }
      return { status: 'connected', message: null, accounts: null, accessToken: answer, delayedAuth: null };
    },

    /** The accounts a returning user's tokens open: only this session's client and user, only live connections. */
    async accountsOf(session: LinkSession, tokens: Schemas['LinkAccountsRequest']['accessTokens']): Promise<Schemas['LinkAccounts']> {
      const accounts: Schemas['LinkAccounts']['accounts'] = [];
      for (const [index, { accessToken, brokerType }] of tokens.entries()) {
        const connection = await this.find(session.clientId, accessToken, brokerType).catch(() => undefined);
        if (!connection || connection.expired || connection.userId !== session.userId) continue;
        const { fund, cash } = await accountSummary(connection.id);
        accounts.push({
          index,
          brokerType,
          brokerName: institutions(brokerType).name,
          accountId: connection.accountId,
          accountName: connection.accountName,
          fund,
          cash,
        });
      }
      return { accounts };
    },

    /** The client's connection that authToken (an access token or tokenId) opens; another client's is as unknown as none. */
    async find(clientId: string, authToken: string, type: InstitutionType): Promise<Connection> {
      const row = await store.connections.findByToken(clientId, type, hashSecret(authToken));
      if (!row) throw await notFound(clientId, authToken);
      return toConnection(row, clock.now());
    },

    /** The connection an operation on the account's positions reads, with them, in one read of the store (an expired access token too). */
    async accountWithPositions(
      operation: InstitutionOperation,
      clientId: string,
      authToken: string,
      type: InstitutionType,
    ): Promise<{ connection: Connection; positions: PositionRecord[] }> {
      const now = clock.now();
      const found = await store.connections.findByTokenWithPositions(clientId, type, hashSecret(authToken), now);
      // The institution's failure comes first: the read brings it along when it finds the connection.
      await reach(clientId, type, operation, { failure: found?.failure, now });
      if (!found) throw await notFound(clientId, authToken);
      const connection = toConnection(found.connection, now);
      throwIfScheduled(connection, now);
      return { connection, positions: found.positions };
    },

    /** find, but an expired access token is refused too. */
    async findActive(clientId: string, authToken: string, type: InstitutionType): Promise<Connection> {
      const connection = await this.find(clientId, authToken, type);
      if (connection.expired)
        throw new ContractError(
          'connectionNotFound',
          'The access token has expired, or the account needs the user to sign in again: refresh it, use the tokenId, or connect the account again.',
        );
      return connection;
    },

    /**
     * The live connection an operation on an institution account acts on, where the institution supports the operation
     * (null: an operation whose caller judges support itself).
     */
    async accountFor(
      operation: InstitutionOperation | null,
      clientId: string,
      authToken: string,
      type: InstitutionType,
    ): Promise<Connection> {
      await reach(clientId, type, operation ?? undefined);
      const connection = await this.findActive(clientId, authToken, type);
      throwIfScheduled(connection);
      return connection;
    },

    /** The sandbox control: every token of the connection answers as an expired one until the user connects the login again. */
    async requireReauthentication(clientId: string, authToken: string, type: InstitutionType) {
      await store.connections.requireReauthentication((await this.find(clientId, authToken, type)).id);
    },

    async remove(connection: Connection) {
      await store.connections.remove(connection.id);
    },

    async refresh(clientId: string, input: Schemas['RefreshTokenRequest']): Promise<Schemas['TokenRefresh']> {
      await reach(clientId, input.type, 'refreshToken');
      const now = clock.now();
      const row = await store.connections.findByRefreshToken(clientId, input.type, hashSecret(input.refreshToken), now);
      if (!row) throw new ContractError('refreshTokenNotFound', 'The refresh token is unknown, expired or was rotated.');
      const connection = toConnection({ ...row, byTokenId: true }, now);
      throwIfScheduled(connection, now);
      const sealer = await tokens.sealer();
      let tokenId = row.token_id_sealed === null ? undefined : sealer.unseal(row.token_id_sealed);
      if (tokenId === undefined) {
        // Made before tokenIds were kept sealed: its first one cannot be given back, so it gets a new one now.
        tokenId = tokens.newAccessToken();
        await store.connections.setTokenId(row.id, hashSecret(tokenId), sealer.seal(tokenId));
      }

      const challenge = institutionOf(institutions, connection).refreshGate({
        mfaCode: input.mfaCode,
        accessToken: input.accessToken,
        answersChallenge: (token) => row.mfa_challenge_hash !== null && hashSecret(token) === row.mfa_challenge_hash,
        isCurrentToken: (token) => [row.access_token_hash, row.token_id_hash].includes(hashSecret(token)),
      });
      if (challenge) {
        const token = `mfa_${hex(random, 12)}`;
        await store.connections.setMfaChallenge(row.id, hashSecret(token));
        return withTopLevelTokens({
          status: 'mfaRequired',
          expiresInSeconds: 0,
          errorMessage: challenge.prompt,
          brokerAccountTokens: [{ accessToken: token, refreshToken: input.refreshToken, tokenId }],
        });
      }

      const accessToken = tokens.newAccessToken();
      const refreshToken = input.createNewRefreshToken ? tokens.newRefreshToken() : input.refreshToken;
      const rotated = await store.transaction((tx) =>
        tx.connections.rotateTokens(row.id, row.refresh_token_hash, {
          accessTokenHash: hashSecret(accessToken),
          accessExpiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
          refreshTokenHash: hashSecret(refreshToken),
          refreshExpiresAt: input.createNewRefreshToken ? now + REFRESH_TOKEN_TTL_SECONDS * 1000 : undefined,
          now,
        }),
      );
      if (!rotated) throw new ContractError('refreshTokenNotFound', 'The refresh token was rotated by a concurrent refresh.');
      const summary = await accountSummary(row.id);
      return withTopLevelTokens({
        status: 'succeeded',
        expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
        refreshTokenExpiresInSeconds: Math.round(
          (input.createNewRefreshToken ? REFRESH_TOKEN_TTL_SECONDS * 1000 : row.refresh_expires_at - now) / 1000,
        ),
        errorMessage: null,
        brokerAccountTokens: [
          {
            account: brokerAccount(row.id, { accountId: row.account_id, accountName: row.account_name, isReconnected: false, ...summary }),
            accessToken,
            refreshToken,
            tokenId,
          },
        ],
      });
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
