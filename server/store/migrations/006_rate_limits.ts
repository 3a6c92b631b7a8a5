// The rate limit's request counters, shared by every process on the database (store/rateLimits.ts).
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const rateLimits = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', t.millis, (c) => c.notNull())
      .execute();
  },
});
