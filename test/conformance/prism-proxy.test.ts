// The journey again, through `prism proxy openapi.yaml <server> --errors`: Prism judges every request and
// response independently of the server's own validator, and answers any violation with a 500 and its report. Each
// journey runs twice: canonical requests, and the same with `Prefer: handling=strict` (the typed client's
// strictBinding), so the judge sees the answers of strict binding too.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { type ApiError, createApi, createLinkPageClient, type Api } from '@account-connection/client';
import { startPrism, type Prism } from '../support/prism.js';
import { startReceiver } from '../support/receiver.js';
import { CLIENT, ok, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let prism: Prism;
const violations: string[] = [];
/** The Sandbox-Fault header of the last answer: the server's word that a fault was applied to the call. */
let lastFault: string | null = null;
/** Each call sent with `Prefer: handling=strict` whose answer did not say it was honoured (Preference-Applied). */
const strictNotApplied: string[] = [];
/** How many calls were sent with `Prefer: handling=strict`. */
let strictSent = 0;
/** Notes every contract violation Prism reports, and whether a strict preference was honoured. */
const judged = async (request: Request) => {
  const call = `${request.method} ${new URL(request.url).pathname}`;
  const strict = /handling=strict/.test(request.headers.get('prefer') ?? '');
  const response = await fetch(request);
  const report = response.headers.get('sl-violations');
  if (report) violations.push(`${call}: ${report}`);
  lastFault = response.headers.get('sandbox-fault');
  if (strict) strictSent++;
  // A 401 is refused by authentication, before binding runs: no preference of the request was applied.
  const bound = response.status !== 401;
  if (strict && bound && response.headers.get('preference-applied') !== 'handling=strict')
    strictNotApplied.push(`${call} ${response.status}`);
  return response;
};

const MODES = [
  { mode: 'canonical', strict: false },
  { mode: 'strict', strict: true },
] as const;
type Mode = (typeof MODES)[number];
const apis = new Map<boolean, Api>();

beforeAll(async () => {
  server = await startTestServer();
  prism = await startPrism(server.apiUrl);
  for (const { strict } of MODES)
    apis.set(
      strict,
      createApi({
        baseUrl: prism.url,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        retry: { maxAttempts: 1 },
        fetch: judged,
        strictBinding: strict,
      }),
    );
});
afterAll(async () => {
  await prism?.stop();
  await server?.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

/** The journeys' verdict: no violation, and under strict binding every call sent strictly and answered so. */
const expectJudged = ({ strict }: Mode, sentBefore: number) => {
  expect(violations).toEqual([]);
  if (!strict) return;
  expect(strictSent).toBeGreaterThan(sentBefore);
  expect(strictNotApplied).toEqual([]);
};

describe.each(MODES)('$mode requests', (mode) => {
  /** The same journey under each mode, each with its own users so that neither sees the other's. */
  const id = (name: string) => (mode.strict ? `${name}-strict` : name);
  let api: Api;
  let sentBefore = 0;
  beforeAll(() => {
    api = apis.get(mode.strict)!;
  });
  beforeEach(() => {
    sentBefore = strictSent;
  });

  describe('through prism proxy --errors', () => {
    it('every request and response of the journey honours the contract', async () => {
      const userId = id('proxy-user');
      const { linkToken } = await api.createLinkToken({ userId });
      const first = await api.sandboxConnect({ linkToken, type: 'robinhood', username: id('p'), password: 'pass_good' });
      expect(first.brokerResponseStatus).toBe('mfaRequired');
      const robinhood = (
        await api.sandboxConnect({ linkToken, type: 'robinhood', username: id('p'), password: 'pass_good', mfaCode: '123456' })
      ).accessToken!.accountTokens[0]!;
      await api.getHoldings({ authToken: robinhood.tokenId, type: 'robinhood', includeMarketValue: true });

      const { linkToken: second } = await api.createLinkToken({ userId });
      const kraken = (await api.sandboxConnect({ linkToken: second, type: 'kraken', username: id('p'), password: 'pass_good' }))
        .accessToken!.accountTokens[0]!;
      await api.getPortfolio({ UserId: userId, TimezoneOffset: 3600 });
      await api.getFiatBalances({ UserId: userId });
      await api.getSymbolDetails({ authToken: kraken.tokenId, type: 'kraken', symbol: 'ETH' });
      await api.getDepositAddress({ authToken: kraken.tokenId, type: 'kraken', symbol: 'ETH' }, { mfa: () => '123456' });
      const { networks } = await api.listNetworks();
      await api.listManagedAddresses(
        { authToken: kraken.tokenId, type: 'kraken', symbol: 'ETH', networks: [{ networkId: networks[0]!.id }] },
        { mfa: () => '123456' },
      );
      await api.listWalletVerifications({ UserId: userId });
      const { linkToken: third } = await api.createLinkToken({ userId });
      const { transfer } = await api.sandboxTransfer(
        {
          linkToken: third,
          authToken: kraken.tokenId,
          type: 'kraken',
          symbol: 'ETH',
          amount: 0.01,
          toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
        },
        { mfa: () => '123456' },
      );
      await api.sandboxSettleTransfer({ transferId: transfer!.transferId, outcome: 'Succeeded' });
      expect((await api.getTransfer({ transferId: transfer!.transferId })).status).toBe('Succeeded');
      await api.refreshToken({ refreshToken: robinhood.refreshToken, type: 'robinhood' });
      await api.deleteAccount({ authToken: robinhood.tokenId, type: 'robinhood' });

      // Documented errors pass the judge too.
      expect((await failure(api.getHoldings({ authToken: robinhood.tokenId, type: 'robinhood' })))?.httpStatus).toBe(404);
      expect((await failure(api.getDepositAddress({ authToken: kraken.tokenId, type: 'robinhood', symbol: 'BTC' })))?.httpStatus).toBe(400);
      expect((await failure(api.sandboxSettleTransfer({ transferId: transfer!.transferId, outcome: 'Failed' })))?.httpStatus).toBe(409);
      expectJudged(mode, sentBefore);
    });
  });

  describe('the Link page operations through prism proxy --errors', () => {
    it('every request and response of a page session honours the contract', async () => {
      const userId = id('proxy-page-user');
      const destination = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
      const ethereum = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
      const { linkToken } = await api.createLinkToken({
        userId,
        transferOptions: { toAddresses: [{ networkId: ethereum, symbol: 'ETH', address: destination }] },
      });
      const started = await api.startLinkSession({ linkToken });
      const page = createApi(
        createLinkPageClient({
          baseUrl: prism.url,
          sessionToken: started.sessionToken,
          retry: { maxAttempts: 1 },
          fetch: judged,
          strictBinding: mode.strict,
        }),
      );
      expect((await page.linkConnect({ type: 'kraken', apiKey: id('proxy'), apiSecret: 'pass_good' })).status).toBe('connected');
      const multi = await page.linkConnect({ type: 'gemini', username: id('multi-proxy'), password: 'pass_good' });
      expect(multi.status).toBe('accountSelectionRequired');
      const connected = await page.linkConnect({ type: 'gemini', username: id('proxy'), password: 'pass_good' });
      const { accessToken } = connected.accessToken!.accountTokens[0]!;
      expect((await page.linkAccounts({ accessTokens: [{ accessToken, brokerType: 'gemini' }] })).accounts).toHaveLength(1);
      const options = await page.linkTransferOptions({ authToken: accessToken, type: 'gemini' });
      expect(options.holdings.find((h) => h.symbol === 'ETH')?.eligibleForTransfer).toBe(true);
      const request = { authToken: accessToken, type: 'gemini' as const, symbol: 'ETH', networkId: ethereum, amount: 0.02 };
      expect((await page.linkTransferPreview(request)).toAddress).toBe(destination);
      const { transfer } = await page.linkTransfer(request);
      expect((await api.getTransfer({ transferId: transfer!.transferId })).status).toBe('Pending');
      expect((await failure(page.linkTransfer(request)))?.httpStatus).toBe(409);
      expect((await failure(page.linkTransferPreview({ ...request, amount: 0.0000001 })))?.errorType).toBe('amountBelowMinimum');
      await page.endLinkSession();
      expect((await failure(page.linkAccounts({ accessTokens: [{ accessToken, brokerType: 'gemini' }] })))?.httpStatus).toBe(401);

      const wallet = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
      const message = 'Proxy wallet';
      const verify = await api.startLinkSession({
        linkToken: (await api.createLinkToken({ userId, verifyWalletOptions: { message } })).linkToken,
      });
      const verifier = createApi(
        createLinkPageClient({
          baseUrl: prism.url,
          sessionToken: verify.sessionToken,
          retry: { maxAttempts: 1 },
          fetch: judged,
          strictBinding: mode.strict,
        }),
      );
      expect(
        (await verifier.linkVerifyWallet({ address: wallet.address, message, signature: await wallet.signMessage({ message }) })).address,
      ).toBe(wallet.address);
      expect((await failure(api.startLinkSession({ linkToken })))?.errorType).toBe('linkTokenInvalid');
      expectJudged(mode, sentBefore);
    });
  });

  describe('the dashboard operations through prism proxy --errors', () => {
    // Prism waits for a response's end before it judges it, and the text/event-stream of listDashboardEvents never
    // ends: its events are judged by the tests' own check against the spec (expectConformantStream, in
    // test/server/dashboard-stream.test.ts); its JSON catch-up passes through Prism here with every other operation.
    it('every request and response of the dashboard honours the contract', async () => {
      const receiver = await startReceiver();
      try {
        ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
        const userId = id('proxy-dashboard-user');
        const { linkToken } = await api.createLinkToken({ userId });
        const account = (await api.sandboxConnect({ linkToken, type: 'coinbase', username: id('proxy-dash'), password: 'pass_good' }))
          .accessToken!.accountTokens[0]!;
        const forTransfer = await api.createLinkToken({ userId });
        const { transfer } = await api.sandboxTransfer({
          linkToken: forTransfer.linkToken,
          authToken: account.tokenId,
          type: 'coinbase',
          symbol: 'ETH',
          amount: 0.05,
          toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
        });
        const transferId = transfer!.transferId;
        await server.work();
        expect((await api.listDashboardEvents()).events.length).toBeGreaterThan(0);
        const { requests } = await api.listDashboardRequests({ operationId: 'sandboxTransfer', userId });
        await api.getDashboardRequest({ requestId: requests[0]!.requestId });
        await api.getDashboardStats();
        const connection = (await api.listDashboardUsers({ userId })).users[0]!.connections[0]!;
        expect((await api.listDashboardTransfers({ status: 'Pending', userId, type: 'coinbase', count: 10 })).transfers).toHaveLength(1);
        expect((await api.getDashboardTransfer({ transferId })).events).toHaveLength(1);
        await api.getDashboardWebhook();
        const { attempts } = await api.listDashboardWebhookAttempts({ transferId });
        expect((await api.sandboxResendWebhooks({ transferId: attempts[0]!.transferId })).events).toHaveLength(1);
        await api.dashboardResendFailedWebhooks({ since: 0 });
        expect((await api.dashboardSendTestWebhook({ transferStatus: 'Failed' })).httpStatus).toBe(200);
        await api.dashboardRotateWebhookSecret({ overlapSeconds: 60 });
        await api.listDashboardInstitutionFailures();
        const document = { institutions: [{ type: 'gemini' as const, accounts: [{ accountId: 'G-1', accountName: 'Main' }] }] };
        await api.sandboxPutUser({ username: id('proxy-scenario'), ...document });
        await api.sandboxGetUser({ username: id('proxy-scenario') });
        await api.sandboxListUsers();
        await api.sandboxDeleteUser({ username: id('proxy-scenario') });
        await api.sandboxRequireReauthentication({ connectionId: connection.connectionId });
        await api.dashboardDisconnect({ connectionId: connection.connectionId });
        expect((await failure(api.getDashboardRequest({ requestId: 'req_000000000000' })))?.errorType).toBe('requestNotFound');
        expect((await failure(api.dashboardDisconnect({ connectionId: connection.connectionId })))?.httpStatus).toBe(404);
        expectJudged(mode, sentBefore);
      } finally {
        await receiver.close();
      }
    });
  });

  describe('faults on demand through prism proxy --errors', () => {
    it('a call with Prefer: fault=…, and every fault rule operation, honour the contract', async () => {
      const userId = id('proxy-fault-user');
      const { linkToken } = await api.createLinkToken({ userId });
      const account = (await api.sandboxConnect({ linkToken, type: 'coinbase', username: id('proxy-fault'), password: 'pass_good' }))
        .accessToken!.accountTokens[0]!;
      const holdings = { authToken: account.tokenId, type: 'coinbase' as const };

      // Prefer: fault=… per request: Prism passes the header on, and judges the faulted answers.
      expect(await failure(api.getHoldings(holdings, { fault: 'error; status=503' }))).toMatchObject({ httpStatus: 503 });
      expect(lastFault).toBe('request');
      expect(await failure(api.listNetworks({}, { fault: 'rateLimit; retryAfter=2' }))).toMatchObject({ httpStatus: 429 });
      expect((await api.listNetworks({}, { fault: 'latency; ms=5' })).networks.length).toBeGreaterThan(0);
      expect(lastFault).toBe('request; delayMs=5');
      expect(await failure(api.getHoldings(holdings, { fault: 'error; status=404; commit' }))).toMatchObject({ httpStatus: 404 });
      expect(await failure(api.listNetworks({}, { fault: 'explode' }))).toMatchObject({ httpStatus: 400, errorType: 'invalidField' });
      expect(lastFault).toBeNull();

      // The rules: set, listed, firing on a call, deleted (once), refused when bad, cleared.
      const rule = {
        match: { operationIds: ['getHoldings'] },
        trigger: { kind: 'nextN' as const, count: 1 },
        action: { kind: 'error' as const, status: 500 },
      };
      expect(await api.sandboxPutFault({ faultId: 'proxy-rule', ...rule })).toMatchObject({ id: 'proxy-rule', matched: 0 });
      await api.sandboxPutFault({
        faultId: 'proxy-other',
        match: { operationIds: ['listNetworks'] },
        action: { kind: 'empty' },
        until: null,
      });
      expect(await failure(api.getHoldingsValue(holdings))).toBeUndefined(); // another operation: not faulted
      expect(await failure(api.getHoldings(holdings))).toMatchObject({ httpStatus: 500 });
      expect(lastFault).toBe('proxy-rule');
      expect((await api.sandboxListFaults()).rules).toMatchObject([
        { id: 'proxy-other', matched: 0, fired: 0 },
        { id: 'proxy-rule', matched: 1, fired: 1 },
      ]);
      await api.sandboxDeleteFault({ faultId: 'proxy-rule' });
      expect(await failure(api.sandboxDeleteFault({ faultId: 'proxy-rule' }))).toMatchObject({
        httpStatus: 404,
        errorType: 'faultNotFound',
      });
      // Bad rules the schema lets through, which the server refuses: an unknown operation, a status it never answers.
      for (const bad of [
        { ...rule, match: { operationIds: ['getHolding'] } },
        { ...rule, action: { kind: 'error' as const, status: 418 } },
      ])
        expect(await failure(api.sandboxPutFault({ faultId: 'proxy-bad', ...bad }))).toMatchObject({
          httpStatus: 400,
          errorType: 'invalidField',
        });
      expect(await api.sandboxClearFaults()).toEqual({ deleted: 1 });
      expect(await api.sandboxListFaults()).toEqual({ rules: [] });
      expectJudged(mode, sentBefore);
    });
  });
});

describe('the judge', () => {
  // One broken server, whose answer each test sets, behind one Prism proxy: a Prism start costs ~3 CPU-s.
  let answer = { status: 200, body: {} as unknown };
  let broken: Server;
  let judge: Prism;
  beforeAll(async () => {
    broken = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    }).listen(0, '127.0.0.1');
    await once(broken, 'listening');
    judge = await startPrism(`http://127.0.0.1:${(broken.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await judge?.stop();
    broken?.close();
  });

  it.each([
    ['a wrong field type', 200, { status: 'ok', message: '', errorType: '', content: { networks: 'none' } }],
    ['a missing required field', 200, { message: '', errorType: '' }],
    ['an undeclared status', 418, { status: 'badRequest', message: 'teapot', errorType: 'badRequest' }],
  ])('fails a server that answers with %s', async (_, status, body) => {
    answer = { status, body };
    const response = await fetch(`${judge.url}/api/v1/transfers/managed/networks`, {
      headers: { 'X-Client-Id': CLIENT.id, 'X-Client-Secret': CLIENT.secret },
    });
    // Every violation is reported in sl-violations (which the journey above fails on); --errors also turns
    // error-severity ones into a 500, while an undeclared status is passed through with its report.
    expect(response.headers.get('sl-violations')).toBeTruthy();
    if (status === 200) expect(response.status).toBe(500);
  });
});
