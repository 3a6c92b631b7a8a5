// The Dashboard operations over HTTP: the recent calls kept with every secret masked before they are kept, under the
// request id of their log line, bounded by count, age and size; users and connections; transfers with their timelines;
// delivery attempts as sent and answered, with their signatures judged; resending; scenario users; each client's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_FIELDS } from '../../client/operations.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import {
  capturingLogger,
  CLIENT,
  clientHeaders,
  connect,
  fieldErrors,
  headersOf,
  ok,
  present,
  requestIdOf,
  startTestServer,
  startTestServerOn,
  withTestServer,
  type TestServer,
} from '../support/server.js';
import { storeKinds } from '../support/postgres.js';
import { DESTINATION } from '../support/sandboxUsers.js';
import { spec, type Json } from '../support/spec.js';

let server: TestServer;
const { logger, lines: logLines } = capturingLogger();

beforeAll(async () => {
  server = await startTestServer({ logger });
});
afterAll(() => server?.close());

/** A Pending transfer of a new Coinbase account of the user. */
async function transfer(server: TestServer, userId: string, amount = 0.1) {
  const account = await connect(server, 'coinbase', { userId, username: `dash-${userId}-${amount}` });
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId } }));
  const body = { linkToken, authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount, toAddress: DESTINATION };
  return { account, transferId: present(ok(await server.call('sandboxTransfer', { body })).transfer).transferId };
}

describe('recent calls', () => {
  it('keeps each call under the request id of its log line, with its errorType, filtered by operation, status class and user', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'filter-user' } }));
    const account = await connect(server, 'kraken', { userId: 'filter-user' });
    const refused = await server.call('getHoldings', { body: { authToken: account.tokenId, type: 'krakn' } });
    expect(refused.status).toBe(400);
    const id = requestIdOf(refused);
    const logged = logLines.map((l) => JSON.parse(l) as { requestId?: string; status?: number }).find((l) => l.requestId === id);
    expect(logged).toMatchObject({ status: 400 });

    const fourHundreds = ok(await server.call('listDashboardRequests', { query: { statusClass: '4xx' } })).requests;
    expect(fourHundreds[0]).toMatchObject({
      requestId: id,
      operationId: 'getHoldings',
      httpStatus: 400,
      errorType: 'invalidField',
      method: 'POST',
    });
    expect(fourHundreds.every((r) => r.httpStatus >= 400 && r.httpStatus < 500)).toBe(true);
    const links = ok(
      await server.call('listDashboardRequests', { query: { operationId: 'createLinkToken', userId: 'filter-user' } }),
    ).requests;
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((r) => r.operationId === 'createLinkToken' && r.userId === 'filter-user' && r.errorType === null)).toBe(true);
    expect(linkToken).toBeTruthy();
  });

  it('masks every secret and token before keeping a call: in the request, in the answer, at any depth', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'mask-user' } }));
    const connected = await server.call('sandboxConnect', {
      body: { linkToken, type: 'coinbase', username: 'mask', password: 'pass_good' },
    });
    const token = present(ok(connected).accessToken?.accountTokens[0]);
    const kept = ok(await server.call('getDashboardRequest', { params: { requestId: requestIdOf(connected) } }));
    // The login too: an exchange's API key is sent as `username`.
    expect(kept.requestBody).toMatchObject({ linkToken: '[masked]', password: '[masked]', username: '[masked]', type: 'coinbase' });
    expect(
      (kept.responseBody as { content: { accessToken: { accountTokens: unknown[] } } }).content.accessToken.accountTokens[0],
    ).toMatchObject({
      accessToken: '[masked]',
      refreshToken: '[masked]',
      tokenId: '[masked]',
    });
    expect(kept.maskedFields).toEqual(
      expect.arrayContaining([
        '/request/linkToken',
        '/request/password',
        '/response/content/accessToken/accountTokens/0/accessToken',
        '/response/content/accessToken/accountTokens/0/refreshToken',
        '/response/content/accessToken/accountTokens/0/tokenId',
      ]),
    );
    const everything = JSON.stringify([kept, ok(await server.call('listDashboardEvents'))]);
    for (const secret of [linkToken, token.accessToken, token.refreshToken, token.tokenId, 'pass_good', CLIENT.secret])
      expect(everything).not.toContain(secret);

    // A Link page call (authorised by its session, whose client it is), and the answer of a token refresh too.
    const page = await server.call('startLinkSession', {
      body: { linkToken: ok(await server.call('createLinkToken', { body: { userId: 'mask-user' } })).linkToken },
    });
    const signedIn = await server.call('linkConnect', {
      body: { type: 'coinbase', username: 'mask-page', password: 'pass_good' },
      headers: { Authorization: `Bearer ${ok(page).sessionToken}` },
    });
    const keptPage = ok(await server.call('getDashboardRequest', { params: { requestId: requestIdOf(signedIn) } }));
    expect(keptPage).toMatchObject({ operationId: 'linkConnect', userId: 'mask-user', requestBody: { password: '[masked]' } });
    const pageToken = present(ok(signedIn).accessToken?.accountTokens[0]);
    for (const secret of [ok(page).sessionToken, pageToken.accessToken, pageToken.refreshToken])
      expect(JSON.stringify(keptPage)).not.toContain(secret);
    const refreshed = await server.call('refreshToken', { body: { refreshToken: token.refreshToken, type: 'coinbase' } });
    const keptRefresh = JSON.stringify(ok(await server.call('getDashboardRequest', { params: { requestId: requestIdOf(refreshed) } })));
    for (const t of ok(refreshed).brokerAccountTokens ?? [])
      for (const secret of [t.accessToken, t.refreshToken]) expect(keptRefresh).not.toContain(secret);
  });

  it('keeps an answer that holds no secret whole, as it was answered', async () => {
    const { tokenId } = await connect(server, 'coinbase', { userId: 'whole-user', username: 'whole' });
    const holdings = await server.call('getHoldings', { body: { authToken: tokenId, type: 'coinbase' } });
    const kept = ok(await server.call('getDashboardRequest', { params: { requestId: requestIdOf(holdings) } }));
    expect(ok(holdings).cryptocurrencyPositions?.length).toBeGreaterThan(0);
    expect(kept.responseBody).toEqual(holdings.body);
    expect(kept).toMatchObject({
      requestBody: { authToken: '[masked]', type: 'coinbase' },
      maskedFields: ['/request/authToken'],
      truncated: false,
    });
  });

  it('masks by what the spec marks x-secret: every credential-like field of the spec is marked', () => {
    const names = new Map<string, boolean>();
    const visit = (node: Json) => {
      if (!node || typeof node !== 'object') return;
      for (const [name, property] of Object.entries<Json>(node.properties ?? {}))
        if (
          /(token|secret|password|apikey|mfacode|pin|answer|cookies|requestheaders)$/i.test(name) &&
          ![property.type].flat().some((t) => t === 'array' || t === 'boolean')
        )
          names.set(name, (names.get(name) ?? false) || SECRET_FIELDS.includes(name));
      for (const child of Object.values<Json>(node)) visit(child);
    };
    visit(spec.components.schemas);
    // `Token` and `token` name a currency symbol (the webhook payload's, the transfer tokens'), not a credential.
    const unmarked = [...names].filter(([name, marked]) => !marked && name !== 'Token' && name !== 'token').map(([name]) => name);
    expect(unmarked).toEqual([]);
    expect(SECRET_FIELDS).toEqual(
      expect.arrayContaining([
        'accessToken',
        'refreshToken',
        'tokenId',
        'authToken',
        'clientSecret',
        'secret',
        'password',
        'linkToken',
        'sessionToken',
        'id_token',
        'username',
        'tradePin',
        'challengeAnswer',
      ]),
    );
  });

  it("keeps the dashboard's own calls and calls of no client out", async () => {
    const own = requestIdOf(await server.call('listDashboardUsers'));
    const anonymous = await fetch(`${server.apiUrl}/api/v1/transfers/managed/networks`);
    expect(anonymous.status).toBe(401);
    const all = JSON.stringify(ok(await server.call('listDashboardRequests', { query: { count: 500 } })));
    expect(all).not.toContain(own);
    expect(all).not.toContain(requestIdOf(anonymous));
    const unknown = await server.call('getDashboardRequest', { params: { requestId: own } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorType).toBe('requestNotFound');
  });
});

describe('the page', () => {
  it('is served with a strict policy: its own origin only, in no one’s frame, and nothing else under its path', async () => {
    const page = await fetch(`${server.apiUrl}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"])
      expect(policy).toContain(directive);
    expect(await page.text()).toContain('/dashboard/assets/app.js');
    for (const asset of ['app.js', 'app.css']) expect((await fetch(`${server.apiUrl}/dashboard/assets/${asset}`)).status).toBe(200);
    expect((await fetch(`${server.apiUrl}/dashboard/assets/secrets.json`)).status).toBe(404);
  });
});

describe('what the dashboard keeps', () => {
  it('is bounded by count (DASHBOARD_REQUESTS_KEPT): the oldest calls go first', async () => {
    await withTestServer({ env: { DASHBOARD_REQUESTS_KEPT: '3' } }, async (s) => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(requestIdOf(await s.call('listNetworks')));
      const kept = ok(await s.call('listDashboardRequests'));
      expect(kept.requests.map((r) => r.requestId)).toEqual(ids.slice(2).reverse());
      expect(kept.keptCount).toBe(3);
      expect((await s.call('getDashboardRequest', { params: { requestId: present(ids[0]) } })).body.errorType).toBe('requestNotFound');
    });
  });

  it('is bounded by age (DASHBOARD_REQUESTS_MAX_AGE_SECONDS)', async () => {
    await withTestServer({ env: { DASHBOARD_REQUESTS_MAX_AGE_SECONDS: '60' } }, async (s) => {
      const old = requestIdOf(await s.call('listNetworks'));
      s.clock.advance(61_000);
      const fresh = requestIdOf(await s.call('listNetworks'));
      const kept = ok(await s.call('listDashboardRequests'));
      expect(kept.requests.map((r) => r.requestId)).toEqual([fresh]);
      expect(kept.keptSeconds).toBe(60);
      expect((await s.call('getDashboardRequest', { params: { requestId: old } })).status).toBe(404);
    });
  });

  it('is bounded in size (DASHBOARD_BODY_LIMIT_BYTES): a larger body is cut and marked truncated, its secrets still masked', async () => {
    await withTestServer({ env: { DASHBOARD_BODY_LIMIT_BYTES: '256' } }, async (s) => {
      const description = 'x'.repeat(250);
      const created = await s.call('createLinkToken', {
        body: { userId: 'big', transferOptions: { description, transactionId: 'order-1' } },
      });
      const kept = ok(await s.call('getDashboardRequest', { params: { requestId: requestIdOf(created) } }));
      expect(kept.truncated).toBe(true);
      expect(JSON.stringify(kept.requestBody).length).toBeLessThan(700);
      expect(JSON.stringify(kept)).not.toContain(ok(created).linkToken);
    });
  });

  it('leaves out a call that prefers to go unrecorded (the dashboard sends Prefer: unrecorded), among other preferences', async () => {
    await withTestServer({}, async (s) => {
      const quiet = { ...clientHeaders(), Prefer: 'handling=strict, unrecorded' };
      await s.call('sandboxListFaults', { headers: quiet });
      await s.call('listNetworks', { headers: { ...clientHeaders(), Prefer: 'Unrecorded' } });
      const kept = await s.call('sandboxListFaults');
      await s.call('listNetworks', { headers: { ...clientHeaders(), Prefer: 'unrecordedness' } });
      expect(ok(await s.call('listDashboardRequests')).requests.map((r) => [r.operationId, r.requestId])).toEqual([
        ['listNetworks', expect.any(String)],
        ['sandboxListFaults', requestIdOf(kept)],
      ]);
    });
  });

  it('is nothing when DASHBOARD_REQUESTS_KEPT is 0', async () => {
    await withTestServer({ env: { DASHBOARD_REQUESTS_KEPT: '0' } }, async (s) => {
      await s.call('listNetworks');
      expect(ok(await s.call('listDashboardRequests')).requests).toEqual([]);
    });
  });
});

// On each store: these read and write across the aggregates with queries of their own.
describe.each(storeKinds)('users, transfers and webhooks, on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let webhookSecret: string;
  beforeAll(async () => {
    [server, receiver] = await Promise.all([startTestServerOn(kind), startReceiver()]);
    webhookSecret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), receiver?.close()]);
  });

  it('lists users with their connections, and forces re-authentication or disconnects one by its id', async () => {
    const account = await connect(server, 'coinbase', { userId: 'users-user', username: 'users-a' });
    const { users } = ok(await server.call('listDashboardUsers', { query: { userId: 'users-user' } }));
    const connection = present(users[0]?.connections.find((c) => c.accountId === account.account.accountId));
    expect(connection).toMatchObject({ type: 'coinbase', institutionName: 'Coinbase', state: 'active' });
    expect(connection.holdings.length).toBeGreaterThan(0);
    expect(JSON.stringify(users)).not.toContain(account.tokenId);

    // The Sandbox operation, by the id the dashboard knows; another client's id is unknown to it.
    const neighbour = ok(await server.call('createClient', { body: { name: 'Reauthentication neighbour' } }));
    const notTheirs = await server.call('sandboxRequireReauthentication', {
      body: { connectionId: connection.connectionId },
      headers: headersOf(neighbour),
    });
    expect([notTheirs.status, notTheirs.body.errorType]).toEqual([404, 'connectionNotFound']);
    expect(ok(await server.call('listDashboardUsers', { query: { userId: 'users-user' } })).users[0]!.connections[0]!.state).toBe('active');
    ok(await server.call('sandboxRequireReauthentication', { body: { connectionId: connection.connectionId } }));
    const after = ok(await server.call('listDashboardUsers', { query: { userId: 'users-user' } })).users[0]!.connections[0]!;
    expect(after.state).toBe('reauthenticationRequired');
    const refused = await server.call('getDepositAddress', { body: { authToken: account.tokenId, type: 'coinbase', symbol: 'ETH' } });
    expect(refused.body.errorType).toBe('connectionNotFound');

    ok(await server.call('dashboardDisconnect', { params: { connectionId: connection.connectionId } }));
    expect(ok(await server.call('listDashboardUsers', { query: { userId: 'users-user' } })).users).toEqual([]);
    expect((await server.call('dashboardDisconnect', { params: { connectionId: connection.connectionId } })).status).toBe(404);
  });

  it('lists transfers by status, user, institution and time, and shows one with its timeline and webhook events', async () => {
    const { transferId } = await transfer(server, 'transfers-user');
    const pending = ok(
      await server.call('listDashboardTransfers', { query: { status: 'Pending', userId: 'transfers-user', type: 'coinbase' } }),
    );
    expect(pending.transfers.map((t) => t.transferId)).toEqual([transferId]);
    expect(ok(await server.call('listDashboardTransfers', { query: { userId: 'transfers-user', type: 'kraken' } })).total).toBe(0);
    expect(
      ok(await server.call('listDashboardTransfers', { query: { userId: 'transfers-user', from: server.clock.now() + 1 } })).total,
    ).toBe(0);

    receiver.fallback = { status: 200 };
    await server.work();
    server.clock.advance(2000);
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
    await server.work();
    const shown = ok(await server.call('getDashboardTransfer', { params: { transferId } }));
    expect(shown.transfer).toMatchObject({ transferId, status: 'Succeeded', amount: 0.1 });
    expect(shown.institutionName).toBe('Coinbase');
    expect(shown.timeline.map((s) => s.step)).toEqual(['created', 'Pending', 'Succeeded']);
    expect(present(shown.timeline[2]).at - present(shown.timeline[1]).at).toBe(2000);
    expect(shown.events.map((e) => [e.transferStatus, e.eventStatus, e.attempts, e.lastHttpStatus])).toEqual([
      ['Pending', 'delivered', 1, 200],
      ['Succeeded', 'delivered', 1, 200],
    ]);
  });

  it('shows each attempt as sent and answered, with the next retry, and whether it verifies with the current secret', async () => {
    receiver.fallback = { status: 500, body: 'receiver down for maintenance' };
    const { transferId } = await transfer(server, 'attempts-user');
    await server.work();
    const [attempt] = ok(await server.call('listDashboardWebhookAttempts', { query: { transferId } })).attempts;
    expect(attempt).toMatchObject({
      transferId,
      transferStatus: 'Pending',
      eventStatus: 'pending',
      attempt: 1,
      httpStatus: 500,
      responseExcerpt: 'receiver down for maintenance',
      signatureVerified: true,
    });
    expect(present(attempt).nextAttemptAt).toBeGreaterThan(present(attempt).attemptedAt);
    const got = present(receiver.received.at(-1));
    expect(present(attempt).requestBody).toBe(got.body);
    expect(present(attempt).requestHeaders).toMatchObject({
      'webhook-id': got.headers['webhook-id'],
      'webhook-signature': got.headers['webhook-signature'],
    });
    expect(webhookSecret).toMatch(/^whsec_/);

    const rotated = await server.call('dashboardRotateWebhookSecret', { body: {} });
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    expect(ok(await server.call('getDashboardWebhook'))).toMatchObject({
      url: receiver.url,
      enabled: true,
      previousSecretUntil: expect.any(Number),
    });
    expect(JSON.stringify(ok(await server.call('getDashboardWebhook')))).not.toContain(present(ok(rotated).secret));
    const judged = ok(await server.call('listDashboardWebhookAttempts', { query: { transferId } })).attempts[0];
    expect(judged?.signatureVerified).toBe(false); // signed with the secret before the rotation
  });

  it("resends a transfer's events (the Sandbox operation), and every event that failed since a time, from their first attempt", async () => {
    receiver.fallback = { status: 500 };
    const { transferId } = await transfer(server, 'resend-user');
    await server.work();
    const eventId = present(ok(await server.call('listDashboardWebhookAttempts', { query: { transferId } })).attempts[0]).eventId;
    receiver.fallback = { status: 200 };
    const resent = ok(await server.call('sandboxResendWebhooks', { params: { transferId } }));
    expect(resent.events.map((e) => e.eventId)).toEqual([eventId]);
    await server.work();
    expect(receiver.received.filter((r) => r.json.EventId === eventId).map((r) => r.reply)).toEqual([500, 200]);

    receiver.fallback = { status: 500 };
    server.clock.advance(1000); // after every earlier event
    const since = server.clock.now();
    const second = await transfer(server, 'resend-user', 0.2);
    await server.work();
    receiver.fallback = { status: 200 };
    const { events } = ok(await server.call('dashboardResendFailedWebhooks', { body: { since } }));
    expect(events.map((e) => e.transferId)).toEqual([second.transferId]);
    await server.work();
    const shown = ok(await server.call('getDashboardTransfer', { params: { transferId: second.transferId } }));
    expect(shown.events.map((e) => e.eventStatus)).toEqual(['delivered']);
    expect(ok(await server.call('dashboardResendFailedWebhooks', { body: { since } })).events).toEqual([]);
  });

  it('sends a test event, signed, answering what the receiver said; 404 without an endpoint', async () => {
    receiver.fallback = { status: 202, body: 'thanks' };
    const sent = ok(await server.call('dashboardSendTestWebhook', { body: {} }));
    expect(sent).toMatchObject({ httpStatus: 202, responseExcerpt: 'thanks', error: null });
    expect(sent.eventId).toMatch(/^evt_test_/);
    const got = present(receiver.received.at(-1));
    expect(got.json).toMatchObject({ EventId: sent.eventId, TransferStatus: 'Pending' });
    expect(got.body).toBe(sent.requestBody);
    const other = ok(await server.call('createClient', { body: { name: 'No endpoint' } }));
    const refused = await server.call('dashboardSendTestWebhook', { body: { transferStatus: 'Failed' }, headers: headersOf(other) });
    expect(refused.status).toBe(404);
    expect(refused.body.errorType).toBe('webhookNotFound');
    const notRotated = await server.call('dashboardRotateWebhookSecret', { body: {}, headers: headersOf(other) });
    expect(notRotated.body).toMatchObject({ errorType: 'webhookNotFound' });
    expect(notRotated.status).toBe(404);
    receiver.fallback = { status: 200 };
  });

  it('lists the institution failures in force, and counts the last hour minute by minute', async () => {
    ok(await server.call('sandboxFailInstitution', { body: { type: 'kraken', error: 'unavailable', durationSeconds: 60 } }));
    expect(ok(await server.call('listDashboardInstitutionFailures')).failures).toEqual([
      { type: 'kraken', error: 'unavailable', errorType: 'institutionUnavailable', httpStatus: 503, until: server.clock.now() + 60_000 },
    ]);
    ok(await server.call('sandboxClearInstitutionFailure', { body: { type: 'kraken' } }));
    expect(ok(await server.call('listDashboardInstitutionFailures')).failures).toEqual([]);

    const { minutes } = ok(await server.call('getDashboardStats'));
    expect(minutes).toHaveLength(60);
    const now = present(minutes.at(-1));
    expect(now.requests).toBeGreaterThan(0);
    expect(minutes.reduce((n, m) => n + m.clientErrors, 0)).toBeGreaterThan(0);
    expect(minutes.reduce((n, m) => n + m.webhookAttempts, 0)).toBeGreaterThan(minutes.reduce((n, m) => n + m.webhookDelivered, 0));
  });

  it("registers, reads, lists and deletes the client's scenario users, refusing a wrong document path by path", async () => {
    const refused = await server.call('sandboxPutUser', {
      params: { username: 'scenario-x' },
      body: {
        institutions: [
          {
            type: 'coinbase',
            accounts: [{ accountId: 'A', accountName: 'Main', cryptocurrencyPositions: [{ symbol: 'ETH', amount: -1 }] }],
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused).map((e) => e.path)).toEqual(['/body/institutions/0/accounts/0/cryptocurrencyPositions/0/amount']);
    const document = {
      institutions: [
        {
          type: 'coinbase' as const,
          accounts: [{ accountId: 'A', accountName: 'Main', cryptocurrencyPositions: [{ symbol: 'ETH', amount: 2 }] }],
        },
      ],
    };
    ok(await server.call('sandboxPutUser', { params: { username: 'scenario-x' }, body: document }));
    expect(ok(await server.call('sandboxGetUser', { params: { username: 'scenario-x' } })).document).toMatchObject(document);
    expect(ok(await server.call('sandboxListUsers')).users.map((u) => u.username)).toContain('scenario-x');
    const other = ok(await server.call('createClient', { body: { name: 'Scenario neighbour' } }));
    expect((await server.call('sandboxGetUser', { params: { username: 'scenario-x' }, headers: headersOf(other) })).status).toBe(404);
    ok(await server.call('sandboxDeleteUser', { params: { username: 'scenario-x' } }));
    expect((await server.call('sandboxGetUser', { params: { username: 'scenario-x' } })).body.errorType).toBe('sandboxUserNotFound');
  });

  it('refuses a 101st scenario user with 409', async () => {
    const created = ok(await server.call('createClient', { body: { name: 'Many scenarios' } }));
    const headers = headersOf(created);
    const body = { institutions: [{ type: 'gemini', accounts: [{ accountId: 'G', accountName: 'Main' }] }] };
    for (let i = 0; i < 100; i++) ok(await server.call('sandboxPutUser', { params: { username: `user-${i}` }, body, headers }));
    const refused = await server.call('sandboxPutUser', { params: { username: 'one-too-many' }, body, headers });
    expect(refused.status).toBe(409);
    expect(refused.body.errorType).toBe('conflict');
  });
});
