// Holdings of one account, the aggregated portfolio of a user and their cached fiat balances.
import type { Deps } from '../deps.js';
import type { Schemas } from '../contract/types.js';
import type { InstitutionType } from '../institutions/catalog.js';
import { ASSETS, DAY, priceAt, round } from '../institutions/market.js';
import type { PositionKind } from '../institutions/adapter.js';
import type { PositionRecord } from '../store/connections.js';
import type { Connection } from './connections.js';

const nft = (p: PositionRecord): Schemas['NftPosition'] => ({
  name: String(p.details?.name ?? p.symbol),
  symbol: p.symbol,
  contractAddress: String(p.details?.contractAddress ?? ''),
  tokenId: String(p.details?.tokenId ?? '1'),
  networkId: (p.details?.networkId as string | undefined) ?? null,
  marketValue: (p.details?.marketValue as number | undefined) ?? null,
});

export function createHoldings({ store, clock, institutions }: Deps) {
  return {
    /** The account's holdings, from the positions read with its connection (connections.findWithPositions). */
    ofAccount(connection: Connection, includeMarketValue: boolean, positions: PositionRecord[]): Schemas['Holdings'] {
      const base = { type: connection.type, accountId: connection.accountId, institutionName: institutions(connection.type).name, accountName: connection.accountName };
      const empty = { equityPositions: [], cryptocurrencyPositions: [], notSupportedEquityPositions: [], notSupportedCryptocurrencyPositions: [], nftPositions: [], optionPositions: [] };
      if (connection.expired) {
        return { ...base, ...empty, status: 'notAuthorized', errorMessage: 'The access token has expired.', displayMessage: 'Please reconnect your account.' };
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
          return lastPrice === undefined ? position : { ...position, lastPrice, marketValue: round(p.amount * lastPrice) };
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
      const merged = new Map<string, { kind: 'equity' | 'crypto'; amount: number; cost: number; distribution: { type: InstitutionType; accountId: string; amount: number }[] }>();
      for (const r of rows) {
        if ((r.kind !== 'equity' && r.kind !== 'crypto') || priceAt(r.symbol, now) === undefined) continue;
        const entry = merged.get(r.symbol) ?? { kind: r.kind, amount: 0, cost: 0, distribution: [] };
        entry.amount += r.amount;
        entry.cost += r.amount * (r.costBasis ?? 0);
        entry.distribution.push({ type: r.type as InstitutionType, accountId: r.accountId, amount: r.amount });
        merged.set(r.symbol, entry);
      }
      const positions = [...merged].map(([symbol, e]) => {
        const lastPrice = priceAt(symbol, now)!;
        const open = priceAt(symbol, startOfDay(e.kind === 'crypto' ? timezoneOffset * 1000 : 0))!;
        const marketValue = e.amount * lastPrice;
        return {
          kind: e.kind,
          position: {
            symbol,
            name: ASSETS[symbol]!.name,
            companyName: ASSETS[symbol]!.name,
            amount: round(e.amount, 8),
            costBasis: round(e.amount ? e.cost / e.amount : 0, 6),
            lastPrice,
            marketValue: round(marketValue),
            portfolioPercentage: 0,
            totalReturn: round(marketValue - e.cost),
            returnPercentage: round(e.cost ? ((marketValue - e.cost) / e.cost) * 100 : 0, 4),
            totalDailyReturn: round(e.amount * (lastPrice - open)),
            dailyReturnPercentage: round(((lastPrice - open) / open) * 100, 4),
            distribution: e.distribution,
          } satisfies Schemas['PortfolioPosition'],
          cost: e.cost,
        };
      });
      const total = positions.reduce((sum, p) => sum + p.position.marketValue, 0);
      const cost = positions.reduce((sum, p) => sum + p.cost, 0);
      for (const p of positions) p.position.portfolioPercentage = round(total ? (p.position.marketValue / total) * 100 : 0, 4);
      const nfts = rows.filter((r) => r.kind === 'nft').map(nft);
      const value = (kind: 'equity' | 'crypto') => round(positions.filter((p) => p.kind === kind).reduce((sum, p) => sum + p.position.marketValue, 0));
      return {
        portfolioCostBasis: round(cost),
        actualPortfolioPerformance: round(cost ? ((total - cost) / cost) * 100 : 0, 4),
        equitiesValue: value('equity'),
        cryptocurrenciesValue: value('crypto'),
        nftsValue: round(nfts.reduce((sum, n) => sum + (n.marketValue ?? 0), 0)),
        equityPositions: positions.filter((p) => p.kind === 'equity').map((p) => p.position),
        cryptocurrencyPositions: positions.filter((p) => p.kind === 'crypto').map((p) => p.position),
        nftPositions: nfts,
      };
    },

    /** Balances as cached at connection or refresh time, summed per currency. */
    async fiatBalances(clientId: string, userId: string): Promise<Schemas['FiatBalances']> {
      const rows = await store.connections.userBalances(clientId, userId);
      return { fiatBalances: rows.map((r) => ({ symbol: r.symbol, cash: round(r.cash), buyingPower: round(r.buyingPower) })) };
    },
  };
}

export type Holdings = ReturnType<typeof createHoldings>;
