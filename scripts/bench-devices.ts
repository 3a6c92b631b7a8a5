// npm run bench -- --devices: what each performance device (server/performance.ts) buys. For each device, pairs of
// servers from the bench's own bundle (dist/bench-server.js), one with every device on and one with that device
// off, both on the server core and loaded at the same time, so that what else runs on the machine weighs on both
// alike. A pair with every device on in both (A/A) measures the noise. `--devices=a,b` measures only those.
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { DEVICES, type Device } from '../server/performance.js';
import {
  CLIENT,
  CLIENT_HEADERS,
  connectAccount,
  cpuOf,
  f,
  loadBoth,
  median,
  onServerCore,
  type Pair,
  pinned,
  rssOf,
  root,
  startApi,
} from './bench-servers.js';
import { freePorts, launch } from './processes.js';
import { freshDatabase, postgresReachable } from './postgres.js';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const STARTUP_REPEATS = Number(process.env.BENCH_STARTUP_REPEATS ?? 5);
const BENCH_BUNDLE = 'dist/bench-server.js';
/** Both servers with every device on: what the ratio of two identical servers spreads over. */
const CONTROL = 'A/A';

/** The devices of a request's path, by the store they are measured on; and those of start-up. */
const ON_SQLITE: Device[] = ['expressPrototypes', 'compiledQueries', 'readReuse'];
const ON_POSTGRES: Device[] = ['rateLimitLeases', 'holdingsInOneQuery', 'compiledQueries'];
const AT_START: Device[] = ['lazyValidator', 'noSpecRecheck', 'requestSideOnly', 'specAsJson', 'lazyPostgres'];
/** Not a switch in the server: the bundle against the sources run by tsx. */
const BUNDLE = 'server bundle';

const log = (line: string) => console.error(`[bench --devices] ${line}`);

/** One repeat: a server with every device on and one with `off` off, loaded together, holdings/get then linktoken. */
async function pair(off: string, postgres: boolean): Promise<{ read: Pair; write: Pair }> {
  const databases = postgres ? [await freshDatabase('acct_bench'), await freshDatabase('acct_bench')] : [];
  try {
    const servers = await Promise.all(
      ['', off].map((devicesOff, i) =>
        startApi({ BENCH_DEVICES_OFF: devicesOff, ...(databases[i] && { DATABASE_URL: databases[i]!.url }) }, BENCH_BUNDLE),
      ),
    );
    const authTokens = await Promise.all(servers.map((server) => connectAccount(server)));
    const [readOn, readOff] = await loadBoth(
      servers,
      '/api/v1/holdings/get',
      authTokens.map((authToken) => ({ authToken, type: 'gemini' })),
    );
    const [writeOn, writeOff] = await loadBoth(servers, '/api/v1/linktoken', [{ userId: 'bench-user' }, { userId: 'bench-user' }]);
    await Promise.all(servers.map((server) => server.stop()));
    return { read: { on: readOn!, off: readOff! }, write: { on: writeOn!, off: writeOff! } };
  } finally {
    await Promise.all(databases.map((database) => database.drop()));
  }
}

interface Ratios {
  device: string;
  store: string;
  /** requests/s on ÷ off, each repeat. */
  read: number[];
  write: number[];
  /** CPU per request, on and off, each repeat. */
  readCpu: Pair[];
  writeCpu: Pair[];
}

async function ratios(device: string, store: 'SQLite' | 'PostgreSQL'): Promise<Ratios> {
  const result: Ratios = { device, store, read: [], write: [], readCpu: [], writeCpu: [] };
  for (let i = 0; i < REPEATS; i++) {
    log(`${device} on ${store}, repeat ${i + 1} of ${REPEATS}`);
    const { read, write } = await pair(device === CONTROL ? '' : device, store === 'PostgreSQL');
    result.read.push(read.on.rps / read.off.rps);
    result.write.push(write.on.rps / write.off.rps);
    result.readCpu.push(read);
    result.writeCpu.push(write);
    log(
      `  on ÷ off: read ${f(read.on.rps / read.off.rps, 3)} (${f(read.on.rps)}/${f(read.off.rps)}/s, ${f(read.on.cpuPerRequest)}/${f(read.off.cpuPerRequest)} µs), ` +
        `write ${f(write.on.rps / write.off.rps, 3)} (${f(write.on.rps)}/${f(write.off.rps)}/s, ${f(write.on.cpuPerRequest)}/${f(write.off.cpuPerRequest)} µs)`,
    );
  }
  return result;
}

interface Startup {
  health: number;
  firstAnswer: number;
  /** CPU of the process once it answered the first link token, in milliseconds. */
  cpu: number;
  rss: number;
}

/** Milliseconds from launch to the first 200 from /health and to the first link token, and the process then. */
async function startup(args: string[], env: Record<string, string>): Promise<Startup> {
  const [port, adminPort] = await freePorts(2);
  const [command, argv] = onServerCore(process.execPath, args);
  const started = performance.now();
  const server = await launch(command, argv, {
    cwd: root,
    ready: 'Admin API',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: `/tmp/bench-${randomBytes(4).toString('hex')}`,
      SANDBOX_CLIENT_ID: CLIENT.id,
      SANDBOX_CLIENT_SECRET: CLIENT.secret,
      ...env,
    },
  });
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  const healthAt = performance.now() - started;
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1/linktoken`, {
    method: 'POST',
    headers: CLIENT_HEADERS,
    body: JSON.stringify({ userId: 'bench-user' }),
  });
  const answerAt = performance.now() - started;
  const cpu = cpuOf(server.pid) * 1000;
  const rss = rssOf(server.pid);
  await server.stop();
  if (!health.ok || !answer.ok) throw new Error(`start-up: /health ${health.status}, linktoken ${answer.status}`);
  return { health: healthAt, firstAnswer: answerAt, cpu, rss };
}

interface Savings {
  device: string;
  /** off − on, each repeat: the milliseconds, CPU milliseconds and MiB the device saves. */
  health: number[];
  firstAnswer: number[];
  cpu: number[];
  rss: number[];
}

/** Each repeat starts a server with every device on and one without the device at once, on the server core. */
async function savings(device: string): Promise<Savings> {
  const on = () => startup([BENCH_BUNDLE], { BENCH_DEVICES_OFF: '' });
  const off = () =>
    device === BUNDLE
      ? startup(['--import', 'tsx', 'server/main.ts'], {})
      : startup([BENCH_BUNDLE], { BENCH_DEVICES_OFF: device === CONTROL ? '' : device });
  const result: Savings = { device, health: [], firstAnswer: [], cpu: [], rss: [] };
  for (let i = 0; i < STARTUP_REPEATS; i++) {
    const [a, b] = await Promise.all([on(), off()]);
    result.health.push(b.health - a.health);
    result.firstAnswer.push(b.firstAnswer - a.firstAnswer);
    result.cpu.push(b.cpu - a.cpu);
    result.rss.push(b.rss - a.rss);
  }
  log(
    `start-up, ${device}: /health ${result.health.map((v) => f(v)).join(', ')} ms saved, CPU ${result.cpu.map((v) => f(v)).join(', ')} ms`,
  );
  return result;
}

const spread = (values: number[]) => `${values.map((v) => f(v, 2)).join(', ')}`;
const range = (values: number[]) => [Math.min(...values), Math.max(...values)] as const;

/**
 * Whether the device's median repeat beats the best A/A repeat: above the noise of two identical servers. Not every
 * repeat: on a shared machine one pair in a few is thrown far off either way (A/A pairs too).
 */
const pays = (values: number[], control: number[] | undefined) => control !== undefined && median(values) > Math.max(...control);
/** For savings, where the A/A's differences spread both ways around 0. */
const saves = (values: number[], control: number[] | undefined) =>
  control !== undefined && median(values) > Math.max(...control.map(Math.abs));

function where(device: string): string {
  if (device === CONTROL) return 'both servers with every device on';
  if (device === BUNDLE) return '`dist/server.js` (scripts/build.ts) against `tsx server/main.ts`';
  const [fn, file] = DEVICES[device as Device].split(', ');
  return `\`${fn}\`, ${file}`;
}

function requestTable(rows: Ratios[]): string {
  const control = (store: string) => rows.find((r) => r.device === CONTROL && r.store === store);
  const verdict = (r: Ratios) => {
    if (r.device === CONTROL) return 'the noise';
    const c = control(r.store);
    const paid = [pays(r.read, c?.read) && 'read', pays(r.write, c?.write) && 'write'].filter(Boolean);
    return paid.length ? `pays (${paid.join(', ')})` : '**inside the noise**';
  };
  const ratio = (values: number[]) => {
    const [low, high] = range(values);
    return `${spread(values)} | ${f(median(values), 2)} (${f(low, 2)}–${f(high, 2)})`;
  };
  const cpu = (pairs: Pair[]) => `${f(median(pairs.map((p) => p.on.cpuPerRequest)))} / ${f(median(pairs.map((p) => p.off.cpuPerRequest)))}`;
  const lines = rows.map(
    (r) =>
      `| ${r.device} | ${where(r.device)} | ${r.store} | ${ratio(r.read)} | ${cpu(r.readCpu)} | ${ratio(r.write)} | ${cpu(r.writeCpu)} | ${verdict(r)} |`,
  );
  return `| Device | Where | Store | holdings/get, on ÷ off, each repeat | median (range) | CPU µs per read, on / off | linktoken, on ÷ off, each repeat | median (range) | CPU µs per write, on / off | Verdict |
|---|---|---|---|---:|---:|---|---:|---:|---|
${lines.join('\n')}`;
}

function startupTable(rows: Savings[]): string {
  const control = rows.find((r) => r.device === CONTROL);
  const verdict = (r: Savings) => {
    if (r.device === CONTROL) return 'the noise';
    const paid = [
      saves(r.health, control?.health) && 'to /health',
      saves(r.firstAnswer, control?.firstAnswer) && 'to the first answer',
      saves(r.cpu, control?.cpu) && 'CPU',
      saves(r.rss, control?.rss) && 'memory',
    ].filter(Boolean);
    return paid.length ? `pays (${paid.join(', ')})` : '**inside the noise**';
  };
  const cell = (values: number[]) => `${values.map((v) => f(v)).join(', ')} (median ${f(median(values))})`;
  const lines = rows.map(
    (r) =>
      `| ${r.device} | ${where(r.device)} | ${cell(r.health)} | ${cell(r.firstAnswer)} | ${cell(r.cpu)} | ${cell(r.rss)} | ${verdict(r)} |`,
  );
  return `| Device | Where | Launch to /health, ms saved, each repeat | Launch to the first link token, ms saved | CPU by then, ms saved | Resident memory then, MiB saved | Verdict |
|---|---|---|---|---|---|---|
${lines.join('\n')}`;
}

/** Measures the devices (all, or those `only` names) and returns the measured part of BENCHMARKS.md's section. */
export async function measureDevices(only: string[] | undefined): Promise<string> {
  const started = Date.now();
  const wanted = (device: string) => device === CONTROL || !only || only.includes(device);
  const rows: Ratios[] = [];
  for (const device of [CONTROL, ...ON_SQLITE].filter(wanted)) rows.push(await ratios(device, 'SQLite'));
  const postgres = await postgresReachable();
  if (postgres) for (const device of [CONTROL, ...ON_POSTGRES].filter(wanted)) rows.push(await ratios(device, 'PostgreSQL'));
  const startups: Savings[] = [];
  for (const device of [CONTROL, ...AT_START, BUNDLE].filter(wanted)) startups.push(await savings(device));
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}; load on core 0 and server on core 1: ${pinned ? 'yes' : 'no'}`;
  return `Latest \`npm run bench -- --devices\`, ${new Date().toISOString().slice(0, 10)}, on ${machine}${postgres ? '' : ' (no PostgreSQL reachable: its devices not measured)'}; ${f((Date.now() - started) / 60000)} minutes.

**Request handling.** ${REPEATS} repeats of a pair of servers from the bench's own bundle, one with every device on and one
with the device off, both on the server core and loaded at the same time (50 connections each; a warm-up, then
three runs; medians), so that whatever else the machine runs weighs on both alike. "on ÷ off" is the requests/s of
the server with the device over that of the server without it: above 1, the device pays. CPU per request is the
server process's, all threads. A device pays for an operation when its median ratio is above the highest ratio
of the A/A pair (every device on in both) on the same store.

${requestTable(rows)}

**Start-up.** ${STARTUP_REPEATS} repeats of a pair of starts at once on the server core, each on a new data directory, one with
every device on and one without the device: milliseconds from launch to the first 200 from \`/health\` and to the
first link token answered (which compiles the validator), the process's CPU and resident memory then, each as the
start without the device less the start with it. A device pays where its median repeat saves more than the
largest difference, either way, between the two starts of an A/A pair.

${startupTable(startups)}`;
}

/** The lines between which `npm run bench -- --devices` writes; what the section holds around them is kept. */
const MEASURED = '<!-- npm run bench -- --devices writes what follows, up to the same line again -->';
const SECTION = '## Performance devices';
const NEXT_SECTION = '## Reading these numbers';

/** The section of BENCHMARKS.md that npm run bench keeps as it is: the devices' A/B is a run of its own. */
export function devicesSection(benchmarks: string): string {
  const start = benchmarks.indexOf(SECTION);
  const end = benchmarks.indexOf(NEXT_SECTION, start);
  if (start >= 0 && end > start) return benchmarks.slice(start, end);
  return `${SECTION}\n\n${MEASURED}\nNot measured yet: \`npm run bench -- --devices\`.\n${MEASURED}\n\n`;
}

/** BENCHMARKS.md with the devices' measured part replaced (the section added where there is none). */
export function withDevicesMeasured(benchmarks: string, measured: string): string {
  const section = devicesSection(benchmarks);
  const [before, , after] = section.split(MEASURED);
  const updated = `${before}${MEASURED}\n${measured}\n${MEASURED}${after ?? '\n\n'}`;
  if (benchmarks.includes(SECTION)) return benchmarks.replace(section, updated);
  const at = benchmarks.indexOf(NEXT_SECTION);
  return at < 0 ? `${benchmarks}\n${updated}` : `${benchmarks.slice(0, at)}${updated}${benchmarks.slice(at)}`;
}
