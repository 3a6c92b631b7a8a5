// The institution's transfer history (transfers/list and transfers/details) on both store engines: what the account
// sent, and what it received. A transfer from one connected account to another's deposit address is a withdrawal
// at the sender and a deposit at the receiver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import { connect, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
type Account = { tokenId: string; brokerType: string };

describe.each(storeKinds)('transfers/list and transfers/details on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  let n = 0;
  const account = (type: string) => connect(server, type, { username: `history-${kind}-${n++}`, userId: 'history-user' });
  const details = (of: Account, body: Record<string, unknown>) =>
    server.call('getInstitutionTransfer', { body: { authToken: of.tokenId, type: of.brokerType, ...body } });
  const list = async (of: Account, body: Record<string, unknown> = {}) =>
    ok(await server.call('listInstitutionTransfers', { body: { authToken: of.tokenId, type: of.brokerType, ...body } }));
  const depositAddress = async (of: Account) =>
    present(ok(await server.call('getDepositAddress', { body: { authToken: of.tokenId, type: of.brokerType, symbol: 'ETH' } })).address);
  const settle = async (transferId: string, outcome: 'Succeeded' | 'Failed') =>
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome } }));
  /** A server-side transfer to the other connected account (configure's toAuthToken): preview, then execute. */
  async function managedTransfer(from: Account, to: Account, amount = 0.01) {
    const preview = ok(
      await server.call('previewTransfer', {
        body: {
          fromAuthToken: from.tokenId,
          fromType: from.brokerType,
          toAuthToken: to.tokenId,
          toType: to.brokerType,
          symbol: 'ETH',
          networkId: ETHEREUM,
          amount,
        },
      }),
    );
    const previewId = present(preview.previewResult, JSON.stringify(preview)).previewId;
    const sent = present(
      ok(await server.call('executeTransfer', { body: { fromAuthToken: from.tokenId, fromType: from.brokerType, previewId } }))
        .executeTransferResult,
    );
    return present(ok(await server.call('getTransfer', { params: { transferId: sent.transferId } })));
  }
  /** A transfer approved in the Link UI (its headless twin), to any address. */
  async function linkTransfer(from: Account, toAddress: string, amount = 0.01) {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'history-user' } }));
    const sent = present(
      ok(
        await server.call('sandboxTransfer', {
          body: { linkToken, authToken: from.tokenId, type: from.brokerType, symbol: 'ETH', networkId: ETHEREUM, amount, toAddress },
        }),
      ).transfer,
    );
    return present(ok(await server.call('getTransfer', { params: { transferId: sent.transferId } })));
  }

  it("find a transfer by the institution's id or its transferId, and answer 404 for an id that names none", async () => {
    const gemini = await account('gemini');
    const sent = await linkTransfer(gemini, DESTINATION);
    expect(ok(await details(gemini, { transactionId: sent.txId })).id).toBe(sent.txId);
    expect(ok(await details(gemini, { transactionId: sent.transferId.toUpperCase() })).id).toBe(sent.txId);
    for (const transactionId of ['GEMI-TX-NONE', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await details(gemini, { transactionId });
      expect(unknown.status, transactionId).toBe(404);
      expect(unknown.body.errorType).toBe('transferNotFound');
    }
  });

  it('show the receiver a deposit of what arrived and the sender its withdrawal, each found by its own id and the hash', async () => {
    const gemini = await account('gemini');
    const binanceUs = await account('binanceUs');
    const sent = await managedTransfer(gemini, binanceUs, 0.02);
    const address = await depositAddress(binanceUs);
    expect(sent.toAddress).toBe(address);

    const received = await list(binanceUs);
    expect(received).toMatchObject({ total: 1, cursor: null, earliestTimestamp: Math.floor(sent.createdAt / 1000) });
    const [deposit] = received.transfers;
    expect(deposit).toMatchObject({
      type: 'deposit',
      status: 'pending',
      symbol: 'ETH',
      amount: 0.02,
      transactionAmount: 0.02,
      transferFee: null,
      networkTransactionFee: null,
      fromAddress: sent.fromAddress,
      targetAddress: address,
      hash: sent.txHash,
      confirmations: 0,
      createdTimestamp: Math.floor(sent.createdAt / 1000),
    });
    const withdrawal = present((await list(gemini)).transfers[0]);
    expect(withdrawal).toMatchObject({
      id: sent.txId,
      type: 'withdrawal',
      status: 'pending',
      targetAddress: address,
      fromAddress: sent.fromAddress,
      transactionAmount: 0.02,
    });
    expect(present(deposit).id).not.toBe(withdrawal.id);
    expect((await list(gemini)).total).toBe(1); // the sender received nothing

    await settle(sent.transferId, 'Succeeded');
    expect((await list(binanceUs)).transfers).toMatchObject([
      { id: present(deposit).id, type: 'deposit', status: 'succeeded', confirmations: 12 },
    ]);
    const byId = ok(await details(binanceUs, { transactionId: present(deposit).id }));
    expect(byId).toMatchObject({
      id: present(deposit).id,
      type: 'deposit',
      status: 'succeeded',
      amount: 0.02,
      targetAddress: address,
      hash: sent.txHash,
    });
    expect(ok(await details(binanceUs, { transactionHash: present(sent.txHash) }))).toMatchObject({
      id: present(deposit).id,
      type: 'deposit',
    });
    expect(ok(await details(gemini, { transactionId: sent.txId }))).toMatchObject({
      id: sent.txId,
      type: 'withdrawal',
      status: 'succeeded',
    });
    // The deposit is the receiver's: the sender does not find it by its id, nor the receiver the withdrawal by its.
    expect((await details(gemini, { transactionId: present(deposit).id })).body.errorType).toBe('transferNotFound');
    expect((await details(binanceUs, { transactionId: sent.txId })).body.errorType).toBe('transferNotFound');
    expect((await details(binanceUs, { transactionId: present(deposit).id, symbol: 'BTC' })).body.errorType).toBe('transferNotFound');
  });

  it("give a deposit's hash as the receiving institution does: coinbase only when one transfer is queried", async () => {
    const gemini = await account('gemini');
    const coinbase = await account('coinbase');
    const toCoinbase = await managedTransfer(gemini, coinbase);
    await settle(toCoinbase.transferId, 'Succeeded');
    const hash = present(ok(await server.call('getTransfer', { params: { transferId: toCoinbase.transferId } })).txHash);
    const [listed] = (await list(coinbase)).transfers;
    expect(listed).toMatchObject({ type: 'deposit', status: 'succeeded', hash: null });
    expect(ok(await details(coinbase, { transactionId: present(listed).id })).hash).toBe(hash);

    // And the other way: coinbase, which gives its own withdrawal's hash only on re-query, to gemini, which lists hashes.
    const fromCoinbase = await managedTransfer(coinbase, gemini);
    await settle(fromCoinbase.transferId, 'Succeeded');
    const sentHash = present(ok(await server.call('getTransfer', { params: { transferId: fromCoinbase.transferId } })).txHash);
    expect((await list(gemini)).transfers.find((t) => t.type === 'deposit')).toMatchObject({ status: 'succeeded', hash: sentHash });
  });

  it('show a deposit while the transfer is pending, and none once it failed: a failed withdrawal never arrived', async () => {
    const gemini = await account('gemini');
    const binanceUs = await account('binanceUs');
    const sent = await linkTransfer(gemini, await depositAddress(binanceUs));
    const [pending] = (await list(binanceUs)).transfers;
    expect(pending).toMatchObject({ type: 'deposit', status: 'pending', transactionAmount: 0.01 });

    await settle(sent.transferId, 'Failed');
    const none = await list(binanceUs);
    expect(none).toEqual({ transfers: [], total: 0, cursor: null });
    expect((await list(binanceUs, { statuses: ['failed'] })).transfers).toEqual([]);
    const gone = await details(binanceUs, { transactionId: present(pending).id });
    expect(gone.status).toBe(404);
    expect(gone.body.errorType).toBe('transferNotFound');
    expect((await list(gemini)).transfers).toMatchObject([{ id: sent.txId, type: 'withdrawal', status: 'failed' }]);
  });

  it('page, count and filter withdrawals and deposits together, newest first, in the same order on every page', async () => {
    const holder = await account('gemini');
    const other = await account('gemini');
    const holderAddress = await depositAddress(holder);
    // Oldest to newest, a second apart but for the last two, sent at the same time.
    const entries: { id: string; transferId: string; createdAt: number }[] = [];
    const out = async () => {
      const t = await linkTransfer(holder, DESTINATION);
      entries.push({ id: present(t.txId), transferId: t.transferId, createdAt: t.createdAt });
    };
    const into = async () => {
      const t = await managedTransfer(other, holder);
      const deposit = ok(await details(holder, { transactionHash: present(t.txHash) }));
      expect(deposit.type).toBe('deposit');
      entries.push({ id: deposit.id, transferId: t.transferId, createdAt: t.createdAt });
    };
    await into();
    server.clock.advance(1000);
    await out();
    server.clock.advance(1000);
    await into();
    server.clock.advance(1000);
    await out();
    await into();
    const ids = entries.map((e) => e.id);
    const sentAt = entries.map((e) => e.createdAt);
    expect(new Set(ids).size).toBe(5);

    const all = await list(holder);
    expect(all.total).toBe(5);
    expect(all.earliestTimestamp).toBe(Math.floor(present(sentAt[0]) / 1000));
    expect(all.transfers.map((t) => t.type)).toEqual(expect.arrayContaining(['deposit', 'withdrawal']));
    expect(all.transfers.slice(2).map((t) => t.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(new Set(all.transfers.slice(0, 2).map((t) => t.id))).toEqual(new Set([ids[3], ids[4]]));
    const created = all.transfers.map((t) => t.createdTimestamp);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const deposit of all.transfers.filter((t) => t.type === 'deposit')) expect(deposit.targetAddress).toBe(holderAddress);

    // Pages of two, then one at a time: the same entries in the same order, each once.
    const paged = async (count: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof list>> = await list(holder, { count, ...(cursor ? { cursor } : {}) });
        expect(page.total).toBe(5);
        seen.push(...page.transfers.map((t) => t.id));
        cursor = page.cursor;
      } while (cursor);
      return seen;
    };
    const order = all.transfers.map((t) => t.id);
    expect(await paged(2)).toEqual(order);
    expect(await paged(1)).toEqual(order);

    // Filters apply to both: statuses, and from (Unix seconds).
    await settle(entries[0]!.transferId, 'Succeeded');
    await settle(entries[1]!.transferId, 'Succeeded');
    const succeeded = await list(holder, { statuses: ['succeeded'] });
    expect(succeeded).toMatchObject({ total: 2, earliestTimestamp: Math.floor(present(sentAt[0]) / 1000) });
    expect(succeeded.transfers.map((t) => t.id)).toEqual([ids[1], ids[0]]);
    expect((await list(holder, { statuses: ['pending'], count: 2 })).total).toBe(3);
    const recent = await list(holder, { from: Math.floor(present(sentAt[2]) / 1000) });
    expect(recent.total).toBe(3);
    expect(recent.transfers.map((t) => t.id)).toEqual(order.slice(0, 3));
  });

  it('list a transfer between two sub-accounts of one coinbase login twice, as the withdrawal and the deposit', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'history-user' } }));
    const connected = ok(
      await server.call('sandboxConnect', {
        body: { linkToken, type: 'coinbase', username: `multi-deposits-${kind}`, password: 'pass_good' },
      }),
    );
    const [first, second] = present(connected.accessToken).accountTokens.map(
      (t): Account => ({ tokenId: present(t.tokenId), brokerType: 'coinbase' }),
    );
    const sent = await linkTransfer(present(first), await depositAddress(present(second, 'the second sub-account')));
    for (const asking of [first, second]) {
      const { transfers, total } = await list(present(asking));
      expect(total).toBe(2);
      expect(transfers).toMatchObject([
        { id: sent.txId, type: 'withdrawal' },
        { type: 'deposit', transactionAmount: 0.01 },
      ]);
      expect(transfers[1]!.id).not.toBe(sent.txId);
    }
    // Its hash names both entries: the withdrawal is answered, and the deposit by its own id.
    await settle(sent.transferId, 'Succeeded');
    const hash = present(ok(await details(present(second), { transactionId: sent.txId })).hash);
    expect(ok(await details(present(second), { transactionHash: hash })).type).toBe('withdrawal');
    const depositId = present((await list(present(first))).transfers[1]).id;
    expect(ok(await details(present(first), { transactionId: depositId }))).toMatchObject({ type: 'deposit', hash });
  });

  it("keep one API client's transfers out of another's deposits, though their logins share an address", async () => {
    const gemini = await account('gemini');
    const created = ok(await server.call('createClient', { body: { name: `Other ${kind}` } }));
    const headers = headersOf(created);
    const username = `deposits-shared-${kind}`;
    const ours = await connect(server, 'binanceUs', { username, userId: 'history-user' });
    const theirs = await connect(server, 'binanceUs', { username, userId: 'history-user', headers });
    const address = await depositAddress(ours);
    const theirAddress = present(
      ok(await server.call('getDepositAddress', { body: { authToken: theirs.tokenId, type: 'binanceUs', symbol: 'ETH' }, headers }))
        .address,
    );
    expect(theirAddress).toBe(address); // the sandbox derives addresses from the login
    await linkTransfer(gemini, address);
    expect((await list(ours)).total).toBe(1);
    expect(
      ok(await server.call('listInstitutionTransfers', { body: { authToken: theirs.tokenId, type: 'binanceUs' }, headers })).total,
    ).toBe(0);
  });
});
