// The chains each institution carries an asset on, with its fees and limits: static per institution and symbol,
// derived once from the catalog and the networks.
import type { Chain } from './adapter.js';
import { CATALOG, type InstitutionType } from './catalog.js';
import { priceAt } from './market.js';
import { networksCarrying } from './networks.js';

const significant = (value: number) => Number(value.toPrecision(4));
const derived = new Map<string, Chain[]>();

/** The chains on which the institution supports the symbol; none where it does not hold it. */
export function chainsOf(type: InstitutionType, symbol: string): Chain[] {
  const key = `${type} ${symbol}`;
  let chains = derived.get(key);
  if (!chains) {
    chains = derive(type, symbol);
    derived.set(key, chains);
  }
  return chains;
}

function derive(type: InstitutionType, symbol: string): Chain[] {
  const info = CATALOG[type];
  if (!info.assets.includes(symbol)) return [];
  const enforced = Boolean(info.enforcesMinimums);
  return networksCarrying(symbol)
    .filter((n) => !info.networks || info.networks.includes(n.name))
    .map((network) => {
      const price = priceAt(symbol, 0) ?? 1;
      const fee = significant((network.feeUsd * (enforced ? 2 : 1)) / price);
      return {
        network,
        chain: info.requiresChain ? network.label : network.name.toLowerCase().replace(/ /g, '-'),
        fee,
        requiredFee: enforced ? fee : 0,
        networkFee: significant(network.feeUsd / price),
        minWithdrawAmount: significant(Math.max(fee * 2, (enforced ? 20 : 5) / price)),
        maxWithdrawAmount: enforced ? significant(1_000_000 / price) : null,
      };
    });
}
