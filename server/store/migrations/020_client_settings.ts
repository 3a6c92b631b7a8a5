// A client's own settings (sandboxPutSettings): how its requests are bound, and how many the lenient binding forgave.
// A row only once a setting or a count exists; none reads as the defaults. Reset deletes it.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const clientSettings = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_settings')
      .addColumn('client_id', t.uuid, (c) => c.primaryKey().references('api_clients.id').onDelete('cascade'))
      .addColumn('binding', 'text', (c) => c.notNull())
      .addColumn('forgiven_requests', t.millis, (c) => c.notNull())
      .execute();
  },
});
