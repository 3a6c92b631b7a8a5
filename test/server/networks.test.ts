// The networks over HTTP: the public service's networks an app looks up by name (Base, chain 8453, first of all)
// are listed with their tokens, and a transfer on them runs from an institution that moves the token there, to an
// address of the network only (issue 44, part 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

const BASE = 'aa883b03-120d-477c-a588-37c2afd3ca71';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const SOLANA_DESTINATION = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const networks = async () => ok(await server.call('listNetworks', {})).networks;

describe('Base', () => {
  it('is listed by name with its chain id, its tokens and the institutions that hold ETH there', async () => {
    const base = present((await networks()).find((n) => n.name.toLowerCase() === 'base'));
    expect(base).toMatchObject({ id: BASE, chainId: '8453', nativeSymbol: 'ETH', networkType: 'evm' });
    expect(base.supportedTokens).toEqual(expect.arrayContaining(['ETH', 'USDC']));
    expect(base.supportedBrokerTypes).toEqual(expect.arrayContaining(['coinbase', 'kraken', 'cryptocurrencyWallet']));
  });

  it('carries a transfer from an institution that supports it to an EVM address, previewed and executed', async () => {
    const from = await connect(server, 'coinbase', { username: 'base-sender', userId: 'base-user' });
    const details = ok(await server.call('getSymbolDetails', { body: { authToken: from.tokenId, type: 'coinbase', symbol: 'USDC' } }));
    expect(details.chains.map((c) => c.networkId)).toContain(BASE);
    const body = { fromAuthToken: from.tokenId, fromType: 'coinbase', networkId: BASE, toAddress: DESTINATION };
    const previewed = present(ok(await server.call('previewTransfer', { body: { ...body, symbol: 'USDC', amount: 25 } })).previewResult);
    expect(previewed).toMatchObject({ networkId: BASE, symbol: 'USDC', toAddress: DESTINATION });
    const executed = ok(
      await server.call('executeTransfer', { body: { fromAuthToken: from.tokenId, fromType: 'coinbase', previewId: previewed.previewId } }),
    );
    expect(executed.status).toBe('succeeded');
    expect(executed.executeTransferResult).toMatchObject({ networkId: BASE, symbol: 'USDC' });
  });

  it('is a destination a link token names, and the headless transfer sends ETH on it', async () => {
    const toAddresses = [{ networkId: BASE, symbol: 'ETH', address: DESTINATION }];
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'base-user', transferOptions: { toAddresses } } }));
    const from = await connect(server, 'coinbase', { username: 'base-link', userId: 'base-user' });
    const sent = ok(
      await server.call('sandboxTransfer', {
        body: {
          linkToken,
          authToken: from.tokenId,
          type: 'coinbase',
          symbol: 'ETH',
          amount: 0.01,
          networkId: BASE,
          toAddress: DESTINATION,
        },
      }),
    );
    expect(present(sent.transfer)).toMatchObject({ networkId: BASE, symbol: 'ETH' });
  });

  it('refuses an address that is no EVM address, invalidAddress, wherever it enters', async () => {
    const from = await connect(server, 'coinbase', { username: 'base-refused', userId: 'base-user' });
    const body = { fromAuthToken: from.tokenId, fromType: 'coinbase', symbol: 'ETH', networkId: BASE, amount: 0.01 };
    const refused = await server.call('previewTransfer', { body: { ...body, toAddress: SOLANA_DESTINATION } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorType).toBe('invalidAddress');
    const toAddresses = [{ networkId: BASE, symbol: 'ETH', address: SOLANA_DESTINATION }];
    const linkToken = await server.call('createLinkToken', { body: { userId: 'base-user', transferOptions: { toAddresses } } });
    expect(linkToken.body.errorType).toBe('invalidAddress');
  });
});

describe('the networks of the public docs', () => {
  it('are listed, each by its chain id and family', async () => {
    const listed = new Map((await networks()).map((n) => [n.name, n]));
    for (const [name, chainId, networkType] of [
      ['Arbitrum', '42161', 'evm'],
      ['Base', '8453', 'evm'],
      ['AvalancheC', '43114', 'evm'],
      ['Blast', '81457', 'evm'],
      ['HyperEVM', '999', 'evm'],
      ['Sei', '1329', 'evm'],
      ['Monad', '143', 'evm'],
      ['Aptos', '1', 'aptos'],
      ['Sui', '35834a8a', 'sui'],
      ['TON', '-239', 'tvm'],
    ] as const)
      expect(listed.get(name), name).toMatchObject({ chainId, networkType });
  });

  // Adding networks removed none: the 18 the sandbox listed before, each under the id it had (apps keep the ids).
  it('still lists every network it listed before them, under the same id', async () => {
    const listed = new Map((await networks()).map((n) => [n.id, n.name]));
    for (const [id, name] of [
      ['e3c7fdd8-b1fc-4e51-85ae-bb276e075611', 'Ethereum'],
      ['7436e9d0-ba42-4d2b-b4c0-8e4e606b2c12', 'Polygon'],
      ['0291810a-5947-424d-9a59-e88bb33e999d', 'Solana'],
      ['0880db06-7c7c-4738-898f-cf74efc03c47', 'Bitcoin'],
      ['34b66a94-f9f9-49ef-81e8-6ebd5a866f9d', 'Dogecoin'],
      ['5b8f2c1d-6e3a-4f7b-9c0d-1e2f3a4b5c6d', 'Litecoin'],
      ['8c1e4a7b-2d5f-4b8e-a1c3-6f9e2d5b8a1c', 'BNB Smart Chain'],
      ['2f6a9d3c-8b1e-4c7f-b2a5-9d3c6f0a2e5b', 'Optimism'],
      ['9e2b5f8a-1c4d-4e7a-8b3f-5a8d1c4e7b0a', 'Celo'],
      ['4a7d0c3f-6b9e-4f2a-9c5d-8b1e4a7d0c3f', 'Harmony'],
      ['6c9f2e5b-8a1d-4b4e-8f7a-0d3c6f9e2b5a', 'Tron'],
      ['1d4a7e0b-3c6f-4a9d-b2e5-8f1a4d7b0e3c', 'XRP Ledger'],
      ['7f0c3a6d-9e2b-4d5f-a8c1-4e7b0a3d6f9c', 'Cardano'],
      ['3b6e9a2d-5f8c-4b1e-9d4a-7c0f3b6e9a2d', 'Algorand'],
      ['0e3b6f9c-2a5d-4e8b-a1f4-7d0a3e6b9c2f', 'MultiversX'],
      ['a5d8b1e4-7c0f-4a3d-8e6b-2f5c8a1d4b7e', 'Neo'],
      ['c7f0a3d6-9b2e-4c5f-b8a1-4d7e0b3f6a9c', 'Flow'],
      ['d2a5c8f1-4e7b-4d0a-9f3c-6b9e2d5a8c1f', 'Stellar'],
    ] as const)
      expect(listed.get(id), name).toBe(name);
  });
});
