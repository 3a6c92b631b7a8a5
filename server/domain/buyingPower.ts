// An account's money per currency as trading sees it: the cash, the buying power, and what the account can spend on
// cryptocurrencies now, its cash less what its open orders hold (the public reference's cryptocurrencyBuyingPower).
import Big from 'big.js';
import type { Deps } from '../deps.js';
import { institutionOf, type Connection } from './connections.js';

export interface CurrencyBalance {
  cash: number;
  buyingPower: number;
  /** Null where the institution trades no cryptocurrency for this currency. */
  cryptocurrencyBuyingPower: number | null;
  currencyCode: string;
}

export async function balancesOf({ store, clock, institutions }: Pick<Deps, 'store' | 'clock' | 'institutions'>, connection: Connection) {
  const rules = institutionOf(institutions, connection).trading;
  const now = clock.now();
  return Promise.all(
    (await store.connections.balances(connection.id)).map(async ({ symbol, cash, buyingPower }): Promise<CurrencyBalance> => {
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
