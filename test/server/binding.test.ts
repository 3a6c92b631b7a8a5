// Binding as the public service binds (openapi/decisions.md, "Binding"): requests that real code sends and production
// takes are taken here, each deviation named in Binding-Forgiven, marked in the dashboard and counted per client; with
// `Prefer: handling=strict`, or the client's strict setting, each is refused as the contract reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, connect, headersOf, ok, startTestServer, type TestServer } from '../support/server.js';
import { DESTINATION, ETHEREUM } from '../support/sandboxUsers.js';

let server: TestServer;
const STRICT = { Prefer: 'handling=strict', 'X-Client-Id': CLIENT.id, 'X-Client-Secret': CLIENT.secret };
/** The public service's own example address in its webhook testing docs: mixed case, not its EIP-55 checksum. */
const MIXED_CASE = '0x0Ff0000f0A0f0000F0F000000000ffFf00f0F0f0';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A preview of a transfer of ETH from a Gemini account, ready to execute: its id. */
const previewOf = async (tokenId: string) =>
  ok(
    await server.call('previewTransfer', {
      body: { fromAuthToken: tokenId, fromType: 'gemini', networkId: ETHEREUM, symbol: 'ETH', amount: 0.01, toAddress: DESTINATION },
    }),
  ).previewResult?.previewId;

describe('names in any letter case', () => {
  it('createLinkToken takes PascalCase names, says what it forgave, and refuses them when strict', async () => {
    const body = { UserId: 'binding-user', RestrictMultipleAccounts: true, BrokerType: 'coinbase' };
    const lenient = await server.call('createLinkToken', { body });
    expect(lenient.status).toBe(200);
    expect(ok(lenient).linkToken).toBeTruthy();
    expect(lenient.headers.get('binding-forgiven')).toBe(
      'UserId -> userId; RestrictMultipleAccounts -> restrictMultipleAccounts; BrokerType -> brokerType',
    );

    const strict = await server.call('createLinkToken', { body, headers: STRICT });
    expect(strict.status).toBe(400);
    expect(strict.body.message).toMatch(/UserId.*did you mean .?userId/);
    expect(strict.headers.get('preference-applied')).toBe('handling=strict');
    expect(strict.headers.get('binding-forgiven')).toBeNull();
  });

  it('the account operations take AuthToken and Type, and answer what the canonical request answers', async () => {
    const { tokenId } = await connect(server, 'coinbase', { userId: 'binding-user', username: 'binding-coinbase' });
    for (const id of ['getAccountBalance', 'getHoldings', 'getHoldingsValue'] as const) {
      const canonical = await server.call(id, { body: { authToken: tokenId, type: 'coinbase' } });
      const recased = await server.call(id, { body: { AuthToken: tokenId, Type: 'coinbase' } });
      expect(recased.status, id).toBe(200);
      expect(recased.body, id).toEqual(canonical.body);
      expect(recased.headers.get('binding-forgiven'), id).toBe('AuthToken -> authToken; Type -> type');
    }
  });

  it('query names match in any case too', async () => {
    const lower = await server.call('getPortfolio', { query: { userid: 'binding-user' } });
    expect(lower.status).toBe(200);
    expect(lower.headers.get('binding-forgiven')).toBe('userid -> UserId');
    const strict = await server.call('getPortfolio', { query: { userid: 'binding-user' }, headers: STRICT });
    expect(strict.status).toBe(400);
  });
});

describe('empty strings for optional values, fields that do not apply, booleans left out', () => {
  it('a deposit form that sends chain "" before a chain is picked', async () => {
    const { tokenId } = await connect(server, 'coinbase', { userId: 'binding-user', username: 'binding-deposit' });
    const canonical = await server.call('getDepositAddress', { body: { authToken: tokenId, type: 'coinbase', symbol: 'ETH' } });
    const empty = await server.call('getDepositAddress', { body: { authToken: tokenId, type: 'coinbase', symbol: 'ETH', chain: '' } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(canonical.body);
    expect(empty.headers.get('binding-forgiven')).toBe('chain: "" treated as absent');
    const strict = await server.call('getDepositAddress', {
      body: { authToken: tokenId, type: 'coinbase', symbol: 'ETH', chain: '' },
      headers: STRICT,
    });
    expect(strict.status).toBe(400);
  });

  it('a preview with toType and no toAuthToken ignores toType, and a mixed-case address whose checksum is off is read in lower case', async () => {
    const { tokenId } = await connect(server, 'gemini', { userId: 'binding-user', username: 'binding-gemini' });
    const body = { fromAuthToken: tokenId, fromType: 'gemini', toType: 'coinbase', networkId: ETHEREUM, symbol: 'ETH', amount: 0.01 };
    const preview = await server.call('previewTransfer', { body: { ...body, toAddress: MIXED_CASE } });
    expect(preview.status).toBe(200);
    expect(ok(preview).status).toBe('succeeded');
    expect(ok(preview).previewResult?.toAddress).toBe(MIXED_CASE.toLowerCase());
    expect(preview.headers.get('binding-forgiven')).toBe(
      'toAddress: EIP-55 checksum does not match, read in lower case; toType ignored without toAuthToken',
    );
    const strict = await server.call('previewTransfer', { body: { ...body, toAddress: DESTINATION }, headers: STRICT });
    expect(strict.status).toBe(400);
    expect(strict.body.message).toMatch(/toAuthToken and toType together/);
    const badChecksum = await server.call('previewTransfer', {
      body: { ...body, toType: undefined, toAddress: MIXED_CASE },
      headers: STRICT,
    });
    expect(badChecksum.status).toBe(400);
    expect(badChecksum.body.errorType).toBe('invalidAddress');
  });

  it("a link token's transferOptions.toAddresses keep a mixed-case address whose checksum is off in lower case", async () => {
    const body = {
      userId: 'binding-user',
      transferOptions: { toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: MIXED_CASE }] },
    };
    const lenient = await server.call('createLinkToken', { body });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('binding-forgiven')).toBe(
      'transferOptions.toAddresses[].address: EIP-55 checksum does not match, read in lower case',
    );
    // The session sends to the address it kept: the one the link token named, in lower case.
    const { tokenId } = await connect(server, 'gemini', { userId: 'binding-user', username: 'binding-link-address' });
    const sent = ok(
      await server.call('sandboxTransfer', {
        body: { linkToken: ok(lenient).linkToken, authToken: tokenId, type: 'gemini', symbol: 'ETH', amount: 0.01, networkId: ETHEREUM },
      }),
    );
    expect(sent.transfer?.toAddress).toBe(MIXED_CASE.toLowerCase());

    const strict = await server.call('createLinkToken', { body, headers: STRICT });
    expect(strict.status).toBe(400);
    expect(strict.body.errorType).toBe('invalidAddress');
    expect(strict.headers.get('preference-applied')).toBe('handling=strict');
    expect(strict.headers.get('binding-forgiven')).toBeNull();
  });

  it('an execute\'s first call sends mfaCode ""', async () => {
    const { tokenId } = await connect(server, 'gemini', { userId: 'binding-user', username: 'binding-execute' });
    const previewId = await previewOf(tokenId);
    const executed = await server.call('executeTransfer', { body: { fromAuthToken: tokenId, fromType: 'gemini', previewId, mfaCode: '' } });
    expect(executed.status).toBe(200);
    expect(ok(executed).status).not.toBe('mfaFailed');
    expect(executed.headers.get('binding-forgiven')).toBe('mfaCode: "" treated as absent');
    const body = { fromAuthToken: tokenId, fromType: 'gemini', previewId: await previewOf(tokenId), mfaCode: '' };
    const strict = await server.call('executeTransfer', { body, headers: STRICT });
    expect(strict.status).toBe(400);
    expect(strict.body.message).toContain('mfaCode');
  });

  it('a filter form that sends its empty query fields as ""', async () => {
    const { tokenId } = await connect(server, 'gemini', { userId: 'binding-user', username: 'binding-filter' });
    const previewId = await previewOf(tokenId);
    ok(await server.call('executeTransfer', { body: { fromAuthToken: tokenId, fromType: 'gemini', previewId } }));
    const canonical = await server.call('listManagedTransfers', { query: { Count: 5 } });
    expect(ok(canonical).items.length).toBeGreaterThan(0);
    const empty = await server.call('listManagedTransfers', { query: { Count: 5, UserId: '', Hash: '' } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(canonical.body);
    expect(empty.headers.get('binding-forgiven')).toBe('UserId: "" treated as absent; Hash: "" treated as absent');
    const strict = await server.call('listManagedTransfers', { query: { Count: 5, UserId: '', Hash: '' }, headers: STRICT });
    expect(strict.status).toBe(400);
    expect(JSON.stringify(strict.body.errorData)).toContain('/query/UserId');
  });

  it('an order preview without paymentIsCryptocurrency, and with isCryptoCurrency, binds as the public service does', async () => {
    const { tokenId } = await connect(server, 'robinhood', { userId: 'binding-user', username: 'binding-trader' });
    const order = {
      authToken: tokenId,
      type: 'robinhood',
      symbol: 'AAPL',
      paymentSymbol: 'USD',
      amount: 1,
      amountIsInPaymentSymbol: false,
      orderType: 'market',
      timeInForce: 'goodForDay',
      isCryptoCurrency: false,
    };
    const lenient = await server.call('previewOrder', { params: { side: 'buy' }, body: order });
    expect(lenient.status, JSON.stringify(lenient.body)).toBe(200);
    expect(lenient.headers.get('binding-forgiven')).toBe(
      'isCryptoCurrency -> isCryptocurrency; paymentIsCryptocurrency left out: bound to false',
    );
    const canonical = await server.call('previewOrder', {
      params: { side: 'buy' },
      body: { ...order, isCryptoCurrency: undefined, isCryptocurrency: false, paymentIsCryptocurrency: false },
    });
    expect(lenient.body).toEqual(canonical.body);
    const strict = await server.call('previewOrder', { params: { side: 'buy' }, body: order, headers: STRICT });
    expect(strict.status).toBe(400);
  });
});

describe("the client's setting, its count, and the dashboard", () => {
  it('a strict client refuses what a lenient one forgives; reset clears it, export and import carry it', async () => {
    const created = ok(await server.call('createClient', { body: { name: 'strict-binding' } }));
    const headers = headersOf(created);
    const recased = { body: { UserId: 'u-strict' }, headers };
    expect((await server.call('createLinkToken', recased)).status).toBe(200);
    expect(ok(await server.call('sandboxGetSettings', { headers }))).toEqual({ binding: 'lenient', forgivenRequests: 1 });

    expect(ok(await server.call('sandboxPutSettings', { body: { binding: 'strict' }, headers }))).toEqual({
      binding: 'strict',
      forgivenRequests: 1,
    });
    const refused = await server.call('createLinkToken', recased);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('preference-applied')).toBeNull();
    // The canonical request is taken either way.
    expect((await server.call('createLinkToken', { body: { userId: 'u-strict' }, headers })).status).toBe(200);

    const exported = ok(await server.call('sandboxExport', { headers }));
    expect(exported.settings).toEqual({ binding: 'strict' });
    const reset = ok(await server.call('sandboxReset', { headers }));
    expect(reset.deleted.clientSettings).toBe(1);
    expect(ok(await server.call('sandboxGetSettings', { headers }))).toEqual({ binding: 'lenient', forgivenRequests: 0 });
    ok(await server.call('sandboxImport', { body: exported, headers }));
    expect(ok(await server.call('sandboxGetSettings', { headers })).binding).toBe('strict');
  });

  it('the dashboard marks a forgiven call with what was forgiven, and masks a secret sent under another case', async () => {
    const created = ok(await server.call('createClient', { body: { name: 'binding-dashboard' } }));
    const headers = headersOf(created);
    const answered = await server.call('getHoldings', { body: { AuthToken: 'at_unknown_0123456789abcdef', Type: 'coinbase' }, headers });
    expect(answered.status).toBe(404);
    const requestId = answered.headers.get('x-request-id') ?? '';
    const { requests } = ok(await server.call('listDashboardRequests', { headers }));
    expect(requests.find((r) => r.requestId === requestId)?.forgiven).toEqual(['AuthToken -> authToken', 'Type -> type']);
    const detail = ok(await server.call('getDashboardRequest', { params: { requestId }, headers }));
    expect(JSON.stringify(detail.requestBody)).not.toContain('at_unknown');

    const strict = await server.call('getHoldings', {
      body: { AuthToken: 'at_unknown_0123456789abcdef', Type: 'coinbase' },
      headers: { ...headers, Prefer: 'handling=strict' },
    });
    expect(strict.status).toBe(400);
    const kept = ok(await server.call('getDashboardRequest', { params: { requestId: strict.headers.get('x-request-id') ?? '' }, headers }));
    expect(kept.forgiven).toBeUndefined();
    expect(JSON.stringify(kept.requestBody)).not.toContain('at_unknown');
  });

  it('the header names three deviations, then counts the rest', async () => {
    const answered = await server.call('createLinkToken', {
      body: { UserId: 'u-many', RestrictMultipleAccounts: true, DisableApiKeyGeneration: false, BrokerType: 'coinbase', SubClientId: null },
    });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('binding-forgiven')).toMatch(/^UserId -> userId; .+; .+; and 2 more$/);
  });
});
