// record through the transport: a client's calls about a connected account go to the upstream (another sandbox),
// and what it answers is kept as a scenario user of the client; that user, loaded into a fresh sandbox with
// startSandbox({ users }), answers the same holdings and balances from the sandbox alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../client/index.js';
import type { AccountBalance } from '../../generated/openapi.js';
import { startSandbox, type SandboxWithoutReceiver } from '../../server/sandbox/index.js';
import { CLIENT, connect, ok, startTestServer, type TestServer } from '../support/server.js';

let upstream: TestServer;
let recorder: TestServer;

beforeAll(async () => {
  upstream = await startTestServer();
  recorder = await startTestServer({ env: { UPSTREAM_URL: upstream.apiUrl, UPSTREAM_MODE: 'record' } });
  ok(
    await recorder.call('setUpstream', {
      params: { clientId: CLIENT.id },
      body: { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret },
    }),
  );
});
afterAll(async () => {
  await recorder?.close();
  await upstream?.close();
});

/** What a holdings answer holds, without what the market moves (prices, values) or the connection names. */
const positions = (holdings: { cryptocurrencyPositions?: { symbol: string; amount: number }[] | null }) =>
  (holdings.cryptocurrencyPositions ?? [])
    .map(({ symbol, amount }) => ({ symbol, amount }))
    .sort((a, b) => a.symbol.localeCompare(b.symbol));

/** What a balance answer holds: the cash in each currency. */
const cash = (balance: AccountBalance) =>
  balance.balances
    .map(({ currencyCode, cash }) => ({ currencyCode, cash }))
    .sort((a, b) => String(a.currencyCode).localeCompare(String(b.currencyCode)));

describe('record', () => {
  it('keeps a proxied account as a scenario user that a sandbox alone then answers from', async () => {
    const account = await connect(upstream, 'coinbase', { username: 'recorded-alice' });
    const auth = { authToken: account.accessToken, type: 'coinbase' };
    const holdings = ok(await recorder.call('getHoldings', { body: auth }));
    expect(holdings).toEqual(ok(await upstream.call('getHoldings', { body: auth }))); // the upstream's answer
    const balance = ok(await recorder.call('getAccountBalance', { body: auth }));
    ok(await recorder.call('listInstitutionTransfers', { body: auth }));

    const { users } = ok(await recorder.call('listSandboxUsers', { params: { clientId: CLIENT.id } }));
    expect(users.map((u) => u.username)).toEqual([expect.stringMatching(/^recorded\.coinbase\.[0-9a-f]{12}$/)]);
    const [user] = users;
    expect(JSON.stringify(user)).not.toContain(account.accessToken);

    let replay: SandboxWithoutReceiver | undefined;
    try {
      replay = await startSandbox({ webhooks: false, logLevel: 'silent', users: { alice: user!.document } });
      const api = createApi({ baseUrl: replay.apiUrl, clientId: replay.clientId, clientSecret: replay.clientSecret });
      const { linkToken } = await api.createLinkToken({ userId: 'replay' });
      const connected = await api.sandboxConnect({ linkToken, type: 'coinbase', username: 'alice', password: 'any' });
      const token = connected.accessToken?.accountTokens[0]?.accessToken ?? '';
      const replayed = await api.getHoldings({ authToken: token, type: 'coinbase' });
      expect(positions(replayed)).toEqual(positions(holdings));
      expect(positions(replayed).length).toBeGreaterThan(0);
      const replayedBalance = await api.getAccountBalance({ authToken: token, type: 'coinbase' });
      expect(cash(replayedBalance)).toEqual(cash(balance));
      expect(cash(replayedBalance).length).toBeGreaterThan(0);
    } finally {
      await replay?.stop();
    }
  });

  it('keeps no user for a call the upstream refused', async () => {
    const refused = await recorder.call('getHoldings', { body: { authToken: 'at_unknown_0123456789abcdef', type: 'coinbase' } });
    expect(refused.status).toBe(404);
    const { users } = ok(await recorder.call('listSandboxUsers', { params: { clientId: CLIENT.id } }));
    expect(users).toHaveLength(1);
  });
});
