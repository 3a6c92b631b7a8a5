// Runs the server as `npm start` does (the bundle dist/server.js, which test/support/build.ts builds before the
// tests) in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from './scratch.js';

export interface Started {
  child: ChildProcess;
  output: string;
}

const children: ChildProcess[] = [];
export const killAll = () => children.forEach((c) => c.kill('SIGKILL'));

/** Runs the server and resolves once it printed its banner (or exited). */
export function start(env: Record<string, string>): Promise<Started & { exitCode: number | null }> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], { cwd: projectRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Admin API')) resolve({ child, output, exitCode: null });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => resolve({ child, output, exitCode: code }));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

