// One destination (an address and its tag or memo together), checked wherever it enters and carried whole to the
// institution's withdrawal check (issue 36, defect 10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, fieldErrors, ok, present, startTestServer, type TestServer } from '../support/server.js';

const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const XRP_LEDGER = '1d4a7e0b-3c6f-4a9d-b2e5-8f1a4d7b0e3c';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const XRP_DESTINATION = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a destination', () => {
  it('that is no address of its network is refused by createLinkToken and createCatalogLink, as preview refuses it', async () => {
    const toAddresses = [{ networkId: ETHEREUM, symbol: 'ETH', address: 'nope' }];
    const linkToken = await server.call('createLinkToken', { body: { userId: 'dest-user', transferOptions: { toAddresses } } });
    expect(linkToken.status).toBe(400);
    expect(linkToken.body.errorType).toBe('invalidAddress');
    expect(fieldErrors(linkToken).map((e) => e.path)).toEqual(['/body/transferOptions/toAddresses/0/address']);
    const catalog = await server.call('createCatalogLink', { query: { UserId: 'dest-user' }, body: { toAddresses } });
    expect(catalog.status).toBe(400);
    expect(catalog.body.errorType).toBe('invalidAddress');
    expect(fieldErrors(catalog).map((e) => e.path)).toEqual(['/body/toAddresses/0/address']);
    const account = await connect(server, 'coinbase', { userId: 'dest-user', username: 'dest' });
    const preview = await server.call('previewTransfer', {
      body: { fromAuthToken: account.tokenId, fromType: 'coinbase', symbol: 'ETH', networkId: ETHEREUM, toAddress: 'nope', amount: 0.01 },
    });
    expect(preview.body.errorType).toBe('invalidAddress');
  });

  it('takes a tag where its network takes one, a destination tag on the XRP Ledger, and refuses one that is not', async () => {
    const good = [{ networkId: XRP_LEDGER, symbol: 'XRP', address: XRP_DESTINATION, addressTag: '4242' }];
    ok(await server.call('createLinkToken', { body: { userId: 'dest-user', transferOptions: { toAddresses: good } } }));
    const bad = [{ networkId: XRP_LEDGER, symbol: 'XRP', address: XRP_DESTINATION, addressTag: 'memo text' }];
    const refused = await server.call('createLinkToken', { body: { userId: 'dest-user', transferOptions: { toAddresses: bad } } });
    expect(refused.body.errorType).toBe('invalidField');
    expect(fieldErrors(refused).map((e) => e.path)).toEqual(['/body/transferOptions/toAddresses/0/addressTag']);
  });

  it("reaches the institution's withdrawal check with its tag: previewTransfer's addressTag is checked, not only echoed", async () => {
    const account = await connect(server, 'coinbase', { userId: 'dest-user', username: 'dest-tag' });
    const body = {
      fromAuthToken: account.tokenId,
      fromType: 'coinbase',
      symbol: 'ETH',
      networkId: ETHEREUM,
      toAddress: DESTINATION,
      amount: 0.01,
    };
    const tagged = await server.call('previewTransfer', { body: { ...body, addressTag: '4242' } });
    expect(tagged.body.errorType).toBe('invalidField');
    expect(fieldErrors(tagged).map((e) => e.path)).toEqual(['/body/addressTag']);
    expect(present(ok(await server.call('previewTransfer', { body })).previewResult).addressTag).toBeNull();
  });
});
