// Webhook delivery for npm run bench (scripts/bench.ts): events per second from the outbox to a receiver that
// verifies every signature, and the delay from a transfer's change to its receipt.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../client/webhooks.js';
import { ADMIN_KEY, CLIENT, connectAccount, pool, post, sequence, startApi } from './bench-servers.js';

/** Events per second from outbox to a receiver that verifies every signature, and delay from change to receipt. */
export async function measureWebhooks(store: string, env: Record<string, string>) {
  const received: { at: number; changedAt: number }[] = [];
  let secret = '';
  let waiting: { count: number; resolve: () => void } | undefined;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const event = verifyWebhook(Buffer.concat(chunks), req.headers as Record<string, string>, secret);
      received.push({ at: Date.now(), changedAt: event.Timestamp });
      res.end();
      if (waiting && received.length >= waiting.count) waiting.resolve();
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => receiver.once('listening', resolve));
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      if (received.length >= count) resolve();
      else waiting = { count, resolve };
    });

  const server = await startApi({ ...env, SANDBOX_SETTLE_MS: '86400000', WORKER_INTERVAL_MS: '10' });
  const EVENTS = 1000;
  // A Pending transfer holds its amount, so the transfers come from enough accounts to cover them all.
  const PER_ACCOUNT = 5; // 50 USDC of the at least 100 every sandbox account holds
  const authTokens = await sequence(EVENTS / PER_ACCOUNT, () => connectAccount(server, 'hooks-user'));
  const transfers: string[] = [];
  // Events pile up while no endpoint is registered; registering it releases them all at once.
  await pool(EVENTS, 16, async (i) => {
    const authToken = authTokens[i % authTokens.length]!;
    const { linkToken } = await post(`${server.url}/api/v1/linktoken`, { userId: 'hooks-user' });
    const { transfer } = await post(`${server.url}/api/v1/sandbox/link/transfer`, {
      linkToken,
      authToken,
      type: 'gemini',
      symbol: 'USDC',
      amount: 10,
      toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
    });
    transfers.push(transfer.transferId);
  });
  const port = (receiver.address() as AddressInfo).port;
  const started = Date.now();
  const hook = await fetch(`${server.adminUrl}/admin/api/v1/clients/${CLIENT.id}/webhook`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/hooks` }),
  });
  secret = ((await hook.json()) as { content: { secret: string } }).content.secret;
  await until(EVENTS);
  const perSecond = EVENTS / ((received.at(-1)!.at - started) / 1000);

  // Delay: settle transfers a few at a time, as production traffic would change them.
  const before = received.length;
  const SETTLED = 300;
  await pool(SETTLED, 4, async (i) => {
    await post(`${server.url}/api/v1/sandbox/transfers/${transfers[i]}/settle`, { outcome: 'Succeeded' });
  });
  await until(before + SETTLED);
  const delays = received
    .slice(before)
    .map((r) => r.at - r.changedAt)
    .sort((a, b) => a - b);
  await server.stop();
  receiver.close();
  return { store, perSecond, p50: delays[Math.floor(delays.length * 0.5)]!, p99: delays[Math.floor(delays.length * 0.99)]! };
}
