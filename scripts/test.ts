// npm test: the checks (lint, drift, typecheck, engines), the breaking-change gate and the vitest suite, side by
// side: the suite spends much of its time waiting on servers, browsers and PostgreSQL, and the checks fill that
// time. Vitest reports live; the checks' reports follow it. Fails if any fails. Arguments go to vitest.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

function run(command: string, args: string[], { live }: { live: boolean }) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c));
    child.stderr?.on('data', (c: Buffer) => (output += c));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// The whole suite runs test/architecture, the lint and the drift check itself, so check leaves them out then (not when
// arguments choose what runs).
const whole = process.argv.length === 2;
const scripts: [string, string[]][] = [
  ['check', whole ? ['--in-suite'] : []],
  ['check:breaking', []],
];
const checks = scripts.map(([script, args]) => {
  const name = `npm run ${script}`;
  const done = run(npm, ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], { live: false });
  // A failure is said at once, not only after the suite; its report follows the suite's.
  void done.then(({ code }) => code !== 0 && console.error(`\n✗ ${name} failed; its report follows the suite's\n`));
  return { name, done };
});
const suite = await run(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', ...process.argv.slice(2)], { live: true });

let failed = suite.code !== 0;
for (const { name, done } of checks) {
  const { code, output } = await done;
  console.log(`\n${code === 0 ? '✓' : '✗'} ${name}\n${output.trim().replace(/^/gm, '  ')}`);
  failed ||= code !== 0;
}
console.log(`\nnpm test ${failed ? 'failed' : 'passed'}`);
process.exitCode = failed ? 1 : 0;
