// The README and the docs/ pages as a newcomer uses them. The walkthrough (docs/walkthrough.md) runs as written,
// block after block in one bash, against a fresh server process, and so does the README's first request; every
// TypeScript example compiles against the project; the README gives the two commands, and the server's page lists
// every variable the configuration reads. Docs that drift from the server or the client fail here.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, type Launched } from '../../scripts/processes.js';
import { killAll, start } from '../support/process.js';
import { projectRoot } from '../support/scratch.js';
import { blocksOf, expectWalkthroughShown, runBash, section, walkthrough, walkthroughScript, withValues } from '../support/walkthrough.js';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const readme = read('README.md');
/** README.md and every page of docs/, by path. */
const pages = new Map<string, string>([
  ['README.md', readme],
  ...readdirSync(join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => [`docs/${name}`, read(`docs/${name}`)] as const),
]);

// One fresh server for the walkthrough and the README's first request.
const ADMIN_API_KEY = 'admin_readme_0123456789abcdefghijklmnop';
const CLIENT = { id: '7e57c0de-0000-4000-8000-00000000d0c5', secret: 'sk_readme_0123456789abcdef0123456789' };
let server: Launched;
let values: Record<string, string>;
beforeAll(async () => {
  const [port, adminPort, receiverPort] = await freePorts(3);
  // A fresh server as `npm start` runs it (the built bundle), with credentials the test knows.
  server = await start({
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    DATA_DIR: ':memory:',
    ADMIN_API_KEY,
    SANDBOX_CLIENT_ID: CLIENT.id,
    SANDBOX_CLIENT_SECRET: CLIENT.secret,
  });
  expect(server.exitCode, server.output).toBeNull();
  values = {
    API: `http://127.0.0.1:${port}`,
    ADMIN: `http://127.0.0.1:${adminPort}`,
    ADMIN_API_KEY,
    CLIENT_ID: CLIENT.id,
    CLIENT_SECRET: CLIENT.secret,
    RECEIVER_PORT: String(receiverPort),
  };
});
afterAll(async () => {
  await server?.stop();
  killAll();
});

describe('the sandbox walkthrough', () => {
  const { blocks, environment, steps } = walkthrough();

  it('tells the user to set exactly the variables the steps use', () => {
    expect(environment, 'the block marked <!-- readme-test: the environment … -->').toBeDefined();
    const names = [...environment!.code.matchAll(/\b([A-Z][A-Z_]*)=/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(values).sort());
  });

  it('shows examples/webhook-receiver.ts as it is, the receiver the steps run', () => {
    const shown = blocks.find((b) => b.marker === 'examples/webhook-receiver.ts');
    expect(shown?.code).toBe(readFileSync(join(projectRoot, 'examples/webhook-receiver.ts'), 'utf8'));
  });

  it('gets from a link token to holdings, a settled transfer, its verified webhooks and a disconnect', { timeout: 90_000 }, async () => {
    expect(steps.length).toBeGreaterThan(5);
    // The environment block itself runs, with each value the user would paste replaced by this server's.
    const { code, stdout, stderr } = await runBash(walkthroughScript(withValues(environment!.code, values), steps));
    expect(code, `bash exited with ${code}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`).toBe(0);
    expectWalkthroughShown(steps, stdout);
  });

  it("shows the server's error when a step fails, not null: a wrong secret in step 1", async () => {
    const wrong = withValues(environment!.code, values).replace(
      `CLIENT_SECRET='${values.CLIENT_SECRET}'`,
      "CLIENT_SECRET='sk_wrong_secret'",
    );
    const { code, stdout, stderr } = await runBash(['set -euo pipefail', wrong, steps[0]!.code].join('\n'));
    expect(code, stdout).not.toBe(0);
    expect(stdout.trim()).toBe('');
    expect(stderr).toMatch(/invalidCredentials: \S/);
  });
});

describe('the README', () => {
  it('gives the two commands for a fresh machine, exactly', () => {
    const [commands] = blocksOf(section(readme, '## On a fresh machine', 'README.md')).filter((b) => b.lang === 'sh');
    expect(commands?.code.split('\n').map((line) => line.replace(/#.*/, '').trim())).toEqual([
      'npm ci && npm start',
      'npm ci && npm test',
      '',
    ]);
  });

  it('stays within its budget of 200 lines: details belong in docs/, which it links to', () => {
    const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
    expect(lines, 'README.md lines: move details to a page of docs/').toBeLessThanOrEqual(200);
  });

  it('says how to take other ports, with the variables docs/server.md documents', () => {
    const [, port, adminPort] = /`PORT=(\d+) ADMIN_PORT=(\d+) npm start`/.exec(readme) ?? [];
    expect([port, adminPort].every(Boolean), 'README: `PORT=… ADMIN_PORT=… npm start`').toBe(true);
    expect(read('docs/server.md')).toMatch(/^\| `ADMIN_PORT` \|/m);
  });

  it('leaves what npm pack writes out of git', () => {
    const ignored = spawnSync('git', ['check-ignore', '-q', 'account-connection-api-1.0.0.tgz'], { cwd: projectRoot });
    expect(ignored.error ?? ignored.status).toBe(0);
  });

  it('shows examples/sandbox.test.ts as it is, the suite test/package/consumer.test.ts runs from the packed package', () => {
    const shown = blocksOf(section(readme, '## In your test suite', 'README.md')).find((b) => b.marker === 'examples/sandbox.test.ts');
    expect(shown?.code).toBe(readFileSync(join(projectRoot, 'examples/sandbox.test.ts'), 'utf8'));
  });

  it('shows a first request that answers what it shows: a link token, the Base64 of the Link page URL', async () => {
    const blocks = blocksOf(section(readme, '## A first request', 'README.md'));
    const request = blocks.find((b) => b.marker?.startsWith('the first request'));
    const shown = blocks.find((b) => b.lang === 'json');
    expect(request, 'the block marked <!-- readme-test: the first request … -->').toBeDefined();
    // The README's URL is npm start's default; the credentials are the ones npm start printed.
    const { code, stdout, stderr } = await runBash(withValues(request!.code, values).replaceAll('http://127.0.0.1:3000', values.API!));
    expect(code, stderr).toBe(0);
    const answer = JSON.parse(stdout) as { status: string; content: { linkToken: string } };
    const example = JSON.parse(shown!.code.replace('…', '')) as typeof answer;
    expect(answer.status).toBe('ok');
    expect(Object.keys(answer)).toEqual(Object.keys(example));
    expect(Object.keys(answer.content)).toEqual(Object.keys(example.content));
    const linkPage = Buffer.from(answer.content.linkToken, 'base64').toString();
    expect(linkPage).toMatch(new RegExp(`^${values.API}/link/ls_`));
    expect(Buffer.from(example.content.linkToken, 'base64').toString()).toBe('http://127.0.0.1:3000/link/ls_');
  });
});

describe("the server's configuration table", () => {
  it('names every variable server/config.ts reads, and no other', () => {
    const config = read('server/config.ts');
    const readByConfig = new Set([...config.matchAll(/\benv\.([A-Z][A-Z_]*)|\(env, '([A-Z][A-Z_]*)'/g)].map((m) => (m[1] ?? m[2])!));
    const table = section(read('docs/server.md'), '## Configuration', 'docs/server.md');
    const documented = [...table.matchAll(/^\| (`[A-Z][A-Z_]*`(?:, `[A-Z][A-Z_]*`)*) \|/gm)].flatMap((m) => m[1]!.match(/[A-Z][A-Z_]*/g)!);
    // NODE_ENV is the platform's own variable: it appears in the defaults it changes, not as a row.
    expect(table).toContain('NODE_ENV=production');
    readByConfig.delete('NODE_ENV');
    expect(documented.sort()).toEqual([...readByConfig].sort());
  });
});

describe('the TypeScript examples', () => {
  // The few names the examples leave to the reader's application, declared where everyone sees them.
  const prelude = `
    declare const db: { hasProcessed(eventId: string): Promise<boolean>; recordTransfer(event: import('@account-connection/client').TransferWebhook): Promise<void> };
    declare const tokenId: string;
    declare const transferId: string;
    declare function askUserForCode(): Promise<string>;
    declare function saveOnServer(tokenId: string | null | undefined): void;
    declare function showPending(transferId: string | undefined): void; // what the SDK's onTransferFinished gives
  `;
  const examples = [...pages.values()].flatMap((markdown) => blocksOf(markdown)).filter((b) => b.lang === 'ts');

  // A whole program through the compiler API: on a loaded 2-core machine it takes more than the default 30 s.
  it('compile against the project: the client, the webhook receiver, signTestWebhook and the web SDK', { timeout: 180_000 }, () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    const config = ts.getParsedCommandLineOfConfigFile(
      join(projectRoot, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    // DOM too, for the web SDK's example; no build info, nothing written.
    const options: ts.CompilerOptions = {
      ...config.options,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      incremental: false,
      tsBuildInfoFile: undefined,
      noEmit: true,
    };
    const files = new Map<string, string>([
      [join(projectRoot, 'readme-prelude.d.ts'), prelude],
      ...examples.map((b, i) => [join(projectRoot, `readme-example-${i + 1}.ts`), b.code] as const),
    ]);
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (name) => files.has(name) || fileExists(name);
    host.readFile = (name) => files.get(name) ?? readFile(name);
    host.getSourceFile = (name, language, ...rest) =>
      files.has(name) ? ts.createSourceFile(name, files.get(name)!, language) : getSourceFile(name, language, ...rest);
    const program = ts.createProgram([...files.keys()], options, host);
    const problems = [...files.keys()].flatMap((name) =>
      ts.getPreEmitDiagnostics(program, program.getSourceFile(name)).map((d) => {
        const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
        const example = d.file ? d.file.fileName.slice(projectRoot.length) : '';
        return `${example}${at ? `:${at.line + 1}` : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      }),
    );
    expect(problems, examples.map((b, i) => `--- readme-example-${i + 1}.ts\n${b.code}`).join('\n')).toEqual([]);
  });
});
