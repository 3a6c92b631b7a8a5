// Bad input over HTTP: every malformed request answered with the envelope, hostile bodies and strings included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId, type OperationInfo } from '../../client/operations.js';
import { CLIENT, clientHeaders, fieldErrors, ok, startTestServer, type TestServer } from '../support/server.js';
import { deref, parametersFor, spec } from '../support/spec.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({});
});
afterAll(() => server?.close());

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
