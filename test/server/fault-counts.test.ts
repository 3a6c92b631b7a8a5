// How fault rules are counted (issue 45), over HTTP on both stores: every rule a call matches counts it at once (past
// the rule that fired, as docs/faults.md says), however many rules it meets, without writing a row per rule; rules of
// other operations are not counted; the counts that decide whether a rule fires stay exact when calls run at once,
// through two processes on one PostgreSQL database; a change of the rules through one process applies on the next
// call through the other; and the counts outlive a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, storeKinds } from '../support/postgres.js';
import { clientHeaders, headersOf, ok, startTestServer, type TestServer } from '../support/server.js';

const networks = { operationIds: ['listNetworks'] };
const error = (status: number) => ({ kind: 'error', status });

/** Two servers on one PostgreSQL database, as two processes are; one server on SQLite, whose store is its own. */
async function serversOn(kind: 'sqlite' | 'postgres', count: number) {
  if (kind === 'sqlite') return { servers: [await startTestServer()], drop: async () => undefined };
  const database = await freshDatabase();
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await startTestServer({ env: { DATABASE_URL: database.url } }));
  return { servers, drop: database.drop };
}

const outcome = (result: { status: number; headers: Headers }) =>
  `${result.status}${result.headers.get('sandbox-fault') ? `:${result.headers.get('sandbox-fault')}` : ''}`;

describe.each(storeKinds)('fault rules counted once per call, on %s', (kind) => {
  let servers: TestServer[];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ servers, drop } = await serversOn(kind, 2));
  });
  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    await drop?.();
  });
  const [first, last] = [() => servers[0]!, () => servers.at(-1)!];
  const newClient = async (name: string) => headersOf(ok(await first().call('createClient', { body: { name } })));
  const put = (server: TestServer, faultId: string, body: unknown, headers = clientHeaders()) =>
    server.call('sandboxPutFault', { params: { faultId }, body, headers }).then(ok);
  const rules = async (server: TestServer, headers = clientHeaders()) =>
    Object.fromEntries(ok(await server.call('sandboxListFaults', { headers })).rules.map((r) => [r.id, [r.matched, r.fired]]));

  it('counts every rule a call matches, past the one that fired, and no rule of another operation, user or method', async () => {
    const headers = await newClient('Counts every rule');
    await put(first(), 'a-next', { match: networks, trigger: { kind: 'nextN', count: 1 }, action: error(500) }, headers);
    await put(first(), 'b-every', { match: networks, trigger: { kind: 'everyNth', count: 2 }, action: error(503) }, headers);
    await put(first(), 'c-other-operation', { match: { operationIds: ['listIntegrations'] }, action: error(500) }, headers);
    await put(first(), 'd-other-method', { match: { ...networks, method: 'post' }, action: error(500) }, headers);
    await put(first(), 'e-other-user', { match: { ...networks, userId: 'someone' }, action: error(500) }, headers);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push(outcome(await last().call('listNetworks', { headers })));
    // b-every counted the first call too, which a-next faulted: the second call is its second.
    expect(seen).toEqual(['500:a-next', '503:b-every', '200', '503:b-every']);
    expect(await rules(first(), headers)).toEqual({
      'a-next': [4, 1],
      'b-every': [4, 2],
      'c-other-operation': [0, 0],
      'd-other-method': [0, 0],
      'e-other-user': [0, 0],
    });
  });

  it('counts 1,000 matching rules loaded by sandboxImport without writing a row of each', async () => {
    const headers = await newClient('A thousand rules');
    const { format, version, exportedAt, secrets, ...document } = ok(await first().call('sandboxExport', { headers }));
    const faultRules = Array.from({ length: 1000 }, (_, i) => ({
      id: `never-${String(i).padStart(4, '0')}`,
      match: networks,
      // never within this test: every millionth call, or with probability 0
      trigger: i % 2 ? { kind: 'everyNth', count: 1_000_000, seed: i } : { kind: 'probability', probability: 0, seed: i },
      until: null,
      action: error(503),
    }));
    ok(await first().call('sandboxImport', { body: { format, version, exportedAt, secrets, ...document, faultRules }, headers }));
    const { db } = last().store;
    const clientId = headers['X-Client-Id'];
    /** Rows the store wrote: SQLite's changes on the server's one connection; on PostgreSQL, the rules' row versions. */
    const written = async () =>
      kind === 'sqlite'
        ? Number((await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db)).rows[0]!.n)
        : Number(
            (await sql<{ n: string }>`SELECT count(DISTINCT xmin::text) AS n FROM fault_rules WHERE client_id = ${clientId}`.execute(db))
              .rows[0]!.n,
          );
    const before = await written();
    for (let i = 0; i < 3; i++) expect(outcome(await last().call('listNetworks', { headers }))).toBe('200');
    // SQLite counts in memory (written by the background work); PostgreSQL counts on one counter for all 1,000.
    expect(await written()).toBe(before);
    const counted = ok(await first().call('sandboxListFaults', { headers })).rules;
    expect(counted).toHaveLength(1000);
    expect(new Set(counted.map((r) => `${r.matched}/${r.fired}`))).toEqual(new Set(['3/0']));
  });

  it('counts exactly when calls run at once through every process, and never answers 503 for it', async () => {
    const headers = await newClient('At once');
    // a- and b- share a counter (the same match); c- and d- count on counters of their own: each call takes three.
    await put(first(), 'a-every', { match: networks, trigger: { kind: 'everyNth', count: 5 }, action: error(503) }, headers);
    await put(first(), 'b-next', { match: networks, trigger: { kind: 'nextN', count: 7 }, action: error(500) }, headers);
    await put(
      first(),
      'c-never',
      { match: { ...networks, method: 'get' }, trigger: { kind: 'probability', probability: 0 }, action: error(500) },
      headers,
    );
    await put(
      first(),
      'd-never',
      { match: networks, until: 253402300799999, trigger: { kind: 'probability', probability: 0 }, action: error(500) },
      headers,
    );
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => servers[i % servers.length]!.call('listNetworks', { headers })));
    const tally = (status: number) => results.filter((r) => r.status === status).length;
    // Calls 5, 10, …, 60 are a-every's; b-next has 1 to 7 but 5.
    expect([tally(200), tally(500), tally(503)]).toEqual([42, 6, 12]);
    expect(results.filter((r) => r.status === 503).every((r) => r.headers.get('sandbox-fault') === 'a-every')).toBe(true);
    for (const server of servers)
      expect(await rules(server, headers)).toEqual({ 'a-every': [60, 12], 'b-next': [60, 6], 'c-never': [60, 0], 'd-never': [60, 0] });
  });

  it('applies a rule set, replaced, deleted, cleared, reset or imported through one process on the next call through another', async () => {
    const headers = await newClient('Changes');
    const call = async () => outcome(await last().call('listNetworks', { headers }));
    await put(first(), 'kept', { match: { operationIds: ['listIntegrations'] }, action: error(500) }, headers);
    expect(await call()).toBe('200'); // the other process has read the client's rules
    await put(first(), 'new', { match: networks, trigger: { kind: 'nextN', count: 1 }, action: error(500) }, headers);
    expect([await call(), await call()]).toEqual(['500:new', '200']);
    await put(first(), 'new', { match: networks, trigger: { kind: 'nextN', count: 1 }, action: error(503) }, headers);
    expect([await call(), await call()]).toEqual(['503:new', '200']); // counts from zero again
    await put(first(), 'new', { match: networks, action: { kind: 'rateLimit' } }, headers);
    expect(await call()).toBe('429:new');
    ok(await first().call('sandboxDeleteFault', { params: { faultId: 'new' }, headers }));
    expect(await call()).toBe('200');
    await put(first(), 'again', { match: networks, action: error(500) }, headers);
    expect(await call()).toBe('500:again');
    ok(await first().call('sandboxClearFaults', { headers }));
    expect(await call()).toBe('200');
    await put(first(), 'again', { match: networks, action: error(500) }, headers);
    const exported = ok(await first().call('sandboxExport', { headers }));
    ok(await first().call('sandboxReset', { headers }));
    expect(await call()).toBe('200');
    ok(await first().call('sandboxImport', { body: exported, headers }));
    expect(await call()).toBe('500:again');
    expect(await rules(last(), headers)).toEqual({ again: [1, 1] });
  });
});

describe.each(storeKinds)('fault counts across a restart, on %s', (kind) => {
  it('keeps what the rules counted when the server stops and starts again on the same store', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'fault-counts-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: directory };
    try {
      let server = await startTestServer({ env });
      ok(
        await server.call('sandboxPutFault', {
          params: { faultId: 'twice' },
          body: { match: networks, trigger: { kind: 'nextN', count: 2 }, action: error(500) },
        }),
      );
      expect(outcome(await server.call('listNetworks'))).toBe('500:twice');
      await server.close();
      server = await startTestServer({ env });
      try {
        expect([outcome(await server.call('listNetworks')), outcome(await server.call('listNetworks'))]).toEqual(['500:twice', '200']);
        expect(ok(await server.call('sandboxListFaults')).rules).toMatchObject([{ id: 'twice', matched: 3, fired: 2 }]);
      } finally {
        await server.close();
      }
    } finally {
      await database?.drop();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
