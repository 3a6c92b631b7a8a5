// One bound per field wherever it flows (issue 36): what a request may carry, every answer that echoes it can hold,
// on both stores. Each case here once answered 500 after the work was done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import { connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

describe.each(storeKinds)('bounds on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  it('a userId as long as createLinkToken takes goes through a transfer, its reads, the dashboard and an export', async () => {
    const userId = `u${'x'.repeat(299)}`;
    const account = await connect(server, 'gemini', { userId, username: 'long-user' });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId } }));
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
    const sent = await server.call('sandboxTransfer', { body });
    expect(sent.status).toBe(200);
    const transfer = present(ok(sent).transfer);
    expect(transfer.userId).toBe(userId);
    expect(ok(await server.call('getTransfer', { params: { transferId: transfer.transferId } })).userId).toBe(userId);
    const listed = ok(await server.call('listDashboardTransfers', { query: { userId } })).transfers;
    expect(listed.map((t) => t.userId)).toEqual([userId]);
    const exported = ok(await server.call('sandboxExport'));
    expect(exported.transfers.map((t) => t.userId)).toContain(userId);
  });

  it("a fault rule names a userId as long as createLinkToken takes, and faults that user's calls (issue 45, defect 8)", async () => {
    const userId = `u${'y'.repeat(299)}`;
    const rule = await server.call('sandboxPutFault', {
      params: { faultId: 'long-user' },
      body: { match: { operationIds: ['createLinkToken'], userId }, action: { kind: 'error', status: 503 } },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const faulted = await server.call('createLinkToken', { body: { userId } });
    expect({ status: faulted.status, fault: faulted.headers.get('sandbox-fault') }).toEqual({ status: 503, fault: 'long-user' });
    ok(await server.call('createLinkToken', { body: { userId: `${userId.slice(0, -1)}z` } }));
    const refused = await server.call('sandboxPutFault', {
      params: { faultId: 'too-long-user' },
      body: { match: { operationIds: ['createLinkToken'], userId: `${userId}z` }, action: { kind: 'error', status: 503 } },
    });
    expect(refused.status).toBe(400);
    ok(await server.call('sandboxDeleteFault', { params: { faultId: 'long-user' } }));
  });

  it('a userId one past the bound is refused before anything is done', async () => {
    const userId = 'x'.repeat(301);
    const refused = await server.call('createLinkToken', { body: { userId } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorType).toBe('invalidField');
  });
});
