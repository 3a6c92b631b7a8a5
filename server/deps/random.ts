// Randomness: the CSPRNG, a seeded source for tests and demos, and the ids drawn from either.
import { createHash, randomBytes } from 'node:crypto';

export interface Random {
  bytes(size: number): Buffer;
}

/** The CSPRNG. */
export const cryptoRandom: Random = { bytes: (size) => randomBytes(size) };

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
