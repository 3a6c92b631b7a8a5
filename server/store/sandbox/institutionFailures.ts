// The failures each client set on institutions (a sandbox control): one per client and institution type.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Engine } from '../database.js';
import { prepared } from '../prepared.js';
import type { InstitutionFailuresTable, Tables } from '../schema.js';

export type InstitutionFailureRow = Selectable<InstitutionFailuresTable>;
/** What a read that lasts needs of a failure: which error, and until when. */
export type LastingFailure = Pick<InstitutionFailureRow, 'error' | 'until'>;

/** A failure that lasts at `now`: without an end, or ending later. */
const lastsAt = (now: number) => (eb: ExpressionBuilder<Tables, 'institution_failures'>) =>
  eb.or([eb('until', 'is', null), eb('until', '>', now)]);

/** Read by every operation that talks to an institution: prepared once. */
const current = prepared((db, { clientId, type, now }: { clientId: string; type: string; now: number }) =>
  db.selectFrom('institution_failures').selectAll().where('client_id', '=', clientId).where('type', '=', type).where(lastsAt(now)),
);

export function institutionFailuresStore(db: Kysely<Tables>, engine: Engine) {
  return {
    /** Sets the client's failure of the institution, replacing the one it had. */
    async set(failure: InstitutionFailureRow) {
      await db
        .insertInto('institution_failures')
        .values(failure)
        .onConflict((oc) => oc.columns(['client_id', 'type']).doUpdateSet({ error: failure.error, until: failure.until }))
        .execute();
    },

    async clear(clientId: string, type: string) {
      await db.deleteFrom('institution_failures').where('client_id', '=', clientId).where('type', '=', type).execute();
    },

    /** The client's failures that last at `now`, by institution. */
    async inForce(clientId: string, now: number): Promise<InstitutionFailureRow[]> {
      return db
        .selectFrom('institution_failures')
        .selectAll()
        .where('client_id', '=', clientId)
        .where(lastsAt(now))
        .orderBy('type')
        .execute();
    },

    /** The client's failure of the institution that lasts at `now`, if any. */
    async current(clientId: string, type: string, now: number): Promise<InstitutionFailureRow | undefined> {
      const [row] = await current(db, engine, { clientId, type, now });
      return row;
    },
  };
}
