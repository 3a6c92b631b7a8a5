// At-least-once delivery across a crash: the server process is killed with SIGKILL while events are due and
// in flight, restarted on the same data, and every event still arrives, signed. On each store.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdminClient, createApi } from '../../client/index.js';
import { verifyWebhook } from '../../client/webhooks.js';
import { freshDatabase, storeKinds } from '../support/postgres.js';
import { killAll, serverPorts, start } from '../support/process.js';
import { startReceiver, type Received } from '../support/receiver.js';
import { ADMIN_KEY, CLIENT, present } from '../support/server.js';

afterAll(killAll);

const TRANSFERS = 4;

describe.each(storeKinds)('crash on %s', (kind) => {
  it('loses no webhook event when the process is killed mid-delivery', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'acct-crash-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const receiver = await startReceiver();
    receiver.fallback = 'hang'; // every delivery stays in flight until the crash
    const env = {
      DATA_DIR: dataDir,
      ...(await serverPorts()),
      ADMIN_API_KEY: ADMIN_KEY,
      SANDBOX_CLIENT_ID: CLIENT.id,
      SANDBOX_CLIENT_SECRET: CLIENT.secret,
      SANDBOX_SETTLE_MS: '300',
      WORKER_INTERVAL_MS: '20',
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_SCHEDULE: Array(20).fill('0.2').join(','),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const api = createApi({ baseUrl: `http://127.0.0.1:${env.PORT}`, clientId: CLIENT.id, clientSecret: CLIENT.secret });
    const admin = createApi(createAdminClient({ adminUrl: `http://127.0.0.1:${env.ADMIN_PORT}`, adminKey: ADMIN_KEY }));
    try {
      const first = await start(env);
      const secret = present((await admin.setWebhook({ clientId: CLIENT.id, url: receiver.url })).secret);
      const connected = await api.sandboxConnect({
        linkToken: (await api.createLinkToken({ userId: 'crash' })).linkToken,
        type: 'gemini',
        username: 'crash',
        password: 'pass_good',
      });
      const authToken = present(present(connected.accessToken).accountTokens[0]?.tokenId);
      const transferIds: string[] = [];
      for (let i = 0; i < TRANSFERS; i++) {
        const { linkToken } = await api.createLinkToken({ userId: 'crash' });
        const { transfer } = await api.sandboxTransfer({
          linkToken,
          authToken,
          type: 'gemini',
          symbol: 'ETH',
          amount: i === 0 ? 0.013 : 0.01,
          toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
        });
        transferIds.push(present(transfer).transferId);
      }

      // Deliveries are in flight (the receiver holds them open): kill the process without warning.
      await receiver.until((r) => r.length >= 2);
      const dead = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await dead;
      const inFlight = new Set(receiver.received.map((r) => r.json.EventId));
      receiver.dropHanging();
      receiver.fallback = { status: 200 };

      const restarted = await start(env);
      expect(restarted.exitCode, restarted.output).toBeNull();
      const delivered = (r: Received[]) => r.filter((x) => x.reply === 200);
      const complete = (r: Received[]) =>
        transferIds.every((id) =>
          ['Pending', 'final'].every((s) =>
            delivered(r).some(
              (x) =>
                x.json.TransferId === id && (s === 'final' ? x.json.TransferStatus !== 'Pending' : x.json.TransferStatus === 'Pending'),
            ),
          ),
        );
      await receiver.until(complete);

      const events = delivered(receiver.received).map((r) => verifyWebhook(r.body, r.headers as Record<string, string>, secret));
      expect(new Set(events.map((e) => e.EventId)).size).toBeGreaterThanOrEqual(TRANSFERS * 2);
      for (const id of inFlight)
        expect(
          events.some((e) => e.EventId === id),
          `in-flight ${String(id)} redelivered`,
        ).toBe(true);
      const statuses = new Map(events.filter((e) => e.TransferStatus !== 'Pending').map((e) => [e.TransferId, e.TransferStatus]));
      expect(statuses.get(transferIds[0]!)).toBe('Failed');
      for (const id of transferIds.slice(1)) expect(statuses.get(id)).toBe('Succeeded');
      for (const id of transferIds) {
        const order = events.filter((e) => e.TransferId === id).map((e) => e.TransferStatus);
        expect(order.indexOf('Pending'), `Pending first for ${id}`).toBe(0);
      }
    } finally {
      await receiver.close();
      killAll();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }, 90_000);
});
