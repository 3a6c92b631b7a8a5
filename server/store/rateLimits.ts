// Fixed-window request counters that every process on one PostgreSQL shares, so that a client's rate limit holds
// across them. One upsert per request: it opens a new window when the last one has ended, or counts one more.
import { sql, type Kysely } from 'kysely';
import type { Engine } from './database.js';
import { prepared } from './prepared.js';
import type { Tables } from './schema.js';

const hit = prepared((db, { key, now, resetAt }: { key: string; now: number; resetAt: number }) =>
  db
    .insertInto('rate_limit_windows')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limit_windows.reset_at <= ${now} THEN 1 ELSE rate_limit_windows.hits + 1 END`,
        reset_at: sql<number>`CASE WHEN rate_limit_windows.reset_at <= ${now} THEN ${resetAt} ELSE rate_limit_windows.reset_at END`,
      }),
    )
    .returning(['hits', 'reset_at']),
);

export function rateLimitsStore(db: Kysely<Tables>, engine: Engine) {
  return {
    /** Counts one request of key: the requests in its current window, and when that window ends. */
    async hit(key: string, now: number, windowMs: number): Promise<{ hits: number; resetAt: number }> {
      const [row] = await hit(db, engine, { key, now, resetAt: now + windowMs });
      return { hits: Number(row!.hits), resetAt: Number(row!.reset_at) };
    },

    /** Takes back one request of key's current window (one that should not have counted). */
    async unhit(key: string): Promise<void> {
      await db.updateTable('rate_limit_windows').set((eb) => ({ hits: eb('hits', '-', 1) })).where('key', '=', key).where('hits', '>', 0).execute();
    },

    async forget(key: string): Promise<void> {
      await db.deleteFrom('rate_limit_windows').where('key', '=', key).execute();
    },

    /** Deletes the windows that ended before now: a new request opens a fresh one anyway. */
    async sweep(now: number): Promise<void> {
      await db.deleteFrom('rate_limit_windows').where('reset_at', '<', now).execute();
    },
  };
}
