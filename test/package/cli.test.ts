// The package's command line (server/sandbox/bin.ts, `account-connection-sandbox` once installed): --help documents
// every flag, a wrong flag is named, and a started sandbox answers with what it printed and ends on Ctrl-C or SIGTERM;
// --faults sets the client's fault rules, and a rule the sandbox refuses is named; --binding strict refuses what the
// lenient binding takes.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../client/index.js';
import { buildPackageBundles } from '../../scripts/build.js';
import { freePort, launch, type Launched } from '../../scripts/processes.js';
import { COMMAND, FLAGS } from '../../server/sandbox/cli.js';
import { projectRoot } from '../support/scratch.js';
import { killAll } from '../support/process.js';

/**
 * The command line as the package ships it (dist/sandbox-cli.js, bundled by esbuild), built once for this file: each
 * of the ~20 starts below then costs Node a fifth of the CPU that tsx takes to compile server/sandbox/bin.ts and what
 * it imports. (test/package/consumer.test.ts runs it packed and installed.)
 */
const BIN = [join(projectRoot, 'dist/sandbox-cli.js')];
beforeAll(() => buildPackageBundles());
const run = (...args: string[]) => spawnSync(process.execPath, [...BIN, ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 30_000 });
const startCli = (args: string[], ready: string) => launch(process.execPath, [...BIN, ...args], { cwd: projectRoot, ready });

/** Resolves with the exit code once the process has ended. */
const ended = (started: Launched) =>
  new Promise<number | null>((resolve) =>
    started.child.exitCode !== null ? resolve(started.child.exitCode) : started.child.once('exit', (code) => resolve(code)),
  );

afterAll(() => killAll());

/** A transfer of 0.1 ETH from a new Coinbase connection of user-1; its id. */
async function aTransfer(api: Api): Promise<string | undefined> {
  const { linkToken } = await api.createLinkToken({ userId: 'user-1' });
  const { accessToken } = await api.sandboxConnect({ linkToken, type: 'coinbase', username: 'alice', password: 'pass_good' });
  const next = await api.createLinkToken({ userId: 'user-1' });
  const { transfer } = await api.sandboxTransfer({
    linkToken: next.linkToken,
    authToken: accessToken?.accountTokens[0]?.tokenId ?? '',
    type: 'coinbase',
    symbol: 'ETH',
    amount: 0.1,
    toAddress: '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70',
  });
  return transfer?.transferId;
}

describe(`${COMMAND}`, () => {
  it('documents every flag in --help, and exits', () => {
    const { status, stdout } = run('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Usage: ${COMMAND} \\[flags\\]`));
    const documented = [...stdout.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]);
    expect(documented).toEqual(Object.keys(FLAGS));
    for (const [name, flag] of Object.entries(FLAGS)) expect(stdout).toContain(`--${name} ${flag.value}`.trim());
  });

  it('has every flag in docs/test-suite.md, in the same order', () => {
    const docs = readFileSync(join(projectRoot, 'docs/test-suite.md'), 'utf8');
    const table = docs.slice(docs.indexOf('## The command line'));
    expect([...table.matchAll(/^\| `--([a-z-]+)/gm)].map((m) => m[1])).toEqual(Object.keys(FLAGS));
  });

  it('names the flag a wrong one is a slip of: a letter missing, added, changed, or two swapped', { timeout: 60_000 }, () => {
    const slip = run('--prot', '3000');
    expect(slip.status).toBe(2);
    expect(slip.stderr).toBe(`${COMMAND}: Unknown option '--prot'. Did you mean --port?\nSee ${COMMAND} --help.\n`);
    expect(run('--webhook').stderr).toMatch(/^account-connection-sandbox: Unknown option '--webhook'\. Did you mean --webhooks\?\n/);
    expect(run('--colour').stderr).not.toMatch(/Did you mean/);
  });

  it('names the flag that is wrong, by its flag, and what a start that fails failed on', async () => {
    const port = run('--port', '30x0');
    expect(port.status).toBe(2);
    expect(port.stderr).toBe(`${COMMAND}: --port must be a whole number from 0 to 65535, got "30x0"\nSee ${COMMAND} --help.\n`);
    expect(run('--colour').stderr).toMatch(/Unknown option '--colour'/);
    const half = run('--client-id', '6a1f0c3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b');
    expect(half.status).toBe(2);
    expect(half.stderr).toMatch(`${COMMAND}: --client-id and --client-secret go together: give both, or neither\n`);
    expect(run('--admin-key', 'short').stderr).toMatch(/^account-connection-sandbox: --admin-key must be at least 32/);
    const binding = run('--binding', 'loose');
    expect(binding.status).toBe(2);
    expect(binding.stderr).toBe(`${COMMAND}: --binding must be one of lenient, strict, got "loose"\nSee ${COMMAND} --help.\n`);
    const taken = await freePort();
    const blocker = createServer().listen(taken, '127.0.0.1');
    await once(blocker, 'listening');
    try {
      const busy = run('--port', String(taken));
      expect(busy.status).toBe(1);
      expect(busy.stderr).toMatch(`${COMMAND}: could not start: --port ${taken} is in use on 127.0.0.1 by another process`);
    } finally {
      blocker.close();
    }
  });

  it('prints URLs and credentials that work, as JSON with --json, and ends on Ctrl-C', { timeout: 60_000 }, async () => {
    const started = await startCli(['--json', '--webhooks', '--log-level', 'silent'], '}\n');
    const printed = JSON.parse(started.output) as {
      apiUrl: string;
      adminUrl: string;
      clientId: string;
      clientSecret: string;
      adminKey: string;
      webhooks: { url: string; secret: string };
    };
    expect(printed.webhooks.secret).toMatch(/^whsec_/);
    const api = createApi({ baseUrl: printed.apiUrl, clientId: printed.clientId, clientSecret: printed.clientSecret });
    expect(await api.createLinkToken({ userId: 'user-1' })).toHaveProperty('linkToken');
    const admin = await fetch(`${printed.adminUrl}/admin/api/v1/clients/${printed.clientId}/webhook/deliveries`, {
      headers: { Authorization: `Bearer ${printed.adminKey}` },
    });
    expect(admin.status).toBe(200);
    started.child.kill('SIGINT');
    expect(await ended(started)).toBe(0);
  });

  it('keeps stdout for the one JSON line with --json: the request log goes to stderr, and jq reads the line', {
    timeout: 60_000,
  }, async () => {
    const child = spawn(process.execPath, [...BIN, '--json', '--webhooks'], { cwd: projectRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const heard = (what: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => what() && resolve();
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        look();
      });
    await heard(() => stdout.includes('\n'));
    // Registering the receiver is a logged request: it must not come before the line, on stdout.
    const printed = JSON.parse(stdout.split('\n')[0] ?? '') as { apiUrl: string; clientId: string; clientSecret: string };
    expect(Object.keys(printed)).toEqual(['apiUrl', 'adminUrl', 'clientId', 'clientSecret', 'adminKey', 'webhooks']);
    const api = createApi({ baseUrl: printed.apiUrl, clientId: printed.clientId, clientSecret: printed.clientSecret });
    await api.createLinkToken({ userId: 'user-1' });
    await heard(() => `${stdout}${stderr}`.includes('/api/v1/linktoken'));
    expect(stderr).toMatch(/POST.*\/api\/v1\/linktoken/);
    child.kill('SIGINT');
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    expect(stdout.split('\n')).toEqual([JSON.stringify(printed), '']);
    const jq = spawnSync('jq', ['-r', '.apiUrl'], { input: stdout, encoding: 'utf8' });
    if (!jq.error) expect(jq.stdout).toBe(`${printed.apiUrl}\n`);
  });

  it('prints each webhook it verifies on stderr with --json, stdout keeping its one line', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, [...BIN, '--json', '--webhooks', '--log-level', 'silent'], { cwd: projectRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const heard = (what: () => boolean) =>
      new Promise<void>((resolve) => {
        const look = () => what() && resolve();
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        look();
      });
    await heard(() => stdout.includes('\n'));
    const printed = JSON.parse(stdout) as { apiUrl: string; clientId: string; clientSecret: string };
    const transferId = await aTransfer(
      createApi({ baseUrl: printed.apiUrl, clientId: printed.clientId, clientSecret: printed.clientSecret }),
    );
    const line = `webhook  verified Pending for transfer ${transferId} (0.1 ETH)\n`;
    await heard(() => stderr.includes(line));
    child.kill('SIGINT');
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    expect(stdout.split('\n')).toEqual([JSON.stringify(printed), '']);
  });

  it('prints nothing before its banner, which names the dashboard as npm start does', { timeout: 60_000 }, async () => {
    // The default log level (a line per request), and a receiver registered through the API before the banner.
    const started = await startCli(['--webhooks'], 'Stop it with Ctrl-C.');
    expect(started.output).toMatch(/^\n {2}API {10}http:\/\/127\.0\.0\.1:\d+ /);
    const api = started.output.match(/^ {2}API +(\S+)/m)?.[1];
    expect(started.output).toMatch(new RegExp(`^ {2}Dashboard {4}${api}/dashboard {3}\\(`, 'm'));
    expect((await fetch(`${api}/dashboard`)).status).toBe(200);
    started.child.kill('SIGINT');
    expect(await ended(started)).toBe(0);
  });

  it('prints a banner for the given port and store, then each webhook it verifies, and ends on SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const store = await mkdtemp(join(tmpdir(), 'sandbox-cli-'));
    try {
      const started = await startCli(
        ['--port', String(port), '--store', store, '--log-level', 'warn', '--webhooks'],
        'Stop it with Ctrl-C.',
      );
      let later = '';
      started.child.stdout?.on('data', (chunk: Buffer) => (later += chunk));
      const shown = (label: string) => started.output.match(new RegExp(`^ {2}${label} +(\\S+)`, 'm'))?.[1] ?? '';
      expect(shown('API')).toBe(`http://127.0.0.1:${port}`);
      expect(started.output).toMatch(new RegExp(`^ {2}Store +SQLite in ${store}$`, 'm'));
      expect(started.output).toMatch(/^ {2}Webhooks to +http:\/\/127\.0\.0\.1:\d+\/webhooks {3}\(secret whsec_\S+\)$/m);
      const api = createApi({ baseUrl: shown('API'), clientId: shown('X-Client-Id'), clientSecret: shown('X-Client-Secret') });
      const line = `webhook  verified Pending for transfer ${await aTransfer(api)} (0.1 ETH)`;
      await new Promise<void>((resolve) => started.child.stdout?.on('data', () => later.includes(line) && resolve()));
      started.child.kill('SIGTERM');
      expect(await ended(started)).toBe(0);
    } finally {
      await rm(store, { recursive: true, force: true });
    }
  });

  it('refuses a re-cased request with --binding strict, as the contract reads, and takes it without the flag', {
    timeout: 60_000,
  }, async () => {
    /** A sandbox started with `flags`, sent createLinkToken with `UserId` for `userId`; it is ended after. */
    const recased = async (flags: string[]) => {
      const started = await startCli(['--json', '--log-level', 'silent', ...flags], '}\n');
      try {
        const printed = JSON.parse(started.output) as { apiUrl: string; clientId: string; clientSecret: string };
        const headers = { 'X-Client-Id': printed.clientId, 'X-Client-Secret': printed.clientSecret };
        const answer = await fetch(`${printed.apiUrl}/api/v1/linktoken`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ UserId: 'cli-binding' }),
        });
        const settings = (await (await fetch(`${printed.apiUrl}/api/v1/sandbox/settings`, { headers })).json()) as {
          content: { binding: string };
        };
        return { status: answer.status, body: (await answer.json()) as { message: string }, answer, binding: settings.content.binding };
      } finally {
        started.child.kill('SIGINT');
        expect(await ended(started)).toBe(0);
      }
    };
    const strict = await recased(['--binding', 'strict']);
    expect([strict.status, strict.binding]).toEqual([400, 'strict']);
    expect(strict.body.message).toMatch(/UserId.*did you mean .?userId/);
    expect(strict.answer.headers.get('binding-forgiven')).toBeNull();
    const lenient = await recased([]);
    expect([lenient.status, lenient.binding]).toEqual([200, 'lenient']);
    expect(lenient.answer.headers.get('binding-forgiven')).toBe('UserId -> userId');
  });

  describe('--faults', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sandbox-cli-faults-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));
    /** A faults file as docs/faults.md writes the rules: by id, each as sandboxPutFault takes it. */
    const faultsFile = async (name: string, rules: unknown) => {
      const path = join(dir, name);
      await writeFile(path, JSON.stringify(rules));
      return path;
    };

    it('sets the rules of the file for the client: the next call gets 429 with Retry-After, the one after it its answer', {
      timeout: 60_000,
    }, async () => {
      const file = await faultsFile('busy.json', {
        busy: {
          match: { operationIds: ['listNetworks'] },
          trigger: { kind: 'nextN', count: 1 },
          action: { kind: 'rateLimit', retryAfterSeconds: 2 },
        },
      });
      const started = await startCli(['--json', '--log-level', 'silent', '--faults', file], '}\n');
      const printed = JSON.parse(started.output) as { apiUrl: string; clientId: string; clientSecret: string };
      const networks = () =>
        fetch(`${printed.apiUrl}/api/v1/transfers/managed/networks`, {
          headers: { 'X-Client-Id': printed.clientId, 'X-Client-Secret': printed.clientSecret },
        });
      const limited = await networks();
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('2');
      expect(limited.headers.get('sandbox-fault')).toBe('busy');
      expect(await limited.json()).toMatchObject({ errorType: 'rateLimited', errorData: { retryAfterSeconds: 2 } });
      const answered = await networks();
      expect(answered.status).toBe(200);
      expect(answered.headers.get('sandbox-fault')).toBeNull();
      const api = createApi({ baseUrl: printed.apiUrl, clientId: printed.clientId, clientSecret: printed.clientSecret });
      expect((await api.sandboxListFaults()).rules).toMatchObject([{ id: 'busy', matched: 2, fired: 1 }]);
      started.child.kill('SIGINT');
      expect(await ended(started)).toBe(0);
    });

    it('exits with code 2 naming the flag, the rule and the field of a rule the sandbox refuses, or a file that holds no rules', {
      timeout: 60_000,
    }, async () => {
      const typo = await faultsFile('typo.json', {
        typo: { match: { operationIds: ['listNetwork'] }, action: { kind: 'rateLimit' } },
      });
      const refused = run('--faults', typo, '--log-level', 'silent');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toBe(
        `${COMMAND}: --faults: the rule "typo" cannot be set: match/operationIds/0 \`listNetwork\` is no operation; ` +
          `did you mean \`listNetworks\`?\nSee ${COMMAND} --help.\n`,
      );
      expect(refused.stdout).toBe(''); // nothing printed as started: nothing is left running
      // A user of --users the sandbox refuses is told the same way (docs/test-suite.md says both).
      const user = run('--users', await faultsFile('users.json', { 'bad-user': { institutions: 'none' } }), '--log-level', 'silent');
      expect(user.status).toBe(2);
      expect(user.stderr).toMatch(new RegExp(`^${COMMAND}: --users.bad-user is not a valid SandboxUser: .*institutions`));

      const list = run('--faults', await faultsFile('list.json', []));
      expect(list.status).toBe(2);
      expect(list.stderr).toMatch(`${COMMAND}: --faults must be an object of fault rules by id, got []\n`);
      const missing = run('--faults', join(dir, 'missing.json'));
      expect(missing.status).toBe(2);
      expect(missing.stderr).toMatch(new RegExp(`^${COMMAND}: --faults must name a JSON file of fault rules by id: ENOENT`));
    });
  });
});
