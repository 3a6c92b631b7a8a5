// Issue 28's reproduction of deadlocks, shortened: three processes on one PostgreSQL settle every second, while 24
// workers each create a link token then send a transfer, over six accounts. No request may fail for contention
// (500), and no process's settle job may fail for it.
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../client/index.js';
import { freePorts } from '../../scripts/processes.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { killAll, start } from '../support/process.js';
import { ADMIN_KEY, CLIENT, present } from '../support/server.js';

afterAll(killAll);

const PROCESSES = 3;
const ACCOUNTS = 6;
const WORKERS = 24;
const ROUNDS = 6;
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

describe.skipIf(!postgresAvailable)('three processes settling transfers of the same accounts', () => {
  it('answer no request 500 and fail no settle job, however their locks cross', async () => {
    const database = await freshDatabase();
    const ports = await freePorts(2 * PROCESSES);
    const logs: string[] = [];
    try {
      const launch = async (i: number) => {
        const started = await start({
          DATABASE_URL: database.url,
          PORT: String(ports[2 * i]),
          ADMIN_PORT: String(ports[2 * i + 1]),
          ADMIN_API_KEY: ADMIN_KEY,
          SANDBOX_CLIENT_ID: CLIENT.id,
          SANDBOX_CLIENT_SECRET: CLIENT.secret,
          SANDBOX_SETTLE_MS: '1000',
          WORKER_INTERVAL_MS: '50', // settle batches often, so that batches of different processes overlap
          RATE_LIMIT_BURST: '100000',
          RATE_LIMIT_PER_SECOND: '10000',
        });
        expect(started.exitCode, started.output).toBeNull();
        for (const stream of [started.child.stdout!, started.child.stderr!])
          stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      };
      // The first creates the schema; the others find it.
      await launch(0);
      await Promise.all(Array.from({ length: PROCESSES - 1 }, (_, i) => launch(i + 1)));
      // The load sees every answer as it is; the accounts are set up as an integrator would, retrying a 503.
      const apisWith = (maxAttempts: number) =>
        Array.from({ length: PROCESSES }, (_, i) =>
          createApi({
            baseUrl: `http://127.0.0.1:${ports[2 * i]}`,
            clientId: CLIENT.id,
            clientSecret: CLIENT.secret,
            retry: { maxAttempts },
          }),
        );
      const apis = apisWith(1);
      const setup = apisWith(5);
      const accounts = await Promise.all(
        Array.from({ length: ACCOUNTS }, async (_, a) => {
          const api = setup[a % PROCESSES]!;
          const { linkToken } = await api.createLinkToken({ userId: `user-${a}` });
          const connected = await api.sandboxConnect({ linkToken, type: 'gemini', username: `login-${a}`, password: 'pass_good' });
          return present(present(connected.accessToken).accountTokens[0]?.tokenId);
        }),
      );
      const answers = new Map<string, number>();
      const note = (answer: string) => answers.set(answer, (answers.get(answer) ?? 0) + 1);
      const worker = async (w: number) => {
        const api = apis[w % PROCESSES]!;
        const account = w % ACCOUNTS;
        for (let round = 0; round < ROUNDS; round++) {
          try {
            const { linkToken } = await api.createLinkToken({ userId: `user-${account}` });
            await api.sandboxTransfer({
              linkToken,
              authToken: accounts[account]!,
              type: 'gemini',
              symbol: 'ETH',
              amount: 0.01,
              toAddress: DESTINATION,
            });
            note('200');
          } catch (error) {
            const { httpStatus, errorType } = error as { httpStatus: number; errorType: string };
            note(`${httpStatus} ${errorType}`);
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

      const summary = JSON.stringify(Object.fromEntries(answers));
      expect(answers.get('200') ?? 0, summary).toBeGreaterThan(0);
      expect(
        [...answers.keys()].filter((answer) => answer.startsWith('500')),
        summary,
      ).toEqual([]);
      // A settle job that fails for contention logs the database's code (a slow connection under load is not this).
      expect(
        logs
          .join('')
          .match(/.*background work failed.*/g)
          ?.filter((line) => /40P01|40001/.test(line)) ?? [],
      ).toEqual([]);
    } finally {
      killAll();
      await database.drop();
    }
  }, 120_000);
});
