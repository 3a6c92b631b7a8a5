// The destination's tag or memo, kept with its address: a transfer shows what was sent whole (getTransfer's
// addressTag, the institution's memo). Null on the transfers kept before, which were sent without one kept.
import type { Kysely, Migration } from 'kysely';

export const transferAddressTag = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('transfers').addColumn('address_tag', 'text').execute();
  },
});
