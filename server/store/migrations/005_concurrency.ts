// What concurrent requests on several processes need the database to guarantee:
// - one connection per login's account (client, user, institution, username, account): reconnecting updates it in
//   place, so two connects at once can never leave two. Duplicates left by earlier versions are merged into the
//   newest first, their transfers moved onto it, so that nothing is lost.
// - every access token a refresh handed out stays valid until it expires: the ones a refresh replaced are kept
//   here, hashed, beside the connection's current one.
import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

const SAME_LOGIN = sql`k.client_id = d.client_id AND k.user_id = d.user_id AND k.type = d.type AND k.username = d.username AND k.account_id = d.account_id`;

export const concurrency = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    const newestOfLogin = sql`(SELECT k.id FROM connections d JOIN connections k ON ${SAME_LOGIN} WHERE d.id = transfers.connection_id ORDER BY k.created_at DESC, k.id DESC LIMIT 1)`;
    await sql`UPDATE transfers SET connection_id = ${newestOfLogin}`.execute(db);
    await sql`DELETE FROM connections WHERE id IN (
      SELECT d.id FROM connections d JOIN connections k ON ${SAME_LOGIN}
      WHERE k.created_at > d.created_at OR (k.created_at = d.created_at AND k.id > d.id))`.execute(db);
    await db.schema
      .createIndex('connections_login')
      .unique()
      .on('connections')
      .columns(['client_id', 'user_id', 'type', 'username', 'account_id'])
      .execute();

    await db.schema
      .createTable('retired_access_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('connection_id', t.uuid, (c) => c.notNull().references('connections.id').onDelete('cascade'))
      .addColumn('expires_at', t.millis, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('retired_access_tokens_connection').on('retired_access_tokens').column('connection_id').execute();
  },
});
