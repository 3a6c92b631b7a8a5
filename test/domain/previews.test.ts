// What a preview keeps of what it sends, and how a transfer is held to it: previews kept before the tag was kept
// (no addressTag in the stored JSON) still match the transfer they previewed, which had none.
import { describe, expect, it } from 'vitest';
import type { Sends } from '../../server/institutions/adapter.js';
import { sandboxInstitutions } from '../../server/institutions/simulator.js';
import { differences } from '../../server/domain/transfers/previews.js';
import { keptOf } from '../../server/domain/transfers/sends.js';

const chain = sandboxInstitutions('coinbase').chainFor('XRP', {});
const sends: Sends = {
  symbol: 'XRP',
  amount: 20,
  chain,
  destination: { address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', tag: '4242' },
  fee: null,
};

describe('a kept preview', () => {
  it('keeps the destination whole, under the names the requests give it', () => {
    expect(keptOf(sends)).toEqual({
      symbol: 'XRP',
      amount: 20,
      networkId: chain.network.id,
      toAddress: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      addressTag: '4242',
      fee: null,
    });
    expect(differences(keptOf(sends), sends)).toEqual([]);
  });

  it('names what differs, the tag too, and reads a preview kept without a tag as one with none', () => {
    const untagged: Sends = { ...sends, destination: { ...sends.destination, tag: null } };
    expect(differences(keptOf(sends), untagged)).toEqual(['addressTag']);
    expect(differences(keptOf(sends), { ...untagged, amount: 21 })).toEqual(['amount', 'addressTag']);
    const { addressTag: _, ...older } = keptOf(untagged);
    expect(differences(older, untagged)).toEqual([]);
    expect(differences(older, sends)).toEqual(['addressTag']);
  });
});
