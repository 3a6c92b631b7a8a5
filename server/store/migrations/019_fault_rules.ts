// Fault rules (sandboxPutFault): the failures a client asked the sandbox to inject on its calls. In the database, so
// that every process sharing it faults the same calls and counts them together.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const faultRules = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fault_rules')
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      // match, trigger (its seed chosen), until and action, as the spec's FaultRule has them
      .addColumn('rule', t.json, (c) => c.notNull())
      .addColumn('matched', 'integer', (c) => c.notNull())
      .addColumn('fired', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addPrimaryKeyConstraint('fault_rules_pkey', ['client_id', 'id'])
      .execute();
  },
});
