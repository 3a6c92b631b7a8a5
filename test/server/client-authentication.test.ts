// Client authentication over HTTP: credentials checked, failures answered and throttled, and each client kept to its own data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, clientHeaders, connect, headersOf, ok, startTestServer, withTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let other: ReturnType<typeof headersOf>;
beforeAll(async () => {
  server = await startTestServer({});
  const created = ok(await server.call('createClient', { body: { name: 'Other' } }));
  other = headersOf(created);
});
afterAll(() => server?.close());

describe('authentication', () => {
  const networks = (headers: Record<string, string>) => server.call('listNetworks', { headers });

  it('comes before routing everywhere under /api/v1: an unknown path there answers 401 without credentials', async () => {
    for (const path of ['/api/v1', '/api/v1/', '/api/v1/nothing', '/api/v1?x=1']) {
      const response = await fetch(`${server.apiUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ errorType: 'missingCredentials' });
    }
    expect((await fetch(`${server.apiUrl}/api/v1x`)).status).toBe(404); // not under /api/v1
  });

  it('requires both client headers, or a Bearer id_token', async () => {
    expect((await networks({})).body).toMatchObject({ status: 'permissionDenied', errorType: 'missingCredentials' });
    const oneHeader = await networks({ 'X-Client-Id': CLIENT.id });
    expect(oneHeader.status).toBe(401);
    expect(oneHeader.body.errorType).toBe('missingCredentials');
    expect(oneHeader.body.message).toContain('both');
  });

  it('gives no hint whether a client id exists', async () => {
    const wrongSecret = await networks({ 'X-Client-Id': CLIENT.id, 'X-Client-Secret': 'nope' });
    const unknownId = await networks({ 'X-Client-Id': '22222222-2222-4222-8222-222222222222', 'X-Client-Secret': 'nope' });
    const malformedId = await networks({ 'X-Client-Id': 'not-a-uuid', 'X-Client-Secret': 'nope' });
    for (const result of [wrongSecret, unknownId, malformedId]) expect(result.status).toBe(401);
    expect(unknownId.body).toEqual(wrongSecret.body);
    expect(malformedId.body).toEqual(wrongSecret.body);
  });

  it('accepts an id_token until it expires', async () => {
    const { id_token } = ok(await server.call('createAdminToken', { body: { clientId: CLIENT.id, clientSecret: CLIENT.secret } }));
    ok(await networks({ Authorization: `Bearer ${id_token}` }));
    expect((await networks({ Authorization: 'Bearer forged.token.here' })).body.errorType).toBe('invalidIdToken');
    server.clock.advance(3601 * 1000);
    try {
      expect((await networks({ Authorization: `Bearer ${id_token}` })).body.errorType).toBe('invalidIdToken');
    } finally {
      server.clock.advance(-3601 * 1000);
    }
  });

  it('issues id tokens only for valid client credentials and only with the admin key', async () => {
    const badSecret = await server.call('createAdminToken', { body: { clientId: CLIENT.id, clientSecret: 'wrong' } });
    expect(badSecret.status).toBe(401);
    expect(badSecret.body.errorType).toBe('invalidCredentials');
    const badKey = await server.call('createAdminToken', {
      body: { clientId: CLIENT.id, clientSecret: CLIENT.secret },
      headers: { Authorization: 'Bearer wrong' },
    });
    expect(badKey.status).toBe(401);
    expect(badKey.body.errorType).toBe('invalidAdminKey');
    // Sent the right way but wrong: the message says the key is wrong, not how to send it.
    expect(badKey.body.message).toMatch(/^The admin key is wrong/);
  });

  it('takes the Bearer scheme in any case, as HTTP auth schemes are case-insensitive', async () => {
    const { id_token } = ok(await server.call('createAdminToken', { body: { clientId: CLIENT.id, clientSecret: CLIENT.secret } }));
    ok(await networks({ Authorization: `bearer ${id_token}` }));
    ok(await networks({ Authorization: `BEARER ${id_token}` }));
  });
});

describe('failed authentication', () => {
  it('is limited per source address across both listeners: past the allowance every attempt gets 429 until it refills', async () => {
    await withTestServer({ env: { AUTH_FAILURE_BURST: '3', AUTH_FAILURE_PER_SECOND: '1' } }, async (guarded) => {
      const wrong = clientHeaders({ id: CLIENT.id, secret: 'sk_wrong_0123456789abcdef0123456789' });
      expect((await guarded.call('listNetworks', { headers: wrong })).status).toBe(401);
      expect((await guarded.call('createClient', { body: { name: 'x' }, headers: { Authorization: 'Bearer admin_wrong' } })).status).toBe(
        401,
      );
      expect((await guarded.call('listNetworks', { headers: { Authorization: 'Bearer not-an-id-token' } })).status).toBe(401);
      for (const headers of [wrong, clientHeaders()]) {
        const refused = await guarded.call('listNetworks', { headers });
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ errorType: 'rateLimited', errorData: { retryAfterSeconds: 1 } });
        expect(refused.headers.get('retry-after')).toBe('1');
      }
      expect((await guarded.call('createClient', { body: { name: 'x' } })).status).toBe(429); // the admin listener too
      guarded.clock.advance(1_000);
      ok(await guarded.call('listNetworks'));
    });
  });

  it('counts the client secrets the admin Token operation checks, with the right admin key', async () => {
    await withTestServer({ env: { AUTH_FAILURE_BURST: '3', AUTH_FAILURE_PER_SECOND: '1' } }, async (guarded) => {
      const guess = (clientSecret: string) => guarded.call('createAdminToken', { body: { clientId: CLIENT.id, clientSecret } });
      for (let i = 0; i < 3; i++)
        expect((await guess(`sk_guess_${i}_0123456789abcdef0123456789`)).body.errorType).toBe('invalidCredentials');
      const refused = await guess('sk_guess_3_0123456789abcdef0123456789');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect((await guess(CLIENT.secret)).status).toBe(429); // refused before the secret is looked at: right or wrong, the same answer
      guarded.clock.advance(1_000);
      ok(await guess(CLIENT.secret));
    });
  });

  it('counts every failure of attempts sent at once: no more 401s than the allowance', async () => {
    await withTestServer({ env: { AUTH_FAILURE_BURST: '3', AUTH_FAILURE_PER_SECOND: '1' } }, async (guarded) => {
      const wrong = (i: number) => clientHeaders({ id: CLIENT.id, secret: `sk_wrong_${i}_0123456789abcdef0123456789` });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => guarded.call('listNetworks', { headers: wrong(i) })));
      expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    });
  });
});

describe('isolation between API clients', () => {
  it("treats another client's token, link token and users as unknown", async () => {
    const mine = await connect(server, 'coinbase', { userId: 'isolated-user', username: 'iso' });
    const theirs = await server.call('getHoldings', { body: { authToken: mine.tokenId, type: 'coinbase' }, headers: other });
    const unknown = await server.call('getHoldings', { body: { authToken: 'at_unknown', type: 'coinbase' }, headers: other });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'isolated-user' } }));
    expect(
      (await server.call('sandboxConnect', { body: { linkToken, type: 'gemini', username: 'x', password: 'pass_good' }, headers: other }))
        .body.errorType,
    ).toBe('linkTokenInvalid');
    expect(ok(await server.call('getPortfolio', { query: { UserId: 'isolated-user' }, headers: other })).cryptocurrencyPositions).toEqual(
      [],
    );
    expect(ok(await server.call('getFiatBalances', { query: { UserId: 'isolated-user' }, headers: other })).fiatBalances).toEqual([]);
    expect((await server.call('deleteAccount', { body: { authToken: mine.tokenId, type: 'coinbase' }, headers: other })).status).toBe(404);
    ok(await server.call('getHoldings', { body: { authToken: mine.tokenId, type: 'coinbase' } }));
  });
});
