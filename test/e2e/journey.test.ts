// The integrator's whole journey over HTTP, on each store: every response is checked against the spec.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferWebhookHandler, type TransferWebhook } from '../../client/webhooks.js';
import { storeKinds } from '../support/postgres.js';
import { ADMIN_KEY, connect, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

describe.each(storeKinds)('journey on %s', (kind) => {
  let server: TestServer;
  const hooks = createServer();
  let hooksUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    hooksUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
    server = await startTestServerOn(kind);
  });
  afterAll(async () => {
    hooks.close();
    await server?.close();
  });

  it('connects, reads, gets addresses, refreshes and deletes', async () => {
    // An operator creates an API client; the integrator uses its credentials from here on.
    const client = ok(await server.call('createClient', { body: { name: 'Journey' } }));
    expect(client.clientSecret).toMatch(/^sk_sandbox_/);
    const headers = headersOf(client);
    const userId = 'journey-user';

    // Connect an exchange without MFA, and a brokerage that asks for MFA at login.
    const coinbase = await connect(server, 'coinbase', { userId, headers });
    expect(coinbase.tokenId).toBe(coinbase.accessToken);
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId }, headers }));
    const login = { linkToken, type: 'robinhood', username: 'bob', password: 'pass_good' };
    const first = ok(await server.call('sandboxConnect', { body: login, headers }));
    expect(first).toMatchObject({ brokerResponseStatus: 'mfaRequired', accessToken: null });
    const robinhood = present(ok(await server.call('sandboxConnect', { body: { ...login, mfaCode: '123456' }, headers })).accessToken);
    expect(robinhood.brokerType).toBe('robinhood');
    expect(robinhood.accountTokens[0]?.account.accountName).toBe('Individual');

    // Holdings of one account, with market values.
    const holdings = ok(
      await server.call('getHoldings', { body: { authToken: coinbase.accessToken, type: 'coinbase', includeMarketValue: true }, headers }),
    );
    expect(holdings.status).toBe('succeeded');
    expect(holdings.cryptocurrencyPositions.length).toBeGreaterThan(0);
    for (const p of holdings.cryptocurrencyPositions) expect(p.marketValue).toBeCloseTo(p.amount * present(p.lastPrice), 1);

    // The portfolio aggregates both connections; balances are summed per currency.
    const portfolio = ok(await server.call('getPortfolio', { query: { UserId: userId, TimezoneOffset: 3600 }, headers }));
    expect(portfolio.equityPositions.length).toBeGreaterThan(0);
    expect(portfolio.cryptocurrencyPositions.length).toBeGreaterThan(0);
    expect(portfolio.equitiesValue + portfolio.cryptocurrenciesValue).toBeGreaterThan(0);
    const percentages = [...portfolio.equityPositions, ...portfolio.cryptocurrencyPositions].reduce((s, p) => s + p.portfolioPercentage, 0);
    expect(percentages).toBeCloseTo(100, 1);
    const balances = ok(await server.call('getFiatBalances', { query: { UserId: userId }, headers }));
    expect(balances.fiatBalances.map((b) => b.symbol)).toContain('USD');

    // Symbol details, then a deposit address with the MFA two-step at an institution that texts a code.
    const details = ok(
      await server.call('getSymbolDetails', { body: { authToken: coinbase.accessToken, type: 'coinbase', symbol: 'USDC' }, headers }),
    );
    expect(details.chains.length).toBeGreaterThan(1);
    const kraken = await connect(server, 'kraken', { userId, headers });
    const ask = { authToken: kraken.tokenId, type: 'kraken', symbol: 'BTC' };
    expect(ok(await server.call('getDepositAddress', { body: ask, headers }))).toMatchObject({
      brokerResponseStatus: 'mfaRequired',
      address: null,
    });
    const address = ok(await server.call('getDepositAddress', { body: { ...ask, mfaCode: '123456' }, headers }));
    expect(address.address).toMatch(/^bc1q/);
    expect(address.networkId).toBe('0880db06-7c7c-4738-898f-cf74efc03c47');

    // Managed addresses on chosen networks, ids from the networks list.
    const { networks } = ok(await server.call('listNetworks', { headers }));
    const ethereum = present(networks.find((n) => n.name === 'Ethereum'));
    const polygon = present(networks.find((n) => n.name === 'Polygon'));
    const managed = ok(
      await server.call('listManagedAddresses', {
        body: {
          authToken: coinbase.accessToken,
          type: 'coinbase',
          symbol: 'USDC',
          networks: [{ networkId: ethereum.id }, { networkId: polygon.id }],
        },
        headers,
      }),
    );
    expect(managed.addresses.map((a) => a.networkName)).toEqual(['Ethereum', 'Polygon']);

    // Refresh: a new access token each time; the tokenId and a replaced access token stay valid (the latter until it
    // expires, so that concurrent refreshes each hand out a working token).
    const refresh = async () => {
      const content = ok(await server.call('refreshToken', { body: { refreshToken: coinbase.refreshToken, type: 'coinbase' }, headers }));
      expect(content.status).toBe('succeeded');
      return present(content.brokerAccountTokens[0]).accessToken;
    };
    const read = (authToken: string) => server.call('getHoldings', { body: { authToken, type: 'coinbase' }, headers });
    const second = await refresh();
    ok(await read(second));
    const newAccessToken = await refresh();
    expect(newAccessToken).not.toBe(second);
    expect(ok(await read(second)).status).toBe('succeeded');
    ok(await read(newAccessToken));
    ok(await read(coinbase.tokenId));

    // Delete: the connection and every row of its data are gone.
    const { db } = server.store;
    const { id } = await db
      .selectFrom('connections')
      .select('id')
      .where('type', '=', 'coinbase')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    ok(await server.call('deleteAccount', { body: { authToken: newAccessToken, type: 'coinbase' }, headers }));
    for (const table of ['positions', 'balances', 'deposit_addresses'] as const) {
      expect(await db.selectFrom(table).select('connection_id').where('connection_id', '=', id).execute(), table).toEqual([]);
    }
    expect(await db.selectFrom('connections').select('id').where('id', '=', id).execute()).toEqual([]);
    expect((await read(coinbase.tokenId)).status).toBe(404);

    // A transfer: Pending, then Succeeded, received and verified by the client's middleware; the API agrees.
    const received: TransferWebhook[] = [];
    const seen = new Set<string>();
    let bothArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (bothArrived = resolve));
    const receiver = express();
    receiver.post(
      '/hooks',
      transferWebhookHandler({
        secrets: present(
          ok(await server.call('setWebhook', { params: { clientId: client.clientId }, body: { url: `${hooksUrl}/hooks` } })).secret,
          'the webhook secret',
        ),
        now: () => server.clock.now(),
        isDuplicate: (eventId) => seen.has(eventId),
        onEvent: (event) => {
          seen.add(event.EventId);
          received.push(event);
          if (received.length === 2) bothArrived();
        },
      }),
    );
    hooks.on('request', receiver);
    const gemini = await connect(server, 'gemini', { userId, headers });
    const { linkToken: transferToken } = ok(
      await server.call('createLinkToken', { body: { userId, transferOptions: { transactionId: 'journey-1' } }, headers }),
    );
    const transfer = present(
      ok(
        await server.call('sandboxTransfer', {
          body: {
            linkToken: transferToken,
            authToken: gemini.tokenId,
            type: 'gemini',
            symbol: 'USDC',
            amount: 25,
            toAddress: present(managed.addresses[0]).address,
          },
          headers,
        }),
      ).transfer,
    );
    expect(transfer.status).toBe('pending');
    await server.work();
    server.clock.advance(10_000); // SANDBOX_SETTLE_MS
    await server.work();
    await arrived;
    expect(received.map((e) => e.TransferStatus)).toEqual(['Pending', 'Succeeded']);
    expect(received[1]).toMatchObject({ TransferId: transfer.transferId, TransactionId: 'journey-1', Token: 'USDC', SourceAmount: 25 });
    const record = ok(await server.call('getTransfer', { params: { transferId: transfer.transferId }, headers }));
    expect(record).toMatchObject({
      transferId: transfer.transferId,
      status: 'Succeeded',
      amount: 25,
      symbol: 'USDC',
      clientTransactionId: 'journey-1',
    });

    // The id token stands in for the client headers.
    const { id_token } = ok(
      await server.call('createAdminToken', {
        body: { clientId: client.clientId, clientSecret: client.clientSecret },
        headers: { Authorization: `Bearer ${ADMIN_KEY}` },
      }),
    );
    const viaIdToken = ok(
      await server.call('getFiatBalances', { query: { UserId: userId }, headers: { Authorization: `Bearer ${id_token}` } }),
    );
    expect(viaIdToken.fiatBalances.length).toBeGreaterThan(0);
  });
});
