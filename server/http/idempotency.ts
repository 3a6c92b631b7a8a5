// Idempotency-Key on POST, with Stripe's semantics: the first answer to a key (any but 429 and 5xx) is kept for 24
// hours per caller and given again to a repeat of the same request, which is not acted on twice. The same key
// with another request, or while the first is still being answered, is a 409. Runs after validation, so that a
// request refused before it is acted on keeps nothing.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ContractError } from '../contract/errors.js';
import { loggable } from '../deps/logging.js';
import type { Deps } from '../deps/deps.js';

const KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim holds its key without an answer: past it, a process that died mid-request no longer blocks it.
 * Every operation answers well within it (none waits on the network).
 */
const LEASE_MS = 10_000;
const SWEEP_EVERY = 1_000;

/** The request a key stands for: method, path with query, and body. */
const fingerprintOf = (req: Request) =>
  createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('base64url');

export function idempotentRequests({ store, clock, logger }: Pick<Deps, 'store' | 'clock' | 'logger'>, { noStore }: { noStore: boolean }) {
  let sinceSweep = 0;
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('Idempotency-Key');
    if (key === undefined) return next();
    const scope = String(res.locals.rateLimitKey ?? 'admin'); // the authenticated caller: keys of two callers never meet
    const now = clock.now();
    if (++sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      await store.idempotency.sweep(now - KEPT_MS);
    }
    const claim = await store.idempotency.claim({
      scope,
      key,
      fingerprint: fingerprintOf(req),
      now,
      lockedUntil: now + LEASE_MS,
      expiredBefore: now - KEPT_MS,
    });
    if (claim.state === 'inUse') {
      const retryAfterSeconds = Math.max(1, Math.ceil((claim.lockedUntil - now) / 1000));
      throw new ContractError(
        'idempotencyKeyInUse',
        'A request with this Idempotency-Key is still being answered; repeat it after Retry-After seconds.',
        { errorData: { retryAfterSeconds } },
      );
    }
    switch (claim.state) {
      case 'reused':
        throw new ContractError(
          'idempotencyKeyReused',
          'This Idempotency-Key was used for another request (another body or path); use a new key for a new request.',
        );
      case 'answered':
        res.set('Idempotent-Replayed', 'true');
        if (noStore) res.set('Cache-Control', 'no-store');
        // Sent as any answer is (res.json), so that a fault asked of this repeat with a commit applies to it too.
        res.status(claim.statusCode).json(JSON.parse(claim.response));
        return;
    }
    // Claimed: keep the answer before it is sent, so that a repeat right after it finds it.
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      const statusCode = res.statusCode;
      const kept =
        statusCode < 500 && statusCode !== 429
          ? store.idempotency.answer(scope, key, statusCode, JSON.stringify(body))
          : store.idempotency.release(scope, key);
      void kept
        .catch((error: unknown) => logger.warn({ error: loggable(error) }, 'could not keep the answer of an Idempotency-Key'))
        .finally(() => send(body));
      return res;
    };
    next();
  };
}
