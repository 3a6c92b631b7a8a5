// Connections to institution accounts and their managed tokens. Tokens are random and stored hashed; the
// tokenId (the first access token) stays valid across refreshes, raw access tokens expire.
import { hex, uuid, type Deps } from '../deps.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Schemas } from '../http/types.js';
import { getAddress, isAddress } from 'viem';
import { canSend, CATALOG, supports, type Institution, type InstitutionOperation, type InstitutionType } from '../institutions/catalog.js';
import { priceAt, round } from '../institutions/market.js';
import { adapterFor, MFA_PROMPT, type AccountSnapshot } from '../institutions/simulator.js';
import type { Queryable } from '../store/store.js';
import { flowOf, type LinkSession, type LinkSessions } from './linkSessions.js';
import { hashSecret } from './secrets.js';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface Connection {
  id: string;
  clientId: string;
  userId: string;
  type: InstitutionType;
  username: string;
  accountId: string;
  accountName: string;
  /** The authToken was a raw access token past its lifetime. */
  expired: boolean;
}

interface ConnectionRow {
  id: string;
  client_id: string;
  user_id: string;
  type: InstitutionType;
  username: string;
  account_id: string;
  account_name: string;
  access_expires_at: number;
  refresh_expires_at: number;
  by_token_id: boolean;
  refresh_token_hash: string;
  mfa_challenge_hash: string | null;
}

const toConnection = (row: ConnectionRow, now: number): Connection => ({
  id: row.id,
  clientId: row.client_id,
  userId: row.user_id,
  type: row.type,
  username: row.username,
  accountId: row.account_id,
  accountName: row.account_name,
  expired: !row.by_token_id && row.access_expires_at <= now,
});

export type ConnectInput = Schemas['LinkConnectRequest'];

/** The login the credentials name, held to the institution's sign-in kind when `strict`. */
function credentialsFor(info: Institution, input: ConnectInput, strict: boolean): { username: string; password: string | undefined } {
  const fieldError = (path: string, message: string, missing: boolean) =>
    badRequest(missing ? 'missingField' : 'invalidField', `${info.name}: ${message}`, { errors: [{ path: `/body/${path}`, message, errorCode: missing ? 'required' : 'signIn' }] });
  if (input.address !== undefined) {
    if (info.signIn !== 'address') throw fieldError('address', `signs in with ${info.signIn === 'apiKey' ? 'an API key and secret' : 'a username and password'}, not a wallet address`, false);
    if (!isAddress(input.address, { strict: false })) throw fieldError('address', 'must be an EVM wallet address (0x and 40 hexadecimal digits)', false);
    return { username: getAddress(input.address), password: undefined };
  }
  if (input.apiKey !== undefined || input.apiSecret !== undefined) {
    if (info.signIn !== 'apiKey') throw fieldError('apiKey', `signs in with ${info.signIn === 'address' ? 'a wallet address' : 'a username and password'}, not an API key`, false);
    if (input.apiKey === undefined) throw fieldError('apiKey', "must have required property 'apiKey'", true);
    if (input.apiSecret === undefined) throw fieldError('apiSecret', "must have required property 'apiSecret'", true);
    return { username: input.apiKey, password: input.apiSecret };
  }
  const expected = { password: ['username', 'password'], apiKey: ['apiKey', 'apiSecret'], address: ['address'] }[info.signIn];
  if (strict && info.signIn !== 'password') throw fieldError(expected[0]!, `must have required property '${expected[0]}'`, true);
  if (input.username === undefined) throw fieldError('username', "must have required property 'username'", true);
  if (input.password === undefined) throw fieldError('password', "must have required property 'password'", true);
  return { username: input.username, password: input.password };
}

/**
 * The accounts to connect: all of a one-account login; of several, those chosen (at most one when the session
 * restricts it), or undefined to ask. Headless callers that choose none get all, or the first when restricted.
 */
function chooseAccounts(accounts: AccountSnapshot[], chosen: string[] | undefined, restrict: boolean, ask: boolean): AccountSnapshot[] | undefined {
  if (accounts.length === 1 && !chosen) return accounts;
  if (!chosen) return ask ? undefined : restrict ? accounts.slice(0, 1) : accounts;
  if (restrict && chosen.length > 1) throw badRequest('invalidField', 'This session connects one account: choose one.', { errors: [{ path: '/body/accountIds', message: 'must have at most 1 item', errorCode: 'restrictMultipleAccounts' }] });
  const picked = accounts.filter((a) => chosen.includes(a.accountId));
  if (picked.length !== new Set(chosen).size) throw badRequest('invalidField', 'accountIds must name accounts of this login.', { errors: [{ path: '/body/accountIds', message: 'must name accounts of this login', errorCode: 'unknownAccount' }] });
  return picked;
}

export function requireSupport(type: InstitutionType, op: InstitutionOperation) {
  if (!supports(type, op)) {
    throw badRequest('institutionNotSupported', `Institution type '${type}' does not support ${op}.`);
  }
}

export function createConnections({ store, random, clock }: Deps, linkSessions: LinkSessions) {
  const newAccessToken = () => `at_${hex(random, 16)}`;
  const newRefreshToken = () => `rt_${hex(random, 16)}`;

  async function saveSnapshot(tx: Queryable, connectionId: string, snapshot: AccountSnapshot) {
    for (const p of snapshot.positions) {
      await tx.query('INSERT INTO positions (connection_id, kind, symbol, amount, cost_basis, details) VALUES ($1, $2, $3, $4, $5, $6)', [
        connectionId,
        p.kind,
        p.symbol,
        p.amount,
        p.costBasis,
        p.details ? JSON.stringify(p.details) : null,
      ]);
    }
    for (const b of snapshot.balances) {
      await tx.query('INSERT INTO balances (connection_id, symbol, cash, buying_power) VALUES ($1, $2, $3, $4)', [connectionId, b.symbol, b.cash, b.buyingPower]);
    }
  }

  /** Value of the account's priced positions plus cash, now. */
  function summarize(positions: { kind: string; symbol: string; amount: number }[], balances: Schemas['FiatBalance'][]) {
    const now = clock.now();
    // cash is the first currency by symbol, as the stored balances are read back.
    const cash = [...balances].sort((a, b) => a.symbol.localeCompare(b.symbol))[0]?.cash ?? 0;
    const invested = positions.filter((p) => p.kind === 'equity' || p.kind === 'crypto').reduce((sum, p) => sum + p.amount * (priceAt(p.symbol, now) ?? 0), 0);
    return { fund: round(invested + cash), cash, balances };
  }

  async function accountSummary(connectionId: string) {
    const positions = await store.query<{ kind: string; symbol: string; amount: number }>('SELECT kind, symbol, amount FROM positions WHERE connection_id = $1', [connectionId]);
    const balances = await store.query<{ symbol: string; cash: number; buying_power: number }>('SELECT symbol, cash, buying_power FROM balances WHERE connection_id = $1 ORDER BY symbol', [connectionId]);
    return summarize(positions, balances.map((b) => ({ symbol: b.symbol, cash: b.cash, buyingPower: b.buying_power })));
  }

  return {
    /**
     * A user's sign-in in the Link UI (the Link page, or headless through sandboxConnect): connects the chosen
     * accounts of the login, or answers the institution's MFA prompt or its account choice. `strict` (the page)
     * holds the credentials to the institution's sign-in kind; headless callers may always send a username.
     */
    async connect(session: LinkSession, input: ConnectInput, { strict = false } = {}): Promise<Schemas['LinkConnection']> {
      const { type } = input;
      if (session.options.brokerType && session.options.brokerType !== type) {
        throw badRequest('invalidField', `This link token is for institution type '${session.options.brokerType}'.`);
      }
      if (strict && flowOf(session.options) === 'transfer' && !canSend(type)) {
        throw badRequest('institutionNotSupported', `${CATALOG[type].name} cannot send crypto, which this transfer session needs.`);
      }
      const adapter = adapterFor(type);
      const { username, password } = credentialsFor(adapter.info, input, strict);
      const result = adapter.login(username, password, input.mfaCode, clock.now());
      if ('mfaRequired' in result) return { status: 'mfaRequired', message: MFA_PROMPT, accounts: null, accessToken: null };
      const accounts = chooseAccounts(result, input.accountIds, session.options.restrictMultipleAccounts ?? false, strict);
      if (!accounts) return { status: 'accountSelectionRequired', message: 'Choose the accounts to connect.', accounts: result.map(({ accountId, accountName }) => ({ accountId, accountName })), accessToken: null };

      const now = clock.now();
      const connected = accounts.map((account) => ({ account, id: uuid(random), accessToken: newAccessToken(), refreshToken: newRefreshToken(), isReconnected: false }));
      await store.transaction(async (tx) => {
        await linkSessions.consume(tx, session);
        for (const c of connected) {
          // Reconnecting the same login's account replaces the earlier connection.
          const previous = await tx.query('DELETE FROM connections WHERE client_id = $1 AND user_id = $2 AND type = $3 AND username = $4 AND account_id = $5 RETURNING id', [
            session.clientId,
            session.userId,
            type,
            username,
            c.account.accountId,
          ]);
          c.isReconnected = previous.length > 0;
          await tx.query(
            `INSERT INTO connections (id, client_id, user_id, type, username, account_id, account_name, token_id_hash, access_token_hash,
               access_expires_at, refresh_token_hash, refresh_expires_at, created_at, refreshed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $12)`,
            [
              c.id,
              session.clientId,
              session.userId,
              type,
              username,
              c.account.accountId,
              c.account.accountName,
              hashSecret(c.accessToken),
              now + ACCESS_TOKEN_TTL_SECONDS * 1000,
              hashSecret(c.refreshToken),
              now + REFRESH_TOKEN_TTL_SECONDS * 1000,
              now,
            ],
          );
          await saveSnapshot(tx, c.id, c.account);
        }
      });
      return {
        status: 'connected',
        message: null,
        accounts: null,
        accessToken: {
          accountTokens: connected.map(({ account, accessToken, refreshToken, isReconnected }) => {
            const { fund, cash } = summarize(account.positions, account.balances);
            return { account: { accountId: account.accountId, accountName: account.accountName, fund, cash, isReconnected }, accessToken, refreshToken, tokenId: accessToken };
          }),
          brokerType: type,
          brokerName: adapter.info.name,
          brokerBrandInfo: null,
          expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
          refreshTokenExpiresInSeconds: REFRESH_TOKEN_TTL_SECONDS,
        },
      };
    },

    /** The accounts a returning user's tokens open: only this session's client and user, only live connections. */
    async accountsOf(session: LinkSession, tokens: Schemas['LinkAccountsRequest']['accessTokens']): Promise<Schemas['LinkAccounts']> {
      const accounts: Schemas['LinkAccounts']['accounts'] = [];
      for (const [index, { accessToken, brokerType }] of tokens.entries()) {
        const connection = await this.find(session.clientId, accessToken, brokerType).catch(() => undefined);
        if (!connection || connection.expired || connection.userId !== session.userId) continue;
        const { fund, cash } = await accountSummary(connection.id);
        accounts.push({ index, brokerType, brokerName: CATALOG[brokerType].name, accountId: connection.accountId, accountName: connection.accountName, fund, cash });
      }
      return { accounts };
    },

    /** The client's connection that authToken (an access token or tokenId) opens; another client's is as unknown as none. */
    async find(clientId: string, authToken: string, type: InstitutionType): Promise<Connection> {
      const hash = hashSecret(authToken);
      const rows = await store.query<ConnectionRow>(
        `SELECT *, token_id_hash = $2 AS by_token_id FROM connections
         WHERE client_id = $1 AND type = $3 AND (token_id_hash = $2 OR access_token_hash = $2)`,
        [clientId, hash, type],
      );
      if (!rows[0]) throw notFound('connectionNotFound', 'No connection matches this authToken and type.');
      return toConnection(rows[0], clock.now());
    },

    /** find, but an expired access token is refused too. */
    async findActive(clientId: string, authToken: string, type: InstitutionType): Promise<Connection> {
      const connection = await this.find(clientId, authToken, type);
      if (connection.expired) throw notFound('connectionNotFound', 'The access token has expired. Refresh it, or use the tokenId.');
      return connection;
    },

    async remove(connection: Connection) {
      await store.query('DELETE FROM connections WHERE id = $1', [connection.id]);
    },

    async refresh(clientId: string, input: Schemas['RefreshTokenRequest']): Promise<Schemas['TokenRefresh']> {
      const info = CATALOG[input.type];
      if (!info.supports.includes('refreshToken') || !info.refresh) {
        throw badRequest('refreshNotSupported', `${info.name} tokens need no refresh.`);
      }
      const now = clock.now();
      const rows = await store.query<ConnectionRow & { access_token_hash: string; token_id_hash: string }>(
        'SELECT *, false AS by_token_id FROM connections WHERE client_id = $1 AND type = $2 AND refresh_token_hash = $3 AND refresh_expires_at > $4',
        [clientId, input.type, hashSecret(input.refreshToken), now],
      );
      const row = rows[0];
      if (!row) throw notFound('refreshTokenNotFound', 'The refresh token is unknown, expired or was rotated.');

      if (info.refresh.mfa) {
        if (input.mfaCode === undefined || input.mfaCode === null) {
          const challenge = `mfa_${hex(random, 12)}`;
          await store.query('UPDATE connections SET mfa_challenge_hash = $2 WHERE id = $1', [row.id, hashSecret(challenge)]);
          return { status: 'mfaRequired', expiresInSeconds: 0, errorMessage: MFA_PROMPT, brokerAccountTokens: [{ accessToken: challenge, refreshToken: input.refreshToken }] };
        }
        if (!input.accessToken || !row.mfa_challenge_hash || hashSecret(input.accessToken) !== row.mfa_challenge_hash) {
          throw badRequest('invalidField', 'Send the accessToken of the mfaRequired answer with the MFA code.', { errors: [{ path: '/body/accessToken', message: 'must be the challenge token of the mfaRequired answer', errorCode: 'challenge' }] });
        }
        adapterFor(input.type).checkMfa(input.mfaCode);
      } else if (info.refresh.needsAccessToken) {
        if (!input.accessToken) {
          throw badRequest('missingField', `${info.name} needs the current accessToken to refresh.`, { errors: [{ path: '/body/accessToken', message: "must have required property 'accessToken'", errorCode: 'required' }] });
        }
        const presented = hashSecret(input.accessToken);
        if (presented !== row.access_token_hash && presented !== row.token_id_hash) {
          throw badRequest('invalidField', 'accessToken is not the current access token of this connection.', { errors: [{ path: '/body/accessToken', message: 'does not match the connection', errorCode: 'mismatch' }] });
        }
      }

      const accessToken = newAccessToken();
      const refreshToken = input.createNewRefreshToken ? newRefreshToken() : input.refreshToken;
      const updated = await store.query(
        `UPDATE connections SET access_token_hash = $3, access_expires_at = $4, refresh_token_hash = $5,
           refresh_expires_at = CASE WHEN $6::boolean THEN $7 ELSE refresh_expires_at END, mfa_challenge_hash = NULL, refreshed_at = $8
         WHERE id = $1 AND refresh_token_hash = $2 RETURNING id`,
        [row.id, row.refresh_token_hash, hashSecret(accessToken), now + ACCESS_TOKEN_TTL_SECONDS * 1000, hashSecret(refreshToken), Boolean(input.createNewRefreshToken), now + REFRESH_TOKEN_TTL_SECONDS * 1000, now],
      );
      if (!updated.length) throw notFound('refreshTokenNotFound', 'The refresh token was rotated by a concurrent refresh.');
      const summary = await accountSummary(row.id);
      return {
        status: 'succeeded',
        expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
        refreshTokenExpiresInSeconds: Math.round((input.createNewRefreshToken ? REFRESH_TOKEN_TTL_SECONDS * 1000 : row.refresh_expires_at - now) / 1000),
        errorMessage: null,
        brokerAccountTokens: [
          {
            account: { meshAccountId: row.id, accountId: row.account_id, accountName: row.account_name, isReconnected: false, ...summary },
            accessToken,
            refreshToken,
          },
        ],
      };
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
