// What a transfer was for and for whom: its link token's transferType (a server-side transfer's `deposit`) and
// subClientId, which listManagedTransfers answers and filters by. Null on the transfers kept before.
import type { Kysely, Migration } from 'kysely';

export const transferPurpose = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    await db.schema.alterTable('transfers').addColumn('transfer_type', 'text').execute();
    await db.schema.alterTable('transfers').addColumn('sub_client_id', 'text').execute();
  },
});
