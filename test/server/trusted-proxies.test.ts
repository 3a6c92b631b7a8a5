// Behind a balancer every client arrives from the balancer's address (issue 47): with TRUSTED_PROXIES, the per-address
// bounds (failed authentications, held streams, connections) count the client X-Forwarded-For names, and only when
// the peer is a configured proxy; the same header from anyone else changes nothing.
import { request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '../../client/operations.js';
import { ConfigError, loadConfig, resolveTrustedProxies } from '../../server/config.js';
import { CLIENT, clientHeaders, withTestServer, type TestServer } from '../support/server.js';

const opened: { destroy(): void }[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

/** The proxy on 127.0.0.1; anyone else on 127.0.0.2 (both loopback, so the test needs no network). */
const PROXY = '127.0.0.1';
const OTHER = '127.0.0.2';
const wrong = clientHeaders({ id: CLIENT.id, secret: 'sk_wrong_0123456789abcdef0123456789' });

/** One GET from `localAddress` with X-Forwarded-For `forwarded`: its status, and its answer when it is a stream. */
function get(
  url: string,
  path: string,
  { localAddress, forwarded, headers }: { localAddress: string; forwarded: string; headers: Record<string, string> },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { localAddress, agent: false, headers: { ...headers, 'X-Forwarded-For': forwarded } });
    req.on('response', (response) => {
      response.on('error', () => undefined);
      if (response.headers['content-type']?.startsWith('text/event-stream')) opened.push(req);
      else response.resume();
      resolve(response);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Fails authentication twice for `client`, then answers the status a third attempt from `then` gets. */
async function failTwiceThen(server: TestServer, localAddress: string, client: string, then: string): Promise<number> {
  for (let i = 0; i < 2; i++)
    expect((await get(server.apiUrl, operations.listNetworks.path, { localAddress, forwarded: client, headers: wrong })).statusCode).toBe(
      401,
    );
  return (
    (await get(server.apiUrl, operations.listNetworks.path, { localAddress, forwarded: then, headers: clientHeaders() })).statusCode ?? 0
  );
}

const failures = { AUTH_FAILURE_BURST: '2', AUTH_FAILURE_PER_SECOND: '1' };

describe('failed authentications counted per address', () => {
  it("from a trusted proxy, per client it forwards: one client's failures do not refuse another", async () => {
    await withTestServer({ env: { ...failures, TRUSTED_PROXIES: 'localhost' } }, async (server) => {
      expect(await failTwiceThen(server, PROXY, '203.0.113.1', '203.0.113.2')).toBe(200);
      expect(await failTwiceThen(server, PROXY, '203.0.113.3', '203.0.113.3')).toBe(429);
    });
  });

  it('from anyone else, by the peer: the header is ignored', async () => {
    await withTestServer({ env: { ...failures, TRUSTED_PROXIES: PROXY } }, async (server) => {
      expect(await failTwiceThen(server, OTHER, '203.0.113.1', '203.0.113.2')).toBe(429);
    });
  });

  it('with no proxy configured, by the peer, whatever the header says', async () => {
    await withTestServer({ env: failures }, async (server) => {
      expect(await failTwiceThen(server, PROXY, '203.0.113.1', '203.0.113.2')).toBe(429);
    });
  });
});

describe('event streams held per address', () => {
  // MAX_CONNECTIONS_PER_ADDRESS 2 leaves one address one held stream.
  const env = { MAX_CONNECTIONS_PER_ADDRESS: '2', TRUSTED_PROXIES: PROXY };
  const stream = (server: TestServer, localAddress: string, forwarded: string) =>
    get(server.apiUrl, operations.listDashboardEvents.path, {
      localAddress,
      forwarded,
      headers: { ...clientHeaders(), Accept: 'text/event-stream' },
    }).then((r) => r.statusCode);

  it('through a trusted proxy, by the client it forwards', async () => {
    await withTestServer({ env }, async (server) => {
      expect(await stream(server, PROXY, '203.0.113.1')).toBe(200);
      expect(await stream(server, PROXY, '203.0.113.2')).toBe(200);
      expect(await stream(server, PROXY, '203.0.113.1')).toBe(429);
    });
  });

  it('from anyone else, by the peer', async () => {
    await withTestServer({ env }, async (server) => {
      expect(await stream(server, OTHER, '203.0.113.1')).toBe(200);
      expect(await stream(server, OTHER, '203.0.113.2')).toBe(429);
    });
  });
});

/** Opens a raw connection from `localAddress`; resolves whether a GET /health on it is answered. */
function served(url: string, localAddress: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: hostname, port: Number(port), localAddress }, () =>
      socket.write('GET /health HTTP/1.1\r\nHost: sandbox\r\n\r\n'),
    );
    opened.push(socket);
    socket.on('error', () => resolve(false));
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').startsWith('HTTP/1.1 200')));
    socket.once('end', () => resolve(false));
  });
}

describe('connections held per address', () => {
  it("a trusted proxy's count in all only; anyone else's against its address too", async () => {
    await withTestServer({ env: { MAX_CONNECTIONS_PER_ADDRESS: '2', TRUSTED_PROXIES: PROXY } }, async (server) => {
      for (let i = 0; i < 4; i++) expect(await served(server.apiUrl, PROXY)).toBe(true);
      expect(await served(server.apiUrl, OTHER)).toBe(true);
      expect(await served(server.apiUrl, OTHER)).toBe(true);
      expect(await served(server.apiUrl, OTHER)).toBe(false);
    });
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses, CIDR ranges and the named ranges, and refuses anything else naming the variable', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.89.0.5, 10.0.0.0/8 fd00::/8 loopback' }).trustedProxies).toEqual([
      '10.89.0.5',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1 http://balancer' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1/33' })).toThrow(/TRUSTED_PROXIES .*"10.0.0.1\/33"/);
  });

  it('takes a host name (a compose service), resolved at start; one that does not resolve stops the start naming it', async () => {
    expect(await resolveTrustedProxies(['localhost', '10.0.0.0/8'])).toContain('127.0.0.1');
    await expect(resolveTrustedProxies(['no-such-balancer.invalid'])).rejects.toThrow(
      /TRUSTED_PROXIES names no-such-balancer.invalid, which does not resolve/,
    );
  });
});
