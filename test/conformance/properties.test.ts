// Property-based conformance: for every operation, requests generated from its schemas, valid ones and ones
// with exactly one constraint broken, against the real server. Replay a failure with FC_SEED=<seed printed>.
import { fc, test } from '@fast-check/vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  type Content,
  httpStatusOfError,
  operations,
  type OperationId,
  type OperationInfo,
  type PathParams,
  type Query,
  type RequestBody,
} from '../../client/operations.js';
import { breakOne, faultPreference, malformedFaultPreference, valid, type Broken, type Pins } from '../support/arbitrary.js';
import {
  ADMIN_KEY,
  type CallOptions,
  CLIENT,
  clientHeaders,
  connect,
  headersOf,
  ok,
  present,
  startTestServer,
  type TestServer,
} from '../support/server.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { DESTINATION, ETHEREUM, SOLANA, SOLANA_ADDRESS } from '../support/sandboxUsers.js';
import { renamed, upperFirst } from '../support/nodeApiBinding.js';
import { requestShape, stringly } from '../support/requests.js';
import { deref, type Json } from '../support/spec.js';

const SEED = Number(process.env.FC_SEED ?? 20261122);
const VALID_RUNS = 100;
/**
 * The valid requests an operation's broken ones are made from: every way to break one thing (25 on average, up to
 * 125) is tried once, each on the next of these in turn, and each of these is broken at least once. 200 random picks
 * of the ways, as before, left 137 of 2,788 untried and sent 22,200 requests where this sends about 5,000.
 */
const BROKEN_BASES = 40;
/** Runs of the re-cased valid requests: fewer, each is what a valid run already covers, with its names changed. */
const LENIENT_RUNS = 10;
/** Runs of each `Prefer: fault=…` property, over every operation that takes it (few: each call is one more request). */
const FAULT_RUNS = 30;
const BODY_LIMIT = 16 * 1024;
/** sandboxImport's own body limit (IMPORT_BODY_LIMIT_BYTES), past which it too answers 413. */
const IMPORT_BODY_LIMIT = 4 * BODY_LIMIT;

let server: TestServer;
let receiver: Receiver;
const fixtures = {} as {
  coinbase: Awaited<ReturnType<typeof connect>>;
  /** A started Link page session of the fixtures' user, and one of the other client. */
  pageSession: Record<string, string>;
  otherPageSession: Record<string, string>;
  other: { id: string; secret: string };
  transferId: string;
  eventId: string;
  /** The institution's id of a transfer of the coinbase fixture account. */
  coinbaseTxId: string;
  /** Coinbase's integrationId, which names the institution where a body has no `type`. */
  coinbaseIntegrationId: string;
  /** An order of the coinbase fixture account, filled. */
  orderId: string;
  /** A coinbase account of the fixtures' user that only the trading operations use: orders spend its funds. */
  trader: Awaited<ReturnType<typeof connect>>;
};
/** An order of Ether for US dollars at coinbase, its other fields left to each call. */
const ORDER = { type: 'coinbase', symbol: 'ETH', paymentSymbol: 'USD', paymentIsCryptocurrency: false, amountIsInPaymentSymbol: false };
/** The sandbox's Solana cluster, by its chainId or its network id, or left out. */
const solanaCluster = () => fc.constantFrom('mainnet-beta', SOLANA, undefined);
/** A fault rule's match that no call meets: listNetworks names no user. */
const NEVER_MATCHES = { operationIds: ['listNetworks'], userId: 'no-call-names-me' };
const FIFTY_FIFTY = { kind: 'probability' as const, probability: 0.5, seed: 7 };
const wallet = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');

/** Numbers each fresh account: the sandbox seeds an account's holdings by its username. */
let accounts = 0;
const linkToken = async (body: Json = { userId: 'prop-user' }) => ok(await server.call('createLinkToken', { body })).linkToken;
/** Starts a Link page session and answers its Authorization header. */
const pageSession = async (headers?: Record<string, string>) => {
  const linkToken = ok(await server.call('createLinkToken', { body: { userId: 'prop-user' }, headers })).linkToken;
  return { Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken } })).sessionToken}` };
};
/** A coinbase account of the fixtures' user that no transfer holds funds of yet. */
const freshCoinbaseAccount = async () =>
  (await connect(server, 'coinbase', { userId: 'prop-user', username: `prop-${accounts++}` })).tokenId;
/** The coinbase accounts initiateTransfer sends from, in turn. */
let initiators: Promise<string[]> | undefined;
let initiated = 0;
const initiatorAccount = async () => {
  initiators ??= Promise.all([0, 1, 2, 3].map(() => freshCoinbaseAccount()));
  const pool = await initiators;
  return pool[initiated++ % pool.length]!;
};
const pendingTransfer = async () => {
  const account = await connect(server, 'gemini', { username: `prop-${accounts++}` });
  const body = {
    linkToken: await linkToken(),
    authToken: account.tokenId,
    type: 'gemini',
    symbol: 'ETH',
    amount: 0.01,
    toAddress: DESTINATION,
  };
  return present(ok(await server.call('sandboxTransfer', { body })).transfer).transferId;
};

/** A transfer of the coinbase fixture account, as its institution lists it. */
const coinbaseTransfer = async () => {
  const body = {
    linkToken: await linkToken(),
    authToken: fixtures.coinbase.tokenId,
    type: 'coinbase',
    symbol: 'ETH',
    amount: 0.01,
    toAddress: DESTINATION,
  };
  return present(present(ok(await server.call('sandboxTransfer', { body })).transfer).txId);
};
/** An open order of the trader's account: a buy of ETH at 1 USD, which the market never reaches (it holds 1.01 USD). */
const openOrder = async () => {
  const body = { ...ORDER, authToken: fixtures.trader.tokenId, amount: 1, orderType: 'limit', price: 1, timeInForce: 'goodTillCanceled' };
  return { id: present(ok(await server.call('executeOrder', { params: { side: 'buy' }, body })).orderId) };
};
/** A preview of a transfer from a coinbase account of its own, ready to execute. */
const managedPreview = async () => {
  const fromAuthToken = await freshCoinbaseAccount();
  const body = { fromAuthToken, fromType: 'coinbase', symbol: 'ETH', networkId: ETHEREUM, toAddress: DESTINATION, amount: 0.01 };
  return { fromAuthToken, previewId: present(ok(await server.call('previewTransfer', { body })).previewResult).previewId };
};

beforeAll(async () => {
  // Every call's response is judged by the test client against the spec (support/server.ts), so the server's own
  // response validation, which would judge it again, is off: it cost a fifth of this file's time.
  server = await startTestServer({
    env: {
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      IMPORT_BODY_LIMIT_BYTES: String(IMPORT_BODY_LIMIT),
      RATE_LIMIT_BURST: '1000000',
      VALIDATE_RESPONSES: 'false',
    },
  });
  fixtures.coinbase = await connect(server, 'coinbase', { userId: 'prop-user' });
  fixtures.coinbaseIntegrationId = present(ok(await server.call('listIntegrations')).items.find((i) => i.type === 'coinbase')).id;
  const other = ok(await server.call('createClient', { body: { name: 'Other client' } }));
  fixtures.other = { id: other.clientId, secret: present(other.clientSecret) };
  fixtures.pageSession = await pageSession();
  fixtures.otherPageSession = await pageSession(clientHeaders(fixtures.other));
  receiver = await startReceiver();
  ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
  fixtures.transferId = await pendingTransfer();
  fixtures.coinbaseTxId = await coinbaseTransfer();
  const filled = { ...ORDER, authToken: fixtures.coinbase.tokenId, amount: 0.01, orderType: 'market', timeInForce: 'immediateOrCancel' };
  fixtures.orderId = present(ok(await server.call('executeOrder', { params: { side: 'buy' }, body: filled })).orderId);
  fixtures.trader = await connect(server, 'coinbase', { userId: 'prop-user', username: 'prop-trader' });
  await server.work();
  fixtures.eventId = present(ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } })).deliveries[0]).eventId;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/**
 * What only the server's state makes valid, per operation: the schema generates everything else. `fresh` runs
 * before each valid call for single-use values (link tokens, connections, pending transfers).
 */
/** Pins keyed by the operation's field names as generated/ types them. */
/** The fields of each alternative of a body of alternatives (`oneOf`). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type PinsOf<T> = { [P in KeysOf<T>]?: fc.Arbitrary<unknown> };
interface Valid<K extends OperationId> {
  /** Of a body of alternatives (`oneOf`), the one the valid requests take; its pins, fresh values and mutations. */
  alternative?: number;
  body?: () => PinsOf<RequestBody<K>>;
  query?: () => PinsOf<Query<K>>;
  params?: () => PinsOf<PathParams<K>>;
  fresh?: () => Promise<Partial<Record<KeysOf<RequestBody<K>> | keyof PathParams<K>, unknown>>>;
  /** Whose resource the request names: another client must not reach it. */
  owned?: boolean;
  /** A Link page session for each call, where one session cannot serve them all (it ends, or sends once). */
  session?: () => Promise<Record<string, string>>;
  /** The path parameter naming what the operation creates or replaces: any value of it is valid, none unknown. */
  creates?: keyof PathParams<K>;
  /** The client each call acts as, where it must not be the test client's sandbox (a reset would empty the fixtures). */
  caller?: () => Promise<Record<string, string>>;
}
const omit = fc.constant(undefined);
const withoutTestClock = async () => {
  await server.call('sandboxDeleteTestClock');
  return {};
};
const withEpochTestClock = async () => {
  await server.call('sandboxDeleteTestClock');
  await server.call('sandboxCreateTestClock', { body: { frozenTime: 0 } });
  return {};
};
const withTestClock = async () => {
  await server.call('sandboxCreateTestClock', { body: {} });
  return {};
};
/** A sandbox user the schema alone cannot make: an institution and symbol that go together. */
const SANDBOX_USER = {
  institutions: [
    {
      type: 'gemini' as const,
      accounts: [{ accountId: 'G-1', accountName: 'Main', cryptocurrencyPositions: [{ symbol: 'ETH', amount: 1 }] }],
    },
  ],
};
/** Registers the other client's sandbox user `username` before the call that reads or removes it. */
const registered = (username: string) => async () => {
  ok(await server.call('putSandboxUser', { params: { clientId: fixtures.other.id, username }, body: SANDBOX_USER }));
  return {};
};
/** A new client, whose sandbox is empty. */
const emptyClient = async () => headersOf(ok(await server.call('createClient', { body: { name: 'Throwaway client' } })));
/**
 * A client with a small sandbox (an account, a transfer with its webhook, a clock), made once: its export is what an
 * import takes, and sandboxExport's runs read it. The test client's own sandbox grows with every property, and 100
 * exports of it took 12 s of the suite; it is exported whole once, after every property (below).
 */
let small: Promise<{ headers: Record<string, string>; document: Content<'sandboxExport'> }> | undefined;
const smallSandbox = () =>
  (small ??= (async () => {
    const headers = await emptyClient();
    ok(await server.call('setWebhook', { params: { clientId: headers['X-Client-Id']! }, body: { url: receiver.url } }));
    ok(await server.call('sandboxCreateTestClock', { body: {}, headers }));
    const account = await connect(server, 'gemini', { userId: 'prop-user', username: 'exported', headers });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'prop-user' }, headers }));
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
    ok(await server.call('sandboxTransfer', { body, headers }));
    ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 0 }, headers }));
    return { headers, document: ok(await server.call('sandboxExport', { headers })) };
  })());
const sandboxDocument = async () => (await smallSandbox()).document;
/** Registers the test client's sandbox user `username` through the dashboard, before the call that reads or removes it. */
const registeredHere = (username: string) => async () => {
  ok(await server.call('sandboxPutUser', { params: { username }, body: SANDBOX_USER }));
  return {};
};
/** A connection of its own, by the id the dashboard names it by. */
const freshConnectionId = async () => {
  const account = await connect(server, 'coinbase', { userId: 'prop-user', username: `dash-${accounts++}` });
  const { users } = ok(await server.call('listDashboardUsers', { query: { userId: 'prop-user' } }));
  const found = users.flatMap((u) => u.connections).find((c) => c.accountId === account.account.accountId);
  return { connectionId: present(found, 'the connection').connectionId };
};
/** The id of a call of the test client that the dashboard keeps. */
const keptRequestId = async () => ({ requestId: present((await server.call('listNetworks')).headers.get('x-request-id')) });
const coinbaseToken = () => fc.constantFrom(fixtures.coinbase.accessToken, fixtures.coinbase.tokenId);
const coinbase = (): PinsOf<RequestBody<'getHoldings'>> => ({ authToken: coinbaseToken(), type: fc.constant('coinbase') });
const linkTransfer = (): PinsOf<RequestBody<'linkTransfer'>> => ({
  ...coinbase(),
  symbol: fc.constant('ETH'),
  networkId: fc.constant(ETHEREUM),
  amount: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
  toAddress: fc.constant(DESTINATION),
});

/**
 * An order the schema alone cannot make valid: a symbol and payment the institution trades, a kind that matches, a
 * price where the order type needs one, and a size of more than 0 (what the institution refuses is answered 200).
 */
const order = (): PinsOf<RequestBody<'previewOrder'>> => ({
  ...coinbase(),
  symbol: fc.constantFrom('ETH', 'eth', 'BTC'),
  paymentSymbol: fc.constant('USD'),
  paymentIsCryptocurrency: fc.constant(false),
  isCryptocurrency: fc.constantFrom(true, undefined),
  price: fc.double({ min: 1, max: 100_000, noNaN: true }),
  amount: fc.double({ min: 0.0001, max: 5, noNaN: true }),
  amountInPaymentSymbol: fc.double({ min: 1, max: 1000, noNaN: true }),
  amountIsFiat: omit,
  amountInFiat: omit,
});
const side = () => ({ side: fc.constantFrom('buy' as const, 'sell' as const) });
/** Names the coinbase fixture's filled order (or, with `fresh`, an open one of the trader's), as a cryptocurrency order. */
const orderLookup = (): PinsOf<RequestBody<'getOrder'>> => ({
  ...coinbase(),
  id: fc.constant(fixtures.orderId),
  isCryptocurrency: fc.constant(true),
  side: fc.constantFrom(null, undefined, 'unknown' as const, 'buy' as const),
});

/** The other client's upstream credentials set, for the operations that read or forget them. */
async function upstreamSet() {
  const body = { upstreamClientId: 'up-id', upstreamClientSecret: 'up-secret' };
  ok(await server.call('setUpstream', { params: { clientId: fixtures.other.id }, body }));
  return {};
}

const VALID: { [K in OperationId]: Valid<K> } = {
  createLinkToken: { body: () => ({ integrationId: omit, subClientId: omit, transferOptions: omit, verifyWalletOptions: omit }) },
  getCatalogLink: {},
  createCatalogLink: {},
  listAuthenticationSchemes: {},
  authenticate: {
    query: () => ({ userId: fc.constant('prop-user') }),
    // Sandbox logins of their own (not the fixtures'), in plain text; robinhood answers mfaRequired first.
    body: () => ({
      type: fc.constantFrom('coinbase', 'gemini', 'robinhood', 'kraken'),
      username: fc.constantFrom('auth-user-a', 'auth-user-b'),
      password: fc.constant('pass_good'),
      mfaCode: omit,
      authToken: omit,
      isSensitiveFieldsEncrypted: omit,
    }),
  },
  getAuthenticationLink: { params: () => ({ brokerType: fc.constantFrom('coinbase', 'bybit', 'uphold') }) },
  verifyAccount: {
    body: () => ({ authToken: coinbaseToken(), integrationId: fc.constant(fixtures.coinbaseIntegrationId) }),
    owned: true,
  },
  verifyExchangeAccount: {
    body: () => ({ authToken: coinbaseToken(), integrationId: fc.constant(fixtures.coinbaseIntegrationId) }),
    owned: true,
  },
  refreshToken: {
    body: () => ({ type: fc.constant('coinbase'), accessToken: omit, tradeToken: omit, mfaCode: omit }),
    fresh: async () => ({ refreshToken: (await connect(server, 'coinbase', { username: `refresh-${accounts++}` })).refreshToken }),
    owned: true,
  },
  deleteAccount: {
    body: () => ({ type: fc.constant('coinbase') }),
    fresh: async () => ({ authToken: (await connect(server, 'coinbase', { username: `delete-${accounts++}` })).tokenId }),
    owned: true,
  },
  getHoldings: { body: coinbase, owned: true },
  getPortfolio: { query: () => ({ UserId: fc.constant('prop-user') }) },
  getFiatBalances: { query: () => ({ UserId: fc.constant('prop-user') }) },
  getDepositAddress: {
    body: () => ({ ...coinbase(), symbol: fc.constantFrom('ETH', 'USDC', 'BTC'), chain: omit, addressType: omit, mfaCode: omit }),
    owned: true,
  },
  getSymbolDetails: {
    body: () => ({ ...coinbase(), symbol: fc.constantFrom('ETH', 'USDC', 'BTC'), chain: omit, addressType: omit, mfaCode: omit }),
    owned: true,
  },
  listManagedAddresses: {
    body: () => ({
      ...coinbase(),
      symbol: fc.constant('ETH'),
      networks: fc.constant([{ networkId: ETHEREUM }]),
      mfaCode: omit,
    }),
    owned: true,
  },
  listNetworks: {},
  // UserId or Address is needed, which the query's schema cannot say: UserId always.
  listWalletVerifications: { query: () => ({ UserId: fc.constant('prop-user'), Address: omit }) },
  sandboxConnect: {
    body: () => ({ type: fc.constantFrom('coinbase', 'gemini', 'robinhood'), password: fc.constant('pass_good'), mfaCode: omit }),
    fresh: async () => ({ linkToken: await linkToken() }),
    owned: true,
  },
  sandboxVerifyWallet: {
    fresh: async () => {
      const message = 'I own this wallet';
      return {
        linkToken: await linkToken({ userId: 'prop-user', verifyWalletOptions: { message } }),
        address: wallet.address,
        message,
        signature: await wallet.signMessage({ message }),
      };
    },
    owned: true,
  },
  sandboxTransfer: {
    body: () => ({
      authToken: fc.constant(fixtures.coinbase.tokenId),
      type: fc.constant('coinbase'),
      symbol: fc.constant('ETH'),
      amount: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
      toAddress: fc.constant(DESTINATION),
      networkId: omit,
      chain: omit,
      fee: omit,
      mfaCode: omit,
    }),
    // An account of its own for each transfer: a Pending transfer holds its amount until it settles.
    fresh: async () => ({ linkToken: await linkToken(), authToken: await freshCoinbaseAccount() }),
    owned: true,
  },
  sandboxSettleTransfer: { fresh: async () => ({ transferId: await pendingTransfer() }), owned: true },
  sandboxScheduleSettlement: { fresh: async () => ({ transferId: await pendingTransfer() }), owned: true },
  sandboxResendWebhooks: { params: () => ({ transferId: fc.constant(fixtures.transferId) }), owned: true },
  // An institution no other operation here calls: its failure must not reach them.
  sandboxFailInstitution: { body: () => ({ type: fc.constant('bitfinex') }) },
  sandboxClearInstitutionFailure: { body: () => ({ type: fc.constant('bitfinex') }) },
  // A connection of its own each time: the fixtures' would stop answering. By a token of its own here; by its id (the
  // dashboard's way) in test/server/dashboard.test.ts, another client's id included.
  sandboxRequireReauthentication: {
    alternative: 0,
    body: () => ({ type: fc.constant('coinbase') }),
    fresh: async () => ({ authToken: await freshCoinbaseAccount() }),
    owned: true,
  },
  // The test client's own clock, deleted again after these operations' runs (see afterAll below).
  sandboxGetTestClock: {},
  sandboxCreateTestClock: { fresh: withoutTestClock },
  sandboxDeleteTestClock: { fresh: withTestClock },
  // On a clock at the epoch, every time the schema allows is ahead of it.
  sandboxAdvanceTestClock: { fresh: withEpochTestClock },
  // A reset and an import act on a client of their own each time: the test client keeps its fixtures.
  sandboxReset: { caller: emptyClient },
  // Settings of a client of its own: the test client's requests stay bound leniently.
  sandboxGetSettings: {},
  sandboxPutSettings: { caller: emptyClient },
  sandboxExport: { caller: async () => (await smallSandbox()).headers },
  sandboxImport: {
    body: () => ({
      clock: fc.constant(null),
      webhookUrl: fc.constant(null),
      connections: fc.constant([]),
      transfers: fc.constant([]),
      webhookEvents: fc.constant([]),
      walletVerifications: fc.constant([]),
      sandboxUsers: fc.constant([]),
      institutionFailures: fc.constant([]),
      faultRules: fc.constant([]),
    }),
    fresh: sandboxDocument,
    caller: emptyClient,
  },
  // Rules that never match (listNetworks names no user), so that no other operation's calls are faulted.
  sandboxPutFault: {
    creates: 'faultId',
    body: () => ({
      match: fc.constant(NEVER_MATCHES),
      trigger: fc.constantFrom(undefined, { kind: 'always' as const }, { kind: 'nextN' as const, count: 2 }, FIFTY_FIFTY),
      until: fc.constantFrom(undefined, null, 4_102_444_800_000),
      action: fc.constantFrom(
        { kind: 'error' as const, status: 503 },
        { kind: 'rateLimit' as const, retryAfterSeconds: 2 },
        { kind: 'reset' as const, commitThenFail: true },
        { kind: 'latency' as const, latency: { distribution: 'uniform' as const, minMs: 1, maxMs: 20 } },
      ),
    }),
  },
  sandboxListFaults: {},
  sandboxDeleteFault: {
    // The rules sandboxPutFault's runs left go first: their ids are the ones an unknown faultId is drawn from.
    fresh: async () => {
      ok(await server.call('sandboxClearFaults'));
      ok(
        await server.call('sandboxPutFault', {
          params: { faultId: 'prop-delete' },
          body: { match: NEVER_MATCHES, action: { kind: 'empty' } },
        }),
      );
      return { faultId: 'prop-delete' };
    },
  },
  sandboxClearFaults: {},
  sandboxGetDrift: { query: () => ({ format: fc.constantFrom(undefined, 'json' as const) }) },
  sandboxClearDrift: {},
  getTransfer: { params: () => ({ transferId: fc.constant(fixtures.transferId) }), owned: true },
  startLinkSession: { fresh: async () => ({ linkToken: await linkToken() }) },
  endLinkSession: { session: () => pageSession() },
  linkConnect: {
    // These institutions sign in with a username, which the schema cannot require for them alone (not the
    // fixtures' login: connecting it again would replace the fixture connection).
    body: () => ({
      type: fc.constantFrom('coinbase', 'gemini', 'robinhood'),
      username: fc.constantFrom('page-user-a', 'page-user-b'),
      password: fc.constant('pass_good'),
      apiKey: omit,
      apiSecret: omit,
      address: omit,
      mfaCode: omit,
      accountIds: omit,
    }),
  },
  // Another client's session answers 200 with none of these accounts: judged in test/link/operations.test.ts.
  linkAccounts: {
    body: () => ({ accessTokens: fc.constant([{ accessToken: fixtures.coinbase.tokenId, brokerType: 'coinbase' as const }]) }),
  },
  linkTransferOptions: { body: coinbase, owned: true },
  linkTransferPreview: { body: () => ({ ...linkTransfer(), fee: omit }), owned: true },
  linkTransfer: {
    // A previewId must be of a preview this session made of this transfer: judged in test/link/operations.test.ts.
    body: () => ({ ...linkTransfer(), fee: omit, mfaCode: omit, previewId: omit }),
    fresh: async () => ({ authToken: await freshCoinbaseAccount() }),
    session: () => pageSession(),
    owned: true,
  },
  linkVerifyWallet: {
    fresh: async () => {
      const message = 'I own this wallet';
      return { address: wallet.address, message, signature: await wallet.signMessage({ message }) };
    },
  },
  createAdminToken: { body: () => ({ clientId: fc.constant(CLIENT.id), clientSecret: fc.constant(CLIENT.secret) }) },
  createClient: {},
  setWebhook: { params: () => ({ clientId: fc.constant(fixtures.other.id) }) },
  deleteWebhook: {
    params: () => ({ clientId: fc.constant(fixtures.other.id) }),
    fresh: async () => {
      ok(await server.call('setWebhook', { params: { clientId: fixtures.other.id }, body: { url: 'https://hooks.example.com/other' } }));
      return {};
    },
  },
  rotateWebhookSecret: { params: () => ({ clientId: fc.constant(CLIENT.id) }) },
  listWebhookDeliveries: { params: () => ({ clientId: fc.constant(CLIENT.id) }) },
  redeliverWebhook: { params: () => ({ clientId: fc.constant(CLIENT.id), eventId: fc.constant(fixtures.eventId) }) },
  listInstitutionTransfers: { body: () => ({ ...coinbase(), cursor: omit, cryptocurrencyAddressType: omit }), owned: true },
  getInstitutionTransfer: {
    body: () => ({
      ...coinbase(),
      transactionId: fc.constant(fixtures.coinbaseTxId),
      transactionHash: omit,
      symbol: omit,
      addressType: omit,
    }),
    owned: true,
  },
  configureTransfer: {
    body: () => ({ fromAuthToken: coinbaseToken(), fromType: fc.constant('coinbase'), toAuthToken: omit, toType: omit }),
    owned: true,
  },
  previewTransfer: {
    body: () => ({
      fromAuthToken: coinbaseToken(),
      fromType: fc.constant('coinbase'),
      toAuthToken: omit,
      toType: omit,
      symbol: fc.constant('ETH'),
      networkId: fc.constant(ETHEREUM),
      toAddress: fc.constant(DESTINATION),
      // Ethereum takes no memo or tag: one is refused (invalidField), whatever the schema's string allows.
      addressTag: omit,
      amount: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
      amountInFiat: omit,
    }),
    owned: true,
  },
  // A challengeId must be the preview's own (server state).
  executeTransfer: {
    body: () => ({ fromType: fc.constant('coinbase'), mfaCode: omit, challengeId: omit }),
    fresh: managedPreview,
    owned: true,
  },
  previewOrder: { params: side, body: order, owned: true },
  // The trader's account: the orders spend it, and once it is spent they are refused (200), which is valid too.
  executeOrder: {
    params: side,
    body: () => ({ ...order(), authToken: fc.constant(fixtures.trader.tokenId) }),
    owned: true,
  },
  listOrders: { body: () => ({ ...coinbase(), cursor: omit }), owned: true },
  getOrder: { body: orderLookup, owned: true },
  // An open order of the trader's for each call (cancelOrder runs before executeOrder spends the account).
  // Coinbase needs the order's side to cancel it; a pair, when sent, must be the order's.
  cancelOrder: {
    body: () => ({
      ...orderLookup(),
      authToken: fc.constant(fixtures.trader.tokenId),
      side: fc.constant('buy' as const),
      symbolPair: fc.constantFrom(undefined, null, 'ETH-USD', 'eth/usd'),
    }),
    fresh: openOrder,
    owned: true,
  },
  getTradingFeatures: { body: coinbase, owned: true },
  getSymbolTradingInfo: { body: () => ({ ...coinbase(), symbol: fc.constantFrom('ETH', 'BTC', 'AAPL', 'ZZZ') }), owned: true },
  // One value of an array parameter: the test sends each query parameter once.
  listManagedTransfers: { query: () => ({ Statuses: omit, IntegrationIds: omit }) },
  listTransferIntegrations: {},
  listTransferTokens: {},
  listIntegrations: {},
  listIntegrationStatus: {},
  getManagedDepositAddress: {
    body: () => ({
      ...coinbase(),
      symbol: fc.constantFrom('ETH', 'USDC'),
      networkId: fc.constant(ETHEREUM),
      addressType: omit,
      mfaCode: omit,
    }),
    owned: true,
  },
  // Query and body name the same fields: the body's only, so that no field has two values.
  verifyTransfer: { query: () => ({ integrationId: omit, token: omit, networkId: omit, targetAddress: omit }) },
  quoteTransfer: {
    body: () => ({
      amountInFiat: fc.double({ min: 1, max: 100_000, noNaN: true }),
      symbol: fc.constantFrom('ETH', 'USDC'),
      networkId: fc.constant(ETHEREUM),
      toAddress: fc.constant(DESTINATION),
      brokerType: fc.constantFrom('coinbase', 'gemini', 'okx', 'robinhoodConnect'),
    }),
  },
  updateTransferStatus: { body: () => ({ ...coinbase(), transactionId: fc.constant(fixtures.coinbaseTxId) }), owned: true },
  initiateTransfer: {
    body: () => ({
      type: fc.constant('coinbase'),
      symbol: fc.constant('ETH'),
      amount: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
      targetAddress: fc.constant(DESTINATION),
      chain: omit,
      addressType: omit,
      fee: omit,
      mfaCode: omit,
      // Ethereum takes no memo or tag: one is refused (invalidField), whatever the schema's string allows.
      memo: omit,
    }),
    // A few accounts in turn: each Pending transfer holds its amount, and once an account's funds are held its
    // institution refuses the next one (200, status failed), which is as valid an answer. Few accounts keep the
    // client's sandbox small for sandboxExport.
    fresh: async () => ({ authToken: await initiatorAccount() }),
    owned: true,
  },
  getHoldingsValue: { body: coinbase, owned: true },
  getAccountBalance: { body: coinbase, owned: true },
  listAssets: {},
  getSolanaLatestBlockhash: { query: () => ({ chainId: solanaCluster() }) },
  getSolanaTokenProgram: {
    query: () => ({ chainId: solanaCluster(), token: fc.constantFrom('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'USDC', 'pyusd') }),
  },
  isSolanaTokenAddressCreated: {
    query: () => ({ chainId: solanaCluster(), address: fc.constantFrom(SOLANA_ADDRESS, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v') }),
  },
  // Registered for the other client, under names no sign-in here uses: they must not change the fixtures' logins.
  putSandboxUser: {
    params: () => ({ clientId: fc.constant(fixtures.other.id), username: fc.constantFrom('scenario-a', 'scenario-b') }),
    body: () => ({ institutions: fc.constant(SANDBOX_USER.institutions) }),
    creates: 'username',
  },
  getSandboxUser: {
    params: () => ({ clientId: fc.constant(fixtures.other.id), username: fc.constant('scenario-get') }),
    fresh: registered('scenario-get'),
  },
  listSandboxUsers: { params: () => ({ clientId: fc.constant(fixtures.other.id) }) },
  setUpstream: {
    params: () => ({ clientId: fc.constant(fixtures.other.id) }),
    body: () => ({ shadowWrites: fc.constantFrom(undefined, [], ['executeTransfer', 'deleteAccount']) }),
  },
  getUpstream: {
    params: () => ({ clientId: fc.constant(fixtures.other.id) }),
    fresh: upstreamSet,
  },
  deleteUpstream: {
    params: () => ({ clientId: fc.constant(fixtures.other.id) }),
    fresh: upstreamSet,
  },
  deleteSandboxUser: {
    params: () => ({ clientId: fc.constant(fixtures.other.id), username: fc.constant('scenario-delete') }),
    fresh: registered('scenario-delete'),
  },
  listDashboardEvents: {},
  listDashboardRequests: {},
  getDashboardRequest: { fresh: keptRequestId, owned: true },
  getDashboardStats: {},
  listDashboardUsers: {},
  dashboardDisconnect: { fresh: freshConnectionId, owned: true },
  listDashboardTransfers: {},
  getDashboardTransfer: { params: () => ({ transferId: fc.constant(fixtures.transferId) }), owned: true },
  getDashboardWebhook: {},
  dashboardRotateWebhookSecret: {},
  listDashboardWebhookAttempts: {},
  dashboardResendFailedWebhooks: {},
  dashboardSendTestWebhook: {},
  listDashboardInstitutionFailures: {},
  sandboxListUsers: {},
  // The test client's, under names no sign-in here uses.
  sandboxPutUser: {
    params: () => ({ username: fc.constantFrom('dash-scenario-a', 'dash-scenario-b') }),
    body: () => ({ institutions: fc.constant(SANDBOX_USER.institutions) }),
    creates: 'username',
  },
  sandboxGetUser: { params: () => ({ username: fc.constant('dash-get') }), fresh: registeredHere('dash-get'), owned: true },
  sandboxDeleteUser: {
    params: () => ({ username: fc.constant('dash-delete') }),
    fresh: registeredHere('dash-delete'),
    owned: true,
  },
};

interface Request {
  body?: Record<string, unknown>;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
}

/** The schema of the bodies the valid requests take: of a body of alternatives, the one VALID names. */
function bodyOf(id: OperationId): Json {
  const { body } = requestShape(id);
  const alternative = VALID[id].alternative;
  return body && alternative !== undefined ? deref(body).oneOf[alternative] : body;
}

function validRequest(id: OperationId): fc.Arbitrary<Request> {
  const s = requestShape(id);
  const v = VALID[id];
  const part = (schema: Json, pins?: () => Pins) => valid(schema, pins?.() ?? {}) as fc.Arbitrary<Record<string, unknown>>;
  const body = bodyOf(id);
  return fc.record({
    body: body ? part(body, v.body) : fc.constant(undefined),
    query: part(s.query, v.query),
    params: part(s.params, v.params),
  }) as fc.Arbitrary<Request>;
}

/** The request with this call's single-use values (link token, connection, pending transfer) filled in. */
async function withFresh(id: OperationId, request: Request): Promise<Request> {
  const fresh = (await VALID[id].fresh?.()) ?? {};
  const s = requestShape(id);
  const pick = (place: Json, values: Record<string, unknown>) => ({
    ...values,
    ...Object.fromEntries(Object.entries(fresh).filter(([k]) => k in (place.properties ?? {}))),
  });
  return {
    body: s.body && request.body ? pick(deref(bodyOf(id)), request.body) : request.body,
    query: pick(s.query, request.query),
    params: pick(s.params, request.params),
  };
}

const serialize = (r: Request) => ({
  query: stringly(r.query) as Record<string, string>,
  params: stringly(r.params) as Record<string, string>,
});

/**
 * Calls with the credentials the operation takes unless the options name others: a Link page session for the page's.
 * `prefer` adds a Prefer header to them.
 */
async function call(id: OperationId, options: CallOptions, prefer?: string) {
  const session =
    requestShape(id).auth === 'linkSession' && !options.headers ? ((await VALID[id].session?.()) ?? fixtures.pageSession) : undefined;
  const called = session ? { ...options, headers: session } : options;
  if (prefer === undefined) return server.call(id, called);
  const headers = called.headers ?? (requestShape(id).admin ? { Authorization: `Bearer ${ADMIN_KEY}` } : clientHeaders());
  return server.call(id, { ...called, headers: { ...headers, Prefer: prefer } });
}

async function send(id: OperationId, request: Request, extra: CallOptions = {}) {
  const r = await withFresh(id, request);
  const headers = extra.headers ?? (await VALID[id].caller?.());
  return call(id, { body: r.body, ...serialize(r), ...extra, ...(headers ? { headers } : {}) });
}

/** Exactly one thing wrong with an otherwise valid request, and the status that must answer it. */
interface Mutation {
  constraint: string;
  expected: number;
  options: (r: Request) => CallOptions;
  /** Applied to the request with its single-use values: a mutation that only the server's state can judge. */
  fresh?: boolean;
}

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
/** An unknown value of the path parameters that are not uuids. */
const UNKNOWN_ID: Record<string, string> = { eventId: 'evt_unknown', requestId: 'req_000000000000' };
/** Body fields that name an institution connection: an unknown one is a 404. */
const TOKEN_FIELDS: (keyof RequestBody<'getHoldings'> | keyof RequestBody<'refreshToken'>)[] = ['authToken', 'refreshToken'];

/** Every way to break one thing of a valid request of the operation, with the status each must get. */
function mutationsOf(id: OperationId, request: Request): Mutation[] {
  const s = requestShape(id);
  const mutations: Mutation[] = [];
  if (s.body && request.body) {
    const body = request.body;
    for (const b of breakOne(bodyOf(id), body))
      mutations.push({ constraint: `body: ${b.constraint}`, expected: 400, options: (r) => ({ ...serialize(r), body: b.value }) });
    mutations.push({
      constraint: 'body: malformed JSON',
      expected: 400,
      options: (r) => ({ ...serialize(r), rawBody: JSON.stringify(body).slice(0, -1) }),
    });
    mutations.push({
      constraint: 'body: over the size limit',
      expected: 413,
      options: (r) => ({
        ...serialize(r),
        body: { ...body, padding: 'x'.repeat(id === 'sandboxImport' ? IMPORT_BODY_LIMIT : BODY_LIMIT) },
      }),
    });
  }
  const inQuery = (b: Broken) => !/wrong type/.test(b.constraint) || /TimezoneOffset/.test(b.constraint);
  for (const b of breakOne(s.query, request.query).filter(inQuery)) {
    mutations.push({
      constraint: `query: ${b.constraint}`,
      expected: 400,
      options: (r) => ({ ...serialize(r), body: r.body, query: stringly(b.value) }),
    });
  }
  for (const b of breakOne(s.params, request.params).filter((b) => /not a uuid|over maxLength|off its pattern/.test(b.constraint))) {
    mutations.push({
      constraint: `path: ${b.constraint}`,
      expected: 400,
      options: (r) => ({ ...serialize(r), body: r.body, params: stringly(b.value) }),
    });
  }
  for (const name of TOKEN_FIELDS.filter((n) => request.body && n in request.body)) {
    mutations.push({
      constraint: `an unknown ${name}`,
      expected: 404,
      fresh: true,
      options: (r) => ({ ...serialize(r), body: { ...r.body, [name]: 'at_unknown_0123456789' } }),
    });
  }
  for (const name of Object.keys(request.params).filter((n) => n !== VALID[id].creates)) {
    // A parameter that names a kind (an enum, such as listAssets' assetType) rather than an id is refused, not unknown.
    const kind = deref(s.params.properties[name]).enum !== undefined;
    mutations.push({
      constraint: kind ? `a ${name} not among its values` : `an unknown ${name}`,
      expected: kind ? 400 : 404,
      fresh: true,
      options: (r) => ({
        ...serialize(r),
        body: r.body,
        params: { ...serialize(r).params, [name]: UNKNOWN_ID[name] ?? UNKNOWN_UUID },
      }),
    });
  }
  const credentials: [string, Record<string, string>][] = {
    admin: [
      ['no credentials', {}],
      ['a wrong admin key', { Authorization: 'Bearer not-the-admin-key' }],
    ],
    client: [
      ['no credentials', {}],
      ['a wrong client secret', clientHeaders({ id: CLIENT.id, secret: 'sk_wrong' })],
      ['an unknown client id', clientHeaders({ id: '99999999-9999-4999-8999-999999999999', secret: CLIENT.secret })],
    ],
    linkSession: [
      ['no credentials', {}],
      ['an unknown session token', { Authorization: 'Bearer lps_00000000000000000000000000000000' }],
      ['client credentials instead of a session token', clientHeaders()],
    ],
    none: [],
  }[s.auth] as [string, Record<string, string>][];
  for (const [constraint, headers] of credentials)
    mutations.push({ constraint, expected: 401, options: (r) => ({ ...serialize(r), body: r.body, headers }) });
  return mutations;
}

const config = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true });
/** The `n`th valid request an operation's broken ones are made from, the same in every run of the seed. */
const brokenBase = (id: OperationId, n: number) => fc.sample(validRequest(id), { seed: SEED + n, numRuns: 1 })[0] as Request;
/**
 * A property's time: its 100 valid calls, or its 40 to 125 broken ones, one after another. sandboxExport's read the client's whole sandbox and took
 * over 30 s (the suite's test timeout) with both cores of a 2-core machine busy beside the suite.
 */
const PROPERTY_TIMEOUT_MS = 120_000;

describe.each(Object.keys(operations) as OperationId[])('%s', (id) => {
  const answered = new Set<number>();
  // The operations after these run on real time, as they expect.
  if (/TestClock$/.test(id)) afterAll(withoutTestClock);
  test.prop([fc.constant(null).chain(() => validRequest(id))], config(VALID_RUNS))(
    `${id}: valid requests get a declared status and a conformant envelope, never 400 or 5xx`,
    async (request) => {
      const result = await send(id, request); // call() checks the status is declared and the body validates
      answered.add(result.status);
      // Each expect() below is made only when its check fails, with its message: ~30,000 calls, a body stringified each.
      if (result.status === 400) expect(result.status, JSON.stringify(result.body)).not.toBe(400);
      if (result.status >= 500) expect(result.status).toBeLessThan(500);
    },
    PROPERTY_TIMEOUT_MS,
  );

  test(
    `${id}: each way to break one constraint gets 400/401/404/413 with an errorType`,
    async () => {
      const count = Math.max(BROKEN_BASES, mutationsOf(id, brokenBase(id, 0)).length);
      for (let i = 0; i < count; i++) {
        // Made when its turn comes, as a property's run is: what it reads of the fixtures is current.
        const request = brokenBase(id, i % BROKEN_BASES);
        const mutations = mutationsOf(id, request);
        const mutation = mutations[i % mutations.length] as Mutation;
        // Strictly: the contract's refusals, which lenient binding would forgive some of (a name in another case, "").
        const result = await call(id, mutation.options(mutation.fresh ? await withFresh(id, request) : request), 'handling=strict');
        const about = `${mutation.constraint} of ${JSON.stringify(request).slice(0, 2000)}: ${JSON.stringify(result.body)}`;
        if (result.status !== mutation.expected) expect(result.status, about).toBe(mutation.expected);
        const { errorType } = result.body;
        if (typeof errorType !== 'string' || !/^[a-zA-Z]+$/.test(errorType)) expect(errorType, about).toMatch(/^[a-zA-Z]+$/);
      }
    },
    PROPERTY_TIMEOUT_MS,
  );

  if (!requestShape(id).admin) {
    test.prop([fc.constant(null).chain(() => validRequest(id))], config(25))(
      `${id}: another client's credentials never reach this client's data`,
      async (request) => {
        const other =
          requestShape(id).auth !== 'linkSession'
            ? ((await VALID[id].caller?.()) ?? clientHeaders(fixtures.other))
            : VALID[id].session
              ? await pageSession(clientHeaders(fixtures.other))
              : fixtures.otherPageSession;
        const result = await send(id, request, { headers: other });
        expect(result.status).toBeLessThan(500);
        if (VALID[id].owned) {
          expect([400, 403, 404], JSON.stringify(result.body)).toContain(result.status);
          expect(result.body.errorType).toMatch(/^[a-zA-Z]+$/);
        }
      },
    );
  }

  test(`${id}: the server keeps answering, and valid requests were served, not just rejected`, async () => {
    expect((await fetch(`${server.apiUrl}/health`)).status).toBe(200);
    expect([...answered]).toContain(200);
  });
});

// Leniently, as real code sends them: every body name in PascalCase, every query name in lower case, bound to the
// contract's names (openapi/decisions.md, "Binding") and said so. After the other properties of every operation, so
// that what these runs add to the test client's sandbox costs none of them (sandboxExport reads it whole).
describe.each(Object.keys(operations) as OperationId[])('%s, leniently', (id) => {
  if (/TestClock$/.test(id)) afterAll(withoutTestClock);
  test.prop([fc.constant(null).chain(() => validRequest(id))], config(LENIENT_RUNS))(
    `${id}: valid requests with their names re-cased are bound, never 400 or 5xx, and name what they forgave`,
    async (request) => {
      const r = await withFresh(id, request);
      const body = renamed(r.body, upperFirst);
      const query = renamed(r.query, (key) => key.toLowerCase()) as Record<string, unknown>;
      const headers = await VALID[id].caller?.();
      const result = await call(id, { body, ...serialize({ ...r, query }), ...(headers ? { headers } : {}) });
      if (result.status === 400) expect(result.status, JSON.stringify(result.body)).not.toBe(400);
      if (result.status >= 500) expect(result.status).toBeLessThan(500);
      const changed = JSON.stringify([body, query]) !== JSON.stringify([r.body, r.query]);
      if (changed && result.status < 400 && !result.headers.get('binding-forgiven'))
        expect(result.headers.get('binding-forgiven'), `${id} forgave its names`).toBeTruthy();
    },
  );
});

describe('Prefer: fault=… on the operations that take it', () => {
  const faultable = (Object.entries(operations) as [OperationId, OperationInfo][]).filter(([, op]) => op.faults).map(([id]) => id);
  /** A valid request of one of them, with a preference made for its declared statuses. */
  const preferred = <P>(preference: (errorStatuses: readonly number[], op: { stream?: boolean }) => fc.Arbitrary<P>) =>
    fc.constantFrom(...faultable).chain((id) =>
      fc.record({
        id: fc.constant(id),
        request: validRequest(id),
        preference: preference(operations[id].errorStatuses, operations[id] as OperationInfo),
      }),
    );
  /** The operation's own credentials (its caller's, where it has one), and the header. */
  const withPrefer = async (id: OperationId, header: string) => ({
    headers: { ...((await VALID[id].caller?.()) ?? clientHeaders()), Prefer: header },
  });

  test.prop([preferred(faultPreference)], config(FAULT_RUNS))(
    'a valid request that asks for an error or a 429 gets it: a status the operation declares, in a conformant envelope',
    async ({ id, request, preference }) => {
      const result = await send(id, request, await withPrefer(id, preference.header)); // call() judges status and body
      const about = `${id} with Prefer: ${preference.header}: ${JSON.stringify(result.body)}`;
      expect(result.status, about).toBe(preference.status);
      expect(result.headers.get('sandbox-fault'), about).toBe('request');
      expect(httpStatusOfError[result.body.errorType as keyof typeof httpStatusOfError], about).toBe(preference.status);
      if (preference.errorType) expect(result.body.errorType, about).toBe(preference.errorType);
      if (preference.retryAfter) expect(result.headers.get('retry-after'), about).toBe(String(preference.retryAfter));
    },
  );

  test.prop([preferred(malformedFaultPreference)], config(FAULT_RUNS))(
    'a valid request with a malformed fault preference gets 400 invalidField naming Prefer',
    async ({ id, request, preference }) => {
      const result = await send(id, request, await withPrefer(id, preference.header));
      const about = `${id} with Prefer: ${preference.header} (${preference.constraint}): ${JSON.stringify(result.body)}`;
      expect(result.status, about).toBe(400);
      expect(result.body.errorType, about).toBe('invalidField');
      expect(result.body.errorData, about).toMatchObject({ errors: [{ path: '/headers/prefer' }] });
      expect(result.headers.get('sandbox-fault'), about).toBeNull();
    },
  );
});

// After every property: the test client's sandbox, grown by all of them, exported whole. call() judges the document
// against SandboxExport; each kind of row the properties made is in it.
describe("sandboxExport of the test client's whole sandbox", () => {
  test('carries every kind of row the properties made, in a conformant document', async () => {
    const whole = ok(await server.call('sandboxExport'));
    const counts = Object.fromEntries(Object.entries(whole).map(([key, value]) => [key, Array.isArray(value) ? value.length : null]));
    for (const kind of ['connections', 'transfers', 'webhookEvents', 'orders', 'walletVerifications', 'sandboxUsers'])
      expect(counts[kind], `${kind} in ${JSON.stringify(counts)}`).toBeGreaterThan(0);
    expect(whole.connections.some((c) => c.positions.length > 0 && c.balances.length > 0)).toBe(true);
    expect(whole.webhookEvents.some((e) => e.deliveryAttempts.length > 0)).toBe(true);
  });
});
