// Faults on demand (issue 37), over HTTP as an integrator's test suite meets them: rules per client (each action,
// each trigger, seeded twice with the same result), `Prefer: fault=…` per request, commit-then-fail with an
// idempotent retry on both engines (PostgreSQL with two servers on one database; two processes in
// test/e2e/faults-processes.test.ts), and every bad rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, storeKinds } from '../support/postgres.js';
import {
  ADMIN_KEY,
  clientHeaders,
  connect,
  fieldErrors,
  headersOf,
  ok,
  present,
  startTestServer,
  startTestServerOn,
  type TestServer,
} from '../support/server.js';
import { type Outcome, raw } from '../support/rawRequest.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

const NETWORKS = '/api/v1/transfers/managed/networks';

describe('fault rules over HTTP', () => {
  let server: TestServer;
  let other: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    other = headersOf(ok(await server.call('createClient', { body: { name: 'Another client' } })));
  });
  afterAll(() => server?.close());

  const put = (faultId: string, body: unknown, headers?: Record<string, string>) =>
    server.call('sandboxPutFault', { params: { faultId }, body, headers });
  /** The statuses of `n` listNetworks calls, a faulted one as its status and the rule that fired. */
  async function statuses(n: number, headers?: Record<string, string>) {
    const seen: string[] = [];
    for (let i = 0; i < n; i++) {
      const result = await server.call('listNetworks', { headers });
      seen.push(`${result.status}${result.headers.get('sandbox-fault') ? `:${result.headers.get('sandbox-fault')}` : ''}`);
    }
    return seen;
  }

  it('sets, lists, replaces and deletes a rule, and clears them all', async () => {
    const rule = ok(await put('slow-reads', { match: { operationIds: ['listNetworks'] }, action: { kind: 'error', status: 503 } }));
    expect(rule).toMatchObject({ id: 'slow-reads', trigger: { kind: 'always' }, until: null, matched: 0, fired: 0 });
    expect(rule.trigger.seed).toEqual(expect.any(Number));
    expect(await statuses(2)).toEqual(['503:slow-reads', '503:slow-reads']);
    expect(ok(await server.call('sandboxListFaults')).rules).toEqual([{ ...rule, matched: 2, fired: 2 }]);
    // Replaced: counts start again, and the new action applies.
    ok(
      await put('slow-reads', {
        match: { operationIds: ['listNetworks'] },
        trigger: { kind: 'nextN', count: 1 },
        action: { kind: 'rateLimit' },
      }),
    );
    expect(await statuses(2)).toEqual(['429:slow-reads', '200']);
    ok(await server.call('sandboxDeleteFault', { params: { faultId: 'slow-reads' } }));
    const gone = await server.call('sandboxDeleteFault', { params: { faultId: 'slow-reads' } });
    expect([gone.status, gone.body.errorType]).toEqual([404, 'faultNotFound']);
    ok(await put('a', { match: { operationIds: ['listNetworks'] }, action: { kind: 'error', status: 500 } }));
    ok(await put('b', { match: { operationIds: ['listIntegrations'] }, action: { kind: 'error', status: 500 } }));
    expect(ok(await server.call('sandboxClearFaults'))).toEqual({ deleted: 2 });
    expect(await statuses(1)).toEqual(['200']);
  });

  it('answers an error as the operation declares it, and a 429 with Retry-After', async () => {
    ok(
      await put('e', {
        match: { operationIds: ['listNetworks'] },
        action: { kind: 'error', status: 503, errorType: 'institutionUnavailable' },
      }),
    );
    const unavailable = await server.call('listNetworks');
    expect([unavailable.status, unavailable.body.errorType, unavailable.body.status]).toEqual([
      503,
      'institutionUnavailable',
      'serverFailure',
    ]);
    ok(await put('e', { match: { operationIds: ['listNetworks'] }, action: { kind: 'rateLimit', retryAfterSeconds: 7 } }));
    const limited = await server.call('listNetworks');
    expect([limited.status, limited.body.errorType, limited.headers.get('retry-after')]).toEqual([429, 'rateLimited', '7']);
    expect(limited.body.errorData).toEqual({ retryAfterSeconds: 7 });
    ok(await server.call('sandboxClearFaults'));
  });

  it('marks each faulted call in the dashboard with the rule that fired, and no other call', async () => {
    ok(
      await put('marked', {
        match: { operationIds: ['listIntegrations'] },
        trigger: { kind: 'nextN', count: 1 },
        action: { kind: 'error', status: 500 },
      }),
    );
    const faulted = await server.call('listIntegrations');
    const answered = await server.call('listIntegrations');
    const byId = async (result: { headers: Headers }) =>
      ok(await server.call('getDashboardRequest', { params: { requestId: present(result.headers.get('x-request-id')) } }));
    expect(await byId(faulted)).toMatchObject({ httpStatus: 500, fault: 'marked' });
    expect(await byId(answered)).not.toHaveProperty('fault');
    const listed = ok(await server.call('listDashboardRequests', { query: { operationId: 'listIntegrations' } })).requests;
    expect(listed.map((r) => r.fault ?? null).slice(0, 2)).toEqual([null, 'marked']);
    ok(await server.call('sandboxClearFaults'));
  });

  it('fires on the next N calls, or every Nth', async () => {
    ok(
      await put('next', {
        match: { operationIds: ['listNetworks'] },
        trigger: { kind: 'nextN', count: 2 },
        action: { kind: 'error', status: 500 },
      }),
    );
    expect(await statuses(4)).toEqual(['500:next', '500:next', '200', '200']);
    ok(
      await put('next', {
        match: { operationIds: ['listNetworks'] },
        trigger: { kind: 'everyNth', count: 3 },
        action: { kind: 'error', status: 500 },
      }),
    );
    expect(await statuses(7)).toEqual(['200', '200', '500:next', '200', '200', '500:next', '200']);
    ok(await server.call('sandboxClearFaults'));
  });

  it('draws a probability from its seed: the same seed gives the same faults, another seed others', async () => {
    const rule = (seed: number) => ({
      match: { operationIds: ['listNetworks'] },
      trigger: { kind: 'probability', probability: 0.5, seed },
      action: { kind: 'error', status: 503 },
    });
    ok(await put('coin', rule(42)));
    const first = await statuses(24);
    ok(await put('coin', rule(42)));
    expect(await statuses(24)).toEqual(first);
    const faulted = first.filter((s) => s !== '200').length;
    expect(faulted).toBeGreaterThan(4);
    expect(faulted).toBeLessThan(20);
    ok(await put('coin', rule(43)));
    expect(await statuses(24)).not.toEqual(first);
    ok(await put('coin', { ...rule(1), trigger: { kind: 'probability', probability: 0, seed: 1 } }));
    expect(new Set(await statuses(5))).toEqual(new Set(['200']));
    ok(await server.call('sandboxClearFaults'));
  });

  it('delays by a seeded latency, the same for the same seed, said in Sandbox-Fault', async () => {
    const rule = {
      match: { operationIds: ['listNetworks'] },
      trigger: { kind: 'always', seed: 9 },
      action: { kind: 'latency', latency: { distribution: 'uniform', minMs: 1, maxMs: 40 } },
    };
    const delays = async () => {
      ok(await put('slow', rule));
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) seen.push(present((await server.call('listNetworks')).headers.get('sandbox-fault')));
      return seen;
    };
    const first = await delays();
    expect(first.every((h) => /^slow; delayMs=\d+$/.test(h))).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(1);
    expect(await delays()).toEqual(first);
    ok(
      await put('slow', {
        ...rule,
        action: { kind: 'latency', latency: { distribution: 'logNormal', medianMs: 5, sigma: 0.5, capMs: 30 } },
      }),
    );
    const result = await server.call('listNetworks');
    expect(result.status).toBe(200);
    expect(Number(/delayMs=(\d+)/.exec(present(result.headers.get('sandbox-fault')))?.[1])).toBeLessThanOrEqual(30);
    ok(await server.call('sandboxClearFaults'));
  });

  it('matches by end user, institution and method, and stops at `until` on the client’s test clock', async () => {
    const account = await connect(server, 'coinbase', { userId: 'fault-user', username: 'faulty' });
    const holdings = (type = 'coinbase') => server.call('getHoldings', { body: { authToken: account.tokenId, type } });
    ok(
      await put('coinbase-only', {
        match: { operationIds: ['getHoldings'], institutionType: 'kraken' },
        action: { kind: 'error', status: 500 },
      }),
    );
    expect((await holdings()).status).toBe(200);
    ok(
      await put('coinbase-only', {
        match: { operationIds: ['getHoldings'], institutionType: 'coinbase', method: 'post' },
        action: { kind: 'error', status: 500 },
      }),
    );
    expect((await holdings()).status).toBe(500);
    ok(
      await put('coinbase-only', {
        match: { operationIds: ['getPortfolio'], userId: 'fault-user' },
        action: { kind: 'error', status: 500 },
      }),
    );
    expect((await server.call('getPortfolio', { query: { UserId: 'someone-else' } })).status).toBe(200);
    expect((await server.call('getPortfolio', { query: { UserId: 'fault-user' } })).status).toBe(500);
    ok(await server.call('sandboxClearFaults'));

    const clock = ok(await server.call('sandboxCreateTestClock', { body: {} }));
    ok(
      await put('for-a-minute', {
        match: { operationIds: ['listNetworks'] },
        until: clock.now + 60_000,
        action: { kind: 'error', status: 500 },
      }),
    );
    expect(await statuses(1)).toEqual(['500:for-a-minute']);
    ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 60 } }));
    expect(await statuses(1)).toEqual(['200']);
    ok(await server.call('sandboxDeleteTestClock'));
    ok(await server.call('sandboxClearFaults'));
  });

  it('breaks the connection: reset, empty, truncated, or no answer until the client gives up', async () => {
    const outcome = async (kind: string, timeoutMs = 5_000) => {
      ok(await put('transport', { match: { operationIds: ['listNetworks'] }, action: { kind } }));
      return raw(server.apiUrl, { path: NETWORKS, headers: clientHeaders(), timeoutMs });
    };
    expect(await outcome('reset')).toEqual({ error: 'ECONNRESET' });
    expect(await outcome('empty')).toEqual({ error: 'ECONNRESET' }); // Node's "socket hang up"
    const truncated = await outcome('truncated');
    expect('error' in truncated ? truncated.error : 'answered whole').toMatch(/aborted|ECONNRESET/);
    expect(await outcome('hang', 300)).toEqual({ error: 'TIMEOUT' });
    ok(await server.call('sandboxClearFaults'));
    expect(await raw(server.apiUrl, { path: NETWORKS, headers: clientHeaders() })).toMatchObject({ status: 200 });
  });

  it('faults only the client that set the rule, never the admin listener, /health, the docs or the pages', async () => {
    ok(await put('mine', { match: { operationIds: ['listNetworks', 'sandboxReset'] }, action: { kind: 'reset' } }));
    expect(await raw(server.apiUrl, { path: NETWORKS, headers: other })).toMatchObject({ status: 200 });
    expect(await raw(server.apiUrl, { path: '/health', headers: clientHeaders() })).toMatchObject({ status: 200 });
    expect(await raw(server.apiUrl, { path: '/openapi.json', headers: clientHeaders() })).toMatchObject({ status: 200 });
    expect(await raw(server.apiUrl, { path: NETWORKS, headers: clientHeaders() })).toEqual({ error: 'ECONNRESET' });
    // The per-request header: on the admin listener, /health and another client's call, nothing happens.
    const prefer = { Prefer: 'fault=reset' };
    expect(
      await raw(server.adminUrl, {
        method: 'POST',
        path: '/admin/api/v1/clients',
        headers: { ...prefer, Authorization: `Bearer ${ADMIN_KEY}` },
        body: { name: 'Made despite Prefer' },
      }),
    ).toMatchObject({ status: 200 });
    expect(await raw(server.apiUrl, { path: '/health', headers: prefer })).toMatchObject({ status: 200 });
    expect(await raw(server.adminUrl, { path: '/health', headers: prefer })).toMatchObject({ status: 200 });
    ok(await server.call('sandboxClearFaults'));
  });

  it('refuses a bad rule with 400 naming the field', async () => {
    const bad = async (body: unknown) => {
      const result = await put('bad', body);
      expect([result.status, result.body.errorType]).toEqual([400, 'invalidField']);
      return fieldErrors(result);
    };
    const error = (action: Record<string, unknown>) => ({
      match: { operationIds: ['listNetworks'] },
      action: { kind: 'error', status: 503, ...action },
    });
    expect(await bad({ match: { operationIds: ['initiateTransfr'] }, action: { kind: 'reset' } })).toEqual([
      expect.objectContaining({ path: '/body/match/operationIds/0', message: expect.stringContaining('did you mean `initiateTransfer`?') }),
    ]);
    expect((await bad({ match: { operationIds: ['createClient'] }, action: { kind: 'reset' } }))[0]?.path).toBe(
      '/body/match/operationIds/0',
    );
    expect((await bad({ match: { operationIds: ['sandboxPutFault'] }, action: { kind: 'reset' } }))[0]?.path).toBe(
      '/body/match/operationIds/0',
    );
    expect(
      (
        await bad({
          match: { operationIds: ['listNetworks'] },
          trigger: { kind: 'probability', probability: 1.5 },
          action: { kind: 'reset' },
        })
      )[0]?.path,
    ).toBe('/body/trigger/probability');
    expect(await bad(error({ status: 418 }))).toEqual([
      expect.objectContaining({ path: '/body/action/status', message: expect.stringContaining('listNetworks never answers 418') }),
    ]);
    expect((await bad(error({ errorType: 'conflict' })))[0]?.path).toBe('/body/action/errorType');
    expect(
      (
        await bad({
          match: { operationIds: ['listNetworks'] },
          action: { kind: 'latency', latency: { distribution: 'fixed', ms: 25_000 } },
        })
      )[0],
    ).toMatchObject({ path: '/body/action/latency/ms', message: expect.stringContaining('request timeout, 20000 ms') });
    expect((await bad({ match: { operationIds: ['listNetworks'] }, action: { kind: 'reset', status: 500 } }))[0]?.path).toBe(
      '/body/action/status',
    );
    expect((await bad({ match: { operationIds: ['listNetworks'] }, trigger: { kind: 'nextN' }, action: { kind: 'reset' } }))[0]?.path).toBe(
      '/body/trigger/count',
    );
    expect(ok(await server.call('sandboxListFaults')).rules).toEqual([]);
  });

  // A thousand calls: on a loaded 2-core machine they take longer than the default 30 s.
  it('holds at most 1000 rules a client: one more is 409, replacing one is not', { timeout: 120_000 }, async () => {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'Many rules' } })));
    const rule = { match: { operationIds: ['listNetworks'], userId: 'nobody' }, action: { kind: 'empty' } };
    for (let i = 0; i < 1000; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => put(`r${i + j}`, rule, headers).then(ok)));
    server.clock.advance(60_000); // the rate limit's window refills
    const more = await put('one-more', rule, headers);
    expect([more.status, more.body.errorType]).toEqual([409, 'conflict']);
    ok(await put('r0', rule, headers));
    expect(ok(await server.call('sandboxClearFaults', { headers }))).toEqual({ deleted: 1000 });
  });

  it('is deleted by sandboxReset, carried by sandboxExport and loaded by sandboxImport, counts at zero', async () => {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'Exporter' } })));
    const rule = {
      match: { operationIds: ['listNetworks'] },
      trigger: { kind: 'nextN', count: 1, seed: 5 },
      action: { kind: 'reset', commitThenFail: true },
    };
    ok(await put('carried', rule, headers));
    const exported = ok(await server.call('sandboxExport', { headers }));
    expect(exported.faultRules).toEqual([{ id: 'carried', until: null, ...rule }]);
    const importer = headersOf(ok(await server.call('createClient', { body: { name: 'Importer' } })));
    const { format, version, exportedAt, secrets, ...document } = exported;
    const imported = ok(
      await server.call('sandboxImport', { body: { format, version, exportedAt, secrets, ...document }, headers: importer }),
    );
    expect(imported.imported.faultRules).toBe(1);
    expect(ok(await server.call('sandboxListFaults', { headers: importer })).rules).toEqual([
      { id: 'carried', until: null, ...rule, matched: 0, fired: 0 },
    ]);
    const reset = ok(await server.call('sandboxReset', { headers }));
    expect(reset.deleted.faultRules).toBe(1);
    expect(await raw(server.apiUrl, { path: NETWORKS, headers })).toMatchObject({ status: 200 });
    // A bad rule in a document is refused at its path.
    const badImport = await server.call('sandboxImport', {
      body: {
        format,
        version,
        exportedAt,
        secrets,
        ...document,
        faultRules: [{ ...rule, id: 'x', until: null, match: { operationIds: ['nope'] } }],
      },
      headers: headersOf(ok(await server.call('createClient', { body: { name: 'Third' } }))),
    });
    expect(fieldErrors(badImport)[0]?.path).toBe('/body/faultRules/0/match/operationIds/0');
  });
});

describe('Prefer: fault=… on one request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('faults that request alone, never another one running beside it', async () => {
    const calls = Array.from({ length: 60 }, (_, i) => {
      const faulted = i % 3 === 0;
      return server
        .call('listNetworks', { headers: { ...clientHeaders(), ...(faulted ? { Prefer: 'respond-async, fault=error; status=503' } : {}) } })
        .then((r) => ({ faulted, status: r.status, marked: r.headers.get('sandbox-fault') }));
    });
    for (const { faulted, status, marked } of await Promise.all(calls)) {
      expect(status).toBe(faulted ? 503 : 200);
      expect(marked).toBe(faulted ? 'request' : null);
    }
    expect(
      (await server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: 'fault=rateLimit; retryAfter=3' } })).headers.get(
        'retry-after',
      ),
    ).toBe('3');
    expect(await raw(server.apiUrl, { path: NETWORKS, headers: { ...clientHeaders(), Prefer: 'fault=reset' } })).toEqual({
      error: 'ECONNRESET',
    });
    expect(await raw(server.apiUrl, { path: NETWORKS, headers: { ...clientHeaders(), Prefer: 'return=minimal' } })).toMatchObject({
      status: 200,
    });
  });

  it('refuses a malformed fault preference with 400 naming Prefer', async () => {
    for (const prefer of ['fault=boom', 'fault=error; status=418', 'fault=latency; ms=99999', 'fault=reset; nope=1', 'fault=latency']) {
      const result = await server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: prefer } });
      expect([result.status, result.body.errorType], prefer).toEqual([400, 'invalidField']);
      expect(fieldErrors(result)[0]?.path).toBe('/headers/prefer');
    }
    const noDelay = await server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: 'fault=latency' } });
    expect(noDelay.body.message).toBe('Prefer: `fault=latency` takes `ms`, the delay in milliseconds, such as `fault=latency; ms=300`');
    const retryAfter = await server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: 'fault=rateLimit; retryAfter=0' } });
    expect(retryAfter.body.message).toBe('Prefer: `retryAfter` must be from 1 to 86400'); // the header's own name, not the rule's field
  });

  it('refuses an errorType it does not declare, in letters outside ASCII, with 400 naming Prefer and the declared ones', async () => {
    // `é` as one Latin-1 byte, and as the two bytes of its UTF-8 a client that writes UTF-8 sends (read as `Ã©`).
    for (const errorType of ['é', Buffer.from('é').toString('latin1')]) {
      const prefer = `fault=error; errorType=${errorType}`;
      const result = await server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: prefer } });
      expect([result.status, result.body.errorType], prefer).toEqual([400, 'invalidField']);
      expect(fieldErrors(result)[0]?.path).toBe('/headers/prefer');
      expect(result.body.message).toBe(
        `Prefer: \`errorType=${errorType}\` is no errorType; send \`status\` with it (listNetworks answers 400, 401, 429, 500, 503), and it is one of that status's`,
      );
    }
    const withStatus = await server.call('listNetworks', {
      headers: { ...clientHeaders(), Prefer: 'fault=error; status=503; errorType=é' },
    });
    expect(withStatus.status).toBe(400);
    expect(withStatus.body.message).toBe(
      'Prefer: `errorType=é` is no errorType; with 503 it is one of storeUnavailable, institutionUnavailable, upstreamUnavailable',
    );
  });

  it('faults the event stream before it opens, and refuses a commit there, which no answer of a stream could carry', async () => {
    const EVENTS = '/api/v1/dashboard/events';
    const stream = (prefer: string) =>
      raw(server.apiUrl, { path: EVENTS, headers: { ...clientHeaders(), Accept: 'text/event-stream', Prefer: prefer }, timeoutMs: 2_000 });
    for (const prefer of ['fault=reset; commit', 'fault=error; status=503; commit', 'fault=latency; ms=1; commit']) {
      const refused = await stream(prefer);
      expect(refused, prefer).toMatchObject({ status: 400 });
      expect(JSON.parse('text' in refused ? refused.text : '{}').message).toBe(
        'Prefer: `commit` is not taken by listDashboardEvents, whose answer can be an event stream: it never ends, so there is no answer to lose after it',
      );
    }
    expect(await stream('fault=reset')).toEqual({ error: 'ECONNRESET' });
    expect(await stream('fault=error; status=503')).toMatchObject({ status: 503, headers: { 'sandbox-fault': 'request' } });
    const opened = new AbortController();
    const late = await fetch(server.apiUrl + EVENTS, {
      headers: { ...clientHeaders(), Accept: 'text/event-stream', Prefer: 'fault=latency; ms=5' },
      signal: opened.signal,
    });
    expect([late.status, late.headers.get('content-type'), late.headers.get('sandbox-fault')]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
      'request; delayMs=5',
    ]);
    opened.abort();
    const rule = await server.call('sandboxPutFault', {
      params: { faultId: 'lose-the-stream' },
      body: { match: { operationIds: ['listNetworks', 'listDashboardEvents'] }, action: { kind: 'reset', commitThenFail: true } },
    });
    expect([rule.status, fieldErrors(rule)[0]?.path]).toEqual([400, '/body/action/commitThenFail']);
  });

  it('answers a 503 without an errorType as an institution’s outage, as sandboxFailInstitution’s `unavailable` does', async () => {
    const outage = await server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: 'fault=error; status=503' } });
    expect([outage.status, outage.body.errorType, outage.headers.get('retry-after')]).toEqual([503, 'institutionUnavailable', '1']);
    const failure = ok(await server.call('sandboxFailInstitution', { body: { type: 'coinbase', error: 'unavailable' } }));
    expect(failure.errorType).toBe(outage.body.errorType);
    ok(await server.call('sandboxClearInstitutionFailure', { body: { type: 'coinbase' } }));
    const named = await server.call('listNetworks', {
      headers: { ...clientHeaders(), Prefer: 'fault=error; status=503; errorType=storeUnavailable' },
    });
    expect(named.body.errorType).toBe('storeUnavailable'); // named, any errorType of the status
  });
});

describe.each(storeKinds)('commit, then fail, on %s', (kind) => {
  let servers: TestServer[];
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === 'sqlite') servers = [await startTestServerOn('sqlite')];
    else {
      // Two servers on one database, as two processes are: the rule is set through one, the calls go to the other.
      const database = await freshDatabase();
      drop = database.drop;
      const env = { DATABASE_URL: database.url };
      servers = [await startTestServer({ env })];
      servers.push(await startTestServer({ env }));
    }
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    await drop?.();
  });

  it('commits the transfer and loses its answer; the retry with the same Idempotency-Key gets the stored answer', async () => {
    const [setter, caller] = [servers[0]!, servers.at(-1)!];
    const account = await connect(caller, 'coinbase', { userId: 'commit-user', username: `commit-${kind}` });
    ok(
      await setter.call('sandboxPutFault', {
        params: { faultId: 'lose-answer' },
        body: {
          match: { operationIds: ['initiateTransfer'] },
          trigger: { kind: 'nextN', count: 1 },
          action: { kind: 'reset', commitThenFail: true },
        },
      }),
    );
    const body = { authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount: 0.01, targetAddress: DESTINATION };
    const headers = { ...clientHeaders(), 'Idempotency-Key': `pay-once-${kind}` };
    const transfers = async () =>
      (await caller.store.db.selectFrom('transfers').select('id').where('user_id', '=', 'commit-user').execute()).length;
    const before = await transfers();
    expect(await raw(caller.apiUrl, { method: 'POST', path: '/api/v1/transfers', headers, body })).toEqual({ error: 'ECONNRESET' });
    expect(await transfers()).toBe(before + 1); // it happened
    const retry = await raw(caller.apiUrl, { method: 'POST', path: '/api/v1/transfers', headers, body });
    expect(retry).toMatchObject({ status: 200, headers: { 'idempotent-replayed': 'true' } });
    expect(await transfers()).toBe(before + 1); // once
    const [rule] = ok(await setter.call('sandboxListFaults')).rules;
    expect(rule).toMatchObject({ matched: 2, fired: 1 });
  });

  it('faults a repeat of an Idempotency-Key that asks for it, and marks no repeat it did not fault', async () => {
    const caller = servers.at(-1)!;
    const post = (prefer?: string) =>
      raw(caller.apiUrl, {
        method: 'POST',
        path: '/api/v1/linktoken',
        headers: { ...clientHeaders(), 'Idempotency-Key': `repeat-${kind}`, ...(prefer ? { Prefer: prefer } : {}) },
        body: { userId: `repeat-${kind}` },
      });
    expect(await post('fault=reset; commit')).toEqual({ error: 'ECONNRESET' });
    const replayed = await post();
    expect(replayed).toMatchObject({ status: 200, headers: { 'idempotent-replayed': 'true' } });
    expect('headers' in replayed && replayed.headers['sandbox-fault']).toBeUndefined();
    // Asked again of a repeat, the fault applies to it (its answer is the kept one, lost again), and says so.
    expect(await post('fault=error; status=503; commit')).toMatchObject({ status: 503, headers: { 'sandbox-fault': 'request' } });
    expect(await post('fault=empty; commit')).toEqual({ error: 'ECONNRESET' });
    const kept = await post();
    expect('text' in kept && 'text' in replayed && kept.text === replayed.text).toBe(true); // the kept answer, untouched
  });
});

describe.each(storeKinds)('a call whose connection a fault broke, in the dashboard, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(async () => server?.close());

  it('is in listDashboardRequests with the rule that fired, kept when the fault was applied', async () => {
    const outcomes: Record<string, Outcome> = {};
    for (const fault of ['reset', 'empty', 'truncated', 'hang']) {
      ok(
        await server.call('sandboxPutFault', {
          params: { faultId: `broken-${fault}` },
          body: { match: { operationIds: ['listNetworks'] }, trigger: { kind: 'nextN', count: 1 }, action: { kind: fault } },
        }),
      );
      outcomes[fault] = await raw(server.apiUrl, { path: NETWORKS, headers: clientHeaders(), timeoutMs: 300 });
      ok(await server.call('sandboxDeleteFault', { params: { faultId: `broken-${fault}` } }));
    }
    expect(outcomes.reset).toEqual({ error: 'ECONNRESET' });
    expect(outcomes.hang).toEqual({ error: 'TIMEOUT' });
    const calls = ok(await server.call('listDashboardRequests', { query: { operationId: 'listNetworks' } })).requests;
    expect(calls.map((c) => [c.fault, c.httpStatus]).reverse()).toEqual([
      ['broken-reset', 500],
      ['broken-empty', 500],
      ['broken-truncated', 500],
      ['broken-hang', 500],
    ]);
    const detail = ok(await server.call('getDashboardRequest', { params: { requestId: calls[0]!.requestId } }));
    expect(detail).toMatchObject({ fault: 'broken-hang', operationId: 'listNetworks', method: 'GET' });
  });

  it('keeps a committed call whose answer was lost with the status and answer the operation gave', async () => {
    const headers = { ...clientHeaders(), Prefer: 'fault=empty; commit' };
    const lost = await raw(server.apiUrl, { method: 'POST', path: '/api/v1/linktoken', headers, body: { userId: 'lost-answer' } });
    expect(lost).toEqual({ error: 'ECONNRESET' });
    const [call] = ok(
      await server.call('listDashboardRequests', { query: { operationId: 'createLinkToken', userId: 'lost-answer' } }),
    ).requests;
    expect(call).toMatchObject({ fault: 'request', httpStatus: 200, errorType: null });
    const detail = ok(await server.call('getDashboardRequest', { params: { requestId: present(call).requestId } }));
    expect(detail.responseBody).toMatchObject({ status: 'ok', content: { linkToken: expect.any(String) } });
  });
});
