// Which compiler `tsc` is. Two installed packages name a `tsc`: `typescript` (5.9, kept for its API, which the
// tests and openapi-typescript use, and for the package's declarations: scripts/build.ts) and `@typescript/native`
// (TypeScript 7, the compiler of every typecheck). npm links node_modules/.bin/tsc to one of them by the order it
// installed them: a fresh `npm ci` links 7, a later `npm install typescript@…` links 5.9. `tsc` must be 7, so that
// `npx tsc -p .` is `npm run typecheck`. `npm run check` fails when it is not (this script), and `npm ci` and
// `npm install` put it back (package.json `prepare` runs this script with --fix).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const windows = process.platform === 'win32';

/** The version node_modules/.bin/tsc under root says it is; undefined when there is none. */
export function tscVersion(root: string): string | undefined {
  const result = spawnSync(join(root, 'node_modules/.bin', windows ? 'tsc.cmd' : 'tsc'), ['--version'], {
    encoding: 'utf8',
    shell: windows,
  });
  return /Version (\S+)/.exec(result.stdout ?? '')?.[1];
}

/** What is wrong with node_modules/.bin/tsc under root: undefined when it is @typescript/native's, TypeScript 7. */
export function tscProblem(root: string): string | undefined {
  const wanted = (JSON.parse(readFileSync(join(root, 'node_modules/@typescript/native/package.json'), 'utf8')) as { version: string })
    .version;
  const version = tscVersion(root);
  if (version === wanted) return undefined;
  return (
    `node_modules/.bin/tsc is ${version ? `TypeScript ${version}` : 'missing'}, not ${wanted} (@typescript/native): npm linked ` +
    'the other package\'s tsc. Run "npm rebuild @typescript/native" (or npm ci) to link TypeScript 7 again.'
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const fix = process.argv.includes('--fix');
  // An install without dev dependencies has neither TypeScript: nothing to put back.
  if (fix && !existsSync(join(root, 'node_modules/@typescript/native/package.json'))) process.exit(0);
  if (fix && tscProblem(root)) {
    // npm links the bins of the package it rebuilds over those of another: 7's tsc again.
    const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : [windows ? 'npm.cmd' : 'npm'];
    spawnSync(npm[0]!, [...npm.slice(1), 'rebuild', '@typescript/native', '--ignore-scripts'], {
      cwd: root,
      stdio: 'inherit',
      shell: windows,
    });
  }
  const problem = tscProblem(root);
  if (problem) console.log(problem);
  process.exitCode = problem ? 1 : 0;
}
