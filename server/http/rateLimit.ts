// Rate limits. Each caller (a client, a Link page session, or a source address for what needs no credentials, as
// authentication keys them) has express-rate-limit's fixed windows, counted where every process sees them.
// Failed authentication has an allowance of its own, per source address (authFailures.ts).
import type { Request } from 'express';
import { rateLimit as expressRateLimit, type Store } from 'express-rate-limit';
import type { Clock } from '../deps/time.js';
import { ContractError } from '../contract/errors.js';
import { deviceOn } from '../performance.js';

interface Limit {
  burst: number;
  perSecond: number;
}

// The error handler sends errorData.retryAfterSeconds as Retry-After too.
const limited = (message: string, retryAfterSeconds: number) =>
  new ContractError('rateLimited', message, { errorData: { retryAfterSeconds } });

/** Counts requests per key in fixed windows: in this process's memory, or in the database that processes share. */
export interface RequestCounter {
  hit(key: string, now: number, windowMs: number): Promise<{ hits: number; resetAt: number }> | { hits: number; resetAt: number };
  unhit(key: string): Promise<void> | void;
  forget(key: string): Promise<void> | void;
  sweep(now: number): Promise<void> | void;
}

/** The counter of one process (the embedded store, which one process holds). */
export function memoryCounter(): RequestCounter {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return {
    hit(key, now, windowMs) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return window;
    },
    unhit(key) {
      const window = windows.get(key);
      if (window && window.hits > 0) window.hits -= 1;
    },
    forget: (key) => void windows.delete(key),
    sweep(now) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    },
  };
}

/** Windows counted where every process sees them (PostgreSQL): a claim adds `count` requests to key's window. */
export interface SharedWindows {
  claim(key: string, now: number, windowMs: number, count: number): Promise<{ hits: number; resetAt: number }>;
  unhit(key: string): Promise<void>;
  forget(key: string): Promise<void>;
  sweep(now: number): Promise<void>;
}

/** At most this many requests in one lease: a process then writes the shared count once per this many. */
const MAX_LEASE = 1024;

/**
 * The counter of processes that share a database, and a performance device (server/performance.ts): rather than
 * write the shared count on every request, each process claims requests in leases and hands them out from memory.
 * A lease is a sixteenth of what the window had left at the last claim (one request near the limit, where counting
 * is then exact as before), and the requests each one counts are numbered in the window as if counted one by one.
 * What a lease leaves unused when its window ends was counted without being made: a process can refuse at most that
 * many requests early, never let one through past the limit. Off, every lease is one request.
 */
export function leasedCounter(windows: SharedWindows, limit: number): RequestCounter {
  const leases = new Map<string, { resetAt: number; next: number; last: number }>();
  const claiming = new Map<string, Promise<void>>();
  const leasing = deviceOn('rateLimitLeases');
  const sizeAfter = (lease: { resetAt: number; last: number } | undefined, now: number) =>
    !leasing || !lease || lease.resetAt <= now ? 1 : Math.max(1, Math.min(MAX_LEASE, Math.floor((limit - lease.last) / 16)));
  return {
    async hit(key, now, windowMs) {
      for (;;) {
        const lease = leases.get(key);
        if (lease && lease.resetAt > now && lease.next <= lease.last) return { hits: lease.next++, resetAt: lease.resetAt };
        const pending = claiming.get(key);
        if (pending) {
          await pending; // another request of this process is claiming: share its lease
          continue;
        }
        const size = sizeAfter(lease, now);
        const claim = windows
          .claim(key, now, windowMs, size)
          .then(({ hits, resetAt }) => void leases.set(key, { resetAt, next: hits - size + 1, last: hits }))
          .finally(() => claiming.delete(key));
        claiming.set(key, claim);
        await claim;
      }
    },
    unhit: (key) => windows.unhit(key),
    async forget(key) {
      leases.delete(key);
      await windows.forget(key);
    },
    async sweep(now) {
      for (const [key, lease] of leases) if (lease.resetAt <= now) leases.delete(key);
      await windows.sweep(now);
    },
  };
}

/** Past this many requests, windows that have ended are swept from the counter. */
const SWEEP_EVERY = 10_000;

/** express-rate-limit's store over a counter and the injected clock (its own MemoryStore reads the system clock). */
function counterStore(counter: RequestCounter, clock: Clock, windowMs: number, shared: boolean): Store {
  let sinceSweep = 0;
  return {
    localKeys: !shared,
    async increment(key) {
      const now = clock.now();
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await counter.sweep(now);
      }
      const { hits, resetAt } = await counter.hit(key, now, windowMs);
      return { totalHits: hits, resetTime: new Date(resetAt) };
    },
    decrement: (key) => counter.unhit(key),
    resetKey: (key) => counter.forget(key),
  };
}

/**
 * The rate limit of each caller that authentication keyed (a client, a Link page session, or a source address for
 * what needs no credentials): `burst` requests per window of `burst / perSecond` seconds, the same average rate
 * as before. Every answer carries the IETF `RateLimit-Policy` and `RateLimit` headers; past the limit, 429 with
 * Retry-After. With a shared counter, the limit holds across every process on the database.
 */
export function rateLimit(clock: Clock, limit: Limit, counter: RequestCounter, { shared }: { shared: boolean }) {
  const windowMs = Math.max(1, Math.round((limit.burst / limit.perSecond) * 1000));
  return expressRateLimit({
    windowMs,
    limit: limit.burst,
    store: counterStore(counter, clock, windowMs, shared),
    keyGenerator: (_req, res) => String(res.locals.rateLimitKey),
    identifier: 'requests',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false }, // the key is the authenticated caller, an address only without credentials
    handler: (_req, _res, next, options) => {
      const resetAt = (_req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? clock.now() + windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - clock.now()) / 1000));
      next(limited(`Rate limit of ${options.limit} requests per ${windowMs / 1000} seconds exceeded.`, retryAfterSeconds));
    },
  });
}
