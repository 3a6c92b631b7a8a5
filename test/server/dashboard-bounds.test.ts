// What the dashboard keeps stays within what its own operations answer (issue 36, defect 5): a call whose path,
// query or masked fields pass the spec's bounds is kept cut to them, marked as cut, and listDashboardRequests, the
// JSON listDashboardEvents and getDashboardRequest answer 200 (each answer is judged against the spec by the harness).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUNCATED } from '../../server/domain/dashboard/masking.js';
import { storeKinds } from '../support/postgres.js';
import { clientHeaders, ok, requestIdOf, startTestServerOn, type TestServer } from '../support/server.js';

describe.each(storeKinds)('what the dashboard keeps, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { env: { DASHBOARD_BODY_LIMIT_BYTES: String(1024 * 1024) } });
  });
  afterAll(() => server?.close());

  /** Makes a raw call and answers its request id. */
  const raw = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(server.apiUrl + path, { ...init, headers: { ...clientHeaders(), ...init.headers } });
    await response.text();
    return requestIdOf(response);
  };
  const opened = async (requestId: string) => ok(await server.call('getDashboardRequest', { params: { requestId } }));
  const listed = async () => {
    const requests = ok(await server.call('listDashboardRequests')).requests;
    ok(await server.call('listDashboardEvents'));
    return requests;
  };

  it('cuts a path past 2,048 characters, marked as cut, and every view still answers', async () => {
    const requestId = await raw(`/api/v1/${'p'.repeat(2100)}`);
    const kept = (await listed()).find((r) => r.requestId === requestId);
    expect(kept?.path.length).toBeLessThanOrEqual(2048);
    expect(kept?.path).toMatch(/^\/api\/v1\/p+…\[truncated\]$/);
    expect(await opened(requestId)).toMatchObject({ truncated: true });
  });

  it('cuts a query of 101 keys to 100, and a 5,000-character value to 4,096', async () => {
    const many = new URLSearchParams(Array.from({ length: 101 }, (_, i): [string, string] => [`k${i}`, 'v'])).toString();
    const manyKept = await opened(await raw(`/api/v1/networks?${many}`));
    expect(Object.keys(manyKept.query ?? {})).toHaveLength(100);
    expect(manyKept.truncated).toBe(true);
    const long = await opened(await raw(`/api/v1/networks?x=${'v'.repeat(5000)}`));
    expect(String(long.query?.x).length).toBeLessThanOrEqual(4096);
    expect(String(long.query?.x)).toContain(TRUNCATED);
    expect(long.truncated).toBe(true);
    await listed();
  });

  it('keeps at most 1,000 masked fields, each pointer at most 2,048 characters', async () => {
    const secrets = JSON.stringify({ userId: 'u', extra: Array.from({ length: 1001 }, () => ({ password: 'p' })) });
    const many = await opened(
      await raw('/api/v1/linktoken', { method: 'POST', body: secrets, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(many.maskedFields).toHaveLength(1000);
    expect(many.truncated).toBe(true);
    const deep = JSON.stringify({ [`k${'x'.repeat(2100)}`]: { password: 'p' } });
    const long = await opened(
      await raw('/api/v1/linktoken', { method: 'POST', body: deep, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(long.maskedFields[0]!.length).toBeLessThanOrEqual(2048);
    expect(long.truncated).toBe(true);
    await listed();
  });
});
