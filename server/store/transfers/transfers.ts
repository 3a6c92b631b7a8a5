// Transfers and their status.
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { fromDecimal, fromDecimalOrNull, toDecimal, toDecimalOrNull } from '../amounts.js';
import type { Engine } from '../database.js';
import { lockedForUpdate } from '../dialect.js';
import { prepared } from '../prepared.js';
import type { Tables, TransfersTable } from '../schema.js';
import { isUuid } from '../../contract/formats.js';
import type { Parameters, Schemas } from '../../contract/types.js';

type Amounts = { amount: number; fee: number | null; amount_in_fiat: number | null };
/** A transfer as stored, with its amounts as the domain's numbers; hashOnRequery read as a boolean on both engines. */
export type TransferRow = Omit<Selectable<TransfersTable>, 'hash_on_requery' | keyof Amounts> & Amounts & { hash_on_requery: boolean };
export type NewTransfer = Omit<Insertable<TransfersTable>, keyof Amounts> & Amounts;

const toRow = (row: Selectable<TransfersTable>): TransferRow => ({
  ...row,
  amount: fromDecimal(row.amount),
  fee: fromDecimalOrNull(row.fee),
  amount_in_fiat: fromDecimalOrNull(row.amount_in_fiat),
  hash_on_requery: Boolean(row.hash_on_requery),
});

const byId = prepared((db, a: { id: string; clientId: string }) =>
  db.selectFrom('transfers').selectAll().where('id', '=', a.id).where('client_id', '=', a.clientId),
);

/** How a transfer shows in the history of the connections asked about: sent by one of them, or received by one. */
export type Direction = 'withdrawal' | 'deposit';
export type HistoryRow = TransferRow & { direction: Direction };

const toHistoryRow = ({ direction, ...row }: Selectable<TransfersTable> & { direction: string }): HistoryRow => ({
  ...toRow(row),
  direction: direction as Direction,
});

/**
 * The withdrawals and deposits of historyOf as one query (UNION ALL, the same text on both engines), filtered; with
 * `match`, only the entries it names. A transferId is compared only when it is one: PostgreSQL refuses other text as
 * a uuid. The direction is a literal, not a parameter, so that PostgreSQL can type the union's column.
 */
function historyQuery(
  db: Kysely<Tables>,
  clientId: string,
  connectionIds: string[],
  filter: { statuses?: string[]; createdFrom?: number; depositStatuses: string[] },
  match: { id?: string; depositOf?: string; hash?: string },
) {
  const matching = match.id !== undefined || match.depositOf !== undefined || match.hash !== undefined;
  const hash = match.hash?.toLowerCase();
  const hashMatches = (eb: ExpressionBuilder<Tables & { t: TransfersTable }, 't'>) =>
    hash === undefined ? [] : [eb(eb.fn('lower', ['t.tx_hash']), '=', hash)];
  const filtered = <QB extends SelectQueryBuilder<Tables & { t: TransfersTable }, 't', object>>(q: QB): QB =>
    q
      .$if(Boolean(filter.statuses?.length), (qb) => qb.where('t.status', 'in', filter.statuses!))
      .$if(filter.createdFrom !== undefined, (qb) => qb.where('t.created_at', '>=', filter.createdFrom!)) as QB;

  const withdrawals = db
    .selectFrom('transfers as t')
    .selectAll('t')
    .select(sql<Direction>`'withdrawal'`.as('direction'))
    .where('t.connection_id', 'in', connectionIds)
    .$call(filtered)
    .$if(matching, (q) =>
      q.where((eb) =>
        eb.or([
          ...(match.id === undefined ? [] : [eb('t.tx_id', '=', match.id)]),
          ...(match.id !== undefined && isUuid(match.id) ? [eb('t.id', '=', match.id.toLowerCase())] : []),
          ...hashMatches(eb),
        ]),
      ),
    );
  const depositOf = match.depositOf !== undefined && isUuid(match.depositOf) ? match.depositOf.toLowerCase() : undefined;
  // Nothing to find among the deposits, or no status they can be in: the withdrawals alone.
  if (!filter.depositStatuses.length || (matching && depositOf === undefined && hash === undefined)) return withdrawals;
  const deposits = db
    .selectFrom('transfers as t')
    .selectAll('t')
    .select(sql<Direction>`'deposit'`.as('direction'))
    .where('t.client_id', '=', clientId)
    .where('t.status', 'in', filter.depositStatuses)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('deposit_addresses as d')
          .select('d.connection_id')
          .where('d.connection_id', 'in', connectionIds)
          .whereRef('d.address', '=', 't.to_address')
          .whereRef('d.network_id', '=', 't.network_id')
          .whereRef('d.symbol', '=', 't.symbol'),
      ),
    )
    .$call(filtered)
    .$if(matching, (q) => q.where((eb) => eb.or([...(depositOf === undefined ? [] : [eb('t.id', '=', depositOf)]), ...hashMatches(eb)])));
  return withdrawals.unionAll(deposits);
}

/** What listManagedTransfers filters by, as stored: times in Unix milliseconds, `types` the source institutions. */
export interface ManagedTransferFilter {
  id?: string;
  clientTransactionId?: string;
  userId?: string;
  subClientId?: string;
  types?: string[];
  statuses?: string[];
  createdFrom?: number;
  createdTo?: number;
  minAmountInFiat?: number;
  maxAmountInFiat?: number;
  hash?: string;
}

type OrderBy = Parameters['OrderBy'];
/** The order of listManagedTransfers: a field, and for `networkName` the name of each network id. */
export type ManagedTransferOrder = { by: Exclude<OrderBy, 'networkName'> } | { by: 'networkName'; networkNames: Record<string, string> };
const ORDER_COLUMNS: Record<Exclude<OrderBy, 'networkName' | 'amountInFiat'>, keyof TransfersTable> = {
  id: 'id',
  clientTransferId: 'client_transaction_id',
  userId: 'user_id',
  fromType: 'type',
  status: 'status',
  createdTimestamp: 'created_at',
  symbol: 'symbol',
};

export function transfersStore(db: Kysely<Tables>, engine: Engine) {
  return {
    async insert(transfer: NewTransfer): Promise<TransferRow> {
      const row = {
        ...transfer,
        amount: toDecimal(transfer.amount),
        fee: toDecimalOrNull(transfer.fee),
        amount_in_fiat: toDecimalOrNull(transfer.amount_in_fiat),
      };
      return toRow(await db.insertInto('transfers').values(row).returningAll().executeTakeFirstOrThrow());
    },

    async get(id: string, clientId: string): Promise<TransferRow | undefined> {
      const [row] = await byId(db, engine, { id, clientId });
      return row && toRow(row);
    },

    /** get, locked until the transaction ends. */
    async getForUpdate(id: string, clientId: string): Promise<TransferRow | undefined> {
      const row = await db
        .selectFrom('transfers')
        .selectAll()
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .$call(lockedForUpdate(engine))
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** Moves a Pending transfer to its final status; a success gets txHash unless it has one. Undefined when it was not Pending. */
    async finish(
      id: string,
      status: Exclude<Schemas['TransferStatus'], 'Pending'>,
      now: number,
      txHash: string,
    ): Promise<TransferRow | undefined> {
      const row = await db
        .updateTable('transfers')
        .set((eb) => ({
          status,
          updated_at: now,
          tx_hash: status === 'Succeeded' ? eb.fn.coalesce('tx_hash', eb.val(txHash)) : eb.ref('tx_hash'),
        }))
        .where('id', '=', id)
        .where('status', '=', 'Pending')
        .returningAll()
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** Sets how and when a Pending transfer settles; undefined when it is not Pending. */
    async schedule(
      id: string,
      outcome: Exclude<Schemas['TransferStatus'], 'Pending'>,
      settleAt: number | undefined,
    ): Promise<TransferRow | undefined> {
      const row = await db
        .updateTable('transfers')
        .set((eb) => ({ outcome, settle_at: settleAt ?? eb.ref('settle_at') }))
        .where('id', '=', id)
        .where('status', '=', 'Pending')
        .returningAll()
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** The amounts and fees of the connection's Pending transfers of the symbol: what they hold, not yet debited. */
    async pendingAmounts(connectionId: string, symbol: string): Promise<{ amount: number; fee: number | null }[]> {
      const rows = await db
        .selectFrom('transfers')
        .select(['amount', 'fee'])
        .where('connection_id', '=', connectionId)
        .where('symbol', '=', symbol)
        .where('status', '=', 'Pending')
        .execute();
      return rows.map((r) => ({ amount: fromDecimal(r.amount), fee: fromDecimalOrNull(r.fee) }));
    },

    /** Pending transfers whose settle time has come, oldest first; rows another process holds are skipped. */
    /**
     * Pending transfers whose settle time has come: of one client (on its test clock), or of every client on real
     * time (a client on a test clock settles only when its clock is advanced).
     */
    async dueForUpdate(now: number, limit: number, clientId?: string): Promise<TransferRow[]> {
      const rows = await db
        .selectFrom('transfers')
        .selectAll()
        .where('status', '=', 'Pending')
        .where('settle_at', '<=', now)
        .where((eb) =>
          clientId !== undefined
            ? eb('client_id', '=', clientId)
            : eb.not(
                eb.exists(eb.selectFrom('test_clocks').select('client_id').whereRef('test_clocks.client_id', '=', 'transfers.client_id')),
              ),
        )
        .orderBy('settle_at')
        .limit(limit)
        .$call(lockedForUpdate(engine, { skipLocked: true }))
        .execute();
      return rows.map(toRow);
    },

    /**
     * The history of these connections (one login's, or one account): what they sent (withdrawals), and the client's
     * transfers to one of their deposit addresses (same address, network and symbol) in one of `depositStatuses`
     * (deposits). A transfer between two of them is both. Newest first, ties in a fixed order; with how many match.
     */
    async historyOf(
      clientId: string,
      connectionIds: string[],
      filter: { statuses?: string[]; createdFrom?: number; depositStatuses: string[] },
      page: { offset: number; limit: number },
    ): Promise<{ rows: HistoryRow[]; total: number; earliest: number | null }> {
      const history = historyQuery(db, clientId, connectionIds, filter, {});
      const [rows, counted] = await Promise.all([
        db
          .selectFrom(history.as('h'))
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .orderBy('direction', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom(history.as('h'))
          .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.min<number | string | null>('created_at').as('earliest')])
          .executeTakeFirst(),
      ]);
      return {
        rows: rows.map(toHistoryRow),
        total: Number(counted?.total ?? 0),
        earliest: counted?.earliest === null || counted?.earliest === undefined ? null : Number(counted.earliest),
      };
    },

    /**
     * The entry of historyOf that the institution's id of a withdrawal, a transfer's transferId, the transferId of a
     * deposit, or a hash names. A hash may name both entries of a transfer between two of the connections: the
     * withdrawal is answered.
     */
    async findInHistory(
      clientId: string,
      connectionIds: string[],
      by: { id?: string; depositOf?: string; hash?: string },
      depositStatuses: string[],
    ): Promise<HistoryRow | undefined> {
      const history = historyQuery(db, clientId, connectionIds, { depositStatuses }, by);
      const row = await db
        .selectFrom(history.as('h'))
        .selectAll()
        .orderBy('direction', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      return row && toHistoryRow(row);
    },

    /** The client's transfers that match, in creation order, with how many match in all. */
    async ofClient(
      clientId: string,
      filter: ManagedTransferFilter,
      page: { offset: number; limit: number; descending: boolean; order: ManagedTransferOrder },
    ): Promise<{ rows: TransferRow[]; total: number }> {
      // amount_in_fiat is numeric on PostgreSQL and decimal text on SQLite, where REAL compares it as the double it
      // stands for (the shortest decimal of that double): the same order as the numbers the API answers.
      const fiat = engine === 'postgres' ? sql<number>`amount_in_fiat` : sql<number>`CAST(amount_in_fiat AS REAL)`;
      const base = db
        .selectFrom('transfers')
        .where('client_id', '=', clientId)
        .$if(filter.id !== undefined, (q) => q.where('id', '=', filter.id!))
        .$if(filter.clientTransactionId !== undefined, (q) => q.where('client_transaction_id', '=', filter.clientTransactionId!))
        .$if(filter.userId !== undefined, (q) => q.where('user_id', '=', filter.userId!))
        .$if(filter.subClientId !== undefined, (q) =>
          q.where((eb) => eb(eb.fn('lower', ['sub_client_id']), '=', filter.subClientId!.toLowerCase())),
        )
        .$if(filter.types !== undefined, (q) =>
          filter.types!.length ? q.where('type', 'in', filter.types!) : q.where(sql<boolean>`1 = 0`),
        )
        .$if(Boolean(filter.statuses?.length), (q) => q.where('status', 'in', filter.statuses!))
        .$if(filter.createdFrom !== undefined, (q) => q.where('created_at', '>=', filter.createdFrom!))
        .$if(filter.createdTo !== undefined, (q) => q.where('created_at', '<=', filter.createdTo!))
        .$if(filter.minAmountInFiat !== undefined, (q) => q.where(fiat, '>=', filter.minAmountInFiat!))
        .$if(filter.maxAmountInFiat !== undefined, (q) => q.where(fiat, '<=', filter.maxAmountInFiat!))
        .$if(filter.hash !== undefined, (q) => q.where((eb) => eb(eb.fn('lower', ['tx_hash']), '=', filter.hash!.toLowerCase())));
      const direction = page.descending ? sql.raw('DESC') : sql.raw('ASC');
      const { order } = page;
      // A value the order leaves out (null) comes last in either direction, on both engines.
      const key =
        order.by === 'networkName'
          ? sql`CASE network_id ${sql.join(
              Object.entries(order.networkNames).map(([id, name]) => sql`WHEN ${id} THEN ${name}`),
              sql` `,
            )} END`
          : order.by === 'amountInFiat'
            ? fiat
            : sql.ref(ORDER_COLUMNS[order.by]);
      const [rows, counted] = await Promise.all([
        base
          .selectAll()
          .$if(order.by !== 'createdTimestamp', (q) => q.orderBy(sql`${key} ${direction} NULLS LAST`))
          .orderBy(sql`created_at ${direction}`)
          .orderBy(sql`id ${direction}`)
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows: rows.map(toRow), total: Number(counted?.total ?? 0) };
    },
  };
}
