// npm run check: spec lint, code format and lint (Biome), generated/ drift check, typecheck, the architecture (layers, size budget, lookups by name), and what npm ci relies on (Node engines, a complete lockfile, allowScripts, and which TypeScript `tsc` is), run side by side. Fails if any fails.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
// TypeScript 7, the native compiler (about five times faster); `typescript` (5.9) stays for the tools that use its API.
const tsc = `${root}node_modules/@typescript/native/bin/tsc`;
const steps: [string, string, string[]][] = [
  ['lint', bin('redocly'), ['lint', 'openapi.yaml', '--format=stylish']],
  ['format and lint the code', bin('biome'), ['ci', '--colors=off', '--error-on-warnings', '.']],
  ['drift', process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--check']],
  ['typecheck', tsc, ['-p', '.']],
  ['typecheck the Link page', tsc, ['-p', 'browser/link-page']],
  ['typecheck the dashboard', tsc, ['-p', 'browser/dashboard']],
  ['typecheck the browser tests', tsc, ['-p', 'test/link']],
  ['typecheck the dashboard tests', tsc, ['-p', 'test/dashboard']],
  ['engines, lockfile and install scripts', process.execPath, ['--import', 'tsx', 'scripts/engines.ts']],
  ['tsc on the path is TypeScript 7', process.execPath, ['--import', 'tsx', 'scripts/tsc.ts']],
  ['architecture: layers, the size budget and lookups by name', bin('vitest'), ['run', 'test/architecture', '--reporter=dot', '--silent']],
];

// npm test passes --no-architecture: its suite runs test/architecture itself, and a second Vitest costs ~10 CPU-s.
const chosen = process.argv.includes('--no-architecture') ? steps.filter(([name]) => !name.startsWith('architecture')) : steps;

const run = ([name, command, args]: (typeof steps)[number]) =>
  new Promise<{ name: string; ok: boolean; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('close', (code) => resolve({ name, ok: code === 0, output }));
  });

const started = Date.now();
const results = await Promise.all(chosen.map(run));
for (const { name, ok, output } of results) {
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  if (!ok)
    console.log(
      output
        .replace(/^.*(║|╔|╚).*\n/gm, '')
        .trim()
        .replace(/^/gm, '    '),
    );
}
console.log(`check ${results.every((r) => r.ok) ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
