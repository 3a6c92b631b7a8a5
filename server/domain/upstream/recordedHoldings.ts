// What an upstream's holdings and balances answers become in a recorded document: each position in the list the
// document has for it. A symbol the sandbox does not price, or the institution does not hold, goes to the
// notSupported… lists rather than away; prices and market values are the sandbox's own on replay, so they are not kept.
import type { Schemas } from '../../contract/types.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import { networkOfAddressType } from '../../institutions/networks.js';
import { holdsCryptocurrency, pricesEquity } from '../../institutions/scenarios.js';

type Account = Schemas['SandboxUserAccount'];
type Position = Schemas['SandboxUserPosition'];
type Unpriced = Schemas['SandboxUserUnpricedPosition'];
type Dropped = (path: string, why: string) => void;

/** A list of the document holds at most this many. */
const MAX_POSITIONS = 100;
const MAX_BALANCES = 10;

/** The items of a list in an answer; none where the answer has no list there. */
export const itemsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];
const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const stringOr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Positions of one symbol as one: amounts summed, the cost basis averaged by amount where each has one. What is not
 * a number is left as it came, for the document's check to take out.
 */
function bySymbol<T extends { symbol: string; amount: number; costBasis?: number }>(positions: T[]): T[] {
  const merged = new Map<string, T>();
  const odd: T[] = [];
  for (const p of positions) {
    const seen = merged.get(p.symbol);
    if (numberOr(p.amount) === undefined) odd.push(p);
    else if (!seen) merged.set(p.symbol, p);
    else {
      const amount = seen.amount + p.amount;
      const { costBasis: _, ...rest } = seen;
      const both = seen.costBasis !== undefined && p.costBasis !== undefined && amount > 0;
      merged.set(p.symbol, {
        ...rest,
        amount,
        ...(both ? { costBasis: (seen.costBasis! * seen.amount + p.costBasis! * p.amount) / amount } : {}),
      } as T);
    }
  }
  return [...merged.values(), ...odd];
}

/** The first `MAX_POSITIONS`, each dropped past them heard. */
function bounded<T>(list: T[], path: string, dropped: Dropped, max = MAX_POSITIONS): T[] | undefined {
  for (let i = max; i < list.length; i++) dropped(`${path}/${i}`, `past the ${max} a document's list holds`);
  return list.length ? list.slice(0, max) : undefined;
}

// Fields as they came: what the schema refuses (a string for a number, a negative amount) the document's check takes out.
const position = (p: Record<string, unknown>): Position => {
  const costBasis = numberOr(p.costBasis);
  return { symbol: p.symbol as string, amount: p.amount as number, ...(costBasis !== undefined && costBasis >= 0 ? { costBasis } : {}) };
};
const unpriced = (p: Record<string, unknown>): Unpriced => ({ symbol: p.symbol as string, amount: p.amount as number });

/** The contract's symbol the sandbox writes options with: underlying, YYMMDD, C or P, the strike in thousandths. */
function optionSymbol(underlying: string, day: string, optionType: string, strike: number): string {
  const yymmdd = day.slice(2).replace(/-/g, '');
  return `${underlying} ${yymmdd}${optionType === 'put' ? 'P' : 'C'}${String(Math.round(strike * 1000)).padStart(8, '0')}`;
}

/** An option position: as written where the sandbox prices its underlying stock, else an unsupported position under its contract's symbol. */
function option(p: Record<string, unknown>): { priced?: Schemas['SandboxUserOptionPosition']; unpriced?: Unpriced } {
  const underlyingSymbol = String(p.symbol);
  const strikePrice = p.strikePrice as number;
  const seconds = numberOr(p.expirationTimestamp);
  const expirationDate = seconds === undefined ? '' : new Date(seconds * 1000).toISOString().slice(0, 10);
  const optionType = p.optionType === 'put' ? 'put' : 'call';
  const symbol = optionSymbol(underlyingSymbol, expirationDate, optionType, numberOr(strikePrice) ?? 0);
  const amount = p.amount as number;
  if (!pricesEquity(underlyingSymbol)) return { unpriced: { symbol, amount } };
  const costBasis = numberOr(p.averageOpenPrice);
  return {
    priced: {
      symbol,
      underlyingSymbol,
      optionType,
      strikePrice,
      expirationDate,
      amount,
      ...(costBasis !== undefined && costBasis >= 0 ? { costBasis } : {}),
    },
  };
}

/** An NFT as a document writes it: the network its address type names (Ethereum's when none); always one of it. */
function nft(p: Record<string, unknown>): Schemas['SandboxUserNftPosition'] {
  const network = typeof p.addressType === 'string' ? networkOfAddressType(p.addressType as Schemas['AddressType']) : undefined;
  const contractAddress = p.contractAddress as string;
  return {
    name: stringOr(p.name) ?? contractAddress,
    contractAddress,
    tokenId: p.tokenId as string,
    ...(network ? { networkId: network.id } : {}),
  };
}

type Lists = Pick<
  Account,
  | 'equityPositions'
  | 'cryptocurrencyPositions'
  | 'notSupportedEquityPositions'
  | 'notSupportedCryptocurrencyPositions'
  | 'optionPositions'
  | 'nftPositions'
>;

/** A getHoldings answer's positions, as the account's lists of a document at the institution; `path` is the account's. */
export function holdingsLists(holdings: Record<string, unknown>, type: InstitutionType, path: string, dropped: Dropped): Lists {
  const equities = itemsOf(holdings.equityPositions);
  const cryptos = itemsOf(holdings.cryptocurrencyPositions);
  const options = itemsOf(holdings.optionPositions).map(option);
  const lists = {
    equityPositions: bySymbol(equities.filter((p) => pricesEquity(String(p.symbol))).map(position)),
    cryptocurrencyPositions: bySymbol(cryptos.filter((p) => holdsCryptocurrency(type, String(p.symbol))).map(position)),
    notSupportedEquityPositions: bySymbol([
      ...itemsOf(holdings.notSupportedEquityPositions).map(unpriced),
      ...equities.filter((p) => !pricesEquity(String(p.symbol))).map(unpriced),
      ...options.flatMap((o) => (o.unpriced ? [o.unpriced] : [])),
    ]),
    notSupportedCryptocurrencyPositions: bySymbol([
      ...itemsOf(holdings.notSupportedCryptocurrencyPositions).map(unpriced),
      ...cryptos.filter((p) => !holdsCryptocurrency(type, String(p.symbol))).map(unpriced),
    ]),
    optionPositions: bySymbol(options.flatMap((o) => (o.priced ? [o.priced] : []))),
    nftPositions: itemsOf(holdings.nftPositions).map(nft),
  };
  return Object.fromEntries(
    Object.entries(lists).map(([name, list]) => [name, bounded<unknown>(list, `${path}/${name}`, dropped)]),
  ) as Lists;
}

/** A getAccountBalance answer's balances as the account's fiat balances: each currency once, its cash known. */
export function fiatBalances(balance: Record<string, unknown>, path: string, dropped: Dropped): Account['fiatBalances'] {
  const seen = new Set<string>();
  const balances: Schemas['SandboxUserFiatBalance'][] = [];
  for (const b of itemsOf(balance.balances)) {
    const symbol = stringOr(b.currencyCode);
    const cash = numberOr(b.cash);
    if (symbol === undefined || cash === undefined || seen.has(symbol)) {
      dropped(
        `${path}/fiatBalances`,
        `a balance of ${symbol ?? 'no currency'} ${cash === undefined ? 'without its cash' : 'listed twice'}`,
      );
      continue;
    }
    seen.add(symbol);
    const buyingPower = numberOr(b.buyingPower);
    balances.push({ symbol, cash, ...(buyingPower !== undefined && buyingPower >= 0 ? { buyingPower } : {}) });
  }
  return bounded(balances, `${path}/fiatBalances`, dropped, MAX_BALANCES) ?? [];
}
