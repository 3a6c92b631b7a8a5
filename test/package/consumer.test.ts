// The package as a consumer installs it: `npm pack` of a copy of this repository (its prepack builds the bundles and the type
// declarations), installed into an empty project outside the repository with no dev dependencies, where a vitest
// suite (examples/sandbox.test.ts, the README's) typechecks against the packed declarations and passes, and the
// command line answers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, repositoryCopy } from '../support/scratch.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const repoModules = join(projectRoot, 'node_modules');

interface Packed {
  filename: string;
  files: { path: string }[];
}

let consumer: string;
let packed: Packed;
type Manifest = { name: string; scripts?: Record<string, string>; dependencies: Record<string, string>; bin: Record<string, string> };
let manifest: Manifest;
/** The repository's package.json, as text, before and after `npm pack`. */
let manifestText: { before: string; after: string };
/** The package.json in the tarball, as a consumer's npm reads it. */
let packedManifest: Manifest;

/** Runs a command to its end; fails the test with its output when it fails. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) expect.fail(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * The consumer's own dev tools, linked from this repository after the install (which left dev dependencies out); its
 * `typescript` is the one `npm i -D typescript` installs today, 7.
 */
async function linkDevTools() {
  const tools = { vitest: 'vitest', typescript: '@typescript/native', '@types': '@types' };
  for (const [tool, ours] of Object.entries(tools))
    if (!existsSync(join(consumer, 'node_modules', tool))) await symlink(join(repoModules, ours), join(consumer, 'node_modules', tool));
}

/**
 * The copy of this repository that is packed: npm pack writes the packed manifest over package.json until postpack
 * puts it back, and other test files read this repository's package.json meanwhile.
 */
let source: string;
beforeAll(async () => {
  consumer = await mkdtemp(join(tmpdir(), 'sandbox-consumer-'));
  source = await repositoryCopy('sandbox-pack-', ['dist/docs']);
  const before = await readFile(join(source, 'package.json'), 'utf8');
  // The prepack script's own output comes first on stdout; npm's JSON is the rest.
  const stdout = run(npm, ['pack', '--json', '--pack-destination', consumer], source);
  packed = (JSON.parse(stdout.slice(stdout.indexOf('\n[\n') + 1)) as [Packed])[0];
  manifestText = { before, after: await readFile(join(source, 'package.json'), 'utf8') };
  manifest = JSON.parse(before) as Manifest;
  packedManifest = JSON.parse(run('tar', ['-xzOf', packed.filename, 'package/package.json'], consumer)) as Manifest;
  await writeFile(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'sandbox-consumer',
      private: true,
      type: 'module',
      dependencies: { [manifest.name]: `file:./${packed.filename}` },
      // better-sqlite3 compiles from source where its prebuilt binary cannot be downloaded (about two minutes
      // here): the consumer gets this repository's copy, already built by its own npm ci, instead of a new build.
      overrides: { 'better-sqlite3': `file:${join(repoModules, 'better-sqlite3')}` },
    }),
  );
  // No install scripts run (--ignore-scripts): the linked better-sqlite3's would rebuild it in this repository.
  // The package itself has none a consumer would run (the first test holds that).
  run(npm, ['install', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], consumer);
}, 180_000);

afterAll(async () => {
  if (consumer) await rm(consumer, { recursive: true, force: true });
  if (source) await rm(source, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the bundles, the declarations and the files the server reads, none of the sources, and no install script', () => {
    const paths = packed.files.map((f) => f.path);
    for (const needed of [
      'dist/sandbox.js',
      'dist/sandbox-cli.js',
      'dist/types/server/sandbox/index.d.ts',
      'dist/types/generated/openapi.d.ts',
      'dist/docs/index.html',
      'generated/openapi.json',
      'generated/openapi.yaml',
      'browser/link-page/dist/app.js',
      'browser/dashboard/dist/app.js',
      'browser/console/console.js',
    ])
      expect(paths).toContain(needed);
    expect(paths.filter((p) => /\.ts$/.test(p) && !p.endsWith('.d.ts'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('dist/') && !/^dist\/(sandbox[-.]|types\/|docs\/index\.html$)/.test(p))).toEqual([]);
    // What npm runs in a consumer's install (`prepare` too, where it builds the package from source): none of it,
    // though the repository has its own prepare (patch-package, the hooks).
    expect(manifest.scripts).toHaveProperty('prepare');
    expect(packedManifest.scripts).toBeUndefined();
    expect(packedManifest).not.toHaveProperty('devDependencies');
    expect(packedManifest).toMatchObject({ name: manifest.name, dependencies: manifest.dependencies, bin: manifest.bin });
  });

  it("leaves the repository's package.json as it was: postpack puts it back byte for byte", () => {
    expect(manifestText.after).toBe(manifestText.before);
    expect(existsSync(join(source, 'dist/package.json.repository'))).toBe(false);
  });

  it('installs with its runtime dependencies only: no TypeScript runner, bundler, or the packages the bundle holds', () => {
    const installed = readdirSync(join(consumer, 'node_modules'));
    for (const dependency of Object.keys(manifest.dependencies)) expect(installed).toContain(dependency);
    for (const bundled of ['tsx', 'esbuild', 'typescript', 'express', 'kysely', 'viem', 'patch-package'])
      expect(installed, `${bundled} is installed`).not.toContain(bundled);
  });

  it('runs the README’s vitest suite: startSandbox, the typed client and the webhook receiver', { timeout: 90_000 }, async () => {
    await copyFile(join(projectRoot, 'examples/sandbox.test.ts'), join(consumer, 'sandbox.test.ts'));
    await linkDevTools();
    await writeFile(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          types: ['node'],
        },
        include: ['sandbox.test.ts'],
      }),
    );
    // Typechecked against the packed declarations (package.json `exports` → `types`), not this repository's sources.
    run(process.execPath, [join(consumer, 'node_modules/typescript/bin/tsc'), '-p', '.'], consumer);
    const output = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [join(consumer, 'node_modules/vitest/vitest.mjs'), 'run'], {
        cwd: consumer,
        env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'FORCE_COLOR')), NO_COLOR: '1' },
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c));
      child.stderr.on('data', (c: Buffer) => (text += c));
      child.once('close', (code) => resolve(`${text}\nexit ${code}`));
    });
    expect(output).toMatch(/Tests +1 passed \(1\)/);
    expect(output).toMatch(/exit 0$/);
  });

  it('type-checks every TypeScript example of the README and docs/ that imports the package, as an ES module', {
    timeout: 90_000,
  }, async () => {
    const examples = ['README.md', ...readdirSync(join(projectRoot, 'docs')).map((name) => `docs/${name}`)]
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        [...readFileSync(join(projectRoot, file), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)]
          .map((m) => m[1] as string)
          .filter((code) => code.includes(`from '${manifest.name}'`))
          .map((code, i) => ({ name: `${file.replace(/\W/g, '-')}-${i}.ts`, code })),
      );
    expect(examples.map((e) => e.name)).toEqual(
      expect.arrayContaining(['README-md-0.ts', 'docs-test-suite-md-0.ts', 'docs-test-suite-md-1.ts']),
    );
    await linkDevTools();
    await mkdir(join(consumer, 'examples'), { recursive: true });
    for (const { name, code } of examples) await writeFile(join(consumer, 'examples', name), code);
    // What docs/test-suite.md asks of a project: an ES module (package.json "type": "module", written above), NodeNext.
    await writeFile(
      join(consumer, 'tsconfig.examples.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          types: ['node'],
        },
        include: ['examples/*.ts'],
      }),
    );
    run(process.execPath, [join(consumer, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.examples.json'], consumer);
  });

  it('has a command line that documents its flags and starts a sandbox that finds its files', { timeout: 60_000 }, async () => {
    const bin = join(consumer, 'node_modules/.bin', Object.keys(manifest.bin)[0]!);
    expect(run(bin, ['--help'], consumer)).toContain('--store <where>');
    const child = spawn(bin, ['--json', '--log-level', 'silent'], { cwd: consumer });
    const exit = new Promise((resolve) => child.once('exit', resolve));
    try {
      const line = await new Promise<string>((resolve) => {
        let text = '';
        child.stdout.on('data', (c: Buffer) => {
          text += c;
          if (text.includes('\n')) resolve(text);
        });
      });
      const { apiUrl } = JSON.parse(line) as { apiUrl: string };
      // What the server reads from the package at run time: the docs, the console (Swagger UI from its own
      // dependency, its script from browser/console/), the Link page's and the dashboard's bundles.
      const served = ['/health', '/docs', '/console', '/console/assets/swagger-ui-bundle.js', '/console/assets/console.js'];
      for (const path of [...served, '/link/assets/app.js', '/dashboard', '/dashboard/assets/app.js'])
        expect((await fetch(`${apiUrl}${path}`)).status, path).toBe(200);
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      child.kill('SIGKILL'); // a no-op once it has exited
    }
  });
});
