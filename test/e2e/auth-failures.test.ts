// The allowance of failed authentications across three processes on one PostgreSQL (issue 28, item 7): one
// allowance per source address, whichever process checks, and every check of a secret counted, the client secret
// that the admin Token operation checks as well.
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/processes.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { killAll, start } from '../support/process.js';
import { ADMIN_KEY, CLIENT, clientHeaders } from '../support/server.js';

afterAll(killAll);

const PROCESSES = 3;
const BURST = 30; // per window of BURST / 1 seconds: longer than each case, so no failure is given back during one

/** The HTTP status of a request sent from `source`, one of the loopback addresses: each case is its own address. */
function statusFrom(source: string, url: string, init: { method?: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const body = init.body ?? '';
    const headers = {
      ...init.headers,
      ...(init.body ? { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } : {}),
    };
    const req = request(url, { method: init.method ?? 'GET', headers, localAddress: source }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function tally(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.skipIf(!postgresAvailable)('failed authentications across three processes on one PostgreSQL', () => {
  it('spend one allowance per address, wherever they are checked, the admin Token operation included', async () => {
    const database = await freshDatabase();
    const ports = await freePorts(2 * PROCESSES);
    try {
      const launch = async (i: number) => {
        const started = await start({
          DATABASE_URL: database.url,
          PORT: String(ports[2 * i]),
          ADMIN_PORT: String(ports[2 * i + 1]),
          ADMIN_API_KEY: ADMIN_KEY,
          SANDBOX_CLIENT_ID: CLIENT.id,
          SANDBOX_CLIENT_SECRET: CLIENT.secret,
          AUTH_FAILURE_BURST: String(BURST),
          AUTH_FAILURE_PER_SECOND: '1',
        });
        expect(started.exitCode, started.output).toBeNull();
      };
      await launch(0); // the first creates the schema; the others find it
      await Promise.all(Array.from({ length: PROCESSES - 1 }, (_, i) => launch(i + 1)));
      const api = (i: number) => `http://127.0.0.1:${ports[2 * (i % PROCESSES)]}`;
      const admin = (i: number) => `http://127.0.0.1:${ports[2 * (i % PROCESSES) + 1]}`;

      // Wrong client secrets, twice the allowance, all at once, a third to each process.
      const guesser = '127.0.0.2';
      const wrongSecret = (i: number) => clientHeaders({ id: CLIENT.id, secret: `sk_wrong_${i}_0123456789abcdef0123456789` });
      const guesses = await Promise.all(
        Array.from({ length: 2 * BURST }, (_, i) =>
          statusFrom(guesser, `${api(i)}/api/v1/transfers/managed/networks`, { headers: wrongSecret(i) }),
        ),
      );
      expect(tally(guesses)).toEqual({ 401: BURST, 429: BURST });
      expect(guesses.filter((g) => g.status === 429).every((g) => Number(g.retryAfter) >= 1)).toBe(true);
      // Every process now refuses the address before looking at what it sends, the right secret too.
      for (let i = 0; i < PROCESSES; i++)
        expect((await statusFrom(guesser, `${api(i)}/api/v1/transfers/managed/networks`, { headers: clientHeaders() })).status).toBe(429);

      // Client secrets guessed through the admin Token operation, with the right admin key, from another address.
      const tokenGuesser = '127.0.0.3';
      const token = (i: number, clientSecret: string) =>
        statusFrom(tokenGuesser, `${admin(i)}/admin/api/v1/Token`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN_KEY}` },
          body: JSON.stringify({ clientId: CLIENT.id, clientSecret }),
        });
      const tokenGuesses = await Promise.all(
        Array.from({ length: 2 * BURST }, (_, i) => token(i, `sk_guess_${i}_0123456789abcdef0123456789`)),
      );
      expect(tally(tokenGuesses)).toEqual({ 401: BURST, 429: BURST });
      for (let i = 0; i < PROCESSES; i++) expect((await token(i, CLIENT.secret)).status).toBe(429);

      // An address that failed nothing is not held back by the others.
      expect((await statusFrom('127.0.0.4', `${api(0)}/api/v1/transfers/managed/networks`, { headers: clientHeaders() })).status).toBe(200);
    } finally {
      killAll();
      await database.drop();
    }
  }, 120_000);
});
