// What each institution that trades lets an account trade, and on what terms: data, read by the simulator and given
// to the domain through the adapter. The previews, the orders, getTradingFeatures and getSymbolTradingInfo all
// follow these rules and no others. Which institutions trade follows the public reference's list (the spec's
// Decisions); the fees, minimums and order types are the sandbox's, modelled on each institution's published terms.
import type { Schemas } from '../contract/types.js';
import { CATALOG, type InstitutionType } from './catalog.js';
import { ASSETS } from './market.js';

export type OrderType = Schemas['OrderType'];
export type TimeInForce = Schemas['TimeInForce'];

/** A fee, in the payment symbol: `rate` of the value plus `perUnit` per unit, at least `minimum`, at most `maximumRate` of the value. */
export interface FeeRule {
  rate: string;
  minimum: string;
  perUnit?: string;
  maximumRate?: string;
}

/** How the institution trades one kind of asset. */
export interface AssetRules {
  symbols: string[];
  fee: FeeRule;
  /** The smallest order value, in the payment symbol. */
  minimumOrderValue: string;
  /** Decimal places an amount may have; 0 for whole units only. */
  precision: number;
  /** The order types it takes, each with the times in force it takes for it. */
  orderTypes: Partial<Record<OrderType, TimeInForce[]>>;
  /** Whether an order may be sized in the payment symbol (buy for 10 USD), per side. */
  sizedInPayment: { buy: boolean; sell: boolean };
  /** Whether equity orders may fill in the extended session. */
  extendedHours: boolean;
}

export interface TradingRules {
  equities: AssetRules | null;
  crypto: AssetRules | null;
  /** Fiat currencies that pay for orders (prices are in US dollars). */
  fiat: string[];
  /** Stablecoins that pay for cryptocurrency orders. */
  stablecoins: string[];
  /**
   * What it needs besides the id to find an order to cancel, as the public reference says of `cancelOrder` (every
   * institution that trades cancels open orders).
   */
  cancelNeeds: Extract<keyof Schemas['OrderLookupRequest'], 'symbolPair' | 'side'>[];
  /** The institution earns on a spread rather than a fee. */
  usesSpreads: boolean;
}

const STABLECOINS = ['USDC', 'USDT', 'DAI'];
const EQUITIES = Object.keys(ASSETS).filter((symbol) => ASSETS[symbol]!.kind === 'equity');
const cryptoOf = (type: InstitutionType) => CATALOG[type].assets.filter((symbol) => ASSETS[symbol]?.kind === 'crypto');

const NO_FEE: FeeRule = { rate: '0', minimum: '0' };
const BOTH = { buy: true, sell: true };
const NEITHER = { buy: false, sell: false };
const EQUITY_ORDERS: AssetRules['orderTypes'] = {
  market: ['goodForDay', 'goodTillCanceled'],
  limit: ['goodForDay', 'goodTillCanceled', 'immediateOrCancel', 'fillOrKill'],
  stopLoss: ['goodForDay', 'goodTillCanceled'],
};
const CRYPTO_ORDERS: AssetRules['orderTypes'] = {
  market: ['goodTillCanceled', 'immediateOrCancel'],
  limit: ['goodTillCanceled', 'goodForDay', 'immediateOrCancel', 'fillOrKill'],
  stopLoss: ['goodTillCanceled'],
};
const EXCHANGE_ORDERS: AssetRules['orderTypes'] = {
  market: ['immediateOrCancel', 'goodTillCanceled'],
  limit: ['goodTillCanceled', 'goodForDay', 'immediateOrCancel', 'fillOrKill', 'postOnly'],
};

const equities = (extra: Partial<AssetRules> = {}): AssetRules => ({
  symbols: EQUITIES,
  fee: NO_FEE,
  minimumOrderValue: '1',
  precision: 6,
  orderTypes: EQUITY_ORDERS,
  sizedInPayment: BOTH,
  extendedHours: true,
  ...extra,
});
/** Whole shares only: no fractions, and so no orders sized in dollars. */
const wholeShares = (extra: Partial<AssetRules> = {}) =>
  equities({ precision: 0, minimumOrderValue: '0', sizedInPayment: NEITHER, ...extra });
const crypto = (type: InstitutionType, fee: FeeRule, minimumOrderValue: string, extra: Partial<AssetRules> = {}): AssetRules => ({
  symbols: cryptoOf(type),
  fee,
  minimumOrderValue,
  precision: 8,
  orderTypes: CRYPTO_ORDERS,
  sizedInPayment: BOTH,
  extendedHours: false,
  ...extra,
});

const brokerage = (equityRules: AssetRules, cryptoRules: AssetRules | null, usesSpreads = false): TradingRules => ({
  equities: equityRules,
  crypto: cryptoRules,
  fiat: ['USD'],
  stablecoins: [],
  cancelNeeds: [],
  usesSpreads,
});
/** An exchange: cryptocurrencies for US dollars or for the stablecoins it holds, a percentage of the value as its fee. */
const exchange = (type: InstitutionType, rate: string, minimumOrderValue: string, extra: Partial<AssetRules> = {}): TradingRules => ({
  equities: null,
  crypto: crypto(type, { rate, minimum: '0' }, minimumOrderValue, { orderTypes: EXCHANGE_ORDERS, ...extra }),
  fiat: ['USD'],
  stablecoins: cryptoOf(type).filter((symbol) => STABLECOINS.includes(symbol)),
  cancelNeeds: [],
  usesSpreads: false,
});
const withStops = { orderTypes: { ...EXCHANGE_ORDERS, stopLoss: ['goodTillCanceled' as const] } };
/** The rules, with what cancelling an order needs besides its id. */
const cancelling = (rules: TradingRules, ...cancelNeeds: TradingRules['cancelNeeds']): TradingRules => ({ ...rules, cancelNeeds });

export const TRADING: Partial<Record<InstitutionType, TradingRules>> = {
  robinhood: brokerage(equities(), crypto('robinhood', NO_FEE, '1'), true),
  eTrade: brokerage(wholeShares({ orderTypes: { ...EQUITY_ORDERS, market: ['goodForDay'] } }), null),
  alpaca: brokerage(
    equities(),
    crypto('alpaca', { rate: '0.0025', minimum: '0' }, '1', { orderTypes: { market: CRYPTO_ORDERS.market!, limit: CRYPTO_ORDERS.limit! } }),
  ),
  weBull: brokerage(equities({ minimumOrderValue: '5' }), crypto('weBull', { rate: '0.01', minimum: '0' }, '1')),
  stash: brokerage(equities({ orderTypes: { market: ['goodForDay'] }, extendedHours: false }), null),
  // Per share, at least 1 USD and at most 1% of the value (IBKR Pro Fixed); dollar amounts for buys only.
  interactiveBrokers: brokerage(
    equities({
      fee: { rate: '0', perUnit: '0.005', minimum: '1', maximumRate: '0.01' },
      minimumOrderValue: '0',
      precision: 4,
      sizedInPayment: { buy: true, sell: false },
      orderTypes: { ...EQUITY_ORDERS, market: ['goodForDay', 'goodTillCanceled', 'immediateOrCancel'] },
    }),
    null,
  ),
  public: brokerage(equities(), crypto('public', { rate: '0.0125', minimum: '0' }, '1')),
  etoro: brokerage(
    equities({ minimumOrderValue: '10', extendedHours: false }),
    crypto('etoro', { rate: '0.01', minimum: '0' }, '10', { orderTypes: { market: ['goodTillCanceled'], limit: ['goodTillCanceled'] } }),
  ),
  vanguard: brokerage(
    wholeShares({ orderTypes: { market: ['goodForDay'], limit: ['goodForDay', 'goodTillCanceled'] }, extendedHours: false }),
    null,
  ),
  coinbase: cancelling(exchange('coinbase', '0.006', '1'), 'side'),
  coinbasePro: exchange('coinbasePro', '0.005', '1'),
  coinbasePrime: exchange('coinbasePrime', '0.002', '1'),
  kraken: exchange('kraken', '0.0026', '5', withStops),
  krakenDirect: exchange('krakenDirect', '0.0026', '5', withStops),
  cryptoCom: exchange('cryptoCom', '0.0075', '1'),
  binanceUs: cancelling(exchange('binanceUs', '0.001', '10'), 'symbolPair'),
  binanceInternational: cancelling(exchange('binanceInternational', '0.001', '5', withStops), 'symbolPair'),
  binanceInternationalDirect: cancelling(exchange('binanceInternationalDirect', '0.001', '5', withStops), 'symbolPair'),
  gemini: exchange('gemini', '0.004', '1'),
  okCoin: exchange('okCoin', '0.002', '1'),
  kuCoin: exchange('kuCoin', '0.001', '1'),
  cexIo: exchange('cexIo', '0.0025', '1'),
  bitstamp: exchange('bitstamp', '0.004', '10'),
  gateIo: exchange('gateIo', '0.002', '1'),
  okx: cancelling(exchange('okx', '0.001', '1', withStops), 'symbolPair'),
  bitFlyer: cancelling(exchange('bitFlyer', '0.0015', '1'), 'symbolPair'),
  coinlist: exchange('coinlist', '0.005', '1'),
  huobi: exchange('huobi', '0.002', '5'),
  bitfinex: exchange('bitfinex', '0.002', '10'),
  bybit: exchange('bybit', '0.001', '1', withStops),
};

/** The institution's trading rules; null where it does not trade. */
export const tradingRulesOf = (type: InstitutionType): TradingRules | null => TRADING[type] ?? null;
