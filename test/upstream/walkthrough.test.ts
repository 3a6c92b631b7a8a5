// docs/walkthrough.md once more, as written, through a sandbox in `verify` mode whose upstream is another sandbox
// process: every public operation the steps call goes upstream and comes back checked against the contract, and the
// newcomer sees what the walkthrough shows, with no drift reported. What a team does in production at the upstream
// itself (the Link flow's connect and transfer, settling, the webhook's settings) the steps do there: a sandbox's own
// operations never go upstream. The id_token is the one the verify sandbox issues, whose calls it sends on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, type Launched } from '../../scripts/processes.js';
import { killAll, start } from '../support/process.js';
import { expectWalkthroughShown, runBash, walkthrough, walkthroughScript, withValues } from '../support/walkthrough.js';

const ADMIN_API_KEY = 'admin_upstream_walk_0123456789abcdefghijkl';
const CLIENT = { id: '7e57c0de-0000-4000-8000-0000000057a1', secret: 'sk_upstream_walk_0123456789abcdef01234' };
let upstream: Launched;
let proxy: Launched;
let values: Record<string, string>;
let proxyApi: string;

beforeAll(async () => {
  const [port, adminPort, proxyPort, proxyAdminPort, receiverPort] = await freePorts(5);
  const own = { DATA_DIR: ':memory:', ADMIN_API_KEY, SANDBOX_CLIENT_ID: CLIENT.id, SANDBOX_CLIENT_SECRET: CLIENT.secret };
  upstream = await start({ ...own, PORT: String(port), ADMIN_PORT: String(adminPort) });
  expect(upstream.exitCode, upstream.output).toBeNull();
  proxyApi = `http://127.0.0.1:${proxyPort}`;
  proxy = await start({
    ...own,
    PORT: String(proxyPort),
    ADMIN_PORT: String(proxyAdminPort),
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
    UPSTREAM_MODE: 'verify',
    UPSTREAM_CLIENT_ID: CLIENT.id,
    UPSTREAM_CLIENT_SECRET: CLIENT.secret,
  });
  expect(proxy.exitCode, proxy.output).toBeNull();
  values = {
    API: proxyApi,
    ADMIN: `http://127.0.0.1:${adminPort}`,
    ADMIN_API_KEY,
    CLIENT_ID: CLIENT.id,
    CLIENT_SECRET: CLIENT.secret,
    RECEIVER_PORT: String(receiverPort),
    UPSTREAM_API: `http://127.0.0.1:${port}`,
    PROXY_ADMIN: `http://127.0.0.1:${proxyAdminPort}`,
  };
});
afterAll(async () => {
  await proxy?.stop();
  await upstream?.stop();
  killAll();
});

/** Replaces `from` with `to` in the steps' code, where it must appear. */
function rerouted<S extends { code: string }>(steps: S[], from: string, to: string): S[] {
  expect(
    steps.some((step) => step.code.includes(from)),
    `a step of the walkthrough calls ${from}`,
  ).toBe(true);
  return steps.map((step) => ({ ...step, code: step.code.replaceAll(from, to) }));
}

describe('the walkthrough through a verify sandbox', () => {
  it('shows what it shows against the sandbox itself, every public call answered upstream, and no drift', {
    timeout: 120_000,
  }, async () => {
    const { environment, steps } = walkthrough();
    let routed = rerouted(steps, '"$API/api/v1/sandbox/', '"$UPSTREAM_API/api/v1/sandbox/');
    routed = rerouted(routed, '"$ADMIN/admin/api/v1/Token"', '"$PROXY_ADMIN/admin/api/v1/Token"');
    const setup = `${withValues(environment!.code, values)}\nUPSTREAM_API='${values.UPSTREAM_API}'\nPROXY_ADMIN='${values.PROXY_ADMIN}'`;
    const { code, stdout, stderr } = await runBash(walkthroughScript(setup, routed));
    expect(code, `bash exited with ${code}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`).toBe(0);
    expectWalkthroughShown(routed, stdout);

    const drift = await fetch(`${proxyApi}/api/v1/sandbox/drift`, {
      headers: { 'X-Client-Id': CLIENT.id, 'X-Client-Secret': CLIENT.secret },
    });
    const report = ((await drift.json()) as { content: { calls: number; entries: unknown[] } }).content;
    expect(report.entries).toEqual([]);
    // Every public call of the steps: a link token twice, authenticate twice, holdings twice, the portfolio, the
    // transfer three times and a disconnect.
    expect(report.calls).toBe(11);
  });
});
