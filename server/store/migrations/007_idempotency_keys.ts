// The first answer to each Idempotency-Key, per caller, kept 24 hours (http/idempotency.ts).
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const idempotencyKeys = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('response', 'text')
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('locked_until', t.millis, (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
  },
});
