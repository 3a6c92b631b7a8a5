// Test clocks against what races them and what would keep them busy (issue 36, defects 6, 7 and 9): a disconnect or
// a reset in the middle of an advance, an advance bounded in time, two processes advancing one clock, and a clock
// with no room left for what it schedules. Over HTTP, on both stores where the race exists on both.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_UNIX_MILLIS } from '../../client/operations.js';
import { freshDatabase, storeKinds } from '../support/postgres.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { spec } from '../support/spec.js';
import { connect, fieldErrors, headersOf, ok, present, startTestServer, startTestServerOn, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const START = Date.UTC(2030, 0, 1);
const DAY = 86_400_000;
const ENV = { WEBHOOK_RETRY_SCHEDULE: '10,20,40', WEBHOOK_TIMEOUT_MS: '1000', SANDBOX_SETTLE_MS: '60000' };

/** A client of its own on a test clock at START, its webhooks going to `receiver`. */
async function clockedClient(server: TestServer, receiver: Receiver) {
  const created = ok(await server.call('createClient', { body: { name: 'clock races' } }));
  const headers = headersOf(created);
  ok(await server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: receiver.url } }));
  ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: START }, headers }));
  return { headers, clientId: created.clientId };
}

/** `count` Pending transfers of one gemini connection of the client; the connection's dashboard id with them. */
async function pendingTransfers(server: TestServer, headers: Record<string, string>, count: number) {
  const account = await connect(server, 'gemini', { userId: 'race-user', username: 'race', headers });
  const transferIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'race-user' }, headers }));
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
    transferIds.push(present(ok(await server.call('sandboxTransfer', { body, headers })).transfer).transferId);
  }
  const { users } = ok(await server.call('listDashboardUsers', { query: { userId: 'race-user' }, headers }));
  const connectionId = present(users[0]?.connections[0]).connectionId;
  return { transferIds, connectionId };
}

/** A receiver whose first request runs `first` before it is answered; every request is answered `status`. */
function answering(receiver: Receiver, status: number, first: () => Promise<unknown>) {
  let calls = 0;
  receiver.handler = (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', async () => {
      if (calls++ === 0) await first();
      res.writeHead(status).end();
    });
  };
  return () => calls;
}

describe.each(storeKinds)('an advance racing a disconnect on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: ENV });
  });
  afterAll(() => server?.close());
  afterEach(() => receiver?.close());

  it('drops the attempts of the events the disconnect deleted, and goes on', async () => {
    receiver = await startReceiver();
    const { headers } = await clockedClient(server, receiver);
    const { transferIds, connectionId } = await pendingTransfers(server, headers, 5);
    // The disconnect lands while the first attempts are under way: their events are gone when they are recorded.
    answering(receiver, 500, async () => ok(await server.call('dashboardDisconnect', { params: { connectionId }, headers })));
    const moved = ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 30 * 86_400 }, headers }));
    expect(moved.now).toBe(START + 30 * DAY);
    expect(moved.happened.transfersSettled).toBe(0);
    for (const transferId of transferIds)
      expect((await server.call('getDashboardTransfer', { params: { transferId }, headers })).status).toBe(404);
    expect(ok(await server.call('listDashboardWebhookAttempts', { query: {}, headers })).attempts).toEqual([]);
  });
});

/** Two servers on one fresh PostgreSQL database, as two processes sharing it, and the receiver a test starts. */
function twoProcesses() {
  const both = {} as { one: TestServer; other: TestServer; receiver?: Receiver };
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
    both.one = await startTestServer({ env: { ...ENV, DATABASE_URL: database.url } });
    both.other = await startTestServer({ env: { ...ENV, DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await both.receiver?.close();
    await both.one?.close();
    await both.other?.close();
    await database?.drop();
  });
  return both;
}

describe.runIf(storeKinds.includes('postgres' as never))('an advance racing a reset from another process on postgres', () => {
  const processes = twoProcesses();

  it('answers what it did, never 500, when the reset deletes the events it is delivering and the clock itself', async () => {
    const { one, other } = processes;
    const receiver = await startReceiver();
    processes.receiver = receiver;
    const { headers } = await clockedClient(one, receiver);
    await pendingTransfers(one, headers, 5);
    answering(receiver, 500, async () => ok(await other.call('sandboxReset', { headers })));
    const moved = ok(await one.call('sandboxAdvanceTestClock', { body: { seconds: 30 * 86_400 }, headers }));
    // The reset deleted the clock after the advance had sent the first webhooks: it says so, and what it did.
    expect(moved).toMatchObject({ now: START, complete: false, stoppedBecause: 'clockChanged', left: { transfersDue: 0, webhooksDue: 0 } });
    expect(moved.happened).toEqual({ transfersSettled: 0, webhooksAttempted: 5, webhooksDelivered: 0 });
    expect(ok(await one.call('sandboxGetTestClock', { headers })).frozen).toBe(false);
    expect(ok(await one.call('listDashboardWebhookAttempts', { query: {}, headers })).attempts).toEqual([]);
  });
});

describe.each(storeKinds)('an advance bounded in time on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: ENV });
  });
  afterAll(() => server?.close());
  afterEach(() => receiver?.close());

  it('makes the retries due before the earliest retry of those under way at once, not one after the other', async () => {
    receiver = await startReceiver();
    const { headers } = await clockedClient(server, receiver);
    await pendingTransfers(server, headers, 3);
    receiver.fallback = { status: 500 };
    ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 0 }, headers })); // refused: retried at 8-12 s, each at its time
    // Each retry (due at its own time within 8-12 s) is held until all three are under way, then acknowledged.
    let inFlight = 0;
    let most = 0;
    const held: ServerResponse[] = [];
    receiver.handler = (req, res) => {
      req.resume();
      req.on('end', () => {
        most = Math.max(most, ++inFlight);
        held.push(res);
        if (held.length === 3) for (const r of held.splice(0)) r.writeHead(200).end();
      });
      res.on('finish', () => inFlight--);
    };
    const moved = ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 30 }, headers }));
    expect(most).toBe(3);
    expect(moved.happened).toEqual({ transfersSettled: 0, webhooksAttempted: 3, webhooksDelivered: 3 });
    expect(moved).toMatchObject({ complete: true, stoppedBecause: null, left: { transfersDue: 0, webhooksDue: 0 } });
  });

  it('starts no new work past its time limit, says what is left, and goes on when advanced again', async () => {
    receiver = await startReceiver();
    const { headers } = await clockedClient(server, receiver);
    await pendingTransfers(server, headers, 3);
    // The first attempts take the whole limit (WEBHOOK_TIMEOUT_MS, on the server's real clock) and fail.
    answering(receiver, 500, async () => server.clock.advance(Number(ENV.WEBHOOK_TIMEOUT_MS)));
    const target = START + DAY;
    const first = ok(await server.call('sandboxAdvanceTestClock', { body: { frozenTime: target }, headers }));
    expect(first).toMatchObject({ previous: START, now: START, target, complete: false, stoppedBecause: 'timeLimit' });
    expect(first.left).toEqual({ transfersDue: 3, webhooksDue: 3 });
    expect(first.happened).toEqual({ transfersSettled: 0, webhooksAttempted: 3, webhooksDelivered: 0 });
    receiver.handler = undefined; // acknowledges everything from now on
    const second = ok(await server.call('sandboxAdvanceTestClock', { body: { frozenTime: target }, headers }));
    expect(second).toMatchObject({ previous: START, now: target, target, complete: true, stoppedBecause: null });
    expect(second.left).toEqual({ transfersDue: 0, webhooksDue: 0 });
    expect(second.happened).toEqual({ transfersSettled: 3, webhooksAttempted: 6, webhooksDelivered: 6 });
  });
});

describe.runIf(storeKinds.includes('postgres' as never))('two processes advancing one clock on postgres', () => {
  const processes = twoProcesses();

  it('answers what the one overtaken did, rather than a 409 after it had moved the clock', async () => {
    const { one, other } = processes;
    const receiver = await startReceiver();
    processes.receiver = receiver;
    const { headers } = await clockedClient(one, receiver);
    await pendingTransfers(one, headers, 2); // both settle 60 s after START
    ok(await one.call('sandboxAdvanceTestClock', { body: { seconds: 0 }, headers })); // their Pending webhooks
    // The first final webhook arrives while the other process advances the clock an hour past it.
    let overtaking: Awaited<ReturnType<typeof other.call<'sandboxAdvanceTestClock'>>> | undefined;
    answering(receiver, 200, async () => {
      overtaking = await other.call('sandboxAdvanceTestClock', { body: { seconds: 3600 }, headers });
    });
    const overtaken = ok(await one.call('sandboxAdvanceTestClock', { body: { seconds: 600 }, headers }));
    expect(overtaken).toMatchObject({ previous: START, now: START + 60_000, complete: false, stoppedBecause: 'clockChanged' });
    expect(overtaken.happened.transfersSettled).toBe(2);
    expect(ok(present(overtaking))).toMatchObject({ previous: START + 60_000, now: START + 60_000 + 3_600_000, complete: true });
    expect(ok(await one.call('sandboxGetTestClock', { headers })).now).toBe(START + 60_000 + 3_600_000);
  });
});

describe.each(storeKinds)('a clock near the end of time on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: ENV });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it('is refused, set or advanced, when it leaves no room for what it schedules; the latest it allows works', async () => {
    const created = ok(await server.call('createClient', { body: { name: 'late clock' } }));
    const headers = headersOf(created);
    ok(await server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: receiver.url } }));
    // The spec says the latest time a clock takes; the server's rule (a year of room by default) gives the same.
    const latest = Number(spec.components.schemas.TestClockTime.maximum);
    expect(latest).toBe(LATEST_UNIX_MILLIS - 365 * DAY);
    for (const frozenTime of [latest + 1, LATEST_UNIX_MILLIS - 1000]) {
      const set = await server.call('sandboxCreateTestClock', { body: { frozenTime }, headers });
      expect({ status: set.status, errorType: set.body.errorType }).toEqual({ status: 400, errorType: 'invalidField' });
      expect(fieldErrors(set).map((e) => e.path)).toEqual(['/body/frozenTime']);
    }

    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: latest - DAY }, headers }));
    const past = await server.call('sandboxAdvanceTestClock', { body: { seconds: 2 * 86_400 }, headers });
    expect({ status: past.status, errorType: past.body.errorType }).toEqual({ status: 400, errorType: 'invalidField' });
    expect(fieldErrors(past).map((e) => e.path)).toEqual(['/body/seconds']);
    expect(past.body.message).toContain(`cannot go past 9998-12-31T23:59:59.999Z (${latest}): it must leave room`);
    ok(await server.call('sandboxAdvanceTestClock', { body: { frozenTime: latest }, headers }));

    // At the latest time allowed a transfer settles, with its webhooks, and every view answers.
    const { transferIds } = await pendingTransfers(server, headers, 1);
    const transferId = present(transferIds[0]);
    const moved = ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 0 }, headers }));
    expect(moved.happened.webhooksDelivered).toBe(1);
    const stuck = await server.call('sandboxAdvanceTestClock', { body: { seconds: 60 }, headers });
    expect(stuck.status).toBe(400); // the clock cannot pass the latest time: the transfer settles...
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' }, headers }));
    expect(ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 0 }, headers })).happened.webhooksDelivered).toBe(1);
    expect(ok(await server.call('getTransfer', { params: { transferId }, headers })).status).toBe('Succeeded');
    ok(await server.call('getDashboardTransfer', { params: { transferId }, headers }));
    ok(await server.call('listDashboardTransfers', { query: {}, headers }));
    ok(await server.call('sandboxExport', { headers }));
  });
});
