// Randomness: the CSPRNG (through a pool), a seeded source for tests and demos, and the ids drawn from either.
import { createHash, randomFillSync } from 'node:crypto';
import { deviceOn } from '../performance.js';

export interface Random {
  bytes(size: number): Buffer;
}

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
