// One destination (an address and its tag or memo together), checked wherever it enters and carried whole to the
// institution's withdrawal check (issue 36, defect 10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../client/operations.js';
import { accountTokens, signIn } from '../support/sandboxUsers.js';
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

describe('a destination sent whole and kept with its transfer', () => {
  const STELLAR = 'd2a5c8f1-4e7b-4d0a-9f3c-6b9e2d5a8c1f';
  const STELLAR_DESTINATION = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';
  let n = 0;
  /** A Coinbase account of its own, holding XRP, XLM and ETH. */
  async function funded() {
    const cryptocurrencyPositions = [
      { symbol: 'XRP', amount: 1000 },
      { symbol: 'XLM', amount: 1000 },
      { symbol: 'ETH', amount: 1 },
    ];
    const document = {
      institutions: [{ type: 'coinbase', accounts: [{ accountId: `CB-TAG-${n++}`, accountName: 'Tags', cryptocurrencyPositions }] }],
    };
    const signedIn = await signIn(server, {
      type: 'coinbase',
      username: 'user_custom',
      password: JSON.stringify(document),
      userId: 'dest-user',
    });
    return present(present(accountTokens(signedIn)[0]).tokenId);
  }
  /** The transfer initiateTransfer sent, as getTransfer answers it. */
  async function initiated(authToken: string, body: Omit<RequestBody<'initiateTransfer'>, 'authToken' | 'type'>) {
    const sent = ok(await server.call('initiateTransfer', { body: { authToken, type: 'coinbase', ...body } }));
    expect(sent.status, sent.statusDetails ?? '').toBe('pending');
    const transactionId = present(sent.transactionId);
    const updated = ok(await server.call('updateTransferStatus', { body: { authToken, type: 'coinbase', transactionId } }));
    const transfer = ok(await server.call('getTransfer', { params: { transferId: present(updated.transferResult).id } }));
    return { sent, transfer };
  }

  it("initiateTransfer's memo goes with the address on the XRP Ledger and Stellar: getTransfer shows it, the institution reports it", async () => {
    const authToken = await funded();
    const xrp = await initiated(authToken, { symbol: 'XRP', targetAddress: XRP_DESTINATION, memo: '4242', amount: 20 });
    expect(xrp.transfer).toMatchObject({ networkId: XRP_LEDGER, toAddress: XRP_DESTINATION, addressTag: '4242' });
    expect(present(xrp.sent.transaction).memo).toBe('4242');
    const xlm = await initiated(authToken, { symbol: 'XLM', targetAddress: STELLAR_DESTINATION, memo: 'invoice 7', amount: 50 });
    expect(xlm.transfer).toMatchObject({ networkId: STELLAR, toAddress: STELLAR_DESTINATION, addressTag: 'invoice 7' });
    const untagged = await initiated(authToken, { symbol: 'XRP', targetAddress: XRP_DESTINATION, amount: 20 });
    expect(untagged.transfer.addressTag).toBeNull();
    const listed = ok(await server.call('listDashboardTransfers', { query: { userId: 'dest-user' } }));
    expect(listed.transfers.find((t) => t.transferId === xrp.transfer.transferId)?.addressTag).toBe('4242');
  });

  it("initiateTransfer's memo is refused, naming it, where the network takes none or the tag is not one of its", async () => {
    const authToken = await funded();
    const body = { authToken, type: 'coinbase' as const, symbol: 'ETH', targetAddress: DESTINATION, amount: 0.01, memo: '4242' };
    const onEthereum = await server.call('initiateTransfer', { body });
    expect(onEthereum.status).toBe(400);
    expect(onEthereum.body.errorType).toBe('invalidField');
    expect(fieldErrors(onEthereum).map((e) => e.path)).toEqual(['/body/memo']);
    const notATag = await server.call('initiateTransfer', {
      body: { ...body, symbol: 'XRP', targetAddress: XRP_DESTINATION, amount: 20, memo: 'rent' },
    });
    expect(notATag.body.errorType).toBe('invalidField');
    expect(fieldErrors(notATag).map((e) => e.path)).toEqual(['/body/memo']);
  });

  it("goes to another connected account's deposit address with its memo, as getDepositAddress gives them", async () => {
    const authToken = await funded();
    const target = await funded();
    const deposit = ok(await server.call('getDepositAddress', { body: { authToken: target, type: 'coinbase', symbol: 'XRP' } }));
    expect(deposit.memo).not.toBeNull();
    const toAccount = ok(
      await server.call('previewTransfer', {
        body: {
          fromAuthToken: authToken,
          fromType: 'coinbase',
          toAuthToken: target,
          toType: 'coinbase',
          symbol: 'XRP',
          networkId: XRP_LEDGER,
          amount: 20,
        },
      }),
    );
    expect(present(toAccount.previewResult)).toMatchObject({ toAddress: deposit.address, addressTag: deposit.memo });
  });

  it("is kept from a preview's addressTag and a link token's toAddresses, and exported", async () => {
    const authToken = await funded();
    const preview = ok(
      await server.call('previewTransfer', {
        body: {
          fromAuthToken: authToken,
          fromType: 'coinbase',
          symbol: 'XRP',
          networkId: XRP_LEDGER,
          toAddress: XRP_DESTINATION,
          addressTag: '77',
          amount: 20,
        },
      }),
    );
    const previewId = present(present(preview.previewResult).previewId);
    const executed = ok(await server.call('executeTransfer', { body: { fromAuthToken: authToken, fromType: 'coinbase', previewId } }));
    const previewed = present(executed.executeTransferResult).transferId;
    expect(ok(await server.call('getTransfer', { params: { transferId: previewed } })).addressTag).toBe('77');

    const toAddresses = [{ networkId: STELLAR, symbol: 'XLM', address: STELLAR_DESTINATION, addressTag: 'from the token' }];
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'dest-user', transferOptions: { toAddresses } } }));
    const sent = ok(await server.call('sandboxTransfer', { body: { linkToken, authToken, type: 'coinbase', symbol: 'XLM', amount: 50 } }));
    const named = present(sent.transfer).transferId;
    expect(ok(await server.call('getTransfer', { params: { transferId: named } })).addressTag).toBe('from the token');

    const exported = ok(await server.call('sandboxExport'));
    expect(exported.transfers.find((t) => t.id === previewed)?.addressTag).toBe('77');
    expect(exported.transfers.find((t) => t.id === named)?.addressTag).toBe('from the token');
  });
});
