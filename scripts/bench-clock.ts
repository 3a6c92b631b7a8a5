// A transfer's full life as a test suite runs it: link token, connect, transfer, then both webhooks received and
// verified. On a test clock the suite advances past the settle time; without one it waits SANDBOX_SETTLE_MS of real
// time, the peer in the same run. `node --import tsx scripts/bench-clock.ts` prints the numbers alone.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { verifyWebhook } from '../client/webhooks.js';
import { ADMIN_KEY, CLIENT, CLIENT_HEADERS, median, post, startApi, type Server } from './bench-servers.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
export const CLOCK_RUNS = 100;

/** A receiver that verifies each delivery and resolves a wait once a transfer has its final event. */
async function verifyingReceiver() {
  let secret = '';
  const finals = new Map<string, () => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const event = verifyWebhook(Buffer.concat(chunks), req.headers as Record<string, string>, secret);
      res.end();
      if (event.TransferStatus !== 'Pending') finals.get(event.TransferId)?.();
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    setSecret(value: string) {
      secret = value;
    },
    /** Resolves when the transfer's final event has arrived, verified (its Pending one came first: the outbox orders them). */
    final: (transferId: string) => new Promise<void>((resolve) => finals.set(transferId, resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function life(server: Server, receiver: Awaited<ReturnType<typeof verifyingReceiver>>, clock: boolean): Promise<number> {
  const started = performance.now();
  const { linkToken } = await post(`${server.url}/api/v1/linktoken`, { userId: 'clock-bench' });
  const connected = await post(`${server.url}/api/v1/sandbox/link/connect`, {
    linkToken,
    type: 'gemini',
    username: `clock-${Math.random().toString(36).slice(2, 8)}`,
    password: 'pass_good',
  });
  const authToken = connected.accessToken.accountTokens[0].tokenId;
  const { linkToken: transferToken } = await post(`${server.url}/api/v1/linktoken`, { userId: 'clock-bench' });
  const { transfer } = await post(`${server.url}/api/v1/sandbox/link/transfer`, {
    linkToken: transferToken,
    authToken,
    type: 'gemini',
    symbol: 'USDC',
    amount: 10,
    toAddress: DESTINATION,
  });
  const final = receiver.final(transfer.transferId);
  if (clock) await post(`${server.url}/api/v1/sandbox/clock/advance`, { seconds: 10 });
  await final;
  return performance.now() - started;
}

/** Milliseconds per life: on a test clock (median of CLOCK_RUNS), and waiting real time (one life). */
export async function measureClockLife(): Promise<{ clockMs: number; realMs: number; settleMs: number }> {
  const settleMs = 10_000; // SANDBOX_SETTLE_MS's default
  const receiver = await verifyingReceiver();
  const server = await startApi({ SANDBOX_SETTLE_MS: String(settleMs) });
  try {
    const hook = await fetch(`${server.adminUrl}/admin/api/v1/clients/${CLIENT.id}/webhook`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    receiver.setSecret(((await hook.json()) as { content: { secret: string } }).content.secret);
    const realMs = await life(server, receiver, false);
    await fetch(`${server.url}/api/v1/sandbox/clock`, { method: 'POST', headers: CLIENT_HEADERS, body: '{}' });
    await life(server, receiver, true); // warm-up
    const times: number[] = [];
    for (let i = 0; i < CLOCK_RUNS; i++) times.push(await life(server, receiver, true));
    return { clockMs: median(times), realMs, settleMs };
  } finally {
    await server.stop();
    await receiver.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { clockMs, realMs, settleMs } = await measureClockLife();
  console.log(
    `transfer life on a test clock: ${clockMs.toFixed(1)} ms (median of ${CLOCK_RUNS}); waiting SANDBOX_SETTLE_MS=${settleMs}: ${realMs.toFixed(0)} ms; ${(realMs / clockMs).toFixed(0)}x faster`,
  );
}
