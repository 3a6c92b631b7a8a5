// The dashboard's event streams cannot take the server (issue 36, defect 1): a reader that does not read is closed
// once what it left unsent passes STREAM_BUFFER_BYTES, and resumes with Last-Event-ID without a gap; streams are
// bounded per client, per address and in all, so /health and other clients always find a connection.
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { createParser } from 'eventsource-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHeaders, ok, present, requestIdOf, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
const opened: { destroy(): void }[] = [];
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

/** Opens a stream from `localAddress` and resolves with its answer once its headers came. */
function openStream(url: string, localAddress = '127.0.0.1', headers = clientHeaders()): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/v1/dashboard/events`, {
      headers: { Accept: 'text/event-stream', ...headers },
      localAddress,
      agent: false,
    });
    req.on('response', (response) => {
      response.on('error', () => undefined);
      resolve(response);
    });
    req.on('error', reject);
    req.end();
    opened.push(req);
  });
}

/** Whether a new connection from `localAddress` gets GET /health answered. */
function healthServed(url: string, localAddress = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}/health`, { localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

const requestIdsOf = (events: { data: unknown }[]) => events.map((e) => (e.data as { requestId: string }).requestId);

describe('a stream that is not read', () => {
  it('is closed once its unsent data passes STREAM_BUFFER_BYTES; the reader resumes with Last-Event-ID and misses nothing', async () => {
    server = await startTestServer({ env: { STREAM_BUFFER_BYTES: '65536', DASHBOARD_EVENTS_KEPT: '100000', RATE_LIMIT_BURST: '100000' } });
    const { hostname, port } = new URL(server.apiUrl);
    const socket: Socket = connect({ host: hostname, port: Number(port) });
    opened.push(socket);
    const headers = Object.entries(clientHeaders())
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`GET /api/v1/dashboard/events HTTP/1.1\r\nHost: sandbox\r\nAccept: text/event-stream\r\n${headers}\r\n`);
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
    await new Promise((resolve) => socket.once('data', resolve));
    socket.pause(); // the reader stops reading: what the server writes stays unsent

    // Calls whose events are large (a long path each), until far more than the kernel's buffers hold.
    const path = `/api/v1/${'x'.repeat(2000)}`;
    const ids: string[] = [];
    const calls = 4000;
    // node:http on kept-alive connections: fetch costs several times the CPU for the thousands of calls.
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const call = () =>
      new Promise<string>((resolve, reject) => {
        const req = request(server!.apiUrl + path, { agent, headers: clientHeaders() }, (res) => {
          res.resume();
          res.on('end', () => resolve(present(res.headers['x-request-id'] as string | undefined)));
        });
        req.on('error', reject);
        req.end();
      });
    const worker = async () => {
      while (ids.length < calls) ids.push(await call());
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    agent.destroy();
    const allIds = requestIdsOf(ok(await server.call('listDashboardEvents')).events);
    expect(allIds.length).toBeGreaterThanOrEqual(calls);

    // Reading again: the stream ends before it carried every event, as the server closed it.
    const events: { id: string; data: unknown }[] = [];
    const parser = createParser({ onEvent: (e) => void events.push({ id: e.id ?? '', data: JSON.parse(e.data) }) });
    let everything: () => void = () => undefined;
    const allArrived = new Promise<'all events'>((resolve) => {
      everything = () => resolve('all events');
    });
    socket.on('data', () => {
      if (text.split('\nevent: request\n').length - 1 >= allIds.length) everything();
    });
    socket.resume();
    expect(await Promise.race([closed, allArrived])).toBe('closed');
    parser.feed(text.slice(text.indexOf('\r\n\r\n') + 4).replace(/^[0-9a-f]+\r\n/gm, ''));
    const received = events.filter((e) => e.id);
    expect(received.length).toBeLessThan(allIds.length);

    // Resumed after the last event it got whole: the rest, in order, with no gap.
    const last = present(received.at(-1)).id;
    const rest = ok(await server.call('listDashboardEvents', { headers: { ...clientHeaders(), 'Last-Event-ID': last } })).events;
    const seen = [...requestIdsOf(received), ...requestIdsOf(rest)];
    expect(seen).toEqual(allIds);
  }, 90_000);
});

describe('the number of streams', () => {
  it('is bounded per client (MAX_STREAMS_PER_CLIENT): one more is refused with 429 naming the variable', async () => {
    server = await startTestServer({ env: { MAX_STREAMS_PER_CLIENT: '2' } });
    const [a] = [await openStream(server.apiUrl), await openStream(server.apiUrl)];
    const refused = await openStream(server.apiUrl);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    const body = await new Promise<string>((resolve) => {
      let text = '';
      refused.on('data', (chunk: Buffer) => {
        text += chunk;
      });
      refused.on('end', () => resolve(text));
    });
    expect(JSON.parse(body)).toMatchObject({ status: 'tooManyRequest', errorType: 'rateLimited' });
    expect(JSON.parse(body).message).toContain('MAX_STREAMS_PER_CLIENT');
    // A stream that closes frees its place.
    a!.destroy();
    await new Promise((resolve) => a!.once('close', resolve));
    let again = await openStream(server.apiUrl);
    for (let i = 0; again.statusCode !== 200 && i < 50; i++) {
      again.destroy();
      await new Promise((resolve) => setImmediate(resolve));
      again = await openStream(server.apiUrl);
    }
    expect(again.statusCode).toBe(200);
  });

  it('never takes the last connections: with every stream open, /health and other requests are served', async () => {
    server = await startTestServer({ env: { MAX_CONNECTIONS: '12', MAX_CONNECTIONS_PER_ADDRESS: '12', MAX_STREAMS_PER_CLIENT: '100' } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await openStream(server.apiUrl, `127.0.0.${2 + (i % 6)}`)).statusCode ?? 0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6); // MAX_STREAMS: half MAX_CONNECTIONS by default
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    for (const socket of opened.splice(6)) socket.destroy(); // the refused ones go away
    expect(await healthServed(server.apiUrl)).toBe(true);
  });

  it('from one address stays below half of MAX_CONNECTIONS_PER_ADDRESS: that address can still make calls', async () => {
    server = await startTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '8', MAX_STREAMS_PER_CLIENT: '100' } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await openStream(server.apiUrl)).statusCode ?? 0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    for (const socket of opened.splice(4)) socket.destroy();
    expect(await healthServed(server.apiUrl)).toBe(true);
    expect(requestIdOf(await server.call('listNetworks'))).toBeTruthy();
  });
});
