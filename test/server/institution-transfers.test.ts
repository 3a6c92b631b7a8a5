// The institution's transfer history (transfers/list and transfers/details) on both store engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import { connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
type Account = { tokenId: string; brokerType: string };

describe.each(storeKinds)('transfers/list and transfers/details on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  let n = 0;
  const account = (type: string) => connect(server, type, { username: `history-${kind}-${n++}`, userId: 'history-user' });
  const details = (of: Account, body: Record<string, unknown>) => server.call('getInstitutionTransfer', { body: { authToken: of.tokenId, type: of.brokerType, ...body } });
  /** A transfer approved in the Link UI (its headless twin), to any address. */
  async function linkTransfer(from: Account, toAddress: string, amount = 0.01) {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'history-user' } }));
    return present(ok(await server.call('sandboxTransfer', { body: { linkToken, authToken: from.tokenId, type: from.brokerType, symbol: 'ETH', amount, toAddress } })).transfer);
  }

  it("find a transfer by the institution's id or its transferId, and answer 404 for an id that names none", async () => {
    const gemini = await account('gemini');
    const sent = await linkTransfer(gemini, DESTINATION);
    expect(ok(await details(gemini, { transactionId: sent.txId })).id).toBe(sent.txId);
    expect(ok(await details(gemini, { transactionId: sent.transferId.toUpperCase() })).id).toBe(sent.txId);
    for (const transactionId of ['GEMI-TX-NONE', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await details(gemini, { transactionId });
      expect(unknown.status, transactionId).toBe(404);
      expect(unknown.body.errorType).toBe('transferNotFound');
    }
  });
});
