// API clients, their webhook endpoints, and the server's settings (admin key hash, JWT signing key).
import type { Kysely } from 'kysely';
import type { Engine } from './database.js';
import { lockedForUpdate } from './dialect.js';
import { prepared } from './prepared.js';
import type { Tables } from './schema.js';

const secretHashOf = prepared((db, a: { id: string }) => db.selectFrom('api_clients').select('secret_hash').where('id', '=', a.id));

export function clientsStore(db: Kysely<Tables>, engine: Engine) {
  return {
    async setting(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    /** Stores a setting unless one exists; returns the value in force. */
    async settingOnce(key: string, value: string): Promise<string> {
      const row = await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
        .returning('value')
        .executeTakeFirstOrThrow();
      return row.value;
    },

    async secretHash(id: string): Promise<string | undefined> {
      const [row] = await secretHashOf(db, engine, { id });
      return row?.secret_hash;
    },

    async exists(id: string): Promise<boolean> {
      return Boolean(await db.selectFrom('api_clients').select('id').where('id', '=', id).executeTakeFirst());
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('api_clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(client: { id: string; name: string; secretHash: string; createdAt: number }) {
      await db
        .insertInto('api_clients')
        .values({ id: client.id, name: client.name, secret_hash: client.secretHash, created_at: client.createdAt })
        .execute();
    },

    /** Inserts the client, or gives an existing one this secret. */
    async upsert(client: { id: string; name: string; secretHash: string; createdAt: number }) {
      await db
        .insertInto('api_clients')
        .values({ id: client.id, name: client.name, secret_hash: client.secretHash, created_at: client.createdAt })
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ secret_hash: eb.ref('excluded.secret_hash') })))
        .execute();
    },

    /** Registers an endpoint with a new secret; false when there is no such client. */
    async setWebhook(id: string, url: string, secret: string): Promise<boolean> {
      const rows = await db
        .updateTable('api_clients')
        .set({
          webhook_url: url,
          webhook_secret: secret,
          webhook_enabled: true,
          webhook_previous_secret: null,
          webhook_previous_until: null,
        })
        .where('id', '=', id)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** The client's webhook endpoint: its URL, state, current secret and the previous one's end. */
    async webhookEndpoint(id: string) {
      return db
        .selectFrom('api_clients')
        .select(['webhook_url', 'webhook_enabled', 'webhook_secret', 'webhook_previous_until'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The client's endpoint, locked until the transaction ends. */
    async webhookForUpdate(id: string): Promise<{ url: string | null; enabled: boolean } | undefined> {
      const row = await db
        .selectFrom('api_clients')
        .select(['webhook_url', 'webhook_enabled'])
        .where('id', '=', id)
        .$call(lockedForUpdate(engine))
        .executeTakeFirst();
      return row && { url: row.webhook_url, enabled: Boolean(row.webhook_enabled) };
    },

    /** The current secret becomes the previous one, signing until previousUntil. */
    async rotateWebhookSecret(id: string, secret: string, previousUntil: number) {
      await db
        .updateTable('api_clients')
        .set((eb) => ({ webhook_previous_secret: eb.ref('webhook_secret'), webhook_previous_until: previousUntil, webhook_secret: secret }))
        .where('id', '=', id)
        .execute();
    },

    async deleteWebhook(id: string) {
      await db
        .updateTable('api_clients')
        .set({ webhook_url: null, webhook_secret: null, webhook_previous_secret: null, webhook_previous_until: null })
        .where('id', '=', id)
        .execute();
    },

    /** The endpoint answered 410 Gone: nothing is sent until an endpoint is registered again. */
    async disableWebhook(id: string) {
      await db.updateTable('api_clients').set({ webhook_enabled: false }).where('id', '=', id).execute();
    },
  };
}
