// The Link page: a started link session carries a session token (stored hashed) for the page, and the one
// transfer the session may send.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const linkPage = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('link_sessions').addColumn('page_token_hash', 'text').execute();
    await db.schema.alterTable('link_sessions').addColumn('page_expires_at', t.millis).execute();
    await db.schema.alterTable('link_sessions').addColumn('transfer_id', t.uuid).execute();
    await db.schema.createIndex('link_sessions_page_token').on('link_sessions').column('page_token_hash').unique().execute();
  },
});
