// npm run bench -- --devices: what each performance device (server/performance.ts) buys. For each device, pairs of
// servers from the bench's own bundle (dist/bench-server.js), one with every device on and one with that device
// off, started one after the other (which goes first alternates), each measured as npm run bench measures the
// shipped server. A pair with every device on in both (A/A) measures the noise. `--devices=a,b` measures only those.
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { DEVICES, type Device } from '../server/performance.js';
import {
  CLIENT,
  CLIENT_HEADERS,
  connectAccount,
  load,
  median,
  onServerCore,
  pinned,
  rssOf,
  root,
  type Server,
  startApi,
} from './bench-servers.js';
import { freePort, launch } from './processes.js';
import { freshDatabase, postgresReachable } from './postgres.js';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const STARTUP_REPEATS = Number(process.env.BENCH_STARTUP_REPEATS ?? 5);
const BENCH_BUNDLE = 'dist/bench-server.js';
/** Both servers with every device on: what the ratio of two identical servers spreads over. */
const CONTROL = 'A/A';

/** The devices of a request's path, by the store they are measured on; and those of start-up. */
const ON_SQLITE: Device[] = [
  'expressPrototypes',
  'compiledQueries',
  'statementCache',
  'readReuse',
  'randomPool',
  'prefixGuard',
  'routeIndex',
  'quietLogging',
];
const ON_POSTGRES: Device[] = ['rateLimitLeases', 'holdingsInOneQuery', 'compiledQueries'];
const AT_START: Device[] = ['lazyValidator', 'listenerSpecs', 'noSpecRecheck', 'specAsJson', 'lazyPostgres'];
/** Not a switch in the server: the bundle against the sources run by tsx. */
const BUNDLE = 'server bundle';

const log = (line: string) => console.error(`[bench --devices] ${line}`);
const f = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface Throughput {
  read: number;
  write: number;
}

/** Requests/s of holdings/get and linktoken on one server, as npm run bench measures them. */
async function throughput(server: Server): Promise<Throughput> {
  const authToken = await connectAccount(server);
  const read = await load(`${server.url}/api/v1/holdings/get`, { authToken, type: 'gemini' });
  const write = await load(`${server.url}/api/v1/linktoken`, { userId: 'bench-user' });
  await server.stop();
  if (read.failed || write.failed) throw new Error(`failed requests: ${read.failed} reads, ${write.failed} writes`);
  return { read: read.rps, write: write.rps };
}

async function serverOf(off: string, postgres: boolean): Promise<Throughput> {
  const database = postgres ? await freshDatabase('acct_bench') : undefined;
  try {
    const env = { BENCH_DEVICES_OFF: off, ...(database && { DATABASE_URL: database.url }) };
    return await throughput(await startApi(env, BENCH_BUNDLE));
  } finally {
    await database?.drop();
  }
}

interface Ratios {
  device: string;
  store: string;
  read: number[];
  write: number[];
}

/** on ÷ off for each repeat, the device-on server first in the odd repeats and second in the even ones. */
async function ratios(device: string, store: 'SQLite' | 'PostgreSQL'): Promise<Ratios> {
  const off = device === CONTROL ? '' : device;
  const result: Ratios = { device, store, read: [], write: [] };
  for (let i = 0; i < REPEATS; i++) {
    log(`${device} on ${store}, repeat ${i + 1} of ${REPEATS}`);
    const order = i % 2 === 0 ? ['', off] : [off, ''];
    const first = await serverOf(order[0]!, store === 'PostgreSQL');
    const second = await serverOf(order[1]!, store === 'PostgreSQL');
    const [on, without] = i % 2 === 0 ? [first, second] : [second, first];
    result.read.push(on.read / without.read);
    result.write.push(on.write / without.write);
    log(`  on ÷ off: read ${f(on.read / without.read, 3)} (${f(on.read)}/${f(without.read)}), write ${f(on.write / without.write, 3)}`);
  }
  return result;
}

interface Startup {
  health: number;
  firstAnswer: number;
  rss: number;
}

/** Milliseconds from launch to the first 200 from /health and to the first link token, and the memory after it. */
async function startup(args: string[], env: Record<string, string>): Promise<Startup> {
  const port = await freePort();
  const adminPort = await freePort();
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
  const rss = rssOf(server.pid);
  await server.stop();
  if (!health.ok || !answer.ok) throw new Error(`start-up: /health ${health.status}, linktoken ${answer.status}`);
  return { health: healthAt, firstAnswer: answerAt, rss };
}

interface Savings {
  device: string;
  /** off − on, each repeat: milliseconds and MiB the device saves. */
  health: number[];
  firstAnswer: number[];
  rss: number[];
}

async function savings(device: string): Promise<Savings> {
  const on = () => startup([BENCH_BUNDLE], { BENCH_DEVICES_OFF: '' });
  const off = () =>
    device === BUNDLE
      ? startup(['--import', 'tsx', 'server/main.ts'], {})
      : startup([BENCH_BUNDLE], { BENCH_DEVICES_OFF: device === CONTROL ? '' : device });
  const result: Savings = { device, health: [], firstAnswer: [], rss: [] };
  for (let i = 0; i < STARTUP_REPEATS; i++) {
    const first = i % 2 === 0 ? await on() : await off();
    const second = i % 2 === 0 ? await off() : await on();
    const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
    result.health.push(b.health - a.health);
    result.firstAnswer.push(b.firstAnswer - a.firstAnswer);
    result.rss.push(b.rss - a.rss);
  }
  log(`start-up, ${device}: /health ${result.health.map((v) => f(v)).join(', ')} ms saved`);
  return result;
}

const spread = (values: number[]) => `${values.map((v) => f(v, 2)).join(', ')}`;
const range = (values: number[]) => [Math.min(...values), Math.max(...values)] as const;

/** Whether every repeat of the device beats the best A/A repeat: above the noise of two identical servers. */
const pays = (values: number[], control: number[] | undefined) => control !== undefined && Math.min(...values) > Math.max(...control);
/** For savings, where the A/A's differences spread both ways around 0. */
const saves = (values: number[], control: number[] | undefined) =>
  control !== undefined && Math.min(...values) > Math.max(...control.map(Math.abs));

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
  const lines = rows.map((r) => {
    const [readLow, readHigh] = range(r.read);
    const [writeLow, writeHigh] = range(r.write);
    return `| ${r.device} | ${where(r.device)} | ${r.store} | ${spread(r.read)} | ${f(median(r.read), 2)} (${f(readLow, 2)}–${f(readHigh, 2)}) | ${spread(r.write)} | ${f(median(r.write), 2)} (${f(writeLow, 2)}–${f(writeHigh, 2)}) | ${verdict(r)} |`;
  });
  return `| Device | Where | Store | holdings/get, on ÷ off, each repeat | median (range) | linktoken, on ÷ off, each repeat | median (range) | Verdict |
|---|---|---|---|---:|---|---:|---|
${lines.join('\n')}`;
}

function startupTable(rows: Savings[]): string {
  const control = rows.find((r) => r.device === CONTROL);
  const verdict = (r: Savings) => {
    if (r.device === CONTROL) return 'the noise';
    const paid = [
      saves(r.health, control?.health) && 'to /health',
      saves(r.firstAnswer, control?.firstAnswer) && 'to the first answer',
      saves(r.rss, control?.rss) && 'memory',
    ].filter(Boolean);
    return paid.length ? `pays (${paid.join(', ')})` : '**inside the noise**';
  };
  const cell = (values: number[], digits = 0) => `${values.map((v) => f(v, digits)).join(', ')} (median ${f(median(values), digits)})`;
  const lines = rows.map(
    (r) => `| ${r.device} | ${where(r.device)} | ${cell(r.health)} | ${cell(r.firstAnswer)} | ${cell(r.rss)} | ${verdict(r)} |`,
  );
  return `| Device | Where | Launch to /health, ms saved, each repeat | Launch to the first link token, ms saved | Resident memory after it, MiB saved | Verdict |
|---|---|---|---|---|---|
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

**Request handling.** ${REPEATS} repeats of a pair of servers, one with every device on and one with the device off, each
measured like the table above (a warm-up, then three runs; medians). "on ÷ off" is the requests/s of the server
with the device over that of the server without it: above 1, the device pays. A device pays for an operation
when every repeat's ratio is above the highest ratio of the A/A pair on the same store.

${requestTable(rows)}

**Start-up.** ${STARTUP_REPEATS} repeats of a pair of starts, the server's core only, on a new data directory: milliseconds
from launch to the first 200 from \`/health\` and to the first link token answered (which compiles the validator),
and the resident memory then, each as the start without the device less the start with it. A device pays where
every repeat saves more than the largest difference, either way, between the two starts of an A/A pair.

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
