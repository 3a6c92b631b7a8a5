// The server's journey through the typed client: MFA helpers, keeping a connection alive, and ApiError
// fields for errors of each HTTP class.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createAdminClient, createApi, freshTokens, type Api } from '@account-connection/client';
import { ADMIN_KEY, CLIENT, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let api: Api;
let admin: Api;
const noRetry = { maxAttempts: 1 };
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_BURST: '200', RATE_LIMIT_PER_SECOND: '1' } });
  api = createApi({ baseUrl: server.apiUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret, retry: noRetry });
  admin = createApi(createAdminClient({ adminUrl: server.adminUrl, adminKey: ADMIN_KEY, retry: noRetry }));
});
afterAll(() => server?.close());

async function connect(type: 'kraken' | 'robinhood' | 'coinbase' | 'bybit', username = 'client-user') {
  const { linkToken } = await api.createLinkToken({ userId: 'client-e2e' });
  const first = await api.sandboxConnect({ linkToken, type, username, password: 'pass_good' });
  const connected =
    first.brokerResponseStatus === 'mfaRequired'
      ? await api.sandboxConnect({ linkToken, type, username, password: 'pass_good', mfaCode: '123456' })
      : first;
  return { ...connected.accessToken!.accountTokens[0]!, expiresInSeconds: connected.accessToken!.expiresInSeconds };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('journey through the client', () => {
  it('connects, reads, answers MFA with the helper, refreshes and disconnects', async () => {
    const robinhood = await connect('robinhood');
    const holdings = await api.getHoldings({ authToken: robinhood.tokenId, type: 'robinhood', includeMarketValue: true });
    expect(holdings.equityPositions.length).toBeGreaterThan(0);
    expect((await api.getPortfolio({ UserId: 'client-e2e', TimezoneOffset: 0 })).equityPositions.length).toBeGreaterThan(0);
    expect((await api.getFiatBalances({ UserId: 'client-e2e' })).fiatBalances[0]?.symbol).toBe('USD');

    const kraken = await connect('kraken');
    let asked = 0;
    const address = await api.getDepositAddress(
      { authToken: kraken.tokenId, type: 'kraken', symbol: 'BTC' },
      {
        mfa: () => {
          asked++;
          return '123456';
        },
      },
    );
    expect(asked).toBe(1);
    expect(address.address).toMatch(/^bc1q/);
    const { networks } = await api.listNetworks();
    const managed = await api.listManagedAddresses(
      { authToken: kraken.tokenId, type: 'kraken', symbol: 'ETH', networks: [{ networkId: networks[0]!.id }] },
      { mfa: () => '123456' },
    );
    expect(managed.addresses).toHaveLength(1);
    const { linkToken } = await api.createLinkToken({ userId: 'client-e2e' });
    const sent = await api.sandboxTransfer(
      { linkToken, authToken: kraken.tokenId, type: 'kraken', symbol: 'ETH', amount: 0.01, toAddress: managed.addresses[0]!.address },
      { mfa: () => '123456' },
    );
    expect(sent.transfer?.status).toBe('pending');
    expect((await api.getTransfer({ transferId: sent.transfer!.transferId })).status).toBe('Pending');

    await api.deleteAccount({ authToken: robinhood.tokenId, type: 'robinhood' });
    expect((await failure(api.getHoldings({ authToken: robinhood.tokenId, type: 'robinhood' })))?.errorType).toBe('connectionNotFound');
  });

  it('runs the refresh MFA flow with the helper', async () => {
    const { linkToken } = await api.createLinkToken({ userId: 'client-e2e' });
    const login = { linkToken, type: 'interactiveBrokers' as const, username: 'ib', password: 'pass_good' };
    await api.sandboxConnect(login);
    const tokens = (await api.sandboxConnect({ ...login, mfaCode: '123456' })).accessToken!.accountTokens[0]!;
    const refreshed = await api.refreshToken({ refreshToken: tokens.refreshToken, type: 'interactiveBrokers' }, { mfa: () => '123456' });
    expect(refreshed.status).toBe('succeeded');
  });

  it('keeps a connection alive: refreshes before expiry, the tokenId stays', async () => {
    const coinbase = await connect('coinbase', 'keep-alive');
    const start = {
      type: 'coinbase' as const,
      tokenId: coinbase.tokenId,
      accessToken: coinbase.accessToken,
      refreshToken: coinbase.refreshToken,
      expiresAt: server.clock.now() + coinbase.expiresInSeconds * 1000,
    };
    const now = () => server.clock.now();
    expect(await freshTokens(api, start, { now })).toBe(start);
    server.clock.advance(coinbase.expiresInSeconds * 1000 - 30_000);
    const next = await freshTokens(api, start, { now });
    expect(next.tokenId).toBe(start.tokenId);
    expect(next.accessToken).not.toBe(start.accessToken);
    expect(next.expiresAt).toBe(server.clock.now() + 3_600_000);
    expect((await api.getHoldings({ authToken: next.accessToken, type: 'coinbase' })).status).toBe('succeeded');
  });
});

describe('ApiError', () => {
  it('carries the envelope of a 400', async () => {
    const error = await failure(api.getHoldings({ authToken: '', type: 'robinhood' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 400,
      status: 'badRequest',
      errorType: 'invalidField',
      displayMessage: 'The request is incomplete or invalid.',
    });
    expect(error?.errorData).toMatchObject({ errors: [{ path: '/body/authToken' }] });
    expect(error?.requestId).toMatch(/^req_/);
  });

  it('carries 401, 403, 404, 409, 413, 429 and 500', async () => {
    const stranger = createApi({ baseUrl: server.apiUrl, clientId: CLIENT.id, clientSecret: 'wrong', retry: noRetry });
    expect(await failure(stranger.listNetworks())).toMatchObject({
      httpStatus: 401,
      status: 'permissionDenied',
      errorType: 'invalidCredentials',
    });

    const bybit = await connect('bybit');
    const { linkToken } = await api.createLinkToken({ userId: 'client-e2e' });
    expect(
      await failure(
        api.sandboxTransfer({
          linkToken,
          authToken: bybit.tokenId,
          type: 'bybit',
          symbol: 'ETH',
          amount: 0.01,
          toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
        }),
      ),
    ).toMatchObject({
      httpStatus: 403,
      status: 'permissionDenied',
      errorType: 'ipNotTrusted',
    });

    expect(await failure(api.getTransfer({ transferId: '55555555-5555-4555-8555-555555555555' }))).toMatchObject({
      httpStatus: 404,
      status: 'notFound',
      errorType: 'transferNotFound',
    });

    const kraken = await connect('kraken', 'conflict');
    const { linkToken: another } = await api.createLinkToken({ userId: 'client-e2e' });
    const { transfer } = await api.sandboxTransfer({
      linkToken: another,
      authToken: kraken.tokenId,
      type: 'kraken',
      symbol: 'ETH',
      amount: 0.01,
      toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
      mfaCode: '123456',
    });
    await api.sandboxSettleTransfer({ transferId: transfer!.transferId, outcome: 'Succeeded' });
    expect(await failure(api.sandboxSettleTransfer({ transferId: transfer!.transferId, outcome: 'Failed' }))).toMatchObject({
      httpStatus: 409,
      status: 'conflict',
      errorType: 'conflict',
    });

    expect(await failure(api.getHoldings({ authToken: 'a'.repeat(1_100_000), type: 'robinhood' }))).toMatchObject({
      httpStatus: 413,
      errorType: 'payloadTooLarge',
    });

    const limited = await startTestServer({ env: { RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_SECOND: '1' } });
    try {
      const hurried = createApi({ baseUrl: limited.apiUrl, clientId: CLIENT.id, clientSecret: CLIENT.secret, retry: noRetry });
      await hurried.listNetworks();
      expect(await failure(hurried.listNetworks())).toMatchObject({
        httpStatus: 429,
        status: 'tooManyRequest',
        errorType: 'rateLimited',
        errorData: { retryAfterSeconds: 1 },
      });
      await limited.store.close();
      limited.clock.advance(5_000);
      expect(await failure(hurried.listWalletVerifications({ UserId: 'u' }))).toMatchObject({
        httpStatus: 500,
        status: 'serverFailure',
        errorType: 'unexpectedError',
      });
    } finally {
      await limited.close().catch(() => undefined);
    }
  });

  it('reaches the admin API through the admin client', async () => {
    const created = await admin.createClient({ name: 'From the client' });
    const { id_token } = await admin.createAdminToken({ clientId: created.clientId, clientSecret: created.clientSecret! });
    const viaToken = createApi({ baseUrl: server.apiUrl, idToken: id_token, retry: noRetry });
    expect((await viaToken.listNetworks()).networks.length).toBeGreaterThan(0);
  });
});
