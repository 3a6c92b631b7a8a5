// docs/walkthrough.md once more, as written, through a sandbox in `shadow` mode whose upstream is its twin: the
// sandbox answers every step itself, and every public call the steps make (the ones that change state too, opted
// in) goes to the twin as well, whose answers' shapes must agree. The twin holds what the sandbox holds because it
// sees the same calls in the same order, with the same seeds: a small tee sends the sandbox's own operations and
// the admin listener's to both (the twin's webhook goes nowhere, the receiver hears the sandbox's), and each call
// waits for the shadow calls of the one before and runs both servers' background work, as their timers would.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/processes.js';
import { ManualClock } from '../support/clock.js';
import { bodyOf, listening, type LocalServer, relay } from '../support/driftedUpstream.js';
import { ADMIN_KEY, CLIENT, ok, startTestServer, type TestServer } from '../support/server.js';
import { expectWalkthroughShown, runBash, walkthrough, walkthroughScript, withValues } from '../support/walkthrough.js';

let twin: TestServer;
let shadowed: TestServer;
let values: Record<string, string>;

const servers: LocalServer[] = [];
const listen = async (handle: Parameters<typeof listening>[0]) => {
  const server = await listening(handle);
  servers.push(server);
  return server.url;
};

/** The request as it came, to `base`: its answer. */
async function forward(base: string, req: IncomingMessage, body: Buffer) {
  const answer = await relay(base, req, body);
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', body: Buffer.from(await answer.arrayBuffer()) };
}

/** Once a call is answered: its shadow calls have reached the twin (the drift report waits for them), and both servers' due work is done. */
async function settle() {
  for (const server of [shadowed, twin]) await server.call('sandboxGetDrift'); // a call each, so that their draws stay in step
  await shadowed.work();
  await twin.work();
}

/** The tee in front of one listener of the shadowed sandbox: `both` says which calls the twin gets too. */
const tee = (listener: 'apiUrl' | 'adminUrl', both: (path: string) => boolean, sink: string) =>
  listen(async (req, res) => {
    const body = await bodyOf(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (both(path)) {
      const webhook = req.method === 'PUT' && path.endsWith('/webhook');
      await forward(twin[listener], req, webhook ? Buffer.from(JSON.stringify({ ...JSON.parse(body.toString()), url: sink })) : body);
    }
    const answer = await forward(shadowed[listener], req, body);
    await settle();
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });

beforeAll(async () => {
  const sink = await listen(async (req, res) => {
    await bodyOf(req);
    res.writeHead(200).end();
  });
  const [api, admin] = [await tee('apiUrl', (path) => path.startsWith('/api/v1/sandbox/'), sink), await tee('adminUrl', () => true, sink)];
  // Both at today's time, which the receiver holds the webhooks' signed timestamps to, standing still; and both at
  // the tee's address, which their link tokens carry.
  const now = Date.now();
  twin = await startTestServer({ clock: new ManualClock(now), env: { PUBLIC_URL: api } });
  shadowed = await startTestServer({
    clock: new ManualClock(now),
    env: {
      PUBLIC_URL: api,
      UPSTREAM_URL: twin.apiUrl,
      UPSTREAM_MODE: 'shadow',
      UPSTREAM_CLIENT_ID: CLIENT.id,
      UPSTREAM_CLIENT_SECRET: CLIENT.secret,
    },
  });
  // The walkthrough's calls that change state go to the twin too. The twin keeps the same settings, which draw
  // what sealing the secret draws; without an UPSTREAM_URL of its own, its calls stay with it.
  const shadowWrites = ['createLinkToken', 'authenticate', 'deleteAccount'];
  const upstream = { upstreamClientId: CLIENT.id, upstreamClientSecret: CLIENT.secret, shadowWrites };
  for (const server of [shadowed, twin]) ok(await server.call('setUpstream', { params: { clientId: CLIENT.id }, body: upstream }));
  const [receiverPort] = await freePorts(1);
  values = {
    API: api,
    ADMIN: admin,
    ADMIN_API_KEY: ADMIN_KEY,
    CLIENT_ID: CLIENT.id,
    CLIENT_SECRET: CLIENT.secret,
    RECEIVER_PORT: String(receiverPort),
  };
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await shadowed?.close();
  await twin?.close();
});

describe('the walkthrough through a shadow sandbox', () => {
  it('shows what it shows, each public call shadowed to the twin, and finds no difference', { timeout: 120_000 }, async () => {
    const { environment, steps } = walkthrough();
    const { code, stdout, stderr } = await runBash(walkthroughScript(withValues(environment!.code, values), steps));
    expect(code, `bash exited with ${code}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`).toBe(0);
    expectWalkthroughShown(steps, stdout);
    const report = ok(await shadowed.call('sandboxGetDrift'));
    expect(report.entries).toEqual([]);
    // Every public call of the steps: a link token twice, authenticate twice, holdings twice, the portfolio, the
    // transfer three times and a disconnect.
    expect(report.calls).toBe(11);
  });
});
