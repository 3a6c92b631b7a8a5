// npm run test:image: builds the image (Containerfile) on local bases and runs it as its users do (issue 47), with
// podman, then prints what BENCHMARKS.md reports (size, cold start to healthy, memory at idle). `.ci/run` runs it
// after npm test; npm test does not. Steps, each failing the run with what went wrong:
// 1. the base images the Containerfile and compose.yaml name, built locally and cached (scripts/image/bases.ts);
// 2. the image, with --pull=never and --format docker (which keeps the HEALTHCHECK);
// 3. one container on a volume: the walkthrough's first calls from the host, not root, healthy, a timed SIGTERM
//    stop, and a second start on the same volume that finds the data;
// 4. the PostgreSQL variant against the machine's PostgreSQL (--network=host);
// 5. the Testcontainers recipe (examples/testcontainers.test.ts) through podman's Docker-compatible API;
// 6. compose.yaml as shipped, with podman-compose: three replicas behind HAProxy, one killed mid-traffic.
import { fileURLToPath } from 'node:url';
import { freshDatabase, postgresReachable } from './postgres.js';
import { ensureBases, IMAGES } from './image/bases.js';
import { type Client, expectTransfer, walkthrough } from './image/calls.js';
import { composeTest } from './image/compose.js';
import { credentialsIn, freePort, healthStatus, healthy, logs, remove, residentBytes, timedStop, uidOf } from './image/container.js';
import { caMounts, imageBytes, megabytes, podman } from './image/podman.js';
import { testcontainersTest } from './image/testcontainers.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const IMAGE = 'localhost/account-connection-sandbox:latest';
const NAME = 'acs-image-test';
const VOLUME = 'acs-image-test-data';

const began = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const figures: string[] = [];

async function buildImage() {
  const started = performance.now();
  await podman(['build', '--pull=never', '--format', 'docker', ...caMounts(), '-f', 'Containerfile', '-t', IMAGE, root]);
  const [app, base] = [await imageBytes(IMAGE), await imageBytes(IMAGES.nodeSlim)];
  log(`built ${IMAGE} in ${seconds(performance.now() - started)}`);
  figures.push(`image: ${megabytes(app)} in all, ${megabytes(app - base)} of the application's own layers on ${megabytes(base)} of base`);
  const check = await podman(['image', 'inspect', '--format', '{{json .HealthCheck}}', IMAGE]);
  if (!check.includes('scripts/healthcheck.ts')) throw new Error(`The image has no HEALTHCHECK (built without --format docker?): ${check}`);
}

/** Starts the image on the volume with the API and admin ports published on the host's loopback; answers both URLs. */
async function start(name: string, env: Record<string, string> = {}) {
  const [port, adminPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${port}`;
  const settings = { PUBLIC_URL: api, ...env };
  const started = performance.now();
  await podman([
    'run',
    '-d',
    '--name',
    name,
    '-p',
    `127.0.0.1:${port}:3000`,
    '-p',
    `127.0.0.1:${adminPort}:3001`,
    '-v',
    `${VOLUME}:/data`,
    ...Object.entries(settings).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    IMAGE,
  ]);
  const coldMs = await healthy(name, started);
  return { api, admin: `http://127.0.0.1:${adminPort}`, coldMs };
}

async function oneContainer() {
  await remove({ containers: [NAME, `${NAME}-again`], volumes: [VOLUME] });
  const { api, admin, coldMs } = await start(NAME);
  const idle = await residentBytes(NAME);
  log(`healthy ${seconds(coldMs)} after podman run`);
  figures.push(`cold start to healthy: ${seconds(coldMs)} (podman run to the first passing HEALTHCHECK)`);
  const banner = await logs(NAME);
  if (!banner.includes(`from the host, ${api}`)) throw new Error(`The banner does not give the host's address ${api}:\n${banner}`);
  const { adminKey, ...client } = credentialsIn(banner);
  const uid = await uidOf(NAME);
  if (uid === 0) throw new Error('The server runs as root in the container');
  if ((await healthStatus(NAME)) !== 'healthy') throw new Error(`The engine reports ${await healthStatus(NAME)}, not healthy`);
  const admin401 = await fetch(`${admin}/admin/api/v1/clients`, { headers: { Authorization: 'Bearer wrong' } });
  if (admin401.status !== 401) throw new Error(`The admin listener answered ${admin401.status} to a wrong key, not 401`);
  const transferId = await walkthrough(api, client);
  log(`the walkthrough's first calls answered from the host (uid ${uid}, healthy); transfer ${transferId} settled`);
  const used = await residentBytes(NAME);
  figures.push(
    `memory at idle: ${megabytes(idle)} resident once healthy, ${megabytes(used)} after the walkthrough's calls (VmRSS, SQLite on /data)`,
  );
  const stop = await timedStop(NAME);
  // docs/container.md's bound: exit 0 within 5 s, well before the 10 s after which the engine sends SIGKILL.
  if (stop.exitCode !== 0 || stop.ms > 5000)
    throw new Error(`SIGTERM: exit code ${stop.exitCode} after ${seconds(stop.ms)} (a drained stop exits 0 within 5 s)`);
  log(`stopped by SIGTERM in ${seconds(stop.ms)}, exit code 0`);
  figures.push(`stop on SIGTERM: ${seconds(stop.ms)} (podman stop, exit code 0)`);
  await remove({ containers: [NAME] });
  const again = await start(`${NAME}-again`);
  await expectTransfer(again.api, client, transferId, 'Succeeded');
  if ((await logs(`${NAME}-again`)).includes('Created on this first start')) throw new Error('The second start made new credentials');
  log(
    `started again on the same volume: the credentials and transfer ${transferId} are there (admin key kept: ${adminKey.length} characters)`,
  );
  await timedStop(`${NAME}-again`);
  await remove({ containers: [`${NAME}-again`], volumes: [VOLUME] });
}

/** The image on the machine's PostgreSQL, which listens on 127.0.0.1: the container shares the host's network. */
async function onPostgres() {
  if (!(await postgresReachable())) throw new Error('PostgreSQL is not reachable at PG_TEST_URL or 127.0.0.1:5432');
  const database = await freshDatabase('acct_image');
  const name = `${NAME}-pg`;
  const [port, adminPort] = [await freePort(), await freePort()];
  const client: Client = { clientId: '2f1d7c9e-4b3a-4e6f-8a2b-5c7d9e1f3a5b', clientSecret: 'sk_image_test_0123456789abcdef0123' };
  try {
    await remove({ containers: [name] });
    const started = performance.now();
    await podman([
      'run',
      '-d',
      '--name',
      name,
      '--network=host',
      ...['-e', `DATABASE_URL=${database.url}`, '-e', 'HOST=127.0.0.1', '-e', 'ADMIN_HOST=127.0.0.1'],
      ...['-e', `PORT=${port}`, '-e', `ADMIN_PORT=${adminPort}`],
      ...['-e', `SANDBOX_CLIENT_ID=${client.clientId}`, '-e', `SANDBOX_CLIENT_SECRET=${client.clientSecret}`],
      IMAGE,
    ]);
    const ms = await healthy(name, started);
    const transferId = await walkthrough(`http://127.0.0.1:${port}`, client);
    log(`on PostgreSQL (--network=host): healthy in ${seconds(ms)}, the walkthrough's first calls answered (transfer ${transferId})`);
    const stop = await timedStop(name);
    if (stop.exitCode !== 0) throw new Error(`On PostgreSQL, SIGTERM ended the server with exit code ${stop.exitCode}`);
  } finally {
    await remove({ containers: [name] });
    await database.drop();
  }
}

async function main() {
  log(`bases: ${await ensureBases(log)}`);
  await buildImage();
  await oneContainer();
  await onPostgres();
  await testcontainersTest(IMAGE, log);
  await composeTest(IMAGE, log);
  console.log(`\nnpm run test:image passed in ${seconds(performance.now() - began)}\n${figures.map((f) => `  ${f}`).join('\n')}`);
}

await main().catch((error: unknown) => {
  console.error(`\nnpm run test:image failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
