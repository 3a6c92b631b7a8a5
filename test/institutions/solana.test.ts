// The sandbox's Solana chain: associated token accounts derived as the Associated Token Account program derives them
// (vectors computed with @solana/web3.js's findProgramAddressSync), the curve test that derivation rests on, the
// mints' own addresses, and a blockhash per slot.
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  associatedTokenAddress,
  blockhashAt,
  isOnCurve,
  publicKeyBytes,
  SLOT_MS,
  SOLANA_MINTS,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../server/institutions/solana.js';

// Owner, symbol, and the associated token account @solana/web3.js 1.99 derives for the owner and the symbol's mint.
const VECTORS: [string, string, string][] = [
  ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'USDC', 'C4PRXFV6Gf5mytVZb6RoeLsG8CjcFWzR2EJ3dvwPTUJH'],
  ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'SOL', '82q1Nn1an7JxraeHwfi9rH2Shja1gCPXtxSTCCzDE6wM'],
  ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', 'PYUSD', 'CWjbuGM8FGVG37GfUcQQUtYzUVsLtJJ7bdZrZ8ddeGYY'],
  ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'USDT', 'CKsvChqDkiJ3Y1hwgAA5BssyjvsEo2rANP9WjozY699M'],
  ['HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH', 'USDC', 'AmvU9KEJZ2F3u7E3H43k1VU3S5GZPPSKQzJnbJtAJjvN'],
  ['HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH', 'PYUSD', '96pHKNdEsKscfmf3ehyuTcF2qEzSMwFWvRJJwDRiZNB9'],
];

describe("the sandbox's Solana chain", () => {
  it.each(VECTORS)('derives the token account of %s for %s as the program does', (owner, symbol, expected) => {
    const { mint, program } = SOLANA_MINTS[symbol]!;
    expect(associatedTokenAddress(owner, mint, program)).toBe(expected);
    // A token account is an address off the curve: no key signs for it.
    expect(isOnCurve(publicKeyBytes(expected)!)).toBe(false);
  });

  it('tells points of the curve from other bytes', () => {
    // Wallet addresses are public keys, points of ed25519; the derivations above are not.
    for (const key of ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'])
      expect(isOnCurve(publicKeyBytes(key)!)).toBe(true);
    expect(isOnCurve(new Uint8Array(32).fill(0))).toBe(true); // y = 0: x² = 1, a square
    expect(isOnCurve(Uint8Array.of(2, ...new Uint8Array(31)))).toBe(false); // y = 2: x² = 3 / (4d + 1), not a square
  });

  it("has each mint's program and addresses that are 32 bytes", () => {
    expect(SOLANA_MINTS.USDC).toEqual({ mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', program: TOKEN_PROGRAM });
    expect(SOLANA_MINTS.PYUSD?.program).toBe(TOKEN_2022_PROGRAM);
    for (const { mint, program } of Object.values(SOLANA_MINTS)) {
      expect(publicKeyBytes(mint)).toHaveLength(32);
      expect(publicKeyBytes(program)).toHaveLength(32);
    }
    expect(publicKeyBytes('0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70')).toBeUndefined();
    expect(publicKeyBytes('2')).toBeUndefined();
  });

  it('answers one blockhash per slot of 400 ms, of 32 bytes, another per cluster', () => {
    const at = Date.UTC(2026, 10, 22, 12);
    const hash = blockhashAt('mainnet-beta', at);
    expect(base58.decode(hash)).toHaveLength(32);
    expect(blockhashAt('mainnet-beta', at + SLOT_MS - 1)).toBe(hash);
    expect(blockhashAt('mainnet-beta', at + SLOT_MS)).not.toBe(hash);
    expect(blockhashAt('devnet', at)).not.toBe(hash);
  });
});
