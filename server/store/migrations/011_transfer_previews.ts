// Previews of server-side transfers (previewTransfer), each executed at most once (executeTransfer).
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const transferPreviews = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('transfer_previews')
      .addColumn('id', t.uuid, (c) => c.primaryKey())
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      // What the transfer sends, as checked at preview time: the input of domain/transfers/transfers.ts.
      .addColumn('request', t.json, (c) => c.notNull())
      .addColumn('created_at', t.millis, (c) => c.notNull())
      .addColumn('expires_at', t.millis, (c) => c.notNull())
      .addColumn('transfer_id', t.uuid)
      .execute();
  },
});
