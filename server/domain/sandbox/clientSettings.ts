// A client's own settings (sandboxGetSettings, sandboxPutSettings): how its requests are bound, and how many of them
// the lenient binding forgave. The HTTP edge asks `strict` only of a request that deviates from the contract, so a
// canonical request never reads them.
import type { Deps } from '../../deps/deps.js';
import type { Schemas } from '../../contract/types.js';

export function createClientSettings({ store }: Pick<Deps, 'store'>) {
  return {
    get: (clientId: string): Promise<Schemas['SandboxSettings']> => store.clientSettings.get(clientId),

    async put(clientId: string, request: Schemas['SandboxSettingsRequest']): Promise<Schemas['SandboxSettings']> {
      await store.clientSettings.setBinding(clientId, request.binding);
      return store.clientSettings.get(clientId);
    },

    /** Whether the client refuses what the lenient binding forgives. */
    strict: async (clientId: string): Promise<boolean> => (await store.clientSettings.get(clientId)).binding === 'strict',

    /** Counts a request whose deviations were forgiven. */
    countForgiven: (clientId: string): Promise<void> => store.clientSettings.countForgiven(clientId),
  };
}

export type ClientSettings = ReturnType<typeof createClientSettings>;
