// Secrets and tokens are random, stored only as SHA-256 hashes, and compared in constant time. The one token the
// API must answer again later (a connection's tokenId) is also kept sealed with AES-256-GCM under the server's key.
import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Compares a presented secret with a stored hash without leaking where they differ. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `plaintext` sealed under a 32-byte key: nonce, tag and ciphertext, Base64url, joined by dots. */
export function seal(key: Buffer, nonce: Buffer, plaintext: string): string {
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** What seal() sealed; throws when the value was altered or sealed under another key. */
export function unseal(key: Buffer, sealed: string): string {
  const [nonce, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, nonce!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
