// shadow: the sandbox answers every call itself and sends the calls that only read to the upstream too, comparing
// the two answers' shapes once both are in. With a twin sandbox as the upstream (the same seeds, the same setup) the
// shapes agree, node-api's reads and (opted in) its calls that change state alike; with one whose answers are
// changed, each change is one difference. Calls that change state go upstream only when the client opted in. Here a
// few of node-api's calls; test/client/node-api-types.test.ts sends its whole table (every one of its operations,
// each refusal) through shadow to a twin, every call opted in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FrontApi } from '@meshconnect/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, listening, type LocalServer, relay } from '../support/driftedUpstream.js';
import { CLIENT, clientHeaders, connect, ok, present, requestIdOf, startTestServer, type TestServer } from '../support/server.js';
import { DESTINATION, ETHEREUM } from '../support/sandboxUsers.js';

// biome-ignore lint/suspicious/noExplicitAny: answers changed by path, in a test
type Json = Record<string, any>;

let twin: TestServer;
/** The twin behind the changing upstream. */
let changedTwin: TestServer;
let changer: LocalServer;
let shadowed: TestServer;
let changed: TestServer;
const UPSTREAM = { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret };
/** The paths the changing upstream was asked for. */
const asked: string[] = [];

/** How the changing upstream alters the twin's answer, by path. */
const CHANGE: Record<string, (body: Json) => Json | number> = {
  '/api/v1/holdings/get': (body) => {
    for (const p of body.content.cryptocurrencyPositions) {
      p.costBasisUsd = p.costBasis; // a field only the upstream has, and one only the sandbox has
      delete p.costBasis;
      p.amount = String(p.amount); // another type
    }
    return body;
  },
  '/api/v1/integrations': (body) => {
    body.content.items[0].type = 'brandNewExchange'; // another enum value
    return body;
  },
  '/api/v1/status': () => 404, // another status
};

async function changing(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '').split('?')[0] ?? '';
  asked.push(path);
  const answer = await relay(changedTwin.apiUrl, req, await bodyOf(req));
  const body = (await answer.json()) as Json;
  const change = CHANGE[path]?.(body);
  if (typeof change === 'number')
    return void res.writeHead(change, { 'content-type': 'application/json' }).end('{"status":"notFound","errorType":"routeNotFound"}');
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(change ?? body));
}

/**
 * Both sandboxes get the same setup in the same order: with the same seeds (request ids draw from them too) they hold
 * the same accounts and tokens. Their upstream credentials come from the environment, so that no call of one lacks
 * its twin's.
 */
async function setUp(servers: TestServer[]) {
  const accounts = [];
  for (const server of servers) accounts.push(await connect(server, 'coinbase', { username: 'shadow-user' }));
  expect(new Set(accounts.map((a) => a.accessToken)).size, `the twins hold the same tokens: ${accounts.map((a) => a.accessToken)}`).toBe(1);
  return accounts[0] as (typeof accounts)[number];
}

const shadowOn = (url: string) =>
  startTestServer({
    env: {
      UPSTREAM_URL: url,
      UPSTREAM_MODE: 'shadow',
      UPSTREAM_CLIENT_ID: UPSTREAM.upstreamClientId,
      UPSTREAM_CLIENT_SECRET: UPSTREAM.upstreamClientSecret,
    },
  });

beforeAll(async () => {
  [twin, changedTwin] = await Promise.all([startTestServer(), startTestServer()]);
  changer = await listening(changing);
  shadowed = await shadowOn(twin.apiUrl);
  changed = await shadowOn(changer.url);
});
afterAll(async () => {
  await shadowed?.close();
  await changed?.close();
  await changer?.close();
  await twin?.close();
  await changedTwin?.close();
});

describe('shadow', () => {
  it("answers from the sandbox, and finds no difference in a twin's answers to node-api's reads", async () => {
    const account = await setUp([shadowed, twin]);
    const auth = { authToken: account.accessToken, type: 'coinbase' as const };
    const mesh = new FrontApi({ baseURL: shadowed.apiUrl, headers: clientHeaders() });
    const answers = await Promise.all([
      mesh.portfolio.v1HoldingsGetCreate(auth),
      mesh.balance.v1BalanceGetCreate(auth),
      mesh.portfolio.v1HoldingsValueCreate(auth),
      mesh.portfolio.v1HoldingsPortfolioList({ UserId: 'user-1' }),

      mesh.transfers.v1TransfersListCreate(auth),
      mesh.transfers.v1TransfersAddressGetCreate({ ...auth, symbol: 'ETH', chain: 'Ethereum' }),
      mesh.managedAccountAuthentication.v1IntegrationsList(),
      mesh.managedAccountAuthentication.v1StatusList(),
      mesh.wallets.v1WalletsVerifyList({ UserId: 'user-1' }),
      mesh.managedTransfers.v1TransfersManagedNetworksList(),
      mesh.managedTransfers.v1TransfersManagedIntegrationsList(),
      mesh.managedTransfers.v1TransfersManagedTokensList(),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers[0]?.headers['sandbox-upstream']).toBe('shadow');
    const report = ok(await shadowed.call('sandboxGetDrift'));
    expect(report.entries).toEqual([]);
    expect(report.calls).toBe(answers.length);
  });

  it("sends node-api's calls that change state to a twin when opted in, and finds no difference", async () => {
    // Twins of their own: each call here goes to the twin too, so that the two stay in step (the test above asks one
    // of them alone for its report).
    const mirror = await startTestServer();
    const writing = await shadowOn(mirror.apiUrl);
    try {
      // The calls that change state, opted in; the others here only read (configureTransfer and previewOrder too).
      const shadowWrites = ['createLinkToken', 'previewTransfer', 'executeTransfer', 'executeOrder', 'refreshToken', 'deleteAccount'];
      const settings = { ...UPSTREAM, shadowWrites };
      const account = await setUp([writing, mirror]); // before the opt-in: the twin's link token is its own
      // Both keep the settings, which draw what sealing the secret draws; the twin has no upstream of its own.
      for (const server of [writing, mirror]) ok(await server.call('setUpstream', { params: { clientId: CLIENT.id }, body: settings }));
      const mesh = new FrontApi({ baseURL: writing.apiUrl, headers: clientHeaders() });
      /** Once a call is answered, its shadow call has reached the twin: the report waits for it (a call on each). */
      const settled = async <T>(answer: Promise<T>) => {
        // node-api (axios) throws on a status past 2xx, saying only the status: the body says why.
        const answered = await answer.catch((error: { response?: { data?: unknown } }) => {
          throw new Error(JSON.stringify(error.response?.data));
        });
        for (const server of [writing, mirror]) ok(await server.call('sandboxGetDrift'));
        return answered;
      };
      const auth = { authToken: account.accessToken, type: 'coinbase' as const };
      const answers: { status: number; data: unknown; headers: object }[] = [
        await settled(mesh.managedAccountAuthentication.v1LinktokenCreate({ userId: 'user-1' })),
        await settled(
          mesh.managedTransfers.v1TransfersManagedConfigureCreate({
            fromAuthToken: account.accessToken,
            fromType: 'coinbase',
            symbol: 'ETH',
          }),
        ),
      ];
      const preview = await settled(
        mesh.managedTransfers.v1TransfersManagedPreviewCreate({
          fromAuthToken: account.accessToken,
          fromType: 'coinbase',
          networkId: ETHEREUM,
          symbol: 'ETH',
          toAddress: DESTINATION,
          amount: 0.01,
        }),
      );
      const previewId = present(preview.data.content?.previewResult?.previewId, 'previewId');
      answers.push(
        preview,
        await settled(
          mesh.managedTransfers.v1TransfersManagedExecuteCreate({ fromAuthToken: account.accessToken, fromType: 'coinbase', previewId }),
        ),
      );
      const order = {
        ...auth,
        symbol: 'ETH',
        paymentSymbol: 'USD',
        paymentIsCryptocurrency: false,
        amountIsInPaymentSymbol: false,
        orderType: 'market' as const,
        timeInForce: 'goodTillCanceled' as const,
        amount: 0.01,
      };
      answers.push(
        await settled(mesh.transactions.v1TransactionsPreviewCreate('buy', order)),
        await settled(mesh.transactions.v1TransactionsCreate('buy', order)),
      );
      const refreshed = await settled(
        mesh.managedAccountAuthentication.v1TokenRefreshCreate({ type: 'coinbase', refreshToken: account.refreshToken }),
      );
      const accessToken = present(refreshed.data.content?.accessToken, 'the refreshed access token');
      answers.push(
        refreshed,
        await settled(mesh.portfolio.v1HoldingsGetCreate({ ...auth, authToken: accessToken })),
        await settled(mesh.managedAccountAuthentication.v1AccountDelete({ ...auth, authToken: accessToken })),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.data)).toBe(200);
      expect((present(answers.at(-1), 'the last answer').headers as Record<string, string>)['sandbox-upstream']).toBe('shadow');
      const report = ok(await writing.call('sandboxGetDrift'));
      expect(report.entries).toEqual([]);
      expect(report.calls).toBe(answers.length);
    } finally {
      await writing.close();
      await mirror.close();
    }
  });

  it('reports each difference of a changed upstream once: fields, types, enum values and statuses', async () => {
    const account = await setUp([changed, changedTwin]);
    const auth = { authToken: account.accessToken, type: 'coinbase' };
    for (let i = 0; i < 2; i++) {
      expect((await changed.call('getHoldings', { body: auth })).status).toBe(200); // the sandbox's own answer
      ok(await changed.call('listIntegrations'));
      ok(await changed.call('listIntegrationStatus'));
    }
    const report = ok(await changed.call('sandboxGetDrift'));
    const found = report.entries.map((e) => [e.operationId, e.kind, e.path, e.expected, e.actual, e.count]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['getHoldings', 'fieldOnlyInSandbox', '$.content.cryptocurrencyPositions[].costBasis', 'number', 'absent', 2],
        ['getHoldings', 'fieldOnlyUpstream', '$.content.cryptocurrencyPositions[].costBasisUsd', 'absent', 'number', 2],
        ['getHoldings', 'typeDiffers', '$.content.cryptocurrencyPositions[].amount', 'number', 'string', 2],
        [
          'listIntegrations',
          'valueDiffers',
          '$.content.items[].type',
          expect.stringContaining('coinbase'),
          expect.stringContaining('brandNewExchange'),
          2,
        ],
        ['listIntegrationStatus', 'statusDiffers', '$status', '200', '404', 2],
        ['listIntegrationStatus', 'valueDiffers', '$.errorType', '', 'routeNotFound', 2],
      ]),
    );
    expect(report.entries).toHaveLength(6);
  });

  it('sends a call that changes state upstream only when the client opted in', async () => {
    const account = await connect(changed, 'coinbase', { username: 'shadow-writer' });
    asked.length = 0;
    const body = { authToken: account.accessToken, type: 'coinbase' };
    const refreshed = await changed.call('refreshToken', { body: { refreshToken: account.refreshToken, type: 'coinbase' } });
    ok(refreshed);
    expect(asked).toEqual([]);
    ok(await changed.call('setUpstream', { params: { clientId: CLIENT.id }, body: { ...UPSTREAM, shadowWrites: ['deleteAccount'] } }));
    const deleted = await changed.call('deleteAccount', { body });
    expect(deleted.status).toBe(200);
    await changed.call('sandboxGetDrift'); // waits for the shadow call in flight
    expect(asked).toEqual(['/api/v1/account']);
    // The dashboard marks the call that went upstream, shadow; not the one kept here.
    const kept = new Map(ok(await changed.call('listDashboardRequests')).requests.map((r) => [r.requestId, r]));
    expect(kept.get(requestIdOf(deleted))).toMatchObject({ operationId: 'deleteAccount', upstream: 'shadow' });
    expect(kept.get(requestIdOf(refreshed))).toMatchObject({ operationId: 'refreshToken' });
    expect(kept.get(requestIdOf(refreshed))).not.toHaveProperty('upstream');
  });
});
