// Wallet verification over HTTP: a signed message proves who holds an address.
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersOf, ok, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let other: ReturnType<typeof headersOf>;
beforeAll(async () => {
  server = await startTestServer({});
  const created = ok(await server.call('createClient', { body: { name: 'Other' } }));
  other = headersOf(created);
});
afterAll(() => server?.close());

describe('wallet verification', () => {
  const wallet = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
  const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

  it('records a verification only when the signature verifies for the address', async () => {
    const message = 'I own this wallet';
    const userId = 'wallet-user';
    const verify = async (signature: string, address = wallet.address) => {
      const { linkToken } = ok(
        await server.call('createLinkToken', {
          body: { userId, verifyWalletOptions: { message, verificationMethods: ['signedMessage'] } },
        }),
      );
      return server.call('sandboxVerifyWallet', { body: { linkToken, address, message, signature } });
    };
    const forged = await verify(await stranger.signMessage({ message }));
    expect(forged.status).toBe(400);
    expect(forged.body.errorType).toBe('invalidSignature');
    expect((await verify(`0x${'00'.repeat(65)}`)).body.errorType).toBe('invalidSignature');
    expect(ok(await server.call('listWalletVerifications', { query: { UserId: userId } })).verifications).toEqual([]);

    const signature = await wallet.signMessage({ message });
    const recorded = ok(await verify(signature));
    expect(recorded).toMatchObject({
      userId,
      address: wallet.address,
      networkType: 'evm',
      verificationMethod: 'signedMessage',
      signedMessageHash: signature,
      timestamp: Math.floor(server.clock.now() / 1000),
    });
    const list = ok(
      await server.call('listWalletVerifications', { query: { UserId: userId, Address: wallet.address.toLowerCase() } }),
    ).verifications;
    expect(list).toEqual([recorded]);
    // By the wallet alone, whoever verified it.
    expect(ok(await server.call('listWalletVerifications', { query: { Address: wallet.address } })).verifications).toEqual([recorded]);
    expect(ok(await server.call('listWalletVerifications', { query: { UserId: userId }, headers: other })).verifications).toEqual([]);
  });

  it('holds the user to the message of the link token', async () => {
    const { linkToken } = ok(
      await server.call('createLinkToken', { body: { userId: 'w2', verifyWalletOptions: { message: 'Expected message' } } }),
    );
    const message = 'Another message';
    const result = await server.call('sandboxVerifyWallet', {
      body: { linkToken, address: wallet.address, message, signature: await wallet.signMessage({ message }) },
    });
    expect(result.body.errorType).toBe('invalidField');
  });
});
