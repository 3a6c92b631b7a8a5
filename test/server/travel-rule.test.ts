// An institution quirk added the way docs/server.md says: Bitstamp needs the beneficiary's details (the Travel Rule)
// for withdrawals worth more than 3,000 USD, which no request here carries, so the sandbox refuses them with
// travelRuleRequired: an error where a transfer is sent, and the outcome `failed` of a server-side preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ok, startTestServer, type TestServer } from '../support/server.js';

const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("Bitstamp's Travel Rule", () => {
  const send = async (amount: number) => {
    const account = await connect(server, 'bitstamp', { username: `travel-${amount}` });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-1' } }));
    return server.call('sandboxTransfer', {
      body: { linkToken, authToken: account.tokenId, type: 'bitstamp', symbol: 'ETH', amount, toAddress: DESTINATION },
    });
  };
  const preview = async (amount: number) => {
    const account = await connect(server, 'bitstamp', { username: `travel-preview-${amount}` });
    return ok(
      await server.call('previewTransfer', {
        body: { fromAuthToken: account.tokenId, fromType: 'bitstamp', symbol: 'ETH', networkId: ETHEREUM, amount, toAddress: DESTINATION },
      }),
    );
  };

  it('refuses a withdrawal worth more than 3,000 USD with travelRuleRequired, and sends a smaller one', async () => {
    const refused = await send(1.2);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'badRequest', errorType: 'travelRuleRequired' });
    expect(refused.body.message).toContain('more than 3000 USD (the Travel Rule)');
    expect(ok(await send(0.05)).transfer?.status).toBe('pending');
  });

  it("answers a server-side preview's refusal as its outcome, as the public service does", async () => {
    expect(await preview(1.2)).toMatchObject({
      status: 'failed',
      errorMessage: expect.stringContaining('Travel Rule'),
      previewResult: null,
    });
    expect((await preview(0.05)).status).toBe('succeeded');
  });
});
