// Connections to institution accounts and their managed tokens. Tokens are random and stored hashed; the
// tokenId (the first access token) stays valid across refreshes, raw access tokens expire.
import { hex, uuid, type Deps } from '../deps.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Schemas } from '../http/types.js';
import { CATALOG, supports, type InstitutionOperation, type InstitutionType } from '../institutions/catalog.js';
import { priceAt, round } from '../institutions/market.js';
import { adapterFor, MFA_PROMPT, type AccountSnapshot } from '../institutions/simulator.js';
import type { Queryable } from '../store/store.js';
import type { LinkSession, LinkSessions } from './linkSessions.js';
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
    /** The headless Link UI login: the onIntegrationConnected payload, or the institution's MFA prompt. */
    async connect(session: LinkSession, input: Schemas['SandboxConnectRequest']): Promise<Schemas['SandboxConnection']> {
      const { type, username } = input;
      if (session.options.brokerType && session.options.brokerType !== type) {
        throw badRequest('invalidField', `This link token is for institution type '${session.options.brokerType}'.`);
      }
      const adapter = adapterFor(type);
      const result = adapter.login(username, input.password, input.mfaCode, clock.now());
      if ('mfaRequired' in result) return { brokerResponseStatus: 'mfaRequired', errorMessage: MFA_PROMPT, accessToken: null };

      const accessToken = newAccessToken();
      const refreshToken = newRefreshToken();
      const now = clock.now();
      const id = uuid(random);
      const isReconnected = await store.transaction(async (tx) => {
        await linkSessions.consume(tx, session);
        // Reconnecting the same login replaces the earlier connection.
        const previous = await tx.query('DELETE FROM connections WHERE client_id = $1 AND user_id = $2 AND type = $3 AND username = $4 RETURNING id', [
          session.clientId,
          session.userId,
          type,
          username,
        ]);
        await tx.query(
          `INSERT INTO connections (id, client_id, user_id, type, username, account_id, account_name, token_id_hash, access_token_hash,
             access_expires_at, refresh_token_hash, refresh_expires_at, created_at, refreshed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $12)`,
          [
            id,
            session.clientId,
            session.userId,
            type,
            username,
            result.accountId,
            result.accountName,
            hashSecret(accessToken),
            now + ACCESS_TOKEN_TTL_SECONDS * 1000,
            hashSecret(refreshToken),
            now + REFRESH_TOKEN_TTL_SECONDS * 1000,
            now,
          ],
        );
        await saveSnapshot(tx, id, result);
        return previous.length > 0;
      });
      const { fund, cash } = summarize(result.positions, result.balances);
      return {
        brokerResponseStatus: null,
        errorMessage: null,
        accessToken: {
          accountTokens: [{ account: { accountId: result.accountId, accountName: result.accountName, fund, cash, isReconnected }, accessToken, refreshToken, tokenId: accessToken }],
          brokerType: type,
          brokerName: adapter.info.name,
          brokerBrandInfo: null,
          expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
          refreshTokenExpiresInSeconds: REFRESH_TOKEN_TTL_SECONDS,
        },
      };
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
