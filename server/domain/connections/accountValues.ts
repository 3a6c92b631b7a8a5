// One connected account's worth and its fiat balances, from what the store holds of it: the value of its holdings
// (holdings/value) and its balances per currency (balance/get). Exact decimals, each figure rounded once.
import Big from 'big.js';
import type { Deps } from '../../deps/deps.js';
import type { Schemas } from '../../contract/types.js';
import { usdPerUnit } from '../../institutions/currencies.js';
import { round, sum, times } from '../../institutions/decimal.js';
import { priceAt } from '../../institutions/market.js';
import type { BalanceRecord, PositionRecord } from '../../store/connections/connections.js';
import { tradingBalances } from './buyingPower.js';
import type { Connection } from './connections.js';

/** What positions of one kind are worth and cost: each position valued as getHoldings values it, to the cent. */
function worth(positions: PositionRecord[], now: number) {
  const priced = positions.flatMap((p) => {
    const price = priceAt(p.symbol, now);
    return price === undefined ? [] : [{ value: times(p.amount, price), cost: new Big(p.amount).times(p.costBasis ?? 0) }];
  });
  return { value: new Big(sum(priced.map((p) => p.value))), cost: priced.reduce((total, p) => total.plus(p.cost), new Big(0)) };
}

/** The gain over the cost basis in percent (4 places); 0 where nothing was paid. */
const performance = ({ value, cost }: { value: Big; cost: Big }) => (cost.eq(0) ? 0 : round(value.minus(cost).div(cost).times(100), 4));

/** The balances' sum in US dollars, to the cent; null where a currency has no rate. */
function inDollars(balances: BalanceRecord[], amount: (b: BalanceRecord) => number): number | null {
  const values = balances.map((b) => {
    const rate = usdPerUnit(b.symbol);
    return rate === undefined ? undefined : new Big(amount(b)).times(rate);
  });
  return values.some((v) => v === undefined) ? null : round(values.reduce<Big>((total, v) => total.plus(v!), new Big(0)));
}

export function createAccountValues({ store, clock, institutions }: Deps) {
  return {
    /** The account's holdings valued now: every total the sum of its parts, as getHoldings shows them. */
    async value(connection: Connection): Promise<Schemas['HoldingsValue']> {
      const positions = await store.connections.positions(connection.id);
      const now = clock.now();
      const equities = worth(
        positions.filter((p) => p.kind === 'equity'),
        now,
      );
      const cryptocurrencies = worth(
        positions.filter((p) => p.kind === 'crypto'),
        now,
      );
      const nftsValue = sum(positions.filter((p) => p.kind === 'nft').map((p) => Number(p.details?.marketValue ?? 0)));
      // A currency without a rate has no value in dollars: the others are counted.
      const balances = (await store.connections.balances(connection.id)).filter((b) => usdPerUnit(b.symbol) !== undefined);
      const fiatValue = inDollars(balances, (b) => b.cash) ?? 0;
      const both = { value: equities.value.plus(cryptocurrencies.value), cost: equities.cost.plus(cryptocurrencies.cost) };
      return {
        totalValue: sum([both.value, nftsValue, fiatValue]),
        totalPerformance: performance(both),
        equitiesValue: round(equities.value),
        equitiesPerformance: performance(equities),
        cryptocurrenciesValue: round(cryptocurrencies.value),
        cryptocurrenciesPerformance: performance(cryptocurrencies),
        nftsValue,
        fiatValue,
      };
    },

    /** The account's fiat balances now, per currency (with what it can spend on cryptocurrencies), with their totals in US dollars. */
    async balance(connection: Connection): Promise<Schemas['AccountBalance']> {
      const balances = await store.connections.balances(connection.id);
      return {
        balances: await tradingBalances({ store, clock, institutions }, connection, balances),
        totalCashUsdValue: inDollars(balances, (b) => b.cash),
        totalBuyingPowerUsdValue: inDollars(balances, (b) => b.buyingPower),
      };
    },
  };
}

export type AccountValues = ReturnType<typeof createAccountValues>;
