// Test clocks (sandboxCreateTestClock): a client's frozen simulated time. In the database, so that every process
// sharing it runs the client on the same time.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const testClocks = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('test_clocks')
      .addColumn('client_id', t.uuid, (c) => c.primaryKey().references('api_clients.id').onDelete('cascade'))
      .addColumn('now', t.millis, (c) => c.notNull())
      // The sum of every advance: rate-limit windows refill by real time plus this.
      .addColumn('advanced', t.millis, (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .execute();
  },
});
