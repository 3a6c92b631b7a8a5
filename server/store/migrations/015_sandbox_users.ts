// Sandbox users defined by a document (putSandboxUser), per client and username; and, on each connection, what the
// document said of its institution when the account was connected (null for the seeded users).
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const sandboxUsers = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sandbox_users')
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('document', t.json, (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('updated_at', t.millis, (c) => c.notNull())
      .addPrimaryKeyConstraint('sandbox_users_pkey', ['client_id', 'username'])
      .execute();
    await db.schema.alterTable('connections').addColumn('scenario', t.json).execute();
  },
});
