// Transfers, their webhook outbox, and every delivery attempt.
import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes, Engine } from './columns.js';

export const transfers = (t: ColumnTypes, engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    await db.schema.alterTable('api_clients').addColumn('webhook_previous_secret', 'text').execute();
    await db.schema.alterTable('api_clients').addColumn('webhook_previous_until', t.millis).execute();

    await db.schema
      .createTable('transfers')
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('amount', t.float, (c) => c.notNull())
      .addColumn('fee', t.float)
      .addColumn('network_id', t.uuid)
      .addColumn('chain', 'text')
      .addColumn('from_address', 'text')
      .addColumn('to_address', 'text')
      .addColumn('tx_id', 'text', (c) => c.notNull())
      .addColumn('tx_hash', 'text')
      .addColumn('hash_on_requery', t.bool, (c) => c.notNull())
      .addColumn('client_transaction_id', 'text')
      .addColumn('amount_in_fiat', t.float)
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('settle_at', t.millis, (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('updated_at', t.millis, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transfers_due').on('transfers').column('settle_at').where(sql.ref('status'), '=', 'Pending').execute();

    // Written in the same transaction as the status change it reports.
    await db.schema
      .createTable('webhook_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('transfer_id', t.uuid, (c) => c.notNull().references('transfers.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('payload', t.json, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', t.millis, (c) => c.notNull())
      .addColumn('locked_until', t.millis)
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addUniqueConstraint('webhook_events_transfer_id_seq_key', ['transfer_id', 'seq'])
      .execute();
    await db.schema
      .createIndex('webhook_events_due')
      .on('webhook_events')
      .column('next_attempt_at')
      .where(sql.ref('status'), '=', 'pending')
      .execute();

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('attempted_at', t.millis, (c) => c.notNull())
      .addColumn('http_status', 'integer')
      .addColumn('latency_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('webhook_attempts_event').on('webhook_attempts').columns(['event_id', 'attempt']).execute();
  },
});
