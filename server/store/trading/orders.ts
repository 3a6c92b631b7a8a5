// Orders placed at institutions that trade, and what a fill changes: the account's position in the symbol and its
// payment balance (a fiat balance, or a stablecoin position). The domain computes every amount exactly, under the
// account's lock (connections.lockForUpdate); these queries read and write them.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { isUuid } from '../../contract/formats.js';
import { fromDecimal, fromDecimalOrNull, toDecimal, toDecimalOrNull } from '../amounts.js';
import type { Engine } from '../database.js';
import type { OrdersTable, Tables } from '../schema.js';

type Amounts = { amount: number; price: number; value: number; fee: number | null; hold_amount: number | null };
/** An order as stored, its amounts as the domain's numbers. */
export type OrderRow = Omit<Selectable<OrdersTable>, keyof Amounts> & Amounts;
/** A new order: its place among the account's orders is the next one. */
export type NewOrder = Omit<Insertable<OrdersTable>, keyof Amounts | 'seq'> & Amounts;

const toRow = (row: Selectable<OrdersTable>): OrderRow => ({
  ...row,
  amount: fromDecimal(row.amount),
  price: fromDecimal(row.price),
  value: fromDecimal(row.value),
  fee: fromDecimalOrNull(row.fee),
  hold_amount: fromDecimalOrNull(row.hold_amount),
});

export interface OrderFilter {
  statuses?: string[] | null;
  /** Placed at or after (Unix milliseconds). */
  from?: number | null;
}

/** A position as a fill reads and writes it. */
export interface Holding {
  amount: number;
  costBasis: number | null;
}

export function ordersStore(db: Kysely<Tables>, _engine: Engine) {
  const filtered = (connectionId: string, { statuses, from }: OrderFilter) =>
    db
      .selectFrom('orders')
      .where('connection_id', '=', connectionId)
      .$if(Boolean(statuses?.length), (qb) => qb.where('status', 'in', statuses!))
      .$if(from !== undefined && from !== null, (qb) => qb.where('created_at', '>=', from!));

  return {
    /** Records an order as its account's next; run it under the account's lock, so no other takes the same place. */
    async insert(order: NewOrder): Promise<OrderRow> {
      const last = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('connection_id', '=', order.connection_id)
        .executeTakeFirst();
      const row = {
        ...order,
        seq: Number(last?.seq ?? 0) + 1,
        amount: toDecimal(order.amount),
        price: toDecimal(order.price),
        value: toDecimal(order.value),
        fee: toDecimalOrNull(order.fee),
        hold_amount: toDecimalOrNull(order.hold_amount),
      };
      await db.insertInto('orders').values(row).execute();
      return toRow(row as Selectable<OrdersTable>);
    },

    /** The account's order with this id (an id that is not a uuid names none: PostgreSQL refuses it as one). */
    async find(connectionId: string, id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', id)
        .where('connection_id', '=', connectionId)
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** Marks the account's open orders whose day ended by `now` expired, as of when it ended. */
    async expireDue(connectionId: string, now: number): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'expired', updated_at: sql<number>`expires_at`, status_details: 'Expired at the end of its trading day.' })
        .where('connection_id', '=', connectionId)
        .where('status', '=', 'inProgress')
        .where('expires_at', '<=', now)
        .execute();
    },

    /** One page of the account's orders, oldest first; how many match, and when the earliest was placed. */
    async page(connectionId: string, filter: OrderFilter, offset: number, count: number) {
      const rows = await filtered(connectionId, filter)
        .selectAll()
        .orderBy('created_at')
        .orderBy('seq')
        .limit(count)
        .offset(offset)
        .execute();
      const summary = await filtered(connectionId, filter)
        .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.min('created_at').as('earliest')])
        .executeTakeFirstOrThrow();
      const earliest = summary.earliest === null ? null : Number(summary.earliest);
      return { rows: rows.map(toRow), total: Number(summary.total), earliest };
    },

    /** Cancels the order if it is still open at `now`; the cancelled order, or undefined when it was not open. */
    async cancel(connectionId: string, id: string, now: number): Promise<OrderRow | undefined> {
      const row = await db
        .updateTable('orders')
        .set({ status: 'cancelled', updated_at: now, status_details: 'Cancelled.' })
        .where('id', '=', id)
        .where('connection_id', '=', connectionId)
        .where('status', '=', 'inProgress')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .returningAll()
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** What the account's open orders hold of a symbol at `now`, one amount per order (the domain adds them exactly). */
    async holds(connectionId: string, symbol: string, now: number): Promise<number[]> {
      const rows = await db
        .selectFrom('orders')
        .select('hold_amount')
        .where('connection_id', '=', connectionId)
        .where('status', '=', 'inProgress')
        .where('hold_symbol', '=', symbol)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .execute();
      return rows.map((r) => fromDecimalOrNull(r.hold_amount) ?? 0);
    },

    async position(connectionId: string, kind: string, symbol: string): Promise<Holding | undefined> {
      const row = await db
        .selectFrom('positions')
        .select(['amount', 'cost_basis'])
        .where('connection_id', '=', connectionId)
        .where('kind', '=', kind)
        .where('symbol', '=', symbol)
        .executeTakeFirst();
      return row && { amount: fromDecimal(row.amount), costBasis: fromDecimalOrNull(row.cost_basis) };
    },

    /** Sets a position after a fill; one sold whole is gone. */
    async setPosition(connectionId: string, kind: string, symbol: string, { amount, costBasis }: Holding): Promise<void> {
      const key = { connection_id: connectionId, kind, symbol };
      if (amount === 0) {
        await db
          .deleteFrom('positions')
          .where('connection_id', '=', connectionId)
          .where('kind', '=', kind)
          .where('symbol', '=', symbol)
          .execute();
        return;
      }
      const values = { amount: toDecimal(amount), cost_basis: toDecimalOrNull(costBasis) };
      await db
        .insertInto('positions')
        .values({ ...key, ...values, details: null })
        .onConflict((oc) => oc.columns(['connection_id', 'kind', 'symbol']).doUpdateSet(values))
        .execute();
    },

    async balance(connectionId: string, symbol: string): Promise<{ cash: number; buyingPower: number } | undefined> {
      const row = await db
        .selectFrom('balances')
        .select(['cash', 'buying_power'])
        .where('connection_id', '=', connectionId)
        .where('symbol', '=', symbol)
        .executeTakeFirst();
      return row && { cash: fromDecimal(row.cash), buyingPower: fromDecimal(row.buying_power) };
    },

    async setBalance(connectionId: string, symbol: string, { cash, buyingPower }: { cash: number; buyingPower: number }): Promise<void> {
      const values = { cash: toDecimal(cash), buying_power: toDecimal(buyingPower) };
      await db
        .insertInto('balances')
        .values({ connection_id: connectionId, symbol, ...values })
        .onConflict((oc) => oc.columns(['connection_id', 'symbol']).doUpdateSet(values))
        .execute();
    },
  };
}

export type OrdersStore = ReturnType<typeof ordersStore>;
