// A client's own settings (sandboxPutSettings): one row per client once it set one or had a request forgiven; no row
// reads as the defaults. The count moves in the database, so processes that share PostgreSQL count together.
import type { Kysely } from 'kysely';
import type { Tables } from '../schema.js';

export type Binding = Tables['client_settings']['binding'];

export interface ClientSettingsRecord {
  binding: Binding;
  forgivenRequests: number;
}

export const DEFAULT_SETTINGS: ClientSettingsRecord = { binding: 'lenient', forgivenRequests: 0 };

export function clientSettingsStore(db: Kysely<Tables>) {
  return {
    async get(clientId: string): Promise<ClientSettingsRecord> {
      const row = await db
        .selectFrom('client_settings')
        .select(['binding', 'forgiven_requests'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row ? { binding: row.binding, forgivenRequests: Number(row.forgiven_requests) } : DEFAULT_SETTINGS;
    },

    /** Sets the binding, keeping the count. */
    async setBinding(clientId: string, binding: Binding): Promise<void> {
      await db
        .insertInto('client_settings')
        .values({ client_id: clientId, binding, forgiven_requests: 0 })
        .onConflict((oc) => oc.column('client_id').doUpdateSet({ binding }))
        .execute();
    },

    /** Counts one forgiven request, in one statement. */
    async countForgiven(clientId: string): Promise<void> {
      await db
        .insertInto('client_settings')
        .values({ client_id: clientId, binding: DEFAULT_SETTINGS.binding, forgiven_requests: 1 })
        .onConflict((oc) =>
          oc.column('client_id').doUpdateSet((eb) => ({ forgiven_requests: eb('client_settings.forgiven_requests', '+', 1) })),
        )
        .execute();
    },
  };
}
