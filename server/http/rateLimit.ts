// Token buckets per caller (a client, a Link page session, or a source address for what needs no credentials,
// as authentication keys them): `burst` requests at once, refilled at `perSecond`. Over: 429 with Retry-After.
// Failed authentication has buckets of its own, per source address, so credentials cannot be guessed at speed.
import type { NextFunction, Request, Response } from 'express';
import type { Clock } from '../deps.js';
import { httpStatusOfError } from '../../generated/operations.js';
import { ContractError } from '../contract/errors.js';

/** Past this many callers, the buckets that have refilled are dropped: a full bucket is what a new caller gets anyway. */
const MAX_BUCKETS = 10_000;

interface Limit {
  burst: number;
  perSecond: number;
}

/** Buckets by key: `take` spends one token, or answers how many seconds until one is back. */
function tokenBuckets(clock: Clock, { burst, perSecond }: Limit) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (bucket: { tokens: number; at: number }, now: number) => Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
  const bucketOf = (key: string, now: number) => {
    if (buckets.size >= MAX_BUCKETS && !buckets.has(key)) for (const [k, b] of buckets) if (refilled(b, now) >= burst) buckets.delete(k);
    const bucket = buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = refilled(bucket, now);
    bucket.at = now;
    buckets.set(key, bucket);
    return bucket;
  };
  const wait = (tokens: number) => Math.max(1, Math.ceil((1 - tokens) / perSecond));
  return {
    /** 0 when a token was spent; otherwise the seconds to wait, and nothing is spent. */
    take(key: string): number {
      const bucket = bucketOf(key, clock.now());
      if (bucket.tokens < 1) return wait(bucket.tokens);
      bucket.tokens -= 1;
      return 0;
    },
    /** The seconds to wait before a token is there; 0 when one is. */
    waitFor(key: string): number {
      const bucket = bucketOf(key, clock.now());
      return bucket.tokens < 1 ? wait(bucket.tokens) : 0;
    },
  };
}

// The error handler sends errorData.retryAfterSeconds as Retry-After too.
const limited = (message: string, retryAfterSeconds: number) => new ContractError('rateLimited', message, { errorData: { retryAfterSeconds } });

export function rateLimit(clock: Clock, limit: Limit) {
  const buckets = tokenBuckets(clock, limit);
  return (_req: Request, res: Response, next: NextFunction) => {
    const retryAfterSeconds = buckets.take(String(res.locals.rateLimitKey));
    if (retryAfterSeconds) throw limited(`Rate limit of ${limit.burst} requests, refilled at ${limit.perSecond} per second, exceeded.`, retryAfterSeconds);
    next();
  };
}

/**
 * Wraps an authentication step: while the source address has spent its allowance of failures, every attempt
 * from it answers 429 before any credential is looked at; each 401 spends one.
 */
export function throttleFailures(clock: Clock, limit: Limit) {
  const failures = tokenBuckets(clock, limit);
  return (authenticate: (req: Request, res: Response, next: NextFunction) => unknown) => async (req: Request, res: Response, next: NextFunction) => {
    const address = req.ip ?? '';
    const waitSeconds = failures.waitFor(address);
    if (waitSeconds) throw limited(`Too many failed authentications from this address: ${limit.burst} at once, then ${limit.perSecond} per second.`, waitSeconds);
    try {
      await authenticate(req, res, next);
    } catch (error) {
      if (error instanceof ContractError && httpStatusOfError[error.errorType] === 401) failures.take(address);
      throw error;
    }
  };
}
