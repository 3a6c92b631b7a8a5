// docs/upstream.md's CI recipe (drift.sh), run as written, with the repository's command line for `npx
// account-connection-sandbox` and a suite of one curl for `npm test`: against an upstream with no drift it passes,
// against one with a drift it fails with code 3 and leaves drift.xml, read here as a CI reporter reads JUnit.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { type DriftedUpstream, startDriftedUpstream } from '../support/driftedUpstream.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxWithoutReceiver } from '../../server/sandbox/index.js';
import { projectRoot } from '../support/scratch.js';

let real: SandboxWithoutReceiver;
/** The real sandbox, but listIntegrationStatus answers 418, a status it does not declare. */
let drifted: DriftedUpstream;
let driftedUrl: string;
let dir: string;

const doc = readFileSync(join(projectRoot, 'docs/upstream.md'), 'utf8');
const recipe = /```sh\n(# drift\.sh[\s\S]*?)```/.exec(doc)?.[1] ?? '';

/** The recipe with this repository's command line and a suite that calls the operation given, run in bash. */
function runRecipe(upstream: string, suite: string) {
  const script = recipe
    .replace('npx account-connection-sandbox', `node --import ${import.meta.resolve('tsx')} ${join(projectRoot, 'server/sandbox/bin.ts')}`)
    .replace(/^npm test.*$/m, suite);
  expect(script).not.toBe(recipe);
  // Not spawnSync: the upstream answers from this process, whose event loop must go on.
  const child = spawn('bash', ['-c', script], {
    cwd: dir,
    env: { ...process.env, UPSTREAM_URL: upstream, UPSTREAM_CLIENT_ID: real.clientId, UPSTREAM_CLIENT_SECRET: real.clientSecret },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  child.stdout.resume();
  return new Promise<{ status: number | null; stderr: string }>((resolve) => child.once('close', (status) => resolve({ status, stderr })));
}
const curl = (path: string) => `curl -sS -o /dev/null -H "X-Client-Id: $CLIENT_ID" -H "X-Client-Secret: $CLIENT_SECRET" "$API_URL${path}"`;

beforeAll(async () => {
  real = await startSandbox({ webhooks: false, logLevel: 'silent' });
  drifted = await startDriftedUpstream(real.apiUrl, { statuses: { '/api/v1/status': 418 } });
  driftedUrl = drifted.url;
  dir = await mkdtemp(join(tmpdir(), 'drift-recipe-'));
});
afterAll(async () => {
  await drifted?.close();
  await real?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe("docs/upstream.md's CI recipe", () => {
  it('passes when the upstream answers as the contract reads', { timeout: 150_000 }, async () => {
    const run = await runRecipe(real.apiUrl, curl('/api/v1/integrations'));
    expect(run.status, run.stderr).toBe(0);
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await readFile(join(dir, 'drift.xml'), 'utf8'));
    expect(xml.testsuites['@_failures']).toBe('0');
  });

  it('fails with code 3 on drift, and drift.xml names it', { timeout: 150_000 }, async () => {
    const run = await runRecipe(driftedUrl, curl('/api/v1/status'));
    expect(run.status, run.stderr).toBe(3);
    expect(run.stderr).toContain('drift: 1 difference(s) over 1 call(s) sent upstream, written to drift.xml');
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await readFile(join(dir, 'drift.xml'), 'utf8'));
    expect(xml.testsuites.testsuite.testcase.failure['@_type']).toBe('undeclaredStatus');
  });
});
