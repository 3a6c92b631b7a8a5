// getHoldings' positions as node-api's B2BBrokerPosition declares them: each with its asset's name, an equity priced
// as a cryptocurrency is when market values are asked for, a position the account holds but cannot price with its
// cost basis where known, and where a self-custody wallet holds each position (`distribution`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCustom, PORTFOLIO } from '../support/sandboxUsers.js';
import { connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("getHoldings' positions", () => {
  it('name each asset, price equities too when asked, and say no place for an institution', async () => {
    const authToken = await connectCustom(server, 'robinhood', PORTFOLIO, 'holdings-fields');
    const holdings = ok(await server.call('getHoldings', { body: { authToken, type: 'robinhood', includeMarketValue: true } }));
    const aapl = present(holdings.equityPositions.find((p) => p.symbol === 'AAPL'));
    expect(aapl).toMatchObject({ name: 'Apple Inc.', amount: 10, distribution: null });
    expect(present(aapl.marketValue)).toBeCloseTo(10 * present(aapl.lastPrice), 6);
    expect(holdings.cryptocurrencyPositions.find((p) => p.symbol === 'BTC')).toMatchObject({ name: 'Bitcoin', distribution: null });
    expect(holdings.notSupportedEquityPositions).toEqual([
      { symbol: 'PRIVCO', amount: 7, costBasis: null, name: null, distribution: null },
    ]);
    const unpriced = ok(await server.call('getHoldings', { body: { authToken, type: 'robinhood' } }));
    expect(present(unpriced.equityPositions.find((p) => p.symbol === 'AAPL'))).not.toHaveProperty('lastPrice');
  });

  it("place a wallet's positions on their network at the wallet's deposit address there", async () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const wallet = await connect(server, 'deFiWallet', { username: address, userId: 'holdings-fields' });
    const holdings = ok(await server.call('getHoldings', { body: { authToken: wallet.tokenId, type: 'deFiWallet' } }));
    expect(holdings.cryptocurrencyPositions.length).toBeGreaterThan(0);
    for (const position of holdings.cryptocurrencyPositions) {
      const deposit = ok(
        await server.call('getDepositAddress', { body: { authToken: wallet.tokenId, type: 'deFiWallet', symbol: position.symbol } }),
      );
      expect(position.distribution, position.symbol).toEqual([
        { caipNetworkId: expect.stringMatching(/^eip155:\d+$/), address: deposit.address, amount: position.amount },
      ]);
    }
  });
});
