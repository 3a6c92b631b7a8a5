// Test clocks (issue 29): a client's frozen time, moved only by advancing it. Each effect is proved over HTTP as a
// test suite would use it, on both stores: the server's own clock (the manual clock, standing for real time) moves
// too where it matters, to show that the client's time is what counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/webhooks.js';
import { ID_TOKEN_TTL_SECONDS } from '../../server/domain/clients.js';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../server/domain/connections/connections.js';
import { LINK_TOKEN_TTL_MS, PAGE_SESSION_TTL_MS } from '../../server/domain/connections/linkSessions.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import {
  CLIENT,
  clientHeaders,
  connect,
  fieldErrors,
  headersOf,
  ok,
  present,
  startTestServerOn,
  type TestServer,
} from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const START = Date.UTC(2030, 0, 1);
const HOUR = 3_600_000;

describe.each(['sqlite', 'postgres'] as const)('test clocks on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let webhookSecret: string;
  /** A client of its own per test: each has its own clock. */
  let headers: Record<string, string>;
  let clientId: string;

  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: { WEBHOOK_RETRY_SCHEDULE: '10,20,40', SANDBOX_SETTLE_MS: '60000' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  async function freshClient(frozenTime: number | undefined = START) {
    const created = ok(await server.call('createClient', { body: { name: 'clock suite' } }));
    headers = headersOf(created);
    clientId = created.clientId;
    webhookSecret = present(ok(await server.call('setWebhook', { params: { clientId }, body: { url: receiver.url } })).secret);
    receiver.received.length = 0;
    return ok(await server.call('sandboxCreateTestClock', { body: frozenTime === undefined ? {} : { frozenTime }, headers }));
  }
  const advance = async (body: { seconds: number } | { frozenTime: number }) =>
    ok(await server.call('sandboxAdvanceTestClock', { body, headers }));

  async function pendingTransfer(username: string, settlement?: { outcome: 'Succeeded' | 'Failed'; settleInSeconds: number }) {
    const account = await connect(server, 'gemini', { userId: 'clock-user', username, headers });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'clock-user' }, headers }));
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION, settlement };
    return present(ok(await server.call('sandboxTransfer', { body, headers })).transfer);
  }
  /** What the receiver got for this client, verified with its secret at the server's real time. */
  const events = () =>
    receiver.received.map((r) =>
      verifyWebhook(r.body, r.headers as Record<string, string>, webhookSecret, { now: () => server.clock.now() }),
    );

  it('freezes a client at the time it asks for; the client reads it back, others keep real time', async () => {
    const created = await freshClient();
    expect(created).toEqual({ frozen: true, now: START, createdAt: START });
    server.clock.advance(HOUR); // real time passes: the frozen client does not see it
    expect(ok(await server.call('sandboxGetTestClock', { headers }))).toEqual(created);
    expect(ok(await server.call('sandboxGetTestClock'))).toEqual({ frozen: false, now: server.clock.now(), createdAt: null });
    const again = await server.call('sandboxCreateTestClock', { body: { frozenTime: START }, headers });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('2030-01-01T00:00:00.000Z');
  });

  it('moves forward only: backwards is a 400 naming the current time; without a clock, 404', async () => {
    await freshClient();
    expect(await advance({ seconds: 90 })).toEqual({
      previous: START,
      now: START + 90_000,
      target: START + 90_000,
      complete: true,
      stoppedBecause: null,
      left: { transfersDue: 0, webhooksDue: 0 },
      happened: { transfersSettled: 0, webhooksAttempted: 0, webhooksDelivered: 0 },
    });
    const back = await server.call('sandboxAdvanceTestClock', { body: { frozenTime: START }, headers });
    expect(back.status).toBe(400);
    expect(back.body.errorType).toBe('invalidField');
    expect(back.body.message).toContain(`2030-01-01T00:01:30.000Z (${START + 90_000})`);
    expect(fieldErrors(back).map((e) => e.path)).toEqual(['/body/frozenTime']);
    const both = await server.call('sandboxAdvanceTestClock', { body: { seconds: 1, frozenTime: START + HOUR }, headers });
    expect(both.status).toBe(400);
    expect(ok(await server.call('sandboxDeleteTestClock', { headers }))).toMatchObject({ frozen: false, createdAt: null });
    for (const id of ['sandboxAdvanceTestClock', 'sandboxDeleteTestClock'] as const) {
      const missing = await server.call(id, { body: id === 'sandboxAdvanceTestClock' ? { seconds: 1 } : undefined, headers });
      expect({ status: missing.status, errorType: missing.body.errorType }).toEqual({ status: 404, errorType: 'testClockNotFound' });
    }
  });

  it('settles transfers only when advanced, in order of their settle time, each with Pending then its final webhook', async () => {
    await freshClient();
    const late = await pendingTransfer('late', { outcome: 'Failed', settleInSeconds: 300 });
    const early = await pendingTransfer('early', { outcome: 'Succeeded', settleInSeconds: 120 });
    const unscheduled = await pendingTransfer('default'); // SANDBOX_SETTLE_MS: 60 s
    expect(ok(await server.call('getTransfer', { params: { transferId: late.transferId }, headers })).createdAt).toBe(START);
    // Real time passes and the background runs: it sends the Pending events, due at creation, and settles nothing.
    server.clock.advance(HOUR);
    await server.work();
    const stillPending = ok(await server.call('getTransfer', { params: { transferId: late.transferId }, headers }));
    expect(stillPending.status).toBe('Pending');
    expect(events().map((e) => e.TransferStatus)).toEqual(['Pending', 'Pending', 'Pending']);

    const moved = await advance({ seconds: 600 });
    expect(moved.happened).toEqual({ transfersSettled: 3, webhooksAttempted: 3, webhooksDelivered: 3 });
    const got = events().map((e) => [e.TransferId, e.TransferStatus]);
    // The Pending events were due at creation, the same instant on the frozen clock: between transfers, events due
    // together have no order (PostgreSQL answers ties in any order), only within one. The final ones come in order
    // of settle time, after every Pending.
    expect(got.slice(0, 3)).toEqual(expect.arrayContaining([late, early, unscheduled].map((t) => [t.transferId, 'Pending'])));
    expect(got.slice(3)).toEqual([
      [unscheduled.transferId, 'Succeeded'],
      [early.transferId, 'Succeeded'],
      [late.transferId, 'Failed'],
    ]);
    const final = ok(await server.call('getTransfer', { params: { transferId: early.transferId }, headers }));
    expect(final.status).toBe('Succeeded');
    expect(ok(await server.call('getTransfer', { params: { transferId: late.transferId }, headers })).status).toBe('Failed');
  });

  it('attempts webhook retries as they fall due on the clock, with the attempt times on it', async () => {
    await freshClient();
    receiver.replies.push({ status: 500 }, { status: 503 });
    const transfer = await pendingTransfer('retry', { outcome: 'Succeeded', settleInSeconds: 3600 });
    expect((await advance({ seconds: 0 })).happened).toEqual({ transfersSettled: 0, webhooksAttempted: 1, webhooksDelivered: 0 });
    // 10 s ± 20% for the first retry, 20 s ± 20% after it: 40 s hold both.
    expect((await advance({ seconds: 40 })).happened).toEqual({ transfersSettled: 0, webhooksAttempted: 2, webhooksDelivered: 1 });
    const deliveries = ok(await server.call('listWebhookDeliveries', { params: { clientId } })).deliveries;
    const attempts = deliveries
      .filter((d) => d.transferId === transfer.transferId)
      .map((d) => d.attemptedAt - START)
      .sort((a, b) => a - b);
    expect(attempts[0]).toBe(0);
    expect(attempts).toHaveLength(3);
    expect(attempts[1]).toBeGreaterThanOrEqual(8_000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(16_000);
  });

  it("sends a transfer's webhooks again due by the client clock: a clock behind real time gets them at its next advance", async () => {
    await freshClient(server.clock.now() - HOUR);
    const transfer = await pendingTransfer('resend', { outcome: 'Succeeded', settleInSeconds: 3600 });
    expect((await advance({ seconds: 0 })).happened).toEqual({ transfersSettled: 0, webhooksAttempted: 1, webhooksDelivered: 1 });
    const resent = ok(await server.call('sandboxResendWebhooks', { params: { transferId: transfer.transferId }, headers }));
    expect(resent.events.map((e) => e.transferStatus)).toEqual(['Pending']);
    expect((await advance({ seconds: 0 })).happened).toEqual({ transfersSettled: 0, webhooksAttempted: 1, webhooksDelivered: 1 });
    expect(events().map((e) => [e.TransferId, e.TransferStatus])).toEqual([
      [transfer.transferId, 'Pending'],
      [transfer.transferId, 'Pending'],
    ]);
  });

  it('expires link tokens, Link page sessions, access tokens and id tokens by the client clock', async () => {
    await freshClient();
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'clock-user' }, headers }));
    const { linkToken: pageToken } = ok(await server.call('createLinkToken', { body: { userId: 'clock-user' }, headers }));
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken: pageToken } }));
    const account = await connect(server, 'coinbase', { userId: 'clock-user', username: 'expiry', headers });
    // A refreshed access token lives ACCESS_TOKEN_TTL_SECONDS (the first one, the tokenId, lives with the connection).
    const first = ok(await server.call('refreshToken', { body: { refreshToken: account.refreshToken, type: 'coinbase' }, headers }));
    const { accessToken, refreshToken } = present(first.brokerAccountTokens[0]);
    const idToken = ok(await server.call('createAdminToken', { body: { clientId, clientSecret: headers['X-Client-Secret']! } })).id_token;
    const bearer = { Authorization: `Bearer ${idToken}` };
    const pageAccounts = { accessTokens: [{ accessToken: account.tokenId, brokerType: 'coinbase' as const }] };

    server.clock.advance(24 * HOUR); // a real day: nothing of the frozen client expires
    expect(ok(await server.call('getHoldings', { body: { authToken: accessToken, type: 'coinbase' }, headers })).status).toBe('succeeded');
    expect((await server.call('sandboxGetTestClock', { headers: bearer })).status).toBe(200);
    expect((await server.call('linkAccounts', { body: pageAccounts, headers: { Authorization: `Bearer ${sessionToken}` } })).status).toBe(
      200,
    );

    await advance({ seconds: LINK_TOKEN_TTL_MS / 1000 + 1 });
    const spent = await server.call('sandboxConnect', {
      body: { linkToken, type: 'coinbase', username: 'late', password: 'pass_good' },
      headers,
    });
    expect(spent.body.errorType).toBe('linkTokenInvalid');

    await advance({ seconds: PAGE_SESSION_TTL_MS / 1000 });
    const page = await server.call('linkAccounts', { body: pageAccounts, headers: { Authorization: `Bearer ${sessionToken}` } });
    expect(page.status).toBe(401);

    await advance({ seconds: Math.max(ACCESS_TOKEN_TTL_SECONDS, ID_TOKEN_TTL_SECONDS) });
    expect(ok(await server.call('getHoldings', { body: { authToken: accessToken, type: 'coinbase' }, headers })).status).toBe(
      'notAuthorized',
    );
    expect((await server.call('sandboxGetTestClock', { headers: bearer })).body.errorType).toBe('invalidIdToken');
    // The refresh token still works: the client refreshes as it would in production.
    const refreshed = ok(await server.call('refreshToken', { body: { refreshToken: present(refreshToken), type: 'coinbase' }, headers }));
    const fresh = present(refreshed.brokerAccountTokens[0]).accessToken;
    expect(ok(await server.call('getHoldings', { body: { authToken: fresh, type: 'coinbase' }, headers })).status).toBe('succeeded');
  });

  it('expires refresh tokens by the client clock: a day short of their lifetime they refresh, past it they are unknown', async () => {
    await freshClient();
    const account = await connect(server, 'coinbase', { userId: 'clock-user', username: 'refresh-expiry', headers });
    const refresh = (refreshToken: string) => server.call('refreshToken', { body: { refreshToken, type: 'coinbase' }, headers });
    await advance({ seconds: REFRESH_TOKEN_TTL_SECONDS - 86_400 });
    const rotated = present(ok(await refresh(account.refreshToken)).brokerAccountTokens[0]).refreshToken;
    await advance({ seconds: REFRESH_TOKEN_TTL_SECONDS + 1 });
    expect((await refresh(present(rotated))).body.errorType).toBe('refreshTokenNotFound');
  });

  it('ends an institution failure set for a duration when the clock passes it', async () => {
    await freshClient();
    const account = await connect(server, 'coinbase', { userId: 'clock-user', username: 'failing', headers });
    ok(await server.call('sandboxFailInstitution', { body: { type: 'coinbase', error: 'unavailable', durationSeconds: 120 }, headers }));
    const holdings = () => server.call('getHoldings', { body: { authToken: account.tokenId, type: 'coinbase' }, headers });
    server.clock.advance(HOUR);
    const failing = await holdings();
    expect({ status: failing.status, retryAfter: failing.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '120' });
    await advance({ seconds: 119 });
    expect((await holdings()).headers.get('retry-after')).toBe('1');
    await advance({ seconds: 1 });
    expect((await holdings()).status).toBe(200);
  });

  it('keeps idempotency keys for a day of the client clock', async () => {
    await freshClient();
    const key = { ...headers, 'Idempotency-Key': 'clock-key-1' };
    const first = ok(await server.call('createLinkToken', { body: { userId: 'clock-user' }, headers: key }));
    server.clock.advance(48 * HOUR);
    const replay = await server.call('createLinkToken', { body: { userId: 'clock-user' }, headers: key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(ok(replay).linkToken).toBe(first.linkToken);
    await advance({ seconds: 48 * 3600 });
    const anew = await server.call('createLinkToken', { body: { userId: 'clock-user' }, headers: key });
    expect(anew.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps the clocks of different clients apart: advancing one settles nothing of another', async () => {
    await freshClient();
    const first = { headers, transfer: await pendingTransfer('first') };
    await freshClient(START + HOUR);
    const second = { headers, transfer: await pendingTransfer('second') };
    const statusOf = async (of: typeof first) =>
      ok(await server.call('getTransfer', { params: { transferId: of.transfer.transferId }, headers: of.headers })).status;
    const moved = ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 600 }, headers: first.headers }));
    expect(moved.happened.transfersSettled).toBe(1);
    expect([await statusOf(first), await statusOf(second)]).toEqual(['Succeeded', 'Pending']);
    expect(ok(await server.call('sandboxGetTestClock', { headers: second.headers })).now).toBe(START + HOUR);
  });

  it('leaves the configured client on real time: its transfers settle in the background as before', async () => {
    const account = await connect(server, 'gemini', { userId: 'real-user', username: 'real' });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'real-user' } }));
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
    const transfer = present(ok(await server.call('sandboxTransfer', { body, headers: clientHeaders(CLIENT) })).transfer);
    server.clock.advance(61_000);
    await server.work();
    expect(ok(await server.call('getTransfer', { params: { transferId: transfer.transferId } })).status).toBe('Succeeded');
  });
});

describe.each(['sqlite', 'postgres'] as const)('rate limits under a test clock on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: { RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_SECOND: '1' } });
  });
  afterAll(() => server?.close());

  it('refill with real time, so a frozen client is never stuck, and with every advance', async () => {
    const created = ok(await server.call('createClient', { body: { name: 'limited' } }));
    const headers = headersOf(created);
    const read = () => server.call('sandboxGetTestClock', { headers });
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: START }, headers }));
    ok(await read());
    ok(await read());
    expect((await read()).status).toBe(429); // 3 requests per 3-second window
    server.clock.advance(3_000); // real time: a new window
    ok(await read());
    ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 60 }, headers })); // the window's last request...
    ok(await read()); // ...yet the advance moved the client past it
    ok(await read());
    ok(await read());
    expect((await read()).status).toBe(429);
  });
});
