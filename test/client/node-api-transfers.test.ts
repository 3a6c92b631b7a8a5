// The public Node client's transfer operations that the sandbox serves beyond configure, preview and execute, driven
// through @meshconnect/node-api itself: a deposit address on a network, verification, quotes, status updates and a
// withdrawal in one call. Every answer is judged by the client's own declared types, and what a user sees is checked:
// the same addresses, the preview's fees, balances that move exactly, webhooks that arrive, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../support/decimals.js';
import { type Answer, nodeApiTypeErrors, quoteOf, recordingNodeApi, refused } from '../support/nodeApi.js';
import { storeKinds } from '../support/postgres.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { DESTINATION, ETHEREUM, SOLANA, SOLANA_ADDRESS } from '../support/sandboxUsers.js';
import { CLIENT, connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

/** A decimal in units of 10⁻⁸, exactly (the oracle of the balance checks): fails on float noise. */
const units = (value: number) => scaled(value, 8);

describe.each(storeKinds)('the transfer operations of @meshconnect/node-api on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let mesh: ReturnType<typeof recordingNodeApi>['api'];
  let answers: Answer[];

  beforeAll(async () => {
    server = await startTestServerOn(kind);
    receiver = await startReceiver();
    ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
    ({ api: mesh, answers } = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret));
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  let logins = 0;
  const account = (type: string, username = `xfer-${type}-${logins++}`) => connect(server, type, { username, userId: 'xfer-user' });
  /** The account's holding of a symbol, as getHoldings shows it. */
  const holding = async (authToken: string, type: 'gemini' | 'coinbase' | 'kraken' | 'okx', symbol: string) =>
    (await mesh.portfolio.v1HoldingsGetCreate({ authToken, type })).data.content?.cryptocurrencyPositions?.find((p) => p.symbol === symbol)
      ?.amount ?? 0;

  it('gets the deposit address of an account on a network: the one address every address operation answers', async () => {
    const coinbase = await account('coinbase');
    const managed = (
      await mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: coinbase.tokenId,
        type: 'coinbase',
        symbol: 'USDC',
        networkId: SOLANA,
      })
    ).data.content;
    expect(managed).toMatchObject({ symbol: 'USDC', networkId: SOLANA, brokerResponseStatus: null });
    expect(present(managed?.address)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    const byChain = (
      await mesh.transfers.v1TransfersAddressGetCreate({ authToken: coinbase.tokenId, type: 'coinbase', symbol: 'USDC', chain: 'solana' })
    ).data.content;
    expect(byChain?.address).toBe(managed?.address);
    const listed = ok(
      await server.call('listManagedAddresses', {
        body: { authToken: coinbase.tokenId, type: 'coinbase', symbol: 'USDC', networks: [{ networkId: SOLANA }] },
      }),
    );
    expect(listed.addresses[0]?.address).toBe(managed?.address);
    // Another network is another address; an address type names the chain's native asset.
    const onEthereum = (
      await mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: coinbase.tokenId,
        type: 'coinbase',
        symbol: 'USDC',
        networkId: ETHEREUM,
      })
    ).data.content;
    expect(onEthereum?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const native = (
      await mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: coinbase.tokenId,
        type: 'coinbase',
        addressType: 'solAddress',
      })
    ).data.content;
    expect(native).toMatchObject({ symbol: 'SOL', networkId: SOLANA });

    // Kraken texts a code first; the same call with it goes on.
    const kraken = await account('kraken');
    const ask = { authToken: kraken.tokenId, type: 'kraken' as const, symbol: 'ETH', networkId: ETHEREUM };
    expect((await mesh.managedTransfers.v1TransfersManagedAddressGetCreate(ask)).data.content).toMatchObject({
      brokerResponseStatus: 'mfaRequired',
      address: null,
    });
    const withCode = (await mesh.managedTransfers.v1TransfersManagedAddressGetCreate({ ...ask, mfaCode: '123456' })).data.content;
    expect(withCode?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const wrongNetwork = await refused(
      mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: coinbase.tokenId,
        type: 'coinbase',
        symbol: 'BTC',
        networkId: SOLANA,
      }),
    );
    expect(wrongNetwork).toMatchObject({ status: 400, data: { errorType: 'unsupportedNetwork' } });
    const unknown = await refused(
      mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: 'at_unknown',
        type: 'coinbase',
        symbol: 'ETH',
        networkId: ETHEREUM,
      }),
    );
    expect(unknown).toMatchObject({ status: 404, data: { errorType: 'connectionNotFound' } });
  });

  it("verifies a transfer's parts without an account, from the body node-api sends with its GET", async () => {
    const { integrations } = ok(await server.call('listTransferIntegrations'));
    const idOf = (type: string) => present(integrations.find((i) => i.type === type)?.id, type);
    const verify = async (data: Parameters<typeof mesh.managedTransfers.v1TransfersManagedVerifyList>[0]) =>
      (await mesh.managedTransfers.v1TransfersManagedVerifyList(data)).data.content;

    const good = { integrationId: idOf('coinbase'), token: 'USDC', networkId: SOLANA, targetAddress: SOLANA_ADDRESS };
    expect(await verify(good)).toEqual({
      status: 'succeeded',
      errorMessage: 'Transfer request verification is successful.',
      failureReason: null,
    });
    expect(await verify({ ...good, targetAddress: DESTINATION })).toMatchObject({
      status: 'failed',
      failureReason: 'invalidAddressFormat',
    });
    expect(await verify({ ...good, token: 'BTC' })).toMatchObject({ status: 'failed', failureReason: 'notSupportedOnToken' });
    expect(await verify({ ...good, integrationId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      failureReason: 'notSupportedOnIntegration',
    });
    // The DeFi wallet sends USDC, but not on Solana.
    expect(await verify({ ...good, integrationId: idOf('deFiWallet') })).toMatchObject({ failureReason: 'notSupportedOnNetwork' });
    expect(await verify({ ...good, networkId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      failureReason: 'notSupportedOnNetwork',
    });
    expect(await verify({ targetAddress: DESTINATION })).toMatchObject({ status: 'succeeded' }); // an address of some network
    expect(await verify({ token: 'ETH', targetAddress: SOLANA_ADDRESS })).toMatchObject({ failureReason: 'invalidAddressFormat' });

    // The same names as query parameters, for a browser; one value per field.
    const query = { token: 'USDC', networkId: SOLANA, targetAddress: DESTINATION };
    expect(ok(await server.call('verifyTransfer', { query }))).toMatchObject({ status: 'failed', failureReason: 'invalidAddressFormat' });
    expect(ok(await server.call('verifyTransfer', { query, body: { token: 'USDC' } }))).toMatchObject({ status: 'failed' });
    const both = await server.call('verifyTransfer', { query, body: { token: 'ETH' } });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ errorType: 'invalidField', errorData: { errors: [{ path: '/query/token' }] } });
  });

  it("quotes a fiat amount with the preview's fees, for each way the user can fund it", async () => {
    for (const type of ['coinbase', 'bitfinex'] as const) {
      const source = await account(type);
      // The preview through the sandbox's own client: its answer is not this file's to judge by node-api's types.
      const body = {
        fromAuthToken: source.tokenId,
        fromType: type,
        networkId: ETHEREUM,
        symbol: 'ETH',
        toAddress: DESTINATION,
        amountInFiat: 100,
      };
      const preview = present(ok(await server.call('previewTransfer', { body })).previewResult, `${type}'s preview`);
      const quote = present(
        (await mesh.managedTransfers.v1TransfersManagedQuoteCreate({ ...quoteOf(type, 250), feePercentage: 0.01 })).data.content,
      );
      // The institution's and the network's fees are the preview's, in the asset and in dollars.
      expect(quote.fees?.inCrypto).toMatchObject({
        withdrawalFee: preview.institutionTransferFee.fee,
        networkFee: preview.estimatedNetworkGasFee.fee,
      });
      expect(quote.fees?.inFiat).toMatchObject({
        withdrawalFeeFiat: preview.institutionTransferFee.feeInFiat,
        networkFeeFiat: preview.estimatedNetworkGasFee.feeInFiat,
      });
      expect(quote.price).toBe(preview.unitPrice);
      const bought = Math.round((250 / present(quote.price)) * 1e8) / 1e8;
      const fees = present(quote.fees?.inCrypto);
      // What arrives is what the amount buys less the fees, to the last unit, with the cheapest and the dearest way.
      expect(units(present(quote.maxAmount))).toBe(units(bought) - units(present(fees.minFees)));
      expect(units(present(quote.minAmount))).toBe(units(bought) - units(present(fees.maxFees)));
      expect(units(present(fees.minFees))).toBe(
        units(present(fees.withdrawalFee)) + units(present(fees.networkFee)) + units(present(fees.partnerFee)),
      );
      expect(quote.fees?.inFiat?.partnerFeeFiat).toBeCloseTo(2.5, 1);
      expect(quote.fundingOptions?.map((o) => o.fundingOption)).toEqual(
        type === 'coinbase'
          ? ['existingCryptocurrencyBalance', 'buyingPowerPurchase', 'paymentMethodDepositUsage']
          : ['existingCryptocurrencyBalance', 'buyingPowerPurchase'],
      );
      expect(quote).toMatchObject({ isEligible: true, ineligibilityReason: null, brokerType: type, minEligibleAmount: expect.any(Number) });
    }
    expect((await mesh.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('bitfinex', 1))).data.content).toMatchObject({
      isEligible: false,
      ineligibilityReason: 'requestedAmountBelowFees',
      minAmount: 0,
    });
    // OKX sends only to addresses whitelisted at it; a payment institution is paid by bank or card.
    expect((await mesh.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('okx', 100))).data.content).toMatchObject({
      isEligible: false,
      ineligibilityReason: 'refusedByInstitution',
    });
    const paid = (await mesh.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('robinhoodConnect', 100))).data.content;
    expect(paid?.fundingOptions).toEqual([
      { fundingOption: 'paymentMethodDepositUsage', paymentMethodType: 'bankAccount', paymentMethodFeeFiat: 0, tradingFeeFiat: 0.8 },
      { fundingOption: 'paymentMethodDepositUsage', paymentMethodType: 'card', paymentMethodFeeFiat: 2.5, tradingFeeFiat: 0.8 },
    ]);
    expect(paid?.fees?.inFiat).toMatchObject({ paymentMethodFeeMaxFiat: 2.5, tradingFeeMaxFiat: 0.8 });

    expect(await refused(mesh.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('robinhood', 100)))).toMatchObject({
      status: 400,
      data: { errorType: 'institutionNotSupported' },
    });
    expect(
      await refused(mesh.managedTransfers.v1TransfersManagedQuoteCreate({ ...quoteOf('coinbase', 100), toAddress: SOLANA_ADDRESS })),
    ).toMatchObject({ status: 400, data: { errorType: 'invalidAddress' } });
  });

  it('sends a withdrawal in one call: Pending at once, then Succeeded with its webhooks, the balance less exactly what left', async () => {
    const gemini = await account('gemini');
    const before = await holding(gemini.tokenId, 'gemini', 'ETH');
    const sent = present(
      (
        await mesh.transfers.v1TransfersCreate({
          authToken: gemini.tokenId,
          type: 'gemini',
          symbol: 'ETH',
          targetAddress: DESTINATION,
          amount: 0.0125,
        })
      ).data.content,
    );
    expect(sent).toMatchObject({
      failed: false,
      status: 'pending',
      transaction: {
        status: 'pending',
        type: 'withdrawal',
        symbol: 'ETH',
        transactionAmount: 0.0125,
        amount: 0.0125,
        targetAddress: DESTINATION,
      },
    });
    expect(sent.transaction?.id).toBe(sent.transactionId);
    // Held at once: what the account can still send is less by the amount.
    const options = ok(
      await server.call('configureTransfer', { body: { fromAuthToken: gemini.tokenId, fromType: 'gemini', symbol: 'ETH' } }),
    );
    expect(units(present(options.holdings[0]).availableBalance)).toBe(units(before) - units(0.0125));

    await server.work();
    await receiver.until((all) => all.some((r) => r.json.SourceAmount === 0.0125 && r.json.TransferStatus === 'Pending'));
    const transferId = present(receiver.received.find((r) => r.json.SourceAmount === 0.0125)).json.TransferId;
    expect(ok(await server.call('getTransfer', { params: { transferId } }))).toMatchObject({ status: 'Pending', txId: sent.transactionId });
    expect(ok(await server.call('listManagedTransfers', { query: { Id: transferId } })).total).toBe(1);

    // Read again before its time: still pending. Once its time has come, the update settles it, with its webhook.
    const update = (transactionId: string) =>
      mesh.managedTransfers.v1TransfersManagedUpdateCreate({ authToken: gemini.tokenId, type: 'gemini', transactionId });
    expect((await update(transferId)).data.content).toMatchObject({
      status: 'pending',
      statusDetails: 'pending',
      transferResult: {
        id: transferId,
        status: 'pending',
        executedTimestamp: null,
        amount: 0.0125,
        from: { type: 'gemini', name: 'Gemini' },
      },
    });
    server.clock.advance(10_000);
    const updated = present((await update(present(sent.transactionId))).data.content);
    expect(updated).toMatchObject({
      status: 'succeeded',
      transferResult: {
        id: transferId,
        institutionTransactionId: sent.transactionId,
        status: 'succeeded',
        symbol: 'ETH',
        networkName: 'Ethereum',
      },
    });
    expect(updated.transferResult?.executedTimestamp).toBe(Math.floor(server.clock.now() / 1000));
    expect(ok(await server.call('getTransfer', { params: { transferId } })).status).toBe('Succeeded');
    await server.work();
    await receiver.until((all) => all.some((r) => r.json.TransferId === transferId && r.json.TransferStatus === 'Succeeded'));
    expect(units(await holding(gemini.tokenId, 'gemini', 'ETH'))).toBe(units(before) - units(0.0125));
    // Read again after: the same final answer, no second webhook.
    expect((await update(transferId)).data.content?.status).toBe('succeeded');
    await server.work();
    expect(receiver.received.filter((r) => r.json.TransferId === transferId).map((r) => r.json.TransferStatus)).toEqual([
      'Pending',
      'Succeeded',
    ]);

    expect(await refused(update('GEMI-TX-NONE'))).toMatchObject({ status: 404, data: { errorType: 'transferNotFound' } });
  });

  it('runs on the test clock, asks for the code where the institution texts one, and answers refusals in content', async () => {
    ok(await server.call('sandboxCreateTestClock', { body: {} }));
    try {
      const kraken = await account('kraken');
      const before = await holding(kraken.tokenId, 'kraken', 'ETH');
      const send = (extra: { mfaCode?: string; amount?: number; targetAddress?: string } = {}) =>
        mesh.transfers.v1TransfersCreate({
          authToken: kraken.tokenId,
          type: 'kraken',
          addressType: 'ethAddress',
          targetAddress: DESTINATION,
          amount: 0.0113,
          ...extra,
        });
      expect((await send()).data.content).toMatchObject({ status: 'mfaRequired', mfaType: 'phone', failed: false, transaction: null });
      expect((await send({ mfaCode: '000000' })).data.content).toMatchObject({ status: 'mfaFailed', failed: true, transaction: null });
      const sent = present((await send({ mfaCode: '123456' })).data.content?.transaction);
      const clock = ok(await server.call('sandboxGetTestClock'));
      expect(sent).toMatchObject({ status: 'pending', symbol: 'ETH', createdTimestamp: Math.floor(clock.now / 1000) });

      // An amount ending in 13 fails: its funds come back.
      const advanced = ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 60 } }));
      expect(advanced.happened.transfersSettled).toBe(1);
      const listed = ok(
        await server.call('getInstitutionTransfer', {
          body: { authToken: kraken.tokenId, type: 'kraken', transactionId: present(sent.id) },
        }),
      );
      expect(listed).toMatchObject({ status: 'failed', transactionAmount: 0.0113 });
      expect(units(await holding(kraken.tokenId, 'kraken', 'ETH'))).toBe(units(before));
      const statuses = receiver.received.filter((r) => r.json.SourceAmount === 0.0113 && r.json.SourceAccountProvider === 'kraken');
      expect(statuses.map((r) => r.json.TransferStatus)).toEqual(['Pending', 'Failed']);

      const unfunded = present((await send({ mfaCode: '123456', amount: 1_000_000 })).data.content);
      expect(unfunded).toMatchObject({ status: 'failed', failed: true, transaction: null, transactionId: null });
      expect(unfunded.statusDetails).toMatch(/ETH more than it has\.$/);
    } finally {
      ok(await server.call('sandboxDeleteTestClock'));
    }
  });

  it("sends from a whitelisting institution only to the client's own deposit addresses, with the fee it requires", async () => {
    const okx = await account('okx');
    const gemini = await account('gemini');
    const own = present(
      ok(await server.call('getDepositAddress', { body: { authToken: gemini.tokenId, type: 'gemini', symbol: 'ETH' } })).address,
    );
    const details = ok(await server.call('getSymbolDetails', { body: { authToken: okx.tokenId, type: 'okx', symbol: 'ETH' } }));
    const chain = present(details.chains.find((c) => c.networkId === ETHEREUM));
    const send = (targetAddress: string, fee?: number) =>
      mesh.transfers.v1TransfersCreate({
        authToken: okx.tokenId,
        type: 'okx',
        symbol: 'ETH',
        chain: chain.chain,
        targetAddress,
        amount: 0.05,
        ...(fee === undefined ? {} : { fee }),
      });
    expect((await send(DESTINATION, chain.fee)).data.content).toMatchObject({ status: 'addressWhitelistRequired', failed: true });
    expect(await refused(send(own))).toMatchObject({ status: 400, data: { errorType: 'missingField' } });
    const before = await holding(okx.tokenId, 'okx', 'ETH');
    const sent = present((await send(own, chain.fee)).data.content);
    expect(sent).toMatchObject({
      status: 'pending',
      transaction: { targetAddress: own, transferFee: chain.fee, transactionAmount: 0.05 },
    });
    expect(units(present(sent.transaction?.amount))).toBe(units(0.05) + units(chain.fee)); // what leaves the balance
    const transferId = present(
      ok(await server.call('listManagedTransfers', { query: { UserId: 'xfer-user' } })).items.find(
        (t) => t.institutionTransactionId === sent.transactionId,
      ),
    ).id;
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
    expect(units(await holding(okx.tokenId, 'okx', 'ETH'))).toBe(units(before) - units(0.05) - units(chain.fee));

    expect(
      await refused(mesh.transfers.v1TransfersCreate({ authToken: okx.tokenId, type: 'okx', symbol: 'ETH', targetAddress: own })),
    ).toMatchObject({
      status: 400,
      data: { errorType: 'missingField' },
    });
  });

  // Judged once, after every call: compiling the judgement takes seconds, and a pause between a test's calls that
  // long would outlast the server's idle keep-alive connections.
  it("answered every call with a body of node-api's declared type (ApiResult for errors)", () => {
    expect(answers.length).toBeGreaterThan(0);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});
