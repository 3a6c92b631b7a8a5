// The routes: every operation of the spec served and nothing else, paths matched exactly, and the spec's defaults applied.
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
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
  ok,
  startTestServer,
  withTestServer,
  type TestServer,
} from '../support/server.js';
import { spec } from '../support/spec.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({});
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
      faultId: 'rule-1',
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
