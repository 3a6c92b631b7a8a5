// Money, connections and tokens under concurrent requests, on both engines (issue 14, findings 9 to 11). Each case
// fires its requests at once through HTTP and checks what the client then sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresAvailable, storeKinds } from '../support/postgres.js';
import { connect, ManualClock, ok, present, startTestServer, startTestServerOn, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

describe.each(storeKinds)('concurrent requests on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server?.close());

  const linkToken = async (userId: string) => ok(await server.call('createLinkToken', { body: { userId } })).linkToken as string;
  const ethOf = async (authToken: string) =>
    present(
      ok(await server.call('getHoldings', { body: { authToken, type: 'coinbase' } })).cryptocurrencyPositions?.find(
        (p) => p.symbol === 'ETH',
      ),
      'the ETH position',
    );

  it('twenty connects of one login at once leave one connection, with its balances once', async () => {
    const first = await connect(server, 'coinbase', { userId: 'dup-user', username: 'dup' });
    const before = await ethOf(first.tokenId);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => linkToken('dup-user')));
    const answers = await Promise.all(
      tokens.map((token) =>
        server.call('sandboxConnect', { body: { linkToken: token, type: 'coinbase', username: 'dup', password: 'pass_good' } }),
      ),
    );
    const accounts = answers.map((a) => present(present(ok(a).accessToken).accountTokens[0]));
    expect(accounts.every((a) => a.account.isReconnected)).toBe(true);

    const portfolio = ok(await server.call('getPortfolio', { query: { UserId: 'dup-user' } }));
    expect(portfolio.cryptocurrencyPositions?.find((p) => p.symbol === 'ETH')?.amount).toBe(before.amount);
    // The last reconnect's tokens work; the ones it replaced do not.
    const working = await Promise.all(
      accounts.map(async (a) => (await server.call('getHoldings', { body: { authToken: present(a.tokenId), type: 'coinbase' } })).status),
    );
    expect(working.filter((s) => s === 200)).toHaveLength(1);
    expect((await server.call('getHoldings', { body: { authToken: first.tokenId, type: 'coinbase' } })).body.errorType).toBe(
      'connectionNotFound',
    );
  });

  it('keeps a connection’s transfers when its login reconnects', async () => {
    const account = await connect(server, 'coinbase', { userId: 'keep-user', username: 'keep' });
    const transfer = present(
      ok(
        await server.call('sandboxTransfer', {
          body: {
            linkToken: await linkToken('keep-user'),
            authToken: account.tokenId,
            type: 'coinbase',
            symbol: 'ETH',
            amount: 0.01,
            toAddress: DESTINATION,
          },
        }),
      ).transfer,
    );
    await connect(server, 'coinbase', { userId: 'keep-user', username: 'keep' });
    expect(ok(await server.call('getTransfer', { params: { transferId: transfer.transferId } })).status).toBe('Pending');
  });

  it('ten transfers of the whole balance at once: one holds it, the others are refused, and a failure releases it', async () => {
    const account = await connect(server, 'coinbase', { userId: 'hold-user', username: 'hold' });
    const { amount: balance } = await ethOf(account.tokenId);
    const whole = present(balance, 'the ETH amount');
    const tokens = await Promise.all(Array.from({ length: 10 }, () => linkToken('hold-user')));
    const send = (token: string, amount: number) =>
      server.call('sandboxTransfer', {
        body: { linkToken: token, authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount, toAddress: DESTINATION },
      });
    const answers = await Promise.all(tokens.map((token) => send(token, whole)));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.body).toMatchObject({ status: 'badRequest', errorType: 'insufficientFunds' });

    // Held, not yet spent: the balance still shows it, and nothing more can be sent.
    expect((await ethOf(account.tokenId)).amount).toBe(whole);
    expect((await send(await linkToken('hold-user'), whole / 10)).body.errorType).toBe('insufficientFunds');

    const held = present(ok(accepted[0]!).transfer);
    expect(
      ok(await server.call('sandboxSettleTransfer', { params: { transferId: held.transferId }, body: { outcome: 'Failed' } })).status,
    ).toBe('Failed');
    expect((await ethOf(account.tokenId)).amount).toBe(whole); // a failed transfer debits nothing
    const again = present(ok(await send(await linkToken('hold-user'), whole)).transfer);
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: again.transferId }, body: { outcome: 'Succeeded' } }));
    expect((await ethOf(account.tokenId)).amount).toBe(0);
  });

  it('twenty refreshes at once all answer tokens that work until they expire', async () => {
    const account = await connect(server, 'eTrade', { userId: 'refresh-user', username: 'refresh' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call('refreshToken', { body: { type: 'eTrade', refreshToken: account.refreshToken, accessToken: account.accessToken } }),
      ),
    );
    const tokens = answers.filter((a) => a.status === 200).map((a) => present(ok(a).brokerAccountTokens?.[0]?.accessToken));
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body.errorType).toBe('invalidField'); // a replaced access token presented
    const holdingsStatus = async (token: string) =>
      ok(await server.call('getHoldings', { body: { authToken: token, type: 'eTrade' } })).status;
    expect(await Promise.all(tokens.map(holdingsStatus))).toEqual(tokens.map(() => 'succeeded'));

    // ...until they expire: two hours later each answers as an expired connection does.
    server.clock.advance(2 * 60 * 60 * 1000);
    expect(await Promise.all(tokens.map(holdingsStatus))).toEqual(tokens.map(() => 'notAuthorized'));
  });
});

describe.skipIf(!postgresAvailable)('two processes on one PostgreSQL', () => {
  /** Two servers on one throwaway database and one clock, with a rate limit of `burst` requests a window. */
  async function withTwoProcesses(burst: number, test: (one: TestServer, two: TestServer) => Promise<void>) {
    const database = await freshDatabase();
    const env = { DATABASE_URL: database.url, RATE_LIMIT_BURST: String(burst), RATE_LIMIT_PER_SECOND: '1' };
    const clock = new ManualClock();
    const [one, two] = [await startTestServer({ env, clock }), await startTestServer({ env, clock })];
    try {
      await test(one, two);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  }

  it('share each client’s rate limit', () =>
    withTwoProcesses(5, async (one, two) => {
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).call('listNetworks')));
      expect(statuses.filter((s) => s.status === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s.status === 429)).toHaveLength(5);
      const last = await one.call('listNetworks');
      expect(last.headers.get('ratelimit')).toMatch(/^"requests"; r=0; /);
    }));

  // Far from the limit each process claims requests in leases (a sixteenth of what is left), and counts them
  // from memory; near it, one at a time. Either way, exactly the limit gets through both.
  it('let exactly the limit through when each counts in leases of many requests', () =>
    withTwoProcesses(400, async (one, two) => {
      const statuses: number[] = [];
      const remaining: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 3 ? one : two).call('listNetworks')));
        statuses.push(...answers.map((a) => a.status));
        remaining.push(
          ...answers.filter((a) => a.status === 200).map((a) => Number(/; r=(\d+);/.exec(a.headers.get('ratelimit') ?? '')?.[1])),
        );
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(400);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100);
      // Each request that got through was counted once: the RateLimit header names each remaining count once.
      expect(new Set(remaining).size).toBe(400);
      expect(Math.min(...remaining)).toBe(0);
    }));
});
