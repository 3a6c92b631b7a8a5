// The messages a newcomer met below the house standard (issue 38, "the first hour" 4): each names what was wrong and
// what would be right, from outside, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, connect, fieldErrors, ok, startTestServer, type TestServer } from '../support/server.js';

describe('error messages that say what would be right', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const linkToken = async () => ok(await server.call('createLinkToken', { body: { userId: 'user-1' } })).linkToken;

  it('suggests the institutions a prefix names: binance is binanceUs or binanceInternational', async () => {
    const answer = await server.call('sandboxConnect', {
      body: { linkToken: await linkToken(), type: 'binance', username: 'alice', password: 'pass_good' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(
      /^body\.type: `binance` is not allowed; did you mean (`binance\w+`, )+`binance\w+` or `binance\w+`\?/,
    );
    expect(answer.body.message).toContain('binanceInternational');
    expect(answer.body.message).toContain('binanceUs');
  });

  it('suggests the symbol in capitals: eth is ETH', async () => {
    const { tokenId } = await connect(server, 'coinbase');
    const answer = await server.call('sandboxTransfer', {
      body: {
        linkToken: await linkToken(),
        authToken: tokenId,
        type: 'coinbase',
        symbol: 'eth',
        amount: 0.1,
        toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
      },
    });
    expect(answer.body.message).toContain('did you mean `ETH`?');
  });

  it('names the accepted fields of an object where a field is unknown', async () => {
    const answer = await server.call('createLinkToken', { body: { userId: 'user-1', colour: 'blue' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/`colour` is not a field of this object; it takes `userId`, .*`transferOptions`/);
  });

  it('moves a test clock by minutes, hours and days too, as the typed client does', async () => {
    ok(await server.call('sandboxCreateTestClock', { body: { frozenTime: Date.UTC(2030, 0, 1) } }));
    const answer = await server.call('sandboxAdvanceTestClock', { body: { minutes: 1 } });
    expect(ok(answer).now).toBe(Date.UTC(2030, 0, 1, 0, 1));
    const more = ok(await server.call('sandboxAdvanceTestClock', { body: { days: 1, hours: 2, minutes: 3, seconds: 4 } }));
    expect(more.now).toBe(Date.UTC(2030, 0, 2, 2, 4, 4));
  });

  it('says what a token is when it is sent with another institution’s type', async () => {
    const { tokenId } = await connect(server, 'coinbase');
    const answer = await server.call('getHoldings', { body: { authToken: tokenId, type: 'kraken' } });
    expect([answer.status, answer.body.errorType]).toEqual([404, 'connectionNotFound']);
    expect(answer.body.message).toBe(
      'No connection matches this authToken and type: the authToken is a connection of type "coinbase"; send "type": "coinbase".',
    );
  });

  it('names the port of the listener an operation is on', async () => {
    const admin = await fetch(`${server.apiUrl}/admin/api/v1/clients`, { headers: clientHeaders() });
    const body = (await admin.json()) as { message: string };
    expect(body.message).toContain(`served on the admin listener, port ${new URL(server.adminUrl).port}, not on this one`);
  });

  it('writes “an Ethereum address”', async () => {
    const { tokenId } = await connect(server, 'coinbase');
    const answer = await server.call('sandboxTransfer', {
      body: { linkToken: await linkToken(), authToken: tokenId, type: 'coinbase', symbol: 'ETH', amount: 0.1, toAddress: 'nowhere' },
    });
    expect(fieldErrors(answer)).toEqual([expect.objectContaining({ path: '/body/toAddress', message: 'must be an Ethereum address' })]);
  });
});
