// The typed client and binding: its calls send the contract's names, so the lenient binding forgives them nothing;
// strictBinding sends Prefer: handling=strict with every call, beside a fault preference where one is asked for.
import { ApiError, createApi, createClient } from '@account-connection/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const options = () => ({ baseUrl: server.apiUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret, retry: { maxAttempts: 1 } });

describe('the typed client', () => {
  it('sends what needs no forgiving, and with strictBinding asks for strict binding on every call', async () => {
    const lenient = await createClient(options()).POST('/api/v1/linktoken', { body: { userId: 'typed-user' } });
    expect(lenient.response.status).toBe(200);
    expect(lenient.response.headers.get('binding-forgiven')).toBeNull();
    expect(lenient.response.headers.get('preference-applied')).toBeNull();

    const strict = await createClient({ ...options(), strictBinding: true }).POST('/api/v1/linktoken', { body: { userId: 'typed-user' } });
    expect(strict.response.status).toBe(200);
    expect(strict.response.headers.get('preference-applied')).toBe('handling=strict');
    // What only strictness refuses: a name in another case, sent past the types.
    const refused = await createClient({ ...options(), strictBinding: true }).POST('/api/v1/linktoken', {
      body: { UserId: 'typed-user' } as never,
    });
    expect(refused.response.status).toBe(400);
  });

  it('keeps a fault preference beside the strict one', async () => {
    const api = createApi({ ...options(), strictBinding: true });
    const failed = await api.listNetworks({}, { fault: 'error; status=503' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).httpStatus).toBe(503);
    expect((await api.sandboxGetSettings()).binding).toBe('lenient');
  });
});
