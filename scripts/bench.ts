// npm run bench: what the contract's guarantees cost. Load comes from autocannon on loopback, pinned to one
// core while the server runs on the other; each measurement is a warm-up and three runs, reported as medians.
// Prints a table and writes it to BENCHMARKS.md, keeping its performance devices' section as it is: that is
// `npm run bench -- --devices`, a run of its own (scripts/bench-devices.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CONNECTIONS,
  connectAccount,
  f,
  type Measure,
  machineLine,
  maybeDatabase,
  median,
  load,
  pinned,
  post,
  RUNS,
  root,
  SECONDS,
  type Server,
  sequence,
  startApi,
  startFloor,
  startPrism,
  timeToHealthy,
  WARMUP_SECONDS,
} from './bench-servers.js';
import { CLOCK_RUNS, measureClockLife } from './bench-clock.js';
import { dashboardSection, dashboardTargets, measureDashboardCost, withDashboardMeasured } from './bench-dashboard.js';
import { measureDevices, withDevicesMeasured, devicesSection } from './bench-devices.js';
import { faultsSection, faultsTargets, measureFaultsCost, withFaultsMeasured } from './bench-faults.js';
import { bindingSection, bindingTargets, measureBindingCost, withBindingMeasured } from './bench-binding.js';
import { measureUpstreamCost, upstreamSection, upstreamTargets, withUpstreamMeasured } from './bench-upstream.js';
import { measureSandboxes, sandboxSection, sandboxTargets, withSandboxMeasured } from './bench-sandbox.js';
import { imageSection } from './image/benchmarks.js';
import { buildAll, buildPackageBundles } from './build.js';
import { buildDocs, docsAreCurrent } from './docs.js';
import { freshDatabase } from './postgres.js';
import { measureWebhooks } from './bench-webhooks.js';

interface Row {
  variant: string;
  operation: string;
  m: Measure;
}

interface MemoryRow {
  variant: string;
  idle: number;
  loaded: number;
}

/** The bodies the shipped server answered, by path: the Express floor answers the same bytes. */
const answered: Record<string, unknown> = {};

async function measureServer(variant: string, server: Server, rows: Row[], memory: MemoryRow[]) {
  await new Promise((resolve) => setTimeout(resolve, 1000)); // idle: started, nothing asked yet
  const idle = server.rss();
  const authToken = server.adminUrl ? await connectAccount(server) : 'at_example';
  const readBody = { authToken, type: 'gemini' };
  const writeBody = { userId: 'bench-user' };
  if (server.adminUrl && !answered['/api/v1/holdings/get']) {
    answered['/api/v1/holdings/get'] = {
      status: 'ok',
      message: '',
      errorType: '',
      content: await post(`${server.url}/api/v1/holdings/get`, readBody),
    };
    answered['/api/v1/linktoken'] = {
      status: 'ok',
      message: '',
      errorType: '',
      content: await post(`${server.url}/api/v1/linktoken`, writeBody),
    };
  }
  rows.push({ variant, operation: 'holdings/get (read)', m: await load(`${server.url}/api/v1/holdings/get`, readBody) });
  rows.push({ variant, operation: 'linktoken (write)', m: await load(`${server.url}/api/v1/linktoken`, writeBody) });
  memory.push({ variant, idle, loaded: server.rss() });
  await server.stop();
}

/** Prism prints when it listens; it has no /health, so any answer from it counts. */
async function timeToHealthyPrism(): Promise<number> {
  const started = performance.now();
  const server = await startPrism();
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

function timeCommand(args: string[]): number {
  const started = process.hrtime.bigint();
  const [command, argv] = pinned ? ['taskset', ['-c', '0-1', 'npm', 'run', '-s', ...args]] : ['npm', ['run', '-s', ...args]];
  const result = spawnSync(command, argv, { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

// ---------------------------------------------------------------------------------------------------------
const BENCHMARKS = new URL('BENCHMARKS.md', `file://${root}`);
const previous = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '';
const log = (line: string) => console.error(`[bench] ${line}`);

// npm run bench -- --devices[=a,b]: the performance devices' A/B (scripts/bench-devices.ts). Measuring them all
// rewrites its part of BENCHMARKS.md; a few, only prints.
const devicesArg = process.argv.find((arg) => arg === '--devices' || arg.startsWith('--devices='));
if (devicesArg) {
  log(await buildAll({ bench: true }));
  const only = devicesArg.includes('=') ? devicesArg.slice('--devices='.length).split(',') : undefined;
  const measured = await measureDevices(only);
  if (!only) writeFileSync(BENCHMARKS, withDevicesMeasured(previous, measured));
  console.log(measured);
  process.exit(0);
}

// npm run bench -- --sandbox: startSandbox()'s start and memory alone (scripts/bench-sandbox.ts), its section rewritten.
if (process.argv.includes('--sandbox')) {
  await buildPackageBundles();
  const section = sandboxSection(await measureSandboxes(), machineLine());
  writeFileSync(BENCHMARKS, withSandboxMeasured(previous, section));
  console.log(section);
  process.exit(0);
}

// npm run bench -- --dashboard, --faults, --binding or --upstream: one paired section alone, what that costs
// (scripts/bench-dashboard.ts, bench-faults.ts, bench-binding.ts, bench-upstream.ts).
const alone: Record<string, () => Promise<[string, (previous: string, section: string) => string]>> = {
  '--dashboard': async () => [dashboardSection(await measureDashboardCost(log)), withDashboardMeasured],
  '--faults': async () => [faultsSection(await measureFaultsCost(log)), withFaultsMeasured],
  '--binding': async () => [bindingSection(await measureBindingCost(log)), withBindingMeasured],
  '--upstream': async () => [upstreamSection(await measureUpstreamCost(log)), withUpstreamMeasured],
};
const aloneFlag = Object.keys(alone).find((flag) => process.argv.includes(flag));
if (aloneFlag) {
  log(await buildAll({ bench: true }));
  const [section, withMeasured] = await alone[aloneFlag]!();
  writeFileSync(BENCHMARKS, withMeasured(previous, section));
  console.log(section);
  process.exit(0);
}

const benchStarted = Date.now();
const rows: Row[] = [];
const memory: MemoryRow[] = [];
log(await buildAll({ bench: true })); // the bench's own bundle too: the fault engine's A/B runs on it
if (!(await docsAreCurrent())) await buildDocs(); // so that npm start below measures a start, not a docs build

log('start-up: npm start, and the bundle alone');
const startups = {
  'npm start': median(await sequence(3, () => timeToHealthy('npm', ['start', '--silent']))),
  'node dist/server.js': median(await sequence(3, () => timeToHealthy(process.execPath, ['dist/server.js']))),
  'prism mock': median(await sequence(3, () => timeToHealthyPrism())),
};

log('shipped server (request validation on, response validation off, SQLite)');
await measureServer('shipped', await startApi({}), rows, memory);
log('shipped + response validation');
await measureServer('+ response validation', await startApi({ VALIDATE_RESPONSES: 'true' }), rows, memory);
log('without express-openapi-validator');
await measureServer('no validator', await startApi({ VALIDATE_REQUESTS: 'false' }), rows, memory);
log('Express floor: express.json and a constant answer');
await measureServer('Express floor', await startFloor(answered), rows, memory);
log('prism mock');
await measureServer('prism mock', await startPrism(), rows, memory);
const database = await maybeDatabase();
if (database) {
  log('shipped server on PostgreSQL');
  await measureServer('shipped, PostgreSQL', await startApi({ DATABASE_URL: database.url }), rows, memory);
}

const [dashboardCost, faultsCost] = [await measureDashboardCost(log), await measureFaultsCost(log)];
const [bindingCost, upstreamCost] = [await measureBindingCost(log), await measureUpstreamCost(log)];

const webhookRows = [];
if (database) {
  log('webhooks on PostgreSQL');
  const hooksDb = await freshDatabase('acct_bench');
  webhookRows.push(await measureWebhooks('PostgreSQL', { DATABASE_URL: hooksDb.url }));
  await hooksDb.drop();
}
log('webhooks on SQLite');
webhookRows.push(await measureWebhooks('SQLite', {}));
await database?.drop();

log("a transfer's life on a test clock, and waiting real time");
const clockLife = await measureClockLife();
log('startSandbox: cold and warm starts, memory per sandbox');
await buildPackageBundles();
const sandboxes = await measureSandboxes();

log('designer loop');
const generateMs = timeCommand(['generate']);
const checkMs = timeCommand(['check']);

// ---------------------------------------------------------------------------------------------------------
const find = (variant: string, operation: string) => rows.find((r) => r.variant === variant && r.operation === operation)?.m;
const read = 'holdings/get (read)';
const write = 'linktoken (write)';
const vsNoValidator = (variant: string, operation: string) => find(variant, operation)!.rps / find('no validator', operation)!.rps;
const vsPrism = (variant: string, operation: string) => find(variant, operation)!.rps / find('prism mock', operation)!.rps;
const shippedMemory = memory.find((m) => m.variant === 'shipped')!;
const postgres = Boolean(find('shipped, PostgreSQL', read));
const postgresHooks = webhookRows.find((w) => w.store === 'PostgreSQL');
const targets: [string, boolean, string][] = [
  ['holdings/get, shipped: ≥ 3× prism mock', vsPrism('shipped', read) >= 3, `${f(vsPrism('shipped', read), 1)}×`],
  [
    'holdings/get, shipped: p99 ≤ 25 ms at 50 connections',
    find('shipped', read)!.p99 <= 25,
    `${f(find('shipped', read)!.p99, 1)} ms (Express floor: ${f(find('Express floor', read)!.p99, 1)} ms)`,
  ],
  ['linktoken, shipped: ≥ 2× prism mock', vsPrism('shipped', write) >= 2, `${f(vsPrism('shipped', write), 1)}×`],
  [
    'holdings/get, PostgreSQL: ≥ 2× prism mock',
    postgres && vsPrism('shipped, PostgreSQL', read) >= 2,
    postgres ? `${f(vsPrism('shipped, PostgreSQL', read), 1)}×` : 'no PostgreSQL',
  ],
  [
    'linktoken, PostgreSQL: ≥ 2× prism mock',
    postgres && vsPrism('shipped, PostgreSQL', write) >= 2,
    postgres ? `${f(vsPrism('shipped, PostgreSQL', write), 1)}×` : 'no PostgreSQL',
  ],
  [
    'request validation costs < 20% (read): shipped ≥ 80% of no validator',
    vsNoValidator('shipped', read) >= 0.8,
    `${f(vsNoValidator('shipped', read) * 100)}%`,
  ],
  [
    'request validation costs < 20% (write): shipped ≥ 80% of no validator',
    vsNoValidator('shipped', write) >= 0.8,
    `${f(vsNoValidator('shipped', write) * 100)}%`,
  ],
  ['npm start to healthy ≤ 2 s', startups['npm start'] <= 2000, `${f(startups['npm start'] / 1000, 2)} s`],
  ['idle RSS ≤ 150 MB', shippedMemory.idle <= 150, `${f(shippedMemory.idle)} MB`],
  ['RSS after the load ≤ 250 MB', shippedMemory.loaded <= 250, `${f(shippedMemory.loaded)} MB`],
  [
    'webhooks ≥ 500 events/s on PostgreSQL',
    (postgresHooks?.perSecond ?? 0) >= 500,
    postgresHooks ? `${f(postgresHooks.perSecond)}/s` : 'no PostgreSQL',
  ],
  ['npm run check < 5 s', checkMs < 5000, `${f(checkMs / 1000, 2)} s`],
  // Issue 29: test clocks cost nothing to clients without one, and make a transfer's life a matter of milliseconds.
  ['holdings/get, shipped, no test clock in use: ≥ 5× prism mock', vsPrism('shipped', read) >= 5, `${f(vsPrism('shipped', read), 1)}×`],
  ['linktoken, shipped, no test clock in use: ≥ 3× prism mock', vsPrism('shipped', write) >= 3, `${f(vsPrism('shipped', write), 1)}×`],
  [
    `a transfer's full life on a test clock ≤ 50 ms (median of ${CLOCK_RUNS})`,
    clockLife.clockMs <= 50,
    `${f(clockLife.clockMs, 1)} ms (waiting real time: ${f(clockLife.realMs)} ms)`,
  ],
  ...sandboxTargets(sandboxes),
  // Issue 27: recording every call for the dashboard, with a stream open, costs the hot path little.
  ...dashboardTargets(dashboardCost),
  // Issue 37: faults on demand cost nothing much to calls that meet none.
  ...faultsTargets(faultsCost),
  // Issue 44: binding as the public service binds costs canonical requests little.
  ...bindingTargets(bindingCost),
  ...upstreamTargets(upstreamCost),
];

const markdown = `# Benchmarks

Latest \`npm run bench\`, ${new Date().toISOString().slice(0, 10)}, on ${machineLine()}.
autocannon, ${CONNECTIONS} connections, loopback; a ${WARMUP_SECONDS} s warm-up, then ${RUNS} runs of ${SECONDS} s; medians. Every
ratio compares variants measured in the same run: "vs prism mock" to \`prism mock openapi.yaml\`, "vs no validator" to
the no validator row (below). "Failed" counts non-2xx answers, errors and timeouts over all
runs (it must be 0 for the numbers to mean anything). The rate limit is raised for the load through its
configuration (\`RATE_LIMIT_BURST\`, \`RATE_LIMIT_PER_SECOND\`), as an operator would.

## Request handling

| Variant | Operation | Requests/s | p50 ms | p99 ms | vs prism mock | vs no validator | Failed |
|---|---|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.variant} | ${r.operation} | ${f(r.m.rps)} | ${f(r.m.p50, 1)} | ${f(r.m.p99, 1)} | ${f(vsPrism(r.variant, r.operation), 2)}× | ${f(vsNoValidator(r.variant, r.operation) * 100)}% | ${r.m.failed} |`).join('\n')}

**How to read this.** Each row is one server process loaded alone, and the rows run one after another: a ratio
between two rows also carries whatever the shared machine did in between (up to about 15% from one run to the
next). For a cost of a few percent read the paired sections below (the dashboard's recording, faults, the
performance devices), which load both servers at once. Requests/s is the throughput of 50 connections that each
wait for their answer; p50 and p99 are the latency of those answers. "vs no validator" is the row's requests/s over
the no validator row's: for the shipped server, below 100% is what request validation costs.

Every row but the Express floor and prism mock is \`dist/server.js\` with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, the
rate limit raised, every performance device, the fault engine and the dashboard's recording on, and a new data
directory. Each row says what it changes, and everything that changes with it:

- **shipped**: nothing: the server as \`npm start\` runs it, with authentication, rate limit, request validation and the embedded store (SQLite); no response validation.
- **+ response validation**: \`VALIDATE_RESPONSES=true\` (the default outside production). The validator then compiles the responses too, so it is given the whole spec rather than its request side (the requestSideOnly device).
- **no validator**: \`VALIDATE_REQUESTS=false\` (benchmarks only). express-openapi-validator is not created, and the checks it runs go with it (the integer query parameters' decimal digits too); the route fills in the spec's defaults, which the validator fills otherwise. The Router the validator runs in stays, empty (\`validatorFor\`, server/http/validation.ts; see "No validator, and the Router it runs in" below).
- **Express floor**: not the sandbox. Express 5 with \`express.json()\` on the sandbox's Node server (\`expressServer\`), answering the bytes the shipped server answered (\`scripts/express-floor.ts\`, run from source by tsx, without \`NODE_ENV\`): no authentication, rate limit, validation, store, recording or log. What the framework alone costs on this machine.
- **prism mock**: not the sandbox. \`prism mock openapi.yaml\`, answering the spec's examples, with no state.
- **shipped, PostgreSQL**: \`DATABASE_URL\` instead of SQLite, one process. More than the store changes with it: the rate limit and the failed-authentication allowance count in PostgreSQL (shared by processes: \`leasedCounter\`), the dashboard's recording is written before each answer rather than after, with the others of its turn, and reads are never reused (readReuse serves the embedded store alone).

## Start-up and memory

| Command | Launch to first answer (median of 3) |
|---|---:|
${Object.entries(startups)
  .map(([command, ms]) => `| \`${command}\` | ${f(ms / 1000, 2)} s |`)
  .join('\n')}

**How to read this.** Wall time from launching the command to the first 200 from \`/health\`, not pinned, so npm,
esbuild and the server may use both cores. Each start is on a new data directory, with the docs already built (\`npm start\` rebuilds them in the background
only when \`openapi.yaml\` changed). \`npm start\` includes npm itself and the esbuild bundling of the server and
the Link page. Prism counts until it prints that it listens.

| Variant | Resident memory, idle | After the load |
|---|---:|---:|
${memory.map((m) => `| ${m.variant} | ${f(m.idle)} MB | ${f(m.loaded)} MB |`).join('\n')}

**How to read this.** The server process's resident memory (VmRSS), the same rows as above. Idle: one second after the server said it listens, before any request. After the load: after both operations'
warm-ups and runs.

${dashboardSection(dashboardCost)}
${faultsSection(faultsCost)}
${bindingSection(bindingCost)}
${upstreamSection(upstreamCost)}
## Webhook delivery

| Store | Events/s, outbox to a verifying receiver | Status change to receipt, p50 ms | p99 ms |
|---|---:|---:|---:|
${webhookRows.map((w) => `| ${w.store} | ${f(w.perSecond)} | ${f(w.p50)} | ${f(w.p99)} |`).join('\n')}

**How to read this.** Throughput: 1,000 events queued while no endpoint was registered, then released by registering it. Delay: 300
transfers settled four at a time; from the change's \`Timestamp\` to the receiver's clock.

## Test clocks

A transfer's full life as a test suite runs it (link token, connect, transfer, both webhooks received and
verified): on a test clock, advanced past the settle time, ${f(clockLife.clockMs, 1)} ms (median of ${CLOCK_RUNS}); without
one, waiting \`SANDBOX_SETTLE_MS\`=${f(clockLife.settleMs)} of real time, ${f(clockLife.realMs)} ms: ${f(clockLife.realMs / clockLife.clockMs)}× faster.

${sandboxSection(sandboxes, machineLine())}
${imageSection(previous)}## Designer's loop

**How to read this.** Wall time of one run of each, on both cores, from npm's start to its exit.

| Command | Time |
|---|---:|
| \`npm run generate\` | ${f(generateMs / 1000, 2)} s |
| \`npm run check\` (lint, drift check, typecheck) | ${f(checkMs / 1000, 2)} s |

## Targets

**How to read this.** Each target as its issue set it, against this run's figures (a ratio's target, against the
rows above, measured one after another). On a shared machine a target missed by a few percent wants a second run
before it is believed.

| Target | Met | Measured |
|---|---|---:|
${targets.map(([name, met, value]) => `| ${name} | ${met ? 'yes' : '**no**'} | ${value} |`).join('\n')}

The whole run took ${f((Date.now() - benchStarted) / 1000)} s.

${devicesSection(previous)}## Reading these numbers

- Each variant runs in a fresh server process with a fresh store, one after another, with the load on one
  core and the server on the other. Runs of the same variant differ by up to about 15% from one \`npm run bench\`
  to the next (Prism's own throughput moved between 950 and 1,370 requests/s on this machine), so read a ratio
  near its target over several runs.
- **Where a read's time goes.** A CPU profile (\`node --cpu-prof dist/server.js\`) of the shipped server on SQLite
  under the holdings/get load (about 7,000 requests/s while profiled), self time by where it was spent: Node's HTTP,
  streams, events and socket writes 36%; Express, its router and body parsing 16%; request validation
  (express-openapi-validator and ajv) 12%; garbage collection 8%; express-rate-limit 3%; our own code, the store
  included, 13% (building the holdings answer is half of it); idle 6%.
- **What was ours, and is fixed.** The store was PGlite, which ran a trivial indexed query 1,200 to 2,500 times a
  second; it is SQLite now (better-sqlite3, WAL). express-openapi-validator compiled a path-to-regexp for every
  route of the spec on every request until one matched; \`patches/\` carries the upstream fix
  (cdimascio/express-openapi-validator#1217) until a release has it. The rest is the performance devices above:
  each one function of the server, named in \`server/performance.ts\`, and measured against the same server
  without it.
- **What is not ours.** Node's HTTP, Express and the validator take about two thirds of a read's CPU (above). The
  Express floor, which does none of the sandbox's work, served holdings/get at ${f(find('Express floor', read)!.rps)} requests/s with a p99
  of ${f(find('Express floor', read)!.p99, 1)} ms in this run, and the shipped server ${f((find('shipped', read)!.rps / find('Express floor', read)!.rps) * 100)}% of that. Under a closed loop of 50 connections the
  mean latency is 50 ÷ requests/s and the p99 a small multiple of it: plain \`node:http\` spending a constant
  250 µs per request served 3,250 requests/s with a p50 of 15 ms and a p99 of 29 ms, twice the mean.
- **No validator, and the Router it runs in.** Until 2026-11-27 the no validator variant served fewer requests a
  second than the shipped one: it removed not only validation but the Express Router the validator is mounted in. A
  request that leaves a Router goes on at the next turn of the event loop (\`setImmediate\` at the end of the Router's
  stack), together with the others read in the same turn; the embedded store asks its version once a turn
  (\`sqliteVersion\`, server/store/reuse.ts) and the dashboard's recording keeps calls a turn at a time
  (server/http/recording.ts), which likely makes requests that arrive together cost less (measured: the empty Router's
  server used less CPU per request than the one without; the mechanism is not proven further). The variant now keeps
  the Router, empty, and differs from the shipped server in validation alone.
- **PostgreSQL.** A read on PostgreSQL used to cost three queries in two round trips: the shared rate limit's upsert,
  then the institution's sandbox failure beside the holdings. The rate-limit leases and the holdings read in one
  query (performance devices, above) leave one query. What is left is node-postgres and the socket writes: a
  profile puts 17% of the process in \`writev\` (to PostgreSQL and to the clients) and 8% in garbage collection.
  Several processes sharing one PostgreSQL are the answer to load beyond one core.
- **Start-up.** \`npm start\` spends ${f((startups['npm start'] - startups['node dist/server.js']) / 1000, 2)} s in npm and esbuild in this run; \`dist/server.js\` bundles the server with its
  packages (all but better-sqlite3, pino, pg-native and swagger-ui-dist, which find their own files at run time),
  so Node reads one file instead of resolving hundreds (the server bundle, above). The validator compiles the spec
  on each listener's first request, not before \`/health\` answers (lazyValidator). Prism needed ${f(startups['prism mock'] / 1000, 2)} s in this run.
- **\`npm run check\` < 5 s** was set before \`npm run check\` typechecked the Link page and its browser tests (two
  more TypeScript projects, since the Link page) and checked every package's Node engines; it now runs five
  checks side by side on two cores.
`;
writeFileSync(BENCHMARKS, markdown);
console.log(markdown);
process.exit(0);
