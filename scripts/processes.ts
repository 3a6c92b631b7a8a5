// Child processes for the tests and the benchmark: a free loopback port, and a process started, waited for until
// it says it is ready (or exits), and stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** `count` distinct loopback ports nothing listens on now: each is held until all are chosen, so two never coincide. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              if (typeof address === 'object' && address) resolve(address.port);
              else reject(new Error('no port'));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise((closed) => (server.listening ? server.close(closed) : closed(undefined)))));
  }
}

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

export interface Launched {
  child: ChildProcess;
  pid: number;
  /** What it printed (stdout and stderr) until it was ready or exited. */
  output: string;
  /** null while it runs; set when it exited before it was ready. */
  exitCode: number | null;
  /** SIGTERM, resolved when it has exited. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
/** SIGKILLs every launched process still running: test teardown, and the benchmark's exit. */
export const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
};

export interface LaunchOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Text its output contains once it is ready. */
  ready: string;
  /** Resolve when it exits before it is ready, with its exitCode and output (a test that expects a refusal); reject otherwise. */
  exitIsAnswer?: boolean;
  /** Start it in its own process group, so stop() also ends what it started (npm start's server). */
  group?: boolean;
}

/** Starts the command and resolves once its output contains `ready`. Output after that is drained, not kept. */
export function launch(
  command: string,
  args: string[],
  { cwd, env = {}, ready, exitIsAnswer = false, group = false }: LaunchOptions,
): Promise<Launched> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      if (group) process.kill(-child.pid!, 'SIGTERM');
      else child.kill('SIGTERM');
    });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(ready)) return;
      child.stdout!.off('data', onData).resume();
      child.stderr!.off('data', onData).resume();
      resolve({ child, pid: child.pid!, output, exitCode: null, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      if (exitIsAnswer) resolve({ child, pid: child.pid!, output, exitCode: code ?? 1, stop });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code} before it was ready:\n${output}`));
    });
  });
}
