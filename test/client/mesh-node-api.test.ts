// The public service's own published Node client (@meshconnect/node-api), unchanged, pointed at the sandbox: code
// written against the public service runs against ours. Every operation the client has and the sandbox serves is
// driven, the transfer family first, and what a user sees is checked.
import { FrontApi } from '@meshconnect/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../support/nodeApi.js';
import { CLIENT, connect, ok, present, startTestServer, type TestServer } from '../support/server.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { DESTINATION, ETHEREUM } from '../support/sandboxUsers.js';

let server: TestServer;
let receiver: Receiver;
let mesh: FrontApi<unknown>;
/** The client's enums stop at `sandbox`; the sandbox's own institutions are passed as they are on the wire. */
type AnyType = 'gemini';

beforeAll(async () => {
  server = await startTestServer();
  receiver = await startReceiver();
  ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
  // As the client's README has it: a base URL, and the two credential headers on every request.
  mesh = new FrontApi({ baseURL: server.apiUrl, headers: { 'X-Client-Id': CLIENT.id, 'X-Client-Secret': CLIENT.secret } });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** A sandbox login, connected the way a user would through the Link UI (the client has no connect call). */
const account = (type: string, username: string, userId = 'node-api-user') => connect(server, type, { username, userId });

describe('@meshconnect/node-api against the sandbox', () => {
  it('runs a server-side transfer: configure, preview, execute with MFA, then finds it everywhere', async () => {
    const kraken = await account('kraken', 'node-api-kraken');
    const coinbase = await account('coinbase', 'node-api-coinbase');

    const configured = (
      await mesh.managedTransfers.v1TransfersManagedConfigureCreate({
        fromAuthToken: kraken.tokenId,
        fromType: 'kraken',
        toAuthToken: coinbase.tokenId,
        toType: 'coinbase',
        symbol: 'ETH',
      })
    ).data;
    expect(configured.status).toBe('ok');
    const eth = present(
      configured.content?.holdings?.find((h) => h.symbol === 'ETH'),
      'the ETH holding',
    );
    const network = present(
      eth.networks?.find((n) => n.id === ETHEREUM),
      'Ethereum',
    );
    expect(network).toMatchObject({ eligibleForTransfer: true, name: 'Ethereum' });
    expect(network.toAddress).toMatch(/^0x[0-9a-fA-F]{40}$/); // the Coinbase account's deposit address

    const previewed = (
      await mesh.managedTransfers.v1TransfersManagedPreviewCreate({
        fromAuthToken: kraken.tokenId,
        fromType: 'kraken',
        toAuthToken: coinbase.tokenId,
        toType: 'coinbase',
        networkId: ETHEREUM,
        symbol: 'ETH',
        amount: 0.05,
        transactionId: 'node-api-order-1',
      })
    ).data;
    const preview = present(previewed.content?.previewResult, 'previewResult');
    expect(preview).toMatchObject({
      symbol: 'ETH',
      amount: 0.05,
      networkId: ETHEREUM,
      toAddress: network.toAddress,
      clientTransactionId: 'node-api-order-1',
      previewExpiresIn: 300,
    });

    const execute = { fromAuthToken: kraken.tokenId, fromType: 'kraken' as const, previewId: present(preview.previewId) };
    const asked = (await mesh.managedTransfers.v1TransfersManagedExecuteCreate(execute)).data.content;
    expect(asked).toMatchObject({ status: 'mfaRequired', mfaType: 'phone', executeTransferResult: null });
    const sent = present(
      (await mesh.managedTransfers.v1TransfersManagedExecuteCreate({ ...execute, mfaCode: '123456' })).data.content,
      'content',
    );
    expect(sent.status).toBe('succeeded');
    const executed = present(sent.executeTransferResult, 'executeTransferResult');
    expect(executed).toMatchObject({ status: 'pending', symbol: 'ETH', amount: 0.05, networkId: ETHEREUM, toAddress: network.toAddress });

    // The same transfer through getTransfer, the webhook, the service's history and the institution's list.
    const transferId = present(executed.transferId);
    expect(ok(await server.call('getTransfer', { params: { transferId } }))).toMatchObject({
      status: 'Pending',
      type: 'kraken',
      amount: 0.05,
      clientTransactionId: 'node-api-order-1',
    });
    await server.work();
    await receiver.until((all) => all.some((r) => r.json.TransferId === transferId));
    expect(receiver.received.find((r) => r.json.TransferId === transferId)?.json).toMatchObject({
      TransferStatus: 'Pending',
      TransactionId: 'node-api-order-1',
      SourceAmount: 0.05,
      Token: 'ETH',
    });

    const history = (await mesh.managedTransfers.v1TransfersManagedMeshList({ ClientTransactionId: 'node-api-order-1' })).data.content;
    expect(history?.total).toBe(1);
    expect(history?.items?.[0]).toMatchObject({
      id: transferId,
      status: 'pending',
      symbol: 'ETH',
      amount: 0.05,
      from: { type: 'kraken', name: 'Kraken' },
    });

    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
    const succeeded = (await mesh.managedTransfers.v1TransfersManagedMeshList({ Statuses: ['succeeded'], UserId: 'node-api-user' })).data
      .content;
    expect(succeeded?.items?.map((t) => t.id)).toContain(transferId);
    const pendingOnly = (await mesh.managedTransfers.v1TransfersManagedMeshList({ Statuses: ['pending'], UserId: 'node-api-user' })).data
      .content;
    expect(pendingOnly?.items?.map((t) => t.id)).not.toContain(transferId);

    const listed = (await mesh.transfers.v1TransfersListCreate({ authToken: kraken.tokenId, type: 'kraken' })).data.content;
    expect(listed?.transfers?.[0]).toMatchObject({
      status: 'succeeded',
      type: 'withdrawal',
      symbol: 'ETH',
      transactionAmount: 0.05,
      targetAddress: network.toAddress,
    });
    const txId = present(listed?.transfers?.[0]?.id);
    const details = (await mesh.transfers.v1TransfersDetailsCreate({ authToken: kraken.tokenId, type: 'kraken', transactionId: txId })).data
      .content;
    expect(details).toMatchObject({ id: txId, status: 'succeeded' });
    expect(details?.hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('reads the hash of a Coinbase transfer by querying it, as the public service requires', async () => {
    const coinbase = await account('coinbase', 'node-api-hash');
    const preview = present(
      (
        await mesh.managedTransfers.v1TransfersManagedPreviewCreate({
          fromAuthToken: coinbase.tokenId,
          fromType: 'coinbase',
          networkId: ETHEREUM,
          symbol: 'ETH',
          toAddress: DESTINATION,
          amount: 0.02,
        })
      ).data.content?.previewResult,
    );
    const executed = present(
      (
        await mesh.managedTransfers.v1TransfersManagedExecuteCreate({
          fromAuthToken: coinbase.tokenId,
          fromType: 'coinbase',
          previewId: present(preview.previewId),
        })
      ).data.content?.executeTransferResult,
    );
    expect(executed.hash).toBeNull();
    ok(
      await server.call('sandboxSettleTransfer', { params: { transferId: present(executed.transferId) }, body: { outcome: 'Succeeded' } }),
    );
    const listed = present(
      (await mesh.transfers.v1TransfersListCreate({ authToken: coinbase.tokenId, type: 'coinbase' })).data.content?.transfers?.[0],
    );
    expect(listed).toMatchObject({ status: 'succeeded', hash: null });
    const details = (
      await mesh.transfers.v1TransfersDetailsCreate({ authToken: coinbase.tokenId, type: 'coinbase', transactionId: present(listed.id) })
    ).data.content;
    expect(details?.hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('branches on content.status when the institution refuses: requiresFunding at preview, failed at preview and at execution', async () => {
    const gemini = await account('gemini', 'node-api-refused');
    const preview = (amount: number) =>
      mesh.managedTransfers.v1TransfersManagedPreviewCreate({
        fromAuthToken: gemini.tokenId,
        fromType: 'gemini',
        networkId: ETHEREUM,
        symbol: 'ETH',
        toAddress: DESTINATION,
        amount,
      });
    // The client's type has no errorMessage, though the public service's wire carries it.
    const unfunded = await preview(1_000_000);
    expect(unfunded.status).toBe(200);
    expect(unfunded.data).toMatchObject({ status: 'ok', content: { status: 'requiresFunding', previewResult: null } });
    expect((unfunded.data.content as { errorMessage?: string }).errorMessage).toMatch(/ETH more than it has\.$/);
    const tooSmall = await preview(0.000001);
    expect(tooSmall.status).toBe(200);
    expect(tooSmall.data).toMatchObject({ status: 'ok', content: { status: 'failed', previewResult: null } });
    expect((tooSmall.data.content as { errorMessage?: string }).errorMessage).toMatch(/^The minimum amount of ETH/);

    // Two previews of most of the balance: the second is refused at execution, as status failed.
    const configured = (
      await mesh.managedTransfers.v1TransfersManagedConfigureCreate({ fromAuthToken: gemini.tokenId, fromType: 'gemini', symbol: 'ETH' })
    ).data.content;
    const most = Number((present(configured?.holdings?.[0]?.availableBalance) * 0.6).toFixed(6));
    const ids = await Promise.all(
      [preview(most), preview(most)].map(async (p) => present((await p).data.content?.previewResult?.previewId)),
    );
    const executeOf = (previewId: string) =>
      mesh.managedTransfers.v1TransfersManagedExecuteCreate({ fromAuthToken: gemini.tokenId, fromType: 'gemini', previewId });
    expect((await executeOf(ids[0]!)).data.content?.status).toBe('succeeded');
    const refused = await executeOf(ids[1]!);
    expect(refused.status).toBe(200);
    expect(refused.data.content).toMatchObject({ status: 'failed', executeTransferResult: null });
    expect(refused.data.content?.errorMessage).toMatch(/ETH more than it has\.$/);
  });

  it('lists integrations, tokens, networks and the health of every institution', async () => {
    const integrations = (await mesh.managedTransfers.v1TransfersManagedIntegrationsList()).data.content?.integrations ?? [];
    const gemini = present(
      integrations.find((i) => i.type === 'gemini'),
      'gemini',
    );
    expect(gemini).toMatchObject({ name: 'Gemini', supportsOutgoingTransfers: true, supportsIncomingTransfers: true });
    expect(gemini.networks?.map((n) => n.id)).toContain(ETHEREUM);
    expect(integrations.find((i) => i.type === 'robinhood')).toBeUndefined(); // holds crypto, moves none

    const tokens = (await mesh.managedTransfers.v1TransfersManagedTokensList()).data.content?.tokens ?? [];
    const eth = present(
      tokens.find((t) => t.token === 'ETH'),
      'ETH',
    );
    expect(eth.supportedIntegrations).toEqual(expect.arrayContaining(['gemini', 'coinbase', 'kraken']));
    expect(eth.networks?.map((n) => n.name)).toContain('Ethereum');

    const networks = (await mesh.managedTransfers.v1TransfersManagedNetworksList()).data.content?.networks ?? [];
    expect(networks.find((n) => n.id === ETHEREUM)).toMatchObject({ name: 'Ethereum', networkType: 'evm' });
    // A family node-api's NetworkType does not list is answered as its `unknown`.
    expect(networks.find((n) => n.name === 'Algorand')?.networkType).toBe('unknown');

    const all = (await mesh.managedAccountAuthentication.v1IntegrationsList()).data.content?.items ?? [];
    expect(all).toHaveLength(63);
    expect(all.find((i) => i.type === 'gemini')).toMatchObject({ id: gemini.id, categories: ['exchange'], cryptoTransfersSupported: true });
    // node-api's categories: a payment service is the exchange holding the crypto; OpenSea a marketplace.
    const categoryOf = (type: string) => all.find((i) => i.type === type)?.categories;
    expect([categoryOf('binancePay'), categoryOf('openSea'), categoryOf('deFiWallet'), categoryOf('robinhood')]).toEqual([
      ['exchange'],
      ['nftMarketplace'],
      ['deFiWallet'],
      ['brokerage'],
    ]);

    const status = (await mesh.managedAccountAuthentication.v1StatusList()).data.content ?? [];
    expect(status).toHaveLength(63);
    expect(status.find((s) => s.type === 'robinhood')).toMatchObject({ isUp: true, supportedProducts: ['holdings', 'balance'] });
  });

  it('drives the operations that existed before: link token, holdings, portfolio, balances, addresses, refresh, disconnect', async () => {
    const link = (await mesh.managedAccountAuthentication.v1LinktokenCreate({ userId: 'node-api-user' })).data.content;
    expect(Buffer.from(present(link?.linkToken), 'base64').toString()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/link\/ls_/);

    const gemini = await account('gemini', 'node-api-gemini');
    const type: AnyType = 'gemini';
    const holdings = (await mesh.portfolio.v1HoldingsGetCreate({ authToken: gemini.tokenId, type })).data.content;
    expect(holdings?.cryptocurrencyPositions?.map((p) => p.symbol)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDC']));
    const portfolio = (await mesh.portfolio.v1HoldingsPortfolioList({ UserId: 'node-api-user' })).data.content;
    expect(portfolio?.cryptocurrenciesValue).toBeGreaterThan(0);
    expect((await mesh.balance.v1BalancePortfolioList({ UserId: 'node-api-user' })).data.status).toBe('ok');

    const address = (await mesh.transfers.v1TransfersAddressGetCreate({ authToken: gemini.tokenId, type, symbol: 'ETH' })).data.content;
    expect(address).toMatchObject({ symbol: 'ETH', networkId: ETHEREUM });
    expect(address?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const symbol = (await mesh.transfers.v1TransfersSymbolDetailsCreate({ authToken: gemini.tokenId, type, symbol: 'ETH' })).data.content;
    expect(symbol?.chains?.map((c) => c.networkId)).toContain(ETHEREUM);
    expect((await mesh.wallets.v1WalletsVerifyList({ UserId: 'node-api-user' })).data.status).toBe('ok');

    const coinbase = await account('coinbase', 'node-api-refresh');
    const refreshed = (
      await mesh.managedAccountAuthentication.v1TokenRefreshCreate({ type: 'coinbase', refreshToken: coinbase.refreshToken })
    ).data.content;
    expect(refreshed?.status).toBe('succeeded');
    expect(refreshed?.brokerAccountTokens?.[0]?.accessToken).toMatch(/^at_/);
    expect(refreshed?.brokerAccountTokens?.[0]?.tokenId).toBe(coinbase.tokenId);

    expect((await mesh.managedAccountAuthentication.v1AccountDelete({ authToken: coinbase.tokenId, type: 'coinbase' })).data.status).toBe(
      'ok',
    );
    const gone = await refused(mesh.portfolio.v1HoldingsGetCreate({ authToken: coinbase.tokenId, type: 'coinbase' }));
    expect(gone.status).toBe(404);
    expect(gone.data.errorType).toBe('connectionNotFound');
  });

  it("places a wallet's portfolio positions on their network at the wallet's address, an exchange's nowhere", async () => {
    const userId = 'node-api-distribution';
    const wallet = await account('deFiWallet', 'node-api-wallet', userId);
    const gemini = await account('gemini', 'node-api-gemini-2', userId);
    const eth = present(
      (await mesh.portfolio.v1HoldingsPortfolioList({ UserId: userId })).data.content?.cryptocurrencyPositions?.find(
        (p) => p.symbol === 'ETH',
      ),
      'the ETH position',
    );
    const type: AnyType = 'gemini';
    const held = async (authToken: string, of: 'deFiWallet' | AnyType) =>
      present(
        (await mesh.portfolio.v1HoldingsGetCreate({ authToken, type: of })).data.content?.cryptocurrencyPositions?.find(
          (p) => p.symbol === 'ETH',
        ),
      ).amount;
    const address = (await mesh.transfers.v1TransfersAddressGetCreate({ authToken: wallet.tokenId, type: 'deFiWallet', symbol: 'ETH' }))
      .data.content;
    expect(address?.networkId).toBe(ETHEREUM);
    expect(eth.distribution).toEqual(
      expect.arrayContaining([
        { caipNetworkId: 'eip155:1', address: present(address?.address), amount: await held(wallet.tokenId, 'deFiWallet') },
        { caipNetworkId: null, address: null, amount: await held(gemini.tokenId, type) },
      ]),
    );
    expect(eth.distribution).toHaveLength(2);
  });

  it('lists the transfers it sent by every filter and order node-api builds', async () => {
    const userId = 'node-api-history';
    const gemini = await account('gemini', 'node-api-history-gemini', userId);
    const kraken = await account('kraken', 'node-api-history-kraken', userId);
    const send = async (from: typeof gemini, fromType: 'gemini' | 'kraken', amount: number) => {
      const previewId = present(
        (
          await mesh.managedTransfers.v1TransfersManagedPreviewCreate({
            fromAuthToken: from.tokenId,
            fromType,
            networkId: ETHEREUM,
            symbol: 'ETH',
            toAddress: DESTINATION,
            amount,
          })
        ).data.content?.previewResult?.previewId,
      );
      const execute = { fromAuthToken: from.tokenId, fromType, previewId, mfaCode: '123456' };
      return present((await mesh.managedTransfers.v1TransfersManagedExecuteCreate(execute)).data.content?.executeTransferResult);
    };
    const small = await send(gemini, 'gemini', 0.01);
    server.clock.advance(2000);
    const large = await send(kraken, 'kraken', 0.03);
    server.clock.advance(2000);
    const middle = await send(gemini, 'gemini', 0.02);
    const list = async (query: Parameters<typeof mesh.managedTransfers.v1TransfersManagedMeshList>[0] = {}) =>
      present((await mesh.managedTransfers.v1TransfersManagedMeshList({ UserId: userId, ...query })).data.content);
    const ids = async (query: Parameters<typeof list>[0] = {}) => (await list(query)).items?.map((t) => t.id);

    expect(await ids()).toEqual([middle.transferId, large.transferId, small.transferId]);
    expect(await ids({ OrderBy: 'amountInFiat' })).toEqual([large.transferId, middle.transferId, small.transferId]);
    expect(await ids({ OrderBy: 'amountInFiat', DescendingOrder: false })).toEqual([small.transferId, middle.transferId, large.transferId]);
    expect(await ids({ OrderBy: 'fromType', DescendingOrder: false })).toEqual([small.transferId, middle.transferId, large.transferId]);
    const [smallValue, middleValue] = [present(small.amountInFiat), present(middle.amountInFiat)];
    expect(await ids({ MinAmountInFiat: smallValue + 0.01, MaxAmountInFiat: middleValue })).toEqual([middle.transferId]);
    const integrations = (await mesh.managedAccountAuthentication.v1IntegrationsList()).data.content?.items ?? [];
    const krakenId = present(integrations.find((i) => i.type === 'kraken')?.id);
    expect(await ids({ IntegrationIds: [krakenId] })).toEqual([large.transferId]);
    expect(await ids({ IntegrationIds: ['00000000-0000-4000-8000-000000000000'] })).toEqual([]);
    // Every transfer here is a sandbox one, of no sub-client's link token.
    expect(await list({ IsSandBox: false })).toEqual({ items: [], total: 0 });
    expect(await ids({ IsSandBox: true })).toHaveLength(3);
    expect(await ids({ SubClientId: '3f2c9a10-5b7e-4d1a-8c6f-2e9b0d4a7f31' })).toEqual([]);
    // Seconds, as transfers/list and the public reference have them.
    const created = present((await list({ Id: present(small.transferId) })).items?.[0]?.createdTimestamp);
    expect(created).toBe(Math.floor((server.clock.now() - 4000) / 1000));
    expect(await ids({ FromTimestamp: created + 1 })).toEqual([middle.transferId, large.transferId]);
  });

  it('takes the request fields node-api builds: each used, or refused only where the sandbox cannot do it', async () => {
    const kraken = await account('kraken', 'node-api-fields');
    const base = { fromAuthToken: kraken.tokenId, fromType: 'kraken' as const, networkId: ETHEREUM, toAddress: DESTINATION, amount: 0.01 };
    // No symbol: the network's native asset. Bridging: none in the sandbox, refused as the institution refuses.
    const native = (await mesh.managedTransfers.v1TransfersManagedPreviewCreate({ ...base, isBridging: false })).data.content;
    expect(native).toMatchObject({ status: 'succeeded', previewResult: { symbol: 'ETH', networkId: ETHEREUM } });
    const bridged = (await mesh.managedTransfers.v1TransfersManagedPreviewCreate({ ...base, symbol: 'ETH', isBridging: true })).data
      .content;
    expect(bridged).toMatchObject({ status: 'failed', previewResult: null, errorMessage: expect.stringContaining('bridge') });
    const neither = await refused(
      mesh.managedTransfers.v1TransfersManagedPreviewCreate({
        fromAuthToken: kraken.tokenId,
        fromType: 'kraken',
        toAddress: DESTINATION,
        amount: 0.01,
      }),
    );
    expect(neither).toMatchObject({ status: 400, data: { errorType: 'missingField', message: expect.stringContaining('symbol') } });

    // The code another way, and the challenge it answers.
    const execute = { fromAuthToken: kraken.tokenId, fromType: 'kraken' as const, previewId: present(native?.previewResult?.previewId) };
    const asked = (await mesh.managedTransfers.v1TransfersManagedExecuteCreate(execute)).data.content;
    expect(asked).toMatchObject({ status: 'mfaRequired', mfaType: 'phone', fallbackMfaAvailable: true });
    const challengeId = present(asked?.challengeId);
    const byEmail = (await mesh.managedTransfers.v1TransfersManagedExecuteCreate({ ...execute, tryAnotherMfa: true })).data.content;
    expect(byEmail).toMatchObject({ status: 'mfaRequired', mfaType: 'email', fallbackMfaAvailable: false, challengeId });
    const otherChallenge = await refused(
      mesh.managedTransfers.v1TransfersManagedExecuteCreate({
        ...execute,
        mfaCode: '123456',
        challengeId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(otherChallenge).toMatchObject({ status: 400, data: { errorType: 'invalidField' } });
    const sent = (
      await mesh.managedTransfers.v1TransfersManagedExecuteCreate({ ...execute, mfaCode: '123456', challengeId, tryAnotherMfa: true })
    ).data.content;
    expect(sent).toMatchObject({ status: 'succeeded', challengeId: null, executeTransferResult: { symbol: 'ETH' } });

    // Goods of a payment, accepted; a wallet's verifications by its address alone.
    const link = await mesh.managedAccountAuthentication.v1LinktokenCreate({
      userId: 'node-api-fields',
      transferOptions: {
        transferType: 'payment',
        toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.01 }],
        goodsDetails: [{ goodsType: '02', goodsCategory: 'Games', referenceGoodsId: 'sku-7', goodsName: 'Skin', goodsDetail: null }],
      },
    });
    expect(link.data.content?.linkToken).toBeTruthy();
    expect((await mesh.wallets.v1WalletsVerifyList({ Address: DESTINATION })).data.content).toEqual({ verifications: [] });
    const nothing = await refused(mesh.wallets.v1WalletsVerifyList());
    expect(nothing).toMatchObject({ status: 400, data: { errorType: 'missingField' } });
  });

  it('sees the errors as the envelope, with the HTTP status and errorType', async () => {
    const gemini = await account('gemini', 'node-api-errors');
    const refusal = await refused(
      mesh.managedTransfers.v1TransfersManagedPreviewCreate({
        fromAuthToken: gemini.tokenId,
        fromType: 'gemini',
        networkId: ETHEREUM,
        symbol: 'ETH',
        toAddress: 'not-an-address',
        amount: 0.05,
      }),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.data).toMatchObject({ status: 'badRequest', errorType: 'invalidAddress' });
    expect(refusal.data.message).toContain('Ethereum');
  });
});
