// Faults on demand (issue 37) as clients meet them: the typed client sets rules and asks for a fault per call, and
// its own retries carry an integration through a lost answer and a 429; the public @meshconnect/node-api client
// (axios) sees a reset connection and a timeout as its users would.
import { FrontApi } from '@meshconnect/node-api';
import { ApiError, createApi } from '@account-connection/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, connect, startTestServer, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const apiWith = (maxAttempts: number) =>
  createApi({ baseUrl: server.apiUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret, retry: { maxAttempts, maxDelayMs: 1 } });

describe('the typed client', () => {
  it('sets, lists and clears rules, and asks for a fault on one call', async () => {
    const api = apiWith(1);
    const rule = await api.sandboxPutFault({
      faultId: 'typed',
      match: { operationIds: ['listIntegrations'] },
      action: { kind: 'error', status: 500 },
    });
    expect(rule).toMatchObject({ id: 'typed', matched: 0 });
    const failed = await api.listIntegrations().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).httpStatus).toBe(500);
    expect((await api.sandboxListFaults()).rules.map((r) => [r.id, r.fired])).toEqual([['typed', 1]]);
    expect(await api.sandboxClearFaults()).toEqual({ deleted: 1 });
    await expect(api.listIntegrations()).resolves.toBeDefined();
    const asked = await api.listNetworks({}, { fault: 'error; status=503' }).catch((e: unknown) => e);
    expect([(asked as ApiError).httpStatus, (asked as ApiError).errorType]).toEqual([503, 'institutionUnavailable']);
  });

  it('retries a 429 after its Retry-After and succeeds', async () => {
    const api = apiWith(3);
    await api.sandboxPutFault({
      faultId: 'busy',
      match: { operationIds: ['listNetworks'] },
      trigger: { kind: 'nextN', count: 1 },
      action: { kind: 'rateLimit', retryAfterSeconds: 1 },
    });
    await expect(api.listNetworks()).resolves.toBeDefined();
    expect((await api.sandboxListFaults()).rules[0]).toMatchObject({ matched: 2, fired: 1 });
    await api.sandboxClearFaults();
  });

  it('sends a per-request fault with the first attempt only, so that its retries get past it', async () => {
    const waits: number[] = [];
    const api = createApi({
      baseUrl: server.apiUrl,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      retry: { maxAttempts: 3, sleep: async (ms) => void waits.push(ms) },
    });
    await expect(api.listNetworks({}, { fault: 'rateLimit; retryAfter=1' })).resolves.toMatchObject({ networks: expect.any(Array) });
    expect(waits).toEqual([1000]); // backed off once, by the Retry-After it asked for
    await expect(api.listIntegrationStatus({}, { fault: 'error; status=503' })).resolves.toBeDefined();
    const calls = (await api.listDashboardRequests({ operationId: 'listIntegrationStatus' })).requests;
    expect(calls.map((c) => [c.httpStatus, c.fault ?? null])).toEqual([
      [200, null],
      [503, 'request'],
    ]);
    // A lost answer after a commit: the retry gets the answer its Idempotency-Key kept, once.
    const { linkToken } = await api.createLinkToken({ userId: 'first-attempt-only' }, { fault: 'reset; commit' });
    expect(linkToken).toEqual(expect.any(String));
    const made = (await api.listDashboardRequests({ operationId: 'createLinkToken', userId: 'first-attempt-only' })).requests;
    expect(made.map((c) => c.fault ?? null)).toEqual([null, 'request']);
  });

  it('retries a transfer whose answer was lost with the same Idempotency-Key, and pays once', async () => {
    const api = apiWith(3);
    const account = await connect(server, 'coinbase', { userId: 'typed-fault-user', username: 'typed-faults' });
    await api.sandboxPutFault({
      faultId: 'lose-answer',
      match: { operationIds: ['initiateTransfer'] },
      trigger: { kind: 'nextN', count: 1 },
      action: { kind: 'reset', commitThenFail: true },
    });
    const transfer = await api.initiateTransfer({
      authToken: account.tokenId,
      type: 'coinbase',
      symbol: 'ETH',
      amount: 0.01,
      targetAddress: DESTINATION,
    });
    expect(transfer.status).toBe('pending');
    const made = await server.store.db.selectFrom('transfers').select('id').where('user_id', '=', 'typed-fault-user').execute();
    expect(made).toHaveLength(1);
    await api.sandboxClearFaults();
  });
});

describe('@meshconnect/node-api (axios)', () => {
  const mesh = (timeout = 0) =>
    new FrontApi({ baseURL: server.apiUrl, timeout, headers: { 'X-Client-Id': CLIENT.id, 'X-Client-Secret': CLIENT.secret } });
  /** What axios rejected with (node-api has its own copy of axios: told by isAxiosError, not instanceof). */
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (e: unknown) => e as { isAxiosError?: boolean; code?: string; message: string; response?: unknown },
    );

  it('sees a reset connection as ECONNRESET, with no response', async () => {
    await apiWith(1).sandboxPutFault({ faultId: 'reset', match: { operationIds: ['listNetworks'] }, action: { kind: 'reset' } });
    const error = await failure(mesh().managedTransfers.v1TransfersManagedNetworksList());
    expect([error?.isAxiosError, error?.code, error?.response]).toEqual([true, 'ECONNRESET', undefined]);
    await apiWith(1).sandboxClearFaults();
  });

  it('gives up on an answer that does not come, with its own timeout', async () => {
    await apiWith(1).sandboxPutFault({ faultId: 'hang', match: { operationIds: ['listNetworks'] }, action: { kind: 'hang' } });
    const error = await failure(mesh(200).managedTransfers.v1TransfersManagedNetworksList());
    expect([error?.isAxiosError, error?.code, error?.message]).toEqual([true, 'ECONNABORTED', 'timeout of 200ms exceeded']);
    await apiWith(1).sandboxClearFaults();
    expect((await mesh(2000).managedTransfers.v1TransfersManagedNetworksList()).status).toBe(200);
  });
});
