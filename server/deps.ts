// What the app is built from. Tests inject a manual clock and a seeded random source.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomFillSync } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { deviceOn } from './performance.js';
import type { Institutions } from './institutions/adapter.js';
import type { Store } from './store/store.js';

export interface Clock {
  /** Unix time in milliseconds. */
  now(): number;
}

export interface Random {
  bytes(size: number): Buffer;
}

/** Told each HTTP status the server answers per operation, and what webhook receivers answer: the contract coverage report listens. */
export interface AnswerObserver {
  answered(operationId: string, httpStatus: number): void;
}

export interface Deps {
  store: Store;
  clock: Clock;
  random: Random;
  config: Config;
  logger: Logger;
  /** The adapter of each institution type: the sandbox's simulator, or a real integration. */
  institutions: Institutions;
  observer?: AnswerObserver;
}

/**
 * What the logs say of a failure: its name, code and message. Never the error object itself: a store's error
 * carries its SQL and parameters, among them secrets (webhook secrets, signing keys).
 */
export function loggable(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: withoutSessionIds(String(error).slice(0, 200)) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), message: withoutSessionIds(error.message.slice(0, 500)) };
}

/**
 * Text for the logs without Link session ids: the Link page URL holds one, and a link token is only that URL in
 * Base64, so a log reader who saw one could start the session.
 */
export const withoutSessionIds = (text: string) => text.replace(/ls_[0-9a-f]+/gi, 'ls_[redacted]');

export const systemClock: Clock = { now: () => Date.now() };

/** The time of a client on a test clock: frozen at `now`, advanced by `advanced` in all since it was created. */
export interface ClientTime {
  now: number;
  advanced: number;
}

const clientTime = new AsyncLocalStorage<ClientTime>();

/** Runs fn on a client's test-clock time, or as it is for a client on real time (no time). */
export const onClientTime = <T>(time: ClientTime | undefined, fn: () => T): T => (time ? clientTime.run(time, fn) : fn());

/**
 * The clock the domain reads: inside work for a client on a test clock (onClientTime), that client's frozen time;
 * elsewhere the real clock's. So every time-driven rule follows the client's clock without each one asking for it.
 */
export class ClientClock implements Clock {
  constructor(readonly real: Clock) {}
  now(): number {
    return clientTime.getStore()?.now ?? this.real.now();
  }
  /** Real time plus every advance of the client's test clock: rate-limit windows refill with both, never stuck. */
  readonly windows: Clock = { now: () => this.real.now() + (clientTime.getStore()?.advanced ?? 0) };
}

/** Real time, whatever client's work runs: leases, delivery signatures, caches. */
export const realClockOf = (clock: Clock): Clock => (clock instanceof ClientClock ? clock.real : clock);
/** The clock rate-limit windows run on (see ClientClock.windows). */
export const windowClockOf = (clock: Clock): Clock => (clock instanceof ClientClock ? clock.windows : clock);
/** The bytes the random-byte pool draws at once. */
const POOL_BYTES = 4096;

/** The CSPRNG, drawn from through the random-byte pool. */
export const cryptoRandom: Random = pooledRandom();

/**
 * A performance device (server/performance.ts): the CSPRNG drawn from in batches of POOL_BYTES, one system call per
 * batch instead of one per request id or token. Off, each draw is its own call.
 */
function pooledRandom(): Random {
  if (!deviceOn('randomPool')) return { bytes: (size) => randomFillSync(Buffer.alloc(size)) };
  const pool = Buffer.alloc(POOL_BYTES);
  let offset = pool.length;
  return {
    bytes(size) {
      if (size > pool.length) return randomFillSync(Buffer.alloc(size));
      if (offset + size > pool.length) {
        randomFillSync(pool);
        offset = 0;
      }
      const out = Buffer.from(pool.subarray(offset, offset + size)); // a copy: the pool is refilled later
      offset += size;
      return out;
    },
  };
}

/** A deterministic random source for tests and demos: SHA-256 in counter mode over a seed. */
export function seededRandom(seed: string): Random {
  let counter = 0;
  return {
    bytes(size) {
      const out = Buffer.alloc(size);
      for (let offset = 0; offset < size; offset += 32) {
        createHash('sha256').update(`${seed}:${counter++}`).digest().copy(out, offset);
      }
      return out;
    },
  };
}

export const hex = (random: Random, bytes: number) => random.bytes(bytes).toString('hex');

/** An RFC 4122 version 4 UUID from the random source. */
export function uuid(random: Random): string {
  const b = random.bytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
