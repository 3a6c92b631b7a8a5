// What the dashboard shows of a webhook delivery attempt beyond its status and latency: the headers and body sent (as
// signed), and the start of the receiver's answer. Null for attempts recorded before.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const webhookAttemptDetails = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('webhook_attempts').addColumn('request_headers', t.json).execute();
    await db.schema.alterTable('webhook_attempts').addColumn('request_body', 'text').execute();
    await db.schema.alterTable('webhook_attempts').addColumn('response_excerpt', 'text').execute();
  },
});
