// The outcome a sandbox transfer was told to settle with (sandboxScheduleSettlement, or sandboxTransfer's
// settlement); null settles it by the sandbox's rule.
import type { Kysely, Migration } from 'kysely';

export const transferOutcome = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('transfers').addColumn('outcome', 'text').execute();
  },
});
