// A hostile receiver (issue 36, defect 3): whatever it answers (a status off the HTTP range, NUL and invalid UTF-8 in
// its body, a Retry-After of centuries) is bounded and cleaned before it is kept, so every view of the attempts
// answers, and the transfer's final webhook still goes out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { CLIENT, connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

const DAY = 86_400_000;
const RETRY_SCHEDULE_S = [10, 20, 40];

describe.each(storeKinds)('a hostile receiver on %s', (kind) => {
  let server: TestServer;
  let receiver: Receiver;
  let seq = 0;

  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      env: { WEBHOOK_RETRY_SCHEDULE: RETRY_SCHEDULE_S.join(','), WEBHOOK_TIMEOUT_MS: '2000', SANDBOX_SETTLE_MS: String(DAY) },
    });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    receiver = await startReceiver();
    ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } }));
  });
  afterEach(() => receiver.close());

  async function transfer() {
    const account = await connect(server, 'gemini', { username: `hostile-${kind}-${seq++}`, userId: 'hostile-user' });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'hostile-user' } }));
    const body = {
      linkToken,
      authToken: account.tokenId,
      type: 'gemini',
      symbol: 'ETH',
      amount: 0.05,
      toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
    };
    return present(ok(await server.call('sandboxTransfer', { body })).transfer).transferId;
  }

  /** What the receiver got of this transfer (events an earlier test left may still come). */
  const statusesSent = (transferId: string) =>
    receiver.received.filter((r) => r.json.TransferId === transferId).map((r) => r.json.TransferStatus);

  /** Every view of the attempts answers (ok() fails on anything but 200, and each answer is judged by the spec). */
  async function views(transferId: string) {
    const attempts = ok(await server.call('listDashboardWebhookAttempts', { query: { transferId } })).attempts;
    ok(await server.call('getDashboardTransfer', { params: { transferId } }));
    ok(await server.call('sandboxExport'));
    const deliveries = ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } })).deliveries;
    return { attempts, deliveries: deliveries.filter((d) => d.transferId === transferId) };
  }

  it('keeps a status off the HTTP range as a failed attempt with no status, and retries it', async () => {
    receiver.replies.push({ status: 999, body: 'odd' }, { status: 600 });
    const transferId = await transfer();
    await server.work();
    server.clock.advance(12_000 * 1.2);
    await server.work();
    const { attempts, deliveries } = await views(transferId);
    expect(attempts.map((a) => [a.httpStatus, a.error, a.responseExcerpt])).toEqual([
      [null, 'the receiver answered 600, not an HTTP status', ''],
      [null, 'the receiver answered 999, not an HTTP status', 'odd'],
    ]);
    expect(deliveries.map((d) => [d.eventStatus, d.httpStatus])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    const test = await server.call('dashboardSendTestWebhook', { body: { transferStatus: 'Succeeded' } });
    expect(test.status).toBe(200); // the receiver's fallback is 200 now
    receiver.fallback = { status: 999 };
    const odd = ok(await server.call('dashboardSendTestWebhook', { body: { transferStatus: 'Succeeded' } }));
    expect([odd.httpStatus, odd.error]).toEqual([null, 'the receiver answered 999, not an HTTP status']);
  });

  it('removes NUL and invalid UTF-8 from the answer it keeps, records the attempt and goes on to the final webhook', async () => {
    const hostile = Buffer.concat([Buffer.from('bad\u0000news '), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from(' end')]);
    receiver.replies.push({ status: 500, body: hostile }, { status: 200, body: hostile });
    const transferId = await transfer();
    await server.work();
    server.clock.advance(12_000 * 1.2);
    await server.work();
    const { attempts } = await views(transferId);
    expect(attempts.map((a) => [a.httpStatus, a.responseExcerpt])).toEqual([
      [200, 'badnews ( end'],
      [500, 'badnews ( end'],
    ]);
    server.clock.advance(DAY);
    await server.work(); // settles the transfer
    await server.work(); // sends its final webhook
    expect(statusesSent(transferId)).toEqual(['Pending', 'Pending', 'Succeeded']);
  });

  it('keeps a long answer to its first 1 KiB', async () => {
    receiver.replies.push({ status: 200, body: `${'é'.repeat(2000)}` });
    const transferId = await transfer();
    await server.work();
    const [attempt] = (await views(transferId)).attempts;
    expect(Buffer.byteLength(present(attempt?.responseExcerpt))).toBeLessThanOrEqual(1024);
    expect(present(attempt?.responseExcerpt)).toMatch(/^é+$/);
  });

  it.each(['1e300', '315360000000', '-5', 'soon', 'Fri, 31 Dec 9999 23:59:59 GMT'])(
    'caps a Retry-After of %s by the retry schedule: the event comes back, and the final webhook goes',
    async (retryAfter) => {
      receiver.replies.push({ status: 503, headers: { 'Retry-After': retryAfter } });
      const transferId = await transfer();
      await server.work();
      const [attempt] = (await views(transferId)).attempts;
      const longest = Math.max(...RETRY_SCHEDULE_S) * 1000;
      const wait = present(attempt?.nextAttemptAt) - present(attempt).attemptedAt;
      expect(wait).toBeGreaterThanOrEqual(RETRY_SCHEDULE_S[0]! * 1000 * 0.8);
      expect(wait).toBeLessThanOrEqual(longest);
      server.clock.advance(longest);
      await server.work(); // the Pending event again
      server.clock.advance(DAY);
      await server.work(); // settles
      await server.work(); // the final webhook
      expect(statusesSent(transferId)).toEqual(['Pending', 'Pending', 'Succeeded']);
      await views(transferId);
    },
  );
});
