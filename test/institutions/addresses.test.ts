// Addresses by network family: real addresses pass, a changed character fails its checksum, another family's
// format fails, and every address the simulator makes is valid on its network.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FAMILIES, type AddressFamily, addressFromSeed, isValidAddress } from '../../server/institutions/addresses.js';
import { NETWORKS } from '../../server/institutions/networks.js';
import { addressFor } from '../../server/institutions/sandboxAccounts.js';

// Published addresses of each family (genesis, foundation and exchange addresses quoted in their docs).
const REAL: [AddressFamily, string][] = [
  ['evm', '0x52908400098527886E0F7030069857D2E4169EE7'], // EIP-55's own example
  ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], // the genesis block's
  ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'], // taproot, bech32m
  ['litecoin', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
  ['dogecoin', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
  ['solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
  ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
  ['ripple', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
  ['stellar', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'],
  ['algorand', 'VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA'],
  ['tvm', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N'], // the TON Foundation's, bounceable
  ['tvm', 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI'], // the same account, not bounceable
  ['aptos', '0x0000000000000000000000000000000000000000000000000000000000000001'], // the Aptos framework's, long form
  ['sui', '0x0000000000000000000000000000000000000000000000000000000000000005'], // Sui's system state object
];

/** Families whose addresses carry no checksum: a changed character is another valid address. */
const UNCHECKED = new Set(['solana', 'aptos', 'sui']);

/** The address with one character changed to another of the same kind, so only a checksum can tell. */
const corrupt = (address: string) => {
  const i = address.length - 3;
  const c = address[i]!;
  const swap = /[0-9]/.test(c)
    ? String((Number(c) + 1) % 10)
    : c === c.toLowerCase()
      ? c === 'z'
        ? 'x'
        : String.fromCharCode(c.charCodeAt(0) + 1)
      : c === 'Z'
        ? 'X'
        : String.fromCharCode(c.charCodeAt(0) + 1);
  return address.slice(0, i) + swap + address.slice(i + 1);
};

describe('addresses by network family', () => {
  it.each(REAL)('accepts a real %s address, %s', (type, address) => {
    expect(isValidAddress(type, address)).toBe(true);
  });

  // Solana's addresses are bare base58 public keys, Aptos' and Sui's bare hex: no checksum to catch a changed character.
  it.each(REAL.filter(([type]) => !UNCHECKED.has(type)))('refuses a %s address with one character changed (%s)', (type, address) => {
    expect(isValidAddress(type, corrupt(address))).toBe(false);
  });

  it("refuses another family's address", () => {
    for (const [type, address] of REAL) {
      // Solana takes any 32 bytes; Litecoin kept Bitcoin's P2SH version (3...) for its legacy script addresses; Aptos
      // and Sui write an account alike (0x and 32 bytes in hex).
      const hex32 = ['aptos', 'sui'];
      const shared = (other: string) =>
        other === 'solana' || (other === 'litecoin' && address.startsWith('3')) || (hex32.includes(other) && hex32.includes(type));
      for (const [other] of REAL)
        if (other !== type && !shared(other)) expect(isValidAddress(other, address), `${address} as ${other}`).toBe(false);
    }
    expect(isValidAddress('evm', 'not-an-address')).toBe(false);
    // TON's raw form (workchain:account) is an address too; a testnet one (flag 0x80) is not one of mainnet's.
    expect(isValidAddress('tvm', `0:${'ab'.repeat(32)}`)).toBe(true);
    expect(isValidAddress('tvm', 'kQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqKYH')).toBe(false);
  });

  it('makes valid addresses for every family, and the simulator valid ones for every network', () => {
    for (const type of ADDRESS_FAMILIES)
      expect(isValidAddress(type, addressFromSeed(type, createHash('sha256').update(type).digest())), type).toBe(true);
    for (const network of NETWORKS)
      expect(isValidAddress(network.family, addressFor(network, `seed:${network.id}`)), network.name).toBe(true);
  });
});
