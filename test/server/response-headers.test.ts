// The headers every answer carries: the CORS policy and Cache-Control: no-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../client/operations.js';
import { clientHeaders, headersOf, ok, present, startTestServer, type CallResult, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({});
});
afterAll(() => server?.close());

describe('the CORS policy', () => {
  it('lets no other origin call the API: a preflight gets 204 without any Access-Control-Allow header, before authentication', async () => {
    for (const path of ['/api/v1/linktoken', '/api/v1/link/session/connect', '/admin/api/v1/clients']) {
      const preflight = await fetch(`${server.apiUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(
        [...preflight.headers.keys()].filter((name) => name.startsWith('access-control-')),
        path,
      ).toEqual([]);
    }
    const simple = await server.call('listNetworks', { headers: { ...clientHeaders(), Origin: 'https://app.example.com' } });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every answer of the operations whose result declares it (those that hand out secrets, tokens or personal data), and on no other', async () => {
    const declared = (Object.keys(operations) as OperationId[]).filter((id) => (operations[id] as { noStore?: boolean }).noStore);
    expect(declared.sort()).toEqual([
      'authenticate',
      'createAdminToken',
      'createCatalogLink',
      'createClient',
      'createLinkToken',
      'dashboardRotateWebhookSecret',
      'getAuthenticationLink',
      'getCatalogLink',
      'linkConnect',
      'refreshToken',
      'rotateWebhookSecret',
      'sandboxConnect',
      'sandboxImport',
      'setWebhook',
      'startLinkSession',
      'verifyAccount',
      'verifyExchangeAccount',
    ]);
    const seen = new Map<OperationId, string | null>();
    const note = async <K extends OperationId>(id: K, result: Promise<CallResult<K>>) => {
      const answered = await result;
      seen.set(id, answered.headers.get('cache-control'));
      return ok(answered);
    };
    const { linkToken } = await note('createLinkToken', server.call('createLinkToken', { body: { userId: 'no-store' } }));
    const connected = await note(
      'sandboxConnect',
      server.call('sandboxConnect', { body: { linkToken, type: 'tdAmeritrade', username: 'no-store', password: 'pass_good' } }),
    );
    await note(
      'refreshToken',
      server.call('refreshToken', {
        body: { refreshToken: present(connected.accessToken?.accountTokens[0]).refreshToken, type: 'tdAmeritrade' },
      }),
    );
    const { linkToken: pageToken } = ok(await server.call('createLinkToken', { body: { userId: 'no-store' } }));
    const { sessionToken } = await note('startLinkSession', server.call('startLinkSession', { body: { linkToken: pageToken } }));
    await note(
      'linkConnect',
      server.call('linkConnect', {
        body: { type: 'tdAmeritrade', username: 'no-store-2', password: 'pass_good' },
        headers: { Authorization: `Bearer ${sessionToken}` },
      }),
    );
    const created = await note('createClient', server.call('createClient', { body: { name: 'No store' } }));
    await note(
      'createAdminToken',
      server.call('createAdminToken', { body: { clientId: created.clientId, clientSecret: present(created.clientSecret) } }),
    );
    await note(
      'setWebhook',
      server.call('setWebhook', { params: { clientId: created.clientId }, body: { url: 'http://127.0.0.1:9/hooks' } }),
    );
    await note('rotateWebhookSecret', server.call('rotateWebhookSecret', { params: { clientId: created.clientId } }));
    await note('dashboardRotateWebhookSecret', server.call('dashboardRotateWebhookSecret', { body: {}, headers: headersOf(created) }));
    const exported = ok(await server.call('sandboxExport'));
    await note('sandboxImport', server.call('sandboxImport', { body: exported, headers: headersOf(created) }));
    // Connecting without the Link UI hands out tokens and Link page sessions, as catalog links do; an account's owner
    // is personal data.
    const authenticated = await note(
      'authenticate',
      server.call('authenticate', {
        query: { userId: 'no-store' },
        body: { type: 'gemini', username: 'no-store-3', password: 'pass_good' },
      }),
    );
    await note(
      'getAuthenticationLink',
      server.call('getAuthenticationLink', { params: { brokerType: 'coinbase' }, query: { userId: 'no-store' } }),
    );
    await note('getCatalogLink', server.call('getCatalogLink', { query: { UserId: 'no-store' } }));
    await note('createCatalogLink', server.call('createCatalogLink', { query: { UserId: 'no-store' }, body: {} }));
    const gemini = present(ok(await server.call('listIntegrations')).items.find((i) => i.type === 'gemini')).id;
    const owner = { authToken: present(authenticated.accountTokens?.[0]?.tokenId), integrationId: gemini };
    await note('verifyAccount', server.call('verifyAccount', { body: owner }));
    await note('verifyExchangeAccount', server.call('verifyExchangeAccount', { body: owner }));
    for (const id of declared) expect(seen.get(id), id).toBe('no-store');
    for (const id of ['listNetworks', 'getTransfer'] as const)
      expect(
        (await server.call(id, { params: { transferId: '00000000-0000-4000-8000-000000000000' } })).headers.get('cache-control'),
        id,
      ).toBeNull();
  });
});
