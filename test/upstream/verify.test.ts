// The upstream mode's `verify`, against another sandbox as the upstream: the client's calls of public operations go
// there and its answers come back, checked against the contract; the sandbox's own operations stay here. The
// dashboard marks the calls that went upstream, on either store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { storeKinds } from '../support/postgres.js';
import { CLIENT, connect, headersOf, ok, requestIdOf, startTestServer, startTestServerOn, type TestServer } from '../support/server.js';

let upstream: TestServer;
let proxy: TestServer;
const UPSTREAM_CLIENT = { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret };

beforeAll(async () => {
  upstream = await startTestServer();
  proxy = await startTestServer({ env: { UPSTREAM_URL: upstream.apiUrl } });
  ok(await proxy.call('setUpstream', { params: { clientId: CLIENT.id }, body: { ...UPSTREAM_CLIENT, mode: 'verify' } }));
});
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
});

describe('verify, with another sandbox as the upstream', () => {
  it("answers a public operation with the upstream's answer, and reports no drift", async () => {
    const account = await connect(upstream, 'coinbase'); // connected upstream, as a user connects in production
    const holdings = await proxy.call('getHoldings', { body: { authToken: account.accessToken, type: 'coinbase' } });
    expect(holdings.status).toBe(200);
    expect(holdings.headers.get('sandbox-upstream')).toBe('verify');
    const direct = ok(await upstream.call('getHoldings', { body: { authToken: account.accessToken, type: 'coinbase' } }));
    expect(ok(holdings)).toEqual(direct);
    const report = ok(await proxy.call('sandboxGetDrift'));
    expect(report.entries).toEqual([]);
    expect(report.calls).toBe(1);
  });

  it('keeps the upstream secret out of every answer', async () => {
    const settings = ok(await proxy.call('getUpstream', { params: { clientId: CLIENT.id } }));
    expect(JSON.stringify(settings)).not.toContain(CLIENT.secret);
    expect(settings).toMatchObject({ url: upstream.apiUrl, mode: 'verify', upstreamClientId: CLIENT.id });
  });
});

describe('the upstream configuration', () => {
  const base = { SANDBOX_CLIENT_ID: CLIENT.id, SANDBOX_CLIENT_SECRET: CLIENT.secret };
  it('takes https anywhere and http on this machine only, without credentials in the URL', () => {
    expect(loadConfig({ ...base, UPSTREAM_URL: 'https://api.example.com/' }).upstream?.url).toBe('https://api.example.com');
    expect(loadConfig({ ...base, UPSTREAM_URL: 'http://127.0.0.1:4000' }).upstream?.url).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ ...base, UPSTREAM_URL: 'http://[::1]:4000' }).upstream?.mode).toBe('verify');
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'http://api.example.com' })).toThrow(/https unless it is on this machine/);
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'https://me:pw@api.example.com' })).toThrow(/must not hold credentials/);
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'ftp://api.example.com' })).toThrow(/UPSTREAM_URL must be a base URL/);
  });

  it('names a mode it does not know, credentials given by half, and settings without an upstream', () => {
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'https://a.example', UPSTREAM_MODE: 'mirror' })).toThrow(
      /UPSTREAM_MODE must be one of verify, shadow, record/,
    );
    expect(() => loadConfig({ ...base, UPSTREAM_URL: 'https://a.example', UPSTREAM_CLIENT_ID: 'x' })).toThrow(/go together/);
    expect(() => loadConfig({ ...base, UPSTREAM_MODE: 'shadow' })).toThrow(/need UPSTREAM_URL/);
    expect(loadConfig(base).upstream).toBeUndefined();
  });

  it('answers 404 upstreamNotFound for a client without upstream credentials, and refuses shadowWrites that only read', async () => {
    const created = ok(await proxy.call('createClient', { body: { name: 'No upstream' } }));
    const missing = await proxy.call('getUpstream', { params: { clientId: created.clientId } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorType: 'upstreamNotFound' });
    const reads = await proxy.call('setUpstream', {
      params: { clientId: created.clientId },
      body: { ...UPSTREAM_CLIENT, shadowWrites: ['getHoldings'] },
    });
    expect(reads.status).toBe(400);
    expect(reads.body.message).toContain('`getHoldings` is not one');
  });
});

// The dashboard keeps its calls in memory on SQLite and in the database on PostgreSQL, where the mark must go too.
describe.each(storeKinds)('the dashboard of a verify sandbox, on %s', (kind) => {
  let marked: TestServer;
  beforeAll(async () => {
    marked = await startTestServerOn(kind, { env: { UPSTREAM_URL: upstream.apiUrl } });
    ok(await marked.call('setUpstream', { params: { clientId: CLIENT.id }, body: { ...UPSTREAM_CLIENT, mode: 'verify' } }));
  });
  afterAll(() => marked?.close());
  it('marks each call that went upstream in the dashboard, and no call the sandbox answered alone', async () => {
    const proxied = await marked.call('listNetworks');
    expect(proxied.headers.get('sandbox-upstream')).toBe('verify');
    const own = await marked.call('sandboxGetDrift'); // the sandbox's own operation: never upstream
    expect(own.headers.get('sandbox-upstream')).toBeNull();
    const created = ok(await marked.call('createClient', { body: { name: 'No upstream' } }));
    const alone = await marked.call('listNetworks', { headers: headersOf(created) }); // a client with no upstream credentials
    expect(alone.headers.get('sandbox-upstream')).toBeNull();

    const kept = async (headers?: Record<string, string>) =>
      new Map(ok(await marked.call('listDashboardRequests', { headers })).requests.map((r) => [r.requestId, r]));
    const mine = await kept();
    expect(mine.get(requestIdOf(proxied))).toMatchObject({ operationId: 'listNetworks', httpStatus: 200, upstream: 'verify' });
    expect(mine.get(requestIdOf(own))).toMatchObject({ operationId: 'sandboxGetDrift' });
    expect(mine.get(requestIdOf(own))).not.toHaveProperty('upstream');
    const theirs = (await kept(headersOf(created))).get(requestIdOf(alone));
    expect(theirs).toMatchObject({ operationId: 'listNetworks' });
    expect(theirs).not.toHaveProperty('upstream');
    // The opened call says it too; the upstream's own sandbox, which answered it, kept it unmarked.
    expect(ok(await marked.call('getDashboardRequest', { params: { requestId: requestIdOf(proxied) } }))).toMatchObject({
      upstream: 'verify',
    });
    const upstreamKept = ok(await upstream.call('listDashboardRequests', { query: { operationId: 'listNetworks' } })).requests;
    expect(upstreamKept.length).toBeGreaterThan(0);
    for (const call of upstreamKept) expect(call).not.toHaveProperty('upstream');
  });
});
