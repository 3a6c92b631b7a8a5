// The dashboard's live stream over HTTP (listDashboardEvents with Accept: text/event-stream), read as a browser
// reads it (eventsource-parser): events in order with increasing ids, resumed after Last-Event-ID without a gap,
// authenticated like every other operation, one client's events never in another's stream; each event judged against
// the spec, and the stream noted by the contract coverage like any answer.
import { request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readObserved } from '../support/coverage.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import {
  CLIENT,
  clientHeaders,
  connect,
  expectConformantStream,
  headersOf,
  ok,
  present,
  requestIdOf,
  startTestServer,
  withTestServer,
  type StreamEvent,
  type TestServer,
} from '../support/server.js';

interface Stream {
  response: IncomingMessage;
  events: StreamEvent[];
  /** The answer's text once it ended (a refusal's envelope). */
  ended: Promise<string>;
  /** Resolves once `count` events came in all. */
  until(count: number): Promise<StreamEvent[]>;
  close(): void;
}

/** Opens the stream as a browser would, with these headers; events are collected as they come. */
function openStream(server: TestServer, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.apiUrl}/api/v1/dashboard/events`,
      { headers: { Accept: 'text/event-stream', ...headers } },
      (response) => {
        const events: StreamEvent[] = [];
        const waiters: { count: number; done: () => void }[] = [];
        const parser = createParser({
          onEvent(message) {
            events.push({ id: message.id ?? '', event: message.event ?? '', data: JSON.parse(message.data) });
            for (const w of waiters.filter((w) => events.length >= w.count)) w.done();
          },
        });
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          parser.feed(chunk);
        });
        response.on('error', () => undefined);
        resolve({
          response,
          events,
          ended: new Promise((done) => response.on('end', () => done(text))),
          until: (count) =>
            new Promise((done) => {
              if (events.length >= count) return done(events);
              waiters.push({ count, done: () => done(events) });
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const seqOf = (id: string) => Number(id.split('-')[1]);

describe('the dashboard stream with no events kept (DASHBOARD_EVENTS_KEPT=0)', () => {
  it('still sends what happens to an open stream; only a reader that resumes gets nothing back', () =>
    withTestServer({ env: { DASHBOARD_EVENTS_KEPT: '0' } }, async (server) => {
      const stream = await openStream(server, clientHeaders());
      ok(await server.call('listNetworks'));
      const [call] = await stream.until(1);
      expect(call).toMatchObject({ event: 'request', data: { operationId: 'listNetworks' } });
      stream.close();
      const resumed = ok(await server.call('listDashboardEvents', { headers: { ...clientHeaders(), 'Last-Event-ID': present(call).id } }));
      expect(resumed.events).toEqual([]);
    }));
});

describe('the dashboard stream', () => {
  let server: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    [server, receiver] = await Promise.all([startTestServer(), startReceiver()]);
    ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
  });
  afterAll(async () => {
    await Promise.all([server?.close(), receiver?.close()]);
  });

  it('is refused without credentials or with a wrong secret (401 in the envelope), and served with an id_token', async () => {
    for (const [headers, errorType] of [
      [{}, 'missingCredentials'],
      [clientHeaders({ id: CLIENT.id, secret: 'sk_wrong_secret' }), 'invalidCredentials'],
    ] as const) {
      const stream = await openStream(server, headers);
      expect(stream.response.statusCode).toBe(401);
      expect(stream.response.headers['content-type']).toContain('application/json');
      expect(JSON.parse(await stream.ended)).toMatchObject({ status: 'permissionDenied', errorType });
    }
    const { id_token } = ok(await server.call('createAdminToken', { body: { clientId: CLIENT.id, clientSecret: CLIENT.secret } }));
    const stream = await openStream(server, { Authorization: `Bearer ${id_token}` });
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    stream.close();
  });

  it('sends what happens in order, each event typed as the spec says: calls, transfers created and settled, delivery attempts', async () => {
    const stream = await openStream(server, clientHeaders());
    const before = stream.events.length; // the kept events of the earlier test come first
    const account = await connect(server, 'coinbase', { userId: 'stream-user' });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'stream-user' } }));
    const sent = await server.call('sandboxTransfer', {
      body: {
        linkToken,
        authToken: account.tokenId,
        type: 'coinbase',
        symbol: 'ETH',
        amount: 0.1,
        toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
      },
    });
    const transferId = present(ok(sent).transfer).transferId;
    await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Failed' } });
    await server.work();
    await stream.until(before + 9);
    const events = stream.events.slice(before);
    expectConformantStream('listDashboardEvents', 200, stream.events);
    // Ids increase by one, in the order things happened.
    expect(events.map((e) => seqOf(e.id))).toEqual(events.map((_, i) => seqOf(present(events[0]).id) + i));
    const story = events.map((e) =>
      e.event === 'request'
        ? `request ${(e.data as { operationId: string }).operationId}`
        : e.event === 'transfer'
          ? `transfer ${(e.data as { status: string }).status}`
          : `${e.event} ${(e.data as { transferStatus: string }).transferStatus} ${(e.data as { httpStatus: number }).httpStatus}`,
    );
    expect(story).toEqual([
      'request createLinkToken',
      'request sandboxConnect',
      'request createLinkToken',
      // The transfer's event is published as its transaction commits, before its call is answered.
      'transfer Pending',
      'request sandboxTransfer',
      'transfer Failed',
      'request sandboxSettleTransfer',
      'webhookAttempt Pending 200',
      'webhookAttempt Failed 200',
    ]);
    expect((events[4]!.data as { requestId: string }).requestId).toBe(requestIdOf(sent));
    const attempt = events[7]!.data as { signatureVerified: boolean; requestBody: string; transferId: string };
    expect(attempt).toMatchObject({ signatureVerified: true, transferId });
    stream.close();
  });

  it('resumes after Last-Event-ID with exactly what it missed, then goes on live', async () => {
    const first = await openStream(server, clientHeaders());
    const kept = first.events.length;
    const call = requestIdOf(await server.call('listNetworks'));
    const last = present((await first.until(kept + 1)).find((e) => (e.data as { requestId?: string }).requestId === call));
    first.close();
    const missed = [await server.call('listNetworks'), await server.call('listIntegrations')].map(requestIdOf);
    const resumed = await openStream(server, { ...clientHeaders(), 'Last-Event-ID': last.id });
    const caughtUp = await resumed.until(2);
    expect(caughtUp.map((e) => (e.data as { requestId: string }).requestId)).toEqual(missed);
    expect(seqOf(present(caughtUp[0]).id)).toBe(seqOf(last.id) + 1);
    const live = requestIdOf(await server.call('listNetworks'));
    expect(((await resumed.until(3))[2]!.data as { requestId: string }).requestId).toBe(live);
    resumed.close();

    // The JSON catch-up answers the same events after the same id.
    const json = ok(await server.call('listDashboardEvents', { headers: { ...clientHeaders(), 'Last-Event-ID': last.id } }));
    expect(json.events.slice(0, 3).map((e) => (e.data as { requestId: string }).requestId)).toEqual([...missed, live]);
    expect(json.lastEventId).toBe(present(json.events.at(-1)).id);
  });

  it('starts with a resync event when Last-Event-ID is of another start of the server', async () => {
    const stream = await openStream(server, { ...clientHeaders(), 'Last-Event-ID': 'zzzz-5' });
    const [resync] = await stream.until(1);
    expect(resync).toMatchObject({ event: 'resync', data: { reason: 'unknownLastEventId' } });
    expectConformantStream('listDashboardEvents', 200, [present(resync)]);
    stream.close();
  });

  it("never carries another client's events: each client's stream has its own", async () => {
    const created = ok(await server.call('createClient', { body: { name: 'Stream neighbour' } }));
    const mine = await openStream(server, clientHeaders());
    const theirs = await openStream(server, headersOf(created));
    const kept = mine.events.length;
    const myCall = requestIdOf(await server.call('listNetworks'));
    const theirCall = requestIdOf(await server.call('listNetworks', { headers: headersOf(created) }));
    const [first] = await theirs.until(1);
    expect((first!.data as { requestId: string }).requestId).toBe(theirCall);
    expect(((await mine.until(kept + 1))[kept]!.data as { requestId: string }).requestId).toBe(myCall);
    expect(JSON.stringify(theirs.events)).not.toContain(myCall);
    expect(JSON.stringify(mine.events)).not.toContain(theirCall);
    mine.close();
    theirs.close();
  });
});

describe('what the stream keeps', () => {
  it('is bounded (DASHBOARD_EVENTS_KEPT): a Last-Event-ID older than what is kept gets a resync, then every kept event', async () => {
    await withTestServer({ env: { DASHBOARD_EVENTS_KEPT: '3' } }, async (server) => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(requestIdOf(await server.call('listNetworks')));
      const stream = await openStream(server, {
        ...clientHeaders(),
        'Last-Event-ID': present(ok(await server.call('listDashboardEvents')).lastEventId).replace(/-\d+$/, '-1'),
      });
      const events = await stream.until(4);
      expect(events[0]).toMatchObject({ event: 'resync', data: { reason: 'eventsDropped' } });
      expect(events.slice(1).map((e) => (e.data as { requestId: string }).requestId)).toEqual(ids.slice(2));
      stream.close();
    });
  });
});

describe('the contract coverage', () => {
  it('notes a stream answered as the operation answered 200, once its headers went, though the server never ends it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stream-coverage-'));
    try {
      await withTestServer({ env: { CONTRACT_COVERAGE_DIR: dir } }, async (server) => {
        const stream = await openStream(server, clientHeaders());
        expect(stream.response.statusCode).toBe(200);
        stream.close();
        await new Promise((resolve) => stream.response.on('close', resolve));
        await expect.poll(() => readObserved(dir).has('listDashboardEvents 200')).toBe(true);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
