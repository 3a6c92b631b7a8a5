// verify against a drifted upstream: a small server that answers as a sandbox does (it asks one), but with a renamed
// field, an enum value the spec lacks, an undeclared status, a missing required field, a number sent as a string, an
// answer that never comes and a reset. Each difference is reported once with its path; the client gets the
// upstream's answer; nothing crashes; and the upstream's credentials reach nothing but the upstream.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, listening, type LocalServer, relay } from '../support/driftedUpstream.js';
import { CLIENT, capturingLogger, connect, headersOf, ok, startTestServer, type TestServer } from '../support/server.js';

// biome-ignore lint/suspicious/noExplicitAny: answers changed by path, in a test
type Json = Record<string, any>;

let real: TestServer;
let drifted: LocalServer;
let proxy: TestServer;
/** A second sandbox on the same upstream that waits 1 s for an answer, for the one that never comes. */
let impatient: TestServer;
let client: Record<string, string>;
let impatientClient: Record<string, string>;
const log = capturingLogger();
/** The credentials the upstream knows, and the only place they may go. */
const UPSTREAM = { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret };
const secretsSeen: string[] = [];

/** What the drifted upstream does instead of answering, by path. */
const INSTEAD: Record<string, 'hang' | 'reset' | 'huge' | number> = {
  '/api/v1/status': 418, // an undeclared status
  '/api/v1/authenticationSchemes': 302, // a redirect, never followed
  '/api/v1/wallets/verify': 'huge',
  '/api/v1/transfers/managed/networks': 'hang',
  '/api/v1/assets/crypto': 'reset',
};

/** How the drifted upstream changes the real answer, by path. */
const DRIFT: Record<string, (body: Json) => Json> = {
  '/api/v1/holdings/get': (body) => {
    for (const p of body.content.cryptocurrencyPositions) {
      p.ticker = p.symbol; // a renamed field
      delete p.symbol;
      p.amount = String(p.amount); // a number sent as a string
    }
    return body;
  },
  '/api/v1/integrations': (body) => {
    body.content.items[0].type = 'brandNewExchange'; // an enum value the spec lacks
    return body;
  },
  '/api/v1/balance/get': (body) => {
    delete body.content.totalCashUsdValue; // a missing required field
    return body;
  },
};

/**
 * What the drifted upstream also does while the test of the report's other kinds runs: a uuid that is not one and a
 * name past its maxLength, a declared Cache-Control left out, a 401 where the sandbox would have refused the
 * request, and then a flood of fields no schema names.
 */
const more = { on: false, flood: 0 };
const MORE_DRIFT: Record<string, (body: Json) => Json> = {
  '/api/v1/integrations': (body) => {
    body.content.items[0].id = 'not-a-uuid';
    body.content.items[0].name = 'n'.repeat(300);
    for (let i = 0; i < more.flood; i++) body.content[`unknown${i}`] = i;
    return body;
  },
};

/** The paths the drifted upstream was asked for. */
const pathsSeen: string[] = [];

async function answer(req: IncomingMessage, res: ServerResponse) {
  secretsSeen.push(String(req.headers['x-client-secret']));
  pathsSeen.push(req.url ?? '');
  const body = await bodyOf(req);
  const path = (req.url ?? '').split('?')[0] ?? '';
  const change = (more.on ? MORE_DRIFT[path] : undefined) ?? DRIFT[path];
  const first = more.on && path === '/api/v1/holdings/value' ? 401 : INSTEAD[path];
  if (first === 'hang') return; // never answers: the sandbox's timeout ends the wait
  if (first === 'reset') return void req.socket.destroy();
  if (first === 'huge') return void res.writeHead(200, { 'content-type': 'application/json' }).end(`"${'x'.repeat(2048)}"`);
  if (first === 302)
    return void res.writeHead(302, { location: 'https://elsewhere.example.com/', 'content-type': 'application/json' }).end('{}');
  if (typeof first === 'number') return void res.writeHead(first, { 'content-type': 'application/json' }).end('{"status":"teapot"}');
  const upstream = await relay(real.apiUrl, req, body);
  const answered = (await upstream.json()) as Json;
  const cacheControl = more.on && path === '/api/v1/linktoken' ? null : upstream.headers.get('cache-control');
  res
    .writeHead(upstream.status, { 'content-type': 'application/json', ...(cacheControl && { 'cache-control': cacheControl }) })
    .end(JSON.stringify(upstream.ok && change ? change(answered) : answered));
}

beforeAll(async () => {
  real = await startTestServer();
  drifted = await listening(answer);
  const { url } = drifted;
  // Time enough for the real sandbox's answers on a loaded machine; the impatient one only meets answers that never come.
  proxy = await startTestServer({ env: { UPSTREAM_URL: url, UPSTREAM_TIMEOUT_MS: '30000' }, logger: log.logger });
  impatient = await startTestServer({ env: { UPSTREAM_URL: url, UPSTREAM_TIMEOUT_MS: '1000', UPSTREAM_MAX_BYTES: '1024' } });
  const created = ok(await proxy.call('createClient', { body: { name: 'Drift' } }));
  client = headersOf(created);
  ok(await proxy.call('setUpstream', { params: { clientId: created.clientId }, body: { ...UPSTREAM, mode: 'verify' } }));
  const other = ok(await impatient.call('createClient', { body: { name: 'Impatient' } }));
  impatientClient = headersOf(other);
  ok(await impatient.call('setUpstream', { params: { clientId: other.clientId }, body: { ...UPSTREAM, mode: 'verify' } }));
});
afterAll(async () => {
  await proxy?.close();
  await impatient?.close();
  await drifted?.close();
  await real?.close();
});

/** A call to the proxy as a client's code makes it: plain HTTP, since the answers are not the contract's. */
async function call(method: string, path: string, body?: unknown, to = proxy, headers = client) {
  const response = await fetch(`${to.apiUrl}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('verify, against a drifted upstream', () => {
  it('returns a redirect as the upstream answered it, never following it, and bounds the answer read', async () => {
    const redirect = await fetch(`${impatient.apiUrl}/api/v1/authenticationSchemes`, { headers: impatientClient, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const huge = await call('GET', '/api/v1/wallets/verify?UserId=u', undefined, impatient, impatientClient);
    expect(huge.status).toBe(503);
    expect(huge.body.message).toContain('UPSTREAM_MAX_BYTES (1024 bytes)');
    expect(pathsSeen.filter((p) => p.includes('elsewhere'))).toEqual([]);
    ok(await impatient.call('sandboxClearDrift', { headers: impatientClient }));
  });

  it("sends only the client's calls of public operations: never the sandbox's own, the admin listener's or the Link page's", async () => {
    const before = pathsSeen.length;
    ok(await proxy.call('sandboxListFaults', { headers: client }));
    ok(await proxy.call('getUpstream', { params: { clientId: client['X-Client-Id'] ?? '' } }));
    const { linkToken } = ok(await proxy.call('createLinkToken', { body: { userId: 'u' }, headers: client }));
    expect(linkToken).toBeTruthy(); // createLinkToken is public: the upstream made it
    const session = await proxy.call('startLinkSession', { body: { linkToken } });
    expect(session.status).not.toBe(200); // a token of the upstream's, which this sandbox's Link page does not know
    expect(pathsSeen.slice(before)).toEqual(['/api/v1/linktoken']);
    ok(await proxy.call('sandboxClearDrift', { headers: client }));
  });

  it('reports each drift once, with its path, however often calls show it', async () => {
    const account = await connect(real, 'coinbase');
    const auth = { authToken: account.accessToken, type: 'coinbase' };
    ok(await real.call('getHoldings', { body: auth })); // its validators made: a first call within the timeout on a busy machine
    for (let i = 0; i < 2; i++) {
      const holdings = await call('POST', '/api/v1/holdings/get', auth);
      expect(holdings.status, JSON.stringify(holdings.body)).toBe(200);
      expect(holdings.body.content.cryptocurrencyPositions[0].ticker).toBeDefined(); // the upstream's answer, as it came
      expect((await call('GET', '/api/v1/integrations')).body.content.items[0].type).toBe('brandNewExchange');
      expect((await call('GET', '/api/v1/status')).status).toBe(418);
      expect((await call('POST', '/api/v1/balance/get', auth)).status).toBe(200);
    }
    const report = ok(await proxy.call('sandboxGetDrift', { headers: client }));
    const found = report.entries.map((e) => [e.operationId, e.kind, e.path, e.count]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['getHoldings', 'missingField', '$.content.cryptocurrencyPositions[].symbol', 2],
        ['getHoldings', 'unknownField', '$.content.cryptocurrencyPositions[].ticker', 2],
        ['getHoldings', 'wrongType', '$.content.cryptocurrencyPositions[].amount', 2],
        ['listIntegrations', 'unknownEnumValue', '$.content.items[].type', 2],
        ['listIntegrationStatus', 'undeclaredStatus', '$status', 2],
        ['getAccountBalance', 'missingField', '$.content.totalCashUsdValue', 2],
      ]),
    );
    expect(report.entries).toHaveLength(6); // nothing else, and each once
    const enumDrift = report.entries.find((e) => e.kind === 'unknownEnumValue');
    expect(enumDrift).toMatchObject({ actual: '"brandNewExchange"' });
    expect(enumDrift?.expected).toContain('coinbase');
    expect(report.calls).toBe(8);
  });

  it('answers an upstream that never answers, or resets, with upstreamUnavailable, never with a sandbox answer', async () => {
    const slow = await call('GET', '/api/v1/transfers/managed/networks', undefined, impatient, impatientClient);
    expect(slow.status).toBe(503);
    expect(slow.body).toMatchObject({ errorType: 'upstreamUnavailable' });
    expect(slow.body.message).toContain('UPSTREAM_TIMEOUT_MS');
    const reset = await call('GET', '/api/v1/assets/crypto');
    expect(reset.body).toMatchObject({ errorType: 'upstreamUnavailable' });
    const failures = async (to: TestServer, headers: Record<string, string>) =>
      ok(await to.call('sandboxGetDrift', { headers }))
        .entries.filter((e) => e.kind === 'upstreamFailed')
        .map((e) => [e.operationId, e.actual]);
    expect(await failures(impatient, impatientClient)).toEqual([
      ['listNetworks', expect.stringContaining('UPSTREAM_TIMEOUT_MS (1000 ms)')],
    ]);
    expect(await failures(proxy, client)).toEqual([['listAssets', expect.stringContaining('failed connection')]]);
    for (const server of [proxy, impatient]) expect((await fetch(`${server.apiUrl}/health`)).status).toBe(200);
  });

  // A wrong format, a broken bound, a declared header left out, what the binding forgave and what the sandbox would
  // have refused; and a report past its limit.
  it('reports the other kinds of drift, and keeps at most its limit, counting the rest as dropped', async () => {
    const created = ok(await proxy.call('createClient', { body: { name: 'More drift' } }));
    const headers = headersOf(created);
    ok(await proxy.call('setUpstream', { params: { clientId: created.clientId }, body: { ...UPSTREAM, mode: 'verify' } }));
    const account = await connect(real, 'coinbase');
    more.on = true;
    try {
      expect((await call('GET', '/api/v1/integrations', undefined, proxy, headers)).status).toBe(200);
      expect((await call('POST', '/api/v1/linktoken', { userId: 'u' }, proxy, headers)).status).toBe(200);
      // Names in another case, which the public service's binding forgives: the upstream (a sandbox) answers 200.
      const recased = await call('POST', '/api/v1/holdings/get', { AuthToken: account.accessToken, Type: 'coinbase' }, proxy, headers);
      expect(recased.status).toBe(200);
      // No authToken: the sandbox would answer 400, the upstream answers 401.
      expect((await call('POST', '/api/v1/holdings/value', { type: 'coinbase' }, proxy, headers)).status).toBe(401);
      const report = ok(await proxy.call('sandboxGetDrift', { headers }));
      expect(report.entries.map((e) => [e.operationId, e.kind, e.path])).toEqual(
        expect.arrayContaining([
          ['listIntegrations', 'wrongFormat', '$.content.items[].id'],
          ['listIntegrations', 'outOfBounds', '$.content.items[].name'],
          ['createLinkToken', 'missingField', "$headers['Cache-Control']"],
          ['getHoldings', 'bindingForgiven', '$request.AuthToken'],
          ['getHoldings', 'bindingForgiven', '$request.Type'],
          ['getHoldingsValue', 'sandboxRefused', '$request'],
        ]),
      );
      expect(report.entries.find((e) => e.kind === 'outOfBounds')).toMatchObject({ expected: 'maxLength 256', actual: 'length 300' });
      expect(report.entries.find((e) => e.path === '$request.AuthToken')?.actual).toBe('AuthToken -> authToken');
      expect(report.entries.find((e) => e.kind === 'sandboxRefused')).toMatchObject({ actual: 'the upstream answered 401' });
      expect(report.dropped).toBe(0);

      // Past its limit, a report keeps what it has (counting it still) and counts each new difference as dropped.
      const kept = report.entries.length;
      more.flood = report.limit + 5 - kept;
      expect((await call('GET', '/api/v1/integrations', undefined, proxy, headers)).status).toBe(200);
      const full = ok(await proxy.call('sandboxGetDrift', { headers }));
      expect(full.limit).toBe(1000);
      expect(full.entries).toHaveLength(full.limit);
      expect(full.dropped).toBe(5);
      expect(full.entries.find((e) => e.kind === 'wrongFormat')?.count).toBe(2);
    } finally {
      more.on = false;
      more.flood = 0;
    }
  });

  it('writes the report as JUnit XML, one failed case per drift', async () => {
    const response = await fetch(`${proxy.apiUrl}/api/v1/sandbox/drift?format=junit`, { headers: client });
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const cases = [...xml.matchAll(/<testcase classname="drift\.(\w+)" name="([^"]+)">\s*<failure type="(\w+)"/g)].map((m) => [
      m[1],
      m[2],
      m[3],
    ]);
    expect(cases).toContainEqual(['getHoldings', 'missingField at $.content.cryptocurrencyPositions[].symbol', 'missingField']);
    expect(cases).toHaveLength(7);
    expect(xml).toMatch(/<testsuites name="drift from the upstream" tests="7" failures="7"/);
  });

  it("sends the upstream's secret to the upstream only: never to an answer, the dashboard, the log or an export", async () => {
    expect(new Set(secretsSeen)).toEqual(new Set([UPSTREAM.upstreamClientSecret]));
    const places = [
      JSON.stringify(ok(await proxy.call('getUpstream', { params: { clientId: client['X-Client-Id'] ?? '' } }))),
      JSON.stringify(ok(await proxy.call('sandboxGetDrift', { headers: client }))),
      JSON.stringify(ok(await proxy.call('listDashboardRequests', { headers: client }))),
      JSON.stringify(ok(await proxy.call('sandboxExport', { headers: client }))),
      log.lines.join('\n'),
    ];
    for (const place of places) expect(place).not.toContain(UPSTREAM.upstreamClientSecret);
  });
});
