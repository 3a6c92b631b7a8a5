// Connections with their managed tokens (hashed), and what belongs to each: positions, balances, deposit addresses.
import type { Kysely, Selectable } from 'kysely';
import { fromDecimal, fromDecimalOrNull, toDecimal, toDecimalOrNull } from './amounts.js';
import type { Database, Engine } from './database.js';
import { lockedForUpdate } from './dialect.js';
import { prepared } from './prepared.js';
import type { LastingFailure } from './institutionFailures.js';
import { readJson, type ConnectionsTable, type Tables } from './schema.js';
import { reusedWhileUnchanged } from './reuse.js';

export type ConnectionRow = Selectable<ConnectionsTable>;
/** What identifies a connection and its account, without its token hashes. */
export type ConnectionIdentity = Pick<
  ConnectionRow,
  'id' | 'client_id' | 'user_id' | 'type' | 'username' | 'account_id' | 'account_name' | 'access_expires_at' | 'reauth_required'
>;

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

const toPosition = (r: { kind: string; symbol: string; amount: string; cost_basis: string | null; details: unknown }): PositionRecord => ({
  kind: r.kind,
  symbol: r.symbol,
  amount: fromDecimal(r.amount),
  costBasis: fromDecimalOrNull(r.cost_basis),
  details: readJson(r.details),
});

const holdingsRead = prepared(
  (db, { clientId, type, tokenHash, now }: { clientId: string; type: string; tokenHash: string; now: number }) =>
    db
      .selectFrom('connections as c')
      .leftJoin('positions as p', 'p.connection_id', 'c.id')
      // The failure the client set on the institution, if one lasts: a second query would cost the read a sixth.
      .leftJoin('institution_failures as f', (join) =>
        join
          .onRef('f.client_id', '=', 'c.client_id')
          .onRef('f.type', '=', 'c.type')
          .on((eb) => eb.or([eb('f.until', 'is', null), eb('f.until', '>', now)])),
      )
      .select([
        'c.id',
        'c.client_id',
        'c.user_id',
        'c.type',
        'c.username',
        'c.account_id',
        'c.account_name',
        'c.access_expires_at',
        'c.reauth_required',
        'c.token_id_hash',
      ])
      .select(['p.kind', 'p.symbol', 'p.amount', 'p.cost_basis', 'p.details'])
      .select(['f.error as failure_error', 'f.until as failure_until'])
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
  db
    .selectFrom('positions')
    .select(['kind', 'symbol', 'amount', 'cost_basis', 'details'])
    .where('connection_id', '=', connectionId)
    .orderBy('kind')
    .orderBy('symbol'),
);
const balancesOf = prepared((db, { connectionId }: { connectionId: string }) =>
  db.selectFrom('balances').select(['symbol', 'cash', 'buying_power']).where('connection_id', '=', connectionId).orderBy('symbol'),
);
const depositAddressOf = prepared((db, { connectionId, symbol, networkId }: { connectionId: string; symbol: string; networkId: string }) =>
  db
    .selectFrom('deposit_addresses')
    .select(['address', 'memo'])
    .where('connection_id', '=', connectionId)
    .where('symbol', '=', symbol)
    .where('network_id', '=', networkId),
);

async function insertHoldings(db: Kysely<Tables>, connectionId: string, positions: PositionRecord[], balances: BalanceRecord[]) {
  if (positions.length) {
    await db
      .insertInto('positions')
      .values(
        positions.map((p) => ({
          connection_id: connectionId,
          kind: p.kind,
          symbol: p.symbol,
          amount: toDecimal(p.amount),
          cost_basis: toDecimalOrNull(p.costBasis),
          details: p.details ? JSON.stringify(p.details) : null,
        })),
      )
      .execute();
  }
  if (balances.length) {
    await db
      .insertInto('balances')
      .values(
        balances.map((b) => ({
          connection_id: connectionId,
          symbol: b.symbol,
          cash: toDecimal(b.cash),
          buying_power: toDecimal(b.buyingPower),
        })),
      )
      .execute();
  }
}

/** The connection behind an access token that a refresh replaced, with that token's own expiry. */
const byRetiredToken = prepared((db, { clientId, type, tokenHash }: { clientId: string; type: string; tokenHash: string }) =>
  db
    .selectFrom('retired_access_tokens as r')
    .innerJoin('connections as c', 'c.id', 'r.connection_id')
    .selectAll('c')
    .select('r.expires_at as retired_expires_at')
    .where('r.token_hash', '=', tokenHash)
    .where('c.client_id', '=', clientId)
    .where('c.type', '=', type),
);

/** What a holdings read finds: the connection, its positions and the institution's failure (see findByTokenWithPositions). */
export interface HoldingsRead {
  connection: ConnectionIdentity & { byTokenId: boolean };
  positions: PositionRecord[];
  failure?: LastingFailure | null;
}

export function connectionsStore(db: Kysely<Tables>, engine: Engine, version?: Database['version']) {
  const holdingsReads = reusedWhileUnchanged<{ found: HoldingsRead | undefined; at: number }>(version);

  /** The connection an access token that a refresh replaced opens, as if it were the current one until it expires. */
  async function findByRetiredToken(clientId: string, type: string, tokenHash: string): Promise<ConnectionRow | undefined> {
    const [row] = await byRetiredToken(db, engine, { clientId, type, tokenHash });
    if (!row) return undefined;
    const { retired_expires_at, ...connection } = row;
    return { ...connection, access_expires_at: retired_expires_at };
  }

  /**
   * What identifies the connection, its positions (by kind and symbol) and the failure the client set on the
   * institution that lasts at `now`, in one query: one round trip on PostgreSQL. `failure` is left out where it was
   * not read.
   */
  async function readHoldings(clientId: string, type: string, tokenHash: string, now: number): Promise<HoldingsRead | undefined> {
    const rows = await holdingsRead(db, engine, { clientId, type, tokenHash, now });
    const [first] = rows;
    if (!first) {
      // failure left out: not read on this rare path
      const retired = await findByRetiredToken(clientId, type, tokenHash);
      return (
        retired && {
          connection: { ...retired, byTokenId: false },
          positions: (await positionsOf(db, engine, { connectionId: retired.id })).map(toPosition),
        }
      );
    }
    const connection = {
      id: first.id,
      client_id: first.client_id,
      user_id: first.user_id,
      type: first.type,
      username: first.username,
      account_id: first.account_id,
      account_name: first.account_name,
      access_expires_at: first.access_expires_at,
      reauth_required: first.reauth_required,
      byTokenId: first.token_id_hash === tokenHash,
    };
    const positions =
      first.kind === null
        ? []
        : rows.map((r) =>
            toPosition({ kind: r.kind!, symbol: r.symbol!, amount: r.amount!, cost_basis: r.cost_basis, details: r.details }),
          );
    const failure = first.failure_error === null ? null : { error: first.failure_error, until: first.failure_until };
    return { connection, positions, failure };
  }

  return {
    /**
     * The connection of this login's account, created with its positions and balances, or, when the login's account
     * is connected already, given the new tokens in place: its id, transfers, positions and balances stay, every
     * token it had stops working, and it no longer needs re-authentication. A unique index on the login makes this
     * atomic under concurrent connects; a concurrent one waits for the other to commit, then updates what it made.
     */
    async connectLogin(
      connection: Omit<ConnectionRow, 'reauth_required'>,
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

    /** The client's connection of this type that a token hash opens, as its tokenId or its current access token. */
    async findByToken(clientId: string, type: string, tokenHash: string): Promise<(ConnectionRow & { byTokenId: boolean }) | undefined> {
      const [row] = await byToken(db, engine, { clientId, type, tokenHash });
      if (row) return { ...row, byTokenId: row.token_id_hash === tokenHash };
      const retired = await findByRetiredToken(clientId, type, tokenHash);
      return retired && { ...retired, byTokenId: false };
    },

    /**
     * findByToken, reading only what a holdings read needs (readHoldings). On the embedded store the same read is
     * answered again without a query until the database changes, the failure it found ends, or the clock goes back.
     */
    async findByTokenWithPositions(clientId: string, type: string, tokenHash: string, now: number): Promise<HoldingsRead | undefined> {
      const { found } = await holdingsReads(
        `${clientId} ${type} ${tokenHash}`,
        async () => ({ found: await readHoldings(clientId, type, tokenHash, now), at: now }),
        (read) => now >= read.at && !(read.found?.failure?.until != null && read.found.failure.until <= now),
      );
      return found;
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

    /** New tokens, if the refresh token is still the current one; false when a concurrent refresh rotated it. */
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

    /** The connection's positions, by kind and symbol. */
    async positions(connectionId: string): Promise<PositionRecord[]> {
      return (await positionsOf(db, engine, { connectionId })).map(toPosition);
    },

    async balances(connectionId: string): Promise<BalanceRecord[]> {
      const rows = await balancesOf(db, engine, { connectionId });
      return rows.map((r) => ({ symbol: r.symbol, cash: fromDecimal(r.cash), buyingPower: fromDecimal(r.buying_power) }));
    },

    /** The connection's crypto positions, by symbol; one symbol's when given. */
    async cryptoHoldings(connectionId: string, symbol?: string): Promise<{ symbol: string; amount: number }[]> {
      const rows = await db
        .selectFrom('positions')
        .select(['symbol', 'amount'])
        .where('connection_id', '=', connectionId)
        .where('kind', '=', 'crypto')
        .$if(symbol !== undefined, (qb) => qb.where('symbol', '=', symbol!))
        .orderBy('symbol')
        .execute();
      return rows.map((r) => ({ symbol: r.symbol, amount: fromDecimal(r.amount) }));
    },

    /** Sets a crypto position's amount (the domain computes it, in exact decimals, under the transaction's lock). */
    async setCryptoAmount(connectionId: string, symbol: string, amount: number) {
      await db
        .updateTable('positions')
        .set({ amount: toDecimal(amount) })
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

    /**
     * The balances of every connection of the user, by symbol. Not summed here: SQLite would add its decimal text
     * as binary floats; the domain adds them exactly.
     */
    async userBalances(clientId: string, userId: string): Promise<BalanceRecord[]> {
      const rows = await db
        .selectFrom('balances as b')
        .innerJoin('connections as c', 'c.id', 'b.connection_id')
        .select(['b.symbol', 'b.cash', 'b.buying_power'])
        .where('c.client_id', '=', clientId)
        .where('c.user_id', '=', userId)
        .orderBy('b.symbol')
        .execute();
      return rows.map((r) => ({ symbol: r.symbol, cash: fromDecimal(r.cash), buyingPower: fromDecimal(r.buying_power) }));
    },

    async depositAddress(
      connectionId: string,
      symbol: string,
      networkId: string,
    ): Promise<{ address: string; memo: string | null } | undefined> {
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
