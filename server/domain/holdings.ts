// Holdings of one account, the aggregated portfolio of a user and their cached fiat balances.
import Big from 'big.js';
import type { Deps } from '../deps.js';
import type { Schemas } from '../contract/types.js';
import type { InstitutionType } from '../institutions/catalog.js';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, round, sum, times } from '../institutions/decimal.js';
import { ASSETS, DAY, priceAt } from '../institutions/market.js';
import type { PositionKind } from '../institutions/adapter.js';
import type { PositionRecord } from '../store/connections.js';
import type { Connection } from './connections.js';

const nft = (p: PositionRecord): Schemas['NftPosition'] => ({
  name: String(p.details?.name ?? p.symbol),
  // A sandbox user's NFTs keep their own symbol (or none) in details: the stored symbol is their contract and token.
  symbol: p.details && 'symbol' in p.details ? ((p.details.symbol as string | null) ?? null) : p.symbol,
  contractAddress: String(p.details?.contractAddress ?? ''),
  tokenId: String(p.details?.tokenId ?? '1'),
  networkId: (p.details?.networkId as string | undefined) ?? null,
  marketValue: (p.details?.marketValue as number | undefined) ?? null,
});

export function createHoldings({ store, clock, institutions }: Deps) {
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
      return {
        ...base,
        status: 'succeeded',
        errorMessage: '',
        displayMessage: '',
        equityPositions: of('equity').map((p) => ({ symbol: p.symbol, amount: p.amount, costBasis: p.costBasis ?? 0 })),
        cryptocurrencyPositions: of('crypto').map((p) => {
          const lastPrice = includeMarketValue ? priceAt(p.symbol, now) : undefined;
          const position: Schemas['CryptocurrencyPosition'] = { symbol: p.symbol, amount: p.amount, costBasis: p.costBasis ?? 0 };
          return lastPrice === undefined ? position : { ...position, lastPrice, marketValue: times(p.amount, lastPrice) };
        }),
        notSupportedEquityPositions: of('notSupportedEquity').map((p) => ({ symbol: p.symbol, amount: p.amount })),
        notSupportedCryptocurrencyPositions: of('notSupportedCrypto').map((p) => ({ symbol: p.symbol, amount: p.amount })),
        nftPositions: of('nft').map(nft),
        optionPositions: of('option').map((p) => ({
          symbol: p.symbol,
          amount: p.amount,
          costBasis: p.costBasis ?? 0,
          underlyingSymbol: String(p.details?.underlyingSymbol),
          optionType: p.details?.optionType === 'put' ? 'put' : 'call',
          strikePrice: Number(p.details?.strikePrice),
          expirationDate: String(p.details?.expirationDate),
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
      const merged = new Map<
        string,
        { kind: 'equity' | 'crypto'; amount: Big; cost: Big; distribution: { type: InstitutionType; accountId: string; amount: number }[] }
      >();
      for (const r of rows) {
        if ((r.kind !== 'equity' && r.kind !== 'crypto') || priceAt(r.symbol, now) === undefined) continue;
        const entry = merged.get(r.symbol) ?? { kind: r.kind, amount: new Big(0), cost: new Big(0), distribution: [] };
        entry.amount = entry.amount.plus(r.amount);
        entry.cost = entry.cost.plus(new Big(r.amount).times(r.costBasis ?? 0));
        entry.distribution.push({ type: r.type as InstitutionType, accountId: r.accountId, amount: r.amount });
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
      const nfts = rows.filter((r) => r.kind === 'nft').map(nft);
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
