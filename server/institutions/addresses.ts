// Addresses by network family: whether one is valid (format and checksum, by the family's own standard, checked
// by its well-kept library), and a valid one made from seed bytes for the simulator's deposit addresses.
import { createRequire } from 'node:module';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base64, base64url, bech32, bech32m, createBase58check } from '@scure/base';
import { encodeAccountID, isValidClassicAddress } from 'ripple-address-codec';
import { getAddress, isAddress } from 'viem/utils';

/**
 * The families of networks by how their addresses are written: the sandbox's own list, wider than the API's
 * NetworkType, which answers `unknown` for a family it does not list.
 */
export const ADDRESS_FAMILIES = [
  'evm',
  'bitcoin',
  'litecoin',
  'dogecoin',
  'solana',
  'tron',
  'ripple',
  'stellar',
  'cardano',
  'algorand',
  'elrond',
  'neo',
  'flow',
  'aptos',
  'sui',
  'tvm',
] as const;
export type AddressFamily = (typeof ADDRESS_FAMILIES)[number];

// Stellar's and Algorand's libraries cost about 25 MB and 150 ms each to load: loaded on their first address,
// not at every start.
const require = createRequire(import.meta.url);
let stellar: typeof import('@stellar/stellar-base') | undefined;
let algorand: typeof import('algosdk') | undefined;
const strKey = () => {
  stellar ??= require('@stellar/stellar-base') as typeof import('@stellar/stellar-base');
  return stellar.StrKey;
};
const algosdk = () => {
  algorand ??= require('algosdk') as typeof import('algosdk');
  return algorand;
};

const base58check = createBase58check(sha256);

/** Decoded, or undefined: a library's decode throws on a bad checksum or alphabet. */
const attempt = <T>(decode: () => T): T | undefined => {
  try {
    return decode();
  } catch {
    return undefined;
  }
};

/** A base58check payload: one version byte of `versions` and a 20-byte hash. */
const base58Versioned = (address: string, versions: number[]) => {
  const bytes = attempt(() => base58check.decode(address));
  return bytes?.length === 21 && versions.includes(bytes[0]!);
};

/** A segwit address of `prefix`: witness v0 in bech32 with a 20- or 32-byte program, v1 to v16 in bech32m. */
function segwit(address: string, prefix: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  const v0 = attempt(() => bech32.decode(lower as `${string}1${string}`));
  if (v0?.prefix === prefix && v0.words[0] === 0) {
    const program = attempt(() => bech32.fromWords(v0.words.slice(1)));
    return program?.length === 20 || program?.length === 32;
  }
  const v1 = attempt(() => bech32m.decode(lower as `${string}1${string}`));
  if (v1?.prefix !== prefix || !v1.words[0] || v1.words[0] > 16) return false;
  const program = attempt(() => bech32m.fromWords(v1.words.slice(1)));
  return program !== undefined && program.length >= 2 && program.length <= 40;
}

/** A bech32 address of `prefix` whose data is `length` bytes (or at least `min`). */
function bech32Data(address: string, prefix: string, { length, min }: { length?: number; min?: number }, limit = 90): boolean {
  const decoded = attempt(() => bech32.decode(address as `${string}1${string}`, limit));
  if (decoded?.prefix !== prefix) return false;
  const data = attempt(() => bech32.fromWords(decoded.words));
  return data !== undefined && (length === undefined || data.length === length) && (min === undefined || data.length >= min);
}

/** CRC-16/XMODEM, the checksum of TON's user-friendly addresses. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** TON's user-friendly address flags on mainnet: bounceable (`EQ…`) and not (`UQ…`); testnet's set 0x80 too. */
const TON_FLAGS = [0x11, 0x51];

/**
 * A TON address: user-friendly, 36 bytes in Base64 (or its URL alphabet) of a mainnet flag, the workchain (0, or
 * -1 for the masterchain), the 32-byte account and their CRC-16; or raw, the workchain and the account in hex.
 */
function tonAddress(address: string): boolean {
  if (/^(0|-1):[0-9a-fA-F]{64}$/.test(address)) return true;
  if (address.length !== 48) return false;
  const bytes = attempt(() => base64url.decode(address)) ?? attempt(() => base64.decode(address));
  if (bytes?.length !== 36 || !TON_FLAGS.includes(bytes[0]!) || (bytes[1] !== 0x00 && bytes[1] !== 0xff)) return false;
  return crc16(bytes.subarray(0, 34)) === ((bytes[34]! << 8) | bytes[35]!);
}

/** A TON user-friendly address, not bounceable as a wallet's is, on the basic workchain. */
function tonFromSeed(account: Uint8Array): string {
  const body = Uint8Array.of(0x51, 0x00, ...account);
  const crc = crc16(body);
  return base64url.encode(Uint8Array.of(...body, crc >> 8, crc & 0xff));
}

/** Cardano Shelley addresses run past bech32's usual 90 characters. */
const CARDANO_LIMIT = 200;

const validators: Record<AddressFamily, (address: string) => boolean> = {
  // EIP-55: a mixed-case address must carry its checksum.
  evm: (a) => isAddress(a, { strict: true }),
  bitcoin: (a) => segwit(a, 'bc') || base58Versioned(a, [0x00, 0x05]),
  litecoin: (a) => segwit(a, 'ltc') || base58Versioned(a, [0x30, 0x32, 0x05]),
  dogecoin: (a) => base58Versioned(a, [0x1e, 0x16]),
  solana: (a) => attempt(() => base58.decode(a))?.length === 32,
  tron: (a) => base58Versioned(a, [0x41]),
  ripple: (a) => isValidClassicAddress(a),
  stellar: (a) => strKey().isValidEd25519PublicKey(a),
  cardano: (a) => bech32Data(a, 'addr', { min: 29 }, CARDANO_LIMIT),
  algorand: (a) => algosdk().isValidAddress(a),
  elrond: (a) => bech32Data(a, 'erd', { length: 32 }),
  neo: (a) => base58Versioned(a, [0x35]),
  // Flow's addresses carry a linear-code check that no small library implements; the format is checked.
  flow: (a) => /^0x[0-9a-f]{16}$/.test(a),
  // Aptos and Sui accounts are 32 bytes in hex, without a checksum: the format is checked, and one is the other's.
  aptos: (a) => /^0x[0-9a-fA-F]{64}$/.test(a),
  sui: (a) => /^0x[0-9a-fA-F]{64}$/.test(a),
  tvm: tonAddress,
};

/** Whether `address` is an address of the network family: its format and its checksum where the family has one. */
export const isValidAddress = (type: AddressFamily, address: string): boolean => validators[type](address);

/** A valid address of the family made from 32 seed bytes. */
export function addressFromSeed(type: AddressFamily, seed: Uint8Array): string {
  const hash20 = seed.slice(0, 20);
  const versioned = (version: number) => base58check.encode(Uint8Array.of(version, ...hash20));
  switch (type) {
    case 'evm':
      return getAddress(`0x${Buffer.from(hash20).toString('hex')}`);
    case 'bitcoin':
      return bech32.encode('bc', [0, ...bech32.toWords(hash20)]);
    case 'litecoin':
      return bech32.encode('ltc', [0, ...bech32.toWords(hash20)]);
    case 'dogecoin':
      return versioned(0x1e);
    case 'solana':
      return base58.encode(seed.slice(0, 32));
    case 'tron':
      return versioned(0x41);
    case 'ripple':
      return encodeAccountID(hash20);
    case 'stellar':
      return strKey().encodeEd25519PublicKey(Buffer.from(seed.slice(0, 32)));
    case 'cardano':
      // A base address on mainnet: header 0x01, then payment and stake key hashes of 28 bytes each.
      return bech32.encode('addr', bech32.toWords(Uint8Array.of(0x01, ...seed.slice(0, 28), ...sha256(seed).slice(0, 28))), CARDANO_LIMIT);
    case 'algorand':
      return algosdk().encodeAddress(seed.slice(0, 32));
    case 'elrond':
      return bech32.encode('erd', bech32.toWords(seed.slice(0, 32)));
    case 'neo':
      return versioned(0x35);
    case 'flow':
      return `0x${Buffer.from(seed.slice(0, 8)).toString('hex')}`;
    case 'aptos':
    case 'sui':
      return `0x${Buffer.from(seed.slice(0, 32)).toString('hex')}`;
    case 'tvm':
      return tonFromSeed(seed.slice(0, 32));
  }
}
