// Failed authentication: an allowance per source address, so that credentials cannot be guessed at speed. Every
// check of a secret that fails spends one, whichever step made it (client headers, an id_token, a Link page session,
// the admin key, or a client secret sent to the admin Token operation); past the allowance every attempt from the
// address answers 429 before any credential is looked at. One process counts in memory; processes that share
// PostgreSQL count in the rate limit's shared windows, so that the allowance is one across them.
import type { NextFunction, Request, Response } from 'express';
import { httpStatusOfError } from '../../generated/operations.js';
import { ContractError } from '../contract/errors.js';
import type { Clock } from '../deps/time.js';

interface Limit {
  burst: number;
  perSecond: number;
}

/** Where the failures of each address are counted. */
interface Allowance {
  /** How many failures it allows, for messages. */
  policy: string;
  /** Seconds before an attempt from the address may be checked; 0 when it may be now. */
  waitFor(address: string): number | Promise<number>;
  /** Counts one failed check from the address: 0 when the allowance had room for it, else the seconds until it has. */
  spend(address: string): number | Promise<number>;
}

/** The fixed windows that processes on PostgreSQL share with the rate limit (store/rateLimits.ts). */
interface SharedWindows {
  /** Counts `count` in key's window (a new one when the last has ended): its count with them, and when it ends. */
  claim(key: string, now: number, windowMs: number, count: number): Promise<{ hits: number; resetAt: number }>;
  /** Key's open window, counting nothing. */
  window(key: string, now: number): Promise<{ hits: number; resetAt: number } | undefined>;
}

/** Past this many addresses, what is known of those with nothing spent any more is dropped. */
const MAX_ADDRESSES = 10_000;

/**
 * Token buckets in this process's memory: `burst` failures at once, then `perSecond`. A failure checked while the
 * bucket was empty (requests that were already past the check when it emptied) still counts: the bucket owes it.
 */
function memoryAllowance(clock: Clock, { burst, perSecond }: Limit): Allowance {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensOf = (address: string, now: number) => {
    const bucket = buckets.get(address);
    return bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond) : burst;
  };
  const wait = (tokens: number) => (tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond)));
  return {
    policy: `${burst} at once, then ${perSecond} per second`,
    waitFor: (address) => wait(tokensOf(address, clock.now())),
    spend(address) {
      const now = clock.now();
      const tokens = tokensOf(address, now);
      if (buckets.size >= MAX_ADDRESSES && !buckets.has(address))
        for (const key of buckets.keys()) if (tokensOf(key, now) >= burst) buckets.delete(key);
      buckets.set(address, { tokens: tokens - 1, at: now });
      return wait(tokens);
    },
  };
}

/**
 * The allowance of processes that share PostgreSQL: `burst` failures per window of burst / perSecond seconds (the
 * same average rate), counted in the windows the rate limit shares, so that the failures any process counts spend
 * the one allowance. Every failure is one write. A process reads the shared count before checking an attempt only
 * from an address it saw fail in the current window, so the requests of other addresses cost no query; the first
 * failure it sees from an address past the allowance is answered 429 as well, and teaches it to refuse the next.
 */
function sharedAllowance(windows: SharedWindows, clock: Clock, { burst, perSecond }: Limit): Allowance {
  const windowMs = Math.max(1, Math.round((burst / perSecond) * 1000));
  const keyOf = (address: string) => `auth-failures:${address}`;
  /** The window of each address as this process last counted or read it. */
  const known = new Map<string, { hits: number; resetAt: number }>();
  const learn = (address: string, window: { hits: number; resetAt: number }, now: number) => {
    if (known.size >= MAX_ADDRESSES && !known.has(address)) for (const [key, other] of known) if (other.resetAt <= now) known.delete(key);
    known.set(address, window);
    return window;
  };
  const wait = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));
  return {
    policy: `${burst} per ${windowMs / 1000} seconds`,
    async waitFor(address) {
      const now = clock.now();
      let window = known.get(address);
      if (!window || window.resetAt <= now) return 0; // no failure from it seen here in this window
      if (window.hits < burst) {
        const counted = await windows.window(keyOf(address), now); // with what the other processes counted since
        if (!counted) return 0;
        window = learn(address, counted, now);
      }
      return window.hits >= burst ? wait(window.resetAt, now) : 0;
    },
    async spend(address) {
      const now = clock.now();
      const window = learn(address, await windows.claim(keyOf(address), now, windowMs, 1), now);
      return window.hits > burst ? wait(window.resetAt, now) : 0;
    },
  };
}

// The error handler sends errorData.retryAfterSeconds as Retry-After too.
const refused = (allowance: Allowance, retryAfterSeconds: number) =>
  new ContractError('rateLimited', `Too many failed authentications from this address: ${allowance.policy}.`, {
    errorData: { retryAfterSeconds },
  });

/**
 * The allowance of failed authentications per source address, one for both listeners: in this process's memory,
 * or, given the shared windows of processes on PostgreSQL, one across them. `guard` wraps an authentication step,
 * refusing attempts while the allowance is spent; `count` is an error middleware, placed before the error handler,
 * that spends one for every 401, wherever in the request it was raised.
 */
export function throttleFailures(clock: Clock, limit: Limit, shared?: SharedWindows) {
  const allowance = shared ? sharedAllowance(shared, clock, limit) : memoryAllowance(clock, limit);
  return {
    guard:
      (authenticate: (req: Request, res: Response, next: NextFunction) => unknown) =>
      async (req: Request, res: Response, next: NextFunction) => {
        const waitSeconds = await allowance.waitFor(req.ip ?? '');
        if (waitSeconds) throw refused(allowance, waitSeconds);
        await authenticate(req, res, next);
      },
    async count(error: unknown, req: Request, _res: Response, next: NextFunction) {
      if (!(error instanceof ContractError) || httpStatusOfError[error.errorType] !== 401) return next(error);
      // A failure past the allowance is answered as the attempts refused before any check: its result stays unknown.
      const waitSeconds = await allowance.spend(req.ip ?? '');
      next(waitSeconds ? refused(allowance, waitSeconds) : error);
    },
  };
}
