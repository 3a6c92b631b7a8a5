// What a token is on each network (server/institutions/tokens.ts) and each network's CAIP-2 id: every token a
// network carries is known there, each EVM contract is written in its EIP-55 checksum, and every id has CAIP-2's
// syntax. The gas of a fee (server/institutions/gas.ts) comes back to the fee.
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { chainsOf } from '../../server/institutions/chains.js';
import { COIN_TRANSFER_GAS, gasDetails, TOKEN_TRANSFER_GAS } from '../../server/institutions/gas.js';
import { priceAt } from '../../server/institutions/market.js';
import { NETWORKS } from '../../server/institutions/networks.js';
import { SOLANA_MINTS } from '../../server/institutions/solana.js';
import { tokenOn } from '../../server/institutions/tokens.js';

const byName = (name: string) => NETWORKS.find((n) => n.name === name)!;
const chainOn = (symbol: string, network: string) => chainsOf('coinbase', symbol).find((c) => c.network.name === network)!;

describe('tokens on their networks', () => {
  it('knows every token each network carries: its contract, or none for the coin, and its decimals', () => {
    const unknown = NETWORKS.flatMap((n) => n.tokens.filter((symbol) => tokenOn(n, symbol) === undefined).map((s) => `${s} on ${n.name}`));
    expect(unknown).toEqual([]);
    expect(tokenOn(byName('Ethereum'), 'ETH')).toEqual({ contract: null, decimals: 18 });
    expect(tokenOn(byName('Ethereum'), 'USDC')).toEqual({ contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 });
    expect(tokenOn(byName('BNB Smart Chain'), 'USDC')?.decimals).toBe(18);
    expect(tokenOn(byName('Monad'), 'ETH')?.contract).not.toBeNull(); // wrapped ether: Monad's coin is MON
    expect(tokenOn(byName('Solana'), 'USDC')?.contract).toBe(SOLANA_MINTS.USDC?.mint);
    expect(tokenOn(byName('Ethereum'), 'SOL')).toBeUndefined();
  });

  it('writes each EVM contract in its EIP-55 checksum', () => {
    const contracts = NETWORKS.filter((n) => n.family === 'evm').flatMap((n) => n.tokens.map((s) => tokenOn(n, s)?.contract ?? null));
    const written = contracts.filter((c): c is string => c !== null);
    expect(written.length).toBeGreaterThan(15);
    expect(written.filter((c) => getAddress(c.toLowerCase()) !== c)).toEqual([]);
  });

  it('gives every network a CAIP-2 id of the registry, or null where it has no namespace', () => {
    for (const n of NETWORKS) {
      if (n.family === 'evm') expect(n.caip2).toBe(`eip155:${n.chainId}`);
      else if (['Tron', 'Cardano', 'Neo'].includes(n.name)) expect(n.caip2).toBeNull();
      else expect(n.caip2, n.name).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
    }
    expect(byName('Bitcoin').caip2).toBe('bip122:000000000019d6689c085ae165831e93');
    expect(byName('Solana').caip2).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });
});

describe('a network fee as gas', () => {
  const at = Date.UTC(2026, 0, 15, 12);

  it("comes back to the fee: gas times the fee per gas is the network's fee, in the coin", () => {
    const chain = chainOn('ETH', 'Ethereum');
    const gas = gasDetails(chain, 'ETH', at)!;
    expect(gas.gasLimit).toBe(COIN_TRANSFER_GAS);
    expect((gas.gasLimit * gas.maxFeePerGas!) / 1e9).toBeCloseTo(chain.networkFee, 12);
    expect(gas.maxPriorityFeePerGas).toBeCloseTo(gas.maxFeePerGas! / 10, 9);
  });

  it("prices a token's fee in the network's coin, at the prices of the moment", () => {
    const chain = chainOn('USDC', 'Ethereum');
    const gas = gasDetails(chain, 'USDC', at)!;
    expect(gas.gasLimit).toBe(TOKEN_TRANSFER_GAS);
    const inUsd = ((gas.gasLimit * gas.maxFeePerGas!) / 1e9) * priceAt('ETH', at)!;
    expect(inUsd).toBeCloseTo(chain.networkFee * priceAt('USDC', at)!, 6);
  });

  it('is none off the EVM networks, and leaves the fee per gas out where the coin has no price', () => {
    expect(gasDetails(chainOn('BTC', 'Bitcoin'), 'BTC', at)).toBeNull();
    expect(gasDetails(chainOn('USDC', 'AvalancheC'), 'USDC', at)).toEqual({
      gasLimit: TOKEN_TRANSFER_GAS,
      maxPriorityFeePerGas: null,
      maxFeePerGas: null,
    });
  });
});
