// A fetch that retries what is safe to retry: 429 and 503 (the server did not act; Retry-After is honoured), a 409
// whose Idempotency-Key is still being answered (with Retry-After),
// and network failures of operations that are safe to repeat (by the spec, or by their Idempotency-Key). Sleep, clock and randomness are injectable.
// A fault asked of the sandbox for one request (`Prefer: fault=…`) goes with the first attempt only: the retries are
// how an integration gets past it, as past a real 429 or lost answer.
import { operations, pathTemplate, type OperationInfo } from './operations.js';

export interface RetryOptions {
  /** Attempts in all, the first included (3). */
  maxAttempts?: number;
  /** First backoff delay; doubles with each attempt, with jitter (250 ms). */
  baseDelayMs?: number;
  /** Longest backoff delay (20 s); a Retry-After is honoured even when longer. */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  random?: () => number;
  /** Unix time in milliseconds, to read HTTP-date Retry-After values. */
  now?: () => number;
}

type Fetch = (request: Request) => Promise<Response>;

const routes = Object.values(operations as Record<string, OperationInfo>).map((op) => ({
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^${pathTemplate(op.path, () => '[^/]+')}$`),
  idempotent: op.idempotent,
}));

/** True when repeating the request cannot act twice: the spec marks its operation safe to repeat, or it carries an Idempotency-Key. */
export function safeToRepeat(request: Request): boolean {
  if (request.method === 'POST' && request.headers.has('Idempotency-Key')) return true;
  const path = new URL(request.url).pathname;
  return routes.some((r) => r.method === request.method && r.pattern.test(path) && r.idempotent);
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now (the server's webhook dispatcher reads it too). */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The request without its `fault` preference (RFC 7240: preferences are separated by commas), the others kept. */
function withoutFault(request: Request): Request {
  const prefer = request.headers.get('Prefer');
  if (prefer === null || !/(^|,)\s*fault\s*=/i.test(prefer)) return request;
  const others = prefer
    .split(',')
    .filter((preference) => !/^\s*fault\s*=/i.test(preference))
    .join(',')
    .trim();
  const headers = new Headers(request.headers);
  if (others) headers.set('Prefer', others);
  else headers.delete('Prefer');
  return new Request(request, { headers });
}

export function retryingFetch(fetchImpl: Fetch, options: RetryOptions = {}): Fetch {
  const maxAttempts = options.maxAttempts ?? 3;
  const base = options.baseDelayMs ?? 250;
  const cap = options.maxDelayMs ?? 20_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  // Exponential backoff with equal jitter: half fixed, half random.
  const backoff = (attempt: number) => {
    const delay = Math.min(cap, base * 2 ** (attempt - 1));
    return delay / 2 + random() * (delay / 2);
  };

  return async (request) => {
    const repeatable = safeToRepeat(request);
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(attempt === 1 ? request.clone() : withoutFault(request.clone()));
      } catch (error) {
        if (!repeatable || attempt >= maxAttempts || request.signal.aborted) throw error;
        await sleep(backoff(attempt));
        continue;
      }
      // A 409 with Retry-After is a repeat whose Idempotency-Key is still being answered: its answer comes after.
      const later = response.status === 429 || response.status === 503 || (response.status === 409 && response.headers.has('retry-after'));
      if (!later || attempt >= maxAttempts) return response;
      await response.body?.cancel();
      await sleep(retryAfterMs(response.headers.get('retry-after'), now()) ?? backoff(attempt));
    }
  };
}
