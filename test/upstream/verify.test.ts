// The upstream mode's `verify`, against another sandbox as the upstream: the client's calls of public operations go
// there and its answers come back, checked against the contract; the sandbox's own operations stay here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, connect, ok, startTestServer, type TestServer } from '../support/server.js';

let upstream: TestServer;
let proxy: TestServer;
const UPSTREAM_CLIENT = { clientId: CLIENT.id, clientSecret: CLIENT.secret };

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
    expect(settings).toMatchObject({ url: upstream.apiUrl, mode: 'verify', clientId: CLIENT.id });
  });
});
