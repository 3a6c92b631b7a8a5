// Failures a client made an institution answer with, for a while or until cleared (sandboxFailInstitution). In the
// database, so that every process sharing it answers them.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const institutionFailures = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('institution_failures')
      .addColumn('client_id', t.uuid, (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('error', 'text', (c) => c.notNull())
      .addColumn('until', t.millis)
      .addPrimaryKeyConstraint('institution_failures_pkey', ['client_id', 'type'])
      .execute();
  },
});
