// Test clocks: per client, frozen time that moves only when advanced. Read on every request of a client, so prepared.
import type { Kysely } from 'kysely';
import type { Database, Engine } from '../database.js';
import { deliverable } from '../webhooks/outbox.js';
import { prepared } from '../prepared.js';
import { reusedWhileUnchanged } from '../reuse.js';
import type { Tables } from '../schema.js';

export interface TestClockRow {
  now: number;
  /** The sum of every advance. */
  advanced: number;
  createdAt: number;
}

const byClient = prepared((db, { clientId }: { clientId: string }) =>
  db.selectFrom('test_clocks').select(['now', 'advanced', 'created_at']).where('client_id', '=', clientId),
);

/**
 * `version` only outside a transaction (see store.ts): every request reads its client's clock, and on the embedded
 * store a read is answered again without a query while the database has not changed (reuse.ts).
 */
export function testClocksStore(db: Kysely<Tables>, engine: Engine, version?: Database['version']) {
  const reused = reusedWhileUnchanged<{ clock: TestClockRow | undefined }>(version);
  return {
    async get(clientId: string): Promise<TestClockRow | undefined> {
      const { clock } = await reused(
        clientId,
        async () => {
          const [row] = await byClient(db, engine, { clientId });
          return { clock: row && { now: Number(row.now), advanced: Number(row.advanced), createdAt: Number(row.created_at) } };
        },
        () => true,
      );
      return clock;
    },

    /** Creates the client's clock at `now`; false when it has one. */
    async create(clientId: string, now: number): Promise<boolean> {
      const rows = await db
        .insertInto('test_clocks')
        .values({ client_id: clientId, now, advanced: 0, created_at: now })
        .onConflict((oc) => oc.column('client_id').doNothing())
        .returning('client_id')
        .execute();
      return rows.length === 1;
    },

    /** Moves the clock from `from` to `to`; false when it was not at `from` (moved meanwhile, or deleted). */
    async move(clientId: string, from: number, to: number): Promise<boolean> {
      const result = await db
        .updateTable('test_clocks')
        .set((eb) => ({ now: to, advanced: eb('advanced', '+', to - from) }))
        .where('client_id', '=', clientId)
        .where('now', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(clientId: string): Promise<boolean> {
      const result = await db.deleteFrom('test_clocks').where('client_id', '=', clientId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** What of the client is due at or before `by`: Pending transfers to settle, and events to deliver to its endpoint. */
    async dueBy(clientId: string, by: number): Promise<{ transfersDue: number; webhooksDue: number }> {
      const [transfers, events] = await Promise.all([
        db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('client_id', '=', clientId)
          .where('status', '=', 'Pending')
          .where('settle_at', '<=', by)
          .executeTakeFirst(),
        db
          .selectFrom('webhook_events as e')
          .innerJoin('api_clients as c', 'c.id', 'e.client_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('e.client_id', '=', clientId)
          .where('e.status', '=', 'pending')
          .where('e.next_attempt_at', '<=', by)
          .where('c.webhook_url', 'is not', null)
          .where('c.webhook_enabled', '=', true)
          .executeTakeFirst(),
      ]);
      return { transfersDue: Number(transfers?.n ?? 0), webhooksDue: Number(events?.n ?? 0) };
    },

    /**
     * The earliest time at which something of the client falls due: a Pending transfer's settle time, or a webhook
     * event's next attempt (one a dispatcher holds under a lease that lasts past `realNow` is its dispatcher's).
     */
    async nextDue(clientId: string, realNow: number): Promise<number | undefined> {
      const [settle, attempt] = await Promise.all([
        db
          .selectFrom('transfers')
          .select((eb) => eb.fn.min('settle_at').as('at'))
          .where('client_id', '=', clientId)
          .where('status', '=', 'Pending')
          .executeTakeFirst(),
        db
          .selectFrom('webhook_events as e')
          .innerJoin('api_clients as c', 'c.id', 'e.client_id')
          .select((eb) => eb.fn.min('e.next_attempt_at').as('at'))
          .where('e.client_id', '=', clientId)
          // one that waits for an earlier event of its transfer falls due with that one
          .where(deliverable(realNow))
          .executeTakeFirst(),
      ]);
      const times = [settle?.at, attempt?.at].filter((at) => at !== null && at !== undefined).map(Number);
      return times.length ? Math.min(...times) : undefined;
    },
  };
}
