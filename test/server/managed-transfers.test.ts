// The public service's transfer family over HTTP: institution lists and details with their quirks, server-side
// transfers under every institution rule, a preview's expiry and single use, and the service's transfer history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import { connect, ok, present, startTestServer, startTestServerOn, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

let n = 0;
const account = (type: string, username = `managed-${n++}`) => connect(server, type, { username, userId: 'managed-user' });

/** A preview from the account, with what the body adds; the call's answer. */
const preview = (from: { tokenId: string; brokerType: string }, body: Record<string, unknown> = {}) =>
  server.call('previewTransfer', {
    body: {
      fromAuthToken: from.tokenId,
      fromType: from.brokerType,
      symbol: 'ETH',
      networkId: ETHEREUM,
      toAddress: DESTINATION,
      amount: 0.01,
      ...body,
    },
  });
const previewId = async (from: { tokenId: string; brokerType: string }, body: Record<string, unknown> = {}) =>
  present(ok(await preview(from, body)).previewResult).previewId;
const execute = (from: { tokenId: string; brokerType: string }, id: string, mfaCode?: string) =>
  server.call('executeTransfer', {
    body: { fromAuthToken: from.tokenId, fromType: from.brokerType, previewId: id, ...(mfaCode ? { mfaCode } : {}) },
  });
/** A transfer sent through the Link UI's headless twin, to list. */
async function sandboxTransfer(from: { tokenId: string; brokerType: string }, amount = 0.01) {
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'managed-user' } }));
  return present(
    ok(
      await server.call('sandboxTransfer', {
        body: { linkToken, authToken: from.tokenId, type: from.brokerType, symbol: 'ETH', amount, toAddress: DESTINATION },
      }),
    ).transfer,
  );
}

describe('transfers/list and transfers/details', () => {
  it('answer one list for every sub-account of a coinbase login, and each account its own elsewhere', async () => {
    for (const [type, shared] of [
      ['coinbase', true],
      ['gemini', false],
    ] as const) {
      // A login holding two accounts (sandbox usernames with "multi"), both connected at once.
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'managed-user' } }));
      const connected = ok(
        await server.call('sandboxConnect', { body: { linkToken, type, username: `multi-${type}`, password: 'pass_good' } }),
      );
      const [first, second] = present(connected.accessToken).accountTokens.map((t) => ({ tokenId: present(t.tokenId), brokerType: type }));
      const sent = await sandboxTransfer(present(first));
      const listOf = async (authToken: string) =>
        ok(await server.call('listInstitutionTransfers', { body: { authToken, type } })).transfers.map((t) => t.id);
      expect(await listOf(present(first).tokenId)).toEqual([sent.txId]);
      expect(await listOf(present(second, 'the second sub-account').tokenId)).toEqual(shared ? [sent.txId] : []);
    }
  });

  it('give the hash of a coinbase transfer only when it is queried, once it succeeded', async () => {
    const coinbase = await account('coinbase');
    const sent = await sandboxTransfer(coinbase);
    const details = () =>
      server.call('getInstitutionTransfer', { body: { authToken: coinbase.tokenId, type: 'coinbase', transactionId: present(sent.txId) } });
    expect(ok(await details())).toMatchObject({ status: 'pending', hash: null });
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: sent.transferId }, body: { outcome: 'Succeeded' } }));
    const [listed] = ok(
      await server.call('listInstitutionTransfers', { body: { authToken: coinbase.tokenId, type: 'coinbase' } }),
    ).transfers;
    expect(listed).toMatchObject({ status: 'succeeded', hash: null });
    const hash = present(ok(await details()).hash);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The hash now finds it too, by its transferId as well as the institution's id.
    expect(
      ok(
        await server.call('getInstitutionTransfer', {
          body: { authToken: coinbase.tokenId, type: 'coinbase', transactionHash: hash.toUpperCase().replace('0X', '0x') },
        }),
      ).id,
    ).toBe(sent.txId);
    expect(
      ok(
        await server.call('getInstitutionTransfer', {
          body: { authToken: coinbase.tokenId, type: 'coinbase', transactionId: sent.transferId },
        }),
      ).id,
    ).toBe(sent.txId);
  });

  it('page with a cursor and filter by status', async () => {
    const gemini = await account('gemini');
    const sent = [await sandboxTransfer(gemini), await sandboxTransfer(gemini), await sandboxTransfer(gemini)];
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: sent[0]!.transferId }, body: { outcome: 'Failed' } }));
    const body = { authToken: gemini.tokenId, type: 'gemini', count: 2 };
    const first = ok(await server.call('listInstitutionTransfers', { body }));
    expect(first.total).toBe(3);
    const second = ok(await server.call('listInstitutionTransfers', { body: { ...body, cursor: present(first.cursor) } }));
    expect(second.cursor).toBeNull();
    expect(new Set([...first.transfers, ...second.transfers].map((t) => t.id))).toEqual(new Set(sent.map((t) => t.txId)));
    expect(
      ok(await server.call('listInstitutionTransfers', { body: { ...body, statuses: ['failed'] } })).transfers.map((t) => t.id),
    ).toEqual([sent[0]!.txId]);
    const bad = await server.call('listInstitutionTransfers', { body: { ...body, cursor: 'not-a-cursor' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorType: 'invalidField', errorData: { errors: [{ path: '/body/cursor' }] } });
  });

  it('refuse what is not there: no such transfer, no id, an institution that does not transfer', async () => {
    const gemini = await account('gemini');
    const unknown = await server.call('getInstitutionTransfer', {
      body: { authToken: gemini.tokenId, type: 'gemini', transactionId: 'GEMI-TX-NONE' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorType).toBe('transferNotFound');
    expect((await server.call('getInstitutionTransfer', { body: { authToken: gemini.tokenId, type: 'gemini' } })).body.errorType).toBe(
      'missingField',
    );
    const robinhood = await account('robinhood');
    const refused = await server.call('listInstitutionTransfers', { body: { authToken: robinhood.tokenId, type: 'robinhood' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorType).toBe('institutionNotSupported');
  });
});

describe('server-side transfers', () => {
  it('configure: the assets and networks the source can send to another connected account', async () => {
    const gemini = await account('gemini');
    const coinbase = await account('coinbase');
    const configured = ok(
      await server.call('configureTransfer', {
        body: { fromAuthToken: gemini.tokenId, fromType: 'gemini', toAuthToken: coinbase.tokenId, toType: 'coinbase', symbol: 'ETH' },
      }),
    );
    expect(configured.holdings.map((h) => h.symbol)).toEqual(['ETH']);
    const ethereum = present(configured.holdings[0]!.networks.find((n) => n.id === ETHEREUM));
    const deposit = ok(await server.call('getDepositAddress', { body: { authToken: coinbase.tokenId, type: 'coinbase', symbol: 'ETH' } }));
    expect(ethereum).toMatchObject({ eligibleForTransfer: true, toAddress: deposit.address });
    const tooMuch = ok(
      await server.call('configureTransfer', {
        body: { fromAuthToken: gemini.tokenId, fromType: 'gemini', symbol: 'ETH', amount: 1_000_000 },
      }),
    );
    expect(tooMuch.holdings[0]!.networks[0]).toMatchObject({ eligibleForTransfer: false });
    const okx = await account('okx');
    const whitelistOnly = ok(
      await server.call('configureTransfer', {
        body: {
          fromAuthToken: okx.tokenId,
          fromType: 'okx',
          symbol: 'ETH',
          toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }],
        },
      }),
    );
    expect(whitelistOnly.holdings[0]!.networks.find((n) => n.id === ETHEREUM)).toMatchObject({
      eligibleForTransfer: false,
      ineligibilityReason: 'refusedByInstitution',
    });
  });

  it('execute sends the previewed transfer, the one getTransfer and the service history know, once', async () => {
    const gemini = await account('gemini');
    const id = await previewId(gemini, { transactionId: 'order-managed-1' });
    const sent = ok(await execute(gemini, id));
    expect(sent).toMatchObject({ status: 'succeeded', executeTransferResult: { status: 'pending', amount: 0.01, toAddress: DESTINATION } });
    const transferId = present(sent.executeTransferResult).transferId;
    expect(ok(await server.call('getTransfer', { params: { transferId } }))).toMatchObject({
      status: 'Pending',
      clientTransactionId: 'order-managed-1',
      userId: 'managed-user',
    });
    const again = await execute(gemini, id);
    expect(again.status).toBe(409);
    expect(again.body.errorType).toBe('conflict');
    const history = ok(await server.call('listManagedTransfers', { query: { Id: transferId } }));
    expect(history).toMatchObject({
      total: 1,
      items: [{ id: transferId, clientTransactionId: 'order-managed-1', status: 'pending', executedTimestamp: null }],
    });
  });

  it("preview and execute answer node-api's amounts: what is received and requested, and the total that left in USD", async () => {
    const gemini = await account('gemini');
    const previewed = present(ok(await preview(gemini, { amount: 0.02 })).previewResult);
    expect(previewed).toMatchObject({ amountToReceive: 0.02, transferAmountToRequest: 0.02, isMaximumAmount: false });
    expect(previewed.amountToReceiveInFiat).toBe(previewed.amountInFiat);
    const executed = present(ok(await execute(gemini, previewed.previewId)).executeTransferResult);
    expect(executed).toMatchObject({ statusDetails: null, completedConfirmations: 0 });
    const price = present(executed.amountInFiat) / executed.amount;
    expect(present(executed.totalAmountInFiat)).toBeCloseTo((executed.amount + executed.institutionTransferFee.fee) * price, 2);
  });

  it('a preview expires after previewExpiresIn seconds, and belongs to its source account', async () => {
    const gemini = await account('gemini');
    const other = await account('gemini');
    const id = await previewId(gemini);
    const foreign = await execute(other, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorType).toBe('previewNotFound');
    expect((await execute(gemini, '00000000-0000-4000-8000-000000000000')).body.errorType).toBe('previewNotFound');
    server.clock.advance(300_000);
    const expired = await execute(gemini, id);
    expect(expired.status).toBe(400);
    expect(expired.body.errorType).toBe('previewExpired');
  });

  it('execute asks for the code the institution texts first (kraken), and a wrong code fails without spending the preview', async () => {
    const kraken = await account('kraken');
    const id = await previewId(kraken);
    expect(ok(await execute(kraken, id))).toMatchObject({ status: 'mfaRequired', mfaType: 'phone', executeTransferResult: null });
    expect(ok(await execute(kraken, id, '000000'))).toMatchObject({ status: 'mfaFailed', executeTransferResult: null });
    expect(ok(await execute(kraken, id, '123456'))).toMatchObject({ status: 'succeeded', executeTransferResult: { status: 'pending' } });
  });

  it('answer an error for what is wrong with the request itself', async () => {
    // An explicit chain: without a network, binanceInternational cannot tell which.
    const binance = await account('binanceInternational');
    const noChain = await preview(binance, { networkId: null });
    expect(noChain.status).toBe(400);
    expect(noChain.body.errorType).toBe('chainRequired');
    expect(ok(await preview(binance)).previewResult?.networkId).toBe(ETHEREUM);
    const gemini = await account('gemini');
    const invalid = await preview(gemini, { toAddress: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errorType: 'invalidAddress', errorData: { errors: [{ path: '/body/toAddress' }] } });
    const noAmount = await preview(gemini, { amount: null });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.errorType).toBe('missingField');
    const unknown = await preview({ tokenId: 'at_0000000000000000000000000000dead', brokerType: 'gemini' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorType).toBe('connectionNotFound');
  });

  it('answer the institution refusing a preview as status failed, with the reason and no preview', async () => {
    const refused = async (from: { tokenId: string; brokerType: string }, body: Record<string, unknown>, reason: RegExp) => {
      const answer = await preview(from, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ status: 'ok', errorType: '', content: { status: 'failed', previewResult: null } });
      expect(ok(answer).errorMessage).toMatch(reason);
    };
    // The minimum fee is charged where one is required, and the minimum and maximum amounts hold.
    const bitfinex = await account('bitfinex');
    const charged = present(ok(await preview(bitfinex)).previewResult);
    expect(charged.institutionTransferFee.fee).toBeGreaterThan(0);
    expect(charged.totalEstimatedAmount).toBeCloseTo(0.01 + charged.institutionTransferFee.fee, 10);
    await refused(bitfinex, { amount: 0.000001 }, /^The minimum amount of ETH on .+ is [\d.]+\.$/);
    await refused(bitfinex, { amount: 1_000 }, /^The maximum amount of ETH on .+ is [\d.]+\.$/);
    // The fee taken from the amount when it is included, and an amount that does not cover it.
    const included = present(ok(await preview(bitfinex, { isInclusiveFeeEnabled: true })).previewResult);
    expect(included).toMatchObject({ isFeeIncluded: true, totalEstimatedAmount: 0.01 });
    expect(included.amountToReceive).toBeCloseTo(0.01 - included.institutionTransferFee.fee, 10);
    await refused(bitfinex, { amount: included.institutionTransferFee.fee, isInclusiveFeeEnabled: true }, /does not cover the fee/);
    // The trusted IP list and the withdrawal permission.
    await refused(await account('bybit'), {}, /trusted IP list/);
    await refused(await account('bybit', `ip_trusted_readonly-${n++}`), {}, /no withdrawal permission/);
    expect(ok(await preview(await account('bybit', `ip_trusted-${n++}`))).status).toBe('succeeded');
    // Only whitelisted addresses: for a server-side transfer, the client's connected accounts.
    const okx = await account('okx');
    await refused(okx, {}, /only withdraws to addresses whitelisted/);
    const coinbase = await account('coinbase');
    expect(ok(await preview(okx, { toAddress: null, toAuthToken: coinbase.tokenId, toType: 'coinbase' })).status).toBe('succeeded');
  });

  it('refuse a deposit the destination would not refund (cryptoCom keeps ETH deposits below 0.01)', async () => {
    const gemini = await account('gemini');
    const cryptoCom = await account('cryptoCom');
    const toAccount = { toAddress: null, toAuthToken: cryptoCom.tokenId, toType: 'cryptoCom' };
    const lost = await preview(gemini, { ...toAccount, amount: 0.005 });
    expect(lost.status).toBe(200);
    expect(ok(lost)).toMatchObject({ status: 'failed', previewResult: null });
    expect(ok(lost).errorMessage).toContain('does not refund deposits of ETH below 0.01');
    expect(ok(await preview(gemini, { ...toAccount, amount: 0.01 })).status).toBe('succeeded');
  });

  it('answer requiresFunding, with how much more is needed, when the balance less what pending transfers hold falls short', async () => {
    const gemini = await account('gemini');
    const available = present(
      ok(await server.call('configureTransfer', { body: { fromAuthToken: gemini.tokenId, fromType: 'gemini', symbol: 'ETH' } }))
        .holdings[0],
    ).availableBalance;
    const half = Number((available * 0.6).toFixed(6));
    // Enough while nothing is pending; not once a pending transfer holds part of the balance.
    expect(ok(await preview(gemini, { amount: half })).status).toBe('succeeded');
    await sandboxTransfer(gemini, half);
    const short = await preview(gemini, { amount: half });
    expect(short.status).toBe(200);
    expect(ok(short)).toMatchObject({ status: 'requiresFunding', previewResult: null });
    const [, free, needed, more] = present(
      /can send ([\d.]+) ETH .+ come to ([\d.]+) ETH, ([\d.]+) ETH more/.exec(present(ok(short).errorMessage)),
    );
    expect(Number(free)).toBeCloseTo(available - half, 8);
    expect(Number(needed)).toBe(half);
    expect(Number(more)).toBeCloseTo(half - (available - half), 8);
  });

  it('answer funds taken since the preview as status failed at execution, and keep the preview for once the account is funded', async () => {
    const gemini = await connect(server, 'gemini', { username: `managed-${n++}`, userId: 'managed-refused' });
    const available = present(
      ok(await server.call('configureTransfer', { body: { fromAuthToken: gemini.tokenId, fromType: 'gemini', symbol: 'ETH' } }))
        .holdings[0],
    ).availableBalance;
    const half = Number((available * 0.6).toFixed(6));
    const [first, second] = [await previewId(gemini, { amount: half }), await previewId(gemini, { amount: half })];
    const sent = ok(await execute(gemini, first));
    expect(sent.status).toBe('succeeded');
    const refused = await execute(gemini, second);
    expect(refused.status).toBe(200);
    expect(ok(refused)).toMatchObject({ status: 'failed', mfaType: null, executeTransferResult: null });
    expect(ok(refused).errorMessage).toMatch(/ETH more than it has\.$/);
    // Nothing was sent: the service knows one transfer of the account.
    const history = ok(await server.call('listManagedTransfers', { query: { UserId: 'managed-refused' } }));
    expect(history).toMatchObject({ total: 1, items: [{ id: present(sent.executeTransferResult).transferId }] });
    // A failed transfer releases its funds, and the refused preview can be executed then.
    ok(
      await server.call('sandboxSettleTransfer', {
        params: { transferId: present(sent.executeTransferResult).transferId },
        body: { outcome: 'Failed' },
      }),
    );
    expect(ok(await execute(gemini, second))).toMatchObject({
      status: 'succeeded',
      executeTransferResult: { status: 'pending', amount: half },
    });
  });
});

describe('request bodies', () => {
  it('larger than the limit are refused with 413 before anything is done', async () => {
    const padding = 'x'.repeat(1_100_000);
    for (const id of [
      'configureTransfer',
      'previewTransfer',
      'executeTransfer',
      'listInstitutionTransfers',
      'getInstitutionTransfer',
    ] as const) {
      const result = await server.call(id, {
        body: { fromAuthToken: 'at_x', fromType: 'gemini', authToken: 'at_x', type: 'gemini', padding },
      });
      expect(result.status, id).toBe(413);
      expect(result.body.errorType, id).toBe('payloadTooLarge');
    }
  });
});

describe('transfers/managed/mesh', () => {
  it('filters by user, status, hash and time, and pages in either order', async () => {
    const gemini = await connect(server, 'gemini', { username: 'history', userId: 'history-user' });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'history-user' } }));
    const first = present(
      ok(
        await server.call('sandboxTransfer', {
          body: { linkToken, authToken: gemini.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION },
        }),
      ).transfer,
    );
    const startedAt = server.clock.now();
    server.clock.advance(1000);
    const second = present(ok(await execute(gemini, await previewId(gemini))).executeTransferResult);
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: first.transferId }, body: { outcome: 'Succeeded' } }));

    const list = async (query: Record<string, string | number>) =>
      ok(await server.call('listManagedTransfers', { query: { UserId: 'history-user', ...query } }));
    expect((await list({})).items.map((t) => t.id)).toEqual([second.transferId, first.transferId]);
    expect((await list({ DescendingOrder: 'false' })).items.map((t) => t.id)).toEqual([first.transferId, second.transferId]);
    expect(await list({ Count: 1, Offset: 1 })).toMatchObject({ total: 2, items: [{ id: first.transferId }] });
    expect((await list({ Statuses: 'succeeded' })).items.map((t) => t.id)).toEqual([first.transferId]);
    expect((await list({ Hash: present(first.txHash) })).items.map((t) => t.id)).toEqual([first.transferId]);
    // Times in Unix seconds, as transfers/list has them; ToTimestamp takes in its whole second.
    const startedSecond = Math.floor(startedAt / 1000);
    expect((await list({ Id: first.transferId })).items[0]?.createdTimestamp).toBe(startedSecond);
    expect((await list({ ToTimestamp: startedSecond })).items.map((t) => t.id)).toEqual([first.transferId]);
    expect((await list({ FromTimestamp: startedSecond + 1 })).items.map((t) => t.id)).toEqual([second.transferId]);
    expect((await list({ FromTimestamp: startedSecond, ToTimestamp: startedSecond + 1 })).total).toBe(2);
    const wrongCase = await server.call('listManagedTransfers', { query: { Statuses: 'Succeeded' } });
    expect(wrongCase.status).toBe(400);
    expect(wrongCase.body.message).toContain('did you mean `succeeded`?');
  });
});

describe.each(storeKinds)('transfers/managed/mesh on %s', (kind) => {
  it('orders by a decimal value and by a network name, and filters by fiat value, the same on both stores', async () => {
    const store = await startTestServerOn(kind);
    try {
      const userId = 'ordered-user';
      const gemini = await connect(store, 'gemini', { username: 'ordered', userId });
      const send = async (amount: number, symbol = 'ETH', toAddress = DESTINATION) => {
        const { linkToken } = ok(await store.call('createLinkToken', { body: { userId } }));
        const body = { linkToken, authToken: gemini.tokenId, type: 'gemini', symbol, amount, toAddress };
        const sent = present(ok(await store.call('sandboxTransfer', { body })).transfer);
        store.clock.advance(1000);
        return sent.transferId;
      };
      const list = async (query: Record<string, string | number>) =>
        ok(await store.call('listManagedTransfers', { query: { UserId: userId, ...query } })).items;
      const ids = async (query: Record<string, string | number>) => (await list(query)).map((t) => t.id);
      const first = await send(0.003);
      const price = present((await list({ Id: first }))[0]?.amountInFiat) / 0.003;
      // Worth about $95 and $105: as text, "105…" sorts before "95…"; as numbers, after.
      const [ninetyFive, hundredFive] = [await send(Number((95 / price).toFixed(8))), await send(Number((105 / price).toFixed(8)))];
      const bitcoin = await send(0.001, 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
      const eth = { ToTimestamp: Math.floor((store.clock.now() - 1500) / 1000) };
      expect(await ids({ ...eth, OrderBy: 'amountInFiat', DescendingOrder: 'false' })).toEqual([first, ninetyFive, hundredFive]);
      expect(await ids({ ...eth, OrderBy: 'amountInFiat' })).toEqual([hundredFive, ninetyFive, first]);
      expect(await ids({ ...eth, MinAmountInFiat: 90, MaxAmountInFiat: 100 })).toEqual([ninetyFive]);
      expect(await ids({ ...eth, MinAmountInFiat: 90 })).toEqual([hundredFive, ninetyFive]);
      // Bitcoin before Ethereum by name, ties oldest first in ascending order.
      expect(await ids({ OrderBy: 'networkName', DescendingOrder: 'false' })).toEqual([bitcoin, first, ninetyFive, hundredFive]);
      expect(await ids({ OrderBy: 'networkName' })).toEqual([hundredFive, ninetyFive, first, bitcoin]);
    } finally {
      await store.close();
    }
  });
});
