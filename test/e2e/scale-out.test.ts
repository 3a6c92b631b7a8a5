// Three server processes on one PostgreSQL under mixed load (link tokens, connects, transfers, reads, webhooks).
// Mid-run one is killed with SIGKILL and the others' database connections are terminated. Afterwards: every
// acknowledged write is there, every transfer's webhooks arrive in order with each status at least once, no
// transfer settles twice, and a client's rate limit holds across the processes.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdminClient, createApi, type Api } from '../../client/index.js';
import { verifyWebhook, type TransferWebhook } from '../../client/webhooks.js';
import { freePorts } from '../../scripts/processes.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { killAll, start } from '../support/process.js';
import { startReceiver } from '../support/receiver.js';
import { ADMIN_KEY, CLIENT, present } from '../support/server.js';

afterAll(killAll);

const USERS = 9;
const TRANSFERS_PER_USER = 2;
const RATE_LIMIT = 300;
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

/**
 * A fetch that sends each request to the first process still up, as a load balancer would: a connection refused
 * moves it to the next. The client's Idempotency-Key makes sending a POST again to another process safe.
 */
function failoverFetch(origins: string[]) {
  const live = [...origins];
  return async (request: Request): Promise<Response> => {
    for (let i = 0; live.length; i++) {
      const origin = live[i % live.length]!;
      const target = new URL(request.url);
      const url = new URL(origin);
      target.host = url.host;
      try {
        return await fetch(new Request(target, request.clone()));
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        live.splice(live.indexOf(origin), 1); // down: the next process takes its requests
      }
    }
    throw new TypeError('fetch failed: every process is down');
  };
}

async function terminateConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresAvailable)('three processes on one PostgreSQL', () => {
  it('lose nothing acknowledged, deliver every webhook in order and settle each transfer once, through a SIGKILL and dropped connections', async () => {
    const database = await freshDatabase();
    const receiver = await startReceiver();
    const ports = await freePorts(6);
    const envOf = (i: number) => ({
      DATABASE_URL: database.url,
      PORT: String(ports[2 * i]),
      ADMIN_PORT: String(ports[2 * i + 1]),
      // One sandbox behind a balancer: every process writes, and accepts, link tokens of the same Link page URL.
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      ADMIN_API_KEY: ADMIN_KEY,
      SANDBOX_CLIENT_ID: CLIENT.id,
      SANDBOX_CLIENT_SECRET: CLIENT.secret,
      SANDBOX_SETTLE_MS: '300',
      WORKER_INTERVAL_MS: '25',
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_SCHEDULE: Array(20).fill('0.2').join(','),
      RATE_LIMIT_BURST: String(RATE_LIMIT),
      RATE_LIMIT_PER_SECOND: '1', // one window of 300 s: the whole test
    });
    try {
      // One at a time: the first creates the schema, the others find it.
      const processes = [];
      for (let i = 0; i < 3; i++) {
        const started = await start(envOf(i));
        expect(started.exitCode, started.output).toBeNull();
        processes.push(started);
      }
      const apiOrigins = [0, 1, 2].map((i) => `http://127.0.0.1:${ports[2 * i]}`);
      const admin = createApi(createAdminClient({ adminUrl: `http://127.0.0.1:${ports[1]}`, adminKey: ADMIN_KEY }));
      const secret = present((await admin.setWebhook({ clientId: CLIENT.id, url: receiver.url })).secret);

      // Each user's requests start at another process; retries (503, a lost answer) go on through the others.
      const apiFor = (user: number): Api =>
        createApi({
          baseUrl: apiOrigins[user % 3]!,
          clientId: CLIENT.id,
          clientSecret: CLIENT.secret,
          fetch: failoverFetch([...apiOrigins.slice(user % 3), ...apiOrigins.slice(0, user % 3)]),
          retry: { maxAttempts: 8, baseDelayMs: 50, maxDelayMs: 1000 },
        });
      const acknowledged = { connections: [] as { user: number; tokenId: string }[], transfers: [] as { id: string; amount: number }[] };
      let disrupt!: () => void;
      const disrupted = new Promise<void>((resolve) => (disrupt = resolve));

      /**
       * Runs a step that spends a link token. A request whose process died after it committed, before it kept its
       * answer, is acted on again when repeated after its key's lease (docs/security.md: the one window left), and
       * then finds its link token spent: as an integrator would, the step starts over with a new link token.
       * Such a request was never acknowledged, so it is no write the checks below expect.
       */
      const withLinkToken = async <T>(api: Api, userId: string, step: (linkToken: string) => Promise<T>): Promise<T> => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await step((await api.createLinkToken({ userId })).linkToken);
          } catch (error) {
            if (attempt >= 3 || (error as { errorType?: string }).errorType !== 'linkTokenInvalid') throw error;
          }
        }
      };
      const journey = async (user: number) => {
        const api = apiFor(user);
        const userId = `scale-${user}`;
        const connected = await withLinkToken(api, userId, (linkToken) =>
          api.sandboxConnect({ linkToken, type: 'gemini', username: userId, password: 'pass_good' }),
        );
        const tokenId = present(present(connected.accessToken).accountTokens[0]?.tokenId);
        acknowledged.connections.push({ user, tokenId });
        if (acknowledged.connections.length === Math.ceil(USERS / 2)) disrupt();
        for (let t = 0; t < TRANSFERS_PER_USER; t++) {
          if (t === 1) await disrupted; // the second half of the load runs through the disruption
          const amount = (user + t) % 4 === 0 ? 0.013 : 0.01; // ends in 13: settles Failed
          const { transfer } = await withLinkToken(api, userId, (linkToken) =>
            api.sandboxTransfer({ linkToken, authToken: tokenId, type: 'gemini', symbol: 'ETH', amount, toAddress: DESTINATION }),
          );
          acknowledged.transfers.push({ id: present(transfer).transferId, amount });
          await api.getHoldings({ authToken: tokenId, type: 'gemini' });
        }
      };
      const load = Promise.all(Array.from({ length: USERS }, (_, user) => journey(user)));

      await disrupted;
      processes[2]!.child.kill('SIGKILL');
      expect(await terminateConnections(database.url)).toBeGreaterThan(0);
      await load;

      const survivor = createApi({
        baseUrl: apiOrigins[0]!,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        retry: { maxAttempts: 8, baseDelayMs: 50 },
      });
      // Every acknowledged write is there.
      expect(acknowledged.transfers).toHaveLength(USERS * TRANSFERS_PER_USER);
      for (const { tokenId } of acknowledged.connections)
        expect((await survivor.getHoldings({ authToken: tokenId, type: 'gemini' })).status).toBe('succeeded');

      // Every transfer's webhooks: Pending first, then its one final status, each delivered at least once.
      const expectedFinal = new Map(acknowledged.transfers.map((t) => [t.id, t.amount === 0.013 ? 'Failed' : 'Succeeded']));
      const delivered = () =>
        receiver.received.filter((r) => r.reply === 200).map((r) => verifyWebhook(r.body, r.headers as Record<string, string>, secret));
      await receiver.until(() => {
        const events = delivered();
        return [...expectedFinal].every(
          ([id, final]) =>
            events.some((e) => e.TransferId === id && e.TransferStatus === 'Pending') &&
            events.some((e) => e.TransferId === id && e.TransferStatus === final),
        );
      });
      const byTransfer = new Map<string, TransferWebhook[]>();
      for (const event of delivered()) byTransfer.set(event.TransferId, [...(byTransfer.get(event.TransferId) ?? []), event]);
      for (const [id, final] of expectedFinal) {
        const events = present(byTransfer.get(id), `webhooks of ${id}`);
        const distinct = [...new Map(events.map((e) => [e.EventId, e])).values()];
        expect(
          distinct.map((e) => e.TransferStatus),
          `events of ${id}`,
        ).toEqual(['Pending', final]);
        expect(events[0]!.TransferStatus, `first delivery of ${id}`).toBe('Pending');
        expect((await survivor.getTransfer({ transferId: id })).status).toBe(final);
      }
      // No transfer settled twice: one final event each in the outbox, and no transfer that nobody asked for.
      const outbox = await (async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return (
            await client.query<{ transfer_id: string; finals: string; total: string }>(
              `SELECT transfer_id, count(*) FILTER (WHERE payload->>'TransferStatus' <> 'Pending') AS finals, count(*) AS total FROM webhook_events GROUP BY transfer_id`,
            )
          ).rows;
        } finally {
          await client.end();
        }
      })();
      for (const row of outbox) expect(row, `events of ${row.transfer_id}`).toMatchObject({ finals: '1', total: '2' });

      // The rate limit holds across the processes left: a new client gets exactly its limit through both.
      const created = await admin.createClient({ name: 'Rate-limited client' });
      const limited = [0, 1].map((i) =>
        createApi({
          baseUrl: apiOrigins[i]!,
          clientId: created.clientId,
          clientSecret: present(created.clientSecret),
          retry: { maxAttempts: 1 },
        }),
      );
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            limited[i % 2]!.listNetworks().then(
              () => 200,
              (error: { httpStatus: number }) => error.httpStatus,
            ),
          ),
        );
        statuses.push(...answers);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(400 - RATE_LIMIT);
    } finally {
      killAll();
      await receiver.close();
      await database.drop();
    }
  }, 120_000);
});
