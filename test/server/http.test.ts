// The HTTP surface: every operation served and nothing else, authentication, isolation between clients,
// link token lifetime, and every error path answered with the envelope.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { pino } from 'pino';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations, pathTemplate, type OperationId, type OperationInfo } from '../../client/operations.js';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { seededRandom } from '../../server/deps/random.js';
import { createServices } from '../../server/domain/services.js';
import { expressServer } from '../../server/http/server.js';
import { sandboxInstitutions } from '../../server/institutions/simulator.js';
import {
  ADMIN_KEY,
  capturingLogger,
  CLIENT,
  clientHeaders,
  connect,
  fieldErrors,
  headersOf,
  ok,
  present,
  requestIdOf,
  startTestServer,
  withTestServer,
  type CallResult,
  type TestServer,
} from '../support/server.js';
import { deref, parametersFor, spec } from '../support/spec.js';

const { logger: captureLogs, lines: logLines } = capturingLogger();

let server: TestServer;
let other: ReturnType<typeof headersOf>;
beforeAll(async () => {
  server = await startTestServer({ logger: captureLogs });
  const created = ok(await server.call('createClient', { body: { name: 'Other' } }));
  other = headersOf(created);
});
afterAll(() => server?.close());

describe('routes', () => {
  it('registers exactly the operations of the spec, plus the links page, health, spec, docs and icon', async () => {
    const config = loadConfig({});
    const deps = {
      store: server.store,
      clock: server.clock,
      random: seededRandom('routes'),
      config,
      logger: pino({ level: 'silent' }),
      institutions: sandboxInstitutions,
    };
    const { api, admin } = createApp(deps, createServices(deps), { adminKeyHash: '' });
    const routes = (app: typeof api) =>
      (app.router as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] }).stack
        .filter((layer) => layer.route)
        .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m} ${layer.route!.path}`));
    const route = ({ method, path }: { method: string; path: string }) => `${method} ${pathTemplate(path, (name) => `:${name}`)}`;
    // Operations that client credentials do not authorise carry their own authentication on their route.
    const expected = [
      ...Object.values(operations).map(route),
      ...Object.values(operations)
        .filter((o) => o.auth === 'linkSession' || o.auth === 'none')
        .map(route),
      // And a stream (text/event-stream) its own, ahead of its JSON answer.
      ...Object.values(operations)
        .filter((o) => (o as OperationInfo).stream)
        .map(route),
    ];
    const pages = ['/', '/health', '/openapi.yaml', '/openapi.json', '/docs', '/favicon.ico'];
    const extras = pages.flatMap((page) => [`get ${page}`, `options ${page}`]);
    expect([...routes(api), ...routes(admin)].sort()).toEqual([...expected, ...extras, ...extras].sort());
  });

  it("builds each request and response with the app's prototypes, so Express has none to swap", async () => {
    const config = loadConfig({});
    const deps = {
      store: server.store,
      clock: server.clock,
      random: seededRandom('prototypes'),
      config,
      logger: pino({ level: 'silent' }),
      institutions: sandboxInstitutions,
    };
    const { api } = createApp(deps, createServices(deps), { adminKeyHash: '' });
    const http = expressServer(api);
    const built: boolean[] = [];
    // Before Express sees them: what Node built.
    http.prependListener('request', (req, res) =>
      built.push(Object.getPrototypeOf(req) === api.request && Object.getPrototypeOf(res) === api.response),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = http.address() as AddressInfo;
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect(built).toEqual([true]);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it.each(Object.keys(operations) as OperationId[])('serves %s', async (id) => {
    const params = {
      clientId: CLIENT.id,
      transferId: '55555555-5555-4555-8555-555555555555',
      connectionId: '55555555-5555-4555-8555-555555555555',
      eventId: 'evt_unknown',
      requestId: 'req_000000000000',
      username: 'alice',
      assetType: 'equity',
      brokerType: 'coinbase',
    };
    const result = await server.call(id, {
      body: ['get', 'delete'].includes(operations[id].method) || id === 'rotateWebhookSecret' || id === 'redeliverWebhook' ? undefined : {},
      params: { ...params, side: 'buy' },
    });
    expect(result.body.errorType).not.toBe('routeNotFound');
  });

  it('serves health, the spec and the docs', async () => {
    // The tests' global setup builds the docs when openapi.yaml changed (test/docs/docs.test.ts opens them).
    expect(await (await fetch(`${server.apiUrl}/health`)).json()).toMatchObject({ status: 'ok' });
    expect(await (await fetch(`${server.apiUrl}/openapi.yaml`)).text()).toContain('openapi: 3.1.0');
    expect(((await (await fetch(`${server.apiUrl}/openapi.json`)).json()) as { openapi: string }).openapi).toBe('3.1.0');
    const docs = await fetch(`${server.apiUrl}/docs`);
    expect(docs.headers.get('content-type')).toContain('text/html');
  });

  it('serves the spec as one document, the same in YAML and JSON, whose every $ref points into itself', async () => {
    const yaml = parse(await (await fetch(`${server.apiUrl}/openapi.yaml`)).text());
    const json = await (await fetch(`${server.apiUrl}/openapi.json`)).json();
    expect(yaml).toEqual(json);
    expect(json).toEqual(spec);
    expect(JSON.stringify(json).match(/"\$ref":"[^#][^"]*"/g)).toBeNull();
  });

  it('answers 404 routeNotFound for unknown paths, and keeps each listener to its half', async () => {
    for (const [url, method] of [
      [`${server.apiUrl}/api/v1/nothing`, 'GET'],
      [`${server.apiUrl}/admin/api/v1/clients`, 'POST'],
      [`${server.adminUrl}/api/v1/transfers/managed/networks`, 'GET'],
    ] as const) {
      const response = await fetch(url, { method, headers: { ...clientHeaders(), Authorization: `Bearer ${ADMIN_KEY}` } });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'notFound', errorType: 'routeNotFound' });
    }
  });
});

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

describe('link tokens', () => {
  const login = (linkToken: string) => ({ linkToken, type: 'gemini', username: 'lt', password: 'pass_good' });

  it('are the Base64 of the session Link page URL', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'u' } }));
    expect(Buffer.from(linkToken, 'base64').toString()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/link\/ls_[0-9a-f]{24}$/);
  });

  it('are single-use', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'u' } }));
    ok(await server.call('sandboxConnect', { body: login(linkToken) }));
    const again = await server.call('sandboxConnect', { body: login(linkToken) });
    expect(again.status).toBe(400);
    expect(again.body.errorType).toBe('linkTokenInvalid');
  });

  it('stay usable after a wrong password', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'u' } }));
    expect((await server.call('sandboxConnect', { body: { ...login(linkToken), password: 'wrong' } })).body.errorType).toBe(
      'invalidInstitutionCredentials',
    );
    ok(await server.call('sandboxConnect', { body: login(linkToken) }));
  });

  it('expire after 10 minutes', async () => {
    const early = ok(await server.call('createLinkToken', { body: { userId: 'u' } })).linkToken;
    const late = ok(await server.call('createLinkToken', { body: { userId: 'u' } })).linkToken;
    server.clock.advance(10 * 60 * 1000 - 1);
    ok(await server.call('sandboxConnect', { body: login(early) }));
    server.clock.advance(1);
    expect((await server.call('sandboxConnect', { body: login(late) })).body.errorType).toBe('linkTokenInvalid');
  });

  it('return a payment link only when asked', async () => {
    expect(
      ok(await server.call('createLinkToken', { body: { userId: 'u', transferOptions: { generatePayLink: true } } })).paymentLink,
    ).toMatch(/\/pay\/ls_/);
  });
});

describe('bad input', () => {
  const holdings = (body: unknown) => server.call('getHoldings', { body });

  it('names each missing field', async () => {
    const result = await holdings({});
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 'badRequest', errorType: 'missingField' });
    expect(
      fieldErrors(result)
        .map((e) => e.path)
        .sort(),
    ).toEqual(['/body/authToken', '/body/type']);
  });

  it('rejects unknown fields, wrong types, unknown enum values and unbounded strings', async () => {
    expect((await holdings({ authToken: 'a', type: 'robinhood', extra: 1 })).body.errorType).toBe('unknownField');
    expect((await holdings({ authToken: 'a', type: 'robinhood', includeMarketValue: 'yes' })).body.errorType).toBe('invalidField');
    expect((await holdings({ authToken: 'a', type: 'notABank' })).body.errorType).toBe('invalidField');
    expect((await holdings({ authToken: 'a'.repeat(5000), type: 'robinhood' })).body.errorType).toBe('invalidField');
    expect((await server.call('getPortfolio', { query: { UserId: 'u', TimezoneOffset: 'east' } })).body.errorType).toBe('invalidField');
    expect((await server.call('getPortfolio', { query: {} })).body.errorType).toBe('missingField');
  });

  it('refuses __proto__ and constructor as query parameters, as it refuses any unknown one', async () => {
    for (const name of ['__proto__', 'constructor', 'Surprise']) {
      const answer = await fetch(`${server.apiUrl}/api/v1/holdings/portfolio?UserId=u&${name}=1`, { headers: clientHeaders() });
      expect(answer.status, name).toBe(400);
      expect((await answer.json()) as object, name).toMatchObject({
        errorType: 'invalidField',
        // The message names what the operation takes instead.
        message: expect.stringMatching(
          new RegExp(`^query\\.${name}: \`${name}\` is not a query parameter of this operation; it takes \`UserId\``),
        ),
      });
    }
  });

  // Every integer query parameter of the spec, read from the spec itself.
  const integerParameters = Object.entries(spec.paths as Record<string, Record<string, { operationId: string }>>).flatMap(([path, item]) =>
    Object.values(item)
      .filter((op) => op?.operationId)
      .flatMap((op) =>
        parametersFor(path, op)
          .filter((p) => p.in === 'query' && deref(p.schema).type === 'integer')
          .map((p) => [op.operationId as OperationId, p.name as string] as const),
      ),
  );

  it('knows every integer query parameter of the spec', () => {
    expect(integerParameters.length).toBeGreaterThan(0);
    const derived = Object.entries(operations).flatMap(([id, info]) =>
      ((info as OperationInfo).integerQuery ?? []).map((name) => [id, name]),
    );
    expect(derived.sort()).toEqual([...integerParameters].sort());
  });

  it.each(integerParameters)('reads %s %s in decimal digits only: 0x10 is not 16', async (id, name) => {
    const required: Record<string, string> = id === 'getPortfolio' ? { UserId: 'u' } : {};
    const params = { assetType: 'equity' }; // listAssets' path parameter
    for (const value of ['0x10', '1e1', ' 16', '0b1', '1.0', '0o7', 'Infinity']) {
      const result = await server.call(id, { query: { ...required, [name]: value }, params });
      expect(result.status, value).toBe(400);
      expect(result.body.errorType, value).toBe('invalidField');
      expect(fieldErrors(result)[0], value).toMatchObject({ path: `/query/${name}`, errorCode: 'type' });
      expect(result.body.message, value).toContain(`query.${name} must be an integer in decimal digits`);
    }
    for (const value of ['16', '+16', '-0', '0']) {
      const result = await server.call(id, { query: { ...required, [name]: value }, params });
      const named = result.status === 400 ? fieldErrors(result).filter((e) => e.path === `/query/${name}` && e.errorCode === 'type') : [];
      expect(named, value).toEqual([]);
    }
  });

  it('answers malformed JSON and a wrong media type with malformedBody', async () => {
    expect((await server.call('getHoldings', { rawBody: '{"authToken":' })).body).toMatchObject({
      status: 'badRequest',
      errorType: 'malformedBody',
    });
    const text = await fetch(`${server.apiUrl}/api/v1/holdings/get`, {
      method: 'POST',
      headers: { ...clientHeaders(), 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ errorType: 'malformedBody' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const result = await server.call('getHoldings', { rawBody: JSON.stringify({ authToken: 'a'.repeat(1_100_000), type: 'robinhood' }) });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ status: 'badRequest', errorType: 'payloadTooLarge' });
  });
});

describe('rate limit', () => {
  it('counts requests in windows of burst / per-second seconds, says so in the RateLimit headers, answers 429 with Retry-After past them, and recovers', async () => {
    await withTestServer({ env: { RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_SECOND: '1' } }, async (limited) => {
      for (let i = 0; i < 3; i++) {
        const answer = await limited.call('listNetworks');
        ok(answer);
        expect(answer.headers.get('ratelimit-policy')).toMatch(/^"requests"; q=3; w=3; pk=:[A-Za-z0-9+/=]+:$/);
        expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"requests"; r=${2 - i}; t=\\d+$`));
      }
      limited.clock.advance(2000);
      const over = await limited.call('listNetworks');
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ status: 'tooManyRequest', errorType: 'rateLimited', errorData: { retryAfterSeconds: 1 } });
      expect(over.headers.get('retry-after')).toBe('1');
      expect(over.headers.get('ratelimit')).toMatch(/^"requests"; r=0; /);
      limited.clock.advance(1000);
      ok(await limited.call('listNetworks'));
    });
  });
});

describe('the CORS policy', () => {
  it('lets no other origin call the API: a preflight gets 204 without any Access-Control-Allow header, before authentication', async () => {
    for (const path of ['/api/v1/linktoken', '/api/v1/link/session/connect', '/admin/api/v1/clients']) {
      const preflight = await fetch(`${server.apiUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(
        [...preflight.headers.keys()].filter((name) => name.startsWith('access-control-')),
        path,
      ).toEqual([]);
    }
    const simple = await server.call('listNetworks', { headers: { ...clientHeaders(), Origin: 'https://app.example.com' } });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('hostile bodies', () => {
  it('get a short answer: the first 20 problems and their total, and a body past the bounds is refused before validation', async () => {
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`unknown${i}`, i]));
    const some = await server.call('createLinkToken', { body: { userId: 'u', ...fifty } });
    expect(some.status).toBe(400);
    expect(fieldErrors(some)).toHaveLength(20);
    expect(some.body.errorData).toMatchObject({ total: 50 });

    const huge = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]));
    const rawBody = JSON.stringify({ userId: 'u', ...huge });
    expect(rawBody.length).toBeGreaterThan(600_000);
    const refused = await server.call('createLinkToken', { rawBody });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorType: 'badRequest',
      errorData: { errors: [{ path: '/body', errorCode: 'tooLarge' }], total: 1 },
    });
    expect(JSON.stringify(refused.body).length).toBeLessThan(1_000);

    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { deep };
    const nested = await server.call('createLinkToken', { body: { userId: 'u', transferOptions: deep } });
    expect(nested.status).toBe(400);
    expect(fieldErrors(nested)[0]).toMatchObject({ errorCode: 'tooLarge' });
  });
});

describe('strings with NUL or an unpaired surrogate', () => {
  it('are refused with 400 invalidField naming the field, in a body value, a nested value, a key, the query and the path', async () => {
    const cases: [OperationId, Parameters<TestServer['call']>[1], string][] = [
      ['createLinkToken', { body: { userId: 'a\u0000b' } }, '/body/userId'],
      ['createLinkToken', { body: { userId: '\ud800x' } }, '/body/userId'],
      ['createLinkToken', { body: { userId: 'x\udc00' } }, '/body/userId'],
      [
        'createLinkToken',
        { body: { userId: 'u', transferOptions: { transactionId: 'order\u0000' } } },
        '/body/transferOptions/transactionId',
      ],
      ['createLinkToken', { body: { userId: 'u', 'a\u0000': 1 } }, '/body/a\u0000'],
      ['getFiatBalances', { query: { UserId: 'a\u0000b' } }, '/query/UserId'],
      ['getTransfer', { params: { transferId: '\u0000' } }, '/path'],
    ];
    for (const [id, options, path] of cases) {
      const refused = await server.call(id, options);
      expect(refused.status, `${id} ${path}`).toBe(400);
      expect(refused.body).toMatchObject({ errorType: 'invalidField' });
      expect(fieldErrors(refused)[0]).toMatchObject({ path, errorCode: 'unsafeString' });
    }
    expect(ok(await server.call('createLinkToken', { body: { userId: 'emoji 😀 and ü are fine' } })).linkToken).toBeTruthy();
  });

  it('never reach an operation: every operation that takes a body or a query answers 400, never 500', async () => {
    // The body is read after authentication: the Link page's operations get a session.
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'unsafe-strings' } }));
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
    for (const id of Object.keys(operations) as OperationId[]) {
      const { body, query, auth } = operations[id];
      if (!body && !query.length) continue;
      const result = await server.call(id, {
        ...(body ? { body: { 'bad\u0000key': 'x' } } : {}),
        ...(query.length ? { query: Object.fromEntries(query.map((name) => [name, 'a\u0000'])) } : {}),
        params: { clientId: CLIENT.id, transferId: '00000000-0000-4000-8000-000000000000', eventId: 'evt_1', username: 'alice' },
        ...(auth === 'linkSession' ? { headers: { Authorization: `Bearer ${sessionToken}` } } : {}),
      });
      expect(result.status, `${id} answered ${result.status}`).toBe(400);
      expect(fieldErrors(result)[0]?.errorCode, id).toBe('unsafeString');
    }
  });
});

describe("the spec's defaults", () => {
  it('reach the handlers with request validation on (it fills them) and off (the route does)', async () => {
    for (const VALIDATE_REQUESTS of ['true', 'false']) {
      await withTestServer({ env: { VALIDATE_REQUESTS } }, async (defaults) => {
        const account = await connect(defaults, 'gemini', { userId: 'defaults-user' });
        const holdings = ok(await defaults.call('getHoldings', { body: { authToken: account.tokenId, type: 'gemini' } }));
        expect(
          holdings.cryptocurrencyPositions.every((p) => p.marketValue === undefined),
          VALIDATE_REQUESTS,
        ).toBe(true); // includeMarketValue: false
        const portfolio = ok(await defaults.call('getPortfolio', { query: { UserId: 'defaults-user' } }));
        expect(
          portfolio.cryptocurrencyPositions.every((p) => Number.isFinite(p.totalDailyReturn)),
          VALIDATE_REQUESTS,
        ).toBe(true); // TimezoneOffset: 0
      });
    }
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every answer of the operations whose result declares it (those that hand out secrets, tokens or personal data), and on no other', async () => {
    const declared = (Object.keys(operations) as OperationId[]).filter((id) => (operations[id] as { noStore?: boolean }).noStore);
    expect(declared.sort()).toEqual([
      'authenticate',
      'createAdminToken',
      'createCatalogLink',
      'createClient',
      'createLinkToken',
      'dashboardRotateWebhookSecret',
      'getAuthenticationLink',
      'getCatalogLink',
      'linkConnect',
      'refreshToken',
      'rotateWebhookSecret',
      'sandboxConnect',
      'sandboxImport',
      'setWebhook',
      'startLinkSession',
      'verifyAccount',
      'verifyExchangeAccount',
    ]);
    const seen = new Map<OperationId, string | null>();
    const note = async <K extends OperationId>(id: K, result: Promise<CallResult<K>>) => {
      const answered = await result;
      seen.set(id, answered.headers.get('cache-control'));
      return ok(answered);
    };
    const { linkToken } = await note('createLinkToken', server.call('createLinkToken', { body: { userId: 'no-store' } }));
    const connected = await note(
      'sandboxConnect',
      server.call('sandboxConnect', { body: { linkToken, type: 'tdAmeritrade', username: 'no-store', password: 'pass_good' } }),
    );
    await note(
      'refreshToken',
      server.call('refreshToken', {
        body: { refreshToken: present(connected.accessToken?.accountTokens[0]).refreshToken, type: 'tdAmeritrade' },
      }),
    );
    const { linkToken: pageToken } = ok(await server.call('createLinkToken', { body: { userId: 'no-store' } }));
    const { sessionToken } = await note('startLinkSession', server.call('startLinkSession', { body: { linkToken: pageToken } }));
    await note(
      'linkConnect',
      server.call('linkConnect', {
        body: { type: 'tdAmeritrade', username: 'no-store-2', password: 'pass_good' },
        headers: { Authorization: `Bearer ${sessionToken}` },
      }),
    );
    const created = await note('createClient', server.call('createClient', { body: { name: 'No store' } }));
    await note(
      'createAdminToken',
      server.call('createAdminToken', { body: { clientId: created.clientId, clientSecret: present(created.clientSecret) } }),
    );
    await note(
      'setWebhook',
      server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: 'http://127.0.0.1:9/hooks' } }),
    );
    await note('rotateWebhookSecret', server.call('rotateWebhookSecret', { params: { clientId: created.clientId } }));
    await note('dashboardRotateWebhookSecret', server.call('dashboardRotateWebhookSecret', { body: {}, headers: headersOf(created) }));
    const exported = ok(await server.call('sandboxExport'));
    await note('sandboxImport', server.call('sandboxImport', { body: exported, headers: headersOf(created) }));
    // Connecting without the Link UI hands out tokens and Link page sessions, as catalog links do; an account's owner
    // is personal data.
    const authenticated = await note(
      'authenticate',
      server.call('authenticate', {
        query: { userId: 'no-store' },
        body: { type: 'gemini', username: 'no-store-3', password: 'pass_good' },
      }),
    );
    await note(
      'getAuthenticationLink',
      server.call('getAuthenticationLink', { params: { brokerType: 'coinbase' }, query: { userId: 'no-store' } }),
    );
    await note('getCatalogLink', server.call('getCatalogLink', { query: { UserId: 'no-store' } }));
    await note('createCatalogLink', server.call('createCatalogLink', { query: { UserId: 'no-store' }, body: {} }));
    const gemini = present(ok(await server.call('listIntegrations')).items.find((i) => i.type === 'gemini')).id;
    const owner = { authToken: present(authenticated.accountTokens?.[0]?.tokenId), integrationId: gemini };
    await note('verifyAccount', server.call('verifyAccount', { body: owner }));
    await note('verifyExchangeAccount', server.call('verifyExchangeAccount', { body: owner }));
    for (const id of declared) expect(seen.get(id), id).toBe('no-store');
    for (const id of ['listNetworks', 'getTransfer'] as const)
      expect(
        (await server.call(id, { params: { transferId: '00000000-0000-4000-8000-000000000000' } })).headers.get('cache-control'),
        id,
      ).toBeNull();
  });
});

describe('routing', () => {
  it('is exact and case-sensitive: an admin path in other letter case on the public port is a 404, before any validation', async () => {
    const { logger, lines: logs } = capturingLogger();
    await withTestServer({ logger }, async (strict) => {
      for (const path of ['/ADMIN/api/v1/clients', '/Admin/api/v1/clients', '/API/v1/linktoken']) {
        const response = await fetch(`${strict.apiUrl}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 1 }),
        });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toMatchObject({ errorType: 'routeNotFound' });
      }
      expect(logs.filter((line) => /"level":50/.test(line))).toEqual([]);
    });
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

describe('rate limit keys', () => {
  it('are the authenticated client, whatever the letter case of X-Client-Id', async () => {
    await withTestServer({ env: { RATE_LIMIT_BURST: '4', RATE_LIMIT_PER_SECOND: '1' } }, async (limited) => {
      const created = ok(await limited.call('createClient', { body: { name: 'Cased' } }));
      const { clientId: id } = created;
      const secret = present(created.clientSecret);
      expect(id).toMatch(/[a-f]/); // letters to change the case of
      const casings = [
        id,
        id.toUpperCase(),
        id.replace(/[a-f]/, (c) => c.toUpperCase()),
        id.replace(/[a-f]([^a-f]*)$/, (c) => c.toUpperCase()),
      ];
      expect(new Set(casings).size).toBe(4);
      for (const casing of casings) ok(await limited.call('listNetworks', { headers: clientHeaders({ id: casing, secret }) }));
      const over = await limited.call('listNetworks', { headers: clientHeaders({ id: id.toUpperCase(), secret }) });
      expect(over.status).toBe(429);
    });
  });
});

describe('unexpected failures', () => {
  it('are answered serverFailure with a request id and no internals, and logged', async () => {
    const broken = await startTestServer({ logger: captureLogs });
    await broken.store.close();
    const result = await broken.call('getFiatBalances', { query: { UserId: 'u' } });
    expect(result.status).toBe(500);
    expect(result.body).toMatchObject({
      status: 'serverFailure',
      errorType: 'unexpectedError',
      errorData: { requestId: result.headers.get('x-request-id') },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/PGlite|SQLite|closed|destroyed|at .*\.ts/i);
    expect(logLines.some((l) => l.includes(requestIdOf(result)) && l.includes('unexpected failure'))).toBe(true);
    await broken.close().catch(() => undefined);
  });
});

describe('the logs of a failing store', () => {
  it("hold the failure's name, code and message, never its SQL parameters or any secret", async () => {
    const { logger, lines } = capturingLogger();
    await withTestServer({ logger }, async (failing) => {
      const created = ok(await failing.call('createClient', { body: { name: 'Logged' } }));
      const secret = present(created.clientSecret);
      const hook = present(
        ok(await failing.call('setWebhook', { params: { clientId: created.clientId }, body: { url: 'http://127.0.0.1:9/a' } })).secret,
      );
      // Every write to the clients table fails from now on: the store's error carries the query and its parameters.
      await sql`CREATE TRIGGER refuse_clients BEFORE UPDATE ON api_clients BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(
        failing.store.db,
      );
      const rotated = await failing.call('rotateWebhookSecret', { params: { clientId: created.clientId } }); // a new whsec_ secret as a parameter
      expect(rotated.status).toBe(500);
      expect(
        (await failing.call('setWebhook', { params: { clientId: created.clientId }, body: { url: `http://127.0.0.1:9/${secret}` } }))
          .status,
      ).toBe(500);
      const failures = lines.filter((line) => line.includes('unexpected failure'));
      expect(failures).toHaveLength(2);
      for (const line of failures) {
        expect(JSON.parse(line).error).toMatchObject({ message: expect.stringContaining('refused by the test') });
        for (const known of [secret, hook, ADMIN_KEY, CLIENT.secret, 'whsec_', 'sk_sandbox_']) expect(line, known).not.toContain(known);
        expect(line).not.toMatch(/"(parameters|sql|query)"/);
      }
    });
  });
});

describe('wallet verification', () => {
  const wallet = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
  const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

  it('records a verification only when the signature verifies for the address', async () => {
    const message = 'I own this wallet';
    const userId = 'wallet-user';
    const verify = async (signature: string, address = wallet.address) => {
      const { linkToken } = ok(
        await server.call('createLinkToken', {
          body: { userId, verifyWalletOptions: { message, verificationMethods: ['signedMessage'] } },
        }),
      );
      return server.call('sandboxVerifyWallet', { body: { linkToken, address, message, signature } });
    };
    const forged = await verify(await stranger.signMessage({ message }));
    expect(forged.status).toBe(400);
    expect(forged.body.errorType).toBe('invalidSignature');
    expect((await verify(`0x${'00'.repeat(65)}`)).body.errorType).toBe('invalidSignature');
    expect(ok(await server.call('listWalletVerifications', { query: { UserId: userId } })).verifications).toEqual([]);

    const signature = await wallet.signMessage({ message });
    const recorded = ok(await verify(signature));
    expect(recorded).toMatchObject({
      userId,
      address: wallet.address,
      networkType: 'evm',
      verificationMethod: 'signedMessage',
      signedMessageHash: signature,
      timestamp: Math.floor(server.clock.now() / 1000),
    });
    const list = ok(
      await server.call('listWalletVerifications', { query: { UserId: userId, Address: wallet.address.toLowerCase() } }),
    ).verifications;
    expect(list).toEqual([recorded]);
    // By the wallet alone, whoever verified it.
    expect(ok(await server.call('listWalletVerifications', { query: { Address: wallet.address } })).verifications).toEqual([recorded]);
    expect(ok(await server.call('listWalletVerifications', { query: { UserId: userId }, headers: other })).verifications).toEqual([]);
  });

  it('holds the user to the message of the link token', async () => {
    const { linkToken } = ok(
      await server.call('createLinkToken', { body: { userId: 'w2', verifyWalletOptions: { message: 'Expected message' } } }),
    );
    const message = 'Another message';
    const result = await server.call('sandboxVerifyWallet', {
      body: { linkToken, address: wallet.address, message, signature: await wallet.signMessage({ message }) },
    });
    expect(result.body.errorType).toBe('invalidField');
  });
});

describe('logs', () => {
  it('never contain secrets or tokens', async () => {
    const { accessToken, refreshToken } = await connect(server, 'coinbase', { username: 'logs' });
    ok(await server.call('refreshToken', { body: { refreshToken, type: 'coinbase' } }));
    const log = logLines.join('');
    expect(log).toContain('"requestId"');
    for (const secret of [CLIENT.secret, ADMIN_KEY, accessToken, refreshToken, other['X-Client-Secret']]) expect(log).not.toContain(secret);
  });

  it('hold no Link session id: a Link flow, its payment link and the spellings the router decodes are logged redacted', async () => {
    const { linkToken, paymentLink } = ok(
      await server.call('createLinkToken', { body: { userId: 'logs-link', transferOptions: { generatePayLink: true } } }),
    );
    const page = Buffer.from(linkToken, 'base64').toString('utf8');
    const id = present(/ls_[0-9a-f]+/.exec(page))[0];
    const spellings = [page, present(paymentLink), page.replace('/link/ls_', '/link/%6Cs_'), page.replace('/link/', '//link/')];
    for (const url of spellings) await (await fetch(url)).text();
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
    const auth = { Authorization: `Bearer ${sessionToken}` };
    ok(await server.call('linkConnect', { body: { type: 'coinbase', username: 'u', password: 'pass_good' }, headers: auth }));
    const log = logLines.join('');
    expect(log).toContain('"path":"/link/:sessionId"');
    expect(log).toContain('"path":"/pay/:sessionId"');
    expect(log).toContain('"path":"/api/v1/link/session/connect"');
    for (const secret of [id, id.slice(3), linkToken, sessionToken]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/ls_[0-9a-f]/i);
  });
});
