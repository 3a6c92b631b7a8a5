// Secrets and tokens are random, stored only as SHA-256 hashes, and compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compares a presented secret with a stored hash without leaking where they differ. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
