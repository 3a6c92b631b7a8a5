// Webhook faults (issue 37), each under a test clock: a delivery made twice (same EventId, new Id), one held until
// the clock reaches it (the transfer's final event still after its Pending one), one signed with a stale secret
// after a rotation, which the receiver refuses and the retry then gets right.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/webhooks.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { CLIENT, connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

let server: TestServer;
let receiver: Receiver;
let secret: string;
let transfers = 0;
beforeAll(async () => {
  server = await startTestServer();
  receiver = await startReceiver();
  secret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});
beforeEach(async () => {
  ok(await server.call('sandboxReset'));
  receiver.received.length = 0;
  ok(await server.call('sandboxCreateTestClock', { body: {} }));
});

const put = async (faultId: string, action: Record<string, unknown>, trigger: Record<string, unknown> = { kind: 'nextN', count: 1 }) =>
  ok(
    (await server.call('sandboxPutFault', {
      params: { faultId },
      body: { match: { operationIds: ['transferStatusWebhook'] }, trigger, action },
    })) as never,
  );
const advance = async (seconds: number) => ok(await server.call('sandboxAdvanceTestClock', { body: { seconds } }));

/** A Pending transfer of 0.01 ETH, settling in an hour: its id. */
async function transfer() {
  const account = await connect(server, 'gemini', { userId: 'hook-faults', username: `hook-faults-${transfers++}` });
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'hook-faults' } }));
  const { transfer } = ok(
    await server.call('sandboxTransfer', {
      body: { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION },
    }),
  );
  const id = present(transfer).transferId;
  ok(await server.call('sandboxScheduleSettlement', { params: { transferId: id }, body: { outcome: 'Succeeded', settleInSeconds: 3600 } }));
  return id;
}
const received = (transferId: string) =>
  receiver.received
    .filter((r) => r.json.TransferId === transferId)
    .map((r) => ({ status: r.json.TransferStatus, eventId: r.json.EventId, id: r.json.Id }));

describe('webhook faults', () => {
  it('delivers an event twice: the same EventId, a new Id, as a retry would', async () => {
    await put('twice', { kind: 'duplicate' });
    const id = await transfer();
    await advance(0);
    const [first, second, ...rest] = received(id);
    expect(rest).toEqual([]);
    expect([first?.status, second?.status]).toEqual(['Pending', 'Pending']);
    expect(second?.eventId).toBe(first?.eventId);
    expect(second?.id).not.toBe(first?.id);
    for (const r of receiver.received)
      verifyWebhook(r.body, r.headers as Record<string, string>, secret, { now: () => server.clock.now() });
  });

  it('holds an event on the test clock until advance reaches it, and the final event still follows it', async () => {
    await put('late', { kind: 'hold', holdSeconds: 7200 });
    const id = await transfer();
    await advance(0);
    expect(received(id)).toEqual([]);
    await advance(3600); // settled now: its final event waits behind the held Pending one
    expect(received(id)).toEqual([]);
    await advance(3600);
    expect(received(id).map((r) => r.status)).toEqual(['Pending', 'Succeeded']);
  });

  it('signs one attempt with the secret a rotation replaced; the retry is signed with the current one', async () => {
    const rotated = present(ok(await server.call('rotateWebhookSecret', { params: { clientId: CLIENT.id } })).secret);
    await put('stale', { kind: 'staleSignature' });
    receiver.handler = undefined;
    const verifies = (body: string, headers: Record<string, string>, key: string) => {
      try {
        verifyWebhook(body, headers, key, { now: () => server.clock.now() });
        return true;
      } catch {
        return false;
      }
    };
    receiver.replies.push({ status: 400 }); // the receiver refuses what it cannot verify
    const id = await transfer();
    await advance(0);
    await advance(10); // the retry falls due (5 s, ±20%)
    const [stale, retried] = receiver.received.filter((r) => r.json.TransferId === id);
    expect(verifies(present(stale).body, present(stale).headers as Record<string, string>, rotated)).toBe(false);
    expect(verifies(present(stale).body, present(stale).headers as Record<string, string>, secret)).toBe(true);
    expect(verifies(present(retried).body, present(retried).headers as Record<string, string>, rotated)).toBe(true);
    secret = rotated;
  });

  it('refuses a webhook fault on an operation, and an operation fault on the webhook, naming action/kind', async () => {
    for (const body of [
      { match: { operationIds: ['listNetworks'] }, action: { kind: 'duplicate' } },
      { match: { operationIds: ['transferStatusWebhook'] }, action: { kind: 'reset' } },
      { match: { operationIds: ['transferStatusWebhook'] }, action: { kind: 'hold' } },
    ]) {
      const result = await server.call('sandboxPutFault', { params: { faultId: 'bad' }, body });
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body.errorData)).toMatch(/action\/(kind|holdSeconds)/);
    }
  });
});
