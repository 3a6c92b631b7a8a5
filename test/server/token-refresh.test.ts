// refreshToken's answer as apps that still read node-api's deprecated fields take it: the top-level accessToken,
// refreshToken and account are those of the first (the only) brokerAccountTokens item, the MFA challenge included,
// and the account carries node-api's deprecated frontAccountId and each balance's cryptoBuyingPower.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("refreshToken's deprecated top-level fields", () => {
  it('are the one account token: accessToken, refreshToken and account, which the app may store and use', async () => {
    const coinbase = await connect(server, 'coinbase', { username: 'refresh-top-level' });
    const refreshed = ok(
      await server.call('refreshToken', { body: { type: 'coinbase', refreshToken: coinbase.refreshToken, createNewRefreshToken: true } }),
    );
    expect(refreshed.brokerAccountTokens).toHaveLength(1);
    const [only] = refreshed.brokerAccountTokens;
    expect(refreshed.accessToken).toBe(present(only).accessToken);
    expect(refreshed.refreshToken).toBe(present(only).refreshToken);
    expect(refreshed.refreshToken).not.toBe(coinbase.refreshToken);
    expect(refreshed.account).toEqual(present(only).account);
    // What an app that kept the deprecated fields does next: hold the account by the access token, refresh by the refresh token.
    const holdings = ok(await server.call('getHoldings', { body: { authToken: present(refreshed.accessToken), type: 'coinbase' } }));
    expect(holdings.status).toBe('succeeded');
    const again = ok(await server.call('refreshToken', { body: { type: 'coinbase', refreshToken: present(refreshed.refreshToken) } }));
    expect(again.status).toBe('succeeded');
  });

  it('carry the account with frontAccountId, the meshAccountId, and cryptoBuyingPower, the buying power', async () => {
    const coinbase = await connect(server, 'coinbase', { username: 'refresh-account' });
    const refreshed = ok(await server.call('refreshToken', { body: { type: 'coinbase', refreshToken: coinbase.refreshToken } }));
    const account = present(refreshed.account);
    expect(account.frontAccountId).toBe(account.meshAccountId);
    expect(present(account.balances).length).toBeGreaterThan(0);
    for (const balance of present(account.balances)) expect(balance.cryptoBuyingPower).toBe(balance.buyingPower);
  });

  it("are the challenge's while an MFA code is asked for: its accessToken, the refresh token sent, no account", async () => {
    const ibkr = await connect(server, 'interactiveBrokers', { username: 'refresh-mfa' });
    const asked = ok(await server.call('refreshToken', { body: { type: 'interactiveBrokers', refreshToken: ibkr.refreshToken } }));
    expect(asked.status).toBe('mfaRequired');
    expect(asked.accessToken).toBe(present(asked.brokerAccountTokens[0]).accessToken);
    expect(asked.refreshToken).toBe(ibkr.refreshToken);
    expect(asked.account).toBeNull();
    const answered = ok(
      await server.call('refreshToken', {
        body: { type: 'interactiveBrokers', refreshToken: ibkr.refreshToken, accessToken: present(asked.accessToken), mfaCode: '123456' },
      }),
    );
    expect(answered.status).toBe('succeeded');
    expect(answered.accessToken).toBe(present(answered.brokerAccountTokens[0]).accessToken);
    expect(answered.account).toEqual(present(answered.brokerAccountTokens[0]).account);
  });
});
