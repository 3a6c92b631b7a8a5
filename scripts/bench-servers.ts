// What the benchmark runs and measures with: the servers it starts (each pinned to the server core), the requests
// it makes of them, and autocannon's load. Used by npm run bench (scripts/bench.ts) and its device A/B
// (scripts/bench-devices.ts).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, freePorts, killAll, launch } from './processes.js';
import { freshDatabase, postgresReachable } from './postgres.js';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const CONNECTIONS = 50;
export const RUNS = 3;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const WARMUP_SECONDS = 3;
export const ADMIN_KEY = 'admin_bench_key_0123456789abcdefghij';
export const CLIENT = { id: '77777777-7777-4777-8777-777777777777', secret: 'sk_bench_secret_0123456789abcdefghij' };
export const CLIENT_HEADERS = { 'X-Client-Id': CLIENT.id, 'X-Client-Secret': CLIENT.secret, 'Content-Type': 'application/json' };

// Pin this process (the load) to core 0 and every server to core 1 when the machine has two cores.
export const pinned = cpus().length >= 2 && spawnSync('taskset', ['-pc', '0', String(process.pid)]).status === 0;
/** The machine, as BENCHMARKS.md names the one it was measured on. */
export function machineLine(): string {
  const gib = (totalmem() / 2 ** 30).toFixed(0);
  const pinning = pinned ? 'yes' : 'no (taskset unavailable or one core)';
  return `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${gib} GiB, Node ${process.version}, ${process.platform}; load on core 0 and server on core 1: ${pinning}`;
}
export const onServerCore = (command: string, args: string[]): [string, string[]] =>
  pinned ? ['taskset', ['-c', '1', command, ...args]] : [command, args];

process.on('exit', killAll);

/** Starts a process (on the server core) with the benchmark's log level, once its output contains `ready`. */
export const start = (command: string, args: string[], env: Record<string, string>, ready: string) => {
  const [cmd, argv] = onServerCore(command, args);
  return launch(cmd, argv, { cwd: root, env: { LOG_LEVEL: 'warn', ...env }, ready });
};

export interface Server {
  url: string;
  adminUrl: string;
  /** Resident memory of the server process now, in MiB. */
  rss(): number;
  /** CPU the server process has used so far, all its threads, in seconds. */
  cpu(): number;
  stop(): Promise<void>;
}

/** Resident set size of a process, in MiB (taskset execs the server, so the pid is the server's). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time a process has used, user and system, in seconds (fields 14 and 15 of /proc/<pid>/stat, in ticks). */
export function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** The server as `npm start` runs it, or the bench's own bundle (`dist/bench-server.js`, for the device A/B). */
export async function startApi(env: Record<string, string>, bundle = 'dist/server.js'): Promise<Server> {
  const [port, adminPort] = await freePorts(2);
  // What `npm start` runs, built from the current sources at the start of the bench.
  const { stop, pid } = await start(
    process.execPath,
    [bundle],
    {
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: `/tmp/bench-${randomBytes(4).toString('hex')}`,
      ADMIN_API_KEY: ADMIN_KEY,
      SANDBOX_CLIENT_ID: CLIENT.id,
      SANDBOX_CLIENT_SECRET: CLIENT.secret,
      RATE_LIMIT_BURST: '100000000',
      RATE_LIMIT_PER_SECOND: '100000000',
      NODE_ENV: 'production',
      ...env,
    },
    'Admin API',
  );
  return { url: `http://127.0.0.1:${port}`, adminUrl: `http://127.0.0.1:${adminPort}`, rss: () => rssOf(pid), cpu: () => cpuOf(pid), stop };
}

/** Bare Express answering each benchmarked path with the body the shipped server gave for it. */
export async function startFloor(bodies: Record<string, unknown>): Promise<Server> {
  const port = await freePort();
  const { stop, pid } = await start(
    process.execPath,
    ['--import', 'tsx', 'scripts/express-floor.ts'],
    { PORT: String(port), FLOOR_BODIES: JSON.stringify(bodies) },
    'Express floor listening',
  );
  return { url: `http://127.0.0.1:${port}`, adminUrl: '', rss: () => rssOf(pid), cpu: () => cpuOf(pid), stop };
}

export async function startPrism(): Promise<Server> {
  const port = await freePort();
  const { stop, pid } = await start(
    `${root}node_modules/.bin/prism`,
    ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(port)],
    {},
    'Prism is listening',
  );
  return { url: `http://127.0.0.1:${port}`, adminUrl: '', rss: () => rssOf(pid), cpu: () => cpuOf(pid), stop };
}

/** A throwaway database on the local PostgreSQL, or undefined when none is reachable. */
export const maybeDatabase = async () => ((await postgresReachable()) ? freshDatabase('acct_bench') : undefined);

// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of many answers, whose shapes the tests check
export async function post(url: string, body: unknown, headers: Record<string, string> = CLIENT_HEADERS): Promise<any> {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const json = (await response.json()) as { status: string; content: any };
  if (json.status !== 'ok') throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json.content;
}

/** A connected sandbox account on the server; its tokenId is the read operation's authToken. */
export async function connectAccount(server: Server, userId = 'bench-user'): Promise<string> {
  const { linkToken } = await post(`${server.url}/api/v1/linktoken`, { userId });
  const connected = await post(`${server.url}/api/v1/sandbox/link/connect`, {
    linkToken,
    type: 'gemini',
    username: `bench-${randomBytes(3).toString('hex')}`,
    password: 'pass_good',
  });
  return connected.accessToken.accountTokens[0].tokenId;
}

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function load(url: string, body: unknown): Promise<Measure> {
  const options = { url, connections: CONNECTIONS, method: 'POST' as const, headers: CLIENT_HEADERS, body: JSON.stringify(body) };
  await autocannon({ ...options, duration: WARMUP_SECONDS }); // lets V8 tier up the server's code
  const runs: Measure[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await autocannon({ ...options, duration: SECONDS });
    runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts });
  }
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failed: runs.reduce((s, r) => s + r.failed, 0),
  };
}

/** What one of two servers loaded at the same time did. */
export interface Side {
  rps: number;
  /** CPU of the server process per request answered, in microseconds. */
  cpuPerRequest: number;
  /** The median latency of the answers, in milliseconds. */
  p50: number;
}

/** Two servers loaded at the same time: the one with what is measured on, and the one with it off. */
export interface Pair {
  on: Side;
  off: Side;
}

/** A number for the tables: thousands separated, `digits` decimals. */
export const f = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * The load of npm run bench (a warm-up, then RUNS runs; medians) on two servers at once, one autocannon each: both
 * share the server core, and whatever else runs on the machine, for the same seconds. For A/B comparisons.
 */
export async function loadBoth(
  servers: Server[],
  path: string,
  bodies: unknown[],
  headers: Record<string, string>[] = [],
): Promise<Side[]> {
  const options = (i: number) => ({
    url: `${servers[i]!.url}${path}`,
    connections: CONNECTIONS,
    method: 'POST' as const,
    headers: { ...CLIENT_HEADERS, ...headers[i] },
    body: JSON.stringify(bodies[i]),
  });
  await Promise.all(servers.map((_, i) => autocannon({ ...options(i), duration: WARMUP_SECONDS })));
  const runs: Side[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = servers.map((server) => server.cpu());
    const results = await Promise.all(servers.map((_, i) => autocannon({ ...options(i), duration: SECONDS })));
    const after = servers.map((server) => server.cpu());
    runs.push(
      results.map((r, i) => {
        if (r.non2xx + r.errors + r.timeouts) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        return { rps: r.requests.average, cpuPerRequest: ((after[i]! - before[i]!) / r.requests.total) * 1e6, p50: r.latency.p50 };
      }),
    );
  }
  return servers.map((_, i) => ({
    rps: median(runs.map((r) => r[i]!.rps)),
    cpuPerRequest: median(runs.map((r) => r[i]!.cpuPerRequest)),
    p50: median(runs.map((r) => r[i]!.p50)),
  }));
}

/** Milliseconds from launching `command` to the first 200 from /health (the data directory is new each time). */
export async function timeToHealthy(command: string, args: string[]): Promise<number> {
  const [port, adminPort] = await freePorts(2);
  const started = performance.now();
  // Not pinned: npm, esbuild and the server may use both cores, as on a developer's machine. Its own process
  // group: npm start's server is a grandchild.
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    DATA_DIR: `/tmp/bench-${randomBytes(4).toString('hex')}`,
  };
  const server = await launch(command, args, { cwd: root, env, ready: 'Admin API', group: true });
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  if (!health.ok) throw new Error(`${command} ${args.join(' ')}: /health answered ${health.status}`);
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

export async function sequence<T>(count: number, task: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await task());
  return results;
}

export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/**
 * BENCHMARKS.md with a section a partial run writes (between two `mark` lines, which the section includes) replaced,
 * or added before the heading a full run writes it before.
 */
/** A section's targets as BENCHMARKS.md shows them: each target, whether it was met, and what was measured. */
export const targetsTable = (targets: [name: string, met: boolean, value: string][]): string =>
  [
    '| Target | Met | Measured (median) |',
    '|---|---|---:|',
    ...targets.map(([name, met, value]) => `| ${name} | ${met ? 'yes' : '**no**'} | ${value} |`),
  ].join('\n');

export function withSection(previous: string, section: string, mark: string, beforeHeading: string): string {
  const first = previous.indexOf(mark);
  const last = previous.indexOf(mark, first + mark.length);
  if (first !== -1 && last !== -1) return previous.slice(0, first) + section + previous.slice(last + mark.length + 1);
  const at = previous.indexOf(beforeHeading);
  return at === -1 ? `${previous}\n${section}` : `${previous.slice(0, at)}${section}\n${previous.slice(at)}`;
}
