// The upstream mode (issue 48): each client's credentials at the upstream and how its calls meet it, and its drift
// report, one row per difference, counted as calls show it again; with how many calls went upstream and how many
// differences were not kept once the report was full.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const upstream = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upstream_clients')
      .addColumn('client_id', t.uuid, (c) => c.primaryKey().references('api_clients.id').onDelete('cascade'))
      .addColumn('upstream_client_id', 'text', (c) => c.notNull())
      .addColumn('upstream_secret', 'text', (c) => c.notNull())
      .addColumn('mode', 'text')
      .addColumn('shadow_writes', t.json, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('drift_entries')
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('operation_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('expected', 'text', (c) => c.notNull())
      .addColumn('actual', 'text', (c) => c.notNull())
      .addColumn('first_seen', t.millis, (c) => c.notNull())
      .addColumn('last_seen', t.millis, (c) => c.notNull())
      .addColumn('count', t.millis, (c) => c.notNull())
      .addPrimaryKeyConstraint('drift_entries_pkey', ['client_id', 'key'])
      .execute();
    await db.schema
      .createTable('drift_counts')
      .addColumn('client_id', t.uuid, (c) => c.primaryKey().references('api_clients.id').onDelete('cascade'))
      .addColumn('calls', t.millis, (c) => c.notNull())
      .addColumn('dropped', t.millis, (c) => c.notNull())
      .execute();
  },
});
