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
});
