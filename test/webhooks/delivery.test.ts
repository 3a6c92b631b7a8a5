// Delivery from the outbox to a real receiver on 127.0.0.1, with the clock injected: order, stable EventId,
// fresh signatures, backoff, Retry-After, 410, timeouts, the last attempt, redelivery and secret rotation.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/webhooks.js';
import { loadConfig } from '../../server/config.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { CLIENT, connect, fieldErrors, headersOf, ok, present, startTestServer, type TestServer } from '../support/server.js';

const DAY = 86_400_000; // transfers settle by themselves only when a test moves the clock a day
let server: TestServer;
let receiver: Receiver;
let secret: string;

// Retries after 10 s, 20 s, 40 s (±20% jitter); 300 ms per attempt.
beforeAll(async () => {
  server = await startTestServer({
    env: {
      WEBHOOK_RETRY_SCHEDULE: '10,20,40',
      WEBHOOK_TIMEOUT_MS: '300',
      SANDBOX_SETTLE_MS: String(DAY),
      WEBHOOK_ROTATION_OVERLAP_MS: '3600000',
    },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  receiver = await startReceiver();
  secret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
});
afterEach(async () => {
  // Finish whatever a test left, so the next one starts with no pending transfer or event.
  await server.store.db.updateTable('transfers').set({ status: 'Failed' }).where('status', '=', 'Pending').execute();
  await server.store.db.updateTable('webhook_events').set({ status: 'failed' }).where('status', '=', 'pending').execute();
  await receiver.close();
});

let seq = 0;
/** A pending transfer of 0.05 ETH (or the given amount) from a fresh gemini connection. */
async function transfer(amount = 0.05, type = 'gemini') {
  const account = await connect(server, type, { username: `hooks-${seq++}`, userId: 'hook-user' });
  const { linkToken } = ok(
    await server.call('createLinkToken', { body: { userId: 'hook-user', transferOptions: { transactionId: `order-${seq}` } } }),
  );
  const content = ok(
    await server.call('sandboxTransfer', {
      body: { linkToken, authToken: account.tokenId, type, symbol: 'ETH', amount, toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70' },
    }),
  );
  return present(content.transfer);
}

const verified = (r: Receiver['received'][number], secrets: string | string[] = secret) =>
  verifyWebhook(r.body, r.headers as Record<string, string>, secrets, { now: () => server.clock.now() });

describe('webhook delivery', () => {
  it('sends Pending, then the final status, signed, with the transfer fields', async () => {
    const { transferId, status } = await transfer();
    expect(status).toBe('pending');
    await server.work();
    const pending = verified(receiver.received[0]!); // verified on arrival: a day later its timestamp is too old
    server.clock.advance(DAY);
    await server.work();
    expect(() => verified(receiver.received[0]!)).toThrow(/old/);
    const events = [pending, verified(receiver.received[1]!)];
    expect(events.map((e) => e.TransferStatus)).toEqual(['Pending', 'Succeeded']);
    expect(events[1]).toMatchObject({
      TransferId: transferId,
      Token: 'ETH',
      SourceAmount: 0.05,
      SourceAccountProvider: 'gemini',
      UserId: 'hook-user',
      DestinationAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
    });
    expect(events[1]!.TransactionId).toMatch(/^order-/);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(events[1]!.EventId);
    expect(events[0]!.EventId).not.toBe(events[1]!.EventId);
    // GUIDs, as the public reference has them; each attempt's Id is one too.
    const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const event of events) expect([event.EventId, event.Id]).toEqual([expect.stringMatching(GUID), expect.stringMatching(GUID)]);
    expect(ok(await server.call('getTransfer', { params: { transferId } })).status).toBe('Succeeded');
  });

  it('retries 500, 500, 200 with backoff: same EventId, a fresh Id, timestamp and signature each time', async () => {
    receiver.replies.push({ status: 500 }, { status: 500 });
    await transfer();
    await server.work();
    expect(receiver.received).toHaveLength(1);
    server.clock.advance(7_900); // below the first retry (10 s - 20%)
    await server.work();
    expect(receiver.received).toHaveLength(1);
    server.clock.advance(4_200); // past 10 s + 20%
    await server.work();
    expect(receiver.received).toHaveLength(2);
    server.clock.advance(15_900); // below 20 s - 20% after the second attempt
    await server.work();
    expect(receiver.received).toHaveLength(2);
    server.clock.advance(8_200);
    await server.work();
    expect(receiver.received).toHaveLength(3);

    const events = receiver.received.map((r) => verified(r));
    expect(new Set(events.map((e) => e.EventId)).size).toBe(1);
    expect(new Set(events.map((e) => e.Id)).size).toBe(3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-timestamp'])).size).toBe(3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-signature'])).size).toBe(3);
    const { deliveries } = ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } }));
    expect(deliveries.slice(0, 3).map((d) => [d.attempt, d.httpStatus, d.eventStatus])).toEqual([
      [3, 200, 'delivered'],
      [2, 500, 'delivered'],
      [1, 500, 'delivered'],
    ]);
  });

  it('holds the final status back until Pending is delivered', async () => {
    receiver.replies.push({ status: 503 });
    const { transferId } = await transfer();
    await server.work();
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Failed' } }));
    await server.work();
    expect(receiver.received.map((r) => verified(r).TransferStatus)).toEqual(['Pending']);
    server.clock.advance(12_100);
    await server.work();
    expect(receiver.received.map((r) => verified(r).TransferStatus)).toEqual(['Pending', 'Pending', 'Failed']);
  });

  it('honours Retry-After over a shorter backoff, up to the longest wait of the schedule', async () => {
    receiver.replies.push({ status: 429, headers: { 'Retry-After': '30' } }); // the backoff is 10 s ± 20%, the longest wait 40 s
    await transfer();
    await server.work();
    server.clock.advance(29_000);
    await server.work();
    expect(receiver.received).toHaveLength(1);
    server.clock.advance(1_000);
    await server.work();
    expect(receiver.received).toHaveLength(2);
  });

  it('disables the endpoint on 410 until it is registered again', async () => {
    receiver.replies.push({ status: 410 });
    await transfer();
    await server.work();
    server.clock.advance(3_600_000);
    await server.work();
    expect(receiver.received).toHaveLength(1);
    secret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
    await server.work();
    expect(receiver.received).toHaveLength(2);
    expect(verified(receiver.received[1]!).TransferStatus).toBe('Pending');
  });

  it('times out an attempt that hangs and retries it', async () => {
    receiver.replies.push('hang');
    await transfer();
    await server.work();
    const { deliveries } = ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } }));
    expect(deliveries[0]).toMatchObject({ attempt: 1, httpStatus: null, error: 'timeout after 300 ms', eventStatus: 'pending' });
    server.clock.advance(12_100);
    await server.work();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(verified(receiver.received[1]!).EventId).toBe(verified(receiver.received[0]!).EventId);
    expect(verified(receiver.received[1]!).Id).not.toBe(verified(receiver.received[0]!).Id);
  });

  it('marks an event failed after the last attempt, keeps it queryable, and redelivers it on request', async () => {
    receiver.fallback = { status: 500 };
    await transfer();
    for (let i = 0; i < 4; i++) {
      await server.work();
      server.clock.advance(50_000);
    }
    expect(receiver.received).toHaveLength(4); // the first attempt and three retries
    const { deliveries } = ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } }));
    expect(deliveries[0]).toMatchObject({ attempt: 4, eventStatus: 'failed' });
    await server.work();
    expect(receiver.received).toHaveLength(4);

    receiver.fallback = { status: 200 };
    ok(await server.call('redeliverWebhook', { params: { clientId: CLIENT.id, eventId: present(deliveries[0]).eventId } }));
    await server.work();
    expect(receiver.received).toHaveLength(5);
    expect(verified(receiver.received[4]!).EventId).toBe(present(deliveries[0]).eventId);
    expect((await server.call('redeliverWebhook', { params: { clientId: CLIENT.id, eventId: 'evt_nope' } })).body.errorType).toBe(
      'eventNotFound',
    );
  });

  it('signs with both secrets during a rotation overlap, then with the new one only', async () => {
    const old = secret;
    const rotated = present(ok(await server.call('rotateWebhookSecret', { params: { clientId: CLIENT.id } })).secret);
    await transfer();
    await server.work();
    const during = receiver.received[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verified(during, old);
    verified(during, rotated);
    server.clock.advance(3_600_001);
    await transfer();
    await server.work();
    const after = receiver.received.at(-1)!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verified(after, old)).toThrow();
    verified(after, rotated);
    secret = rotated;
  });

  it('signs every delivery the public service way too, so a receiver that checks only X-Mesh-Signature-256 accepts it', async () => {
    // Such a receiver, written from the public service's documentation alone: HMAC-SHA256 of the raw body keyed by the secret, Base64.
    const acceptsOnMesh = (r: Receiver['received'][number], key: string) =>
      r.headers['x-mesh-signature-256'] === createHmac('sha256', key).update(r.body).digest('base64');
    receiver.replies.push({ status: 500 });
    await transfer();
    await server.work();
    server.clock.advance(12_100);
    await server.work();
    server.clock.advance(DAY);
    await server.work();
    expect(receiver.received.length).toBeGreaterThanOrEqual(3); // Pending, its retry, the final status
    for (const r of receiver.received) expect(acceptsOnMesh(r, secret), r.body).toBe(true);

    const rotated = present(ok(await server.call('rotateWebhookSecret', { params: { clientId: CLIENT.id } })).secret);
    await transfer();
    await server.work();
    const during = receiver.received.at(-1)!;
    expect(acceptsOnMesh(during, rotated)).toBe(true); // the newest secret signs during the overlap
    expect(verifyWebhook(during.body, { 'x-mesh-signature-256': String(during.headers['x-mesh-signature-256']) }, rotated)).toMatchObject({
      TransferStatus: 'Pending',
    });
    secret = rotated;
  });
});

describe('the default timing', () => {
  // Standard Webhooks' recommendations: an attempt may take 15 to 30 s, and retries go on for days, not hours.
  const { timeoutMs, retryScheduleMs } = loadConfig({}).webhook;

  it('gives an attempt between 15 and 30 s', () => {
    expect(timeoutMs).toBeGreaterThanOrEqual(15_000);
    expect(timeoutMs).toBeLessThanOrEqual(30_000);
  });

  it('spreads the retries over about three days, each wait no shorter than the one before', () => {
    const total = retryScheduleMs.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(2.75 * DAY);
    expect(total).toBeLessThanOrEqual(3.25 * DAY);
    expect(retryScheduleMs).toEqual([...retryScheduleMs].sort((a, b) => a - b));
  });
});

describe('transfer states', () => {
  it('never change once final', async () => {
    const { transferId } = await transfer();
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
    const again = await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Failed' } });
    expect(again.status).toBe(409);
    expect(again.body.errorType).toBe('conflict');
    server.clock.advance(DAY);
    await server.work();
    expect(ok(await server.call('getTransfer', { params: { transferId } })).status).toBe('Succeeded');
    expect(receiver.received.map((r) => verified(r).TransferStatus)).toEqual(['Pending', 'Succeeded']);
  });

  it('settle by themselves after SANDBOX_SETTLE_MS, failing when the amount ends in 13', async () => {
    const good = await transfer(0.05);
    const bad = await transfer(0.013);
    server.clock.advance(DAY - 1);
    await server.work();
    expect(ok(await server.call('getTransfer', { params: { transferId: good.transferId } })).status).toBe('Pending');
    server.clock.advance(1);
    await server.work();
    expect(ok(await server.call('getTransfer', { params: { transferId: good.transferId } })).status).toBe('Succeeded');
    expect(ok(await server.call('getTransfer', { params: { transferId: bad.transferId } })).status).toBe('Failed');
  });

  it("are another client's secret", async () => {
    const { transferId } = await transfer();
    const other = ok(await server.call('createClient', { body: { name: 'Stranger' } }));
    const headers = headersOf(other);
    expect((await server.call('getTransfer', { params: { transferId }, headers })).body.errorType).toBe('transferNotFound');
    expect((await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Failed' }, headers })).status).toBe(404);
  });

  it('carry the hash only on re-query where the institution reports it later (coinbase)', async () => {
    const pending = await transfer(0.05, 'coinbase');
    expect(pending.txHash).toBeNull();
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: pending.transferId }, body: { outcome: 'Succeeded' } }));
    await server.work();
    expect(receiver.received.map((r) => verified(r).TxHash)).toEqual([null, null]);
    expect(ok(await server.call('getTransfer', { params: { transferId: pending.transferId } })).txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const direct = await transfer(0.05, 'gemini');
    expect(direct.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('webhook URLs', () => {
  const register = (url: string, on: TestServer = server) => on.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url } });

  it.each([
    ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['a link-local address', 'http://169.254.10.1/hooks'],
    ['the IPv6 metadata address', 'http://[fd00:ec2::254]/hooks'],
    ['a metadata host name', 'http://metadata.google.internal/computeMetadata/v1'],
    ['a metadata host name with the trailing dot DNS ignores', 'http://metadata.google.internal./computeMetadata/v1'],
    ["Alibaba Cloud's metadata address", 'http://100.100.100.200/latest/meta-data'],
    ['the metadata address through NAT64', 'http://[64:ff9b::a9fe:a9fe]/hooks'],
    ['the metadata address, IPv4-translated', 'http://[::ffff:0:a9fe:a9fe]/hooks'],
    ['the metadata address through 6to4', 'http://[2002:a9fe:a9fe::]/hooks'],
    ['the metadata address, IPv4-compatible', 'http://[::a9fe:a9fe]/hooks'],
    ['a host written as one number', 'http://2130706433/hooks'],
    ['a host written in hexadecimal', 'http://0x7f000001/hooks'],
    ['a host written in octal', 'http://0177.0.0.1/hooks'],
    ['credentials in the URL', 'http://user:secret@127.0.0.1:9/hooks'],
    ['port 0', 'http://127.0.0.1:0/hooks'],
  ])('refuses %s at registration, naming the field', async (_, url) => {
    const refused = await register(url);
    expect(refused.status, url).toBe(400);
    expect(fieldErrors(refused)[0]).toMatchObject({ path: '/body/url', errorCode: 'webhookUrl' });
  });

  it('keeps local receivers, the point of a sandbox: loopback, private ranges and local names', async () => {
    for (const url of ['http://127.0.0.1:9/hooks', 'http://[::1]:9/hooks', 'http://10.0.0.5/hooks', 'http://localhost:9/hooks'])
      ok(await register(url));
    ok(await register(receiver.url)); // back to the receiver the other tests use
  });

  it('refuses private receivers when the operator says so, at registration and, for a name, on its resolved address before each delivery', async () => {
    const strict = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: 'false', SANDBOX_SETTLE_MS: String(DAY) } });
    try {
      expect(fieldErrors(await register('http://127.0.0.1:9/hooks', strict))[0]?.message).toMatch(/loopback.*WEBHOOK_ALLOW_PRIVATE=false/);
      // Loopback written as an IPv6 address that carries it is loopback too.
      expect(fieldErrors(await register('http://[::ffff:0:7f00:1]:9/hooks', strict))[0]?.message).toMatch(
        /carries 127\.0\.0\.1, which is a loopback address/,
      );
      // A name is checked when a delivery is due: localhost resolves to a loopback address.
      ok(await register(receiver.url.replace('127.0.0.1', 'localhost'), strict));
      const account = await connect(strict, 'gemini', { username: 'strict-hooks' });
      const { linkToken } = ok(await strict.call('createLinkToken', { body: { userId: 'user-1' } }));
      ok(
        await strict.call('sandboxTransfer', {
          body: {
            linkToken,
            authToken: account.tokenId,
            type: 'gemini',
            symbol: 'ETH',
            amount: 0.05,
            toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
          },
        }),
      );
      await strict.work();
      expect(receiver.received).toHaveLength(0);
      const [delivery] = ok(await strict.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } })).deliveries;
      expect(present(delivery).error ?? '').toMatch(/^refused: localhost resolves to .*loopback/);
    } finally {
      await strict.close();
    }
  });
});
