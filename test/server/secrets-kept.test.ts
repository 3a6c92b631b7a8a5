// What a secret-bearing operation is sent, or answers, is found nowhere a dashboard reader or an operator looks
// (issue 36, defect 4): not in the kept calls, the JSON events, the live stream, the logs, nor, where the secret
// is no login the export needs, an export. Each secret is known to the test, so finding it is a plain text search.
import { request } from 'node:http';
import type { OperationId } from '../../client/operations.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturingLogger,
  clientHeaders,
  ok,
  present,
  requestIdOf,
  startTestServer,
  type CallResult,
  type TestServer,
} from '../support/server.js';

const SECRET = {
  apiKey: 'APIKEY-8f3a9c1d2e',
  apiKeyViaConnect: 'APIKEY-CONNECT-7b2e',
  apiSecret: 'APISECRET-5d1f0a',
  tradePin: 'PIN-4721-secret',
  challengeAnswer: 'ANSWER-maiden-name-91',
  header: 'HEADER-bearer-1c9e77',
  cookie: 'COOKIE-session-88aa02',
  customDocument: '{"institutions": DOCUMENT-not-json-4e4e',
  customType: 'coinbaseDOCUMENT3f3f',
};

let server: TestServer;
let logs: string[];
/** Everything the live stream sent while the test ran. */
let streamed = '';
let closeStream: () => void = () => undefined;
beforeAll(async () => {
  const captured = capturingLogger();
  logs = captured.lines;
  captured.logger.level = 'trace';
  server = await startTestServer({ logger: captured.logger });
  await new Promise<void>((resolve, reject) => {
    const req = request(
      `${server.apiUrl}/api/v1/dashboard/events`,
      { headers: { Accept: 'text/event-stream', ...clientHeaders() } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          streamed += chunk;
        });
        res.on('error', () => undefined);
        resolve();
      },
    );
    req.on('error', reject);
    req.end();
    closeStream = () => req.destroy();
  });
});
afterAll(async () => {
  closeStream();
  await server?.close();
});

describe('secrets sent to or answered by an operation', () => {
  it('are in no kept call, event, stream, export or log', async () => {
    const calls: CallResult[] = [];
    const kept = <K extends OperationId>(result: CallResult<K>) => {
      calls.push(result as unknown as CallResult);
      return result;
    };
    // authenticate with an API key as `username`, the ignored credentials and a browser session's headers and cookies.
    kept(
      await server.call('authenticate', {
        query: { userId: 'secrets-user' },
        body: {
          type: 'kraken',
          username: SECRET.apiKey,
          password: SECRET.apiSecret,
          tradePin: SECRET.tradePin,
          challengeAnswer: SECRET.challengeAnswer,
          trueAuthAuthRequest: {
            requestHeaders: { Authorization: SECRET.header },
            cookies: [{ session: SECRET.cookie }],
            userAgent: 'test',
          },
        },
      }),
    );
    const { linkToken } = ok(kept(await server.call('createLinkToken', { body: { userId: 'secrets-user' } })));
    kept(
      await server.call('sandboxConnect', {
        body: { linkToken, type: 'kraken', username: SECRET.apiKeyViaConnect, password: SECRET.apiSecret },
      }),
    );
    // A user_custom document is a password: neither its text nor its values are quoted back.
    for (const password of [SECRET.customDocument, JSON.stringify({ institutions: [{ type: SECRET.customType, accounts: [] }] })]) {
      const { linkToken: custom } = ok(await server.call('createLinkToken', { body: { userId: 'secrets-user' } }));
      const refused = kept(
        await server.call('sandboxConnect', { body: { linkToken: custom, type: 'coinbase', username: 'user_custom', password } }),
      );
      expect(refused.status).toBe(400);
    }
    // Link session ids inside the URLs answered: each is a bearer secret that starts the user's Link session.
    const sessionIds: string[] = [];
    const idsIn = (url: string | null | undefined) => sessionIds.push(...(present(url).match(/ls_[0-9a-f]+/g) ?? []));
    const payLink = ok(
      kept(await server.call('createLinkToken', { body: { userId: 'secrets-user', transferOptions: { generatePayLink: true } } })),
    );
    idsIn(payLink.paymentLink);
    const catalog = ok(kept(await server.call('getCatalogLink', { query: { UserId: 'secrets-user' } })));
    idsIn(catalog.url);
    idsIn(catalog.iFrameUrl);
    const oauth = ok(
      kept(await server.call('getAuthenticationLink', { params: { brokerType: 'coinbase' }, query: { userId: 'secrets-user' } })),
    );
    idsIn(oauth.redirectLink);
    expect(sessionIds.length).toBeGreaterThanOrEqual(4);

    const secrets = [...Object.values(SECRET), ...sessionIds, 'DOCUMENT'];
    const places: Record<string, string> = {
      'the kept calls': JSON.stringify(ok(await server.call('listDashboardRequests', { query: { count: 500 } }))),
      'each kept call': JSON.stringify(
        await Promise.all(calls.map(async (c) => ok(await server.call('getDashboardRequest', { params: { requestId: requestIdOf(c) } })))),
      ),
      'the events': JSON.stringify(ok(await server.call('listDashboardEvents'))),
      'the stream': streamed,
      'the logs': logs.join(''),
    };
    const found = Object.entries(places).flatMap(([place, text]) => secrets.filter((s) => text.includes(s)).map((s) => `${s} in ${place}`));
    expect(found).toEqual([]);
    // The export keeps a connection's login (it reconnects the same account), an API key too; nothing else of these.
    const exported = JSON.stringify(ok(await server.call('sandboxExport')));
    expect(secrets.filter((s) => s !== SECRET.apiKey && s !== SECRET.apiKeyViaConnect && exported.includes(s))).toEqual([]);
  });
});
