// The addresses a client's sandbox holds on a chain: the deposit addresses of its connected accounts, and the
// destinations its succeeded transfers reached. The sandbox's chains know these addresses, and no others.
import type { Kysely } from 'kysely';
import type { Tables } from '../schema.js';

export function chainAddressesStore(db: Kysely<Tables>) {
  return {
    /** The deposit addresses of the client's connected accounts on the network, with the asset each takes. */
    async depositAddressesOn(clientId: string, networkId: string): Promise<{ address: string; symbol: string }[]> {
      return db
        .selectFrom('deposit_addresses as d')
        .innerJoin('connections as c', 'c.id', 'd.connection_id')
        .select(['d.address', 'd.symbol'])
        .where('c.client_id', '=', clientId)
        .where('d.network_id', '=', networkId)
        .execute();
    },

    /** The addresses the client's transfers on the network reached (Succeeded), with the asset each received. */
    async reachedOn(clientId: string, networkId: string): Promise<{ address: string; symbol: string }[]> {
      const rows = await db
        .selectFrom('transfers')
        .select(['to_address', 'symbol'])
        .distinct()
        .where('client_id', '=', clientId)
        .where('network_id', '=', networkId)
        .where('status', '=', 'Succeeded')
        .where('to_address', 'is not', null)
        .execute();
      return rows.map((r) => ({ address: r.to_address!, symbol: r.symbol }));
    },

    /** Whether the address is a deposit address of one of the client's connected accounts (letter case aside). */
    async isDepositAddress(clientId: string, address: string): Promise<boolean> {
      const row = await db
        .selectFrom('deposit_addresses as d')
        .innerJoin('connections as c', 'c.id', 'd.connection_id')
        .select('d.connection_id')
        .where('c.client_id', '=', clientId)
        .where((eb) => eb(eb.fn('lower', ['d.address']), '=', address.toLowerCase()))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
