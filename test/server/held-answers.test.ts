// Answers a fault holds open (`fault=hang`, a latency) are bounded like the dashboard's streams (issue 45, defect 4):
// per client (MAX_HELD_ANSWERS_PER_CLIENT), and with the streams from one address at most half its
// MAX_CONNECTIONS_PER_ADDRESS, so that one client hanging its calls under the rate limit never takes the last
// connections: /health and other calls from that address are still served. One more is refused with 429
// `rateLimited`, Retry-After and the bound's name, before the fault is applied. Whether a call is held is read from
// the server's log line `fault injected`, written as the fault is applied, so that nothing waits on a timer.
import { request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import {
  capturingLogger,
  clientHeaders,
  headersOf,
  ok,
  requestIdOf,
  startTestServer,
  startTestServerOn,
  type TestServer,
} from '../support/server.js';

let server: TestServer | undefined;
const opened: { destroy(): void }[] = [];
afterEach(async () => {
  for (const req of opened.splice(0)) req.destroy();
  await server?.close();
  server = undefined;
});

/** How a call ended up: held open by its fault, or answered (its status, Retry-After and envelope). */
type Outcome =
  | { held: true; req: { destroy(): void } }
  | { held: false; status: number; retryAfter: string | undefined; body: { errorType: string; message: string } };

/**
 * Sends a call of listNetworks on a connection of its own, and resolves once it is held (the server logged another
 * `fault injected`) or answered. Calls are sent one at a time, so the next log line is this call's.
 */
function send(
  lines: string[],
  url: string,
  headers: Record<string, string>,
  path = '/api/v1/transfers/managed/networks',
): Promise<Outcome> {
  const injected = () => lines.filter((line) => line.includes('"msg":"fault injected"')).length;
  const before = injected();
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers, agent: false });
    opened.push(req);
    const watch = setInterval(() => {
      if (injected() === before) return;
      clearInterval(watch);
      resolve({ held: true, req });
    }, 5);
    req.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        clearInterval(watch);
        const retryAfter = response.headers['retry-after'];
        resolve({
          held: false,
          status: response.statusCode ?? 0,
          retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
          body: JSON.parse(text),
        });
      });
    });
    req.on('error', (error) => {
      clearInterval(watch);
      reject(error);
    });
    req.end();
  });
}

const answered = (outcome: Outcome) => {
  if (outcome.held) expect.fail('the call was held; it should have been answered');
  return outcome;
};

/** Whether a new connection gets GET /health answered. */
function healthServed(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}/health`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

const HANG = { Prefer: 'fault=hang' };
const LATENCY = { Prefer: 'fault=latency; ms=15000' };

describe.each(storeKinds)('answers held per client, on %s', (kind) => {
  it('holds at most MAX_HELD_ANSWERS_PER_CLIENT hangs and latencies of a client; one more is 429 naming it, and an ended one frees its place', async () => {
    const { logger, lines } = capturingLogger();
    server = await startTestServerOn(kind, { env: { MAX_HELD_ANSWERS_PER_CLIENT: '2' }, logger });
    const url = server.apiUrl;
    const first = await send(lines, url, { ...clientHeaders(), ...HANG });
    expect((await send(lines, url, { ...clientHeaders(), ...LATENCY })).held).toBe(true);
    expect(first.held).toBe(true);

    for (const prefer of [HANG, LATENCY]) {
      const refused = answered(await send(lines, url, { ...clientHeaders(), ...prefer }));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ errorType: 'rateLimited', message: expect.stringContaining('MAX_HELD_ANSWERS_PER_CLIENT') });
      // The soonest a held answer ends: the latency, in about 15 s.
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15);
    }
    // The client's other calls, and another client's held ones (here by a fault rule), are not refused.
    expect(ok(await server.call('listNetworks')).networks.length).toBeGreaterThan(0);
    const other = headersOf(ok(await server.call('createClient', { body: { name: 'Another client' } })));
    const rule = { match: { operationIds: ['listNetworks'] }, action: { kind: 'hang' } };
    ok(await server.call('sandboxPutFault', { params: { faultId: 'hang-networks' }, body: rule, headers: other }));
    expect([(await send(lines, url, other)).held, (await send(lines, url, other)).held]).toEqual([true, true]);
    expect(answered(await send(lines, url, other)).body.message).toContain('MAX_HELD_ANSWERS_PER_CLIENT');

    // The hung call's client gives up: its place is free once the server has seen the connection close.
    if (first.held) first.req.destroy();
    let again = await send(lines, url, { ...clientHeaders(), Prefer: 'fault=latency; ms=1' });
    for (let i = 0; !again.held && i < 500; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      again = await send(lines, url, { ...clientHeaders(), Prefer: 'fault=latency; ms=1' });
    }
    expect(again.held).toBe(true);
  });
});

describe('answers held from one address', () => {
  it('with the streams, never take more than half of MAX_CONNECTIONS_PER_ADDRESS: /health and other calls are still served', async () => {
    const { logger, lines } = capturingLogger();
    server = await startTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '8', MAX_HELD_ANSWERS_PER_CLIENT: '100' }, logger });
    const url = server.apiUrl;
    // A stream of the dashboard takes one of the four places.
    const stream = request(`${url}/api/v1/dashboard/events`, {
      headers: { Accept: 'text/event-stream', ...clientHeaders() },
      agent: false,
    });
    opened.push(stream);
    const streaming = await new Promise<IncomingMessage>((resolve) => stream.on('response', resolve).end());
    expect(streaming.statusCode).toBe(200);

    const outcomes: Outcome[] = [];
    for (let i = 0; i < 7; i++) outcomes.push(await send(lines, url, { ...clientHeaders(), ...(i % 2 ? LATENCY : HANG) }));
    expect(outcomes.map((o) => o.held)).toEqual([true, true, true, false, false, false, false]);
    for (const refused of outcomes.filter((o) => !o.held).map(answered)) {
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeDefined();
      expect(refused.body.message).toContain('MAX_CONNECTIONS_PER_ADDRESS');
    }
    expect(await healthServed(url)).toBe(true);
    expect(requestIdOf(await server.call('listNetworks'))).toBeTruthy();
  });
});
