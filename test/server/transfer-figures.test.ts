// The figures node-api declares for configureTransfer, previewTransfer, listManagedTransfers and
// listTransferTokens, over HTTP, held to the fields beside them: fiat at the one price of the answer, the balance a
// network needs against its eligibility, the gas against the network fee, a listed transfer's fees against what
// left the account, and what a transfer was for as its link token or request said. The clock stands still, so
// every answer of a test is priced at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../client/operations.js';
import { accountTokens, signIn } from '../support/sandboxUsers.js';
import { connect, headersOf, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const BITCOIN = '0880db06-7c7c-4738-898f-cf74efc03c47';
const BNB_CHAIN = '8c1e4a7b-2d5f-4b8e-a1c3-6f9e2d5b8a1c';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const BTC_DESTINATION = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const USDC_ON_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SUB_CLIENT = '3f2c9a10-5b7e-4d1a-8c6f-2e9b0d4a7f31';

type Account = Awaited<ReturnType<typeof connect>>;
let n = 0;
/** A new account at `type` (Bitfinex charges a fee on every network, Gemini none). */
const account = (type: string) => connect(server, type, { username: `figures-${n++}`, userId: 'figures-user' });

const previewOf = async (from: Account, body: Record<string, unknown>) =>
  ok(
    await server.call('previewTransfer', {
      body: { fromAuthToken: from.tokenId, fromType: from.brokerType, toAddress: DESTINATION, amount: 0.01, ...body },
    }),
  );
/** The price of `symbol` now, as a preview answers it. */
const priceNow = async (from: Account, symbol: string, networkId: string) =>
  present(present((await previewOf(from, { symbol, networkId })).previewResult).unitPrice);
/** A transfer sent in a Link session of a link token with these options. */
async function sentInSession(from: Account, options: Record<string, unknown>) {
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'figures-user', ...options } }));
  const body = { linkToken, authToken: from.tokenId, type: from.brokerType, symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
  return present(present(ok(await server.call('sandboxTransfer', { body })).transfer).transferId);
}
/** A server-side transfer: previewed, then executed. */
async function sentServerSide(from: Account, body: Record<string, unknown>) {
  const preview = present((await previewOf(from, body)).previewResult);
  const executed = ok(
    await server.call('executeTransfer', {
      body: { fromAuthToken: from.tokenId, fromType: from.brokerType, previewId: preview.previewId },
    }),
  );
  return { preview, executed: present(executed.executeTransferResult) };
}

/** Two fiat values equal to the cent (sums of rounded values stay exact decimals). */
const cents = (value: number | null) => Math.round(present(value) * 100);

describe('configureTransfer', () => {
  it("answers each network's limits and fee at the asset's price, and the balance that eligibility asks for", async () => {
    const bitfinex = await account('bitfinex');
    const price = await priceNow(bitfinex, 'ETH', ETHEREUM);
    const configure = async (extra: Record<string, unknown>) =>
      ok(
        await server.call('configureTransfer', {
          body: { fromAuthToken: bitfinex.tokenId, fromType: 'bitfinex', symbol: 'ETH', ...extra },
        }),
      );
    const unasked = await configure({});
    expect(unasked).toMatchObject({ supportedFiatCurrencies: ['USD'], transferBalanceFundingAvailability: { status: 'disabled' } });
    const holding = present(unasked.holdings[0]);
    expect(holding.eligibleForTransferWithFunding).toBe(false);
    const eligibleMinima: number[] = [];
    for (const network of holding.networks) {
      expect(network.minimumAmountInFiat).toBeCloseTo(network.minimumAmount * price, 2);
      expect(network.maximumAmountInFiat).toBeCloseTo(present(network.maximumAmount) * price, 2);
      expect(network.totalEstimatedTransferFeeInFiat).toBe(network.institutionTransferFee.feeInFiat);
      expect(network.institutionTransferFee.fee).toBeGreaterThan(0);
      expect(network.transferAmount).toBeNull();
      expect(network.minimumRequiredForTransferAmount).toBeCloseTo(network.minimumAmount + network.institutionTransferFee.fee, 8);
      expect(network.eligibleForTransfer).toBe(holding.availableBalance >= network.minimumRequiredForTransferAmount);
      expect(network.eligibleForTransferWithFunding).toBe(false);
      if (network.eligibleForTransfer) eligibleMinima.push(present(network.minimumAmountInFiat));
    }
    expect(holding.networks.find((network) => network.id === ETHEREUM)?.caipNetworkId).toBe('eip155:1');
    expect(unasked.minimumTransferAmountInFiat).toBe(Math.min(...eligibleMinima));

    const inFiat = present((await configure({ amountInFiat: 100, networkId: ETHEREUM })).holdings[0]?.networks[0]);
    expect(present(inFiat.transferAmount) * price).toBeCloseTo(100, 4);
    expect(inFiat.minimumRequiredForTransferAmount).toBeCloseTo(present(inFiat.transferAmount) + inFiat.institutionTransferFee.fee, 8);
    const tooMuch = present((await configure({ amount: holding.availableBalance, networkId: ETHEREUM })).holdings[0]?.networks[0]);
    expect(tooMuch).toMatchObject({ transferAmount: holding.availableBalance, eligibleForTransfer: false });
    expect(tooMuch.ineligibilityReason).toBe('balanceBelowRequestedAmount');
    expect(tooMuch.minimumRequiredForTransferAmount).toBeGreaterThan(holding.availableBalance);
  });

  it('names every network by its CAIP-2 id, and none where no namespace covers it', async () => {
    const positions = ['ETH', 'BTC', 'SOL', 'XRP', 'ADA', 'TRX'].map((symbol) => ({ symbol, amount: 10 }));
    const document = {
      institutions: [{ type: 'coinbase', accounts: [{ accountId: 'CB-CAIP', accountName: 'All', cryptocurrencyPositions: positions }] }],
    };
    const from = present(
      accountTokens(await signIn(server, { type: 'coinbase', username: 'user_custom', password: JSON.stringify(document) }))[0],
    );
    const configured = ok(await server.call('configureTransfer', { body: { fromAuthToken: from.tokenId, fromType: 'coinbase' } }));
    const ids = new Map(configured.holdings.flatMap((h) => h.networks.map((network) => [network.name, network.caipNetworkId])));
    expect(Object.fromEntries(ids)).toMatchObject({
      Ethereum: 'eip155:1',
      Base: 'eip155:8453',
      Bitcoin: 'bip122:000000000019d6689c085ae165831e93',
      Solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'XRP Ledger': 'xrpl:0',
      Cardano: null,
      Tron: null,
    });
  });
});

describe('previewTransfer', () => {
  it('answers the totals, the fees none are charged of and the funding it does not need, at the one price', async () => {
    const bitfinex = await account('bitfinex');
    const answer = await previewOf(bitfinex, { symbol: 'ETH', networkId: ETHEREUM, amount: 0.05 });
    const result = present(answer.previewResult);
    const price = present(result.unitPrice);
    expect(result.totalEstimatedAmount).toBeCloseTo(result.amount + result.institutionTransferFee.fee, 8);
    expect(result.amountInFiat).toBeCloseTo(result.amount * price, 2);
    expect(result).toMatchObject({
      refundAddress: result.fromAddress,
      contractAddress: null,
      decimalPlaces: 18,
      clientFee: 0,
      customClientFee: { fee: 0, feeCurrency: 'ETH', feeInFiat: 0 },
      isCustomClientFeeProvided: false,
      amountWithCustomClientFee: result.transferAmountToRequest,
      processingFeeRetainMethod: { type: 'default', processingFeeAddress: null },
      transferType: 'deposit',
      totalEstimatedAmountPlusConversionFeesInFiat: result.totalEstimatedAmountInFiat,
    });
    expect(answer.transferBalanceFundingAvailability).toEqual({
      status: 'disabled',
      transferTotalAmount: result.totalEstimatedAmount,
      unitPrice: price,
      gasFeeBuffer: { fee: 0, feeCurrency: 'ETH', feeInFiat: 0 },
      symbol: 'ETH',
      transferTotalAmountInFiat: result.totalEstimatedAmountInFiat,
    });
    expect(answer.transferFromAnotherAccountAvailabilityInfo).toEqual({
      transferFromAnotherAccountNeeded: false,
      transferFromAnotherAccountAmount: 0,
      anotherAccountName: null,
    });
    // The gas, in gwei of ether, makes the network fee.
    const gas = present(result.estimatedNetworkGasFeeDetails);
    expect(gas.gasLimit).toBe(21_000);
    expect((gas.gasLimit * present(gas.maxFeePerGas)) / 1e9).toBeCloseTo(result.estimatedNetworkGasFee.fee, 12);
    expect(present(gas.maxPriorityFeePerGas)).toBeLessThan(present(gas.maxFeePerGas));
  });

  it("names a token's contract and decimals on its network, and its gas in the network's coin", async () => {
    const gemini = await account('gemini');
    const etherPrice = await priceNow(gemini, 'ETH', ETHEREUM);
    const usdc = present((await previewOf(gemini, { symbol: 'USDC', networkId: ETHEREUM, amount: 20 })).previewResult);
    expect(usdc).toMatchObject({ contractAddress: USDC_ON_ETHEREUM, decimalPlaces: 6 });
    const gas = present(usdc.estimatedNetworkGasFeeDetails);
    expect(gas.gasLimit).toBe(65_000);
    expect(((gas.gasLimit * present(gas.maxFeePerGas)) / 1e9) * etherPrice).toBeCloseTo(present(usdc.estimatedNetworkGasFee.feeInFiat), 2);

    const coinbase = await account('coinbase');
    const onBnb = present((await previewOf(coinbase, { symbol: 'USDC', networkId: BNB_CHAIN, amount: 20 })).previewResult);
    expect(onBnb.decimalPlaces).toBe(18);
    const bitcoin = present(
      (await previewOf(coinbase, { symbol: 'BTC', networkId: BITCOIN, amount: 0.001, toAddress: BTC_DESTINATION })).previewResult,
    );
    expect(bitcoin).toMatchObject({ contractAddress: null, decimalPlaces: 8, estimatedNetworkGasFeeDetails: null });
  });

  it('answers a preview it could not make without a total to fund, and still no account to fund it from', async () => {
    const gemini = await account('gemini');
    const short = await previewOf(gemini, { symbol: 'ETH', networkId: ETHEREUM, amount: 900 });
    expect(short).toMatchObject({ status: 'requiresFunding', previewResult: null, transferBalanceFundingAvailability: null });
    expect(short.transferFromAnotherAccountAvailabilityInfo.transferFromAnotherAccountNeeded).toBe(false);
  });
});

describe('listManagedTransfers', () => {
  type Listed = Content<'listManagedTransfers'>['items'][number];
  const listed = async (query: Record<string, string>) => ok(await server.call('listManagedTransfers', { query })).items;
  const one = async (id: string): Promise<Listed> => present((await listed({ Id: id }))[0]);

  it("lists what left the account, its fees and what arrived, all at the transfer's own price", async () => {
    const bitfinex = await account('bitfinex');
    const { preview, executed } = await sentServerSide(bitfinex, { symbol: 'ETH', networkId: ETHEREUM, amount: 0.05 });
    const check = (transfer: Listed) => {
      const price = present(transfer.amountInFiat) / transfer.amount;
      expect(transfer.withdrawalFee).toMatchObject({ fee: executed.institutionTransferFee.fee, feeCurrency: 'ETH' });
      expect(present(transfer.withdrawalFee.feeInFiat)).toBeCloseTo(transfer.withdrawalFee.fee * price, 2);
      expect(transfer.processingFee).toEqual({ fee: 0, feeCurrency: 'ETH', feeInFiat: 0 });
      expect(present(transfer.gasFee).fee).toBe(preview.estimatedNetworkGasFee.fee);
      expect(transfer.sourceAmount).toBeCloseTo(transfer.amount + transfer.withdrawalFee.fee, 8);
      expect(cents(transfer.totalFeesAmountInFiat)).toBe(cents(transfer.withdrawalFee.feeInFiat) + cents(transfer.processingFee.feeInFiat));
      expect(cents(transfer.totalTransactionAmountInFiat)).toBe(cents(transfer.amountInFiat) + cents(transfer.totalFeesAmountInFiat));
      expect(cents(transfer.totalTransactionAmountInFiat)).toBe(cents(executed.totalAmountInFiat));
      expect(transfer).toMatchObject({
        amountToReceive: transfer.amount,
        destinationAmount: transfer.amount,
        amountToReceiveInFiat: transfer.amountInFiat,
        destinationAmountInFiat: transfer.amountInFiat,
        isFeeIncluded: false,
        tokenAddress: null,
        infoUrl: null,
        transferType: 'deposit',
        subClientId: null,
        fundingMethods: [
          {
            type: 'existingCryptocurrencyBalance',
            amount: transfer.sourceAmount,
            amountInFiat: transfer.totalTransactionAmountInFiat,
            toSymbol: 'ETH',
            fromAmount: transfer.sourceAmount,
            fromSymbol: 'ETH',
            paymentMethodType: null,
            fee: { fee: 0, feeCurrency: 'ETH', feeInFiat: 0 },
          },
        ],
      });
    };
    const sent = await one(executed.transferId);
    check(sent);
    // Hours later, at other prices, and settled: the same figures.
    server.clock.advance(5 * 3_600_000);
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: executed.transferId }, body: { outcome: 'Succeeded' } }));
    const later = await one(executed.transferId);
    check(later);
    expect(later.withdrawalFee).toEqual(sent.withdrawalFee);
    expect(later.totalTransactionAmountInFiat).toBe(sent.totalTransactionAmountInFiat);
  });

  it("lists a token's contract, and the source's logo as this sandbox serves it", async () => {
    const gemini = await account('gemini');
    const { executed } = await sentServerSide(gemini, { symbol: 'USDC', networkId: ETHEREUM, amount: 20 });
    const transfer = await one(executed.transferId);
    expect(transfer.tokenAddress).toBe(USDC_ON_ETHEREUM);
    expect(transfer.from).toMatchObject({ type: 'gemini', name: 'Gemini' });
    const logo = await fetch(present(transfer.from.logoUrl));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('keeps what a session sent for and its sub-client, filters by the sub-client, and carries both in an export', async () => {
    const gemini = await account('gemini');
    const payment = await sentInSession(gemini, { subClientId: SUB_CLIENT, transferOptions: { transferType: 'payment' } });
    const deposit = await sentInSession(gemini, {});
    expect(await one(payment)).toMatchObject({ transferType: 'payment', subClientId: SUB_CLIENT });
    expect(await one(deposit)).toMatchObject({ transferType: 'deposit', subClientId: null });
    const ofSubClient = async (subClientId: string) => (await listed({ SubClientId: subClientId })).map((t) => t.id);
    expect(await ofSubClient(SUB_CLIENT)).toEqual([payment]);
    expect(await ofSubClient(SUB_CLIENT.toUpperCase())).toEqual([payment]);
    expect(await ofSubClient('00000000-0000-4000-8000-000000000000')).toEqual([]);

    const document = ok(await server.call('sandboxExport', {}));
    expect(document.transfers.find((t) => t.id === payment)).toMatchObject({ transferType: 'payment', subClientId: SUB_CLIENT });
    const other = ok(await server.call('createClient', { body: { name: 'figures import' } }));
    const headers = headersOf(other);
    ok(await server.call('sandboxImport', { body: document, headers }));
    const imported = ok(await server.call('listManagedTransfers', { query: { SubClientId: SUB_CLIENT }, headers })).items;
    expect(imported.map((t) => [t.transferType, t.subClientId, t.amount])).toEqual([['payment', SUB_CLIENT, 0.01]]);
  });
});

describe('listTransferTokens', () => {
  it("lists each institution's networks for a token as the integrations list them, by the institution's own chain name", async () => {
    const { tokens } = ok(await server.call('listTransferTokens', {}));
    const { integrations } = ok(await server.call('listTransferIntegrations', {}));
    for (const token of tokens) {
      const pairs = token.integrationNetworks.map((n) => `${n.brokerType} ${n.networkId}`).sort();
      const expected = integrations
        .flatMap((i) =>
          i.networks.filter((network) => network.supportedTokens.includes(token.token)).map((network) => `${i.type} ${network.id}`),
        )
        .sort();
      expect(pairs, token.token).toEqual(expected);
      for (const n of token.integrationNetworks) {
        expect(token.supportedIntegrations).toContain(n.brokerType);
        expect(token.networks.find((network) => network.id === n.networkId)?.name).toBe(n.netwokName);
      }
    }
    // The name a transfer of the institution carries as its chain.
    const gemini = await account('gemini');
    const kuCoin = await account('kuCoin');
    const eth = present(tokens.find((t) => t.token === 'ETH')).integrationNetworks;
    for (const from of [gemini, kuCoin]) {
      const { executed } = await sentServerSide(from, { symbol: 'ETH', networkId: ETHEREUM });
      const { chain } = ok(await server.call('getTransfer', { params: { transferId: executed.transferId } }));
      expect(eth.find((n) => n.brokerType === from.brokerType && n.networkId === ETHEREUM)?.innerNetworkId).toBe(chain);
    }
  });
});
