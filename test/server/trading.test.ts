// Trading through the public Node client (@meshconnect/node-api), on both store engines: an order changes what the
// user sees (holdings and cash) at once and exactly, appears in the order list and details, and an open one can be
// cancelled; each institution's rules (fees, minimums, fractions, hours, payment) refuse what they refuse, in the
// answer. Every answer node-api received is judged by node-api's own declared types at the end.
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, nodeApiTypeErrors, recordingNodeApi } from '../support/nodeApi.js';
import { storeKinds } from '../support/postgres.js';
import { CLIENT, connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

/** Tuesday 24 November 2026, 10:00 in New York: the market is open. */
const TUESDAY_MORNING = Date.UTC(2026, 10, 24, 15, 0);

type Front = ReturnType<typeof recordingNodeApi>['api'];
type OrderBody = Parameters<Front['transactions']['v1TransactionsCreate']>[1];
/** node-api's institution types stop at `sandbox`; every type used here is among them. */
type BrokerType = OrderBody['type'];

describe.each(storeKinds)('trading through node-api on %s', (kind) => {
  let server: TestServer;
  let api: Front;
  let answers: ReturnType<typeof recordingNodeApi>['answers'];
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    ({ api, answers } = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret));
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: TUESDAY_MORNING } }));
  });
  afterAll(async () => {
    await server?.close();
  });

  let n = 0;
  /** A fresh account of its own user, so that the user's fiat balances are this account's. */
  async function account(type: BrokerType) {
    const userId = `trader-${kind}-${n++}`;
    const connected = await connect(server, type, { userId, username: `trader-${n}` });
    return { authToken: connected.tokenId, type, userId };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  const order = (of: Account, fields: Partial<OrderBody> & Pick<OrderBody, 'symbol'>): OrderBody => ({
    authToken: of.authToken,
    type: of.type,
    paymentSymbol: 'USD',
    amount: 0,
    paymentIsCryptocurrency: false,
    amountIsInPaymentSymbol: false,
    orderType: 'market',
    timeInForce: 'goodForDay',
    ...fields,
  });
  const execute = async (side: 'buy' | 'sell', body: OrderBody) =>
    present((await api.transactions.v1TransactionsCreate(side, body)).data.content);
  const preview = async (side: 'buy' | 'sell', body: OrderBody) =>
    present((await api.transactions.v1TransactionsPreviewCreate(side, body)).data.content);

  /** What the user sees: each position's amount and cost basis, and the cash of each currency. */
  async function holdings(of: Account) {
    const content = present(
      (await api.portfolio.v1HoldingsGetCreate({ authToken: of.authToken, type: of.type, includeMarketValue: true })).data.content,
    );
    const positions = new Map<string, { amount: number; costBasis?: number | null; lastPrice?: number | null }>();
    for (const p of [...(content.equityPositions ?? []), ...(content.cryptocurrencyPositions ?? [])])
      positions.set(present(p.symbol), p as never);
    const balances = present((await api.balance.v1BalancePortfolioList({ UserId: of.userId })).data.content).fiatBalances ?? [];
    const cash = (symbol: string) => new Big(balances.find((b) => b.symbol === symbol)?.cash ?? 0);
    const amount = (symbol: string) => new Big(positions.get(symbol)?.amount ?? 0);
    return { positions, cash, amount };
  }

  it('fills a market buy at once: the position grows by its amount and cash falls by its value and fee, exactly', async () => {
    const robinhood = await account('robinhood');
    const before = await holdings(robinhood);
    const previewed = await preview('buy', order(robinhood, { symbol: 'AAPL', amount: 2 }));
    expect(previewed).toMatchObject({ status: 'success', amount: 2, side: 'buy', brokerType: 'robinhood', paymentSymbol: 'USD', fee: 0 });

    const filled = await execute('buy', order(robinhood, { symbol: 'AAPL', amount: 2 }));
    expect(filled).toMatchObject({ status: 'success', side: 'buy', amount: 2, fee: 0, symbolPair: 'AAPL-USD', errorMessage: null });
    expect(filled.price).toBe(previewed.estimatedUnitPrice); // the clock stands still: the preview's price is the fill's
    expect(filled.value).toBe(new Big(present(filled.price)).times(2).toNumber());

    const after = await holdings(robinhood);
    expect(after.amount('AAPL').toNumber()).toBe(before.amount('AAPL').plus(2).toNumber());
    expect(after.cash('USD').toNumber()).toBe(before.cash('USD').minus(present(filled.value)).minus(present(filled.fee)).toNumber());
  });

  it('sells for a dollar amount at a fee: cash grows by value less fee, at the price holdings value the position at', async () => {
    const coinbase = await account('coinbase');
    const before = await holdings(coinbase);
    const sold = await execute(
      'sell',
      order(coinbase, { symbol: 'ETH', amountIsInPaymentSymbol: true, amountInPaymentSymbol: 100, timeInForce: 'immediateOrCancel' }),
    );
    expect(sold.status).toBe('success');
    const price = new Big(present(sold.price));
    const amount = new Big(sold.amount!);
    expect(amount.toNumber()).toBe(new Big(100).div(price).round(8, Big.roundDown).toNumber());
    expect(sold.value).toBe(amount.times(price).round(2, Big.roundHalfUp).toNumber());
    expect(sold.fee).toBe(new Big(present(sold.value)).times('0.006').round(2, Big.roundHalfUp).toNumber());

    const after = await holdings(coinbase);
    expect(after.positions.get('ETH')?.lastPrice).toBe(sold.price);
    expect(after.amount('ETH').toNumber()).toBe(before.amount('ETH').minus(amount).toNumber());
    expect(after.cash('USD').toNumber()).toBe(before.cash('USD').plus(present(sold.value)).minus(present(sold.fee)).toNumber());
  });

  it('keeps a limit order the market has not reached open, holding its funds, until it is cancelled', async () => {
    const kraken = await account('kraken');
    const before = await holdings(kraken);
    const cash = before.cash('USD');
    // A buy at a price far below the market, worth nearly all the cash.
    const limit = 100;
    const units = cash.times('0.9').div(limit).round(2, Big.roundDown);
    const limitBuy = order(kraken, {
      symbol: 'ETH',
      amount: units.toNumber(),
      orderType: 'limit',
      price: limit,
      timeInForce: 'goodTillCanceled',
    });
    const { fee } = await preview('buy', limitBuy);
    const open = await execute('buy', limitBuy);
    expect(open).toMatchObject({ status: 'inProgress', price: limit, fee: null });
    const orderId = present(open.orderId);

    // Nothing changed hands, and what it holds cannot be spent again.
    const held = await holdings(kraken);
    expect(held.cash('USD').toNumber()).toBe(cash.toNumber());
    expect(held.amount('ETH').toNumber()).toBe(before.amount('ETH').toNumber());
    const again = await execute('buy', limitBuy);
    expect(again).toMatchObject({ status: 'rejected', orderId: null });
    expect(again.errorMessage).toMatch(
      /^Insufficient funds: the order needs [\d.]+ USD \(its value and fee\); the account has [\d.]+ USD to spend\.$/,
    );
    // The account's balance and its trading features say the same: what is left to spend on cryptocurrencies.
    const lookup = { authToken: kraken.authToken, type: 'kraken' as const };
    const usd = (balances?: { currencyCode?: string | null; cryptocurrencyBuyingPower?: number | null }[] | null) =>
      present(balances?.find((b) => b.currencyCode === 'USD')?.cryptocurrencyBuyingPower);
    const leftToSpend = usd((await api.balance.v1BalanceGetCreate(lookup)).data.content?.balances);
    expect(usd((await api.transactions.v1TransactionsFeatureListCreate(lookup)).data.content?.fiatBalances)).toBe(leftToSpend);
    // The cash less what the order holds: its value and Kraken's fee on it, as its preview said.
    expect(leftToSpend).toBe(cash.minus(units.times(limit)).minus(present(fee)).toNumber());
    expect(present(fee)).toBeGreaterThan(0);

    const details = await api.transactions.v1TransactionsDetailsCreate({
      authToken: kraken.authToken,
      type: 'kraken',
      id: orderId,
      isCryptocurrency: true,
    });
    expect(details.data.content).toMatchObject({
      id: orderId,
      status: 'inProgress',
      orderType: 'limit',
      side: 'buy',
      symbol: 'ETH',
      assetType: 'cryptocurrency',
    });

    const cancelled = await api.transactions.v1TransactionsCancelCreate({
      authToken: kraken.authToken,
      type: 'kraken',
      id: orderId,
      isCryptocurrency: true,
    });
    expect(cancelled.data).toMatchObject({ status: 'ok' });
    const listed = present((await api.transactions.v1TransactionsListCreate({ authToken: kraken.authToken, type: 'kraken' })).data.content);
    expect(listed.transactions?.map((t) => [t.id, t.status])).toEqual([[orderId, 'cancelled']]);
    // Cancelled, it holds nothing: the same order can be placed again.
    expect((await execute('buy', limitBuy)).status).toBe('inProgress');

    const twice = await answer(
      api.transactions.v1TransactionsCancelCreate({ authToken: kraken.authToken, type: 'kraken', id: orderId, isCryptocurrency: true }),
    );
    expect(twice).toMatchObject({ status: 409, data: { status: 'conflict', errorType: 'conflict' } });
  });

  it('cannot cancel a filled order, and finds no order of another kind or id', async () => {
    const robinhood = await account('robinhood');
    const filled = await execute('buy', order(robinhood, { symbol: 'BTC', amount: 0.001, timeInForce: 'goodTillCanceled' }));
    const lookup = { authToken: robinhood.authToken, type: 'robinhood' as const, id: present(filled.orderId), isCryptocurrency: true };
    const refused = await answer(api.transactions.v1TransactionsCancelCreate(lookup));
    expect(refused.status).toBe(409);
    expect(refused.data.message).toMatch(/The order is success, not open/);
    expect((await answer(api.transactions.v1TransactionsDetailsCreate({ ...lookup, isCryptocurrency: false }))).data).toMatchObject({
      status: 'notFound',
      errorType: 'orderNotFound',
    });
    expect((await answer(api.transactions.v1TransactionsDetailsCreate({ ...lookup, id: 'no-such-order' }))).status).toBe(404);
    expect((await answer(api.transactions.v1TransactionsCancelCreate({ ...lookup, side: 'sell' }))).status).toBe(404);
    expect((await api.transactions.v1TransactionsDetailsCreate({ ...lookup, side: 'buy' })).data.content?.status).toBe('success');
  });

  it("asks for what the public reference says an institution needs to cancel: OKX the order's pair, Coinbase its side", async () => {
    for (const [type, needs, give] of [
      ['okx', 'symbolPair', { symbolPair: 'ETH-USD' }],
      ['coinbase', 'side', { side: 'buy' }],
    ] as const) {
      const of = await account(type);
      const open = await execute(
        'buy',
        order(of, { symbol: 'ETH', amount: 0.02, orderType: 'limit', price: 100, timeInForce: 'goodTillCanceled' }),
      );
      const lookup = { authToken: of.authToken, type, id: present(open.orderId, JSON.stringify(open)), isCryptocurrency: true };
      const without = await answer(api.transactions.v1TransactionsCancelCreate(lookup));
      expect([without.status, without.data.errorType], JSON.stringify(without.data)).toEqual([400, 'missingField']);
      expect(without.data.message).toMatch(new RegExp(`needs the order's ${needs} to cancel it`));
      // A pair of separators alone, or side unknown, names nothing.
      const empty = needs === 'symbolPair' ? { symbolPair: ' - ' } : { side: 'unknown' as const };
      expect((await answer(api.transactions.v1TransactionsCancelCreate({ ...lookup, ...empty }))).status).toBe(400);
      // Not the order's pair or side: no such order.
      const wrong = needs === 'symbolPair' ? { symbolPair: 'BTC-USD' } : { side: 'sell' as const };
      expect((await answer(api.transactions.v1TransactionsCancelCreate({ ...lookup, ...wrong }))).status).toBe(404);
      expect((await api.transactions.v1TransactionsCancelCreate({ ...lookup, ...give })).data.status).toBe('ok');
      expect((await api.transactions.v1TransactionsDetailsCreate(lookup)).data.content?.status).toBe('cancelled');
    }
  });

  it("refuses what the institution's rules refuse, in the answer, and places nothing", async () => {
    const eTrade = await account('eTrade');
    const fraction = await execute('buy', order(eTrade, { symbol: 'AAPL', amount: 1.5 }));
    expect(fraction).toMatchObject({ status: 'rejected', orderId: null });
    expect(fraction.errorMessage).toBe('E*TRADE trades whole shares of AAPL only: fractional amounts are not allowed.');

    const weBull = await account('weBull');
    const small = await preview('buy', order(weBull, { symbol: 'AAPL', amount: 0.01 }));
    expect(small.status).toBe('failed');
    expect(small.errorMessage).toMatch(/^The order's value, [\d.]+ USD, is below Webull's minimum of 5 USD\.$/);

    const robinhood = await account('robinhood');
    const tooMuch = await preview('sell', order(robinhood, { symbol: 'BTC', amount: 1000, timeInForce: 'goodTillCanceled' }));
    expect(tooMuch.errorMessage).toMatch(/^Insufficient holdings: the order sells 1000 BTC; the account has [\d.]+ BTC it can sell\.$/);
    const postOnly = await preview('buy', order(eTrade, { symbol: 'AAPL', amount: 1, timeInForce: 'postOnly' }));
    expect(postOnly.errorMessage).toBe('E*TRADE takes market orders for equities with timeInForce goodForDay, not postOnly.');
    const listed = present((await api.transactions.v1TransactionsListCreate({ authToken: eTrade.authToken, type: 'eTrade' })).data.content);
    expect(listed).toMatchObject({ transactions: [], total: 0, cursor: null });
    expect(listed.earliestTimestamp).toBeUndefined();
  });

  it('answers 400 for what is wrong with the request, and for an institution that does not trade', async () => {
    const robinhood = await account('robinhood');
    const unknown = await answer(api.transactions.v1TransactionsPreviewCreate('buy', order(robinhood, { symbol: 'XYZ', amount: 1 })));
    expect(unknown).toMatchObject({ status: 400, data: { errorType: 'unsupportedSymbol', message: 'Robinhood trades no symbol XYZ.' } });
    const notHere = await answer(api.transactions.v1TransactionsCreate('buy', order(robinhood, { symbol: 'ADA', amount: 1 })));
    expect(notHere).toMatchObject({ status: 400, data: { errorType: 'unsupportedSymbol', message: 'Robinhood does not trade ADA.' } });
    const side = await answer(api.transactions.v1TransactionsCreate('unknown', order(robinhood, { symbol: 'AAPL', amount: 1 })));
    expect(side).toMatchObject({ status: 400, data: { errorType: 'invalidField' } });
    const noPrice = await answer(
      api.transactions.v1TransactionsCreate('buy', order(robinhood, { symbol: 'AAPL', amount: 1, orderType: 'limit' })),
    );
    expect(noPrice).toMatchObject({ status: 400, data: { errorType: 'missingField' } });

    const tdAmeritrade = await account('tdAmeritrade');
    const refused = await answer(api.transactions.v1TransactionsCreate('buy', order(tdAmeritrade, { symbol: 'AAPL', amount: 1 })));
    expect(refused).toMatchObject({ status: 400, data: { errorType: 'institutionNotSupported' } });
    const features = present(
      (await api.transactions.v1TransactionsFeatureListCreate({ authToken: tdAmeritrade.authToken, type: 'tdAmeritrade' })).data.content,
    );
    expect(features).toMatchObject({
      isTradingSupported: false,
      stockOrders: { supported: false },
      cryptocurrencyOrders: { supported: false },
    });
  });

  it('trades equities in regular hours, in the extended session where offered, and never at the weekend', async () => {
    const robinhood = await account('robinhood');
    const vanguard = await account('vanguard');
    // 18:00 in New York: after hours.
    ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 8 * 3600 } }));
    try {
      const closed = await preview('buy', order(robinhood, { symbol: 'MSFT', amount: 1 }));
      expect(closed.errorMessage).toBe(
        'The market is closed: MSFT trades 9:30-16:00 New York time, Monday to Friday (4:00-20:00 with extendedHours at Robinhood).',
      );
      expect((await execute('buy', order(robinhood, { symbol: 'MSFT', amount: 1, extendedHours: true }))).status).toBe('success');
      expect((await preview('buy', order(vanguard, { symbol: 'VOO', amount: 1, extendedHours: true }))).errorMessage).toBe(
        'Vanguard does not trade in extended hours.',
      );
      // A limit order placed after hours rests until the day's end (20:00 with extendedHours): at 21:00 it is expired.
      const resting = await execute(
        'buy',
        order(robinhood, { symbol: 'MSFT', amount: 1, orderType: 'limit', price: 1, timeInForce: 'goodForDay', extendedHours: true }),
      );
      expect(resting.status).toBe('inProgress');
      ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 3 * 3600 } }));
      const expired = present(
        (await api.transactions.v1TransactionsListCreate({ authToken: robinhood.authToken, type: 'robinhood', statuses: ['expired'] })).data
          .content,
      );
      expect(expired.transactions?.map((t) => t.id)).toEqual([resting.orderId]);
      // Saturday.
      ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 3 * 24 * 3600 } }));
      expect((await preview('buy', order(robinhood, { symbol: 'MSFT', amount: 1, extendedHours: true }))).status).toBe('failed');
      expect((await preview('buy', order(robinhood, { symbol: 'BTC', amount: 0.001, timeInForce: 'goodTillCanceled' }))).status).toBe(
        'success',
      );
    } finally {
      ok(await server.call('sandboxDeleteTestClock'));
      ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: TUESDAY_MORNING } }));
    }
  });

  it('pays for a cryptocurrency with a stablecoin where the exchange takes one', async () => {
    const binance = await account('binanceInternational');
    const before = await holdings(binance);
    const bought = await execute(
      'buy',
      order(binance, { symbol: 'SOL', amount: 0.5, paymentSymbol: 'USDC', paymentIsCryptocurrency: true, timeInForce: 'goodTillCanceled' }),
    );
    expect(bought.status).toBe('success');
    const after = await holdings(binance);
    expect(after.amount('SOL').toNumber()).toBe(before.amount('SOL').plus('0.5').toNumber());
    expect(after.amount('USDC').toNumber()).toBe(before.amount('USDC').minus(present(bought.value)).minus(present(bought.fee)).toNumber());
    expect(after.cash('USD').toNumber()).toBe(before.cash('USD').toNumber());
  });

  it('fills concurrent orders one at a time: never more than the cash pays for', async () => {
    const coinbase = await account('coinbase');
    const cash = (await holdings(coinbase)).cash('USD');
    // Five orders at once, each for 40% of the cash: two fill, the others find the cash spent.
    const worth = cash.times('0.4').round(0, Big.roundDown).toNumber();
    const body = order(coinbase, {
      symbol: 'BTC',
      amountIsInPaymentSymbol: true,
      amountInPaymentSymbol: worth,
      timeInForce: 'immediateOrCancel',
    });
    const placed = await Promise.all([1, 2, 3, 4, 5].map(() => execute('buy', body)));
    const filled = placed.filter((p) => p.status === 'success');
    expect(filled).toHaveLength(2);
    expect(placed.filter((p) => p.status === 'rejected').every((p) => /^Insufficient funds/.test(p.errorMessage ?? ''))).toBe(true);
    const spent = filled.reduce((sum, p) => sum.plus(present(p.value)).plus(present(p.fee)), new Big(0));
    expect((await holdings(coinbase)).cash('USD').toNumber()).toBe(cash.minus(spent).toNumber());
  });

  it('fills a stop order the market has reached, keeps one it has not open, and cancels an immediate-or-cancel order that cannot fill', async () => {
    const robinhood = await account('robinhood');
    const before = await holdings(robinhood);
    const reached = await execute(
      'buy',
      order(robinhood, { symbol: 'ETH', amount: 0.01, orderType: 'stopLoss', price: 1, timeInForce: 'goodTillCanceled' }),
    );
    expect(reached.status).toBe('success');
    expect(present(reached.price)).toBeGreaterThan(1); // filled at the market's price, not the stop's
    const waiting = await execute(
      'sell',
      order(robinhood, { symbol: 'ETH', amount: 0.05, orderType: 'stopLoss', price: 100, timeInForce: 'goodTillCanceled' }),
    );
    expect(waiting).toMatchObject({ status: 'inProgress', price: 100, value: 5, fee: null });
    const immediate = order(robinhood, { symbol: 'ETH', amount: 0.05, orderType: 'limit', price: 100, timeInForce: 'immediateOrCancel' });
    // Its preview says so first: it would fail.
    const foreseen = await preview('buy', immediate);
    expect(foreseen).toMatchObject({ status: 'failed' });
    expect(foreseen.errorMessage).toMatch(/^Cancelled: it could not fill at once/);
    const missed = await execute('buy', immediate);
    expect(missed).toMatchObject({ status: 'cancelled', fee: null });
    expect(missed.statusDetails).toMatch(/^Cancelled: it could not fill at once/);
    const after = await holdings(robinhood);
    expect(after.amount('ETH').toNumber()).toBe(before.amount('ETH').plus('0.01').toNumber());
    const listed = present(
      (await api.transactions.v1TransactionsListCreate({ authToken: robinhood.authToken, type: 'robinhood' })).data.content,
    );
    expect(listed.transactions?.map((t) => [t.orderType, t.status])).toEqual([
      ['stopLoss', 'success'],
      ['stopLoss', 'inProgress'],
      ['limit', 'cancelled'],
    ]);
  });

  it("charges Interactive Brokers' per-share fee, at least 1 USD, and takes dollar amounts for buys only", async () => {
    const ibkr = await account('interactiveBrokers');
    const bought = await execute('buy', order(ibkr, { symbol: 'AAPL', amount: 1 }));
    expect(bought).toMatchObject({ status: 'success', fee: 1, errorMessage: null }); // 0.005 USD for the share, raised to the minimum
    const previewed = await preview('buy', order(ibkr, { symbol: 'AAPL', amount: 0.5 }));
    // Half a share is worth less than 100 USD: 1% of it caps the fee below the minimum.
    expect(previewed.fee).toBe(
      new Big(present(previewed.estimatedUnitPrice))
        .times('0.5')
        .round(2, Big.roundHalfUp)
        .times('0.01')
        .round(2, Big.roundHalfUp)
        .toNumber(),
    );
    const sale = await preview('sell', order(ibkr, { symbol: 'AAPL', amountIsInPaymentSymbol: true, amountInPaymentSymbol: 100 }));
    expect(sale.errorMessage).toBe(
      'Interactive Brokers does not take sell orders for equities sized in USD: send amount in units of AAPL.',
    );
  });

  it('lists orders oldest first, a page at a time, with the total and the earliest time', async () => {
    const robinhood = await account('robinhood');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(present((await execute('buy', order(robinhood, { symbol: 'DOGE', amount: 10, timeInForce: 'goodTillCanceled' }))).orderId));
      ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 60 } }));
    }
    const list = (cursor?: string | null) =>
      api.transactions.v1TransactionsListCreate({
        authToken: robinhood.authToken,
        type: 'robinhood',
        count: 2,
        ...(cursor ? { cursor } : {}),
      });
    const first = present((await list()).data.content);
    expect(first.transactions?.map((t) => t.id)).toEqual(ids.slice(0, 2));
    expect(first.total).toBe(3);
    const second = present((await list(first.cursor)).data.content);
    expect(second.transactions?.map((t) => t.id)).toEqual(ids.slice(2));
    expect(second.cursor).toBeNull();
    expect(second.earliestTimestamp).toBe(first.transactions?.[0]?.createdTimestamp);
  });

  it('describes what each institution trades from the rules orders follow', async () => {
    const eTrade = await account('eTrade');
    const info = await api.transactions.v1TransactionsSymbolinfoCreate({ ...order(eTrade, { symbol: 'AAPL', amount: 1 }), side: 'buy' });
    expect(info.data.content).toEqual({
      fractionalTradingAllowance: 'fractionalTradingNotAllowed',
      minimumOrderValue: 0,
      precisionScale: 0,
    });
    const robinhood = await account('robinhood');
    const rh = await api.transactions.v1TransactionsSymbolinfoCreate(order(robinhood, { symbol: 'BTC', amount: 1 }));
    expect(rh.data.content).toEqual({ fractionalTradingAllowance: 'fractionalTradingAllowed', minimumOrderValue: 1, precisionScale: 8 });
    const none = await api.transactions.v1TransactionsSymbolinfoCreate(order(robinhood, { symbol: 'ADA', amount: 1 }));
    expect(none.data.content).toEqual({ fractionalTradingAllowance: 'tradingNotAllowed', minimumOrderValue: 0, precisionScale: null });
    const features = present(
      (await api.transactions.v1TransactionsFeatureListCreate({ authToken: eTrade.authToken, type: 'eTrade' })).data.content,
    );
    expect(features.stockOrders).toMatchObject({
      supported: true,
      marketType: { supportsFractionalShares: false, supportedTimeInForceList: ['goodForDay'] },
    });
    expect(features.cryptocurrencyOrders?.supported).toBe(false);
  });

  it("answered every call with a body of node-api's declared type", () => {
    expect(answers.length).toBeGreaterThan(40);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});
