// The institution rules a transfer must pass (description section 1), each on a named sandbox institution.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

let n = 0;
async function attempt(
  type: string,
  body: Record<string, unknown>,
  { username, toAddresses, headers }: { username?: string; toAddresses?: unknown[]; headers?: Record<string, string> } = {},
) {
  const account = await connect(server, type, { username: username ?? `rules-${n++}`, userId: 'rules-user' });
  const transferOptions = toAddresses ? { toAddresses } : {};
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'rules-user', transferOptions } }));
  return server.call('sandboxTransfer', {
    body: { linkToken, authToken: account.tokenId, type, symbol: 'ETH', amount: 0.01, ...body },
    ...(headers && { headers }),
  });
}

describe('sandbox transfers', () => {
  it('answer with the onTransferFinished payload, status pending, and consume the link token', async () => {
    const account = await connect(server, 'gemini', { username: 'payload' });
    const { linkToken } = ok(
      await server.call('createLinkToken', {
        body: {
          userId: 'rules-user',
          transferOptions: { transactionId: 'order-77', toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }] },
        },
      }),
    );
    const body = { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01 };
    const transfer = present(ok(await server.call('sandboxTransfer', { body })).transfer);
    expect(transfer).toMatchObject({
      status: 'pending',
      symbol: 'ETH',
      amount: 0.01,
      toAddress: DESTINATION,
      networkId: ETHEREUM,
      userId: 'rules-user',
      clientTransactionId: 'order-77',
    });
    expect(transfer.fromAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(transfer.amountInFiat).toBeGreaterThan(0);
    expect((await server.call('sandboxTransfer', { body })).body.errorType).toBe('linkTokenInvalid');
  });

  it('need a destination', async () => {
    const result = await attempt('gemini', {});
    expect(result.status).toBe(400);
    expect(result.body.errorType).toBe('missingField');
  });

  it('ask for the MFA code sent by text message first (kraken)', async () => {
    const account = await connect(server, 'kraken', { username: 'mfa-transfer' });
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'rules-user' } }));
    const body = { linkToken, authToken: account.tokenId, type: 'kraken', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION };
    expect(ok(await server.call('sandboxTransfer', { body }))).toMatchObject({ brokerResponseStatus: 'mfaRequired', transfer: null });
    expect((await server.call('sandboxTransfer', { body: { ...body, mfaCode: '111111' } })).body.errorType).toBe('invalidMfaCode');
    expect(ok(await server.call('sandboxTransfer', { body: { ...body, mfaCode: '123456' } })).transfer?.status).toBe('pending');
  });

  it('need the explicit chain where the institution requires it (binanceInternational)', async () => {
    expect((await attempt('binanceInternational', { toAddress: DESTINATION })).body.errorType).toBe('chainRequired');
    expect(ok(await attempt('binanceInternational', { toAddress: DESTINATION, chain: 'ETH-ERC20' })).transfer?.networkId).toBe(ETHEREUM);
    expect(ok(await attempt('binanceInternational', { toAddress: DESTINATION, networkId: ETHEREUM })).transfer?.networkId).toBe(ETHEREUM);
  });

  it('need a fee and respect per-currency minimum fee and amount (bitfinex)', async () => {
    const missing = await attempt('bitfinex', { toAddress: DESTINATION });
    expect(missing.body).toMatchObject({ errorType: 'missingField', errorData: { errors: [{ path: '/body/fee' }] } });
    expect((await attempt('bitfinex', { toAddress: DESTINATION, fee: 0.0000001 })).body.errorType).toBe('feeBelowMinimum');
    expect((await attempt('bitfinex', { toAddress: DESTINATION, fee: 0.01, amount: 0.000001 })).body.errorType).toBe('amountBelowMinimum');
    expect((await attempt('bitfinex', { toAddress: DESTINATION, fee: 0.01, amount: 1_000_000 })).body.errorType).toBe('amountAboveMaximum');
    expect(ok(await attempt('bitfinex', { toAddress: DESTINATION, fee: 0.01 })).transfer?.status).toBe('pending');
  });

  it("need the client's IP on the trusted list and the withdrawal permission (bybit)", async () => {
    const untrusted = await attempt('bybit', { toAddress: DESTINATION });
    expect(untrusted.status).toBe(403);
    expect(untrusted.body).toMatchObject({ status: 'permissionDenied', errorType: 'ipNotTrusted' });
    const readOnly = await attempt('bybit', { toAddress: DESTINATION }, { username: 'ip_trusted_readonly' });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.errorType).toBe('withdrawalPermissionDisabled');
    expect(ok(await attempt('bybit', { toAddress: DESTINATION }, { username: 'ip_trusted_alice' })).transfer?.status).toBe('pending');
  });

  it('go only to whitelisted addresses (okx)', async () => {
    const whitelisted = [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION }];
    const other = await attempt(
      'okx',
      { toAddress: '0x0000000000000000000000000000000000000001', fee: 0.01 },
      { toAddresses: whitelisted },
    );
    expect(other.body.errorType).toBe('addressNotWhitelisted');
    expect(ok(await attempt('okx', { fee: 0.01, networkId: ETHEREUM }, { toAddresses: whitelisted })).transfer?.toAddress).toBe(
      DESTINATION,
    );
  });

  it('take a named address key instead of an address (krakenDirect)', async () => {
    expect((await attempt('krakenDirect', { toAddress: DESTINATION })).body.errorType).toBe('addressNotWhitelisted');
    const transfer = present(ok(await attempt('krakenDirect', { toAddress: 'my-eth-wallet' })).transfer);
    expect(transfer.toAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('refuse a destination that is not an address of the network, naming the network', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ toAddress: 'not-an-address' }, 'Ethereum'],
      [{ symbol: 'BTC', amount: 0.001, toAddress: DESTINATION }, 'Bitcoin'], // an EVM address for BTC
      [{ symbol: 'BTC', amount: 0.001, toAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr' }, 'Bitcoin'], // bech32 checksum broken
      [{ symbol: 'SOL', amount: 0.5, toAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4g' }, 'Solana'], // base58, not 32 bytes
    ];
    for (const [body, network] of cases) {
      const refused = await attempt('gemini', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({
        errorType: 'invalidAddress',
        errorData: { errors: [{ path: '/body/toAddress', errorCode: 'address' }] },
      });
      expect(refused.body.message).toContain(`valid ${network} address`);
    }
    // Real addresses of each family pass: Bitcoin's genesis address, a segwit one, a Solana one, an EIP-55 one.
    const accepted: Record<string, unknown>[] = [
      { symbol: 'BTC', amount: 0.001, toAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
      { symbol: 'BTC', amount: 0.001, toAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { symbol: 'SOL', amount: 0.5, toAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
      { toAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
    ];
    for (const body of accepted) expect(ok(await attempt('gemini', body)).transfer?.status, JSON.stringify(body)).toBe('pending');
    // Mixed case whose EIP-55 checksum is wrong: taken in lower case, as the public service takes it, and said so;
    // refused when bound strictly.
    const wrongChecksum = { toAddress: '0x9e0B6A6C2B6F8D3C8A8E8F1A4E8F2B3C4D5E6F70' };
    const taken = await attempt('gemini', wrongChecksum);
    expect(ok(taken).transfer?.toAddress).toBe(wrongChecksum.toAddress.toLowerCase());
    expect(taken.headers.get('binding-forgiven')).toBe('toAddress: EIP-55 checksum does not match, read in lower case');
    const strictly = await attempt('gemini', wrongChecksum, { headers: { ...clientHeaders(), Prefer: 'handling=strict' } });
    expect(strictly.status).toBe(400);
    expect(strictly.body.message).toContain('valid Ethereum address');
  });

  it('cannot move more than the account holds', async () => {
    expect((await attempt('gemini', { toAddress: DESTINATION, amount: 1_000_000 })).body.errorType).toBe('insufficientFunds');
  });

  it('are refused where the institution does not transfer (robinhood)', async () => {
    expect((await attempt('robinhood', { toAddress: DESTINATION })).body.errorType).toBe('institutionNotSupported');
  });

  it('reduce the holding once they succeed', async () => {
    const account = await connect(server, 'gemini', { username: 'balance' });
    const held = async () =>
      ok(await server.call('getHoldings', { body: { authToken: account.tokenId, type: 'gemini' } })).cryptocurrencyPositions.find(
        (p) => p.symbol === 'ETH',
      )?.amount;
    const before = present(await held());
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'rules-user' } }));
    const transfer = present(
      ok(
        await server.call('sandboxTransfer', {
          body: { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.25, toAddress: DESTINATION },
        }),
      ).transfer,
    );
    expect(await held()).toBe(before);
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: transfer.transferId }, body: { outcome: 'Succeeded' } }));
    expect(await held()).toBeCloseTo(before - 0.25, 8);
  });
});
