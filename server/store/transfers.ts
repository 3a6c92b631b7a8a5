// Transfers and their status.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { fromDecimal, fromDecimalOrNull, toDecimal, toDecimalOrNull } from './amounts.js';
import type { Engine } from './database.js';
import { lockedForUpdate } from './dialect.js';
import { prepared } from './prepared.js';
import type { Tables, TransfersTable } from './schema.js';
import { isUuid } from '../contract/formats.js';
import type { Schemas } from '../contract/types.js';

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

const byId = prepared((db, a: { id: string; clientId: string }) => db.selectFrom('transfers').selectAll().where('id', '=', a.id).where('client_id', '=', a.clientId));

export function transfersStore(db: Kysely<Tables>, engine: Engine) {
  return {
    async insert(transfer: NewTransfer): Promise<TransferRow> {
      const row = { ...transfer, amount: toDecimal(transfer.amount), fee: toDecimalOrNull(transfer.fee), amount_in_fiat: toDecimalOrNull(transfer.amount_in_fiat) };
      return toRow(await db.insertInto('transfers').values(row).returningAll().executeTakeFirstOrThrow());
    },

    async get(id: string, clientId: string): Promise<TransferRow | undefined> {
      const [row] = await byId(db, engine, { id, clientId });
      return row && toRow(row);
    },

    /** get, locked until the transaction ends. */
    async getForUpdate(id: string, clientId: string): Promise<TransferRow | undefined> {
      const row = await db.selectFrom('transfers').selectAll().where('id', '=', id).where('client_id', '=', clientId).$call(lockedForUpdate(engine)).executeTakeFirst();
      return row && toRow(row);
    },

    /** Moves a Pending transfer to its final status; a success gets txHash unless it has one. Undefined when it was not Pending. */
    async finish(id: string, status: Exclude<Schemas['TransferStatus'], 'Pending'>, now: number, txHash: string): Promise<TransferRow | undefined> {
      const row = await db
        .updateTable('transfers')
        .set((eb) => ({ status, updated_at: now, tx_hash: status === 'Succeeded' ? eb.fn.coalesce('tx_hash', eb.val(txHash)) : eb.ref('tx_hash') }))
        .where('id', '=', id)
        .where('status', '=', 'Pending')
        .returningAll()
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** Sets how and when a Pending transfer settles; undefined when it is not Pending. */
    async schedule(id: string, outcome: Exclude<Schemas['TransferStatus'], 'Pending'>, settleAt: number | undefined): Promise<TransferRow | undefined> {
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
      const rows = await db.selectFrom('transfers').select(['amount', 'fee']).where('connection_id', '=', connectionId).where('symbol', '=', symbol).where('status', '=', 'Pending').execute();
      return rows.map((r) => ({ amount: fromDecimal(r.amount), fee: fromDecimalOrNull(r.fee) }));
    },

    /** Pending transfers whose settle time has come, oldest first; rows another process holds are skipped. */
    async dueForUpdate(now: number, limit: number): Promise<TransferRow[]> {
      const rows = await db
        .selectFrom('transfers')
        .selectAll()
        .where('status', '=', 'Pending')
        .where('settle_at', '<=', now)
        .orderBy('settle_at')
        .limit(limit)
        .$call(lockedForUpdate(engine, { skipLocked: true }))
        .execute();
      return rows.map(toRow);
    },

    /** Transfers of these connections, newest first, with how many match in all. */
    async ofConnections(connectionIds: string[], filter: { statuses?: string[]; createdFrom?: number }, page: { offset: number; limit: number }): Promise<{ rows: TransferRow[]; total: number; earliest: number | null }> {
      const base = db
        .selectFrom('transfers')
        .where('connection_id', 'in', connectionIds)
        .$if(Boolean(filter.statuses?.length), (q) => q.where('status', 'in', filter.statuses!))
        .$if(filter.createdFrom !== undefined, (q) => q.where('created_at', '>=', filter.createdFrom!));
      const [rows, counted] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.min<number | string | null>('created_at').as('earliest')]).executeTakeFirst(),
      ]);
      return { rows: rows.map(toRow), total: Number(counted?.total ?? 0), earliest: counted?.earliest === null || counted?.earliest === undefined ? null : Number(counted.earliest) };
    },

    /** The transfer of these connections with the institution's id, its transferId (in any letter case), or its hash. */
    async findOfConnections(connectionIds: string[], by: { id?: string; hash?: string }): Promise<TransferRow | undefined> {
      const row = await db
        .selectFrom('transfers')
        .selectAll()
        .where('connection_id', 'in', connectionIds)
        .where((eb) => {
          const matches = [];
          if (by.id !== undefined) matches.push(eb('tx_id', '=', by.id));
          // A transferId only when the id is one: PostgreSQL refuses other text as a uuid, and compares any letter case.
          if (by.id !== undefined && isUuid(by.id)) matches.push(eb('id', '=', by.id.toLowerCase()));
          if (by.hash !== undefined) matches.push(eb(eb.fn('lower', ['tx_hash']), '=', by.hash.toLowerCase()));
          return eb.or(matches);
        })
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** The client's transfers that match, in creation order, with how many match in all. */
    async ofClient(
      clientId: string,
      filter: { id?: string; clientTransactionId?: string; userId?: string; statuses?: string[]; createdFrom?: number; createdTo?: number; hash?: string },
      page: { offset: number; limit: number; descending: boolean },
    ): Promise<{ rows: TransferRow[]; total: number }> {
      const base = db
        .selectFrom('transfers')
        .where('client_id', '=', clientId)
        .$if(filter.id !== undefined, (q) => q.where('id', '=', filter.id!))
        .$if(filter.clientTransactionId !== undefined, (q) => q.where('client_transaction_id', '=', filter.clientTransactionId!))
        .$if(filter.userId !== undefined, (q) => q.where('user_id', '=', filter.userId!))
        .$if(Boolean(filter.statuses?.length), (q) => q.where('status', 'in', filter.statuses!))
        .$if(filter.createdFrom !== undefined, (q) => q.where('created_at', '>=', filter.createdFrom!))
        .$if(filter.createdTo !== undefined, (q) => q.where('created_at', '<=', filter.createdTo!))
        .$if(filter.hash !== undefined, (q) => q.where((eb) => eb(eb.fn('lower', ['tx_hash']), '=', filter.hash!.toLowerCase())));
      const order = page.descending ? 'desc' : 'asc';
      const [rows, counted] = await Promise.all([
        base.selectAll().orderBy('created_at', order).orderBy('id', order).offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows: rows.map(toRow), total: Number(counted?.total ?? 0) };
    },
  };
}
