// Catalog links through the public service's own Node client (@meshconnect/node-api), on both stores: each is the URL
// of a new Link page session for the end user, with the options the query and body give, which opens the Link page
// (fetched here; test/link/catalog-links.test.ts opens it in a browser) and is used once. Every answer node-api
// received is held to node-api's declared types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeApiTypeErrors, recordingNodeApi, refused } from '../support/nodeApi.js';
import { storeKinds } from '../support/postgres.js';
import { DESTINATION, ETHEREUM } from '../support/sandboxUsers.js';
import { CLIENT, ok, present, startTestServerOn, type TestServer } from '../support/server.js';

describe.each(storeKinds)('catalog links through node-api, on %s', (kind) => {
  let server: TestServer;
  let mesh: ReturnType<typeof recordingNodeApi>['api'];
  let answers: ReturnType<typeof recordingNodeApi>['answers'];
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    ({ api: mesh, answers } = recordingNodeApi(server.apiUrl, CLIENT.id, CLIENT.secret));
  });
  afterAll(() => server?.close());

  const catalog = () => mesh.managedAccountAuthentication;
  /** The session a catalog link opens, as the Link page starts it (the link token is the Base64 of the URL). */
  const sessionOf = async (url: string) =>
    ok(await server.call('startLinkSession', { body: { linkToken: Buffer.from(url).toString('base64') } }));

  it('answers the URL of a new Link page for the user, which serves the page, for a tab and an iframe alike', async () => {
    const link = present((await catalog().v1CataloglinkList({ UserId: 'catalog-user' })).data.content);
    expect(link.url).toMatch(new RegExp(`^${server.apiUrl}/link/ls_[0-9a-f]{24}$`));
    expect(link.iFrameUrl).toBe(link.url);
    const page = await fetch(present(link.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<script');
    expect(html).toContain(Buffer.from(present(link.url)).toString('base64'));
    const session = await sessionOf(present(link.url));
    expect(session).toMatchObject({ flow: 'connect', brokerType: null, restrictMultipleAccounts: false, transferOptions: null });
    expect(session.institutions).toHaveLength(63);
  });

  it('opens on the institution and restricts the accounts as the query says', async () => {
    const query = { UserId: 'catalog-user', BrokerType: 'kraken' as const, RestrictMultipleAccounts: true, DisableApiKeyGeneration: true };
    const link = present((await catalog().v1CataloglinkList(query)).data.content);
    const session = await sessionOf(present(link.url));
    expect(session).toMatchObject({ flow: 'connect', brokerType: 'kraken', restrictMultipleAccounts: true });
    expect(session.institutions.map((i) => i.type)).toEqual(['kraken']);
  });

  it('makes a transfer session with EnableTransfers, or with a body: its destination, amount and transaction id', async () => {
    const enabled = present((await catalog().v1CataloglinkList({ UserId: 'catalog-user', EnableTransfers: true })).data.content);
    expect(await sessionOf(present(enabled.url))).toMatchObject({ flow: 'transfer', transferOptions: {} });

    const body = {
      toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.1 }],
      transactionId: 'catalog-order-1',
      clientFee: 0.01,
      transferType: 'payment' as const,
      goodsDetails: [{ goodsType: '02', goodsName: 'A ticket' }],
    };
    const posted = present((await catalog().v1CataloglinkCreate({ UserId: 'catalog-user' }, body)).data.content);
    const session = await sessionOf(present(posted.url));
    expect(session).toMatchObject({
      flow: 'transfer',
      transferOptions: { toAddresses: body.toAddresses, transactionId: 'catalog-order-1', clientFee: 0.01, transferType: 'payment' },
    });
    // Goods details have no Binance Pay order to go with in the sandbox: accepted, and left out.
    expect(session.transferOptions).not.toHaveProperty('goodsDetails');
    // A fiat ramp, which the sandbox has no bank rails for, runs as a deposit, and the session says so; a link token's
    // the same.
    const fiat = present((await catalog().v1CataloglinkCreate({ UserId: 'catalog-user' }, { transferType: 'fiatOnRamp' })).data.content);
    expect((await sessionOf(present(fiat.url))).transferOptions).toEqual({ transferType: 'deposit' });
    const { linkToken } = present(
      (await catalog().v1LinktokenCreate({ userId: 'catalog-user', transferOptions: { transferType: 'fiatOffRamp' } })).data.content,
    );
    const offRamp = ok(await server.call('startLinkSession', { body: { linkToken: present(linkToken) } }));
    expect(offRamp.transferOptions).toEqual({ transferType: 'deposit' });
    // EnableTransfers false keeps it a connection, whatever the body; an empty body is a connection too.
    const off = present((await catalog().v1CataloglinkCreate({ UserId: 'catalog-user', EnableTransfers: false }, body)).data.content);
    expect(await sessionOf(present(off.url))).toMatchObject({ flow: 'connect', transferOptions: null });
    const empty = present((await catalog().v1CataloglinkCreate({ UserId: 'catalog-user' }, {})).data.content);
    expect(await sessionOf(present(empty.url))).toMatchObject({ flow: 'connect' });
  });

  it('is used once, like a link token, and connects the account for the user it names', async () => {
    const link = present((await catalog().v1CataloglinkList({ UserId: 'catalog-once' })).data.content);
    const { sessionToken } = await sessionOf(present(link.url));
    const again = await server.call('startLinkSession', { body: { linkToken: Buffer.from(present(link.url)).toString('base64') } });
    expect([again.status, again.body.errorType]).toEqual([400, 'linkTokenInvalid']);
    const connected = ok(
      await server.call('linkConnect', {
        body: { type: 'gemini', username: 'catalog-once', password: 'pass_good' },
        headers: { Authorization: `Bearer ${sessionToken}` },
      }),
    );
    expect(connected.status).toBe('connected');
    expect(ok(await server.call('getFiatBalances', { query: { UserId: 'catalog-once' } })).fiatBalances.length).toBeGreaterThan(0);
  });

  it('refuses a request without its user, and an unknown institution, with the envelope', async () => {
    /** A refusal as its status and errorType. */
    const refusal = async (call: Promise<unknown>) => {
      const { status, data } = await refused(call);
      return [status, data.errorType];
    };
    expect(await refusal(catalog().v1CataloglinkList({ UserId: '' }))).toEqual([400, 'invalidField']);
    expect(await refusal(catalog().v1CataloglinkList({ UserId: 'u', BrokerType: 'Kraken' as 'kraken' }))).toEqual([400, 'invalidField']);
    expect(await refusal(catalog().v1CataloglinkCreate({ UserId: 'u' }, { clientFee: 2 }))).toEqual([400, 'invalidField']);
  });

  it('answered every call with a body of node-api’s declared type', () => {
    expect(answers.length).toBeGreaterThan(8);
    expect(nodeApiTypeErrors(answers)).toEqual([]);
  });
});
