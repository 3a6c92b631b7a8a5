// The Link page operations over HTTP: what a session may do, and what it can never reach. A session acts only
// for its own client and user, spends its link token once, sends one transfer, and stops when it ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_TTL_MS } from '../../server/domain/connections/linkSessions.js';
import {
  CLIENT,
  clientHeaders,
  connect,
  fieldErrors,
  headersOf,
  ok,
  present,
  startTestServer,
  type TestServer,
} from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const XRP_LEDGER = '1d4a7e0b-3c6f-4a9d-b2e5-8f1a4d7b0e3c';
const XRP_DESTINATION = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

let server: TestServer;
let other: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const created = ok(await server.call('createClient', { body: { name: 'Other client' } }));
  other = headersOf(created);
});
afterAll(() => server?.close());

/** A started page session: its Authorization header and what startLinkSession answered. */
async function pageSession(body: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1', ...body }, headers }));
  const started = ok(await server.call('startLinkSession', { body: { linkToken } }));
  return { linkToken, started, auth: { Authorization: `Bearer ${started.sessionToken}` } };
}

describe('starting', () => {
  it('answers the flow, the institutions it may offer and the networks; the token is then spent', async () => {
    const { linkToken, started } = await pageSession();
    expect(started).toMatchObject({
      flow: 'connect',
      expiresInSeconds: PAGE_SESSION_TTL_MS / 1000,
      restrictMultipleAccounts: false,
      brokerType: null,
      sandbox: { password: 'pass_good', mfaCode: '123456', publicLogin: { username: 'Mesh', password: 'Pass123' } },
    });
    expect(started.institutions).toHaveLength(63);
    expect(started.networks.map((n) => n.name)).toContain('Ethereum');
    expect((await server.call('startLinkSession', { body: { linkToken } })).body.errorType).toBe('linkTokenInvalid');
  });

  it("offers only the link token's institution, only senders in transfer sessions, and says which flow", async () => {
    expect((await pageSession({ brokerType: 'kraken' })).started.institutions.map((i) => i.type)).toEqual(['kraken']);
    const kraken = present(ok(await server.call('listIntegrations', {})).items.find((i) => i.type === 'kraken'));
    const byId = (await pageSession({ integrationId: kraken.id })).started;
    expect({ brokerType: byId.brokerType, institutions: byId.institutions.map((i) => i.type) }).toEqual({
      brokerType: 'kraken',
      institutions: ['kraken'],
    });
    const transfer = (await pageSession({ transferOptions: { transactionId: 't-1' } })).started;
    expect(transfer.flow).toBe('transfer');
    expect(transfer.institutions.every((i) => i.canSend)).toBe(true);
    expect(transfer.institutions.some((i) => i.type === 'robinhood')).toBe(false);
    expect((await pageSession({ verifyWalletOptions: { message: 'm' } })).started.flow).toBe('verifyWallet');
  });

  it('refuses an expired link token, and an unknown one', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } }));
    server.clock.advance(10 * 60 * 1000);
    expect((await server.call('startLinkSession', { body: { linkToken } })).body.errorType).toBe('linkTokenInvalid');
    expect(
      (
        await server.call('startLinkSession', {
          body: { linkToken: Buffer.from('http://evil.example/link/ls_000000000000000000000000').toString('base64') },
        })
      ).status,
    ).toBe(400);
  });

  it("refuses a link token that holds another host's Link page URL, even with a live session's id, and says why", async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } }));
    const own = Buffer.from(linkToken, 'base64').toString('utf8');
    const path = new URL(own).pathname;
    const moved = (url: string) => Buffer.from(url).toString('base64');
    for (const url of [`http://evil.example${path}`, `https://127.0.0.1:1${path}`, own.replace('/link/', '/x/link/')]) {
      for (const id of ['startLinkSession', 'sandboxConnect'] as const) {
        const body = { linkToken: moved(url), type: 'coinbase', username: 'u', password: 'pass_good' };
        const refused = await server.call(id, { body: id === 'startLinkSession' ? { linkToken: body.linkToken } : body });
        expect(refused.status, url).toBe(400);
        expect(refused.body).toMatchObject({
          errorType: 'linkTokenInvalid',
          message: expect.stringContaining("another sandbox's Link page"),
        });
      }
    }
    expect((await server.call('startLinkSession', { body: { linkToken: moved('http://evil.example/link/x') } })).body.message).toMatch(
      /unknown, expired or already used/,
    );
    // The session was not spent by the refusals: its own token still starts it.
    expect(ok(await server.call('startLinkSession', { body: { linkToken } })).flow).toBe('connect');
  });
});

describe('connecting', () => {
  it("holds the credentials to the institution's sign-in kind and the token's institution", async () => {
    const { auth } = await pageSession({ brokerType: 'krakenDirect' });
    const answer = (body: Record<string, unknown>) => server.call('linkConnect', { body, headers: auth });
    expect((await answer({ type: 'krakenDirect', username: 'u', password: 'pass_good' })).body).toMatchObject({
      errorType: 'missingField',
      errorData: { errors: [{ path: '/body/apiKey' }] },
    });
    expect((await answer({ type: 'krakenDirect', apiKey: 'k' })).body).toMatchObject({
      errorType: 'missingField',
      errorData: { errors: [{ path: '/body/apiSecret' }] },
    });
    expect((await answer({ type: 'krakenDirect', address: DESTINATION })).body.errorType).toBe('invalidField');
    expect((await answer({ type: 'krakenDirect', apiKey: 'k', apiSecret: 'wrong' })).body).toMatchObject({
      errorType: 'invalidInstitutionCredentials',
      message: expect.stringContaining('API key or secret'),
    });
    expect((await answer({ type: 'gemini', username: 'u', password: 'pass_good' })).body.message).toContain(
      "This link token is for institution type 'krakenDirect'",
    );
    expect(ok(await answer({ type: 'krakenDirect', apiKey: 'k', apiSecret: 'pass_good' })).status).toBe('connected');
  });

  it('refuses institutions that cannot send in a transfer session', async () => {
    const { auth } = await pageSession({ transferOptions: {} });
    expect(
      (await server.call('linkConnect', { body: { type: 'robinhood', username: 'u', password: 'pass_good' }, headers: auth })).body
        .errorType,
    ).toBe('institutionNotSupported');
  });

  it('asks for the accounts of a multi-account login, at most one when restricted, and only accounts of that login', async () => {
    const { auth } = await pageSession({ restrictMultipleAccounts: true });
    const login = { type: 'eTrade', username: 'multi-ops', password: 'pass_good' };
    const asked = ok(await server.call('linkConnect', { body: login, headers: auth }));
    expect(asked).toMatchObject({ status: 'accountSelectionRequired', accessToken: null });
    const ids = present(asked.accounts).map((a) => a.accountId);
    expect(ids).toHaveLength(2);
    expect(fieldErrors(await server.call('linkConnect', { body: { ...login, accountIds: ids }, headers: auth }))[0]?.errorCode).toBe(
      'restrictMultipleAccounts',
    );
    expect((await server.call('linkConnect', { body: { ...login, accountIds: ['ETRA-0000000'] }, headers: auth })).body.errorType).toBe(
      'invalidField',
    );
    const connected = ok(await server.call('linkConnect', { body: { ...login, accountIds: [ids[1]] }, headers: auth }));
    expect(connected.accessToken?.accountTokens.map((t) => t.account.accountId)).toEqual([ids[1]]);
  });

  it('connects a `delayed` login by delayed authentication where the tokens refresh alone: a refresh token, which gives the access', async () => {
    const { auth } = await pageSession();
    const answer = ok(
      await server.call('linkConnect', { body: { type: 'alpaca', username: 'delayed-multi', password: 'pass_good' }, headers: auth }),
    );
    expect(answer).toMatchObject({ status: 'connected', accessToken: null, accounts: null });
    const delayed = present(answer.delayedAuth);
    expect(delayed).toEqual({
      refreshToken: expect.stringMatching(/^rt_/),
      refreshTokenExpiresInSeconds: 2592000,
      brokerType: 'alpaca',
      brokerName: 'Alpaca',
      brokerBrandInfo: expect.objectContaining({ iconLightUrl: `${server.apiUrl}/link/assets/logos/alpaca-icon.svg` }),
    });
    // The app's refresh token gives the access token and the tokenId, which open the one account connected.
    const refreshed = ok(await server.call('refreshToken', { body: { refreshToken: delayed.refreshToken, type: 'alpaca' } }));
    const [token] = present(refreshed.brokerAccountTokens);
    expect(refreshed.status).toBe('succeeded');
    expect(refreshed.brokerAccountTokens).toHaveLength(1);
    const { tokenId, accessToken } = present(token);
    for (const authToken of [present(tokenId), present(accessToken)])
      expect(ok(await server.call('getHoldings', { body: { authToken, type: 'alpaca' } })).status).toBe('succeeded');

    // Where a refresh needs more than the refresh token (Vanguard asks for the access token), and in a transfer session, it connects at once.
    const atOnce = [
      await server.call('linkConnect', {
        body: { type: 'vanguard', username: 'delayed-v', password: 'pass_good' },
        headers: (await pageSession()).auth,
      }),
      await server.call('linkConnect', {
        body: { type: 'coinbase', username: 'delayed-t', password: 'pass_good' },
        headers: (await pageSession({ transferOptions: {} })).auth,
      }),
    ];
    for (const result of atOnce)
      expect(ok(result)).toMatchObject({ status: 'connected', delayedAuth: null, accessToken: { accountTokens: [{}] } });
  });
});

describe('what a session can reach', () => {
  it('reads returning accounts only of its own client and user', async () => {
    const mine = await connect(server, 'gemini', { username: 'returning-1' });
    const otherUser = await connect(server, 'gemini', { username: 'returning-2', userId: 'user-2' });
    const otherClient = await connect(server, 'gemini', { username: 'returning-3', headers: other });
    const { auth } = await pageSession();
    const tokens = [mine, otherUser, otherClient].map((c) => ({ accessToken: c.tokenId, brokerType: 'gemini' }));
    const { accounts } = ok(
      await server.call('linkAccounts', {
        body: { accessTokens: [...tokens, { accessToken: 'at_unknown', brokerType: 'gemini' }] },
        headers: auth,
      }),
    );
    expect(accounts).toEqual([
      {
        index: 0,
        brokerType: 'gemini',
        brokerName: 'Gemini',
        accountId: mine.account.accountId,
        accountName: mine.account.accountName,
        fund: expect.any(Number),
        cash: expect.any(Number),
      },
    ]);
  });

  it("cannot read or move another user's or another client's account (404), nor act without its own token (401)", async () => {
    const otherUser = await connect(server, 'gemini', { username: 'victim', userId: 'user-2' });
    const { auth } = await pageSession({
      transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] },
    });
    const request = { authToken: otherUser.tokenId, type: 'gemini', symbol: 'ETH', networkId: ETHEREUM, amount: 0.01 };
    expect(
      (await server.call('linkTransferOptions', { body: { authToken: otherUser.tokenId, type: 'gemini' }, headers: auth })).status,
    ).toBe(404);
    expect((await server.call('linkTransferPreview', { body: request, headers: auth })).status).toBe(404);
    expect((await server.call('linkTransfer', { body: request, headers: auth })).status).toBe(404);

    const foreign = await pageSession({}, other);
    const mine = await connect(server, 'gemini', { username: 'mine' });
    expect(
      (await server.call('linkTransferOptions', { body: { authToken: mine.tokenId, type: 'gemini' }, headers: foreign.auth })).status,
    ).toBe(404);
    // Client credentials are not a session: the page's operations take only its token.
    expect(
      (await server.call('linkTransferOptions', { body: { authToken: mine.tokenId, type: 'gemini' }, headers: clientHeaders(CLIENT) })).body
        .errorType,
    ).toBe('linkSessionInvalid');
  });

  it('sends one transfer per session (409 after), the same one getTransfer returns', async () => {
    const account = await connect(server, 'gemini', { username: 'one-transfer' });
    const { auth } = await pageSession({
      transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.01 }] },
    });
    const options = ok(await server.call('linkTransferOptions', { body: { authToken: account.tokenId, type: 'gemini' }, headers: auth }));
    const eth = options.holdings.find((h) => h.symbol === 'ETH')?.networks.find((n) => n.id === ETHEREUM);
    expect(eth).toMatchObject({ toAddress: DESTINATION, amount: 0.01, eligibleForTransfer: true });
    const request = { authToken: account.tokenId, type: 'gemini', symbol: 'ETH', networkId: ETHEREUM, amount: 0.01 };
    const preview = ok(await server.call('linkTransferPreview', { body: request, headers: auth }));
    expect(preview).toMatchObject({ toAddress: DESTINATION, amount: 0.01, total: 0.01, institutionFee: 0, mfaRequired: false });
    const transfer = present(ok(await server.call('linkTransfer', { body: request, headers: auth })).transfer);
    expect(ok(await server.call('getTransfer', { params: { transferId: transfer.transferId } }))).toMatchObject({
      status: 'Pending',
      toAddress: DESTINATION,
      fromAddress: preview.fromAddress,
    });
    expect((await server.call('linkTransfer', { body: request, headers: auth })).body).toMatchObject({
      status: 'conflict',
      errorType: 'conflict',
    });
  });

  it('keeps each preview under its own id, which sends only that transfer, of that session, while it lasts, once', async () => {
    const account = await connect(server, 'gemini', { username: 'previewed' });
    const session = () => pageSession({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] } });
    const { auth } = await session();
    const request = { authToken: account.tokenId, type: 'gemini', symbol: 'ETH', networkId: ETHEREUM, amount: 0.02 };
    const first = ok(await server.call('linkTransferPreview', { body: request, headers: auth }));
    const second = ok(await server.call('linkTransferPreview', { body: request, headers: auth }));
    expect(first.previewId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.previewId).not.toBe(first.previewId);
    expect(first.previewExpiresIn).toBe(300);

    // Another amount than previewed; a preview nobody made; another session's preview; a server-side execution of it.
    const other = await session();
    const otherPreview = ok(await server.call('linkTransferPreview', { body: request, headers: other.auth }));
    const mismatch = await server.call('linkTransfer', { body: { ...request, amount: 0.03, previewId: first.previewId }, headers: auth });
    const refused = [
      mismatch,
      await server.call('linkTransfer', { body: { ...request, previewId: '00000000-0000-4000-8000-000000000000' }, headers: auth }),
      await server.call('linkTransfer', { body: { ...request, previewId: otherPreview.previewId }, headers: auth }),
      await server.call('executeTransfer', { body: { fromAuthToken: account.tokenId, fromType: 'gemini', previewId: first.previewId } }),
    ];
    expect(refused.map((r) => [r.status, r.body.errorType])).toEqual([
      [400, 'invalidField'],
      [404, 'previewNotFound'],
      [404, 'previewNotFound'],
      [404, 'previewNotFound'],
    ]);
    expect(fieldErrors(mismatch)).toEqual([
      { path: '/body/previewId', message: 'must be the preview of this transfer; its amount differs', errorCode: 'previewMismatch' },
    ]);

    const transfer = present(
      ok(await server.call('linkTransfer', { body: { ...request, previewId: first.previewId }, headers: auth })).transfer,
    );
    expect(transfer).toMatchObject({ amount: 0.02, toAddress: DESTINATION });

    // A preview past its 300 seconds is not sent.
    server.clock.advance(301_000);
    expect(
      (await server.call('linkTransfer', { body: { ...request, previewId: otherPreview.previewId }, headers: other.auth })).body.errorType,
    ).toBe('previewExpired');
  });

  it("keeps the tag of the link token's destination from the preview to the transfer sent, as the page sends it", async () => {
    const account = await connect(server, 'binanceInternational', { username: 'tagged' });
    const toAddresses = [{ networkId: XRP_LEDGER, symbol: 'XRP', address: XRP_DESTINATION, addressTag: '4242' }];
    const { auth } = await pageSession({ transferOptions: { toAddresses } });
    const options = ok(
      await server.call('linkTransferOptions', { body: { authToken: account.tokenId, type: 'binanceInternational' }, headers: auth }),
    );
    const xrp = options.holdings.find((h) => h.symbol === 'XRP')?.networks.find((n) => n.id === XRP_LEDGER);
    expect(xrp).toMatchObject({ toAddress: XRP_DESTINATION, addressTag: '4242', eligibleForTransfer: true });
    // The page names no address where the session presets one: the preview and the transfer take the link token's, tag and all.
    const request = { authToken: account.tokenId, type: 'binanceInternational', symbol: 'XRP', networkId: XRP_LEDGER, amount: 20 };
    const preview = ok(await server.call('linkTransferPreview', { body: request, headers: auth }));
    expect(preview).toMatchObject({ toAddress: XRP_DESTINATION, addressTag: '4242' });
    // The same address without its tag is another destination than the one previewed.
    const untagged = await server.call('linkTransfer', {
      body: { ...request, toAddress: XRP_DESTINATION, previewId: preview.previewId },
      headers: auth,
    });
    expect(fieldErrors(untagged)).toEqual([
      { path: '/body/previewId', message: 'must be the preview of this transfer; its addressTag differs', errorCode: 'previewMismatch' },
    ]);
    const sent = ok(await server.call('linkTransfer', { body: { ...request, previewId: preview.previewId }, headers: auth })).transfer;
    expect(present(sent)).toMatchObject({ amount: 20, toAddress: XRP_DESTINATION });
  });

  it('marks what cannot be sent and why: no whitelisted address at OKX, an asset the session does not send', async () => {
    const okx = await connect(server, 'okx', { username: 'whitelist' });
    const { auth } = await pageSession({ transferOptions: {} });
    const options = ok(await server.call('linkTransferOptions', { body: { authToken: okx.tokenId, type: 'okx' }, headers: auth }));
    expect(options).toMatchObject({ requiresFee: true, destination: 'address' });
    expect(
      options.holdings.every((h) => !h.eligibleForTransfer && /only withdraws to addresses whitelisted/.test(h.ineligibilityReason ?? '')),
    ).toBe(true);

    const gemini = await connect(server, 'gemini', { username: 'only-eth' });
    const eth = await pageSession({ transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] } });
    const holdings = ok(
      await server.call('linkTransferOptions', { body: { authToken: gemini.tokenId, type: 'gemini' }, headers: eth.auth }),
    ).holdings;
    expect(holdings.find((h) => h.symbol === 'BTC')).toMatchObject({
      eligibleForTransfer: false,
      ineligibilityReason: 'This session sends no BTC on Bitcoin.',
    });
  });

  it('answers 403 where the institution needs the trusted IP, on preview and on transfer', async () => {
    const account = await connect(server, 'bybit', { username: 'untrusted' });
    const { auth } = await pageSession({
      transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] },
    });
    const request = { authToken: account.tokenId, type: 'bybit', symbol: 'ETH', networkId: ETHEREUM, amount: 0.05 };
    expect((await server.call('linkTransferPreview', { body: request, headers: auth })).body).toMatchObject({ errorType: 'ipNotTrusted' });
    expect((await server.call('linkTransfer', { body: request, headers: auth })).status).toBe(403);
  });

  it('stops when it ends or expires', async () => {
    const ended = await pageSession();
    ok(await server.call('endLinkSession', { headers: ended.auth }));
    expect((await server.call('endLinkSession', { headers: ended.auth })).body.errorType).toBe('linkSessionInvalid');
    expect(
      (await server.call('linkConnect', { body: { type: 'gemini', username: 'u', password: 'pass_good' }, headers: ended.auth })).status,
    ).toBe(401);

    const expiring = await pageSession();
    server.clock.advance(PAGE_SESSION_TTL_MS);
    expect(
      (await server.call('linkConnect', { body: { type: 'gemini', username: 'u', password: 'pass_good' }, headers: expiring.auth })).body
        .errorType,
    ).toBe('linkSessionInvalid');
  });
});

describe('the page', () => {
  it("is served at the link token's URL and at the payment link, even for an unknown session, never with a client secret", async () => {
    const { linkToken, paymentLink } = ok(
      await server.call('createLinkToken', { body: { userId: 'user-1', transferOptions: { generatePayLink: true } } }),
    );
    for (const url of [Buffer.from(linkToken, 'base64').toString('utf8'), paymentLink as string]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<meta name="link-token" content="${linkToken}"`);
      expect(html).not.toContain(CLIENT.secret);
    }
    const unknown = await fetch(`${server.apiUrl}/link/ls_000000000000000000000000`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<meta name="link-token" content="');
    expect((await fetch(`${server.apiUrl}/link/assets/app.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${server.apiUrl}/link/assets/nothing.js`)).status).toBe(404);
  });

  it('lets the operator allow more embedding origins, and refuses one that is not an origin', async () => {
    const extra = await startTestServer({ env: { LINK_FRAME_ANCESTORS: 'https://app.example.com, http://dev.internal:*' } });
    try {
      const response = await fetch(`${extra.apiUrl}/link/ls_000000000000000000000000`);
      expect(response.headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://app.example.com http://dev.internal:*",
      );
    } finally {
      await extra.close();
    }
    await expect(startTestServer({ env: { LINK_FRAME_ANCESTORS: "'unsafe-inline'" } })).rejects.toThrow(
      /LINK_FRAME_ANCESTORS must be origins/,
    );
  });
});
