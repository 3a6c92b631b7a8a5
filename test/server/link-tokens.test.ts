// Link tokens over HTTP: their lifetime and what they open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, ok, present, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({});
});
afterAll(() => server?.close());

describe('link tokens', () => {
  const login = (linkToken: string) => ({ linkToken, type: 'gemini', username: 'lt', password: 'pass_good' });

  it('are the Base64 of the session Link page URL', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'u' } }));
    expect(Buffer.from(linkToken, 'base64').toString()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/link\/ls_[0-9a-f]{24}$/);
  });

  it('are single-use', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'u' } }));
    ok(await server.call('sandboxConnect', { body: login(linkToken) }));
    const again = await server.call('sandboxConnect', { body: login(linkToken) });
    expect(again.status).toBe(400);
    expect(again.body.errorType).toBe('linkTokenInvalid');
  });

  it('stay usable after a wrong password', async () => {
    const { linkToken } = ok(await server.call('createLinkToken', { body: { userId: 'u' } }));
    expect((await server.call('sandboxConnect', { body: { ...login(linkToken), password: 'wrong' } })).body.errorType).toBe(
      'invalidInstitutionCredentials',
    );
    ok(await server.call('sandboxConnect', { body: login(linkToken) }));
  });

  it('expire after 10 minutes', async () => {
    const early = ok(await server.call('createLinkToken', { body: { userId: 'u' } })).linkToken;
    const late = ok(await server.call('createLinkToken', { body: { userId: 'u' } })).linkToken;
    server.clock.advance(10 * 60 * 1000 - 1);
    ok(await server.call('sandboxConnect', { body: login(early) }));
    server.clock.advance(1);
    expect((await server.call('sandboxConnect', { body: login(late) })).body.errorType).toBe('linkTokenInvalid');
  });

  it('return a payment link only when asked', async () => {
    expect(
      ok(await server.call('createLinkToken', { body: { userId: 'u', transferOptions: { generatePayLink: true } } })).paymentLink,
    ).toMatch(/\/pay\/ls_/);
  });
});

describe("a link token's integration", () => {
  const integrationIdOf = async (type: string) =>
    present(
      ok(await server.call('listIntegrations', {})).items.find((i) => i.type === type),
      type,
    ).id;
  const connectAs = (linkToken: string, type: string) =>
    server.call('sandboxConnect', { body: { linkToken, type, username: `one-${type}`, password: 'pass_good' } });

  it('opens the session on that institution only, refusing another as brokerType does', async () => {
    const integrationId = await integrationIdOf('coinbase');
    const byId = ok(await server.call('createLinkToken', { body: { userId: 'u', integrationId } })).linkToken;
    const byType = ok(await server.call('createLinkToken', { body: { userId: 'u', brokerType: 'coinbase' } })).linkToken;
    const refused = await connectAs(byId, 'kraken');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual((await connectAs(byType, 'kraken')).body);
    expect(refused.body).toMatchObject({ errorType: 'invalidField', message: "This link token is for institution type 'coinbase'." });
    expect(ok(await connectAs(byId, 'coinbase')).accessToken?.brokerType).toBe('coinbase');
  });

  it('is refused when no integration has the id, naming it', async () => {
    const integrationId = '00000000-0000-4000-8000-00000000dead';
    const refused = await server.call('createLinkToken', { body: { userId: 'u', integrationId } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorType).toBe('invalidField');
    expect(refused.body.message).toContain(integrationId);
    expect(fieldErrors(refused).map((e) => e.path)).toEqual(['/body/integrationId']);
  });

  it('is refused when brokerType names another institution', async () => {
    const integrationId = await integrationIdOf('coinbase');
    const refused = await server.call('createLinkToken', { body: { userId: 'u', integrationId, brokerType: 'kraken' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errorType).toBe('invalidField');
    expect(fieldErrors(refused).map((e) => e.path)).toEqual(['/body/brokerType']);
    ok(await server.call('createLinkToken', { body: { userId: 'u', integrationId, brokerType: 'coinbase' } }));
  });
});
