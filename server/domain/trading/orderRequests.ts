// What an order request asks, read against the institution's trading rules: what is wrong with the request itself is
// a ContractError (a 400); what the institution decides is left to the quote (orderQuote.ts). And how a stored order
// reads on the wire.
import Big from 'big.js';
import { ContractError, fieldError, missingField } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { ASSETS } from '../../institutions/market.js';
import type { AssetKind, OrderAsk } from '../../institutions/orderQuote.js';
import type { AssetRules, TradingRules } from '../../institutions/tradingRules.js';
import type { OrderRow } from '../../store/trading/orders.js';
import { seconds } from '../transfers/transferRecords.js';

export type OrderRequest = Schemas['OrderRequest'];

/** The kind of an asset the sandbox market prices, or undefined for one it does not know. */
export const kindOf = (symbol: string): AssetKind | undefined => ASSETS[symbol]?.kind;

/** The rules for the symbol's kind of asset at the institution, where it trades the symbol. */
export function assetRulesFor(rules: TradingRules | null, kind: AssetKind | undefined, symbol: string): AssetRules | null {
  const assetRules = kind === 'equity' ? rules?.equities : kind === 'crypto' ? rules?.crypto : null;
  return assetRules?.symbols.includes(symbol) ? assetRules : null;
}

/** The asset's kind, as the symbol says, held to `isCryptocurrency` where the request sends it. */
export function kindAsked(symbol: string, isCryptocurrency: boolean | undefined, institution: string): AssetKind {
  const kind = kindOf(symbol);
  if (!kind) throw new ContractError('unsupportedSymbol', `${institution} trades no symbol ${symbol}.`);
  if (isCryptocurrency !== undefined && isCryptocurrency !== (kind === 'crypto'))
    throw fieldError(
      'invalidField',
      `${symbol} is ${kind === 'crypto' ? 'a cryptocurrency' : 'an equity'}: isCryptocurrency must be ${kind === 'crypto'}.`,
      {
        field: 'isCryptocurrency',
        message: `must be ${kind === 'crypto'} for ${symbol}`,
        errorCode: 'kind',
      },
    );
  return kind;
}

/** What the request pays (or is paid) in, where the institution takes it for this kind of asset. */
function paymentOf(body: OrderRequest, rules: TradingRules, kind: AssetKind, symbol: string, institution: string): string {
  const payment = body.paymentSymbol.toUpperCase();
  const accepted = body.paymentIsCryptocurrency ? (kind === 'crypto' ? rules.stablecoins.filter((s) => s !== symbol) : []) : rules.fiat;
  if (accepted.includes(payment)) return payment;
  const takes = [
    ...rules.fiat,
    ...(kind === 'crypto' ? rules.stablecoins.filter((s) => s !== symbol).map((s) => `${s} (paymentIsCryptocurrency)`) : []),
  ];
  throw new ContractError(
    'unsupportedSymbol',
    `${institution} takes ${body.paymentIsCryptocurrency ? 'no cryptocurrency' : 'no fiat currency'} ${payment} for ${symbol}: it takes ${takes.join(', ')}.`,
  );
}

/** How much the order trades: units of the symbol, or an amount of the payment symbol (the deprecated fields too). */
function sizeOf(body: OrderRequest): OrderAsk['size'] {
  if (body.amountIsInPaymentSymbol || body.amountIsFiat === true) {
    const payment = body.amountInPaymentSymbol ?? body.amountInFiat;
    if (!payment)
      throw missingField('amountInPaymentSymbol', 'An order sized in the payment symbol needs amountInPaymentSymbol, more than 0.');
    return { payment: new Big(payment) };
  }
  if (!body.amount)
    throw fieldError(
      'invalidField',
      'amount must be more than 0 (or size the order with amountIsInPaymentSymbol and amountInPaymentSymbol).',
      {
        field: 'amount',
        message: 'must be more than 0',
        errorCode: 'exclusiveMinimum',
      },
    );
  return { units: new Big(body.amount) };
}

/** The order a request asks for, and the rules that apply to it; throws what is wrong with the request itself. */
export function askOf(
  side: Schemas['OrderSide'],
  body: OrderRequest,
  rules: TradingRules | null,
  institution: string,
): { ask: OrderAsk; assetRules: AssetRules; paymentIsCrypto: boolean } {
  if (side === 'unknown')
    throw new ContractError('invalidField', "An order is a buy or a sell: the path's side must be buy or sell, not unknown.");
  const symbol = body.symbol.toUpperCase();
  const kind = kindAsked(symbol, body.isCryptocurrency, institution);
  const assetRules = assetRulesFor(rules, kind, symbol);
  if (!rules || !assetRules) throw new ContractError('unsupportedSymbol', `${institution} does not trade ${symbol}.`);
  const paymentSymbol = paymentOf(body, rules, kind, symbol, institution);
  const size = sizeOf(body);
  let price: Big | null = null;
  if (body.orderType !== 'market') {
    if (!body.price)
      throw missingField(
        'price',
        `A ${body.orderType} order needs price, more than 0: its ${body.orderType === 'limit' ? 'limit' : 'stop'} price per unit.`,
      );
    price = new Big(body.price);
  }
  return {
    ask: {
      side,
      kind,
      symbol,
      paymentSymbol,
      orderType: body.orderType,
      timeInForce: body.timeInForce,
      size,
      price,
      extendedHours: body.extendedHours ?? false,
    },
    assetRules,
    paymentIsCrypto: body.paymentIsCryptocurrency,
  };
}

/** A stored order as the institution reports it. */
export const orderOnWire = (row: OrderRow): Schemas['Order'] => ({
  id: row.id,
  side: row.side as Schemas['OrderSide'],
  symbol: row.symbol,
  name: ASSETS[row.symbol]?.name ?? null,
  assetType: row.asset_type === 'equity' ? 'equity' : 'cryptocurrency',
  paymentSymbol: row.payment_symbol,
  paymentType: row.payment_type === 'cryptocurrency' ? 'cryptocurrency' : 'fiat',
  amount: row.amount,
  price: row.price,
  fee: row.fee,
  value: row.value,
  createdTimestamp: seconds(row.created_at),
  updatedTimestamp: seconds(row.updated_at),
  status: row.status as Schemas['OrderStatus'],
  statusDetails: row.status_details,
  orderType: row.order_type as Schemas['OrderType'],
  timeInForce: row.time_in_force as Schemas['TimeInForce'],
  brokerType: row.type as Schemas['InstitutionType'],
  transactionType: 'order',
  parentOrderId: null,
  optionDetails: null,
});
