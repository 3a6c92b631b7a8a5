// npm run check: spec lint, code format and lint (Biome), generated/ drift check, typecheck, the architecture (layers, size budget, lookups by name), and what npm ci relies on (Node engines, a complete lockfile, allowScripts, and which TypeScript `tsc` is), run side by side. Fails if any fails.
// A step with `inputs` that passed on the same inputs before (scripts/check-cache.ts) is not run again; the typechecks
// are incremental (tsconfig.json's tsBuildInfoFile), Biome takes a second or two.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Inputs, inputsKey, notePass, passedBefore } from './check-cache.js';
import { missingFromLockfile, unreviewedInstallScripts, unsupportedEngines } from './engines.js';
import { tscProblem } from './tsc.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
// TypeScript 7, the native compiler (about five times faster); `typescript` (5.9) stays for the tools that use its API.
const tsc = `${root}node_modules/@typescript/native/bin/tsc`;

/** The spec's files: openapi.yaml and the folder beside it. */
const SPEC: Inputs = { dirs: ['openapi'], files: ['openapi.yaml'] };

interface Step {
  name: string;
  command: string;
  args: string[];
  /** What it reads, when a pass on the same inputs may be remembered. */
  inputs?: Inputs;
  /** The suite (npm test) runs the same check itself. */
  inSuite?: boolean;
}

// The longest first: they start in this order.
const steps: Step[] = [
  {
    name: 'architecture: layers, the size budget and lookups by name',
    command: bin('vitest'),
    args: ['run', '--config', 'test/architecture/vitest.config.ts', '--reporter=dot', '--silent'],
    // What test/architecture reads: the TypeScript of these folders (and what it imports, in node_modules).
    inputs: {
      dirs: ['generated', 'server', 'client', 'browser', 'scripts', 'test/architecture'],
      files: ['test/support/scratch.ts'],
      ext: '.ts',
    },
    inSuite: true,
  },
  { name: 'typecheck', command: tsc, args: ['-p', '.'] },
  { name: 'typecheck the dashboard tests', command: tsc, args: ['-p', 'test/dashboard'] },
  { name: 'typecheck the browser tests', command: tsc, args: ['-p', 'test/link'] },
  {
    name: 'drift',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/generate.ts', '--check'],
    inputs: {
      dirs: [...SPEC.dirs, 'generated', 'server/contract'],
      files: [...SPEC.files, 'scripts/generate.ts', 'scripts/spec-index.ts'],
    },
    inSuite: true, // test/contract/tooling.test.ts: "passes on the committed files"
  },
  {
    name: 'lint',
    command: bin('redocly'),
    args: ['lint', 'openapi.yaml', '--format=stylish'],
    inputs: { dirs: SPEC.dirs, files: [...SPEC.files, 'redocly.yaml'] },
    inSuite: true, // test/contract/tooling.test.ts: "accepts the committed spec with no problems"
  },
  { name: 'format and lint the code', command: bin('biome'), args: ['ci', '--colors=off', '--error-on-warnings', '.'] },
  { name: 'typecheck the Link page', command: tsc, args: ['-p', 'browser/link-page'] },
  { name: 'typecheck the dashboard', command: tsc, args: ['-p', 'browser/dashboard'] },
];

// npm test passes --in-suite: its suite runs those checks itself (a second Vitest for the architecture alone costs ~10 CPU-s).
const chosen = process.argv.includes('--in-suite') ? steps.filter((step) => !step.inSuite) : steps;

type Result = { name: string; ok: boolean; output: string; remembered?: boolean };

function run(step: Step): Promise<Result> {
  const key = step.inputs && inputsKey(root, step.inputs);
  if (key && passedBefore(root, step.name, key)) return Promise.resolve({ name: step.name, ok: true, output: '', remembered: true });
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    child.on('close', (code) => {
      if (code === 0 && key) notePass(root, step.name, key);
      resolve({ name: step.name, ok: code === 0, output });
    });
  });
}

/** The checks of what npm ci relies on, in this process: each takes milliseconds, a process of its own most of a second. */
function installChecks(): Result[] {
  const lockfile = readFileSync(`${root}package-lock.json`, 'utf8');
  const packageJson = readFileSync(`${root}package.json`, 'utf8');
  const engines = [...unsupportedEngines(lockfile), ...missingFromLockfile(lockfile), ...unreviewedInstallScripts(lockfile, packageJson)];
  const tscLink = tscProblem(root);
  return [
    { name: 'engines, lockfile and install scripts', ok: engines.length === 0, output: engines.join('\n') },
    { name: 'tsc on the path is TypeScript 7', ok: !tscLink, output: tscLink ?? '' },
  ];
}

const started = Date.now();
const running = chosen.map(run);
const results = [...(await Promise.all(running)), ...installChecks()];
for (const { name, ok, output, remembered } of results) {
  console.log(`${ok ? '✓' : '✗'} ${name}${remembered ? ' (passed before on the same files)' : ''}`);
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
