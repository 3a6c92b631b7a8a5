// Connections with their managed tokens (hashed), and what belongs to each: positions, balances, deposit addresses.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Engine } from './database.js';
import { prepared } from './prepared.js';
import { readJson, type ConnectionsTable, type Tables } from './schema.js';

export type ConnectionRow = Selectable<ConnectionsTable>;
/** What identifies a connection and its account, without its token hashes. */
export type ConnectionIdentity = Pick<ConnectionRow, 'id' | 'client_id' | 'user_id' | 'type' | 'username' | 'account_id' | 'account_name' | 'access_expires_at'>;

export interface PositionRecord {
  kind: string;
  symbol: string;
  amount: number;
  costBasis: number | null;
  details?: Record<string, unknown> | null;
}

export interface BalanceRecord {
  symbol: string;
  cash: number;
  buyingPower: number;
}

const toPosition = (r: { kind: string; symbol: string; amount: number; cost_basis: number | null; details: unknown }): PositionRecord => ({
  kind: r.kind,
  symbol: r.symbol,
  amount: r.amount,
  costBasis: r.cost_basis,
  details: readJson(r.details),
});

const holdingsRead = prepared((db, { clientId, type, tokenHash }: { clientId: string; type: string; tokenHash: string }) =>
  db
    .selectFrom('connections as c')
    .leftJoin('positions as p', 'p.connection_id', 'c.id')
    .select(['c.id', 'c.client_id', 'c.user_id', 'c.type', 'c.username', 'c.account_id', 'c.account_name', 'c.access_expires_at', 'c.token_id_hash'])
    .select(['p.kind', 'p.symbol', 'p.amount', 'p.cost_basis', 'p.details'])
    .where('c.client_id', '=', clientId)
    .where('c.type', '=', type)
    .where((eb) => eb.or([eb('c.token_id_hash', '=', tokenHash), eb('c.access_token_hash', '=', tokenHash)]))
    .orderBy('p.kind')
    .orderBy('p.symbol'),
);

const byToken = prepared((db, { clientId, type, tokenHash }: { clientId: string; type: string; tokenHash: string }) =>
  db
    .selectFrom('connections')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('type', '=', type)
    .where((eb) => eb.or([eb('token_id_hash', '=', tokenHash), eb('access_token_hash', '=', tokenHash)])),
);
const positionsOf = prepared((db, { connectionId }: { connectionId: string }) =>
  db.selectFrom('positions').select(['kind', 'symbol', 'amount', 'cost_basis', 'details']).where('connection_id', '=', connectionId).orderBy('kind').orderBy('symbol'),
);
const balancesOf = prepared((db, { connectionId }: { connectionId: string }) =>
  db.selectFrom('balances').select(['symbol', 'cash', 'buying_power']).where('connection_id', '=', connectionId).orderBy('symbol'),
);
const depositAddressOf = prepared((db, { connectionId, symbol, networkId }: { connectionId: string; symbol: string; networkId: string }) =>
  db.selectFrom('deposit_addresses').select(['address', 'memo']).where('connection_id', '=', connectionId).where('symbol', '=', symbol).where('network_id', '=', networkId),
);

export function connectionsStore(db: Kysely<Tables>, engine: Engine) {
  return {
    /** Deletes the connection of this login's account, if any; true when there was one. */
    async deleteAccount(key: { clientId: string; userId: string; type: string; username: string; accountId: string }): Promise<boolean> {
      const rows = await db
        .deleteFrom('connections')
        .where('client_id', '=', key.clientId)
        .where('user_id', '=', key.userId)
        .where('type', '=', key.type)
        .where('username', '=', key.username)
        .where('account_id', '=', key.accountId)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** A new connection with its account's positions and balances. */
    async insert(connection: ConnectionRow, positions: PositionRecord[], balances: BalanceRecord[]) {
      await db.insertInto('connections').values(connection).execute();
      if (positions.length) {
        await db
          .insertInto('positions')
          .values(
            positions.map((p) => ({
              connection_id: connection.id,
              kind: p.kind,
              symbol: p.symbol,
              amount: p.amount,
              cost_basis: p.costBasis,
              details: p.details ? JSON.stringify(p.details) : null,
            })),
          )
          .execute();
      }
      if (balances.length) {
        await db
          .insertInto('balances')
          .values(balances.map((b) => ({ connection_id: connection.id, symbol: b.symbol, cash: b.cash, buying_power: b.buyingPower })))
          .execute();
      }
    },

    /** The client's connection of this type that a token hash opens, as its tokenId or its current access token. */
    async findByToken(clientId: string, type: string, tokenHash: string): Promise<(ConnectionRow & { byTokenId: boolean }) | undefined> {
      const [row] = await byToken(db, engine, { clientId, type, tokenHash });
      return row && { ...row, byTokenId: row.token_id_hash === tokenHash };
    },

    /**
     * findByToken, reading only what identifies the connection, and its positions (by kind and symbol), in one
     * query: what a holdings read needs. As fast on SQLite as the two queries, and one round trip on PostgreSQL.
     */
    async findByTokenWithPositions(clientId: string, type: string, tokenHash: string): Promise<{ connection: ConnectionIdentity & { byTokenId: boolean }; positions: PositionRecord[] } | undefined> {
      const rows = await holdingsRead(db, engine, { clientId, type, tokenHash });
      const [first] = rows;
      if (!first) return undefined;
      const connection = {
        id: first.id,
        client_id: first.client_id,
        user_id: first.user_id,
        type: first.type,
        username: first.username,
        account_id: first.account_id,
        account_name: first.account_name,
        access_expires_at: first.access_expires_at,
        byTokenId: first.token_id_hash === tokenHash,
      };
      const positions = first.kind === null ? [] : rows.map((r) => toPosition({ kind: r.kind!, symbol: r.symbol!, amount: r.amount!, cost_basis: r.cost_basis, details: r.details }));
      return { connection, positions };
    },

    async findByRefreshToken(clientId: string, type: string, refreshTokenHash: string, now: number): Promise<ConnectionRow | undefined> {
      return db
        .selectFrom('connections')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('type', '=', type)
        .where('refresh_token_hash', '=', refreshTokenHash)
        .where('refresh_expires_at', '>', now)
        .executeTakeFirst();
    },

    async setMfaChallenge(id: string, challengeHash: string) {
      await db.updateTable('connections').set({ mfa_challenge_hash: challengeHash }).where('id', '=', id).execute();
    },

    /** New tokens, if the refresh token is still the current one; false when a concurrent refresh rotated it. */
    /** Gives a connection made before tokenIds were sealed its (new) tokenId. */
    async setTokenId(id: string, tokenIdHash: string, sealed: string) {
      await db.updateTable('connections').set({ token_id_hash: tokenIdHash, token_id_sealed: sealed }).where('id', '=', id).where('token_id_sealed', 'is', null).execute();
    },

    async rotateTokens(
      id: string,
      currentRefreshHash: string,
      next: { accessTokenHash: string; accessExpiresAt: number; refreshTokenHash: string; refreshExpiresAt: number | undefined; now: number },
    ): Promise<boolean> {
      const rows = await db
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
        .where('refresh_token_hash', '=', currentRefreshHash)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** Deletes the connection and, by cascade, everything that belongs to it. */
    async remove(id: string) {
      await db.deleteFrom('connections').where('id', '=', id).execute();
    },

    /** The connection's positions, by kind and symbol. */
    async positions(connectionId: string): Promise<PositionRecord[]> {
      return (await positionsOf(db, engine, { connectionId })).map(toPosition);
    },

    async balances(connectionId: string): Promise<BalanceRecord[]> {
      const rows = await balancesOf(db, engine, { connectionId });
      return rows.map((r) => ({ symbol: r.symbol, cash: r.cash, buyingPower: r.buying_power }));
    },

    /** The connection's crypto positions, by symbol; one symbol's when given. */
    async cryptoHoldings(connectionId: string, symbol?: string): Promise<{ symbol: string; amount: number }[]> {
      return db
        .selectFrom('positions')
        .select(['symbol', 'amount'])
        .where('connection_id', '=', connectionId)
        .where('kind', '=', 'crypto')
        .$if(symbol !== undefined, (qb) => qb.where('symbol', '=', symbol!))
        .orderBy('symbol')
        .execute();
    },

    /** Takes amount off a crypto position, never below zero. */
    async debit(connectionId: string, symbol: string, amount: number) {
      await db
        .updateTable('positions')
        .set({ amount: sql<number>`CASE WHEN amount > ${amount} THEN amount - ${amount} ELSE 0 END` })
        .where('connection_id', '=', connectionId)
        .where('kind', '=', 'crypto')
        .where('symbol', '=', symbol)
        .execute();
    },

    /** Every position of the user's connections, by symbol, then institution type. */
    async userPositions(clientId: string, userId: string): Promise<(PositionRecord & { type: string; accountId: string })[]> {
      const rows = await db
        .selectFrom('positions as p')
        .innerJoin('connections as c', 'c.id', 'p.connection_id')
        .select(['p.kind', 'p.symbol', 'p.amount', 'p.cost_basis', 'p.details', 'c.type', 'c.account_id'])
        .where('c.client_id', '=', clientId)
        .where('c.user_id', '=', userId)
        .orderBy('p.symbol')
        .orderBy('c.type')
        .execute();
      return rows.map((r) => ({ ...toPosition(r), type: r.type, accountId: r.account_id }));
    },

    /** The user's balances summed per currency, by symbol. */
    async userBalances(clientId: string, userId: string): Promise<BalanceRecord[]> {
      const rows = await db
        .selectFrom('balances as b')
        .innerJoin('connections as c', 'c.id', 'b.connection_id')
        .select((eb) => ['b.symbol', eb.fn.sum<number>('b.cash').as('cash'), eb.fn.sum<number>('b.buying_power').as('buying_power')])
        .where('c.client_id', '=', clientId)
        .where('c.user_id', '=', userId)
        .groupBy('b.symbol')
        .orderBy('b.symbol')
        .execute();
      return rows.map((r) => ({ symbol: r.symbol, cash: Number(r.cash), buyingPower: Number(r.buying_power) }));
    },

    async depositAddress(connectionId: string, symbol: string, networkId: string): Promise<{ address: string; memo: string | null } | undefined> {
      const [row] = await depositAddressOf(db, engine, { connectionId, symbol, networkId });
      return row;
    },

    /** Records the address unless one exists for this symbol and network. */
    async addDepositAddress(row: { connectionId: string; symbol: string; networkId: string; address: string; memo: string | null }) {
      await db
        .insertInto('deposit_addresses')
        .values({ connection_id: row.connectionId, symbol: row.symbol, network_id: row.networkId, address: row.address, memo: row.memo })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}
