// PostgreSQL going away under a running server: a restart, a failover, a pooler recycling connections. The process
// stays up, answers 503 with Retry-After while the database is unreachable, reconnects by itself, and has lost
// nothing it acknowledged. The database is cut through a TCP proxy, so the real one and its data stay as they were.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../client/operations.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { sampleRequest } from '../support/requests.js';
import { connect, headersOf, ok, startTestServer, type TestServer } from '../support/server.js';
import { specOperation } from '../support/spec.js';
import { startTcpProxy, throughProxy, type TcpProxy } from '../support/tcpProxy.js';

const declaring = (status: string) => (Object.keys(operations) as OperationId[]).filter((id) => status in specOperation(id).op.responses);

describe.skipIf(!postgresAvailable)('when PostgreSQL goes away', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let server: TestServer;
  let account: Awaited<ReturnType<typeof connect>>;
  let pageSession: Record<string, string>;
  let unusedLinkToken: string;
  let freshClient: { id: string; secret: string; headers: Record<string, string> };

  beforeAll(async () => {
    database = await freshDatabase();
    proxy = await startTcpProxy({ host: new URL(database.url).hostname, port: Number(new URL(database.url).port || 5432) });
    server = await startTestServer({ env: { DATABASE_URL: throughProxy(database.url, proxy) } });
    account = await connect(server, 'coinbase'); // acknowledged before the outage
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } }));
    pageSession = { Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken } })).sessionToken}` };
    unusedLinkToken = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } })).linkToken as string;
    // A client whose credentials the server has not checked yet, so that authenticating it needs the database.
    const created = ok(await server.call('createClient', { body: { name: 'Outage client' } }));
    freshClient = { id: created.clientId, secret: created.clientSecret!, headers: headersOf(created) };
    await proxy.cut();
  });
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await proxy?.close();
    await database?.drop();
  });

  it.each(declaring('503'))('%s answers 503 storeUnavailable with Retry-After while it is unreachable', async (id) => {
    const request: Parameters<TestServer['call']>[1] = sampleRequest(id, 503);
    const { auth } = operations[id];
    if (auth === 'linkSession') request.headers = pageSession;
    if (auth === 'client') request.headers = freshClient.headers;
    if (id === 'createAdminToken') request.body = { clientId: freshClient.id, clientSecret: freshClient.secret };
    if (id === 'startLinkSession') request.body = { linkToken: unusedLinkToken };
    const result = await server.call(id, request);
    expect(result.status, JSON.stringify(result.body)).toBe(503);
    expect(result.body).toMatchObject({ status: 'serverFailure', errorType: 'storeUnavailable', errorData: { retryAfterSeconds: 1 } });
    expect(result.headers.get('retry-after')).toBe('1');
    expect(JSON.stringify(result.body)).not.toMatch(/ECONNREFUSED|terminated|127\.0\.0\.1|at .*\.ts/);
  });

  it('answers /health with 503 while it is unreachable, then serves again, with nothing acknowledged lost', async () => {
    expect((await fetch(`${server.apiUrl}/health`)).status).toBe(503);
    await proxy.restore();
    expect((await fetch(`${server.apiUrl}/health`)).status).toBe(200);
    const holdings = ok(await server.call('getHoldings', { body: { authToken: account.accessToken, type: 'coinbase' } }));
    expect(holdings.cryptocurrencyPositions?.length).toBeGreaterThan(0);
    ok(await server.call('createLinkToken', { body: { userId: 'user-2' } }));
  });

  it('survives its connections being terminated by the database, and reconnects', async () => {
    await proxy.restore();
    ok(await server.call('listNetworks'));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // What a PostgreSQL restart or `pg_terminate_backend` does to every connection of the server's pool.
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // A request that draws a connection before the pool has noticed it is gone gets 503 (each of the pool's dead
    // connections can fail one request); the pool then reconnects.
    for (const call of [
      () => server.call('listNetworks'),
      () => server.call('getHoldings', { body: { authToken: account.accessToken, type: 'coinbase' } }),
    ]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20 && statuses.at(-1) !== 200; attempt++) statuses.push((await call()).status);
      expect(statuses.at(-1)).toBe(200);
      expect(
        statuses.every((s) => s === 200 || s === 503),
        String(statuses),
      ).toBe(true);
    }
  });
});
