// The sandbox controls that no hosted sandbox has (issue 13), each used through HTTP as an integrator would to
// test their error paths: what their code then sees from every operation the control touches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/webhooks.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/domain/connections/connections.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { CLIENT, connect, ok, present, startTestServer, type TestServer } from '../support/server.js';

const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';

let server: TestServer;
let receiver: Receiver;
let webhookSecret: string;
beforeAll(async () => {
  server = await startTestServer();
  receiver = await startReceiver();
  webhookSecret = present(ok(await server.call('setWebhook', { params: { clientId: CLIENT.id }, body: { url: receiver.url } })).secret);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const USER = 'controls-user';
const holdings = (authToken: string, type = 'coinbase') => server.call('getHoldings', { body: { authToken, type } });
const depositAddress = (authToken: string, type = 'coinbase') =>
  server.call('getDepositAddress', { body: { authToken, type, symbol: 'ETH' } });
const refresh = (refreshToken: string, type = 'coinbase') => server.call('refreshToken', { body: { refreshToken, type } });
/** A Pending transfer of 0.01 ETH from a fresh gemini account. */
async function pendingTransfer(username: string, extra: Record<string, unknown> = {}) {
  const account = await connect(server, 'gemini', { userId: USER, username });
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
  return present(
    ok(
      await server.call('sandboxTransfer', {
        body: { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION, ...extra },
      }),
    ).transfer,
  );
}
/** The verified deliveries of one transfer, in the order they came. */
const deliveriesOf = (transferId: string) =>
  receiver.received
    .filter((r) => r.json.TransferId === transferId)
    .map((r) => verifyWebhook(r.body, r.headers as Record<string, string>, webhookSecret, { now: () => server.clock.now() }));

/** What a returning user's Link page lists for these tokens. */
async function returningAccounts(accessTokens: { accessToken: string; brokerType: 'coinbase' }[]) {
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
  const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
  return ok(await server.call('linkAccounts', { body: { accessTokens }, headers: { Authorization: `Bearer ${sessionToken}` } })).accounts;
}

describe('a connection forced to need re-authentication', () => {
  it('answers every call with its tokens as an expired access token is answered, until the user connects again', async () => {
    const account = await connect(server, 'coinbase', { userId: USER, username: 'reauth' });
    // The reference: an access token past its lifetime (a refreshed one: the first is the tokenId), of another connection.
    const expiring = await connect(server, 'coinbase', { userId: USER, username: 'expiring' });
    const expired = present(ok(await refresh(expiring.refreshToken)).brokerAccountTokens[0]).accessToken;
    server.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    const expiredHoldings = ok(await holdings(expired));
    const expiredAddress = await depositAddress(expired);
    expect(expiredHoldings.status).toBe('notAuthorized');
    expect(expiredAddress.status).toBe(404);

    expect(ok(await holdings(account.tokenId)).status).toBe('succeeded');
    ok(await server.call('sandboxRequireReauthentication', { body: { authToken: account.tokenId, type: 'coinbase' } }));

    const { accountId, accountName, institutionName } = expiredHoldings;
    for (const token of [account.tokenId, account.accessToken]) {
      const answer = ok(await holdings(token));
      expect({ ...answer, accountId, accountName, institutionName }).toEqual(expiredHoldings); // nothing but the account differs
      expect(answer.cryptocurrencyPositions).toEqual([]);
      const address = await depositAddress(token);
      expect({ status: address.status, body: address.body }).toEqual({ status: expiredAddress.status, body: expiredAddress.body });
    }
    expect((await refresh(account.refreshToken)).body).toMatchObject({ errorType: 'refreshTokenNotFound' });
    expect(await returningAccounts([{ accessToken: account.tokenId, brokerType: 'coinbase' }])).toEqual([]);
    // Asking again changes nothing; an unknown token is a 404.
    ok(await server.call('sandboxRequireReauthentication', { body: { authToken: account.tokenId, type: 'coinbase' } }));
    expect(
      (await server.call('sandboxRequireReauthentication', { body: { authToken: 'at_unknown', type: 'coinbase' } })).body.errorType,
    ).toBe('connectionNotFound');

    // The user signs in again: the same connection, new tokens that work; the old ones stay dead.
    const again = await connect(server, 'coinbase', { userId: USER, username: 'reauth' });
    expect(again.account.isReconnected).toBe(true);
    expect(again.account.accountId).toBe(account.account.accountId);
    expect(ok(await holdings(again.tokenId)).status).toBe('succeeded');
    expect(ok(await depositAddress(again.tokenId)).address).toBeTruthy();
    expect(ok(await refresh(again.refreshToken)).status).toBe('succeeded');
    expect((await holdings(account.tokenId)).body.errorType).toBe('connectionNotFound');
    expect(await returningAccounts([{ accessToken: again.tokenId, brokerType: 'coinbase' }])).toHaveLength(1);
  });

  it('is cleared by a sign-in on the Link page too', async () => {
    const account = await connect(server, 'coinbase', { userId: USER, username: 'reauth-page' });
    ok(await server.call('sandboxRequireReauthentication', { body: { authToken: account.tokenId, type: 'coinbase' } }));
    expect(ok(await holdings(account.tokenId)).status).toBe('notAuthorized');
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
    const { sessionToken } = ok(await server.call('startLinkSession', { body: { linkToken } }));
    const connected = ok(
      await server.call('linkConnect', {
        body: { type: 'coinbase', username: 'reauth-page', password: 'pass_good' },
        headers: { Authorization: `Bearer ${sessionToken}` },
      }),
    );
    const token = present(present(connected.accessToken).accountTokens[0]);
    expect(token.account.isReconnected).toBe(true);
    expect(ok(await holdings(present(token.tokenId))).status).toBe('succeeded');
  });

  it("is another client's connection as unknown as none", async () => {
    const account = await connect(server, 'coinbase', { userId: USER, username: 'reauth-other' });
    const other = ok(await server.call('createClient', { body: { name: 'Controls: other client' } }));
    const headers = { 'X-Client-Id': other.clientId, 'X-Client-Secret': present(other.clientSecret) };
    expect(
      (await server.call('sandboxRequireReauthentication', { body: { authToken: account.tokenId, type: 'coinbase' }, headers })).status,
    ).toBe(404);
    expect(ok(await holdings(account.tokenId)).status).toBe('succeeded');
  });
});

describe("a transfer's webhooks, sent again", () => {
  it('go out again in order with the same EventIds, each a new signed delivery', async () => {
    const transfer = await pendingTransfer('resend');
    ok(await server.call('sandboxSettleTransfer', { params: { transferId: transfer.transferId }, body: { outcome: 'Succeeded' } }));
    await server.work();
    const first = deliveriesOf(transfer.transferId);
    expect(first.map((w) => w.TransferStatus)).toEqual(['Pending', 'Succeeded']);

    const queued = ok(await server.call('sandboxResendWebhooks', { params: { transferId: transfer.transferId } }));
    expect(queued).toEqual({
      transferId: transfer.transferId,
      events: first.map((w) => ({ eventId: w.EventId, transferStatus: w.TransferStatus })),
    });
    await server.work();
    const all = deliveriesOf(transfer.transferId);
    expect(all.map((w) => w.TransferStatus)).toEqual(['Pending', 'Succeeded', 'Pending', 'Succeeded']);
    expect(all.slice(2).map((w) => w.EventId)).toEqual(first.map((w) => w.EventId));
    expect(new Set(all.map((w) => w.Id)).size).toBe(4); // every attempt has its own Id
    // The admin listener lists the new attempts as delivered.
    const listed = ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } })).deliveries.filter(
      (d) => d.transferId === transfer.transferId,
    );
    expect(listed.map((d) => [d.transferStatus, d.eventStatus, d.httpStatus])).toEqual([
      ['Succeeded', 'delivered', 200],
      ['Pending', 'delivered', 200],
      ['Succeeded', 'delivered', 200],
      ['Pending', 'delivered', 200],
    ]);
  });

  it("answer 404 for an unknown transfer and another client's", async () => {
    const transfer = await pendingTransfer('resend-other');
    expect(
      (await server.call('sandboxResendWebhooks', { params: { transferId: '00000000-0000-4000-8000-000000000000' } })).body.errorType,
    ).toBe('transferNotFound');
    const other = ok(await server.call('createClient', { body: { name: 'Controls: webhooks of another' } }));
    const headers = { 'X-Client-Id': other.clientId, 'X-Client-Secret': present(other.clientSecret) };
    expect((await server.call('sandboxResendWebhooks', { params: { transferId: transfer.transferId }, headers })).status).toBe(404);
  });
});

describe('an institution made to fail for a while', () => {
  const fail = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    server.call('sandboxFailInstitution', { body, headers });
  const clear = (type: string) => server.call('sandboxClearInstitutionFailure', { body: { type } });

  it('answers every operation that talks to it with the chosen error, for this client only, until the time is up', async () => {
    const account = await connect(server, 'coinbase', { userId: USER, username: 'outage' });
    const transfer = await pendingTransfer('outage-transfer');
    const { linkToken: pageToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
    const page = { Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken: pageToken } })).sessionToken}` };
    const other = ok(await server.call('createClient', { body: { name: 'Controls: outage of another' } }));
    const otherHeaders = { 'X-Client-Id': other.clientId, 'X-Client-Secret': present(other.clientSecret) };
    const otherAccount = await connect(server, 'coinbase', { userId: USER, username: 'outage', headers: otherHeaders });

    const set = ok(await fail({ type: 'coinbase', error: 'unavailable', durationSeconds: 120 }));
    expect(set).toEqual({
      type: 'coinbase',
      error: 'unavailable',
      errorType: 'institutionUnavailable',
      httpStatus: 503,
      until: server.clock.now() + 120_000,
    });

    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
    const talking = [
      await holdings(account.tokenId),
      await depositAddress(account.tokenId),
      await server.call('getSymbolDetails', { body: { authToken: account.tokenId, type: 'coinbase', symbol: 'ETH' } }),
      await refresh(account.refreshToken),
      await server.call('sandboxConnect', { body: { linkToken, type: 'coinbase', username: 'outage', password: 'pass_good' } }),
      await server.call('sandboxTransfer', {
        body: { linkToken, authToken: account.tokenId, type: 'coinbase', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION },
      }),
      await server.call('linkConnect', { body: { type: 'coinbase', username: 'outage', password: 'pass_good' }, headers: page }),
      await server.call('linkTransferOptions', { body: { authToken: account.tokenId, type: 'coinbase' }, headers: page }),
    ];
    for (const answer of talking) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'serverFailure',
        errorType: 'institutionUnavailable',
        displayMessage: 'Coinbase is temporarily unavailable. Try again later.',
        errorData: { retryAfterSeconds: 120 },
      });
      expect(answer.body.message).toContain('Coinbase cannot be reached');
      expect(answer.headers.get('retry-after')).toBe('120');
    }

    // What the service keeps still answers, another institution too, and another client sees no failure.
    ok(await server.call('getPortfolio', { query: { UserId: USER } }));
    ok(await server.call('getTransfer', { params: { transferId: transfer.transferId } }));
    expect(
      ok(await server.call('getHoldings', { body: { authToken: otherAccount.tokenId, type: 'coinbase' }, headers: otherHeaders })).status,
    ).toBe('succeeded');
    const gemini = await connect(server, 'gemini', { userId: USER, username: 'outage' });
    expect(ok(await holdings(gemini.tokenId, 'gemini')).status).toBe('succeeded');
    ok(await server.call('deleteAccount', { body: { authToken: gemini.tokenId, type: 'gemini' } }));

    // Retry-After counts down with the time left; then the institution answers again.
    server.clock.advance(90_000);
    expect((await holdings(account.tokenId)).headers.get('retry-after')).toBe('30');
    server.clock.advance(30_000);
    expect(ok(await holdings(account.tokenId)).status).toBe('succeeded');
    expect(
      ok(await server.call('linkTransferOptions', { body: { authToken: account.tokenId, type: 'coinbase' }, headers: page })).brokerType,
    ).toBe('coinbase');
    // Nothing was done while it failed: the link token of the refused sign-in still works.
    expect(
      ok(await server.call('sandboxConnect', { body: { linkToken, type: 'coinbase', username: 'outage', password: 'pass_good' } }))
        .accessToken?.brokerType,
    ).toBe('coinbase');
  });

  it('rate limits with 429 and Retry-After until cleared', async () => {
    const account = await connect(server, 'kraken', { userId: USER, username: 'limited' });
    expect(ok(await fail({ type: 'kraken', error: 'rateLimited' }))).toMatchObject({
      errorType: 'institutionRateLimited',
      httpStatus: 429,
      until: null,
    });
    server.clock.advance(7 * 24 * 3600 * 1000); // no end: a week later it still fails
    const limited = await holdings(account.tokenId, 'kraken');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      status: 'tooManyRequest',
      errorType: 'institutionRateLimited',
      errorData: { retryAfterSeconds: 60 },
    });
    expect(limited.headers.get('retry-after')).toBe('60');
    ok(await clear('kraken'));
    ok(await clear('kraken')); // clearing again does nothing
    expect(ok(await holdings(account.tokenId, 'kraken')).status).toBe('succeeded');
  });

  it('fails with 500 institutionFailure, and a new failure replaces the one set before', async () => {
    const account = await connect(server, 'gemini', { userId: USER, username: 'broken' });
    ok(await fail({ type: 'gemini', error: 'unavailable', durationSeconds: 600 }));
    expect(ok(await fail({ type: 'gemini', error: 'serverFailure', durationSeconds: 60 }))).toMatchObject({
      errorType: 'institutionFailure',
      httpStatus: 500,
    });
    const failed = await depositAddress(account.tokenId, 'gemini');
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({
      status: 'serverFailure',
      errorType: 'institutionFailure',
      errorData: null,
      message: expect.stringContaining('Gemini failed to answer'),
    });
    server.clock.advance(60_000);
    expect(ok(await depositAddress(account.tokenId, 'gemini')).address).toBeTruthy(); // the replaced 600 s are gone too
  });

  it('refuses an unknown kind of failure and a duration out of bounds', async () => {
    expect((await fail({ type: 'coinbase', error: 'flaky' })).status).toBe(400);
    expect((await fail({ type: 'coinbase', error: 'unavailable', durationSeconds: 0 })).status).toBe(400);
    expect((await fail({ type: 'coinbase', error: 'unavailable', durationSeconds: 86_401 })).status).toBe(400);
  });
});

describe("a transfer's chosen outcome and settle time", () => {
  const status = async (transferId: string) => ok(await server.call('getTransfer', { params: { transferId } })).status;

  it('are honoured by the settler when chosen at creation', async () => {
    const transfer = await pendingTransfer('chosen-at-creation', { settlement: { outcome: 'Failed', settleInSeconds: 30 } });
    server.clock.advance(29_999);
    await server.work();
    expect(await status(transfer.transferId)).toBe('Pending');
    server.clock.advance(1);
    await server.work();
    expect(await status(transfer.transferId)).toBe('Failed'); // 0.01 would have succeeded
    expect(deliveriesOf(transfer.transferId).map((w) => w.TransferStatus)).toEqual(['Pending', 'Failed']);
  });

  it('can be chosen for a pending transfer, again and again, until it settles', async () => {
    const transfer = await pendingTransfer('chosen-later', { amount: 0.013 }); // the sandbox's rule would fail it
    const created = server.clock.now();
    const scheduled = ok(
      await server.call('sandboxScheduleSettlement', {
        params: { transferId: transfer.transferId },
        body: { outcome: 'Succeeded', settleInSeconds: 3600 },
      }),
    );
    expect(scheduled).toEqual({ transferId: transfer.transferId, status: 'Pending', outcome: 'Succeeded', settleAt: created + 3_600_000 });
    server.clock.advance(60_000); // past SANDBOX_SETTLE_MS: it waits for its own time
    await server.work();
    expect(await status(transfer.transferId)).toBe('Pending');
    // Only the outcome: the time stays; then now.
    expect(
      ok(await server.call('sandboxScheduleSettlement', { params: { transferId: transfer.transferId }, body: { outcome: 'Succeeded' } }))
        .settleAt,
    ).toBe(created + 3_600_000);
    expect(
      ok(
        await server.call('sandboxScheduleSettlement', {
          params: { transferId: transfer.transferId },
          body: { outcome: 'Succeeded', settleInSeconds: 0 },
        }),
      ).settleAt,
    ).toBe(server.clock.now());
    await server.work();
    expect(await status(transfer.transferId)).toBe('Succeeded');
    expect(deliveriesOf(transfer.transferId).map((w) => w.TransferStatus)).toEqual(['Pending', 'Succeeded']);

    const final = await server.call('sandboxScheduleSettlement', {
      params: { transferId: transfer.transferId },
      body: { outcome: 'Failed', settleInSeconds: 0 },
    });
    expect(final.status).toBe(409);
    expect(final.body).toMatchObject({ errorType: 'conflict', message: expect.stringContaining('already Succeeded') });
    const unknown = await server.call('sandboxScheduleSettlement', {
      params: { transferId: '00000000-0000-4000-8000-000000000000' },
      body: { outcome: 'Failed' },
    });
    expect(unknown.body.errorType).toBe('transferNotFound');
  });
});

describe("the public sandbox's test credentials on the Link page", () => {
  it('sign in (Mesh, Pass123), answer MFA (123456) and approve a transfer, as on the public service', async () => {
    const session = async (body: Record<string, unknown> = {}) => {
      const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'public-sandbox-user', ...body } }));
      return { Authorization: `Bearer ${ok(await server.call('startLinkSession', { body: { linkToken } })).sessionToken}` };
    };
    const connectPage = async (headers: Record<string, string>, type: 'robinhood' | 'kraken', login: Record<string, string>) =>
      ok(await server.call('linkConnect', { body: { type, ...login }, headers }));

    const page = await session();
    expect((await connectPage(page, 'robinhood', { username: 'Mesh', password: 'Pass123' })).status).toBe('mfaRequired');
    const connected = await connectPage(page, 'robinhood', { username: 'Mesh', password: 'Pass123', mfaCode: '123456' });
    expect(connected.status).toBe('connected');
    expect(present(connected.accessToken).brokerName).toBe('Robinhood');

    // Kraken signs in with an API key; its secret is the password, and it texts a code to approve a transfer.
    const transferPage = await session({ transferOptions: { transactionId: 'public-1' } });
    const kraken = await connectPage(transferPage, 'kraken', { apiKey: 'Mesh', apiSecret: 'Pass123' });
    const authToken = present(present(kraken.accessToken).accountTokens[0]).accessToken;
    const body = {
      authToken,
      type: 'kraken' as const,
      symbol: 'ETH',
      networkId: 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611',
      amount: 0.01,
      toAddress: DESTINATION,
    };
    expect(ok(await server.call('linkTransfer', { body, headers: transferPage })).brokerResponseStatus).toBe('mfaRequired');
    expect(
      present(ok(await server.call('linkTransfer', { body: { ...body, mfaCode: '123456' }, headers: transferPage })).transfer).status,
    ).toBe('pending');
  });
});
