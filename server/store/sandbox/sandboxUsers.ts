// Sandbox users each client registered (putSandboxUser): a document per client and username.
import type { Kysely } from 'kysely';
import type { Engine } from '../database.js';
import { readJson, type Tables } from '../schema.js';

export interface SandboxUserRecord {
  username: string;
  document: unknown;
  createdAt: number;
  updatedAt: number;
}

const toRecord = (row: { username: string; document: unknown; created_at: number; updated_at: number }): SandboxUserRecord => ({
  username: row.username,
  document: readJson(row.document),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

export function sandboxUsersStore(db: Kysely<Tables>, _engine: Engine) {
  return {
    /** Registers the document under the username, or replaces the one there (keeping when it was first registered). */
    async put(clientId: string, username: string, document: unknown, now: number): Promise<SandboxUserRecord> {
      const row = await db
        .insertInto('sandbox_users')
        .values({ client_id: clientId, username, document: JSON.stringify(document), created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['client_id', 'username']).doUpdateSet((eb) => ({ document: eb.ref('excluded.document'), updated_at: now })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    async get(clientId: string, username: string): Promise<SandboxUserRecord | undefined> {
      const row = await db
        .selectFrom('sandbox_users')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('username', '=', username)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async list(clientId: string): Promise<SandboxUserRecord[]> {
      const rows = await db.selectFrom('sandbox_users').selectAll().where('client_id', '=', clientId).orderBy('username').execute();
      return rows.map(toRecord);
    },

    async count(clientId: string): Promise<number> {
      const row = await db
        .selectFrom('sandbox_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Removes it; false when there was none. */
    async remove(clientId: string, username: string): Promise<boolean> {
      const rows = await db
        .deleteFrom('sandbox_users')
        .where('client_id', '=', clientId)
        .where('username', '=', username)
        .returning('username')
        .execute();
      return rows.length > 0;
    },
  };
}
