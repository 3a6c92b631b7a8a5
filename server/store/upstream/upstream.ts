// The upstream mode's rows: each client's credentials at the upstream (read only to call it), and its drift report.
// A difference is one row by its key, counted in one statement as calls show it again, so that processes that share
// PostgreSQL count together; a report already full counts what it does not keep in `dropped`.
import type { Kysely } from 'kysely';
import { readJson, type Tables } from '../schema.js';

export type UpstreamMode = NonNullable<Tables['upstream_clients']['mode']>;

export interface UpstreamClientRecord {
  clientId: string;
  secret: string;
  mode: UpstreamMode | null;
  shadowWrites: string[];
}

export interface DriftRecord {
  key: string;
  operationId: string;
  kind: Tables['drift_entries']['kind'];
  path: string;
  expected: string;
  actual: string;
}

export interface DriftRow extends Omit<DriftRecord, 'key'> {
  firstSeen: number;
  lastSeen: number;
  count: number;
}

export function upstreamStore(db: Kysely<Tables>) {
  return {
    async get(clientId: string): Promise<UpstreamClientRecord | undefined> {
      const row = await db.selectFrom('upstream_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
      return (
        row && {
          clientId: row.upstream_client_id,
          secret: row.upstream_secret,
          mode: row.mode,
          shadowWrites: readJson<string[]>(row.shadow_writes),
        }
      );
    },

    async set(clientId: string, record: UpstreamClientRecord): Promise<void> {
      const values = {
        upstream_client_id: record.clientId,
        upstream_secret: record.secret,
        mode: record.mode,
        shadow_writes: JSON.stringify(record.shadowWrites),
      };
      await db
        .insertInto('upstream_clients')
        .values({ client_id: clientId, ...values })
        .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
        .execute();
    },

    /** Whether there was a row to delete. */
    async delete(clientId: string): Promise<boolean> {
      const result = await db.deleteFrom('upstream_clients').where('client_id', '=', clientId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Counts one call that went upstream. */
    async countCall(clientId: string): Promise<void> {
      await db
        .insertInto('drift_counts')
        .values({ client_id: clientId, calls: 1, dropped: 0 })
        .onConflict((oc) => oc.column('client_id').doUpdateSet((eb) => ({ calls: eb('drift_counts.calls', '+', 1) })))
        .execute();
    },

    /**
     * Counts each difference: a known one again, a new one as a row while the report holds fewer than `limit`, else
     * in `dropped`. Run it in a transaction.
     */
    async record(clientId: string, differences: DriftRecord[], at: number, limit: number): Promise<void> {
      for (const d of differences) {
        const seen = await db
          .updateTable('drift_entries')
          .set((eb) => ({ count: eb('count', '+', 1), last_seen: at }))
          .where('client_id', '=', clientId)
          .where('key', '=', d.key)
          .executeTakeFirst();
        if (Number(seen.numUpdatedRows) > 0) continue;
        const held = await db
          .selectFrom('drift_entries')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('client_id', '=', clientId)
          .executeTakeFirst();
        if (Number(held?.n ?? 0) >= limit) {
          await db
            .insertInto('drift_counts')
            .values({ client_id: clientId, calls: 0, dropped: 1 })
            .onConflict((oc) => oc.column('client_id').doUpdateSet((eb) => ({ dropped: eb('drift_counts.dropped', '+', 1) })))
            .execute();
          continue;
        }
        await db
          .insertInto('drift_entries')
          .values({
            client_id: clientId,
            key: d.key,
            operation_id: d.operationId,
            kind: d.kind,
            path: d.path,
            expected: d.expected,
            actual: d.actual,
            first_seen: at,
            last_seen: at,
            count: 1,
          })
          // another process kept the same difference first: count it there
          .onConflict((oc) =>
            oc.columns(['client_id', 'key']).doUpdateSet((eb) => ({ count: eb('drift_entries.count', '+', 1), last_seen: at })),
          )
          .execute();
      }
    },

    /** The report: its entries, most recently seen first, at most `limit`; and its counts. */
    async read(clientId: string, limit: number): Promise<{ entries: DriftRow[]; calls: number; dropped: number }> {
      const rows = await db
        .selectFrom('drift_entries')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('last_seen', 'desc')
        .orderBy('key')
        .limit(limit)
        .execute();
      const counts = await db.selectFrom('drift_counts').selectAll().where('client_id', '=', clientId).executeTakeFirst();
      return {
        entries: rows.map((r) => ({
          operationId: r.operation_id,
          kind: r.kind,
          path: r.path,
          expected: r.expected,
          actual: r.actual,
          firstSeen: Number(r.first_seen),
          lastSeen: Number(r.last_seen),
          count: Number(r.count),
        })),
        calls: Number(counts?.calls ?? 0),
        dropped: Number(counts?.dropped ?? 0),
      };
    },

    /** Empties the report and its counts; how many entries it held. */
    async clear(clientId: string): Promise<number> {
      const result = await db.deleteFrom('drift_entries').where('client_id', '=', clientId).executeTakeFirst();
      await db.deleteFrom('drift_counts').where('client_id', '=', clientId).execute();
      return Number(result.numDeletedRows);
    },
  };
}
