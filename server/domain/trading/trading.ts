// Orders at institutions that trade: previewed and placed by the institution's trading rules (its adapter's), at the
// sandbox market's price and session by the client's clock. A fill changes the account's position and payment
// balance in the same transaction, under the account's lock, so concurrent orders never spend the same funds.
import Big from 'big.js';
import { uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import type { Schemas } from '../../contract/types.js';
import { CRYPTO_DECIMALS, FIAT_DECIMALS } from '../../institutions/decimal.js';
import { endOfTradingDay, equitySession } from '../../institutions/marketHours.js';
import { priceAt } from '../../institutions/market.js';
import { feeText, needOf, quoteOrder, type OrderAsk, type Quote } from '../../institutions/orderQuote.js';
import type { TradingRules } from '../../institutions/tradingRules.js';
import type { OrderRow } from '../../store/trading/orders.js';
import type { Aggregates } from '../../store/store.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import { askOf, type OrderRequest } from './orderRequests.js';
import { seconds } from '../transfers/transferRecords.js';
import { createTradingQueries } from './tradingQueries.js';

type Side = Schemas['OrderSide'];
const num = (value: Big) => Number(value.toFixed());

/** What pays for an order or is sold by it, as the account holds it: a fiat balance, or a position. */
type HoldingKind = 'fiat' | 'equity' | 'crypto';

/** An order checked against the institution's rules and the account's funds at one moment. */
interface Checked {
  ask: OrderAsk;
  rules: TradingRules;
  paymentIsCrypto: boolean;
  quote: Quote;
  institution: string;
  now: number;
  /** The market price of one unit now, in the payment symbol. */
  market: Big;
  /** Whether equities trade now (regular hours). */
  marketOpen: boolean;
}

export function createTrading(deps: Deps) {
  const { store, clock, random, institutions } = deps;

  /** What the account can spend or sell of a symbol now: its balance or position, less what transfers and open orders hold. */
  async function available(agg: Aggregates, connectionId: string, symbol: string, kind: HoldingKind, now: number): Promise<Big> {
    let have = new Big(
      kind === 'fiat'
        ? ((await agg.orders.balance(connectionId, symbol))?.cash ?? 0)
        : ((await agg.orders.position(connectionId, kind, symbol))?.amount ?? 0),
    );
    if (kind === 'crypto')
      for (const t of await agg.transfers.pendingAmounts(connectionId, symbol)) have = have.minus(t.amount).minus(t.fee ?? 0);
    for (const held of await agg.orders.holds(connectionId, symbol, now)) have = have.minus(held);
    return have;
  }

  /** Every rule of the institution, then the account's funds: the quote, with the first refusal it meets. */
  async function check(agg: Aggregates, connection: Connection, side: Side, body: OrderRequest): Promise<Checked> {
    const adapter = institutionOf(institutions, connection);
    const { ask, assetRules, paymentIsCrypto } = askOf(side, body, adapter.trading, adapter.name);
    const now = clock.now();
    const decimals = paymentIsCrypto ? CRYPTO_DECIMALS : FIAT_DECIMALS;
    const unitPrice = new Big(priceAt(ask.symbol, now)!).div(paymentIsCrypto ? priceAt(ask.paymentSymbol, now)! : 1).round(CRYPTO_DECIMALS);
    const session = equitySession(now);
    const quote = quoteOrder(assetRules, ask, { price: unitPrice, session, decimals, institution: adapter.name });
    const marketOpen = ask.kind === 'crypto' || session === 'regular';
    const checked = { ask, rules: adapter.trading!, paymentIsCrypto, quote, institution: adapter.name, now, market: unitPrice, marketOpen };
    if (quote.refusal || quote.outcome === 'cancel') return checked;
    const need = needOf(ask, quote);
    const kind: HoldingKind = ask.side === 'sell' ? ask.kind : paymentIsCrypto ? 'crypto' : 'fiat';
    const have = await available(agg, connection.id, need.symbol, kind, now);
    if (have.gte(need.amount)) return checked;
    const shown = (v: Big) => (ask.side === 'buy' ? v.toFixed(decimals) : v.toFixed());
    const refusal =
      ask.side === 'buy'
        ? `Insufficient funds: the order needs ${shown(need.amount)} ${need.symbol} (its value and fee); the account has ${shown(have.lt(0) ? new Big(0) : have)} ${need.symbol} to spend.`
        : `Insufficient holdings: the order sells ${shown(need.amount)} ${need.symbol}; the account has ${shown(have)} ${need.symbol} it can sell.`;
    return { ...checked, quote: { ...quote, refusal } };
  }

  /** Applies a fill to the account: the position in the symbol, and the balance or position that paid or was paid. */
  async function applyFill(tx: Aggregates, connectionId: string, { ask, quote, paymentIsCrypto }: Checked) {
    const held = await tx.orders.position(connectionId, ask.kind, ask.symbol);
    const before = new Big(held?.amount ?? 0);
    const buy = ask.side === 'buy';
    const after = buy ? before.plus(quote.amount) : before.minus(quote.amount);
    // The average paid per unit, fees included; a sale leaves it as it was.
    const costBasis = buy
      ? num(
          before
            .times(held?.costBasis ?? 0)
            .plus(quote.value)
            .plus(quote.fee)
            .div(after)
            .round(6, Big.roundHalfUp),
        )
      : (held?.costBasis ?? null);
    await tx.orders.setPosition(connectionId, ask.kind, ask.symbol, { amount: num(after), costBasis });
    const delta = buy ? quote.value.plus(quote.fee).times(-1) : quote.value.minus(quote.fee);
    if (paymentIsCrypto) {
      const paid = await tx.orders.position(connectionId, 'crypto', ask.paymentSymbol);
      const amount = num(new Big(paid?.amount ?? 0).plus(delta));
      await tx.orders.setPosition(connectionId, 'crypto', ask.paymentSymbol, { amount, costBasis: paid?.costBasis ?? 1 });
    } else {
      const balance = await tx.orders.balance(connectionId, ask.paymentSymbol);
      await tx.orders.setBalance(connectionId, ask.paymentSymbol, {
        cash: num(new Big(balance?.cash ?? 0).plus(delta)),
        buyingPower: num(new Big(balance?.buyingPower ?? 0).plus(delta)),
      });
    }
  }

  /** The order as recorded: filled, open (holding what it needs), or cancelled at once. */
  function recordOf(connection: Connection, checked: Checked) {
    const { ask, quote, paymentIsCrypto, now } = checked;
    const status = quote.outcome === 'fill' ? 'success' : quote.outcome === 'rest' ? 'inProgress' : 'cancelled';
    const hold = quote.outcome === 'rest' ? needOf(ask, quote) : null;
    return {
      id: uuid(random),
      client_id: connection.clientId,
      connection_id: connection.id,
      type: connection.type,
      side: ask.side,
      symbol: ask.symbol,
      asset_type: ask.kind === 'equity' ? 'equity' : 'cryptocurrency',
      payment_symbol: ask.paymentSymbol,
      payment_type: paymentIsCrypto ? 'cryptocurrency' : 'fiat',
      order_type: ask.orderType,
      time_in_force: ask.timeInForce,
      amount: num(quote.amount),
      price: num(quote.price),
      value: num(quote.value),
      fee: quote.outcome === 'fill' ? num(quote.fee) : null,
      status,
      status_details: detailsOf(checked),
      hold_symbol: hold?.symbol ?? null,
      hold_amount: hold ? num(hold.amount) : null,
      expires_at: hold && ask.timeInForce === 'goodForDay' ? endOfTradingDay(now, ask.kind, ask.extendedHours) : null,
      created_at: now,
      updated_at: now,
    };
  }

  /** The answer of executeOrder: the order as placed, or as refused (not placed: no id). */
  const placed = (connection: Connection, { ask, quote, now }: Checked, row: OrderRow | null): Schemas['PlacedOrder'] => ({
    orderId: row?.id ?? null,
    brokerType: connection.type,
    side: ask.side,
    amount: num(quote.amount),
    price: num(quote.price),
    value: num(quote.value),
    fee: row?.fee ?? null,
    timestamp: seconds(now),
    status: row ? (row.status as Schemas['OrderStatus']) : 'rejected',
    statusDetails: row?.status_details ?? null,
    timeInForce: ask.timeInForce,
    symbolPair: `${ask.symbol}-${ask.paymentSymbol}`,
    parentOrderId: null,
    trades: null,
    errorMessage: quote.refusal,
    displayMessage: quote.refusal,
  });

  return {
    ...createTradingQueries(deps),

    async preview(connection: Connection, side: Side, body: OrderRequest): Promise<Schemas['OrderPreview']> {
      const checked = await check(store, connection, side, body);
      const { ask, rules, paymentIsCrypto, quote, institution } = checked;
      const assetRules = ask.kind === 'equity' ? rules.equities! : rules.crypto!;
      // An order that would be cancelled at once (immediate or cancel, fill or kill) fails its preview, as it would fail.
      const refusal = quote.refusal ?? (quote.outcome === 'cancel' ? detailsOf(checked) : null);
      return {
        brokerType: connection.type,
        fee: num(quote.fee),
        feeText: feeText(assetRules.fee, ask.paymentSymbol, institution, rules.usesSpreads),
        amount: num(quote.amount),
        side: ask.side,
        status: refusal ? 'failed' : 'success',
        errorMessage: refusal,
        paymentSymbol: ask.paymentSymbol,
        paymentIsCryptocurrency: paymentIsCrypto,
        estimatedUnitPrice: num(quote.price),
      };
    },

    async execute(connection: Connection, side: Side, body: OrderRequest): Promise<Schemas['PlacedOrder']> {
      return store.transaction(async (tx) => {
        // One order of the account at a time passes this point: each spends funds the others see spent.
        await tx.connections.lockForUpdate(connection.id);
        const checked = await check(tx, connection, side, body);
        // A refused order is not placed: nothing is recorded or held.
        if (checked.quote.refusal) return placed(connection, checked, null);
        const row = await tx.orders.insert(recordOf(connection, checked));
        if (checked.quote.outcome === 'fill') await applyFill(tx, connection.id, checked);
        return placed(connection, checked, row);
      });
    },
  };
}

/** What the order's status says, in words. */
function detailsOf({ ask, quote, market, marketOpen }: Checked): string {
  const price = `${quote.price.toFixed()} ${ask.paymentSymbol}`;
  if (quote.outcome === 'fill') return `Filled at ${price}.`;
  const waits =
    ask.orderType === 'limit'
      ? `${ask.side}s at ${price} or ${ask.side === 'buy' ? 'less' : 'more'}`
      : `${ask.side}s once the market is at ${price} or ${ask.side === 'sell' ? 'less' : 'more'}`;
  const state = marketOpen ? `the market is at ${market.toFixed()} ${ask.paymentSymbol}` : 'the market is closed';
  if (quote.outcome === 'cancel') return `Cancelled: it could not fill at once (it ${waits}; ${state}).`;
  const until = ask.timeInForce === 'goodForDay' ? 'it fills, is cancelled or its day ends' : 'it fills or is cancelled';
  return `Open until ${until}; ${waits} (${state}).`;
}

export type Trading = ReturnType<typeof createTrading>;
