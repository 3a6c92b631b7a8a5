// Transactions that PostgreSQL aborts for what others did at the same time (issue 28, item 1): a deadlock or a
// serialization failure is run again a bounded number of times, then answered 503 with Retry-After, with nothing
// half-done; and settle batches lock the accounts they debit in one order, so two of them never deadlock.
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { seededRandom } from '../../server/deps/random.js';
import type { Deps } from '../../server/deps/deps.js';
import { createServices } from '../../server/domain/services.js';
import { sandboxInstitutions } from '../../server/institutions/simulator.js';
import { openStore, TRANSACTION_ATTEMPTS, type Aggregates, type Store } from '../../server/store/store.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { deref, spec } from '../support/spec.js';
import { connect, ManualClock, ok, present, startTestServer, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

describe.skipIf(!postgresAvailable)('contention on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: TestServer;
  beforeAll(async () => {
    database = await freshDatabase();
    server = await startTestServer({ env: { DATABASE_URL: database.url } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const linkToken = async (userId: string) => ok(await server.call('createLinkToken', { body: { userId } })).linkToken;
  const count = async (table: 'transfers' | 'webhook_events') =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(server.store.db)).rows[0]!.n);

  it('runs a transaction that hit a deadlock again; past its attempts answers 503 with Retry-After, having done nothing', async () => {
    const db = server.store.db;
    // A fault on the transfer's last statement (its webhook event): the first `failures` inserts from now on fail
    // as a deadlock does. The sequence counts inserts across rolled-back transactions, which a table would not.
    await sql`CREATE SEQUENCE injected_calls`.execute(db);
    await sql`CREATE TABLE injected_plan (failures bigint NOT NULL)`.execute(db);
    await sql`INSERT INTO injected_plan VALUES (0)`.execute(db);
    await sql
      .raw(`CREATE FUNCTION inject_deadlock() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('injected_calls') <= (SELECT failures FROM injected_plan) THEN
          RAISE EXCEPTION 'injected deadlock' USING ERRCODE = '40P01';
        END IF;
        RETURN NEW;
      END $$`)
      .execute(db);
    await sql`CREATE TRIGGER inject_deadlock BEFORE INSERT ON webhook_events FOR EACH ROW EXECUTE FUNCTION inject_deadlock()`.execute(db);
    const calls = async () =>
      Number(
        (await sql<{ n: string }>`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM injected_calls`.execute(db)).rows[0]!.n,
      );
    const failNext = async (failures: number) => sql`UPDATE injected_plan SET failures = ${(await calls()) + failures}`.execute(db);

    const account = await connect(server, 'coinbase', { userId: 'deadlock-user', username: 'deadlock' });
    const transfer = async (token: string) =>
      server.call('sandboxTransfer', {
        body: { linkToken: token, authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION },
      });

    // Once: the second attempt commits, and the client sees one transfer with one event.
    await failNext(1);
    const before = await calls();
    const sent = present(ok(await transfer(await linkToken('deadlock-user'))).transfer);
    expect(await calls()).toBe(before + 2);
    expect(await count('transfers')).toBe(1);
    expect(await count('webhook_events')).toBe(1);
    expect(ok(await server.call('getTransfer', { params: { transferId: sent.transferId } })).status).toBe('Pending');

    // Always: every attempt fails, the last one is answered 503, and nothing of any attempt is left.
    await failNext(1_000_000);
    const token = await linkToken('deadlock-user');
    const refusedAt = await calls();
    const refused = await transfer(token);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ status: 'serverFailure', errorType: 'storeUnavailable', errorData: { retryAfterSeconds: 1 } });
    // The spec's 503 shows this very answer, and says what storeUnavailable covers.
    expect(refused.body).toMatchObject(deref(spec.components.examples.StoreContentionError).value);
    expect(spec.components.schemas.ErrorType['x-enumDescriptions'].storeUnavailable).toMatch(
      /deadlock or serialization failure.*Retry-After/,
    );
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await calls()).toBe(refusedAt + TRANSACTION_ATTEMPTS);
    expect(await count('transfers')).toBe(1);
    expect(await count('webhook_events')).toBe(1);

    // The link token was not spent: once the database lets it, the same request goes through.
    await sql`UPDATE injected_plan SET failures = 0`.execute(db);
    ok(await transfer(token));
    expect(await count('transfers')).toBe(2);
    await sql`DROP TRIGGER inject_deadlock ON webhook_events`.execute(db);
  });

  /** A promise and what resolves it (Promise.withResolvers, which Node 20 lacks). */
  function arrival() {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  }

  /** A store whose transactions count their attempts, and whose first lock of an account waits at `gate`. */
  /**
   * The store, with each attempt of a transaction that locks an account counted (a settle, or its retry): the
   * process's other transactions, such as the dashboard's on PostgreSQL, lock no account and are not counted.
   */
  function instrumented(store: Store, gate: () => Promise<void>) {
    let attempts = 0;
    let first = true;
    const wrap = (tx: Aggregates): Aggregates => {
      let counted = false;
      return {
        ...tx,
        connections: {
          ...tx.connections,
          async lockForUpdate(id: string) {
            if (!counted) {
              counted = true;
              attempts++;
            }
            if (first) {
              first = false;
              await gate();
            }
            await tx.connections.lockForUpdate(id);
          },
        },
      };
    };
    return {
      store: { ...store, transaction: <T>(fn: (tx: Aggregates) => Promise<T>) => store.transaction((tx) => fn(wrap(tx))) },
      attempts: () => attempts,
    };
  }

  it('two settle batches over the same two accounts, due in crossing orders, each settle in one attempt', async () => {
    const a = await connect(server, 'coinbase', { userId: 'cross-user', username: 'cross-a' });
    const b = await connect(server, 'gemini', { userId: 'cross-user', username: 'cross-b' });
    const sent: string[] = [];
    // Due first to last: A, B, then B, A. The first batch takes the first two, the second batch the other two.
    for (const [account, seconds] of [
      [a, 1],
      [b, 2],
      [b, 3],
      [a, 4],
    ] as const) {
      const body = {
        linkToken: await linkToken('cross-user'),
        authToken: account.tokenId,
        type: account.brokerType as 'coinbase' | 'gemini',
        symbol: 'ETH',
        amount: 0.01,
        toAddress: DESTINATION,
        settlement: { outcome: 'Succeeded' as const, settleInSeconds: seconds },
      };
      sent.push(present(ok(await server.call('sandboxTransfer', { body })).transfer).transferId);
    }

    // Two processes' settle jobs, each with its own connections to the database. Each batch waits, before its
    // first account lock, until both batches hold their transfers: the locks are then taken while both are open.
    const arrived = [arrival(), arrival()];
    const bothArrived = Promise.all(arrived.map((d) => d.promise));
    const batches = await Promise.all(
      arrived.map(async (own, i) => {
        const store = await openStore({ databaseUrl: database.url });
        const { store: counted, attempts } = instrumented(store, async () => {
          own.resolve();
          await bothArrived;
        });
        const deps: Deps = {
          store: counted,
          clock: new ManualClock(server.clock.now() + 10_000),
          random: seededRandom(`settle-${i}`),
          config: loadConfig({}),
          logger: pino({ level: 'silent' }),
          institutions: sandboxInstitutions,
        };
        return { store, attempts, transfers: createServices(deps).transfers };
      }),
    );
    try {
      const first = batches[0]!.transfers.settleDue(2);
      await arrived[0]!.promise; // the first batch holds the two transfers due first
      const second = batches[1]!.transfers.settleDue(2);
      expect(await Promise.all([first, second])).toEqual([2, 2]);
      expect(batches.map((batch) => batch.attempts())).toEqual([1, 1]);
    } finally {
      await Promise.all(batches.map((batch) => batch.store.close()));
    }
    for (const transferId of sent) expect(ok(await server.call('getTransfer', { params: { transferId } })).status).toBe('Succeeded');
  });
});
