// Holdings of one account, the aggregated portfolio of a user and their cached fiat balances.
import Big from 'big.js';
import type { Deps } from '../../deps/deps.js';
import type { Schemas } from '../../contract/types.js';
import { dictionary } from '../../contract/dictionary.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, round, sum, times } from '../../institutions/decimal.js';
import { ASSETS, DAY, priceAt } from '../../institutions/market.js';
import type { InstitutionAdapter, PositionKind } from '../../institutions/adapter.js';
import { NETWORKS, networkById } from '../../institutions/networks.js';
import type { Scenario } from '../../institutions/adapter.js';
import type { PositionRecord, UserPosition } from '../../store/connections/positions.js';
import { readJson } from '../../store/schema.js';
import type { Connection } from './connections.js';

/** An NFT's network: the one its details name, or Ethereum. */
const nftNetwork = (p: PositionRecord) => networkById(String(p.details?.networkId ?? '')) ?? NETWORKS[0]!;
/** What holdings and the portfolio both say of an NFT. */
const nftBase = (p: PositionRecord) => ({
  amount: p.amount,
  name: String(p.details?.name ?? p.symbol),
  contractAddress: String(p.details?.contractAddress ?? ''),
  tokenId: String(p.details?.tokenId ?? '1'),
});
const nft = (p: PositionRecord): Schemas['NftPosition'] => {
  const { addressType } = nftNetwork(p);
  return { ...nftBase(p), ...(addressType ? { addressType } : {}) };
};
/** The chains node-api names an NFT's by. */
const NFT_BLOCKCHAINS = dictionary<Record<string, Schemas['PortfolioNftPosition']['blockchain']>>({
  Ethereum: 'ethereum',
  Polygon: 'polygon',
});
const portfolioNft = (p: PositionRecord): Schemas['PortfolioNftPosition'] => {
  const blockchain = NFT_BLOCKCHAINS[nftNetwork(p).name];
  return {
    ...nftBase(p),
    // A sandbox user's NFTs keep their own symbol (or none) in details: the stored symbol is their contract and token.
    contractSymbol: p.details && 'symbol' in p.details ? ((p.details.symbol as string | null) ?? null) : p.symbol,
    ...(blockchain ? { blockchain } : {}),
    marketValue: (p.details?.marketValue as number | undefined) ?? null,
  };
};

/** A day as `YYYY-MM-DD`, as the Unix time (seconds) of its start in UTC. */
const startOfDaySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
/** Shares of the underlying one listed equity option contract covers. */
const SHARES_PER_CONTRACT = 100;

type Distribution = NonNullable<Schemas['PortfolioPosition']['distribution']>[number];
/** What names a position's place: the connection's institution and login, and the position's asset. */
interface Place {
  type: string;
  username: string;
  symbol: string;
}

export function createHoldings({ store, clock, institutions }: Deps) {
  /**
   * Where a connection holds a position: at a self-custody wallet, on the asset's network at the wallet's address
   * there (its deposit address, as getDepositAddress gives it); at an institution, nowhere the user can see.
   */
  const placeOf = (r: UserPosition): Distribution =>
    placeAt(r, institutions(r.type as InstitutionType, r.scenario === null ? null : readJson<Scenario>(r.scenario)));
  const placeAt = (r: Omit<Distribution, 'caipNetworkId' | 'address'> & Place, adapter: InstitutionAdapter): Distribution => {
    const chain = adapter.kind === 'wallet' ? adapter.chains(r.symbol)[0] : undefined;
    if (!chain) return { caipNetworkId: null, address: null, amount: r.amount };
    const { address } = adapter.depositAddress(`${r.type}:${r.username}:${r.symbol}`, chain, r.symbol);
    return { caipNetworkId: chain.network.caip2, address, amount: r.amount };
  };

  return {
    /** The account's holdings, from the positions read with its connection (connections.findWithPositions). */
    ofAccount(connection: Connection, includeMarketValue: boolean, positions: PositionRecord[]): Schemas['Holdings'] {
      const base = {
        type: connection.type,
        accountId: connection.accountId,
        institutionName: institutions(connection.type).name,
        accountName: connection.accountName,
      };
      const empty = {
        equityPositions: [],
        cryptocurrencyPositions: [],
        notSupportedEquityPositions: [],
        notSupportedCryptocurrencyPositions: [],
        nftPositions: [],
        optionPositions: [],
      };
      if (connection.expired) {
        return {
          ...base,
          ...empty,
          status: 'notAuthorized',
          errorMessage: 'The access token has expired.',
          displayMessage: 'Please reconnect your account.',
        };
      }
      const rows = positions;
      const of = (kind: PositionKind) => rows.filter((r) => r.kind === kind);
      const now = clock.now();
      const adapter = institutions(connection.type, connection.scenario);
      /** What every position says beyond its numbers: its asset's name, and where a self-custody wallet holds it. */
      const about = (p: PositionRecord) => ({
        name: ASSETS[p.symbol]?.name ?? null,
        distribution: adapter.kind === 'wallet' ? [placeAt({ ...p, type: connection.type, username: connection.username }, adapter)] : null,
      });
      /** Its last price and market value, when asked for and the asset has a price. */
      const priced = (p: PositionRecord) => {
        const lastPrice = includeMarketValue ? priceAt(p.symbol, now) : undefined;
        return lastPrice === undefined ? {} : { lastPrice, marketValue: times(p.amount, lastPrice) };
      };
      /** An equity or a cryptocurrency: the sandbox prices both kinds. */
      const pricedPosition = (p: PositionRecord) => ({
        symbol: p.symbol,
        amount: p.amount,
        costBasis: p.costBasis ?? 0,
        ...about(p),
        ...priced(p),
      });
      /** A position the institution holds but cannot trade: no price, and its cost basis only where known. */
      const unpricedPosition = (p: PositionRecord) => ({ symbol: p.symbol, amount: p.amount, costBasis: p.costBasis, ...about(p) });
      return {
        ...base,
        status: 'succeeded',
        errorMessage: '',
        displayMessage: '',
        equityPositions: of('equity').map(pricedPosition),
        cryptocurrencyPositions: of('crypto').map(pricedPosition),
        notSupportedEquityPositions: of('notSupportedEquity').map(unpricedPosition),
        notSupportedCryptocurrencyPositions: of('notSupportedCrypto').map(unpricedPosition),
        nftPositions: of('nft').map(nft),
        optionPositions: of('option').map((p) => ({
          symbol: String(p.details?.underlyingSymbol),
          amount: p.amount,
          averageOpenPrice: p.costBasis ?? 0,
          direction: 'buyToOpen',
          numberOfSharesInContract: SHARES_PER_CONTRACT,
          optionType: p.details?.optionType === 'put' ? 'put' : 'call',
          expirationTimestamp: startOfDaySeconds(String(p.details?.expirationDate)),
          strikePrice: Number(p.details?.strikePrice),
        })),
      };
    },

    /**
     * Every priced position of the user's connections, merged by symbol. The daily return of cryptocurrencies
     * starts at midnight in the user's time zone (timezoneOffset seconds east of UTC); equities use UTC.
     */
    async portfolio(clientId: string, userId: string, timezoneOffset: number): Promise<Schemas['Portfolio']> {
      const rows = await store.connections.userPositions(clientId, userId);
      const now = clock.now();
      const startOfDay = (offsetMs: number) => Math.floor((now + offsetMs) / DAY) * DAY - offsetMs;
      // Exact decimals throughout (big.js), each figure rounded once, at the end.
      const merged = new Map<string, { kind: 'equity' | 'crypto'; amount: Big; cost: Big; distribution: Distribution[] }>();
      for (const r of rows) {
        if ((r.kind !== 'equity' && r.kind !== 'crypto') || priceAt(r.symbol, now) === undefined) continue;
        const entry = merged.get(r.symbol) ?? { kind: r.kind, amount: new Big(0), cost: new Big(0), distribution: [] };
        entry.amount = entry.amount.plus(r.amount);
        entry.cost = entry.cost.plus(new Big(r.amount).times(r.costBasis ?? 0));
        entry.distribution.push(placeOf(r));
        merged.set(r.symbol, entry);
      }
      const percent = (part: Big, whole: Big) => (whole.eq(0) ? 0 : round(part.div(whole).times(100), 4));
      const positions = [...merged].map(([symbol, e]) => {
        const lastPrice = priceAt(symbol, now)!;
        const open = priceAt(symbol, startOfDay(e.kind === 'crypto' ? timezoneOffset * 1000 : 0))!;
        const marketValue = e.amount.times(lastPrice);
        return {
          kind: e.kind,
          position: {
            symbol,
            name: ASSETS[symbol]!.name,
            companyName: ASSETS[symbol]!.name,
            amount: round(e.amount, CRYPTO_DECIMALS),
            costBasis: e.amount.eq(0) ? 0 : round(e.cost.div(e.amount), 6),
            lastPrice,
            marketValue: round(marketValue),
            portfolioPercentage: 0,
            totalReturn: round(marketValue.minus(e.cost)),
            returnPercentage: percent(marketValue.minus(e.cost), e.cost),
            totalDailyReturn: round(e.amount.times(new Big(lastPrice).minus(open))),
            dailyReturnPercentage: percent(new Big(lastPrice).minus(open), new Big(open)),
            distribution: e.distribution,
          } satisfies Schemas['PortfolioPosition'],
          value: marketValue,
          cost: e.cost,
        };
      });
      const total = positions.reduce((sum, p) => sum.plus(p.value), new Big(0));
      const cost = positions.reduce((sum, p) => sum.plus(p.cost), new Big(0));
      for (const p of positions) p.position.portfolioPercentage = percent(p.value, total);
      const nfts = rows.filter((r) => r.kind === 'nft').map(portfolioNft);
      const value = (kind: 'equity' | 'crypto') =>
        round(positions.filter((p) => p.kind === kind).reduce((sum, p) => sum.plus(p.value), new Big(0)));
      return {
        portfolioCostBasis: round(cost),
        actualPortfolioPerformance: percent(total.minus(cost), cost),
        equitiesValue: value('equity'),
        cryptocurrenciesValue: value('crypto'),
        nftsValue: sum(
          nfts.map((n) => n.marketValue ?? 0),
          FIAT_DECIMALS,
        ),
        equityPositions: positions.filter((p) => p.kind === 'equity').map((p) => p.position),
        cryptocurrencyPositions: positions.filter((p) => p.kind === 'crypto').map((p) => p.position),
        nftPositions: nfts,
      };
    },

    /** Balances as cached at connection or refresh time, summed exactly per currency. */
    async fiatBalances(clientId: string, userId: string): Promise<Schemas['FiatBalances']> {
      const bySymbol = new Map<string, { cash: number[]; buyingPower: number[] }>();
      for (const r of await store.connections.userBalances(clientId, userId)) {
        const entry = bySymbol.get(r.symbol) ?? { cash: [], buyingPower: [] };
        entry.cash.push(r.cash);
        entry.buyingPower.push(r.buyingPower);
        bySymbol.set(r.symbol, entry);
      }
      return {
        fiatBalances: [...bySymbol].map(([symbol, e]) => ({
          symbol,
          cash: sum(e.cash, FIAT_DECIMALS),
          buyingPower: sum(e.buyingPower, FIAT_DECIMALS),
        })),
      };
    },
  };
}

export type Holdings = ReturnType<typeof createHoldings>;
