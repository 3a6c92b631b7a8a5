// Indexes for how transfers are read: an account's history by its connection (and a connection's delete cascades
// along it), and the deposits an account received by their destination address.
import type { Kysely, Migration } from 'kysely';

export const transferIndexes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('transfers_connection').on('transfers').column('connection_id').execute();
    await db.schema.createIndex('transfers_destination').on('transfers').columns(['client_id', 'to_address']).execute();
  },
});
