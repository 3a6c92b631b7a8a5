// The sandbox's Solana chain: its token programs, the mints it knows (mainnet's own addresses), associated token
// accounts (derived from owner, token program and mint as the Associated Token Account program derives them), and
// its slots, whose blockhash is a pure function of the cluster and the time.
import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import { dictionary, type NullPrototype } from '../contract/dictionary.js';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** The tokens whose mints the chain holds, by symbol: each mint's address and the program that owns it. */
export const SOLANA_MINTS: Readonly<Record<string, { mint: string; program: string }>> & NullPrototype = dictionary({
  SOL: { mint: 'So11111111111111111111111111111111111111112', program: TOKEN_PROGRAM }, // wrapped SOL
  USDC: { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', program: TOKEN_PROGRAM },
  USDT: { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYb', program: TOKEN_PROGRAM },
  PYUSD: { mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo', program: TOKEN_2022_PROGRAM },
});

/** How long a slot of the chain lasts. */
export const SLOT_MS = 400;

/** The 32 bytes of a base58 address, or undefined where it is not one. */
export function publicKeyBytes(address: string): Uint8Array | undefined {
  try {
    const bytes = base58.decode(address);
    return bytes.length === 32 ? bytes : undefined;
  } catch {
    return undefined;
  }
}

// Curve25519's field and Edwards d, for telling whether 32 bytes are a point of the curve.
const P = 2n ** 255n - 19n;
const D = (-121665n * inverse(121666n)) % P;

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

function inverse(value: bigint): bigint {
  return power(value, P - 2n);
}

/**
 * Whether the bytes decompress to a point of ed25519, as Solana's is_on_curve asks: y from the bytes without the
 * sign bit, and (y² − 1) / (d·y² + 1) a square (x² of the point) or zero.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i]!);
  y &= (1n << 255n) - 1n;
  const yy = (y * y) % P;
  const xx = ((yy - 1n + P) % P) * inverse((D * yy + 1n) % P);
  const square = xx % P;
  return square === 0n || power(square, (P - 1n) / 2n) === 1n;
}

/** The program address of seeds: the first bump from 255 down whose hash is off the curve, as Solana finds it. */
function programAddress(seeds: Uint8Array[], program: Uint8Array): Uint8Array {
  const marker = new TextEncoder().encode('ProgramDerivedAddress');
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(new Uint8Array(Buffer.concat([...seeds, Uint8Array.of(bump), program, marker])));
    if (!isOnCurve(hash)) return hash;
  }
  throw new Error('no program address for these seeds');
}

/** The associated token account of an owner for a mint under its token program. */
export function associatedTokenAddress(owner: string, mint: string, program: string): string {
  const bytes = [owner, program, mint].map((key) => {
    const decoded = publicKeyBytes(key);
    if (!decoded) throw new Error(`${key} is not a Solana address`);
    return decoded;
  });
  return base58.encode(programAddress(bytes, publicKeyBytes(ASSOCIATED_TOKEN_PROGRAM)!));
}

/** The blockhash of the slot that holds `at` on a cluster: the same within a slot, another in the next one. */
export function blockhashAt(cluster: string, at: number): string {
  const slot = Math.floor(at / SLOT_MS);
  return base58.encode(sha256(new TextEncoder().encode(`solana:${cluster}:slot:${slot}`)));
}
