// Each integration-specific behaviour of the description (section 1 and the refresh flows of 4.3), on a named
// sandbox institution, through the public API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('MFA code sent by text message (kraken)', () => {
  it('answers mfaRequired first, rejects a wrong code, and gives the address with the right one', async () => {
    const { tokenId } = await connect(server, 'kraken');
    const ask = { authToken: tokenId, type: 'kraken', addressType: 'ethAddress' };
    expect(ok(await server.call('getDepositAddress', { body: ask }))).toMatchObject({
      brokerResponseStatus: 'mfaRequired',
      errorMessage: expect.any(String),
      address: null,
    });
    const wrong = await server.call('getDepositAddress', { body: { ...ask, mfaCode: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorType).toBe('invalidMfaCode');
    const address = ok(await server.call('getDepositAddress', { body: { ...ask, mfaCode: '123456' } }));
    expect(address).toMatchObject({ symbol: 'ETH', chain: 'ethereum', brokerResponseStatus: null });
    expect(address.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('guards managed addresses the same way', async () => {
    const { tokenId } = await connect(server, 'kraken', { username: 'mfa-managed' });
    const body = { authToken: tokenId, type: 'kraken', symbol: 'USDC', networks: [{ networkId: 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611' }] };
    expect(ok(await server.call('listManagedAddresses', { body }))).toMatchObject({ brokerResponseStatus: 'mfaRequired', addresses: [] });
    expect(ok(await server.call('listManagedAddresses', { body: { ...body, mfaCode: '123456' } })).addresses).toHaveLength(1);
  });

  it('asks for MFA at login at robinhood and rejects a wrong code without using the link token', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'user-mfa' } }));
    const login = { linkToken, type: 'robinhood', username: 'carol', password: 'pass_good' };
    expect(ok(await server.call('sandboxConnect', { body: login })).brokerResponseStatus).toBe('mfaRequired');
    expect((await server.call('sandboxConnect', { body: { ...login, mfaCode: '999999' } })).body.errorType).toBe('invalidMfaCode');
    expect(ok(await server.call('sandboxConnect', { body: { ...login, mfaCode: '123456' } })).accessToken?.brokerType).toBe('robinhood');
  });
});

describe('explicit chain name required (binanceInternational)', () => {
  it('refuses an address without chain, names the chains, and accepts one from symbol details', async () => {
    const { tokenId } = await connect(server, 'binanceInternational');
    const base = { authToken: tokenId, type: 'binanceInternational', symbol: 'USDC' };
    const missing = await server.call('getDepositAddress', { body: base });
    expect(missing.status).toBe(400);
    expect(missing.body.errorType).toBe('chainRequired');
    const details = ok(await server.call('getSymbolDetails', { body: base }));
    const chain = present(details.chains.find((c) => c.chain === 'MATIC-POLYGON'));
    expect(chain).toBeDefined();
    expect(missing.body.message).toContain('MATIC-POLYGON');
    const address = ok(await server.call('getDepositAddress', { body: { ...base, chain: chain.chain } }));
    expect(address).toMatchObject({ chain: 'MATIC-POLYGON', networkId: chain.networkId });
    const wrong = await server.call('getDepositAddress', { body: { ...base, chain: 'DOGE-DOGE' } });
    expect(wrong.body.errorType).toBe('unsupportedChain');
  });
});

describe('per-currency minimum fee and amount (bitfinex)', () => {
  it('publishes a higher fee, minimums, a maximum and a note in symbol details', async () => {
    const bitfinex = await connect(server, 'bitfinex');
    const plain = await connect(server, 'gemini');
    const details = async (authToken: string, type: string) =>
      present(ok(await server.call('getSymbolDetails', { body: { authToken, type, symbol: 'ETH' } })).chains[0]);
    const enforced = await details(bitfinex.tokenId, 'bitfinex');
    const normal = await details(plain.tokenId, 'gemini');
    expect(enforced.fee).toBeGreaterThan(normal.fee);
    expect(enforced.minWithdrawAmount).toBeGreaterThan(normal.minWithdrawAmount);
    expect(enforced.maxWithdrawAmount).toBeGreaterThan(0);
    expect(normal.maxWithdrawAmount).toBeNull();
    expect(enforced.notes).toMatch(/fee/);
  });
});

describe('minimum deposit that is not refunded (cryptoCom)', () => {
  it('gives minimumDepositAmount with the address', async () => {
    const { tokenId } = await connect(server, 'cryptoCom');
    const address = ok(await server.call('getDepositAddress', { body: { authToken: tokenId, type: 'cryptoCom', symbol: 'ETH' } }));
    expect(address.minimumDepositAmount).toBe('0.01');
    const other = await connect(server, 'gemini', { username: 'min-deposit' });
    expect(
      ok(await server.call('getDepositAddress', { body: { authToken: other.tokenId, type: 'gemini', symbol: 'ETH' } }))
        .minimumDepositAmount,
    ).toBeNull();
  });
});

describe('addresses', () => {
  it('are stable per connection, real-looking per chain, with a memo where the chain needs one', async () => {
    const { tokenId } = await connect(server, 'binanceInternational', { username: 'formats' });
    const get = async (symbol: string, chain: string) =>
      ok(await server.call('getDepositAddress', { body: { authToken: tokenId, type: 'binanceInternational', symbol, chain } }));
    const xrp = await get('XRP', 'XRP-XRP');
    expect(xrp.address).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(xrp.memo).toMatch(/^\d{9}$/);
    expect((await get('SOL', 'SOL-SPL')).address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
    expect((await get('BTC', 'BTC-BTC')).memo).toBeNull();
    expect((await get('XRP', 'XRP-XRP')).address).toBe(xrp.address);
  });

  it('answer 404 for a symbol the institution does not hold, 400 for an unsupported network', async () => {
    const { tokenId } = await connect(server, 'gemini', { username: 'unknown-symbol' });
    const missing = await server.call('getDepositAddress', { body: { authToken: tokenId, type: 'gemini', symbol: 'NOPE' } });
    expect(missing.status).toBe(404);
    expect(missing.body.errorType).toBe('addressNotFound');
    expect((await server.call('getSymbolDetails', { body: { authToken: tokenId, type: 'gemini', symbol: 'NOPE' } })).body.errorType).toBe(
      'symbolNotFound',
    );
    const tron = present(ok(await server.call('listNetworks')).networks.find((n) => n.name === 'Tron'));
    const unsupported = await server.call('listManagedAddresses', {
      body: { authToken: tokenId, type: 'gemini', symbol: 'BTC', networks: [{ networkId: tron.id }] },
    });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.errorType).toBe('unsupportedNetwork');
  });
});

describe('institutions that do not support an operation', () => {
  it('answer 400 institutionNotSupported', async () => {
    const { tokenId } = await connect(server, 'robinhood', { username: 'unsupported' });
    const result = await server.call('getDepositAddress', { body: { authToken: tokenId, type: 'robinhood', symbol: 'BTC' } });
    expect(result.status).toBe(400);
    expect(result.body.errorType).toBe('institutionNotSupported');
  });
});

describe('token refresh flows', () => {
  it('answers refreshNotSupported where tokens need no refresh (kraken API keys)', async () => {
    const { refreshToken } = await connect(server, 'kraken', { username: 'no-refresh' });
    expect((await server.call('refreshToken', { body: { refreshToken, type: 'kraken' } })).body.errorType).toBe('refreshNotSupported');
  });

  it('needs the current access token at eTrade', async () => {
    const { refreshToken, accessToken } = await connect(server, 'eTrade');
    const missing = await server.call('refreshToken', { body: { refreshToken, type: 'eTrade' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errorType).toBe('missingField');
    expect(ok(await server.call('refreshToken', { body: { refreshToken, type: 'eTrade', accessToken } })).status).toBe('succeeded');
  });

  it('runs the two-step MFA flow at interactiveBrokers', async () => {
    const { refreshToken } = await connect(server, 'interactiveBrokers');
    const first = ok(await server.call('refreshToken', { body: { refreshToken, type: 'interactiveBrokers' } }));
    expect(first.status).toBe('mfaRequired');
    const challenge = present(first.brokerAccountTokens[0]).accessToken;
    expect(
      (await server.call('refreshToken', { body: { refreshToken, type: 'interactiveBrokers', mfaCode: '123456' } })).body.errorType,
    ).toBe('invalidField');
    expect(
      (await server.call('refreshToken', { body: { refreshToken, type: 'interactiveBrokers', mfaCode: '1', accessToken: challenge } })).body
        .errorType,
    ).toBe('invalidMfaCode');
    const done = ok(
      await server.call('refreshToken', { body: { refreshToken, type: 'interactiveBrokers', mfaCode: '123456', accessToken: challenge } }),
    );
    expect(done.status).toBe('succeeded');
  });

  it('rotates the refresh token with createNewRefreshToken and refuses the old one', async () => {
    const { refreshToken } = await connect(server, 'tdAmeritrade');
    const rotated = ok(await server.call('refreshToken', { body: { refreshToken, type: 'tdAmeritrade', createNewRefreshToken: true } }));
    const next = present(rotated.brokerAccountTokens[0]).refreshToken;
    expect(next).not.toBe(refreshToken);
    const old = await server.call('refreshToken', { body: { refreshToken, type: 'tdAmeritrade' } });
    expect(old.status).toBe(404);
    expect(old.body.errorType).toBe('refreshTokenNotFound');
    ok(await server.call('refreshToken', { body: { refreshToken: next, type: 'tdAmeritrade' } }));
  });

  it('answers the same tokenId on every brokerAccountTokens item, through every refresh flow, and it stays an authToken', async () => {
    for (const type of ['tdAmeritrade', 'eTrade', 'interactiveBrokers'] as const) {
      const connected = await connect(server, type, { username: `token-id-${type}` });
      const refresh = async (extra: Record<string, unknown> = {}) =>
        ok(await server.call('refreshToken', { body: { refreshToken: connected.refreshToken, type, ...extra } }));
      let answer = await refresh(type === 'eTrade' ? { accessToken: connected.accessToken } : {});
      if (answer.status === 'mfaRequired') {
        expect(answer.brokerAccountTokens.map((t) => t.tokenId)).toEqual([connected.tokenId]);
        answer = await refresh({ mfaCode: '123456', accessToken: present(answer.brokerAccountTokens[0]).accessToken });
      }
      expect(answer.status).toBe('succeeded');
      const item = present(answer.brokerAccountTokens[0]);
      expect(item.tokenId).toBe(connected.tokenId);
      expect(item.accessToken).not.toBe(connected.tokenId);
      const again = await refresh(type === 'eTrade' ? { accessToken: item.accessToken } : {}); // interactiveBrokers asks for its code again, with the tokenId
      expect(again.brokerAccountTokens.map((t) => t.tokenId)).toEqual([connected.tokenId]);
      expect(ok(await server.call('getHoldings', { body: { authToken: item.tokenId, type } })).status).toBe('succeeded');
    }
  });

  it('gives a connection made before tokenIds were kept a new tokenId at its next refresh', async () => {
    const connected = await connect(server, 'tdAmeritrade', { username: 'legacy-token-id' });
    await server.store.db.updateTable('connections').set({ token_id_sealed: null }).where('username', '=', 'legacy-token-id').execute();
    const item = present(
      ok(await server.call('refreshToken', { body: { refreshToken: connected.refreshToken, type: 'tdAmeritrade' } }))
        .brokerAccountTokens[0],
    );
    expect(item.tokenId).not.toBe(connected.tokenId);
    expect(ok(await server.call('getHoldings', { body: { authToken: item.tokenId, type: 'tdAmeritrade' } })).status).toBe('succeeded');
    const again = present(
      ok(await server.call('refreshToken', { body: { refreshToken: connected.refreshToken, type: 'tdAmeritrade' } }))
        .brokerAccountTokens[0],
    );
    expect(again.tokenId).toBe(item.tokenId);
  });

  it('accepts a trade token update at weBull', async () => {
    const { refreshToken } = await connect(server, 'weBull');
    expect(
      ok(await server.call('refreshToken', { body: { refreshToken, type: 'weBull', tradeToken: 'tt_123', metadata: { device: 'ios' } } }))
        .status,
    ).toBe('succeeded');
  });
});

describe('sandbox market data', () => {
  it('is deterministic: the same login shows the same holdings on a fresh server', async () => {
    const read = async (s: TestServer) => {
      const { tokenId } = await connect(s, 'alpaca', { username: 'repeatable' });
      return ok(await s.call('getHoldings', { body: { authToken: tokenId, type: 'alpaca', includeMarketValue: true } }));
    };
    const other = await startTestServer();
    try {
      expect(await read(other)).toEqual(await read(server));
    } finally {
      await other.close();
    }
  });

  it('computes the daily return from the start of the user day given by TimezoneOffset', async () => {
    await connect(server, 'gemini', { userId: 'tz-user', username: 'tz' });
    const at = async (offset: number) =>
      present(ok(await server.call('getPortfolio', { query: { UserId: 'tz-user', TimezoneOffset: offset } })).cryptocurrencyPositions[0]);
    const utc = await at(0);
    const tokyo = await at(9 * 3600);
    expect(tokyo.lastPrice).toBe(utc.lastPrice);
    expect(tokyo.totalDailyReturn).not.toBe(utc.totalDailyReturn);
  });
});

describe("the public service's sandbox credentials", () => {
  it('log in too (Mesh, Pass123, one-time code 123456), so the same test code runs against both', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'public-sandbox' } }));
    const login = { linkToken, type: 'robinhood', username: 'Mesh', password: 'Pass123' };
    expect(ok(await server.call('sandboxConnect', { body: login }))).toMatchObject({ brokerResponseStatus: 'mfaRequired' });
    expect(ok(await server.call('sandboxConnect', { body: { ...login, mfaCode: '123456' } })).accessToken?.brokerType).toBe('robinhood');
    const { linkToken: second } = ok(await server.call('createLinkToken', { body: { userId: 'public-sandbox' } }));
    const wrong = await server.call('sandboxConnect', {
      body: { linkToken: second, type: 'kraken', username: 'Mesh', password: 'Pass124' },
    });
    expect(wrong.body).toMatchObject({ errorType: 'invalidInstitutionCredentials' });
    expect(wrong.body.message).toMatch(/pass_good \(or Pass123/);
    expect(
      ok(await server.call('sandboxConnect', { body: { linkToken: second, type: 'kraken', username: 'Mesh', password: 'Pass123' } }))
        .accessToken?.brokerName,
    ).toBe('Kraken');
  });
});
