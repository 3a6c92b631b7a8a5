// Connections with their managed tokens (hashed): connecting a login, refreshing and retiring its tokens, removing
// it. What belongs to each connection is in positions.ts, the holdings read in holdingsRead.ts; the store's
// `connections` aggregate is all three.
import type { Kysely } from 'kysely';
import { connectionLookups, type ConnectionRow } from './connectionLookups.js';
import type { Database, Engine } from '../database.js';
import { lockedForUpdate } from '../dialect.js';
import { holdingsReads } from './holdingsRead.js';
import { insertHoldings, positionsStore, type BalanceRecord, type PositionRecord } from './positions.js';
import type { Tables } from '../schema.js';

export type { ConnectionIdentity, ConnectionRow } from './connectionLookups.js';
export type { HoldingsRead } from './holdingsRead.js';
export type { BalanceRecord, PositionRecord } from './positions.js';

/** The columns that keep a connection's tokens: hashed, the tokenId sealed too (domain/connectionTokens.ts makes them). */
export type TokenColumns = Pick<
  ConnectionRow,
  | 'token_id_hash'
  | 'token_id_sealed'
  | 'access_token_hash'
  | 'access_expires_at'
  | 'refresh_token_hash'
  | 'refresh_expires_at'
  | 'mfa_challenge_hash'
>;

const pick = <T, K extends keyof T>(from: T, ...keys: K[]) => Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

export function connectionsStore(db: Kysely<Tables>, engine: Engine, version?: Database['version']) {
  return {
    ...pick(connectionLookups(db, engine), 'findByToken', 'typeOfToken'),
    ...holdingsReads(db, engine, version),
    ...positionsStore(db, engine),
    ...lifecycle(db, engine),
  };
}

function lifecycle(db: Kysely<Tables>, engine: Engine) {
  return {
    /**
     * The connection of this login's account, created with its positions and balances, or, when the login's account
     * is connected already, given the new tokens in place: its id, transfers, positions and balances stay, every
     * token it had stops working, and it no longer needs re-authentication. A unique index on the login makes this
     * atomic under concurrent connects; a concurrent one waits for the other to commit, then updates what it made.
     */
    async connectLogin(
      connection: Omit<ConnectionRow, 'reauth_required' | 'scenario'> & { scenario?: string | null },
      positions: PositionRecord[],
      balances: BalanceRecord[],
    ): Promise<{ id: string; reconnected: boolean }> {
      const inserted = await db
        .insertInto('connections')
        .values(connection)
        .onConflict((oc) => oc.columns(['client_id', 'user_id', 'type', 'username', 'account_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await insertHoldings(db, connection.id, positions, balances);
        return { id: connection.id, reconnected: false };
      }
      const { id: _, client_id, user_id, type, username, account_id, created_at: __, ...tokens } = connection;
      const { id } = await db
        .updateTable('connections')
        .set({ ...tokens, reauth_required: false }) // connecting the login again is the re-authentication
        .where('client_id', '=', client_id)
        .where('user_id', '=', user_id)
        .where('type', '=', type)
        .where('username', '=', username)
        .where('account_id', '=', account_id)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('retired_access_tokens').where('connection_id', '=', id).execute();
      return { id, reconnected: true };
    },

    async findByRefreshToken(clientId: string, type: string, refreshTokenHash: string, now: number): Promise<ConnectionRow | undefined> {
      return db
        .selectFrom('connections')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('type', '=', type)
        .where('refresh_token_hash', '=', refreshTokenHash)
        .where('refresh_expires_at', '>', now)
        .where('reauth_required', '=', false)
        .executeTakeFirst();
    },

    async setMfaChallenge(id: string, challengeHash: string) {
      await db.updateTable('connections').set({ mfa_challenge_hash: challengeHash }).where('id', '=', id).execute();
    },

    /** Gives a connection made before tokenIds were sealed its (new) tokenId. */
    async setTokenId(id: string, tokenIdHash: string, sealed: string) {
      await db
        .updateTable('connections')
        .set({ token_id_hash: tokenIdHash, token_id_sealed: sealed })
        .where('id', '=', id)
        .where('token_id_sealed', 'is', null)
        .execute();
    },

    /**
     * New tokens, if the refresh token is still the current one; false when a concurrent refresh rotated it. The
     * access token it replaces stays valid until it expires (a concurrent refresh may have handed it out). Run it in
     * a transaction: the row is locked, so concurrent refreshes of one connection take turns.
     */
    async rotateTokens(
      id: string,
      currentRefreshHash: string,
      next: {
        accessTokenHash: string;
        accessExpiresAt: number;
        refreshTokenHash: string;
        refreshExpiresAt: number | undefined;
        now: number;
      },
    ): Promise<boolean> {
      const current = await db
        .selectFrom('connections')
        .select(['access_token_hash', 'access_expires_at'])
        .where('id', '=', id)
        .where('refresh_token_hash', '=', currentRefreshHash)
        .$call(lockedForUpdate(engine))
        .executeTakeFirst();
      if (!current) return false;
      await db.deleteFrom('retired_access_tokens').where('connection_id', '=', id).where('expires_at', '<=', next.now).execute();
      if (current.access_expires_at > next.now) {
        await db
          .insertInto('retired_access_tokens')
          .values({ token_hash: current.access_token_hash, connection_id: id, expires_at: current.access_expires_at })
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
      }
      await db
        .updateTable('connections')
        .set((eb) => ({
          access_token_hash: next.accessTokenHash,
          access_expires_at: next.accessExpiresAt,
          refresh_token_hash: next.refreshTokenHash,
          refresh_expires_at: next.refreshExpiresAt ?? eb.ref('refresh_expires_at'),
          mfa_challenge_hash: null,
          refreshed_at: next.now,
        }))
        .where('id', '=', id)
        .execute();
      return true;
    },

    /** Its tokens answer as expired ones from now on, until connectLogin gives it new ones. */
    async requireReauthentication(id: string) {
      await db.updateTable('connections').set({ reauth_required: true }).where('id', '=', id).execute();
    },

    /** Locks the connection's row until the transaction ends (PostgreSQL), so that one transfer at a time holds its funds. */
    async lockForUpdate(id: string): Promise<void> {
      await db.selectFrom('connections').select('id').where('id', '=', id).$call(lockedForUpdate(engine)).execute();
    },

    /** Deletes the connection and, by cascade, everything that belongs to it. */
    async remove(id: string) {
      await db.deleteFrom('connections').where('id', '=', id).execute();
    },

    /** The ids of the connections of one login (client, institution and username): its sub-accounts. */
    async idsOfLogin(clientId: string, type: string, username: string): Promise<string[]> {
      const rows = await db
        .selectFrom('connections')
        .select('id')
        .where('client_id', '=', clientId)
        .where('type', '=', type)
        .where('username', '=', username)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
