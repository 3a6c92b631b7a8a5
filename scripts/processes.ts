// Child processes for the tests and the benchmark: free loopback ports, and a process started, waited for until
// it says it is ready (or exits), and stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/**
 * Where free ports are looked for: below the kernel's ephemeral range, from which every outgoing connection takes its
 * local port. A port chosen there could be taken by a test's client connection between the probe and the server's
 * listen (CI saw ADMIN_PORT "in use" so); below it, only a listen can take it.
 */
function portRange(): [number, number] {
  let ephemeralLow = 32768;
  try {
    ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || ephemeralLow;
  } catch {
    // not Linux: the usual start of the range
  }
  return ephemeralLow > 20_000 ? [15_000, ephemeralLow] : [ephemeralLow, 65_536];
}

/** Listens on `port` of the loopback; false when something already does. */
const probe = (server: Server, port: number) =>
  new Promise<boolean>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve(true);
    });
  });

/**
 * `count` distinct loopback ports nothing listens on now, at random in portRange(): each is held until all are chosen,
 * so two never coincide, and a random start makes two test processes looking at once unlikely to pick the same one.
 */
export async function freePorts(count: number): Promise<number[]> {
  const [low, high] = portRange();
  const held: Server[] = [];
  try {
    const ports: number[] = [];
    for (let tries = 0; ports.length < count; tries++) {
      if (tries > 1000) throw new Error(`no free port from ${low} to ${high - 1}`);
      const port = low + Math.floor(Math.random() * (high - low));
      const server = createServer();
      if (await probe(server, port)) {
        held.push(server);
        ports.push(port);
      }
    }
    return ports;
  } finally {
    await Promise.all(held.map((server) => new Promise((closed) => server.close(closed))));
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
