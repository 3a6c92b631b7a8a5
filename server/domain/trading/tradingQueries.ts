// What an account's orders are, and what its institution supports for trading: the orders' list and details, the
// cancellation of an open one, and the features and symbol information read from the same rules orders follow.
import type { Deps } from '../../deps/deps.js';
import { ContractError, missingField } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import type { AssetKind } from '../../institutions/orderQuote.js';
import type { AssetRules, OrderType, TradingRules } from '../../institutions/tradingRules.js';
import type { OrderRow } from '../../store/trading/orders.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import { assetRulesFor, kindOf, orderOnWire } from './orderRequests.js';
import { tradingBalances } from '../connections/buyingPower.js';
import { cursorOf, offsetOf } from '../pageCursors.js';
import { seconds } from '../transfers/transferRecords.js';

function orderTypeFeature(rules: AssetRules, orderType: OrderType, kind: AssetKind): Schemas['OrderTypeFeature'] {
  const timesInForce = rules.orderTypes[orderType];
  const supported = timesInForce !== undefined;
  const inPayment = (side: 'buy' | 'sell') => supported && rules.sizedInPayment[side];
  return {
    supported,
    supportsFractionalShares: supported && rules.precision > 0,
    supportsExtendedMarketHours: supported && kind === 'equity' && rules.extendedHours,
    supportsPlacingBuyOrdersInFiatAmount: inPayment('buy'),
    supportsPlacingSellOrdersInFiatAmount: inPayment('sell'),
    supportedTimeInForceList: timesInForce ?? [],
    supportsPlacingBuyOrdersInPaymentSymbolAmount: inPayment('buy'),
    supportsPlacingSellOrdersInPaymentSymbolAmount: inPayment('sell'),
    supportsPlacingBuyOrdersInBaseSymbolAmount: supported,
    supportsPlacingSellOrdersInBaseSymbolAmount: supported,
  };
}

/** One kind of asset's orders at the institution, from its rules (unsupported where it trades none). */
function tradingFeature(rules: TradingRules | null, kind: AssetKind): Schemas['TradingFeature'] {
  const assetRules = kind === 'equity' ? rules?.equities : rules?.crypto;
  const stablecoins = kind === 'crypto' && assetRules ? rules!.stablecoins : [];
  return {
    supported: Boolean(assetRules),
    supportsFiatCurrencyPayment: Boolean(assetRules && rules!.fiat.length),
    supportsCryptocurrencyPayment: stablecoins.length > 0,
    supportsMarginOrders: false,
    supportedCryptocurrencySymbols: kind === 'crypto' ? (assetRules?.symbols ?? []) : null,
    supportedCryptocurrencySymbolsForPayment: stablecoins,
    supportedFiatCurrencies: assetRules ? rules!.fiat : [],
    marketType: assetRules ? orderTypeFeature(assetRules, 'market', kind) : null,
    limitType: assetRules ? orderTypeFeature(assetRules, 'limit', kind) : null,
    stopLossType: assetRules ? orderTypeFeature(assetRules, 'stopLoss', kind) : null,
  };
}

/** A symbol pair as letters and digits only, upper case (`eth-usd`, `ETH/USD` and `ETHUSD` are one pair); none if empty. */
const pairOf = (pair: string | null | undefined) => pair?.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || undefined;

export function createTradingQueries({ store, clock, institutions }: Deps) {
  /** The account's order the request names, of its kind of asset (and side, when sent), with expired ones marked. */
  async function findOrder(connection: Connection, body: Schemas['OrderLookupRequest']): Promise<OrderRow> {
    await store.orders.expireDue(connection.id, clock.now());
    const kind = body.isCryptocurrency ? 'cryptocurrency' : 'equity';
    const row = await store.orders.find(connection.id, body.id);
    const side = body.side && body.side !== 'unknown' ? body.side : undefined;
    const pair = pairOf(body.symbolPair);
    if (!row || row.asset_type !== kind || (side && row.side !== side) || (pair && pairOf(`${row.symbol}${row.payment_symbol}`) !== pair))
      throw new ContractError(
        'orderNotFound',
        `The account has no ${kind}${side ? ` ${side}` : ''} order${pair ? ` of ${body.symbolPair}` : ''} with this id.`,
      );
    return row;
  }

  return {
    async list(connection: Connection, body: Schemas['OrderListRequest'] & { count: number }): Promise<Schemas['OrderList']> {
      await store.orders.expireDue(connection.id, clock.now());
      const offset = offsetOf(body.cursor);
      const filter = { statuses: body.statuses, from: body.from === null || body.from === undefined ? null : body.from * 1000 };
      const { rows, total, earliest } = await store.orders.page(connection.id, filter, offset, body.count);
      return {
        transactions: rows.map(orderOnWire),
        cursor: offset + rows.length < total ? cursorOf(offset + rows.length) : null,
        total,
        ...(earliest === null ? {} : { earliestTimestamp: seconds(earliest) }),
      };
    },

    get: async (connection: Connection, body: Schemas['OrderLookupRequest']) => orderOnWire(await findOrder(connection, body)),

    async cancel(connection: Connection, body: Schemas['OrderLookupRequest']): Promise<void> {
      const { name, trading } = institutionOf(institutions, connection);
      const given = { symbolPair: pairOf(body.symbolPair), side: body.side === 'unknown' ? undefined : body.side };
      for (const field of trading?.cancelNeeds ?? [])
        if (!given[field]) throw missingField(field, `${name} needs the order's ${field} to cancel it.`);
      const row = await findOrder(connection, body);
      if (!(await store.orders.cancel(connection.id, row.id, clock.now())))
        throw new ContractError('conflict', `The order is ${row.status}, not open; only an open (inProgress) order can be cancelled.`);
    },

    async features(connection: Connection): Promise<Schemas['TradingFeatures']> {
      const rules = institutionOf(institutions, connection).trading;
      const fiatBalances = await tradingBalances(
        { store, clock, institutions },
        connection,
        await store.connections.balances(connection.id),
      );
      return {
        brokerType: connection.type,
        accountId: connection.accountId,
        cryptocurrencyOrders: tradingFeature(rules, 'crypto'),
        stockOrders: tradingFeature(rules, 'equity'),
        cryptocurrencyAssetPairTrading: null,
        cryptocurrencyConversion: null,
        status: 'succeeded',
        supportsOrderPreview: true,
        supportsPriceQuotes: false,
        supportsOrderCancellation: rules !== null,
        isIntegrationUp: true,
        isTradingSupported: rules !== null,
        fiatBalances,
        historyRecordLimit: null,
        usesSpreads: Boolean(rules?.usesSpreads),
      };
    },

    symbolInfo(connection: Connection, body: Schemas['SymbolInfoRequest']): Schemas['OrderSymbolInfo'] {
      const symbol = body.symbol.toUpperCase();
      const kind = kindOf(symbol);
      const matches = body.isCryptocurrency === undefined || body.isCryptocurrency === (kind === 'crypto');
      const rules = matches ? assetRulesFor(institutionOf(institutions, connection).trading, kind, symbol) : null;
      if (!rules) return { fractionalTradingAllowance: 'tradingNotAllowed', minimumOrderValue: 0, precisionScale: null };
      return {
        fractionalTradingAllowance: rules.precision > 0 ? 'fractionalTradingAllowed' : 'fractionalTradingNotAllowed',
        minimumOrderValue: Number(rules.minimumOrderValue),
        precisionScale: rules.precision,
      };
    },
  };
}
