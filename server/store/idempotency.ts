// Idempotency keys: the claim of a key by its first request, and the answer kept for the repeats. A claim is a row
// that the primary key makes unique, so concurrent requests with one key cannot both act.
import type { Kysely } from 'kysely';
import type { Engine } from './database.js';
import type { Tables } from './schema.js';

/**
 * What a caller's keys are scoped by, as authentication names the caller (http/auth.ts), which keys its rate limit by
 * the same: a client (`client:<id>`) or a Link page session (`link:<id>`).
 */
export const CALLER = { client: 'client:', linkSession: 'link:' } as const;

export type KeyClaim =
  | { state: 'claimed' }
  /** The first request's answer, for a repeat of the same request. */
  | { state: 'answered'; statusCode: number; response: string }
  /** The key belongs to another request (another fingerprint). */
  | { state: 'reused' }
  /** The first request is still being answered; its claim lasts until lockedUntil. */
  | { state: 'inUse'; lockedUntil: number };

export function idempotencyStore(db: Kysely<Tables>, _engine: Engine) {
  return {
    /**
     * Claims the key for a request, or says what holds it. A key kept past `expiredBefore`, or claimed by a request
     * whose lease ended without an answer (its process died), is claimed anew.
     */
    async claim(row: {
      scope: string;
      key: string;
      fingerprint: string;
      now: number;
      lockedUntil: number;
      expiredBefore: number;
    }): Promise<KeyClaim> {
      const { scope, key, fingerprint, now, lockedUntil, expiredBefore } = row;
      const fresh = { fingerprint, status_code: null, response: null, created_at: now, locked_until: lockedUntil };
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ scope, key, ...fresh })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { state: 'claimed' };
      const taken = await db
        .updateTable('idempotency_keys')
        .set(fresh)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where((eb) =>
          eb.or([eb('created_at', '<', expiredBefore), eb.and([eb('status_code', 'is', null), eb('locked_until', '<=', now)])]),
        )
        .returning('key')
        .executeTakeFirst();
      if (taken) return { state: 'claimed' };
      const held = await db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'status_code', 'response', 'locked_until'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!held) return this.claim(row); // deleted meanwhile (its request was refused): claim it again
      if (held.fingerprint !== fingerprint) return { state: 'reused' };
      if (held.status_code === null || held.response === null) return { state: 'inUse', lockedUntil: held.locked_until };
      return { state: 'answered', statusCode: held.status_code, response: held.response };
    },

    /** Keeps the answer of the request that claimed the key. */
    async answer(scope: string, key: string, statusCode: number, response: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: statusCode, response })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },

    /** Frees the key of a request that was not acted on (429, 5xx), so that its repeat is acted on. */
    async release(scope: string, key: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('status_code', 'is', null).execute();
    },

    /** Deletes the answers older than `before`: their keys are new again. */
    async sweep(before: number): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
    },
  };
}
