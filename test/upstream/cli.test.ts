import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { type DriftedUpstream, startDriftedUpstream } from '../support/driftedUpstream.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../client/index.js';
import { launch, type Launched } from '../../scripts/processes.js';
import { startSandbox, type SandboxWithoutReceiver } from '../../server/sandbox/index.js';
import { killAll } from '../support/process.js';
import { projectRoot } from '../support/scratch.js';

let real: SandboxWithoutReceiver;
/** An upstream that answers as the real sandbox does, but listIntegrationStatus with a status none declares. */
let drifted: DriftedUpstream;
let driftedUrl: string;
let dir: string;

beforeAll(async () => {
  real = await startSandbox({ webhooks: false, logLevel: 'silent' });
  drifted = await startDriftedUpstream(real.apiUrl, { statuses: { '/api/v1/status': 418 } });
  driftedUrl = drifted.url;
  dir = await mkdtemp(join(tmpdir(), 'drift-'));
});
afterAll(async () => {
  killAll();
  await drifted?.close();
  await real?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('startSandbox({ upstream })', () => {
  it("sends the client's calls to the upstream, and reads no drift from another sandbox", async () => {
    const sandbox = await startSandbox({
      webhooks: false,
      logLevel: 'silent',
      upstream: { url: real.apiUrl, clientId: real.clientId, clientSecret: real.clientSecret },
    });
    try {
      const integrations = await sandbox.api.listIntegrations();
      expect(integrations.items.length).toBeGreaterThan(0);
      expect(await sandbox.drift()).toMatchObject({ entries: [], calls: 1 });
      const junit = new XMLParser({ ignoreAttributes: false }).parse(await sandbox.drift('junit'));
      expect(junit.testsuites['@_failures']).toBe('0');
    } finally {
      await sandbox.stop();
    }
  });

  it('names a wrong upstream as the option', async () => {
    await expect(
      startSandbox({ webhooks: false, upstream: { url: 'http://example.com', clientId: 'a', clientSecret: 'b' } }),
    ).rejects.toThrow(/upstream.*https unless it is on this machine/);
  });
});

describe('the command line with --upstream', () => {
  const BIN = ['--import', 'tsx', 'server/sandbox/bin.ts'];
  const ended = (started: Launched) =>
    new Promise<number | null>((resolve) =>
      started.child.exitCode !== null ? resolve(started.child.exitCode) : started.child.once('exit', (code) => resolve(code)),
    );

  it('writes the drift report as JUnit at exit, and fails on drift', { timeout: 90_000 }, async () => {
    const report = join(dir, 'drift.xml');
    const started = await launch(
      process.execPath,
      [...BIN, '--json', '--log-level', 'silent', '--upstream', driftedUrl, '--report', report, '--fail-on-drift'],
      { cwd: projectRoot, ready: '"apiUrl"', env: { UPSTREAM_CLIENT_ID: real.clientId, UPSTREAM_CLIENT_SECRET: real.clientSecret } },
    );
    const printed = JSON.parse(started.output.split('\n').find((line) => line.startsWith('{')) ?? '') as Record<string, string>;
    const api = createApi({ baseUrl: printed.apiUrl ?? '', clientId: printed.clientId ?? '', clientSecret: printed.clientSecret ?? '' });
    await api.listIntegrations(); // as the upstream answers: no drift
    await api.listIntegrationStatus().catch(() => undefined); // 418: a status the operation does not declare
    started.child.kill('SIGTERM');
    expect(await ended(started)).toBe(3);
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await readFile(report, 'utf8'));
    expect(xml.testsuites['@_failures']).toBe('1');
    const suite = xml.testsuites.testsuite;
    expect(suite['@_name']).toBe('listIntegrationStatus');
    expect(suite.testcase['@_name']).toBe('undeclaredStatus at $status');
    expect(suite.testcase.failure['@_type']).toBe('undeclaredStatus');
    expect(JSON.stringify(xml)).not.toContain(real.clientSecret);
  });

  it('refuses --report without --upstream, and --upstream without the credentials in the environment', async () => {
    const bare = { UPSTREAM_CLIENT_ID: '', UPSTREAM_CLIENT_SECRET: '' };
    const run = (args: string[]) =>
      launch(process.execPath, [...BIN, ...args], { cwd: projectRoot, ready: '\u0000never', env: bare, exitIsAnswer: true });
    const noUpstream = await run(['--report', join(dir, 'x.xml')]);
    expect(noUpstream.exitCode).toBe(2);
    expect(noUpstream.output).toContain('--report needs --upstream');
    const noSecret = await run(['--upstream', driftedUrl]);
    expect(noSecret.exitCode).toBe(2);
    expect(noSecret.output).toContain('UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET');
  });
});
