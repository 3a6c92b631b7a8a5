// The sandbox controls that no hosted sandbox has (issue 13), each used through HTTP as an integrator would to
// test their error paths: what their code then sees from every operation the control touches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/webhooks.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../server/domain/connections.js';
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
const depositAddress = (authToken: string, type = 'coinbase') => server.call('getDepositAddress', { body: { authToken, type, symbol: 'ETH' } });
const refresh = (refreshToken: string, type = 'coinbase') => server.call('refreshToken', { body: { refreshToken, type } });
/** A Pending transfer of 0.01 ETH from a fresh gemini account. */
async function pendingTransfer(username: string, extra: Record<string, unknown> = {}) {
  const account = await connect(server, 'gemini', { userId: USER, username });
  const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: USER } }));
  return present(ok(await server.call('sandboxTransfer', { body: { linkToken, authToken: account.tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, toAddress: DESTINATION, ...extra } })).transfer);
}
/** The verified deliveries of one transfer, in the order they came. */
const deliveriesOf = (transferId: string) =>
  receiver.received.map((r) => verifyWebhook(r.body, r.headers as Record<string, string>, webhookSecret, { now: () => server.clock.now() })).filter((w) => w.TransferId === transferId);

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
    expect((await server.call('sandboxRequireReauthentication', { body: { authToken: 'at_unknown', type: 'coinbase' } })).body.errorType).toBe('connectionNotFound');

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
    const connected = ok(await server.call('linkConnect', { body: { type: 'coinbase', username: 'reauth-page', password: 'pass_good' }, headers: { Authorization: `Bearer ${sessionToken}` } }));
    const token = present(present(connected.accessToken).accountTokens[0]);
    expect(token.account.isReconnected).toBe(true);
    expect(ok(await holdings(present(token.tokenId))).status).toBe('succeeded');
  });

  it("is another client's connection as unknown as none", async () => {
    const account = await connect(server, 'coinbase', { userId: USER, username: 'reauth-other' });
    const other = ok(await server.call('createClient', { body: { name: 'Controls: other client' } }));
    const headers = { 'X-Client-Id': other.clientId, 'X-Client-Secret': present(other.clientSecret) };
    expect((await server.call('sandboxRequireReauthentication', { body: { authToken: account.tokenId, type: 'coinbase' }, headers })).status).toBe(404);
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
    expect(queued).toEqual({ transferId: transfer.transferId, events: first.map((w) => ({ eventId: w.EventId, transferStatus: w.TransferStatus })) });
    await server.work();
    const all = deliveriesOf(transfer.transferId);
    expect(all.map((w) => w.TransferStatus)).toEqual(['Pending', 'Succeeded', 'Pending', 'Succeeded']);
    expect(all.slice(2).map((w) => w.EventId)).toEqual(first.map((w) => w.EventId));
    expect(new Set(all.map((w) => w.Id)).size).toBe(4); // every attempt has its own Id
    // The admin listener lists the new attempts as delivered.
    const listed = ok(await server.call('listWebhookDeliveries', { params: { clientId: CLIENT.id } })).deliveries.filter((d) => d.transferId === transfer.transferId);
    expect(listed.map((d) => [d.transferStatus, d.eventStatus, d.httpStatus])).toEqual([
      ['Succeeded', 'delivered', 200],
      ['Pending', 'delivered', 200],
      ['Succeeded', 'delivered', 200],
      ['Pending', 'delivered', 200],
    ]);
  });

  it("answer 404 for an unknown transfer and another client's", async () => {
    const transfer = await pendingTransfer('resend-other');
    expect((await server.call('sandboxResendWebhooks', { params: { transferId: '00000000-0000-4000-8000-000000000000' } })).body.errorType).toBe('transferNotFound');
    const other = ok(await server.call('createClient', { body: { name: 'Controls: webhooks of another' } }));
    const headers = { 'X-Client-Id': other.clientId, 'X-Client-Secret': present(other.clientSecret) };
    expect((await server.call('sandboxResendWebhooks', { params: { transferId: transfer.transferId }, headers })).status).toBe(404);
  });
});
