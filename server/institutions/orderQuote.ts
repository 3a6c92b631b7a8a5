// What an order does under an institution's trading rules at a market price: its amount, price, value and fee, and
// whether it fills now, rests open, is cancelled at once, or is refused (and why, in the words the answer carries).
// Pure: the domain brings the price, the session and the account's funds. Every figure is an exact decimal, rounded
// once: an amount to the symbol's precision (down, when it comes from a payment amount), a value and a fee half up
// to the payment symbol's decimals.
import Big from 'big.js';
import { EQUITY_HOURS, EXTENDED_HOURS, type Session } from './marketHours.js';
import type { AssetRules, FeeRule, OrderType, TimeInForce } from './tradingRules.js';

export type Side = 'buy' | 'sell';
export type AssetKind = 'equity' | 'crypto';

export interface OrderAsk {
  side: Side;
  kind: AssetKind;
  symbol: string;
  paymentSymbol: string;
  orderType: OrderType;
  timeInForce: TimeInForce;
  /** Units of the symbol, or what to spend or receive in the payment symbol. */
  size: { units: Big } | { payment: Big };
  /** The limit or stop price; null for a market order. */
  price: Big | null;
  extendedHours: boolean;
}

export interface MarketState {
  /** The market price of one unit, in the payment symbol. */
  price: Big;
  /** The equity session now; cryptocurrencies trade at every hour. */
  session: Session;
  /** Decimal places of the payment symbol: 2 for fiat, 8 for a cryptocurrency. */
  decimals: number;
  /** The institution's name, for the words of a refusal. */
  institution: string;
}

export type Outcome = 'fill' | 'rest' | 'cancel';

export interface Quote {
  amount: Big;
  /** The price it fills at (the market's), or its limit or stop price where it does not fill now. */
  price: Big;
  value: Big;
  fee: Big;
  outcome: Outcome;
  /** Why the institution would refuse it; null when it takes it. */
  refusal: string | null;
}

const decimalsOf = (value: Big) => Math.max(0, value.c.length - value.e - 1);
const plain = (value: Big, decimals: number) => value.toFixed(decimals);

/** The fee of an order, rounded half up to the payment symbol's decimals. */
export function feeFor(rule: FeeRule, amount: Big, value: Big, decimals: number): Big {
  let fee = value.times(rule.rate).plus(amount.times(rule.perUnit ?? 0));
  if (fee.lt(rule.minimum)) fee = new Big(rule.minimum);
  if (rule.maximumRate !== undefined && fee.gt(value.times(rule.maximumRate))) fee = value.times(rule.maximumRate);
  return fee.round(decimals, Big.roundHalfUp);
}

/** How the fee is made up, in words. */
export function feeText(rule: FeeRule, paymentSymbol: string, institution: string, usesSpreads: boolean): string {
  const percent = new Big(rule.rate).times(100);
  const parts = [
    ...(percent.gt(0) ? [`${percent.toFixed(2)}% of the order value`] : []),
    ...(rule.perUnit ? [`${rule.perUnit} ${paymentSymbol} per unit`] : []),
  ];
  if (!parts.length && new Big(rule.minimum).eq(0)) return usesSpreads ? `No fee (${institution} earns on the spread)` : 'No fee';
  const minimum = new Big(rule.minimum).gt(0) ? `, at least ${rule.minimum} ${paymentSymbol}` : '';
  const maximum = rule.maximumRate ? `, at most ${new Big(rule.maximumRate).times(100).toFixed(2)}% of the order value` : '';
  return `${parts.join(' plus ') || 'A flat fee'}${minimum}${maximum}`;
}

/** Whether the market price reaches the order's price: a limit buy at or below it, a stop sell at or below it, and so on. */
function reached(ask: OrderAsk, market: Big): boolean {
  if (ask.orderType === 'market' || !ask.price) return true;
  const atOrBelow = market.lte(ask.price);
  const buyLike = ask.orderType === 'limit' ? ask.side === 'buy' : ask.side === 'sell';
  return buyLike ? atOrBelow : market.gte(ask.price);
}

/** The first rule of the institution the order breaks, before its figures are known; null when none. */
function ruleRefusal(rules: AssetRules, ask: OrderAsk, institution: string): string | null {
  const kind = ask.kind === 'equity' ? 'equities' : 'cryptocurrencies';
  const timesInForce = rules.orderTypes[ask.orderType];
  if (!timesInForce) return `${institution} takes no ${ask.orderType} orders for ${kind}.`;
  if (!timesInForce.includes(ask.timeInForce))
    return `${institution} takes ${ask.orderType} orders for ${kind} with timeInForce ${timesInForce.join(', ')}, not ${ask.timeInForce}.`;
  if ('payment' in ask.size && !rules.sizedInPayment[ask.side])
    return `${institution} does not take ${ask.side} orders for ${kind} sized in ${ask.paymentSymbol}: send amount in units of ${ask.symbol}.`;
  if (ask.extendedHours && ask.kind === 'equity' && !rules.extendedHours) return `${institution} does not trade in extended hours.`;
  if ('units' in ask.size && decimalsOf(ask.size.units) > rules.precision) {
    return rules.precision === 0
      ? `${institution} trades whole shares of ${ask.symbol} only: fractional amounts are not allowed.`
      : `${institution} takes amounts of ${ask.symbol} with at most ${rules.precision} decimal places.`;
  }
  return null;
}

/** Whether the market is open for the order now: always for cryptocurrencies, in the session it may fill in for equities. */
function open(ask: OrderAsk, rules: AssetRules, session: Session): boolean {
  if (ask.kind === 'crypto') return true;
  return session === 'regular' || (session === 'extended' && ask.extendedHours && rules.extendedHours);
}

/** The refusal of an equity market order while the market is closed to it. */
const closedMarket = (ask: OrderAsk, rules: AssetRules, institution: string) =>
  `The market is closed: ${ask.symbol} trades ${EQUITY_HOURS}` +
  (rules.extendedHours ? ` (${EXTENDED_HOURS} with extendedHours at ${institution}).` : '.');

/** What the order would do now under the institution's rules for its kind of asset. */
export function quoteOrder(rules: AssetRules, ask: OrderAsk, market: MarketState): Quote {
  const canFill = open(ask, rules, market.session) && reached(ask, market.price);
  const price = canFill ? market.price : (ask.price ?? market.price);
  const amount = 'units' in ask.size ? ask.size.units : ask.size.payment.div(price).round(rules.precision, Big.roundDown);
  const value = amount.times(price).round(market.decimals, Big.roundHalfUp);
  const fee = feeFor(rules.fee, amount, value, market.decimals);
  const outcome: Outcome = canFill
    ? 'fill'
    : ask.timeInForce === 'immediateOrCancel' || ask.timeInForce === 'fillOrKill'
      ? 'cancel'
      : 'rest';
  const refuse = (refusal: string): Quote => ({ amount, price, value, fee, outcome, refusal });
  const broken = ruleRefusal(rules, ask, market.institution);
  if (broken) return refuse(broken);
  if (amount.eq(0))
    return refuse(
      `${plain(ask.price ?? market.price, market.decimals)} ${ask.paymentSymbol} is the price of one ${ask.symbol}: the amount buys none of it.`,
    );
  const minimum = new Big(rules.minimumOrderValue);
  if (value.lt(minimum) || (minimum.eq(0) && value.eq(0)))
    return refuse(
      `The order's value, ${plain(value, market.decimals)} ${ask.paymentSymbol}, is below ${market.institution}'s minimum of ${rules.minimumOrderValue} ${ask.paymentSymbol}.`,
    );
  if (ask.side === 'sell' && value.lte(fee))
    return refuse(`The fee, ${plain(fee, market.decimals)} ${ask.paymentSymbol}, would take the whole value of the sale.`);
  if (ask.kind === 'equity' && ask.orderType === 'market' && !open(ask, rules, market.session))
    return refuse(closedMarket(ask, rules, market.institution));
  if (ask.timeInForce === 'postOnly' && canFill)
    return refuse('A postOnly order must not fill at once, and the market has reached its price.');
  return { amount, price, value, fee, outcome, refusal: null };
}

/** What an order spends or sells: a buy its value and fee, in the payment symbol; a sell its amount of the symbol. */
export const needOf = (ask: Pick<OrderAsk, 'side' | 'symbol' | 'paymentSymbol'>, quote: Pick<Quote, 'amount' | 'value' | 'fee'>) =>
  ask.side === 'buy' ? { symbol: ask.paymentSymbol, amount: quote.value.plus(quote.fee) } : { symbol: ask.symbol, amount: quote.amount };
