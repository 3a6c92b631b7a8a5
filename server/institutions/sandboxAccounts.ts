// The sandbox's seeded accounts: the same institution and username always show the same positions and balances.
import { createHash } from 'node:crypto';
import { addressFromSeed } from './addresses.js';
import type { AccountSnapshot, Position } from './adapter.js';
import { CATALOG, type Institution, type InstitutionType } from './catalog.js';
import { ASSETS, priceAt, round, unit } from './market.js';
import { NETWORKS, type NetworkInfo } from './networks.js';

/** Held by every sandbox account whose institution supports them. */
export const CORE_ASSETS = ['BTC', 'ETH', 'USDC'];
/** A sandbox username containing this holds several accounts, to show account selection. */
export const MULTI_ACCOUNT_MARK = 'multi';
/**
 * A sandbox username starting with this connects by delayed authentication, where the institution's tokens refresh
 * with the refresh token alone: it holds one account.
 */
export const DELAYED_SIGN_IN_MARK = 'delayed';

/** The seeded account of a login at an institution, priced at `at`. */
export function sandboxAccount(type: InstitutionType, username: string, at: number): AccountSnapshot {
  const seed = `${type}:${username}`;
  const rnd = sequence(seed);
  const info = CATALOG[type];
  const price = (symbol: string) => priceAt(symbol, at) ?? 1;
  // One sequence, drawn in this order: the same login always gets the same numbers.
  const positions = [...equityPositions(info, rnd, price), ...cryptoPositions(info, rnd, price), ...otherPositions(info, rnd, seed)];
  const margin = info.kind === 'brokerage';
  const balances = (info.fiat ?? []).map((symbol, i) => {
    const cash = round((i === 0 && info.options ? -250 : 0) + rnd() * 5000, 2);
    return { symbol, cash, buyingPower: round(margin ? Math.max(0, cash * 2) : Math.max(0, cash), 2) };
  });
  return {
    accountId: `${info.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 4)
      .toUpperCase()}-${String(Math.floor(rnd() * 1e7)).padStart(7, '0')}`,
    accountName: info.kind === 'brokerage' ? 'Individual' : `${info.name} account`,
    positions,
    balances,
  };
}

type Draw = () => number;
type Price = (symbol: string) => number;

function equityPositions(info: Institution, rnd: Draw, price: Price): Position[] {
  const positions: Position[] = [];
  if (info.equities) {
    const equities = Object.keys(ASSETS).filter((s) => ASSETS[s]!.kind === 'equity');
    for (const symbol of pick(equities, 2 + Math.floor(rnd() * 3), rnd)) {
      positions.push({
        kind: 'equity',
        symbol,
        amount: round(1 + rnd() * 40, 2),
        costBasis: round(price(symbol) * (0.7 + rnd() * 0.5), 2),
      });
    }
    positions.push({ kind: 'notSupportedEquity', symbol: 'PRIVCO', amount: round(1 + rnd() * 9, 0), costBasis: null });
  }
  return positions;
}

function cryptoPositions(info: Institution, rnd: Draw, price: Price): Position[] {
  const positions: Position[] = [];
  // Every account that holds crypto holds the core assets it supports, so sandbox transfers always have funds.
  const cryptos = info.assets.filter((s) => ASSETS[s]);
  const core = cryptos.filter((s) => CORE_ASSETS.includes(s));
  const extra =
    info.kind === 'brokerage'
      ? []
      : pick(
          cryptos.filter((s) => !core.includes(s)),
          1 + Math.floor(rnd() * 2),
          rnd,
        );
  for (const symbol of [...core, ...extra]) {
    const usd = (core.includes(symbol) ? 1000 : 100) + rnd() * 4000;
    positions.push({
      kind: 'crypto',
      symbol,
      amount: significant(usd / price(symbol), 6),
      costBasis: round(price(symbol) * (0.6 + rnd() * 0.7), 6),
    });
  }
  return positions;
}

function otherPositions(info: Institution, rnd: Draw, seed: string): Position[] {
  const positions: Position[] = [];
  if (info.kind === 'exchange')
    positions.push({ kind: 'notSupportedCrypto', symbol: 'XYZ', amount: round(10 + rnd() * 990, 2), costBasis: null });
  if (info.nfts) {
    positions.push({
      kind: 'nft',
      symbol: 'SBX',
      amount: 1,
      costBasis: null,
      details: {
        name: `Sandbox Explorer #${1 + Math.floor(rnd() * 9999)}`,
        contractAddress: addressFor(NETWORKS[0]!, `nft:${seed}`),
        networkId: NETWORKS[0]!.id,
        marketValue: round(50 + rnd() * 950, 2),
      },
    });
  }
  if (info.options) {
    positions.push({
      kind: 'option',
      symbol: 'AAPL 270115C00200000',
      amount: 2,
      costBasis: 4.35,
      details: { underlyingSymbol: 'AAPL', optionType: 'call', strikePrice: 200, expirationDate: '2027-01-15' },
    });
  }
  return positions;
}

/** Deterministic numbers in [0, 1) from a seed. */
function sequence(seed: string): () => number {
  let i = 0;
  return () => unit(`${seed}:${i++}`);
}

function pick<T>(items: readonly T[], count: number, rnd: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
}

export function significant(value: number, digits = 4): number {
  return Number(value.toPrecision(digits));
}

/** A valid address of the network's family, the same for the same seed. */
export const addressFor = (network: NetworkInfo, seed: string): string =>
  addressFromSeed(network.family, createHash('sha256').update(seed).digest());
