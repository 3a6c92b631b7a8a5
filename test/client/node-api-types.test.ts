// Every operation of the public Node client (@meshconnect/node-api) that the sandbox serves, driven through the
// client itself, and every answer held to the client's own declared types: a 200 body to the called method's
// response type, an error body to `ApiResult` (required fields, types, enum values, no unknown fields), but for
// the spec's written exceptions (test/support/nodeApi.ts); and, over all of an operation's answers, every property
// its type declares answered somewhere, but for those test/support/nodeApiUnanswered.ts lists with their Decision.
// The calls are a table, one row per variant worth seeing (a brokerage with options, an exchange with NFTs, a
// wallet, MFA, each kind of refusal). An operation the spec adds that node-api has is driven here, or in another
// test that judges node-api's answers the same way (the newer operations have their own files), or the last test
// fails. Every operation has a success here, so that the walk over each operation's answers sees them all. The rows
// run again through the upstream mode (issue 48), each time against a twin sandbox as the upstream: in `verify`, and in
// `shadow` with every call that changes state opted in, so that a call of each of node-api's operations (all 45) goes
// to the twin; each answers as here, and neither finds a difference.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempt,
  nodeApiOperations,
  nodeApiPropertiesLacking,
  nodeApiTypeErrors,
  quoteOf,
  recordingNodeApi,
  servedByTheSpec,
} from '../support/nodeApi.js';
import { covers, isUnanswered, UNANSWERED } from '../support/nodeApiUnanswered.js';
import { connectCustom, DESTINATION, ETHEREUM, PORTFOLIO, SOLANA, SOLANA_ADDRESS } from '../support/sandboxUsers.js';
import { bindingVariantNodeApi, upperFirst, type Variant, withoutServerAddress } from '../support/nodeApiBinding.js';
import { CLIENT, connect, ok, present, startTestServer, type TestServer } from '../support/server.js';
import { askedOf, shadowableWrites, startShadowTwin } from '../support/shadowTwin.js';

const USER = 'node-api-types';
const WALLET = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
const UNKNOWN_TOKEN = 'at_unknown_0123456789abcdef';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

type Api = ReturnType<typeof recordingNodeApi>['api'];
type Connected = Awaited<ReturnType<typeof connect>>;

/** What the rows share: the server, the connected accounts, and what earlier rows left. */
interface Fixture {
  server: TestServer;
  /** A brokerage with equities, options and crypto, and an exchange with NFTs (a sandbox user's document). */
  robinhood: string;
  coinbase: string;
  /** Seeded exchanges (Kraken asks for MFA before addresses and transfers), a wallet, a brokerage asking MFA on refresh. */
  gemini: string;
  kraken: Connected;
  wallet: string;
  interactiveBrokers: Connected;
  /** A brokerage account of its own user, which trades (crypto, at any hour). */
  trader: string;
  /** Each institution's id, by type: in integrations, and in the managed transfers' integrations. */
  integrationIds: Map<string, string>;
  transferIntegrationIds: Map<string, string>;
  /** Set by rows, read by later ones (a preview to execute). */
  left: Record<string, string>;
}

interface Row {
  /** node-api's `group.method`, as the recording names it. */
  operation: string;
  /** What this call shows. */
  variant: string;
  /** The HTTP status its last call of `operation` is answered with. */
  status: number;
  /** Calls the operation (with `api`, or `stranger`, a client with a wrong secret); may call others first. */
  call: (api: Api, f: Fixture, stranger: Api) => Promise<unknown>;
}

/** A preview from Gemini to the destination address, with what `extra` changes. */
const previewBody = (f: Fixture, extra: Record<string, unknown> = {}) => ({
  fromAuthToken: f.gemini,
  fromType: 'gemini' as const,
  networkId: ETHEREUM,
  symbol: 'ETH',
  toAddress: DESTINATION,
  amount: 0.01,
  ...extra,
});
type PreviewRequest = Parameters<Api['managedTransfers']['v1TransfersManagedPreviewCreate']>[0];
/** A 200 preview's id. */
const previewId = async (api: Api, body: PreviewRequest) =>
  present((await api.managedTransfers.v1TransfersManagedPreviewCreate(body)).data.content?.previewResult?.previewId, 'previewId');
/** Kraken's execute call of a fresh preview (to the destination address unless `extra` says), which asks for MFA first. */
const krakenExecute = async (api: Api, f: Fixture, extra: Record<string, unknown> = {}) => ({
  fromAuthToken: f.kraken.tokenId,
  fromType: 'kraken' as const,
  previewId: await previewId(api, { ...previewBody(f, extra), fromAuthToken: f.kraken.tokenId, fromType: 'kraken' }),
});

/** The id of an institution, as integrations lists it (account/verify names the connection by it). */
const integrationId = (f: Fixture, type: string) => present(f.integrationIds.get(type), type);
/** The id of an institution that moves crypto, as the managed transfers' integrations list it. */
const transferIntegrationId = (f: Fixture, type: string) => present(f.transferIntegrationIds.get(type), type);
type OrderRequest = Parameters<Api['transactions']['v1TransactionsCreate']>[1];
/** An order of the trader's, a market order in dollars unless `fields` say. */
const order = (f: Fixture, fields: Partial<OrderRequest> & Pick<OrderRequest, 'symbol' | 'amount'>): OrderRequest => ({
  authToken: f.trader,
  type: 'robinhood',
  paymentSymbol: 'USD',
  paymentIsCryptocurrency: false,
  amountIsInPaymentSymbol: false,
  orderType: 'market',
  timeInForce: 'goodTillCanceled',
  ...fields,
});

// Only institutions node-api's enum lists; the sandbox's newer ones appear in the lists' answers, as the spec says.
const ROWS: Row[] = [
  // Link and connections.
  {
    operation: 'managedAccountAuthentication.v1LinktokenCreate',
    variant: 'a user id alone',
    status: 200,
    call: (api) => api.managedAccountAuthentication.v1LinktokenCreate({ userId: USER }),
  },
  {
    operation: 'managedAccountAuthentication.v1LinktokenCreate',
    variant: 'a payment, with every transfer option node-api builds',
    status: 200,
    call: (api) =>
      api.managedAccountAuthentication.v1LinktokenCreate({
        userId: USER,
        restrictMultipleAccounts: true,
        transferOptions: {
          toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.05 }],
          amountInFiat: 100,
          transactionId: 'order-1',
          transferType: 'payment',
          isInclusiveFeeEnabled: false,
          description: 'A mug',
          goodsDetails: [{ goodsType: '01', goodsCategory: 'Kitchen', referenceGoodsId: 'mug-1', goodsName: 'Mug', goodsDetail: 'Blue' }],
          generatePayLink: true,
        },
      }),
  },
  {
    operation: 'managedAccountAuthentication.v1LinktokenCreate',
    variant: 'a wallet verification',
    status: 200,
    call: (api) =>
      api.managedAccountAuthentication.v1LinktokenCreate({
        userId: USER,
        verifyWalletOptions: { message: 'I own this wallet', verificationMethods: ['signedMessage'], networkType: 'evm' },
      }),
  },
  {
    operation: 'managedAccountAuthentication.v1LinktokenCreate',
    variant: 'every nullable option null, as if left out',
    status: 200,
    call: async (api) => {
      await api.managedAccountAuthentication.v1LinktokenCreate({ userId: USER, transferOptions: null, verifyWalletOptions: null });
      await api.managedAccountAuthentication.v1LinktokenCreate({
        userId: USER,
        verifyWalletOptions: { message: null, verificationMethods: null, addresses: null, networkId: null, networkType: null },
      });
      return api.managedAccountAuthentication.v1LinktokenCreate({
        userId: USER,
        transferOptions: {
          toAddresses: null,
          amountInFiat: null,
          transactionId: null,
          clientFee: null,
          transferType: null,
          fundingOptions: null,
          description: null,
          goodsDetails: null,
        },
      });
    },
  },
  {
    operation: 'managedAccountAuthentication.v1LinktokenCreate',
    variant: 'no user id: 400',
    status: 400,
    call: (api) => api.managedAccountAuthentication.v1LinktokenCreate({} as never),
  },
  {
    operation: 'managedAccountAuthentication.v1LinktokenCreate',
    variant: 'a wrong secret: 401',
    status: 401,
    call: (_, __, stranger) => stranger.managedAccountAuthentication.v1LinktokenCreate({ userId: USER }),
  },
  {
    operation: 'managedAccountAuthentication.v1TokenRefreshCreate',
    variant: 'an OAuth exchange, rotating the refresh token',
    status: 200,
    call: async (api, f) => {
      const coinbase = await connect(f.server, 'coinbase', { username: 'node-api-types-refresh', userId: USER });
      return api.managedAccountAuthentication.v1TokenRefreshCreate({
        type: 'coinbase',
        refreshToken: coinbase.refreshToken,
        createNewRefreshToken: true,
      });
    },
  },
  {
    operation: 'managedAccountAuthentication.v1TokenRefreshCreate',
    variant: 'a brokerage that asks for MFA on refresh, then the code',
    status: 200,
    call: async (api, f) => {
      const refresh = { type: 'interactiveBrokers' as const, refreshToken: f.interactiveBrokers.refreshToken };
      const asked = (await api.managedAccountAuthentication.v1TokenRefreshCreate(refresh)).data.content;
      const challenge = present(asked?.brokerAccountTokens?.[0]?.accessToken, 'the challenge');
      return api.managedAccountAuthentication.v1TokenRefreshCreate({ ...refresh, accessToken: challenge, mfaCode: '123456' });
    },
  },
  {
    operation: 'managedAccountAuthentication.v1TokenRefreshCreate',
    variant: 'the optional fields null, and metadata',
    status: 200,
    call: async (api, f) => {
      const coinbase = await connect(f.server, 'coinbase', { username: 'node-api-types-refresh-null', userId: USER });
      return api.managedAccountAuthentication.v1TokenRefreshCreate({
        type: 'coinbase',
        refreshToken: coinbase.refreshToken,
        createNewRefreshToken: null,
        accessToken: null,
        tradeToken: null,
        mfaCode: null,
        metadata: { source: 'node-api', note: null },
      });
    },
  },
  {
    operation: 'managedAccountAuthentication.v1TokenRefreshCreate',
    variant: 'an unknown refresh token',
    status: 404,
    call: (api) => api.managedAccountAuthentication.v1TokenRefreshCreate({ type: 'coinbase', refreshToken: 'rt_unknown_0123456789' }),
  },
  {
    operation: 'managedAccountAuthentication.v1AccountDelete',
    variant: 'a connected account',
    status: 200,
    call: async (api, f) => {
      const gone = await connect(f.server, 'gemini', { username: 'node-api-types-gone', userId: USER });
      return api.managedAccountAuthentication.v1AccountDelete({ authToken: gone.tokenId, type: 'gemini' });
    },
  },
  {
    operation: 'managedAccountAuthentication.v1AccountDelete',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.managedAccountAuthentication.v1AccountDelete({ authToken: UNKNOWN_TOKEN, type: 'gemini' }),
  },
  {
    operation: 'managedAccountAuthentication.v1StatusList',
    variant: 'every institution',
    status: 200,
    call: (api) => api.managedAccountAuthentication.v1StatusList(),
  },
  {
    operation: 'managedAccountAuthentication.v1IntegrationsList',
    variant: 'every institution',
    status: 200,
    call: (api) => api.managedAccountAuthentication.v1IntegrationsList(),
  },
  {
    operation: 'managedAccountAuthentication.v1IntegrationsList',
    variant: 'a wrong secret: 401',
    status: 401,
    call: (_, __, stranger) => stranger.managedAccountAuthentication.v1IntegrationsList(),
  },

  // Holdings.
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'a brokerage with equities, options and crypto',
    status: 200,
    call: (api, f) => api.portfolio.v1HoldingsGetCreate({ authToken: f.robinhood, type: 'robinhood', includeMarketValue: true }),
  },
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'an exchange with NFTs and unsupported positions',
    status: 200,
    call: (api, f) => api.portfolio.v1HoldingsGetCreate({ authToken: f.coinbase, type: 'coinbase', includeMarketValue: true }),
  },
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'a seeded exchange, without market values',
    status: 200,
    call: (api, f) => api.portfolio.v1HoldingsGetCreate({ authToken: f.gemini, type: 'gemini' }),
  },
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'a wallet',
    status: 200,
    call: (api, f) => api.portfolio.v1HoldingsGetCreate({ authToken: f.wallet, type: 'deFiWallet', includeMarketValue: true }),
  },
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'a connection that needs re-authentication: notAuthorized',
    status: 200,
    call: async (api, f) => {
      const stale = await connect(f.server, 'gemini', { username: 'node-api-types-stale', userId: 'node-api-types-stale' });
      ok(await f.server.call('sandboxRequireReauthentication', { body: { authToken: stale.tokenId, type: 'gemini' } }));
      return api.portfolio.v1HoldingsGetCreate({ authToken: stale.tokenId, type: 'gemini' });
    },
  },
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.portfolio.v1HoldingsGetCreate({ authToken: UNKNOWN_TOKEN, type: 'gemini' }),
  },
  {
    operation: 'portfolio.v1HoldingsGetCreate',
    variant: 'no type: 400',
    status: 400,
    call: (api, f) => api.portfolio.v1HoldingsGetCreate({ authToken: f.gemini } as never),
  },
  {
    operation: 'portfolio.v1HoldingsPortfolioList',
    variant: 'a user with a brokerage, exchanges, NFTs and a wallet',
    status: 200,
    call: (api) => api.portfolio.v1HoldingsPortfolioList({ UserId: USER, TimezoneOffset: 3600 }),
  },
  {
    operation: 'portfolio.v1HoldingsPortfolioList',
    variant: 'a user with nothing connected',
    status: 200,
    call: (api) => api.portfolio.v1HoldingsPortfolioList({ UserId: 'nobody' }),
  },
  {
    operation: 'portfolio.v1HoldingsPortfolioList',
    variant: 'no user id: 400',
    status: 400,
    call: (api) => api.portfolio.v1HoldingsPortfolioList({} as never),
  },
  {
    operation: 'balance.v1BalancePortfolioList',
    variant: 'a user with fiat in several currencies',
    status: 200,
    call: (api) => api.balance.v1BalancePortfolioList({ UserId: USER }),
  },
  {
    operation: 'balance.v1BalancePortfolioList',
    variant: 'no user id: 400',
    status: 400,
    call: (api) => api.balance.v1BalancePortfolioList(),
  },

  // Transfers: the institution's own.
  {
    operation: 'transfers.v1TransfersAddressGetCreate',
    variant: 'an exchange',
    status: 200,
    call: (api, f) => api.transfers.v1TransfersAddressGetCreate({ authToken: f.gemini, type: 'gemini', symbol: 'ETH' }),
  },
  {
    operation: 'transfers.v1TransfersAddressGetCreate',
    variant: 'an exchange that asks for MFA, then the code',
    status: 200,
    call: async (api, f) => {
      const request = { authToken: f.kraken.tokenId, type: 'kraken' as const, symbol: 'BTC' };
      await api.transfers.v1TransfersAddressGetCreate(request);
      return api.transfers.v1TransfersAddressGetCreate({ ...request, mfaCode: '123456' });
    },
  },
  {
    operation: 'transfers.v1TransfersAddressGetCreate',
    variant: 'a wallet, by address type',
    status: 200,
    call: (api, f) => api.transfers.v1TransfersAddressGetCreate({ authToken: f.wallet, type: 'deFiWallet', addressType: 'polygonAddress' }),
  },
  {
    operation: 'transfers.v1TransfersAddressGetCreate',
    variant: 'a symbol the exchange gives no address for',
    status: 404,
    call: (api, f) => api.transfers.v1TransfersAddressGetCreate({ authToken: f.gemini, type: 'gemini', symbol: 'NOPE' }),
  },
  {
    operation: 'transfers.v1TransfersSymbolDetailsCreate',
    variant: 'an exchange',
    status: 200,
    call: (api, f) => api.transfers.v1TransfersSymbolDetailsCreate({ authToken: f.gemini, type: 'gemini', symbol: 'USDC' }),
  },
  {
    operation: 'transfers.v1TransfersSymbolDetailsCreate',
    variant: 'a symbol without details',
    status: 404,
    call: (api, f) => api.transfers.v1TransfersSymbolDetailsCreate({ authToken: f.gemini, type: 'gemini', symbol: 'NOPE' }),
  },

  // Managed transfers.
  {
    operation: 'managedTransfers.v1TransfersManagedNetworksList',
    variant: 'every network',
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedNetworksList(),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedIntegrationsList',
    variant: 'every institution that moves crypto',
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedIntegrationsList(),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedTokensList',
    variant: 'every token',
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedTokensList(),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedConfigureCreate',
    variant: 'between two connected exchanges',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedConfigureCreate({
        fromAuthToken: f.gemini,
        fromType: 'gemini',
        toAuthToken: f.coinbase,
        toType: 'coinbase',
        symbol: 'ETH',
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedConfigureCreate',
    variant: 'to addresses, in fiat',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedConfigureCreate({
        fromAuthToken: f.gemini,
        fromType: 'gemini',
        toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }],
        amountInFiat: 20,
        fiatCurrency: 'USD',
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedConfigureCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.managedTransfers.v1TransfersManagedConfigureCreate({ fromAuthToken: UNKNOWN_TOKEN, fromType: 'gemini' }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedPreviewCreate',
    variant: 'to an address, bridging nothing',
    status: 200,
    call: async (api, f) => {
      f.left.preview = await previewId(api, previewBody(f, { transactionId: 'node-api-types-1', isBridging: false }));
    },
  },
  {
    operation: 'managedTransfers.v1TransfersManagedPreviewCreate',
    variant: 'to a connected account, in fiat, the network naming the asset',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedPreviewCreate({
        fromAuthToken: f.gemini,
        fromType: 'gemini',
        networkId: ETHEREUM,
        toAuthToken: f.coinbase,
        toType: 'coinbase',
        amountInFiat: 10,
        fiatCurrency: 'USD',
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedPreviewCreate',
    variant: 'more than the account holds: requiresFunding',
    status: 200,
    call: (api, f) => api.managedTransfers.v1TransfersManagedPreviewCreate(previewBody(f, { amount: 1_000_000 })),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedPreviewCreate',
    variant: 'below the minimum: failed',
    status: 200,
    call: (api, f) => api.managedTransfers.v1TransfersManagedPreviewCreate(previewBody(f, { amount: 0.000001 })),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedPreviewCreate',
    variant: 'a bridge: failed',
    status: 200,
    call: (api, f) => api.managedTransfers.v1TransfersManagedPreviewCreate(previewBody(f, { isBridging: true })),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedPreviewCreate',
    variant: 'an invalid address',
    status: 400,
    call: (api, f) => api.managedTransfers.v1TransfersManagedPreviewCreate(previewBody(f, { toAddress: 'not-an-address' })),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedExecuteCreate',
    variant: 'an exchange that asks for MFA, by text and then by email, then the code of its challenge',
    status: 200,
    call: async (api, f) => {
      const execute = await krakenExecute(api, f);
      const asked = (await api.managedTransfers.v1TransfersManagedExecuteCreate(execute)).data.content;
      await api.managedTransfers.v1TransfersManagedExecuteCreate({ ...execute, tryAnotherMfa: true });
      return api.managedTransfers.v1TransfersManagedExecuteCreate({
        ...execute,
        mfaCode: '123456',
        challengeId: asked?.challengeId ?? null,
      });
    },
  },
  {
    operation: 'managedTransfers.v1TransfersManagedExecuteCreate',
    variant: 'a wrong code: mfaFailed',
    status: 200,
    call: async (api, f) => api.managedTransfers.v1TransfersManagedExecuteCreate({ ...(await krakenExecute(api, f)), mfaCode: '000000' }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedExecuteCreate',
    variant: 'a preview, executed',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedExecuteCreate({
        fromAuthToken: f.gemini,
        fromType: 'gemini',
        previewId: present(f.left.preview),
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedExecuteCreate',
    variant: 'the funds taken since the preview: failed',
    status: 200,
    call: async (api, f) => {
      const balance = (
        await api.managedTransfers.v1TransfersManagedConfigureCreate({ fromAuthToken: f.gemini, fromType: 'gemini', symbol: 'ETH' })
      ).data.content?.holdings?.[0]?.availableBalance;
      const most = Number((present(balance) * 0.6).toFixed(6));
      const [first, second] = [
        await previewId(api, previewBody(f, { amount: most })),
        await previewId(api, previewBody(f, { amount: most })),
      ];
      await api.managedTransfers.v1TransfersManagedExecuteCreate({ fromAuthToken: f.gemini, fromType: 'gemini', previewId: first });
      return api.managedTransfers.v1TransfersManagedExecuteCreate({ fromAuthToken: f.gemini, fromType: 'gemini', previewId: second });
    },
  },
  {
    operation: 'managedTransfers.v1TransfersManagedExecuteCreate',
    variant: 'an unknown preview',
    status: 404,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedExecuteCreate({ fromAuthToken: f.gemini, fromType: 'gemini', previewId: UNKNOWN_UUID }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedMeshList',
    variant: 'every transfer',
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedMeshList(),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedMeshList',
    variant: 'by every filter and an order',
    status: 200,
    call: (api) =>
      api.managedTransfers.v1TransfersManagedMeshList({
        UserId: USER,
        Statuses: ['pending', 'succeeded'],
        IntegrationIds: [UNKNOWN_UUID],
        MinAmountInFiat: 1,
        MaxAmountInFiat: 1000,
        FromTimestamp: 0,
        ToTimestamp: 4_000_000_000,
        OrderBy: 'amountInFiat',
        SubClientId: UNKNOWN_UUID,
        IsSandBox: true,
        Count: 5,
        Offset: 0,
        DescendingOrder: false,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedMeshList',
    variant: 'a count above 100: 400',
    status: 400,
    call: (api) => api.managedTransfers.v1TransfersManagedMeshList({ Count: 101 }),
  },
  {
    operation: 'transfers.v1TransfersListCreate',
    variant: 'an exchange with transfers',
    status: 200,
    call: (api, f) => api.transfers.v1TransfersListCreate({ authToken: f.gemini, type: 'gemini' }),
  },
  {
    operation: 'transfers.v1TransfersListCreate',
    variant: 'an exchange without one',
    status: 200,
    call: (api, f) => api.transfers.v1TransfersListCreate({ authToken: f.coinbase, type: 'coinbase', count: 5 }),
  },
  {
    operation: 'transfers.v1TransfersListCreate',
    variant: 'a brokerage, which lists none: 400',
    status: 400,
    call: (api, f) => api.transfers.v1TransfersListCreate({ authToken: f.robinhood, type: 'robinhood' }),
  },
  {
    operation: 'transfers.v1TransfersDetailsCreate',
    variant: 'a withdrawal, and the deposit it made at another connected account',
    status: 200,
    call: async (api, f) => {
      const execute = await krakenExecute(api, f, { toAddress: undefined, toAuthToken: f.coinbase, toType: 'coinbase' });
      await api.managedTransfers.v1TransfersManagedExecuteCreate({ ...execute, mfaCode: '123456' });
      const listed = (await api.transfers.v1TransfersListCreate({ authToken: f.kraken.tokenId, type: 'kraken' })).data.content?.transfers;
      const withdrawal = present(listed?.find((t) => t.type === 'withdrawal')?.id, 'a withdrawal');
      await api.transfers.v1TransfersDetailsCreate({ authToken: f.kraken.tokenId, type: 'kraken', transactionId: withdrawal });
      const received = (await api.transfers.v1TransfersListCreate({ authToken: f.coinbase, type: 'coinbase' })).data.content?.transfers;
      const deposit = present(received?.find((t) => t.type === 'deposit')?.id, 'a deposit');
      return api.transfers.v1TransfersDetailsCreate({ authToken: f.coinbase, type: 'coinbase', transactionId: deposit });
    },
  },
  {
    operation: 'transfers.v1TransfersDetailsCreate',
    variant: 'an unknown transfer',
    status: 404,
    call: (api, f) => api.transfers.v1TransfersDetailsCreate({ authToken: f.gemini, type: 'gemini', transactionId: 'unknown' }),
  },

  // Wallets.
  {
    operation: 'wallets.v1WalletsVerifyList',
    variant: 'a user with a verified wallet',
    status: 200,
    call: (api) => api.wallets.v1WalletsVerifyList({ UserId: USER }),
  },
  {
    operation: 'wallets.v1WalletsVerifyList',
    variant: 'a wallet, whoever verified it',
    status: 200,
    call: (api) => api.wallets.v1WalletsVerifyList({ Address: WALLET.address }),
  },
  {
    operation: 'wallets.v1WalletsVerifyList',
    variant: 'neither user nor wallet: 400',
    status: 400,
    call: (api) => api.wallets.v1WalletsVerifyList(),
  },

  // The owner of an account.
  {
    operation: 'integrationsAccountInformation.v1AccountVerifyCreate',
    variant: "an exchange account's owner",
    status: 200,
    call: (api, f) =>
      api.integrationsAccountInformation.v1AccountVerifyCreate({ authToken: f.gemini, integrationId: integrationId(f, 'gemini') }),
  },
  {
    operation: 'integrationsAccountInformation.v1AccountVerifyCreate',
    variant: 'a wallet, whose owner no institution knows: 400',
    status: 400,
    call: (api, f) =>
      api.integrationsAccountInformation.v1AccountVerifyCreate({
        authToken: f.wallet,
        integrationId: integrationId(f, 'deFiWallet'),
      }),
  },
  {
    operation: 'integrationsAccountInformation.v1AccountVerifyCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api, f) =>
      api.integrationsAccountInformation.v1AccountVerifyCreate({
        authToken: UNKNOWN_TOKEN,
        integrationId: integrationId(f, 'gemini'),
      }),
  },
  {
    operation: 'integrationsAccountInformation.v1ExchangeVerifyCreate',
    variant: 'only the details asked for',
    status: 200,
    call: (api, f) =>
      api.integrationsAccountInformation.v1ExchangeVerifyCreate({
        authToken: f.gemini,
        integrationId: integrationId(f, 'gemini'),
        accountInfo: ['firstName', 'id', 'companyName'],
      }),
  },
  {
    operation: 'integrationsAccountInformation.v1ExchangeVerifyCreate',
    variant: 'no token: 400',
    status: 400,
    call: async (api, f) => api.integrationsAccountInformation.v1ExchangeVerifyCreate({ integrationId: integrationId(f, 'gemini') }),
  },

  // Headless authentication and catalog links.
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticationSchemesList',
    variant: 'every institution',
    status: 200,
    call: (api) => api.selfManagedAccountAuthentication.v1AuthenticationSchemesList(),
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticationSchemesList',
    variant: 'a wrong secret: 401',
    status: 401,
    call: (_, __, stranger) => stranger.selfManagedAccountAuthentication.v1AuthenticationSchemesList(),
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticateCreate',
    variant: 'a brokerage that asks for MFA, then the code',
    status: 200,
    call: async (api) => {
      const credentials = { type: 'robinhood' as const, username: 'node-api-types-auth', password: 'pass_good' };
      await api.selfManagedAccountAuthentication.v1AuthenticateCreate({ userId: USER }, credentials);
      return api.selfManagedAccountAuthentication.v1AuthenticateCreate({ userId: USER }, { ...credentials, mfaCode: '123456' });
    },
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticateCreate',
    variant: 'delayed: a refresh token only',
    status: 200,
    call: (api) =>
      api.selfManagedAccountAuthentication.v1AuthenticateCreate(
        { userId: USER },
        { type: 'alpaca', username: 'delayed-node-api-types', password: 'pass_good' },
      ),
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticateCreate',
    variant: 'a wrong password: 400',
    status: 400,
    call: (api) =>
      api.selfManagedAccountAuthentication.v1AuthenticateCreate(
        { userId: USER },
        { type: 'gemini', username: 'node-api-types-gemini', password: 'nope' },
      ),
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticateCreate',
    variant: "another user's token",
    status: 404,
    call: (api, f) =>
      api.selfManagedAccountAuthentication.v1AuthenticateCreate(
        { userId: 'someone-else' },
        { type: 'gemini', username: 'node-api-types-gemini', password: 'pass_good', authToken: f.gemini },
      ),
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticateDetail',
    variant: "an OAuth institution's Link page",
    status: 200,
    call: (api) => api.selfManagedAccountAuthentication.v1AuthenticateDetail('coinbase', { userId: USER }),
  },
  {
    operation: 'selfManagedAccountAuthentication.v1AuthenticateDetail',
    variant: 'an institution that signs in by password: 400',
    status: 400,
    call: (api) => api.selfManagedAccountAuthentication.v1AuthenticateDetail('robinhood', { userId: USER }),
  },
  {
    operation: 'managedAccountAuthentication.v1CataloglinkList',
    variant: 'on one institution, one account',
    status: 200,
    call: (api) =>
      api.managedAccountAuthentication.v1CataloglinkList({ UserId: USER, BrokerType: 'kraken', RestrictMultipleAccounts: true }),
  },
  {
    operation: 'managedAccountAuthentication.v1CataloglinkList',
    variant: 'no user id: 400',
    status: 400,
    call: (api) => api.managedAccountAuthentication.v1CataloglinkList({ UserId: '' }),
  },
  {
    operation: 'managedAccountAuthentication.v1CataloglinkCreate',
    variant: 'a payment to an address',
    status: 200,
    call: (api) =>
      api.managedAccountAuthentication.v1CataloglinkCreate(
        { UserId: USER },
        {
          toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.1 }],
          transactionId: 'node-api-types-catalog',
          clientFee: 0.01,
          transferType: 'payment',
          goodsDetails: [{ goodsType: '02', goodsName: 'A ticket' }],
        },
      ),
  },
  {
    operation: 'managedAccountAuthentication.v1CataloglinkCreate',
    variant: 'a client fee above 100%: 400',
    status: 400,
    call: (api) => api.managedAccountAuthentication.v1CataloglinkCreate({ UserId: USER }, { clientFee: 2 }),
  },

  // An account's value and balances, and the market's assets.
  {
    operation: 'portfolio.v1HoldingsValueCreate',
    variant: 'a brokerage with equities, options and crypto',
    status: 200,
    call: (api, f) => api.portfolio.v1HoldingsValueCreate({ authToken: f.robinhood, type: 'robinhood' }),
  },
  {
    operation: 'portfolio.v1HoldingsValueCreate',
    variant: 'an exchange with NFTs',
    status: 200,
    call: (api, f) => api.portfolio.v1HoldingsValueCreate({ authToken: f.coinbase, type: 'coinbase' }),
  },
  {
    operation: 'portfolio.v1HoldingsValueCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.portfolio.v1HoldingsValueCreate({ authToken: UNKNOWN_TOKEN, type: 'gemini' }),
  },
  {
    operation: 'balance.v1BalanceGetCreate',
    variant: 'an exchange',
    status: 200,
    call: (api, f) => api.balance.v1BalanceGetCreate({ authToken: f.gemini, type: 'gemini' }),
  },
  {
    operation: 'balance.v1BalanceGetCreate',
    variant: 'a wallet, without fiat',
    status: 200,
    call: (api, f) => api.balance.v1BalanceGetCreate({ authToken: f.wallet, type: 'deFiWallet' }),
  },
  {
    operation: 'balance.v1BalanceGetCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.balance.v1BalanceGetCreate({ authToken: UNKNOWN_TOKEN, type: 'gemini' }),
  },
  {
    operation: 'assets.v1AssetsDetail',
    variant: 'every cryptocurrency',
    status: 200,
    call: (api) => api.assets.v1AssetsDetail('cryptocurrency'),
  },
  {
    operation: 'assets.v1AssetsDetail',
    variant: 'equities, searched and paged',
    status: 200,
    call: (api) => api.assets.v1AssetsDetail('equity', { Search: 'inc', Count: 2, Offset: 1 }),
  },
  {
    operation: 'assets.v1AssetsDetail',
    variant: 'an asset type node-api does not have: 400',
    status: 400,
    call: (api) => api.assets.v1AssetsDetail('bond' as never),
  },

  // The Solana helpers.
  {
    operation: 'quickNode.v1CatalogSolanaGetLatestBlockhashCreate',
    variant: 'on mainnet',
    status: 200,
    call: (api) => api.quickNode.v1CatalogSolanaGetLatestBlockhashCreate({ chainId: SOLANA }),
  },
  {
    operation: 'quickNode.v1CatalogSolanaGetLatestBlockhashCreate',
    variant: 'a chain the sandbox does not run: 400',
    status: 400,
    call: (api) => api.quickNode.v1CatalogSolanaGetLatestBlockhashCreate({ chainId: 'devnet' }),
  },
  {
    operation: 'quickNode.v1CatalogSolanaGetTokenProgramCreate',
    variant: 'a token by symbol',
    status: 200,
    call: (api) => api.quickNode.v1CatalogSolanaGetTokenProgramCreate({ chainId: 'mainnet-beta', token: 'usdc' }),
  },
  {
    operation: 'quickNode.v1CatalogSolanaGetTokenProgramCreate',
    variant: 'no token: 400',
    status: 400,
    call: (api) => api.quickNode.v1CatalogSolanaGetTokenProgramCreate({}),
  },
  {
    operation: 'quickNode.v1CatalogSolanaIsTokenAddressCreatedCreate',
    variant: 'an address no transfer reached',
    status: 200,
    call: (api) => api.quickNode.v1CatalogSolanaIsTokenAddressCreatedCreate({ chainId: 'mainnet-beta', address: SOLANA_ADDRESS }),
  },
  {
    operation: 'quickNode.v1CatalogSolanaIsTokenAddressCreatedCreate',
    variant: 'an Ethereum address: 400',
    status: 400,
    call: (api) => api.quickNode.v1CatalogSolanaIsTokenAddressCreatedCreate({ address: DESTINATION }),
  },

  // Managed transfers: the parts beyond configure, preview and execute.
  {
    operation: 'managedTransfers.v1TransfersManagedAddressGetCreate',
    variant: 'an exchange, on a network',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: f.coinbase,
        type: 'coinbase',
        symbol: 'USDC',
        networkId: SOLANA,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedAddressGetCreate',
    variant: 'an exchange that asks for MFA',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: f.kraken.tokenId,
        type: 'kraken',
        symbol: 'ETH',
        networkId: ETHEREUM,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedAddressGetCreate',
    variant: 'a symbol the network does not carry: 400',
    status: 400,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: f.coinbase,
        type: 'coinbase',
        symbol: 'BTC',
        networkId: SOLANA,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedAddressGetCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) =>
      api.managedTransfers.v1TransfersManagedAddressGetCreate({
        authToken: UNKNOWN_TOKEN,
        type: 'coinbase',
        symbol: 'ETH',
        networkId: ETHEREUM,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedVerifyList',
    variant: 'a transfer that can be made',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedVerifyList({
        integrationId: transferIntegrationId(f, 'coinbase'),
        token: 'USDC',
        networkId: SOLANA,
        targetAddress: SOLANA_ADDRESS,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedVerifyList',
    variant: 'an address of another network: failed',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedVerifyList({
        integrationId: transferIntegrationId(f, 'coinbase'),
        token: 'USDC',
        networkId: SOLANA,
        targetAddress: DESTINATION,
      }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedVerifyList',
    variant: 'a token longer than any symbol: 400',
    status: 400,
    call: (api) => api.managedTransfers.v1TransfersManagedVerifyList({ token: 'X'.repeat(33), targetAddress: SOLANA_ADDRESS }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedQuoteCreate',
    variant: "an exchange's fees and ways to fund",
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedQuoteCreate({ ...quoteOf('coinbase', 250), feePercentage: 0.01 }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedQuoteCreate',
    variant: 'less than the fees: ineligible',
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('bitfinex', 1)),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedQuoteCreate',
    variant: 'a payment institution, by bank or card',
    status: 200,
    call: (api) => api.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('robinhoodConnect', 100)),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedQuoteCreate',
    variant: 'a brokerage, which sends no crypto: 400',
    status: 400,
    call: (api) => api.managedTransfers.v1TransfersManagedQuoteCreate(quoteOf('robinhood', 100)),
  },

  // A withdrawal in one call, and its status.
  {
    operation: 'transfers.v1TransfersCreate',
    variant: 'a withdrawal to an address',
    status: 200,
    call: async (api, f) => {
      const sent = await api.transfers.v1TransfersCreate({
        authToken: f.gemini,
        type: 'gemini',
        symbol: 'ETH',
        targetAddress: DESTINATION,
        amount: 0.0125,
      });
      f.left.sent = present(sent.data.content?.transactionId, 'the transaction id');
      return sent;
    },
  },
  {
    operation: 'transfers.v1TransfersCreate',
    variant: 'an exchange that asks for MFA, then a wrong code: failed',
    status: 200,
    call: async (api, f) => {
      const send = { authToken: f.kraken.tokenId, type: 'kraken' as const, addressType: 'ethAddress' as const, targetAddress: DESTINATION };
      await api.transfers.v1TransfersCreate({ ...send, amount: 0.01 });
      return api.transfers.v1TransfersCreate({ ...send, amount: 0.01, mfaCode: '000000' });
    },
  },
  {
    operation: 'transfers.v1TransfersCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) =>
      api.transfers.v1TransfersCreate({ authToken: UNKNOWN_TOKEN, type: 'gemini', symbol: 'ETH', targetAddress: DESTINATION, amount: 1 }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedUpdateCreate',
    variant: 'the withdrawal, still pending',
    status: 200,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedUpdateCreate({ authToken: f.gemini, type: 'gemini', transactionId: present(f.left.sent) }),
  },
  {
    operation: 'managedTransfers.v1TransfersManagedUpdateCreate',
    variant: 'the withdrawal, settled',
    status: 200,
    call: (api, f) => {
      f.server.clock.advance(10_000);
      return api.managedTransfers.v1TransfersManagedUpdateCreate({
        authToken: f.gemini,
        type: 'gemini',
        transactionId: present(f.left.sent),
      });
    },
  },
  {
    operation: 'managedTransfers.v1TransfersManagedUpdateCreate',
    variant: 'an unknown transfer',
    status: 404,
    call: (api, f) =>
      api.managedTransfers.v1TransfersManagedUpdateCreate({ authToken: f.gemini, type: 'gemini', transactionId: 'GEMI-TX-NONE' }),
  },

  // Trading.
  {
    operation: 'transactions.v1TransactionsFeatureListCreate',
    variant: 'a brokerage that trades',
    status: 200,
    call: (api, f) => api.transactions.v1TransactionsFeatureListCreate({ authToken: f.trader, type: 'robinhood' }),
  },
  {
    operation: 'transactions.v1TransactionsFeatureListCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.transactions.v1TransactionsFeatureListCreate({ authToken: UNKNOWN_TOKEN, type: 'robinhood' }),
  },
  {
    operation: 'transactions.v1TransactionsSymbolinfoCreate',
    variant: 'a cryptocurrency traded in fractions',
    status: 200,
    call: (api, f) => api.transactions.v1TransactionsSymbolinfoCreate({ ...order(f, { symbol: 'BTC', amount: 1 }), side: 'buy' }),
  },
  {
    operation: 'transactions.v1TransactionsSymbolinfoCreate',
    variant: 'a symbol it does not trade',
    status: 200,
    call: (api, f) => api.transactions.v1TransactionsSymbolinfoCreate(order(f, { symbol: 'ADA', amount: 1 })),
  },
  {
    operation: 'transactions.v1TransactionsSymbolinfoCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api, f) =>
      api.transactions.v1TransactionsSymbolinfoCreate({ ...order(f, { symbol: 'BTC', amount: 1 }), authToken: UNKNOWN_TOKEN }),
  },
  {
    operation: 'transactions.v1TransactionsPreviewCreate',
    variant: 'a market buy',
    status: 200,
    call: (api, f) => api.transactions.v1TransactionsPreviewCreate('buy', order(f, { symbol: 'BTC', amount: 0.001 })),
  },
  {
    operation: 'transactions.v1TransactionsPreviewCreate',
    variant: 'a sale of more than the account holds: failed',
    status: 200,
    call: (api, f) => api.transactions.v1TransactionsPreviewCreate('sell', order(f, { symbol: 'BTC', amount: 1000 })),
  },
  {
    operation: 'transactions.v1TransactionsPreviewCreate',
    variant: 'a symbol it does not know: 400',
    status: 400,
    call: (api, f) => api.transactions.v1TransactionsPreviewCreate('buy', order(f, { symbol: 'XYZ', amount: 1 })),
  },
  {
    operation: 'transactions.v1TransactionsCreate',
    variant: 'a market buy, filled',
    status: 200,
    call: async (api, f) => {
      const filled = await api.transactions.v1TransactionsCreate('buy', order(f, { symbol: 'BTC', amount: 0.001 }));
      f.left.filled = present(filled.data.content?.orderId, 'the filled order');
      return filled;
    },
  },
  {
    operation: 'transactions.v1TransactionsCreate',
    variant: 'a sell for a dollar amount',
    status: 200,
    call: (api, f) =>
      api.transactions.v1TransactionsCreate(
        'sell',
        order(f, { symbol: 'BTC', amount: 0, amountIsInPaymentSymbol: true, amountInPaymentSymbol: 5 }),
      ),
  },
  {
    operation: 'transactions.v1TransactionsCreate',
    variant: 'a limit buy below the market, left open',
    status: 200,
    call: async (api, f) => {
      const open = await api.transactions.v1TransactionsCreate(
        'buy',
        order(f, { symbol: 'BTC', amount: 0.05, orderType: 'limit', price: 100 }),
      );
      f.left.open = present(open.data.content?.orderId, 'the open order');
      return open;
    },
  },
  {
    operation: 'transactions.v1TransactionsCreate',
    variant: "below the institution's minimum: rejected",
    status: 200,
    call: (api, f) =>
      api.transactions.v1TransactionsCreate('buy', order(f, { symbol: 'BTC', amount: 0.001, orderType: 'limit', price: 100 })),
  },
  {
    operation: 'transactions.v1TransactionsCreate',
    variant: 'no side node-api names: 400',
    status: 400,
    call: (api, f) => api.transactions.v1TransactionsCreate('unknown', order(f, { symbol: 'BTC', amount: 0.001 })),
  },
  {
    operation: 'transactions.v1TransactionsListCreate',
    variant: "the account's orders",
    status: 200,
    call: (api, f) => api.transactions.v1TransactionsListCreate({ authToken: f.trader, type: 'robinhood', count: 2 }),
  },
  {
    operation: 'transactions.v1TransactionsListCreate',
    variant: 'an unknown token',
    status: 404,
    call: (api) => api.transactions.v1TransactionsListCreate({ authToken: UNKNOWN_TOKEN, type: 'robinhood' }),
  },
  {
    operation: 'transactions.v1TransactionsDetailsCreate',
    variant: 'a filled order',
    status: 200,
    call: (api, f) =>
      api.transactions.v1TransactionsDetailsCreate({
        authToken: f.trader,
        type: 'robinhood',
        id: present(f.left.filled),
        isCryptocurrency: true,
      }),
  },
  {
    operation: 'transactions.v1TransactionsDetailsCreate',
    variant: 'an unknown order',
    status: 404,
    call: (api, f) =>
      api.transactions.v1TransactionsDetailsCreate({ authToken: f.trader, type: 'robinhood', id: 'no-such-order', isCryptocurrency: true }),
  },
  {
    operation: 'transactions.v1TransactionsCancelCreate',
    variant: 'an open order',
    status: 200,
    call: (api, f) =>
      api.transactions.v1TransactionsCancelCreate({
        authToken: f.trader,
        type: 'robinhood',
        id: present(f.left.open),
        isCryptocurrency: true,
      }),
  },
  {
    operation: 'transactions.v1TransactionsCancelCreate',
    variant: 'a filled order: 409',
    status: 409,
    call: (api, f) =>
      api.transactions.v1TransactionsCancelCreate({
        authToken: f.trader,
        type: 'robinhood',
        id: present(f.left.filled),
        isCryptocurrency: true,
      }),
  },
];

/** The accounts and ids the rows use, made on `server` in the same order on every server, so seeded alike. */
async function fixtureOn(server: TestServer): Promise<Fixture> {
  const message = 'I own this wallet';
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER, verifyWalletOptions: { message } } }));
  const signature = await WALLET.signMessage({ message });
  ok(await server.call('sandboxVerifyWallet', { body: { linkToken, address: WALLET.address, message, signature } }));
  return {
    server,
    robinhood: await connectCustom(server, 'robinhood', PORTFOLIO, USER),
    coinbase: await connectCustom(server, 'coinbase', PORTFOLIO, USER),
    gemini: (await connect(server, 'gemini', { username: 'node-api-types-gemini', userId: USER })).tokenId,
    kraken: await connect(server, 'kraken', { username: 'node-api-types-kraken', userId: USER }),
    wallet: (await connect(server, 'deFiWallet', { username: WALLET.address, userId: USER })).tokenId,
    interactiveBrokers: await connect(server, 'interactiveBrokers', { username: 'node-api-types-ibkr', userId: USER }),
    trader: (await connect(server, 'robinhood', { username: 'node-api-types-trader', userId: 'node-api-types-trader' })).tokenId,
    integrationIds: new Map(ok(await server.call('listIntegrations')).items.map((i) => [i.type, i.id])),
    transferIntegrationIds: new Map(ok(await server.call('listTransferIntegrations')).integrations.map((i) => [i.type, i.id])),
    left: {},
  };
}

const WRONG_SECRET = 'sk_wrong_0123456789abcdef0123456789';
let fixture: Fixture;
let nodeApi: ReturnType<typeof recordingNodeApi>;
let stranger: ReturnType<typeof recordingNodeApi>;

/**
 * The same rows, each also sent as real code re-cases it or fills it with `""`, to a server of its own that has seen
 * exactly what the canonical one has: each must answer as the canonical request was answered (openapi/decisions.md,
 * "Binding"). The judge refuses each changed request sent strictly.
 */
const VARIANTS: Variant[] = ['PascalCase', 'lower case', 'optional strings ""'];
interface Lenient {
  variant: Variant;
  fixture: Fixture;
  api: ReturnType<typeof bindingVariantNodeApi>;
  stranger: ReturnType<typeof bindingVariantNodeApi>;
}
let judge: TestServer;
let lenient: Lenient[] = [];

/**
 * The same rows once more through a sandbox in `verify` mode (issue 48) whose upstream is a server of its own that
 * has seen what the canonical one has: each must answer as the canonical request was answered, and leave no drift.
 */
let verified: {
  fixture: Fixture;
  proxy: TestServer;
  api: ReturnType<typeof recordingNodeApi>;
  stranger: ReturnType<typeof recordingNodeApi>;
};
async function verifiedOn(own: TestServer) {
  const proxy = await startTestServer({ env: { UPSTREAM_URL: own.apiUrl } });
  ok(
    await proxy.call('setUpstream', {
      params: { clientId: CLIENT.id },
      body: { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret, mode: 'verify' },
    }),
  );
  return {
    fixture: await fixtureOn(own),
    proxy,
    api: recordingNodeApi(proxy.apiUrl, CLIENT.id, CLIENT.secret),
    // A wrong secret is refused before a call goes upstream; sent to the upstream itself, it keeps that server's
    // seeded draws (request ids, tokens) in step with the canonical one's, whose answers these must equal.
    stranger: recordingNodeApi(own.apiUrl, CLIENT.id, WRONG_SECRET),
  };
}

/**
 * The same rows once more through a sandbox in `shadow` mode whose upstream is its twin (test/support/shadowTwin.ts),
 * every call that changes state opted in once both hold the fixture: each must answer as here (the sandbox answers
 * shadow's calls itself), and the twin's answers to the same calls must not differ from its answers in shape.
 */
let shadow: Awaited<ReturnType<typeof shadowedOn>>;
async function shadowedOn() {
  const twins = await startShadowTwin();
  const fixture = await fixtureOn(twins.server);
  await twins.shadowAll();
  return { ...twins, fixture, api: twins.nodeApi(CLIENT.secret), stranger: twins.nodeApi(WRONG_SECRET) };
}

beforeAll(async () => {
  const server = await startTestServer();
  nodeApi = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret);
  stranger = recordingNodeApi(server.apiUrl, CLIENT.id, WRONG_SECRET);
  fixture = await fixtureOn(server);
  judge = await startTestServer();
  verified = await verifiedOn(await startTestServer());
  [lenient, shadow] = await Promise.all([
    Promise.all(
      VARIANTS.map(async (variant) => {
        const own = await startTestServer();
        return {
          variant,
          fixture: await fixtureOn(own),
          api: bindingVariantNodeApi(variant, own.apiUrl, CLIENT.id, CLIENT.secret, judge.apiUrl),
          stranger: bindingVariantNodeApi(variant, own.apiUrl, CLIENT.id, WRONG_SECRET, judge.apiUrl),
        };
      }),
    ),
    shadowedOn(),
  ]);
});
afterAll(async () => {
  await fixture?.server.close();
  await judge?.close();
  for (const { fixture } of lenient) await fixture.server.close();
  await verified?.proxy.close();
  await verified?.fixture.server.close();
  await shadow?.close();
});

type Recording = ReturnType<typeof recordingNodeApi>;
/** What a row's calls through `api` and `strangerApi` on `f`'s server were answered, its address made the same on every server. */
async function answered(row: Row, f: Fixture, api: Recording, strangerApi: Recording) {
  const [at, strangerAt] = [api.answers.length, strangerApi.answers.length];
  await attempt(row.call(api.api, f, strangerApi.api));
  return withoutServerAddress([...api.answers.slice(at), ...strangerApi.answers.slice(strangerAt)], f.server.apiUrl);
}

/** The sources of the other test files that drive node-api through recordingNodeApi and judge what it received. */
function judgingTestSources(dir = fileURLToPath(new URL('../', import.meta.url))): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return judgingTestSources(path);
    if (!entry.name.endsWith('.test.ts') || path === fileURLToPath(import.meta.url)) return [];
    const source = readFileSync(path, 'utf8');
    return source.includes('recordingNodeApi(') && source.includes('nodeApiTypeErrors(') ? [source] : [];
  });
}

describe("@meshconnect/node-api's answers, by its own declared types", () => {
  it.each(ROWS.map((row) => [`${row.operation}: ${row.variant}`, row] as const))('%s', async (_, row) => {
    const [before, strangerBefore] = [nodeApi.answers.length, stranger.answers.length];
    await attempt(row.call(nodeApi.api, fixture, stranger.api));
    const answers = [...nodeApi.answers.slice(before), ...stranger.answers.slice(strangerBefore)];
    const last = answers.filter((a) => a.operation === row.operation).at(-1);
    expect(last, `${row.operation} was called`).toBeDefined();
    expect(last?.status, JSON.stringify(last?.body)).toBe(row.status);
    const here = withoutServerAddress(answers, fixture.server.apiUrl);
    for (const { variant, fixture: own, api, stranger: strangerOwn } of lenient)
      expect(await answered(row, own, api, strangerOwn), `${variant}: answered as the canonical request`).toEqual(here);
    expect(await answered(row, verified.fixture, verified.api, verified.stranger), 'verify: answered through the upstream as here').toEqual(
      here,
    );
    expect(await answered(row, shadow.fixture, shadow.api, shadow.stranger), 'shadow: answered by the sandbox as here').toEqual(here);
  });

  it('verify: found no drift in any answer of the upstream, itself a sandbox', async () => {
    const report = ok(await verified.proxy.call('sandboxGetDrift'));
    expect(report.entries).toEqual([]);
    expect(report.calls).toBeGreaterThan(ROWS.length);
  });

  it("shadow: found no difference in the twin's answers, to calls of every operation of node-api", async () => {
    const report = ok(await shadow.shadowed.call('sandboxGetDrift'));
    expect(report.entries).toEqual([]);
    expect(report.dropped).toBe(0);
    expect(report.calls).toBeGreaterThan(ROWS.length);
    expect(report.calls, 'every shadow call the twin answered, compared').toBe(shadow.asked.length);
    const served = nodeApiOperations().filter(servedByTheSpec);
    expect(served.filter((operation) => !askedOf(shadow.asked, operation)).map((o) => o.operation)).toEqual([]);
    // Its settings were written to its store (a call would have drawn from its seeds): they are ones setUpstream takes.
    const settings = {
      upstreamClientId: CLIENT.id,
      upstreamClientSecret: CLIENT.secret,
      mode: 'shadow' as const,
      shadowWrites: shadowableWrites(),
    };
    ok(await shadow.shadowed.call('setUpstream', { params: { clientId: CLIENT.id }, body: settings }));
  });

  it('reported what each changed request had forgiven, and refused each one sent with Prefer: handling=strict', () => {
    for (const { variant, api, stranger: strangerOwn } of lenient) {
      const forgiven = [...api.forgiven, ...strangerOwn.forgiven].filter((header) => header !== null);
      // Each changed request was forgiven something, and said so; the wrong secret's are answered 401 before binding.
      expect(forgiven.length, variant).toBe(api.strict.length);
      // …and what it named (the first three of a call's items; the header counts the rest) is what the variant
      // changed: each name as the contract has it, or each "" left out.
      const said = forgiven.flatMap((header) => header.split('; ').filter((item) => !/^and \d+ more$/.test(item)));
      const named = (item: string) => {
        const [sent = '', canonical = ''] = item.split(' -> ');
        const last =
          sent
            .split(/[.[\]]+/)
            .filter(Boolean)
            .at(-1) ?? '';
        return variant === 'PascalCase' ? last === upperFirst(canonical) : last === canonical.toLowerCase();
      };
      const kept = variant === 'optional strings ""' ? (item: string) => item.endsWith(': "" treated as absent') : named;
      expect(
        said.filter((item) => !kept(item)),
        `${variant}: forgiven, though the variant did not change it`,
      ).toEqual([]);
      expect(api.strict.length, variant).toBeGreaterThan(ROWS.length / 2);
      const taken = [...api.strict, ...strangerOwn.strict].filter((check) => check.status !== 400);
      expect(taken, `${variant}: every changed request is refused strictly`).toEqual([]);
    }
  });

  // Judged once, after every call: compiling the judgement takes seconds on a loaded machine, and a pause that long
  // between calls would outlast the server's idle keep-alive connections.
  it("answered every call with a body of node-api's declared type (ApiResult for errors)", () => {
    expect(nodeApi.answers.length + stranger.answers.length).toBeGreaterThan(ROWS.length);
    expect(nodeApiTypeErrors([...nodeApi.answers, ...stranger.answers])).toEqual([]);
  });

  // "Every" is decided by node-api's own types, walked by the compiler: each property an operation's answer type
  // declares, at any depth, that none of its recorded answers carries (errors together, by ApiResult).
  it('answers every property node-api declares, but the exceptions the Decisions give a reason for', () => {
    expect(nodeApi.answers.length, 'the rows ran first').toBeGreaterThan(ROWS.length);
    // Each operation's answer type is walked over its successes here, so every operation needs one.
    const succeeded = new Set(nodeApi.answers.filter((a) => a.status < 300).map((a) => a.operation));
    expect(
      nodeApiOperations()
        .filter(({ operation }) => !succeeded.has(operation))
        .map((o) => o.operation),
    ).toEqual([]);
    const lacking = nodeApiPropertiesLacking([...nodeApi.answers, ...stranger.answers]);
    expect(lacking.filter((property) => !isUnanswered(property))).toEqual([]);
    // An exception stays only while it is needed: each still covers a property no answer carries.
    expect(UNANSWERED.flatMap(({ properties }) => properties).filter((e) => !lacking.some((p) => covers(e, p)))).toEqual([]);
  });

  it('drives every operation of node-api, all served: here with a success and a refusal, or in another judged test', () => {
    // The spec serves every operation node-api 2.0.28 has: all 45.
    const all = nodeApiOperations();
    const served = all.filter(servedByTheSpec);
    expect(all.length).toBeGreaterThanOrEqual(45);
    expect(served.map((o) => o.operation)).toEqual(all.map((o) => o.operation));
    const inTable = (operation: string, ok: boolean) => ROWS.some((row) => row.operation === operation && row.status < 300 === ok);
    const elsewhere = judgingTestSources();
    const inAnother = (operation: string) => elsewhere.some((source) => new RegExp(`\\.${operation.split('.')[1]}\\(`).test(source));
    expect(served.filter(({ operation }) => !inTable(operation, true) && !inAnother(operation)).map((o) => o.operation)).toEqual([]);
    // The table's operations show a refusal too; the lists that take nothing but the credentials, once (a wrong secret).
    const refusable = served.filter(
      ({ operation }) => inTable(operation, true) && !/v1(Status|TransfersManaged(Networks|Integrations|Tokens))List$/.test(operation),
    );
    expect(refusable.filter(({ operation }) => !inTable(operation, false)).map((o) => o.operation)).toEqual([]);
  });
});
