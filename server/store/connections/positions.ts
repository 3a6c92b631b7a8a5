// What belongs to each connection: its positions, fiat balances and deposit addresses.
import type { Kysely } from 'kysely';
import { fromDecimal, fromDecimalOrNull, toDecimal, toDecimalOrNull } from '../amounts.js';
import type { Engine } from '../database.js';
import { prepared } from '../prepared.js';
import { readJson, type Tables } from '../schema.js';

export interface PositionRecord {
  kind: string;
  symbol: string;
  amount: number;
  costBasis: number | null;
  details?: Record<string, unknown> | null;
}

/** A position of one of a user's connections, with the connection's institution, account and login. */
export interface UserPosition extends PositionRecord {
  type: string;
  accountId: string;
  username: string;
  /** The connection's sandbox user's document, as stored (readJson reads it). */
  scenario: unknown;
}

export interface BalanceRecord {
  symbol: string;
  cash: number;
  buyingPower: number;
}

export const toPosition = (r: {
  kind: string;
  symbol: string;
  amount: string;
  cost_basis: string | null;
  details: unknown;
}): PositionRecord => ({
  kind: r.kind,
  symbol: r.symbol,
  amount: fromDecimal(r.amount),
  costBasis: fromDecimalOrNull(r.cost_basis),
  details: readJson(r.details),
});

export const positionsOf = prepared((db, { connectionId }: { connectionId: string }) =>
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

/** Records a new connection's positions and balances. */
export async function insertHoldings(db: Kysely<Tables>, connectionId: string, positions: PositionRecord[], balances: BalanceRecord[]) {
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

export function positionsStore(db: Kysely<Tables>, engine: Engine) {
  return {
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

    /**
     * Every position of the user's connections, by symbol, then institution type, then account (a fixed order),
     * with what names the connection's login: its username and its sandbox user's document (JSON).
     */
    async userPositions(clientId: string, userId: string): Promise<UserPosition[]> {
      const rows = await db
        .selectFrom('positions as p')
        .innerJoin('connections as c', 'c.id', 'p.connection_id')
        .select(['p.kind', 'p.symbol', 'p.amount', 'p.cost_basis', 'p.details', 'c.type', 'c.account_id', 'c.username', 'c.scenario'])
        .where('c.client_id', '=', clientId)
        .where('c.user_id', '=', userId)
        .orderBy('p.symbol')
        .orderBy('c.type')
        .orderBy('c.account_id')
        .execute();
      return rows.map((r) => ({ ...toPosition(r), type: r.type, accountId: r.account_id, username: r.username, scenario: r.scenario }));
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
  };
}
