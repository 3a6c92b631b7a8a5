// Unexpected failures and the logs: answered without internals, logged without secrets.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  capturingLogger,
  CLIENT,
  connect,
  headersOf,
  ok,
  present,
  requestIdOf,
  startTestServer,
  withTestServer,
  type TestServer,
} from '../support/server.js';

const { logger: captureLogs, lines: logLines } = capturingLogger();

let server: TestServer;
let other: ReturnType<typeof headersOf>;
beforeAll(async () => {
  server = await startTestServer({ logger: captureLogs });
  const created = ok(await server.call('createClient', { body: { name: 'Other' } }));
  other = headersOf(created);
});
afterAll(() => server?.close());

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
