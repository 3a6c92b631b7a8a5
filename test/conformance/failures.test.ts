// The failure statuses every operation declares and no ordinary request reaches: 429 past the rate limit and
// 500 when the store fails. Each is answered in the envelope, conformant, for every operation that declares it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../client/operations.js';
import { sampleRequest } from '../support/requests.js';
import { specOperation } from '../support/spec.js';
import { CLIENT, headersOf, ok, startTestServer, type TestServer } from '../support/server.js';

const declaring = (status: string) => (Object.keys(operations) as OperationId[]).filter((id) => status in specOperation(id).op.responses);

describe('past the rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One request in each caller's burst (the client's, and this address's for startLinkSession), spent here; the
    // manual clock never refills them.
    server = await startTestServer({ env: { RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_SECOND: '1' } });
    ok(await server.call('listNetworks'));
    expect((await server.call('startLinkSession', { body: { linkToken: 'bGluaw==' } })).status).toBe(400);
  });
  afterAll(() => server?.close());

  it.each(declaring('429').filter((id) => operations[id].auth === 'client' || operations[id].auth === 'none'))(
    '%s answers 429 with Retry-After',
    async (id) => {
      const result = await server.call(id, sampleRequest(id, 429)); // call() checks the envelope against the spec
      expect(result.status).toBe(429);
      expect(result.body).toMatchObject({ status: 'tooManyRequest', errorType: 'rateLimited', errorData: { retryAfterSeconds: 1 } });
      expect(result.headers.get('retry-after')).toBe('1');
    },
  );
});

describe('past the allowance of failed authentications', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One failure allowed per address, spent here; the manual clock never gives it back.
    server = await startTestServer({ env: { AUTH_FAILURE_BURST: '1', AUTH_FAILURE_PER_SECOND: '1' } });
    expect((await server.call('createClient', { body: { name: 'x' }, headers: { Authorization: 'Bearer admin_wrong' } })).status).toBe(401);
  });
  afterAll(() => server?.close());

  // The admin listener has no per-client rate limit: what answers 429 there is this allowance, for any caller.
  it.each(declaring('429').filter((id) => operations[id].auth === 'admin'))('%s answers 429 with Retry-After', async (id) => {
    const result = await server.call(id, sampleRequest(id, 429));
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({ status: 'tooManyRequest', errorType: 'rateLimited', errorData: { retryAfterSeconds: 1 } });
    expect(result.headers.get('retry-after')).toBe('1');
  });
});

describe("past a Link page session's rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_SECOND: '1' } });
  });
  afterAll(() => server?.close());

  it.each(declaring('429').filter((id) => operations[id].auth === 'linkSession'))('%s answers 429 with Retry-After', async (id) => {
    // Each caller has one request: the client creates a link token, the browser starts the session, the page calls once.
    server.clock.advance(60_000);
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } }));
    const headers = { Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken } })).sessionToken}` };
    await server.call('linkAccounts', { body: {}, headers }); // spends the session's one request (a 400)
    const result = await server.call(id, { ...sampleRequest(id, 429), headers });
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({ status: 'tooManyRequest', errorType: 'rateLimited', errorData: { retryAfterSeconds: 1 } });
  });
});

describe('when the store fails', () => {
  let server: TestServer;
  let pageSession: Record<string, string>;
  let unusedLinkToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    // Link tokens from another client, so that the test client's credentials are not yet known to the server.
    const other = ok(await server.call('createClient', { body: { name: 'Link page client' } }));
    const headers = headersOf(other);
    const [linkToken, unused] = [0, 1].map(
      async () => ok(await server.call('createLinkToken', { body: { userId: 'user-1' }, headers })).linkToken as string,
    );
    pageSession = {
      Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken: await linkToken } })).sessionToken}`,
    };
    unusedLinkToken = await unused!;
    await server.store.close();
  });
  afterAll(() => server?.close().catch(() => undefined));

  it.each(declaring('500'))('%s answers 500 serverFailure with a request id and no internals', async (id) => {
    const request = sampleRequest(id, 500);
    // Credentials of a real client, so that the store is asked (an id that is not a uuid is refused before).
    if (id === 'createAdminToken') request.body = { clientId: CLIENT.id, clientSecret: CLIENT.secret };
    if (id === 'startLinkSession') request.body = { linkToken: unusedLinkToken };
    const result = await server.call(id, operations[id].auth === 'linkSession' ? { ...request, headers: pageSession } : request);
    expect(result.status, JSON.stringify(result.body)).toBe(500);
    expect(result.body).toMatchObject({
      status: 'serverFailure',
      errorType: 'unexpectedError',
      errorData: { requestId: result.headers.get('x-request-id') },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/PGlite|SQLite|closed|destroyed|at .*\.ts/i);
  });
});
