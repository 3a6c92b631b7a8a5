// Token buckets per caller (a client, a Link page session, or a source address for what needs no credentials,
// as authentication keys them): `burst` requests at once, refilled at `perSecond`. Over: 429 with Retry-After.
import type { NextFunction, Request, Response } from 'express';
import type { Clock } from '../deps.js';
import { ContractError } from '../contract/errors.js';

/** Past this many callers, the buckets that have refilled are dropped: a full bucket is what a new caller gets anyway. */
const MAX_BUCKETS = 10_000;

export function rateLimit(clock: Clock, { burst, perSecond }: { burst: number; perSecond: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const evictRefilled = (now: number) => {
    for (const [key, bucket] of buckets) if (bucket.tokens + ((now - bucket.at) / 1000) * perSecond >= burst) buckets.delete(key);
  };
  return (_req: Request, res: Response, next: NextFunction) => {
    const key = String(res.locals.rateLimitKey);
    const now = clock.now();
    if (buckets.size >= MAX_BUCKETS && !buckets.has(key)) evictRefilled(now);
    const bucket = buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      const retryAfterSeconds = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
      // The error handler sends errorData.retryAfterSeconds as Retry-After too.
      throw new ContractError('rateLimited', `Rate limit of ${burst} requests, refilled at ${perSecond} per second, exceeded.`, { errorData: { retryAfterSeconds } });
    }
    bucket.tokens -= 1;
    next();
  };
}
