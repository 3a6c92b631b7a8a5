import { afterAll, assert, beforeAll, expect, it } from 'vitest';
import { startSandbox, verifyWebhook, type Sandbox } from 'account-connection-api';

let sandbox: Sandbox;
beforeAll(async () => {
  // In this process, in memory, on free ports: nothing else to run. Its time is frozen on a test clock.
  sandbox = await startSandbox({ startTime: new Date('2030-01-01T00:00:00Z') });
});
afterAll(() => sandbox.stop());

it('reports a transfer by a signed Pending webhook, then its outcome', async () => {
  const { api, webhooks, clock } = sandbox;
  // The user connects a Coinbase account (the Link page does this; the sandbox controls do it headlessly).
  const { linkToken } = await api.createLinkToken({ userId: 'user-1' });
  const { accessToken } = await api.sandboxConnect({ linkToken, type: 'coinbase', username: 'alice', password: 'pass_good' });
  // null only while the institution asks for a code or finishes the sign-in later: alice is asked for neither.
  assert(accessToken);
  const authToken = accessToken.accountTokens[0]!.tokenId;

  // … and approves a transfer of 0.1 ETH from it.
  const forTransfer = await api.createLinkToken({ userId: 'user-1', transferOptions: { transactionId: 'order-1' } });
  const { transfer } = await api.sandboxTransfer({
    linkToken: forTransfer.linkToken,
    authToken,
    type: 'coinbase',
    symbol: 'ETH',
    amount: 0.1,
    toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
  });
  assert(transfer); // null only while the institution asks for a code
  const { transferId } = transfer;

  // The receiver verified the delivery with the client's webhook secret; waitFor resolves as it arrives.
  const pending = await webhooks.waitFor((event) => event.TransferId === transferId);
  expect(pending.event).toMatchObject({ TransferStatus: 'Pending', Token: 'ETH', TransactionId: 'order-1' });
  // What your own webhook handler gets, verified as your handler would verify it.
  expect(verifyWebhook(pending.body, pending.headers, webhooks.secret).EventId).toBe(pending.id);

  // A minute later the transfer has settled: advancing answers once it has, and its webhook was sent.
  const { happened } = await clock.advance({ minutes: 1 });
  expect(happened).toMatchObject({ transfersSettled: 1, webhooksDelivered: 1 });
  const settled = await webhooks.waitFor((event) => event.TransferId === transferId && event.TransferStatus !== 'Pending');
  expect(settled.event).toMatchObject({ TransferStatus: 'Succeeded', Timestamp: Date.parse('2030-01-01T00:00:10Z') });
  expect(await api.getTransfer({ transferId })).toMatchObject({ status: 'Succeeded', clientTransactionId: 'order-1' });
});
