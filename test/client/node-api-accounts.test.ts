// The public Node client's account and catalog operations that read what the sandbox holds, driven through
// @meshconnect/node-api itself: one account's value and fiat balances, the market's assets, and the Solana helpers.
// Every answer is judged by node-api's declared types; what a user sees is checked against the other operations
// (the holdings and portfolio they sum, the balances they list, the addresses and transfers the chain knows), on
// SQLite and PostgreSQL.
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associatedTokenAddress, SOLANA_MINTS, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../server/institutions/solana.js';
import { scaled } from '../support/decimals.js';
import { type Answer, nodeApiTypeErrors, recordingNodeApi, refused } from '../support/nodeApi.js';
import { storeKinds } from '../support/postgres.js';
import { DESTINATION, SOLANA, SOLANA_ADDRESS } from '../support/sandboxUsers.js';
import { CLIENT, clientHeaders, connect, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

const USDC = SOLANA_MINTS.USDC!;

/** Cents, exactly: a value in dollars as an integer count of cents (fails on float noise). */
const cents = (value: number) => scaled(value, 2);
const sumCents = (values: number[]) => values.reduce((total, v) => total + cents(v), 0n);

describe.each(storeKinds)('the account and catalog operations of @meshconnect/node-api on %s', (kind) => {
  let server: TestServer;
  let mesh: ReturnType<typeof recordingNodeApi>['api'];
  let answers: Answer[];

  beforeAll(async () => {
    server = await startTestServerOn(kind);
    ({ api: mesh, answers } = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret));
  });
  afterAll(() => server?.close());

  let users = 0;
  /** An account of a user of its own, so that the user's portfolio and balances are the account's. */
  const account = async (type: string) => {
    const userId = `accounts-${kind}-${users++}`;
    return { ...(await connect(server, type, { username: `${userId}-login`, userId })), userId };
  };

  it("values an account's holdings: each total the sum of what holdings/get and the portfolio show", async () => {
    for (const type of ['gemini', 'robinhood', 'cryptocurrencyWallet', 'bitstamp'] as const) {
      const login = await account(type);
      const value = present((await mesh.portfolio.v1HoldingsValueCreate({ authToken: login.tokenId, type })).data.content, type);
      const holdings = ok(await server.call('getHoldings', { body: { authToken: login.tokenId, type, includeMarketValue: true } }));
      const portfolio = ok(await server.call('getPortfolio', { query: { UserId: login.userId } }));
      const balances = ok(await server.call('getFiatBalances', { query: { UserId: login.userId } })).fiatBalances;

      const crypto = holdings.cryptocurrencyPositions ?? [];
      expect(cents(present(value.cryptocurrenciesValue))).toBe(sumCents(crypto.map((p) => present(p.marketValue))));
      expect(cents(present(value.equitiesValue))).toBe(sumCents(portfolio.equityPositions.map((p) => p.marketValue)));
      expect(cents(present(value.nftsValue))).toBe(sumCents(portfolio.nftPositions.map((p) => p.marketValue ?? 0)));
      const rates: Record<string, number> = { USD: 1, EUR: 1.08 };
      const fiat = balances.reduce((total, b) => total + BigInt(Math.round(b.cash * 100 * present(rates[b.symbol], b.symbol))), 0n);
      expect(cents(present(value.fiatValue))).toBe(fiat);
      expect(cents(present(value.totalValue))).toBe(
        cents(present(value.equitiesValue)) + cents(present(value.cryptocurrenciesValue)) + cents(present(value.nftsValue)) + fiat,
      );
      // Performance against the cost basis of the same positions.
      const cost = crypto.reduce((total, p) => total + p.amount * (p.costBasis ?? 0), 0);
      if (cost > 0) expect(value.cryptocurrenciesPerformance).toBeCloseTo(((present(value.cryptocurrenciesValue) - cost) / cost) * 100, 1);
    }

    // A transfer that succeeded has left what is valued.
    const gemini = await account('gemini');
    const before = present((await mesh.portfolio.v1HoldingsValueCreate({ authToken: gemini.tokenId, type: 'gemini' })).data.content);
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: gemini.userId } }));
    const body = {
      linkToken,
      authToken: gemini.tokenId,
      type: 'gemini',
      symbol: 'USDC',
      amount: 100,
      toAddress: DESTINATION,
    };
    const { transferId } = present(ok(await server.call('sandboxTransfer', { body })).transfer);
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
    const after = present((await mesh.portfolio.v1HoldingsValueCreate({ authToken: gemini.tokenId, type: 'gemini' })).data.content);
    expect(cents(present(before.cryptocurrenciesValue)) - cents(present(after.cryptocurrenciesValue))).toBe(10_000n); // USDC is 1 dollar

    // An expired connection is not valued.
    ok(await server.call('sandboxRequireReauthentication', { body: { authToken: gemini.tokenId, type: 'gemini' } }));
    expect(await refused(mesh.portfolio.v1HoldingsValueCreate({ authToken: gemini.tokenId, type: 'gemini' }))).toMatchObject({
      status: 404,
      data: { errorType: 'connectionNotFound' },
    });
  });

  it("answers an account's fiat balances per currency, with their totals in dollars", async () => {
    const bitstamp = await account('bitstamp');
    const answer = present((await mesh.balance.v1BalanceGetCreate({ authToken: bitstamp.tokenId, type: 'bitstamp' })).data.content);
    const cached = ok(await server.call('getFiatBalances', { query: { UserId: bitstamp.userId } })).fiatBalances;
    // Bitstamp trades cryptocurrencies for US dollars, not for euros; without open orders it can spend all its cash.
    expect(answer.balances).toEqual(
      cached.map((b) => ({
        cash: b.cash,
        buyingPower: b.buyingPower,
        cryptocurrencyBuyingPower: b.symbol === 'USD' ? b.cash : null,
        currencyCode: b.symbol,
      })),
    );
    expect(answer.balances?.map((b) => b.currencyCode)).toEqual(['EUR', 'USD']);
    const usd = (code: string, field: 'cash' | 'buyingPower') => present(cached.find((b) => b.symbol === code))[field];
    for (const [total, field] of [
      [answer.totalCashUsdValue, 'cash'],
      [answer.totalBuyingPowerUsdValue, 'buyingPower'],
    ] as const) {
      expect(cents(present(total))).toBe(cents(usd('USD', field)) + BigInt(Math.round(usd('EUR', field) * 108)));
    }

    const wallet = await account('deFiWallet');
    expect((await mesh.balance.v1BalanceGetCreate({ authToken: wallet.tokenId, type: 'deFiWallet' })).data.content).toEqual({
      balances: [],
      totalCashUsdValue: 0,
      totalBuyingPowerUsdValue: 0,
    });
    expect(await refused(mesh.balance.v1BalanceGetCreate({ authToken: 'at_unknown', type: 'bitstamp' }))).toMatchObject({
      status: 404,
      data: { errorType: 'connectionNotFound' },
    });
  });

  it('lists the assets the market prices, searched and paged, among them every asset an account holds', async () => {
    const all = present((await mesh.assets.v1AssetsDetail('cryptocurrency')).data.content);
    const symbols = all.items?.map((a) => a.symbol) ?? [];
    expect(symbols).toEqual([...symbols].sort());
    expect(all.total).toBe(symbols.length);
    expect(all.items?.every((a) => a.type === 'cryptocurrency')).toBe(true);
    const gemini = await account('gemini');
    const held =
      ok(await server.call('getHoldings', { body: { authToken: gemini.tokenId, type: 'gemini' } })).cryptocurrencyPositions ?? [];
    expect(symbols).toEqual(expect.arrayContaining(held.map((p) => p.symbol)));

    const equities = present((await mesh.assets.v1AssetsDetail('equity', { Search: 'INC', Count: 2, Offset: 1 })).data.content);
    const matching = present((await mesh.assets.v1AssetsDetail('equity', { Search: 'inc' })).data.content);
    expect(matching.items?.every((a) => `${a.symbol} ${a.name}`.toLowerCase().includes('inc'))).toBe(true);
    expect(equities.total).toBe(matching.total);
    expect(equities.items).toEqual(matching.items?.slice(1, 3));
    expect((await mesh.assets.v1AssetsDetail('equity', { Search: 'no such asset' })).data.content).toEqual({ items: [], total: 0 });

    const wrong = await fetch(`${server.apiUrl}/api/v1/assets/bond`, { headers: clientHeaders() });
    expect(wrong.status).toBe(400);
  });

  it("answers the Solana chain's blockhash by the client's clock, and each token's program", async () => {
    const blockhash = async () => present((await mesh.quickNode.v1CatalogSolanaGetLatestBlockhashCreate()).data.content);
    const first = await blockhash();
    expect(base58.decode(first)).toHaveLength(32);
    expect(await blockhash()).toBe(first); // the same slot
    server.clock.advance(400);
    const next = await blockhash();
    expect(next).not.toBe(first);
    // On a test clock, its time: the same time gives the same blockhash again.
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: server.clock.now() - 400 } }));
    try {
      expect(await blockhash()).toBe(first);
      ok(await server.call('sandboxAdvanceTestClock', { body: { seconds: 1 } }));
      expect(await blockhash()).not.toBe(first);
    } finally {
      ok(await server.call('sandboxDeleteTestClock'));
    }
    expect(await blockhash()).toBe(next);
    expect((await mesh.quickNode.v1CatalogSolanaGetLatestBlockhashCreate({ chainId: SOLANA })).data.content).toBe(next);

    const program = async (token: string) =>
      (await mesh.quickNode.v1CatalogSolanaGetTokenProgramCreate({ chainId: 'mainnet-beta', token })).data.content;
    expect(await program(USDC.mint)).toBe(TOKEN_PROGRAM);
    expect(await program('usdc')).toBe(TOKEN_PROGRAM);
    expect(await program(present(SOLANA_MINTS.PYUSD).mint)).toBe(TOKEN_2022_PROGRAM);
    expect(await refused(program(SOLANA_ADDRESS))).toMatchObject({ status: 400, data: { errorType: 'unsupportedSymbol' } });
    expect(await refused(mesh.quickNode.v1CatalogSolanaGetTokenProgramCreate({}))).toMatchObject({
      status: 400,
      data: { errorType: 'missingField' },
    });
    expect(await refused(mesh.quickNode.v1CatalogSolanaGetLatestBlockhashCreate({ chainId: 'devnet' }))).toMatchObject({
      status: 400,
      data: { errorType: 'invalidField' },
    });
  });

  it("knows the token accounts of the sandbox's own Solana addresses: its deposit addresses and where its transfers arrived", async () => {
    const created = async (address: string) =>
      (await mesh.quickNode.v1CatalogSolanaIsTokenAddressCreatedCreate({ chainId: 'mainnet-beta', address })).data.content;
    const coinbase = await account('coinbase');
    const deposit = present(
      (
        await mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
          authToken: coinbase.tokenId,
          type: 'coinbase',
          symbol: 'USDC',
          networkId: SOLANA,
        })
      ).data.content?.address,
    );
    const native = present(
      (
        await mesh.managedTransfers.v1TransfersManagedAddressGetCreate({
          authToken: coinbase.tokenId,
          type: 'coinbase',
          symbol: 'SOL',
          networkId: SOLANA,
        })
      ).data.content?.address,
    );
    expect(await created(associatedTokenAddress(deposit, USDC.mint, USDC.program))).toBe('true');
    // A SOL address takes SOL, which lives in no token account; another token's account of the USDC address does not exist.
    expect(await created(associatedTokenAddress(native, USDC.mint, USDC.program))).toBe('false');
    const usdt = present(SOLANA_MINTS.USDT);
    expect(await created(associatedTokenAddress(deposit, usdt.mint, usdt.program))).toBe('false');
    expect(await created(deposit)).toBe('false'); // the owner's address, not a token account

    // A transfer of USDC on Solana creates the destination's token account once it succeeds.
    const arrived = associatedTokenAddress(SOLANA_ADDRESS, USDC.mint, USDC.program);
    expect(await created(arrived)).toBe('false');
    const sent = present(
      (
        await mesh.transfers.v1TransfersCreate({
          authToken: coinbase.tokenId,
          type: 'coinbase',
          symbol: 'USDC',
          chain: 'solana',
          targetAddress: SOLANA_ADDRESS,
          amount: 10,
        })
      ).data.content,
    );
    expect(sent.status).toBe('pending');
    expect(await created(arrived)).toBe('false');
    const transferId = present(
      ok(await server.call('listManagedTransfers', { query: { UserId: coinbase.userId } })).items.find(
        (t) => t.institutionTransactionId === sent.transactionId,
      ),
    ).id;
    ok(await server.call('sandboxSettleTransfer', { params: { transferId }, body: { outcome: 'Succeeded' } }));
    expect(await created(arrived)).toBe('true');

    // Another client's sandbox holds none of them.
    const other = ok(await server.call('createClient', { body: { name: 'Another client' } }));
    const { api: elsewhere } = recordingNodeApi(server.apiUrl, other.clientId, present(other.clientSecret));
    expect((await elsewhere.quickNode.v1CatalogSolanaIsTokenAddressCreatedCreate({ address: arrived })).data.content).toBe('false');
    expect(await refused(created(DESTINATION))).toMatchObject({
      status: 400,
      data: { errorType: 'invalidAddress' },
    });
  });

  // Judged once, after every call: compiling the judgement takes seconds, and a pause between a test's calls that
  // long would outlast the server's idle keep-alive connections.
  it("answered every call with a body of node-api's declared type (ApiResult for errors)", () => {
    expect(answers.length).toBeGreaterThan(0);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});
