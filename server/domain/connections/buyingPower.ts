// An account's money per currency as trading and its balance see it: the cash, the buying power, and what the account can spend on
// cryptocurrencies now, its cash less what its open orders hold (the public reference's cryptocurrencyBuyingPower).
import Big from 'big.js';
import type { Schemas } from '../../contract/types.js';
import type { Deps } from '../../deps/deps.js';
import type { BalanceRecord } from '../../store/connections/connections.js';
import { institutionOf, type Connection } from './connections.js';

/** The account's balances (as read, so that what else the caller answers of them agrees), each as trading sees it. */
export function tradingBalances(
  { store, clock, institutions }: Pick<Deps, 'store' | 'clock' | 'institutions'>,
  connection: Connection,
  balances: BalanceRecord[],
): Promise<Schemas['TradingBalance'][]> {
  const rules = institutionOf(institutions, connection).trading;
  const now = clock.now();
  return Promise.all(
    balances.map(async ({ symbol, cash, buyingPower }) => {
      const held = (await store.orders.holds(connection.id, symbol, now)).reduce((sum, h) => sum.plus(h), new Big(0));
      const spendable = new Big(cash).minus(held);
      const trades = Boolean(rules?.crypto && rules.fiat.includes(symbol));
      return {
        cash,
        buyingPower,
        cryptocurrencyBuyingPower: trades ? Number((spendable.lt(0) ? new Big(0) : spendable).toFixed()) : null,
        currencyCode: symbol,
      };
    }),
  );
}
