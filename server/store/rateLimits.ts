// Fixed-window request counters that every process on one PostgreSQL shares, so that a client's rate limit holds
// across them, and the allowance of failed authentications per address too (http/authFailures.ts). A process claims
// requests in leases (http/rateLimit.ts): one upsert opens a new window when the last one has ended, or adds the
// lease to the count.
import { sql, type Kysely } from 'kysely';
import type { Engine } from './database.js';
import { prepared } from './prepared.js';
import type { Tables } from './schema.js';

const claim = prepared((db, { key, now, resetAt, count }: { key: string; now: number; resetAt: number; count: number }) =>
  db
    .insertInto('rate_limit_windows')
    .values({ key, hits: count, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limit_windows.reset_at <= ${now} THEN ${count} ELSE rate_limit_windows.hits + ${count} END`,
        reset_at: sql<number>`CASE WHEN rate_limit_windows.reset_at <= ${now} THEN ${resetAt} ELSE rate_limit_windows.reset_at END`,
      }),
    )
    .returning(['hits', 'reset_at']),
);

export function rateLimitsStore(db: Kysely<Tables>, engine: Engine) {
  return {
    /** Counts `count` requests of key: the requests in its current window with them, and when that window ends. */
    async claim(key: string, now: number, windowMs: number, count: number): Promise<{ hits: number; resetAt: number }> {
      const [row] = await claim(db, engine, { key, now, resetAt: now + windowMs, count });
      return { hits: Number(row!.hits), resetAt: Number(row!.reset_at) };
    },

    /** Key's current window as claim counts it, without counting anything; undefined when none is open. */
    async window(key: string, now: number): Promise<{ hits: number; resetAt: number } | undefined> {
      const row = await db.selectFrom('rate_limit_windows').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
      return row && Number(row.reset_at) > now ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : undefined;
    },

    /** Takes back one request of key's current window (one that should not have counted). */
    async unhit(key: string): Promise<void> {
      await db
        .updateTable('rate_limit_windows')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
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
