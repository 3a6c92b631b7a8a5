// Commit, then fail, across processes (issue 37): two server processes on one PostgreSQL database. A rule set
// through one faults a call made through the other; that call commits, its answer is lost, and the retry with the
// same Idempotency-Key, through either process, gets the stored answer: one transfer, whichever process answers.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../client/index.js';
import { freshDatabase, postgresAvailable } from '../support/postgres.js';
import { killAll, serverPorts, start } from '../support/process.js';
import { raw } from '../support/rawRequest.js';
import { ADMIN_KEY, CLIENT, clientHeaders, present } from '../support/server.js';

afterAll(killAll);

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const USER = 'two-process-user';

/** The transfers the database holds for the user, whichever process wrote them. */
async function transfersIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM transfers WHERE user_id = $1', [USER]);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresAvailable)('commit, then fail, on two processes on one PostgreSQL', () => {
  it('a rule set through A loses the answer of a transfer made through B; the retry through A and through B gets the stored answer', async () => {
    const database = await freshDatabase();
    const [a, b] = [await serverPorts(), await serverPorts()];
    const shared = {
      DATABASE_URL: database.url,
      // One sandbox behind a balancer: a link token made through one process is accepted by the other.
      PUBLIC_URL: `http://127.0.0.1:${a.PORT}`,
      ADMIN_API_KEY: ADMIN_KEY,
      SANDBOX_CLIENT_ID: CLIENT.id,
      SANDBOX_CLIENT_SECRET: CLIENT.secret,
    };
    try {
      // One at a time: the first creates the schema, the second finds it.
      for (const ports of [a, b]) {
        const started = await start({ ...shared, ...ports });
        expect(started.exitCode, started.output).toBeNull();
      }
      const [originA, originB] = [a, b].map((ports) => `http://127.0.0.1:${ports.PORT}`) as [string, string];
      const credentials = { clientId: CLIENT.id, clientSecret: CLIENT.secret, retry: { maxAttempts: 1 } };
      const [apiA, apiB] = [createApi({ baseUrl: originA, ...credentials }), createApi({ baseUrl: originB, ...credentials })];

      // B serves the client before the rule exists: what it may have learnt of the client's rules must not hide it.
      const { linkToken } = await apiB.createLinkToken({ userId: USER });
      const connected = await apiB.sandboxConnect({ linkToken, type: 'coinbase', username: 'two-process', password: 'pass_good' });
      const authToken = present(present(connected.accessToken).accountTokens[0]).tokenId;
      expect(await apiB.sandboxListFaults()).toEqual({ rules: [] });

      await apiA.sandboxPutFault({
        faultId: 'lose-answer',
        match: { operationIds: ['initiateTransfer'] },
        trigger: { kind: 'nextN', count: 1 },
        action: { kind: 'reset', commitThenFail: true },
      });
      const transfer = {
        method: 'POST',
        path: '/api/v1/transfers',
        headers: { ...clientHeaders(), 'Idempotency-Key': 'pay-once-across-processes' },
        body: { authToken, type: 'coinbase', symbol: 'ETH', amount: 0.01, targetAddress: DESTINATION },
      };
      expect(await raw(originB, transfer)).toEqual({ error: 'ECONNRESET' });
      expect(await transfersIn(database.url)).toBe(1); // it happened, though its answer was lost

      const retries = [await raw(originA, transfer), await raw(originB, transfer)];
      for (const retry of retries) {
        expect(retry, JSON.stringify(retry)).toMatchObject({ status: 200, headers: { 'idempotent-replayed': 'true' } });
        expect(retry).not.toHaveProperty('headers.sandbox-fault');
      }
      const [fromA, fromB] = retries.map((r) => JSON.parse('text' in r ? r.text : '{}') as { content: { transactionId: string } });
      expect(fromA!.content).toMatchObject({ status: 'pending' });
      expect(fromB).toEqual(fromA); // the one stored answer, whichever process kept it and whichever reads it
      expect(await transfersIn(database.url)).toBe(1); // paid once

      const listed = await apiA.listInstitutionTransfers({ authToken, type: 'coinbase' });
      expect(listed.transfers.filter((t) => t.id === fromA!.content.transactionId)).toHaveLength(1);
      // Both processes counted on the rule's one count: the lost call and the two retries matched, one fired.
      expect((await apiB.sandboxListFaults()).rules).toMatchObject([{ id: 'lose-answer', matched: 3, fired: 1 }]);
    } finally {
      killAll();
      await database.drop();
    }
  }, 90_000);
});
