// Names of Object.prototype's members (`__proto__`, `constructor`, `toString`), sent over HTTP wherever a name from the
// request selects something: a fault's kind, parameters and errorType, a rule's operations, id and end user, an
// institution, a network, a symbol, a sandbox user and the scenario it signs in as, an enum in a query, a field or
// parameter name, a page's file, a filter of the dashboard. Each is a name like any other: found where it was stored,
// refused with the declared error where it names nothing, never answered with "function toString() { [native code]
// }", "[object Object]", "undefined" or a 500 (issue 45, defect 6; test/architecture/lookups.test.ts holds the code
// to it). Stored names (sandbox users, fault rules, kept calls) on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_BOUNDS } from '../../client/operations.js';
import { storeKinds } from '../support/postgres.js';
import { clientHeaders, connect, fieldErrors, headersOf, ok, present, startTestServerOn, type TestServer } from '../support/server.js';
import { raw } from '../support/rawRequest.js';
import { DESTINATION, ETHEREUM } from '../support/sandboxUsers.js';

const NAMES = ['__proto__', 'constructor', 'toString'] as const;
/** What a table with a prototype answers such a name with, written into a message. */
const LEAK = /native code|\[object Object\]|\bundefined\b|function /;

/** An answer that names nothing of JavaScript's: below 500, its message free of Object.prototype's members. */
function named(result: { status: number; body: unknown }, what: string) {
  expect(result.status, what).toBeLessThan(500);
  expect(JSON.stringify(result.body), what).not.toMatch(LEAK);
  return result;
}

const refused = (result: { status: number; body: unknown }, what: string, status = 400) => {
  named(result, what);
  expect(result.status, what).toBe(status);
  return result.body as { errorType: string; message: string };
};

describe.each(storeKinds)('names of Object.prototype’s members, on %s', (kind) => {
  let server: TestServer;
  let authToken: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    authToken = (await connect(server, 'coinbase', { userId: 'proto-user', username: 'proto-names' })).tokenId;
  });
  afterAll(() => server?.close());

  const prefer = (value: string) => server.call('listNetworks', { headers: { ...clientHeaders(), Prefer: value } });

  it.each(NAMES)('`Prefer: fault=…` takes %s as no fault, no parameter and no errorType, naming the declared ones', async (name) => {
    expect(refused(await prefer(`fault=${name}`), 'kind').message).toContain('it is one of error, rateLimit, latency');
    expect(refused(await prefer(`fault=reset; ${name}=1`), 'parameter').message).toContain(`\`${name}=1\` is not a parameter`);
    const errorType = refused(await prefer(`fault=error; status=500; errorType=${name}`), 'errorType');
    expect(errorType.message).toBe(
      `Prefer: \`errorType=${name}\` is no errorType; with 500 it is one of unexpectedError, institutionFailure`,
    );
    named(await prefer(`handling=${name}`), 'another preference'); // ignored, as any other
  });

  it.each(NAMES)('fault rules take %s as a rule id and an end user, and refuse it as an operation', async (name) => {
    const rule = { match: { operationIds: ['getPortfolio'], userId: name }, action: { kind: 'error', status: 500 } };
    expect(ok(await server.call('sandboxPutFault', { params: { faultId: name }, body: rule }))).toMatchObject({ id: name });
    expect(ok(await server.call('sandboxListFaults')).rules.map((r) => r.id)).toEqual([name]);
    expect((await server.call('getPortfolio', { query: { UserId: name } })).status).toBe(500); // that user's call
    expect((await server.call('getPortfolio', { query: { UserId: 'someone-else' } })).status).toBe(200);
    ok(await server.call('sandboxDeleteFault', { params: { faultId: name } }));
    refused(await server.call('sandboxDeleteFault', { params: { faultId: name } }), 'deleted', 404);

    const asOperation = await server.call('sandboxPutFault', {
      params: { faultId: 'named' },
      body: { match: { operationIds: [name] }, action: { kind: 'reset' } },
    });
    refused(asOperation, 'operationId');
    expect(fieldErrors(asOperation)[0]).toMatchObject({ path: '/body/match/operationIds/0', message: `\`${name}\` is no operation` });
    const asErrorType = await server.call('sandboxPutFault', {
      params: { faultId: 'named' },
      body: { match: { operationIds: ['listNetworks'] }, action: { kind: 'error', status: 500, errorType: name } },
    });
    refused(asErrorType, 'errorType');
    expect(fieldErrors(asErrorType)[0]?.path).toBe('/body/action/errorType');
  });

  it.each(NAMES)('a sandbox user named %s, holding %s, signs in as that scenario', async (name) => {
    const document = {
      institutions: [
        {
          type: 'coinbase',
          accounts: [
            {
              accountId: name,
              accountName: name,
              cryptocurrencyPositions: [{ symbol: 'ETH', amount: 1 }],
              notSupportedCryptocurrencyPositions: [{ symbol: name, amount: 2 }],
            },
          ],
        },
      ],
    };
    ok(await server.call('sandboxPutUser', { params: { username: name }, body: document }));
    expect(ok(await server.call('sandboxGetUser', { params: { username: name } })).username).toBe(name);
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: name } }));
    const connected = ok(await server.call('sandboxConnect', { body: { linkToken, type: 'coinbase', username: name, password: 'any' } }));
    const token = present(connected.accessToken?.accountTokens[0]?.tokenId);
    const holdings = ok(await server.call('getHoldings', { body: { authToken: token, type: 'coinbase', includeMarketValue: true } }));
    expect(holdings.accountId).toBe(name);
    expect(holdings.notSupportedCryptocurrencyPositions?.map((p) => p.symbol)).toEqual([name]);
    named(await server.call('getPortfolio', { query: { UserId: name } }), 'portfolio');
    expect(ok(await server.call('listDashboardUsers', { query: { userId: name } })).users.map((u) => u.userId)).toEqual([name]);
    ok(await server.call('sandboxDeleteUser', { params: { username: name } }));
    refused(await server.call('sandboxGetUser', { params: { username: name } }), 'deleted user', 404);
  });

  it('carries sandbox users and fault rules of those names through an export and an import', async () => {
    const headers = headersOf(ok(await server.call('createClient', { body: { name: 'Exporter of names' } })));
    const document = { institutions: [{ type: 'gemini' }] };
    const rule = { match: { operationIds: ['listNetworks'], userId: 'nobody' }, action: { kind: 'empty' } };
    for (const name of NAMES) {
      ok(await server.call('sandboxPutUser', { params: { username: name }, body: document, headers }));
      ok(await server.call('sandboxPutFault', { params: { faultId: name }, body: rule, headers }));
    }
    const { format, version, exportedAt, secrets, ...exported } = ok(await server.call('sandboxExport', { headers }));
    const importer = headersOf(ok(await server.call('createClient', { body: { name: 'Importer of names' } })));
    ok(await server.call('sandboxImport', { body: { format, version, exportedAt, secrets, ...exported }, headers: importer }));
    const users = ok(await server.call('sandboxListUsers', { headers: importer })).users.map((u) => u.username);
    expect(users.sort()).toEqual([...NAMES].sort());
    const rules = ok(await server.call('sandboxListFaults', { headers: importer })).rules.map((r) => r.id);
    expect(rules.sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s is no symbol, chain, institution, network or enum value', async (name) => {
    const account = { authToken, type: 'coinbase' };
    refused(await server.call('getSymbolDetails', { body: { ...account, symbol: name } }), 'symbol details', 404);
    refused(await server.call('getDepositAddress', { body: { ...account, symbol: name } }), 'deposit address', 404);
    refused(await server.call('getDepositAddress', { body: { ...account, symbol: 'ETH', chain: name } }), 'chain');
    refused(
      await server.call('initiateTransfer', { body: { ...account, symbol: name, amount: 0.01, targetAddress: DESTINATION } }),
      'transfer',
    );
    refused(
      await server.call('previewTransfer', {
        body: { fromAuthToken: authToken, fromType: 'coinbase', symbol: name, amount: 0.01, toAddress: DESTINATION, networkId: ETHEREUM },
      }),
      'preview',
    );
    refused(await server.call('getSolanaTokenProgram', { query: { token: name } }), 'Solana mint');
    refused(await server.call('getHoldings', { body: { authToken, type: name } }), 'institution type');
    refused(await server.call('getAuthenticationLink', { params: { brokerType: name }, query: { userId: 'u' } }), 'brokerType');
    refused(await server.call('getDepositAddress', { body: { ...account, symbol: 'ETH', networkId: name } }), 'network id');
    refused(await server.call('listDashboardTransfers', { query: { status: name } }), 'transfer status');
    refused(await server.call('listManagedTransfers', { query: { OrderBy: name } }), 'order');
    refused(await server.call('listDashboardRequests', { query: { statusClass: name } }), 'status class');
    refused(await server.call('sandboxFailInstitution', { body: { type: 'coinbase', error: name } }), 'failure kind');
    if (name !== '__proto__') {
      // An operationId's pattern takes letters only: a name that is none keeps no call.
      expect(ok(await server.call('listDashboardRequests', { query: { operationId: name } })).requests).toEqual([]);
    }
  });

  it.each(NAMES)('%s is no field, no query parameter and no file of a page', async (name) => {
    const field = await server.call('getHoldings', {
      rawBody: JSON.stringify({ authToken, type: 'coinbase' }).replace('}', `,"${name}":1}`),
    });
    expect(refused(field, 'field').message).toContain(`\`${name}\` is not a field of this object`);
    const upper = name.toUpperCase(); // bound case-insensitively: `CONSTRUCTOR` is no `constructor`
    refused(
      await server.call('getHoldings', { rawBody: JSON.stringify({ authToken, type: 'coinbase', [upper]: 1 }) }),
      'field in capitals',
    );
    const query = await raw(server.apiUrl, { path: `/api/v1/holdings/portfolio?${name}=1`, headers: clientHeaders() });
    expect(query).toMatchObject({ status: 400 });
    expect('text' in query ? query.text : '').toContain(`\`${name}\` is not a query parameter of this operation`);
    for (const page of ['link', 'console', 'dashboard']) {
      const asset = await raw(server.apiUrl, { path: `/${page}/assets/${name}` });
      expect('status' in asset ? asset.status : asset.error, `/${page}/assets/${name}`).toBe(404);
    }
  });

  it('keeps a call’s query parameter `__proto__` as the dashboard shows any other, cut to its bound too', async () => {
    for (const value of ['kept', 'x'.repeat(DASHBOARD_BOUNDS.queryValue + 1)]) {
      const sent = await raw(server.apiUrl, { path: `/api/v1/holdings/portfolio?__proto__=${value}`, headers: clientHeaders() });
      const requestId = String('headers' in sent ? sent.headers['x-request-id'] : '');
      const call = ok(await server.call('getDashboardRequest', { params: { requestId } }));
      expect(Object.keys(call.query ?? {})).toEqual(['__proto__']);
      expect(JSON.stringify(call.query)).toMatch(/^\{"__proto__":"(kept|x+…\[truncated\])"\}$/);
    }
  });
});
