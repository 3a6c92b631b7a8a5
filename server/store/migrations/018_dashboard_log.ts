// The dashboard's kept calls and stream events where several processes share PostgreSQL (store/dashboard/dashboardLog.ts),
// so that every process shows every call and a restart loses none. The embedded store keeps them in memory and
// leaves these tables empty.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const dashboardLog = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    // Per client, the sequence of its events; its row lock orders the events of concurrent writers.
    await db.schema
      .createTable('dashboard_feeds')
      .addColumn('client_id', t.uuid, (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('dashboard_events')
      .addColumn('client_id', t.uuid, (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_events_pk', ['client_id', 'seq'])
      .execute();
    await db.schema
      .createTable('dashboard_requests')
      .addColumn('client_id', t.uuid, (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('at', t.millis, (c) => c.notNull())
      .addColumn('operation_id', 'text')
      .addColumn('http_status', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('record', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_requests_pk', ['client_id', 'seq'])
      .execute();
    await db.schema.createIndex('dashboard_requests_by_id').on('dashboard_requests').columns(['client_id', 'request_id']).execute();
    // Calls per client and minute, for the charts: every call counts, kept or not.
    await db.schema
      .createTable('dashboard_minutes')
      .addColumn('client_id', t.uuid, (c) => c.notNull())
      .addColumn('at', t.millis, (c) => c.notNull())
      .addColumn('requests', 'integer', (c) => c.notNull())
      .addColumn('client_errors', 'integer', (c) => c.notNull())
      .addColumn('server_errors', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_minutes_pk', ['client_id', 'at'])
      .execute();
  },
});
