// Scenario users (issue 29, section 3): a sandbox user defined by a document, given as the password of
// `user_custom`, behaves as the document says through every operation an integrator calls, on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../support/postgres.js';
import { ok, present, startTestServerOn, type TestServer } from '../support/server.js';
import { accountTokens, connectCustom, DESTINATION, ETH_ACCOUNT, oneInstitution, PORTFOLIO, signIn } from '../support/sandboxUsers.js';

describe.each(storeKinds)('scenario users on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  const custom = (type: string, document: object, extra: { userId?: string; mfaCode?: string } = {}) =>
    signIn(server, { type, username: 'user_custom', password: JSON.stringify(document), ...extra });
  const holdings = (authToken: string, type: string) => server.call('getHoldings', { body: { authToken, type } });

  describe('holdings, portfolio and balances', () => {
    const userId = 'portfolio-user';
    let robinhood: string;
    let coinbase: string[];
    beforeAll(async () => {
      robinhood = await connectCustom(server, 'robinhood', PORTFOLIO, userId);
      coinbase = accountTokens(await custom('coinbase', PORTFOLIO, { userId })).map((t) => t.accessToken);
    });

    it('answers getHoldings with exactly the positions of the document, every kind', async () => {
      const brokerage = ok(await holdings(robinhood, 'robinhood'));
      expect(brokerage).toMatchObject({ accountId: 'RH-IND', accountName: 'Individual', status: 'succeeded' });
      expect(brokerage.equityPositions).toEqual([
        { symbol: 'AAPL', amount: 10, costBasis: 150, name: 'Apple Inc.', distribution: null },
        { symbol: 'MSFT', amount: 2.5, costBasis: 0, name: 'Microsoft Corporation', distribution: null },
      ]);
      expect(brokerage.cryptocurrencyPositions).toEqual([
        { symbol: 'BTC', amount: 0.5, costBasis: 30000, name: 'Bitcoin', distribution: null },
      ]);
      expect(brokerage.notSupportedEquityPositions).toEqual([
        { symbol: 'PRIVCO', amount: 7, costBasis: null, name: null, distribution: null },
      ]);
      expect(brokerage.optionPositions).toHaveLength(3);
      // As node-api's B2BOptionPosition: named by the underlying, the expiry day as Unix seconds.
      expect(brokerage.optionPositions).toContainEqual({
        symbol: 'AAPL',
        amount: 1,
        averageOpenPrice: 4.35,
        direction: 'buyToOpen',
        numberOfSharesInContract: 100,
        optionType: 'put',
        strikePrice: 150,
        expirationTimestamp: Date.UTC(2027, 0, 15) / 1000,
      });
      const exchange = ok(await holdings(present(coinbase[0]), 'coinbase'));
      expect(exchange.cryptocurrencyPositions).toEqual([
        { symbol: 'ETH', amount: 2.5, costBasis: 1800, name: 'Ethereum', distribution: null },
        { symbol: 'USDC', amount: 1000, costBasis: 1, name: 'USD Coin', distribution: null },
      ]);
      expect(exchange.notSupportedCryptocurrencyPositions).toEqual([
        { symbol: 'XYZ', amount: 42, costBasis: null, name: null, distribution: null },
      ]);
      expect(exchange.equityPositions).toEqual([]);
      expect(exchange.nftPositions).toEqual([
        { amount: 1, name: 'Explorer #1', contractAddress: DESTINATION, tokenId: '1', addressType: 'ethAddress' },
        { amount: 1, name: 'Explorer #2', contractAddress: DESTINATION, tokenId: '2', addressType: 'ethAddress' },
      ]);
    });

    it('connects every account of the login, with the names and ids the document gives', async () => {
      const vault = ok(await holdings(present(coinbase[1]), 'coinbase'));
      expect(vault).toMatchObject({ accountId: 'CB-VAULT', accountName: 'Vault', cryptocurrencyPositions: [{ symbol: 'BTC', amount: 1 }] });
    });

    it('merges the positions into getPortfolio and the cash into getFiatBalances', async () => {
      const portfolio = ok(await server.call('getPortfolio', { query: { UserId: userId } }));
      const position = (symbol: string) =>
        portfolio.equityPositions.concat(portfolio.cryptocurrencyPositions).find((p) => p.symbol === symbol);
      expect(position('AAPL')).toMatchObject({ amount: 10, costBasis: 150 });
      expect(position('ETH')).toMatchObject({ amount: 2.5, costBasis: 1800 });
      expect(position('BTC')).toMatchObject({ amount: 1.5, costBasis: 10000 }); // 0.5 at 30000 and 1 at 0
      expect(portfolio.nftsValue).toBe(200.5);
      expect(portfolio.nftPositions).toEqual([
        {
          amount: 1,
          name: 'Explorer #1',
          contractAddress: DESTINATION,
          tokenId: '1',
          contractSymbol: 'SBX',
          blockchain: 'ethereum',
          marketValue: 120,
        },
        {
          amount: 1,
          name: 'Explorer #2',
          contractAddress: DESTINATION,
          tokenId: '2',
          contractSymbol: 'SBX',
          blockchain: 'ethereum',
          marketValue: 80.5,
        },
      ]);
      // Held at institutions, not at an address on a network the user sees: one item per connection.
      expect(position('BTC')?.distribution).toEqual([
        { caipNetworkId: null, address: null, amount: 1 },
        { caipNetworkId: null, address: null, amount: 0.5 },
      ]);
      const balances = ok(await server.call('getFiatBalances', { query: { UserId: userId } })).fiatBalances;
      expect(balances).toEqual(
        expect.arrayContaining([
          { symbol: 'USD', cash: 130.5, buyingPower: 250.5 }, // -120 and 250.5; buying power 0 and, absent, the cash
          { symbol: 'EUR', cash: 10, buyingPower: 5 },
        ]),
      );
    });

    it('works on the Link page too: user_custom with the document as the password', async () => {
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'page-user' } }));
      const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
      const page = { Authorization: `Bearer ${sessionToken}` };
      const body = { type: 'coinbase' as const, username: 'user_custom', password: JSON.stringify(PORTFOLIO) };
      const asked = ok(await server.call('linkConnect', { body, headers: page }));
      expect(asked).toMatchObject({ status: 'accountSelectionRequired', accounts: [{ accountId: 'CB-MAIN' }, { accountId: 'CB-VAULT' }] });
      const connected = ok(await server.call('linkConnect', { body: { ...body, accountIds: ['CB-VAULT'] }, headers: page }));
      const token = present(present(connected.accessToken).accountTokens[0]);
      expect(token.account).toMatchObject({ accountId: 'CB-VAULT', accountName: 'Vault' });
      expect(ok(await holdings(token.accessToken, 'coinbase')).cryptocurrencyPositions).toEqual([
        { symbol: 'BTC', amount: 1, costBasis: 0, name: 'Bitcoin', distribution: null },
      ]);
    });
  });

  describe('signing in', () => {
    const mfa = (wrongCode?: 'reject' | 'askAgain') =>
      oneInstitution('gemini', { mfaCode: '4242', signIn: { mfa: true, ...(wrongCode ? { wrongCode } : {}) }, accounts: [ETH_ACCOUNT] });

    it('asks for the document’s code, refuses a wrong one, and connects with the right one', async () => {
      expect(ok(await custom('gemini', mfa()))).toMatchObject({ brokerResponseStatus: 'mfaRequired', accessToken: null });
      const wrong = await custom('gemini', mfa(), { mfaCode: '123456' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ errorType: 'invalidMfaCode', message: expect.stringContaining('4242') });
      expect(accountTokens(await custom('gemini', mfa(), { mfaCode: '4242' }))[0]?.account.accountId).toBe('ETH-1');
    });

    it('asks again after a wrong code where the document says askAgain', async () => {
      const again = ok(await custom('gemini', mfa('askAgain'), { mfaCode: '0000' }));
      expect(again).toMatchObject({ brokerResponseStatus: 'mfaRequired', errorMessage: expect.stringMatching(/wrong/) });
      expect(accountTokens(await custom('gemini', mfa('askAgain'), { mfaCode: '4242' }))).toHaveLength(1);
    });

    it('skips the MFA an institution asks at login where the document says mfa: false', async () => {
      expect(accountTokens(await custom('robinhood', PORTFOLIO))).toHaveLength(1); // robinhood asks seeded users for a code
    });

    it('fails signing in as the document’s signIn.failure says, every time', async () => {
      const document = oneInstitution('gemini', { signIn: { failure: 'unavailable' } });
      const failed = await custom('gemini', document);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({
        errorType: 'institutionUnavailable',
        message: expect.stringContaining("sandbox user's document"),
      });
      expect((await custom('gemini', document)).status).toBe(503);
    });

    it('gives the seeded account of the username where the document lists no accounts', async () => {
      const seeded = ok(await holdings(await connectCustom(server, 'gemini', oneInstitution('gemini')), 'gemini'));
      expect(seeded.cryptocurrencyPositions.map((p) => p.symbol)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDC']));
    });

    it('refuses an institution the document gives no account at, naming those it does', async () => {
      const refused = await custom('kraken', PORTFOLIO);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorType: 'invalidInstitutionCredentials',
        message: expect.stringContaining('robinhood, coinbase'),
      });
    });
  });
});
