// What a listener holds open and for how long (issue 28, edge 2): connections in all and per source address,
// headers and body that arrive too slowly, the body read only once the caller is authenticated, and a client that
// goes away mid-upload logged at debug. Raw sockets, since an HTTP client would not send half a request.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpsGet } from 'node:https';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { sourceOf } from '../../server/http/server.js';
import { ADMIN_KEY, clientHeaders, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

/** A connection from `localAddress` (any of 127.0.0.0/8 reaches the loopback listener), once it is connected. */
function open(url: string, localAddress = '127.0.0.1'): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => resolve(socket));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

/** Everything the server sends on a socket until it closes it, and how long after `since` it closed. */
function untilClosed(socket: Socket, since = performance.now()): Promise<{ text: string; ms: number }> {
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  socket.on('error', () => {}); // a reset is a close here
  return new Promise((resolve) => socket.once('close', () => resolve({ text, ms: performance.now() - since })));
}

/** The raw head of a request. */
const head = (method: string, path: string, headers: Record<string, string>) =>
  `${method} ${path} HTTP/1.1\r\nHost: sandbox\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** Whether a new connection from `localAddress` is served: GET /health answered, or the connection closed unread. */
async function served(url: string, localAddress?: string): Promise<boolean> {
  const socket = await open(url, localAddress);
  const closed = untilClosed(socket);
  socket.write(head('GET', '/health', { Connection: 'close' }));
  return (await closed).text.startsWith('HTTP/1.1 200');
}

describe('connection caps', () => {
  it('closes a connection past MAX_CONNECTIONS_PER_ADDRESS or MAX_CONNECTIONS at once, and counts a closed one out', async () => {
    server = await startTestServer({ env: { MAX_CONNECTIONS: '5', MAX_CONNECTIONS_PER_ADDRESS: '3' } });
    const url = server.apiUrl;
    const held = [await open(url), await open(url), await open(url)];
    expect(await served(url), 'a fourth from 127.0.0.1').toBe(false);
    expect(await served(url, '127.0.0.2'), 'another address').toBe(true);
    await open(url, '127.0.0.2');
    await open(url, '127.0.0.3');
    expect(await served(url, '127.0.0.4'), 'a sixth in all').toBe(false);
    // A connection that closes frees its place; the server learns of it a moment after the client.
    const gone = untilClosed(held[0]!);
    held[0]!.destroy();
    await gone;
    await vi.waitFor(async () => expect(await served(url)).toBe(true), { timeout: 15_000, interval: 20 });
  });

  it('caps the admin listener too', async () => {
    server = await startTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '1' } });
    await open(server.adminUrl);
    expect(await served(server.adminUrl)).toBe(false);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as its IPv4 address', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe(sourceOf('2001:db8:1:2:bbbb::2'));
    expect(sourceOf('2001:db8:1:2::1')).not.toBe(sourceOf('2001:db8:1:3::1'));
    expect(sourceOf('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('timeouts', () => {
  it('answers 408 and closes a connection whose headers do not arrive within HEADERS_TIMEOUT_MS', async () => {
    server = await startTestServer({ env: { HEADERS_TIMEOUT_MS: '300', BODY_TIMEOUT_MS: '300' } });
    const idle = await open(server.apiUrl);
    const partial = await open(server.apiUrl);
    const [silent, slow] = [untilClosed(idle), untilClosed(partial)];
    partial.write('GET /health HTTP/1.1\r\nHost: sandbox\r\n');
    for (const { text, ms } of [await silent, await slow]) {
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(2000);
    }
  });

  it('answers 408 and closes a connection whose body does not arrive within BODY_TIMEOUT_MS, logging no error', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => done(void lines.push(String(chunk))) }));
    server = await startTestServer({ env: { HEADERS_TIMEOUT_MS: '300', BODY_TIMEOUT_MS: '300' }, logger });
    const socket = await open(server.apiUrl);
    const closed = untilClosed(socket);
    socket.write(head('POST', '/api/v1/linktoken', { ...clientHeaders(), 'Content-Type': 'application/json', 'Content-Length': '100' }));
    socket.write('{"userId": "u'); // one byte at a time, slower than any real client
    const { text, ms } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2000);
    await vi.waitFor(() => expect(lines.join('')).toContain('the client went away'), { timeout: 15_000 });
    const levels = lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= 40)).toEqual([]);
  });

  it('keeps an idle connection open for KEEP_ALIVE_TIMEOUT_MS, 65 s by default, longer than the idle pools of clients, and says so', async () => {
    server = await startTestServer();
    const first = await fetch(`${server.apiUrl}/health`);
    expect(first.headers.get('keep-alive')).toBe('timeout=65');
    await server.close();

    server = await startTestServer({ env: { KEEP_ALIVE_TIMEOUT_MS: '300' } });
    const socket = await open(server.apiUrl);
    const closed = untilClosed(socket);
    socket.write(head('GET', '/health', {}));
    const { text, ms } = await closed; // the answer, then nothing: the server closes the idle connection
    expect(text).toMatch(/^HTTP\/1\.1 200[\s\S]*Keep-Alive: timeout=0\r\n/i);
    expect(ms).toBeGreaterThanOrEqual(250);
  });

  it("gives headers 10 s and a body 10 s more by default, seconds as an API needs, not Node's minutes", () => {
    expect(loadConfig({}).connections).toEqual({
      max: 1000,
      maxPerAddress: 256,
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
    });
  });
});

describe('over HTTPS (issue 45, defect 3)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'acct-tls-'));
    const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    const subject = ['-subj', '/CN=sandbox.test', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      ...subject,
    ]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const tlsEnv = () => ({ TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') });

  it('closes a connection whose TLS handshake does not end within HEADERS_TIMEOUT_MS, and frees its place', async () => {
    server = await startTestServer({
      env: { ...tlsEnv(), HEADERS_TIMEOUT_MS: '300', BODY_TIMEOUT_MS: '300', MAX_CONNECTIONS_PER_ADDRESS: '2' },
    });
    expect(server.apiUrl).toMatch(/^https:/);
    const silent = await open(server.apiUrl);
    const halfOpen = await open(server.apiUrl);
    const closed = [untilClosed(silent), untilClosed(halfOpen)];
    halfOpen.write(Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01])); // a ClientHello's first bytes, and no more
    // Node's own handshake timeout is 120 s: the test's own timeout (30 s) would end first.
    for (const { ms } of await Promise.all(closed)) {
      expect(ms).toBeGreaterThanOrEqual(250);
      expect(ms).toBeLessThan(10_000);
    }
    const health = await new Promise<number>((resolve, reject) =>
      httpsGet(`${server!.apiUrl}/health`, { rejectUnauthorized: false }, (res) => resolve(res.resume().statusCode ?? 0)).on(
        'error',
        reject,
      ),
    );
    expect(health).toBe(200);
  });
});

describe('a client that goes away mid-upload', () => {
  it('is logged at debug, not as an error', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => done(void lines.push(String(chunk))) }));
    server = await startTestServer({ logger });
    for (let i = 0; i < 5; i++) {
      const socket = await open(server.apiUrl);
      socket.write(head('POST', '/api/v1/linktoken', { ...clientHeaders(), 'Content-Type': 'application/json', 'Content-Length': '100' }));
      socket.write('{"userId"');
      socket.destroy();
    }
    await vi.waitFor(() => expect(lines.filter((line) => line.includes('the client went away'))).toHaveLength(5), { timeout: 15_000 });
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(parsed.filter(({ level }) => level >= 40)).toEqual([]);
    expect(parsed.find(({ msg }) => msg.includes('went away'))?.level).toBe(20);
  });
});

describe('authentication before the body', () => {
  it.each([
    ['the API', 'apiUrl', '/api/v1/linktoken'],
    ['the admin listener', 'adminUrl', '/admin/api/v1/clients'],
  ] as const)('answers 401 on %s without waiting for the body of an unauthenticated request', async (_, listener, path) => {
    server = await startTestServer();
    const socket = await open(server[listener]);
    let text = '';
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('\r\n\r\n')) resolve();
      }),
    );
    // Headers that promise a body that never comes: the server answers without reading it.
    socket.write(head('POST', path, { 'Content-Type': 'application/json', 'Content-Length': '100000' }));
    await answered;
    expect(text).toMatch(/^HTTP\/1\.1 401/);
  });

  it('reads the body of an authenticated request as it arrives', async () => {
    server = await startTestServer();
    const socket = await open(server.adminUrl);
    const closed = untilClosed(socket);
    const body = JSON.stringify({ name: 'Late body' });
    socket.write(
      head('POST', '/admin/api/v1/clients', {
        Authorization: `Bearer ${ADMIN_KEY}`,
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
        Connection: 'close',
      }),
    );
    socket.write(body.slice(0, 5));
    socket.end(body.slice(5));
    expect((await closed).text).toMatch(/^HTTP\/1\.1 200/);
  });
});
