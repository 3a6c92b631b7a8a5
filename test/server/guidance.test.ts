// Errors that point the way (openapi.yaml, info "Finding your way"), seen as a newcomer sees them over HTTP: GET /
// links to the docs, a wrong method names the right one, an unknown path the closest operation, a missing body
// the fields it needs, and a near-miss enum value the value meant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, pathTemplate, type OperationId, type OperationInfo } from '../../client/operations.js';
import { ADMIN_KEY, clientHeaders, expectConformant, fieldErrors, startTestServer, type TestServer } from '../support/server.js';
import { deref, spec, specOperation } from '../support/spec.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const admin = { Authorization: `Bearer ${ADMIN_KEY}` };
const json = async (response: Response) =>
  (await response.json()) as { status: string; message: string; errorType: string; content?: unknown };

/** The fields the spec's request body of an operation requires, read from openapi.yaml itself. */
const requiredBodyFields = (id: OperationId): string[] =>
  deref(deref(specOperation(id).op.requestBody).content['application/json'].schema).required;

describe('GET /', () => {
  it('answers JSON with links to the docs, the spec and the health check, on both listeners', async () => {
    const common = { docs: '/docs', openapiYaml: '/openapi.yaml', openapiJson: '/openapi.json', health: '/health' };
    for (const [base, links] of [
      [server.apiUrl, { ...common, console: '/console', dashboard: '/dashboard' }],
      [server.adminUrl, common],
    ] as const) {
      const response = await fetch(`${base}/`);
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body).toMatchObject({ status: 'ok', content: { links } });
      expect(Object.keys((body as { content: { links: object } }).content.links).sort()).toEqual(Object.keys(links).sort());
      for (const link of Object.values(links).filter((l) => l !== '/docs'))
        expect((await fetch(`${base}${link}`)).status, `${base}${link}`).toBe(200);
    }
  });

  it('answers a browser with a page of the same links', async () => {
    const response = await fetch(`${server.apiUrl}/`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const link of ['/docs', '/console', '/dashboard', '/openapi.yaml', '/openapi.json', '/health'])
      expect(html).toContain(`href="${link}"`);
    expect(html).toContain(spec.info.title);
  });
});

describe('a method the path does not take', () => {
  it('is 405 with Allow, and the message names the method and operation the path takes', async () => {
    const response = await fetch(`${server.apiUrl}/api/v1/linktoken`, { headers: clientHeaders() });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    const body = await json(response);
    expect(body).toMatchObject({ status: 'badRequest', errorType: 'methodNotAllowed' });
    expect(body.message).toContain('It takes POST (createLinkToken)');
  });

  it('lists every method of a path that has several, on the admin listener too', async () => {
    const response = await fetch(`${server.adminUrl}/admin/api/v1/clients/11111111-1111-4111-8111-111111111111/webhook`, {
      method: 'POST',
      headers: admin,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
    expect((await json(response)).message).toContain('PUT (setWebhook) or DELETE (deleteWebhook)');
  });

  it.each([
    ['/api/v1/transfers/list', 'listInstitutionTransfers'],
    ['/api/v1/transfers/details', 'getInstitutionTransfer'],
  ])('names the operations of the concrete path %s, not of /api/v1/transfers/{transferId}', async (path, id) => {
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const response = await fetch(`${server.apiUrl}${path}`, { method, headers: clientHeaders() });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST, OPTIONS');
      if (method !== 'HEAD') expect((await json(response)).message).toContain(`It takes POST (${id}).`);
    }
  });

  it('still asks for credentials first', async () => {
    const response = await fetch(`${server.apiUrl}/api/v1/linktoken`);
    expect(response.status).toBe(401);
    expect((await json(response)).errorType).toBe('missingCredentials');
  });
});

/** Every path of the spec with the listener that serves it and the methods its operations take, in the spec's order. */
const specPaths = () => {
  const byPath = new Map<string, { listener: string; methods: string[] }>();
  for (const info of Object.values(operations)) {
    const entry = byPath.get(info.path) ?? { listener: info.listener, methods: [] };
    byPath.set(info.path, entry);
  }
  for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths))
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) if (item[method]) byPath.get(path)?.methods.push(method.toUpperCase());
  return [...byPath].map(([path, { listener, methods }]) => ({ path, listener, methods }));
};
/** A path with each {parameter} filled: ids of the right shape, any name for the rest. */
const SAMPLE_PARAMETERS: Record<string, string> = {
  clientId: '11111111-1111-4111-8111-111111111111',
  transferId: '55555555-5555-4555-8555-555555555555',
  eventId: 'evt_1',
};
const concrete = (path: string) => pathTemplate(path, (name) => SAMPLE_PARAMETERS[name] ?? 'alice');

describe('Allow, OPTIONS and HEAD, for every path of the spec', () => {
  it.each(specPaths())(
    '$path: OPTIONS and every 405 give the methods the spec declares, HEAD with GET, and OPTIONS',
    async ({ path, listener, methods }) => {
      const base = listener === 'admin' ? server.adminUrl : server.apiUrl;
      const headers = listener === 'admin' ? admin : clientHeaders();
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
      const options = await fetch(`${base}${concrete(path)}`, { method: 'OPTIONS', headers });
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe(allow);
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${base}${concrete(path)}`, { method, headers });
        if (allow.split(', ').includes(method)) expect(response.status, method).not.toBe(405);
        else {
          expect(response.status, method).toBe(405);
          expect(response.headers.get('allow'), method).toBe(allow);
        }
      }
    },
  );

  it.each((Object.entries(operations) as [OperationId, OperationInfo][]).filter(([, info]) => info.method === 'get'))(
    'HEAD %s answers as GET does, without the body',
    async (_, info) => {
      const base = info.listener === 'admin' ? server.adminUrl : server.apiUrl;
      const headers = info.listener === 'admin' ? admin : clientHeaders();
      const url = `${base}${concrete(info.path)}${info.query.includes('UserId') ? '?UserId=user-1' : ''}`;
      const [get, head] = [await fetch(url, { headers }), await fetch(url, { method: 'HEAD', headers })];
      expect(head.status).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(await head.text()).toBe('');
    },
  );

  it.each(['/', '/health', '/openapi.yaml', '/openapi.json', '/docs', '/favicon.ico'])(
    '%s takes GET, HEAD and OPTIONS on both listeners',
    async (page) => {
      for (const base of [server.apiUrl, server.adminUrl]) {
        const options = await fetch(`${base}${page}`, { method: 'OPTIONS' });
        expect(options.status).toBe(204);
        expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        expect((await fetch(`${base}${page}`, { method: 'HEAD' })).status).toBeLessThan(300);
      }
    },
  );
});

describe('/favicon.ico', () => {
  it('answers 204 on both listeners: a browser asks for it, and a 404 would only be noise', async () => {
    for (const base of [server.apiUrl, server.adminUrl]) {
      const response = await fetch(`${base}/favicon.ico`);
      expect(response.status).toBe(204);
      expect(response.headers.get('cache-control')).toContain('max-age');
    }
  });
});

describe('an unknown path', () => {
  it.each([
    ['/api/v1/holding/get', 'POST /api/v1/holdings/get (getHoldings)'],
    ['/api/v1/linktokens', 'POST /api/v1/linktoken (createLinkToken)'],
    [
      '/api/v1/sandbox/transfers/7c0b1f1e-0000-4000-8000-000000000000/setle',
      'POST /api/v1/sandbox/transfers/{transferId}/settle (sandboxSettleTransfer)',
    ],
    ['/API/v1/linktoken', 'POST /api/v1/linktoken (createLinkToken)'],
  ])('%s names the closest operation', async (path, closest) => {
    const response = await fetch(`${server.apiUrl}${path}`, { method: 'POST', headers: clientHeaders() });
    expect(response.status).toBe(404);
    const body = await json(response);
    expect(body).toMatchObject({ status: 'notFound', errorType: 'routeNotFound' });
    expect(body.message).toContain(`The closest operation is ${closest}`);
  });

  it('on the admin listener names the closest admin operation', async () => {
    const body = await json(await fetch(`${server.adminUrl}/admin/api/v1/client`, { method: 'POST', headers: admin }));
    expect(body.message).toContain('The closest operation is POST /admin/api/v1/clients (createClient)');
  });

  it('outside the API points to GET / and the docs, guessing nothing', async () => {
    const body = await json(await fetch(`${server.apiUrl}/robots.txt`));
    expect(body.errorType).toBe('routeNotFound');
    expect(body.message).toContain('GET / lists what this server serves');
    expect(body.message).not.toContain('closest');
  });
});

describe('a missing or empty body', () => {
  it.each(['createLinkToken', 'deleteAccount', 'sandboxSettleTransfer', 'setWebhook'] as const)(
    'of %s names every field its body requires',
    async (id) => {
      const params = { transferId: '7c0b1f1e-0000-4000-8000-000000000000', clientId: '11111111-1111-4111-8111-111111111111' };
      const required = requiredBodyFields(id);
      expect(required.length).toBeGreaterThan(0);
      for (const rawBody of [undefined, '']) {
        const result = await server.call(id, { params, rawBody, headers: operations[id].listener === 'admin' ? admin : clientHeaders() });
        expect(result.status).toBe(400);
        expect(result.body).toMatchObject({ status: 'badRequest', errorType: 'missingField' });
        for (const field of required) expect(result.body.message).toContain(field);
        expect(fieldErrors(result).map((e) => e.path)).toEqual(required.map((field) => `/body/${field}`));
      }
    },
  );
});

describe('a long list of mistakes', () => {
  it('is summarised in the message, bounded as the spec bounds it, and listed in errorData', async () => {
    const statuses = Array.from({ length: 23 }, () => 0);
    const result = await server.call('listInstitutionTransfers', {
      rawBody: JSON.stringify({ authToken: 'token', type: 'coinbase', statuses }),
    });
    expect(result.status).toBe(400);
    expectConformant('listInstitutionTransfers', 400, result.body);
    expect(result.body.message?.length).toBeLessThanOrEqual(deref(spec.components.schemas.ApiResult).properties.message.maxLength);
    expect(result.body.message).toMatch(/^body\.statuses.*; and \d+ more \(errorData\.errors\)$/);
    expect(fieldErrors(result).length).toBeGreaterThan(3);
  });
});

describe('an enum value', () => {
  it.each([
    ['Coinbase', 'coinbase'],
    ['COINBASE', 'coinbase'],
    ['krakn', 'kraken'],
  ])('%s, near an allowed one, gets "did you mean"', async (type, meant) => {
    const result = await server.call('getHoldings', { body: { authToken: 'token', type } });
    expect(result.status).toBe(400);
    expect(result.body.errorType).toBe('invalidField');
    expect(result.body.message).toBe(`body.type: \`${type}\` is not allowed; did you mean \`${meant}\`?`);
    expect(fieldErrors(result)).toEqual([
      { path: '/body/type', message: `\`${type}\` is not allowed; did you mean \`${meant}\`?`, errorCode: 'enum' },
    ]);
  });

  it('far from every allowed one still lists them, guessing nothing', async () => {
    const result = await server.call('getHoldings', { body: { authToken: 'token', type: 'myBank' } });
    expect(result.body.message).toContain('must be equal to one of the allowed values: robinhood, eTrade');
    expect(result.body.message).not.toContain('did you mean');
  });
});

describe('a field or parameter name', () => {
  it.each([
    ['userId', 'UserId'],
    ['USERID', 'UserId'],
    ['UserIds', 'UserId'],
  ])(
    '?%s=, near a query parameter of the operation, gets "did you mean" (strictly: leniently a name in another case is bound)',
    async (name, meant) => {
      const response = await fetch(`${server.apiUrl}/api/v1/wallets/verify?${name}=user-1`, {
        headers: { ...clientHeaders(), Prefer: 'handling=strict' },
      });
      const body = await json(response);
      expect(response.status).toBe(400);
      expect(body.message).toBe(`query.${name}: \`${name}\` is not a query parameter of this operation; did you mean \`${meant}\`?`);
    },
  );

  it.each([
    ['userid', 'userId'],
    ['UserId', 'userId'],
    ['usrId', 'userId'],
  ])('{"%s": …}, near a body field of the operation, gets "did you mean"', async (name, meant) => {
    const result = await server.call('createLinkToken', { rawBody: JSON.stringify({ userId: 'user-1', [name]: 'user-1' }) });
    expect(result.status).toBe(400);
    expect(result.body.errorType).toBe('unknownField');
    expect(result.body.message).toContain(`did you mean \`${meant}\`?`);
    expectConformant('createLinkToken', 400, result.body);
  });

  it('in a nested object, near a field of that object, gets "did you mean" (strictly)', async () => {
    const result = await server.call('createLinkToken', {
      rawBody: JSON.stringify({ userId: 'user-1', transferOptions: { transactionid: 'order-1' } }),
      headers: { ...clientHeaders(), Prefer: 'handling=strict' },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('did you mean `transactionId`?');
  });

  it('far from every known one guesses nothing', async () => {
    const result = await server.call('createLinkToken', { rawBody: JSON.stringify({ userId: 'user-1', colour: 'blue' }) });
    expect(result.body.errorType).toBe('unknownField');
    expect(result.body.message).not.toContain('did you mean');
    const response = await fetch(`${server.apiUrl}/api/v1/wallets/verify?Colour=blue`, { headers: clientHeaders() });
    expect((await json(response)).message).not.toContain('did you mean');
  });
});
