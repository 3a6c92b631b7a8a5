// A connection can be made to need re-authentication (sandboxRequireReauthentication): its tokens then answer as
// expired ones do, until the user connects the same login again, which clears the mark with the new tokens.
import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const reauthentication = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('connections')
      .addColumn('reauth_required', t.bool, (c) => c.notNull().defaultTo(false))
      .execute();
  },
});
