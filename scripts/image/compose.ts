// compose.yaml as shipped, with podman-compose: PostgreSQL, three sandbox replicas and HAProxy. Traffic through the
// balancer (transfers from several workers at once) while one replica is killed; afterwards every transfer that was
// acknowledged is found, and every replica's dashboard shows every acknowledged call: one sandbox behind one address.
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { call, type Client, connectAccount, expectTransfer, transfer } from './calls.js';
import { freePort, healthy } from './container.js';
import { podman, podmanEnv, run } from './podman.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PROJECT = 'acs-image-test';
const REPLICAS = ['sandbox-1', 'sandbox-2', 'sandbox-3'];
/** podman-compose 1.0's container names. */
const container = (service: string) => `${PROJECT}_${service}_1`;
const WORKERS = 6;
/** Transfers acknowledged before the kill, and after it. */
const BEFORE = 30;
const AFTER = 30;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function compose(args: string[], env: NodeJS.ProcessEnv) {
  return run('podman-compose', ['-p', PROJECT, '-f', 'compose.yaml', ...args], { cwd: root, env });
}

/** The balancer answering /health, then every replica's health check passing. */
async function up(api: string) {
  const started = performance.now();
  for (const service of REPLICAS) await healthy(container(service), started, 180_000);
  while (
    (await fetch(`${api}/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (performance.now() - started > 180_000) throw new Error(`The balancer at ${api} never answered /health`);
    await pause(250);
  }
  return performance.now() - started;
}

interface Acknowledged {
  transferId: string;
  requestId: string;
}

/** More failures than this in one phase is not a replica dying but the test failing: it stops with them. */
const FAILURES_ALLOWED = 60;
/** Small transfers (above the network's minimum): the account's ETH holds them all while they are pending. */
const AMOUNT = 0.003;

/** Workers making transfers through the balancer until `enough` says stop; what was acknowledged, and what failed. */
async function traffic(api: string, client: Client, tokenId: string, enough: (acked: number) => boolean) {
  const acked: Acknowledged[] = [];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let i = 0; !enough(acked.length) && failures.length <= FAILURES_ALLOWED; i++) {
        try {
          acked.push(await transfer(api, client, 'team-user', tokenId, `compose-${worker}-${i}-${randomUUID()}`, AMOUNT));
        } catch (error) {
          failures.push((error as Error).message.slice(0, 160));
          await pause(100); // a replica just died: the balancer takes a second to leave it out
        }
      }
    }),
  );
  if (failures.length > FAILURES_ALLOWED) throw new Error(`${failures.length} calls failed, the first: ${failures[0]}`);
  return { acked, failures };
}

/** Each replica's dashboard, reached in turn through the balancer (round robin), holds every acknowledged call. */
async function oneDashboard(api: string, client: Client, acked: Acknowledged[]) {
  for (let turn = 0; turn < REPLICAS.length; turn++) {
    const { requests } = (await call(api, client, 'listDashboardRequests', { query: '?operationId=sandboxTransfer&count=500' })) as {
      requests: { requestId: string }[];
    };
    const seen = new Set(requests.map((r) => r.requestId));
    const missing = acked.filter((a) => !seen.has(a.requestId));
    if (missing.length) throw new Error(`The dashboard misses ${missing.length} acknowledged calls, ${missing[0]?.requestId} first`);
  }
}

export async function composeTest(image: string, log: (line: string) => void) {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const client: Client = { clientId: randomUUID(), clientSecret: `sk_team_${randomBytes(16).toString('hex')}` };
  const env = {
    ...podmanEnv,
    ADMIN_API_KEY: `admin_${randomBytes(16).toString('hex')}`,
    SANDBOX_CLIENT_ID: client.clientId,
    SANDBOX_CLIENT_SECRET: client.clientSecret,
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    SANDBOX_PORT: String(port),
    SANDBOX_ADMIN_PORT: String(await freePort()),
    PUBLIC_URL: api,
  };
  // compose.yaml names the image without a registry; the engine holds the one built here under that name.
  await podman(['tag', image, 'localhost/account-connection-sandbox:latest']);
  await down(env); // what an interrupted run left
  try {
    await compose(['up', '-d'], env);
    log(`compose.yaml up with podman-compose: three replicas healthy behind HAProxy in ${((await up(api)) / 1000).toFixed(1)} s`);
    const tokenId = await connectAccount(api, client, 'team-user');
    const before = await traffic(api, client, tokenId, (n) => n >= BEFORE);
    const killed = container('sandbox-2');
    const during = traffic(api, client, tokenId, (n) => n >= AFTER);
    await podman(['kill', '--signal', 'KILL', killed]);
    const after = await during;
    const acked = [...before.acked, ...after.acked];
    for (const { transferId } of acked) await expectTransfer(api, client, transferId);
    await oneDashboard(api, client, acked);
    log(
      `killed ${killed} mid-traffic: ${acked.length} transfers acknowledged, all found afterwards and on every replica's dashboard ` +
        `(${before.failures.length + after.failures.length} calls refused or cut while it died${after.failures[0] ? `, e.g. ${after.failures[0]}` : ''})`,
    );
  } catch (error) {
    const { stdout, stderr } = await compose(['logs'], env).catch((e: Error) => ({ stdout: e.message, stderr: '' }));
    throw new Error(`${(error as Error).message}\ncompose logs:\n${`${stdout}${stderr}`.slice(-5000)}`);
  } finally {
    await down(env);
  }
}

/**
 * compose down, and what podman-compose 1.0 leaves: the network, and the volumes the images declare (the replicas'
 * /data) that no service names.
 */
async function down(env: NodeJS.ProcessEnv) {
  const ids = await podman(['ps', '-a', '-q', '--filter', `label=io.podman.compose.project=${PROJECT}`], { check: false });
  const volumes = ids
    ? (await podman(['inspect', '--format', '{{range .Mounts}}{{.Name}} {{end}}', ...ids.split('\n')], { check: false })).split(/\s+/)
    : [];
  await compose(['down', '-v'], env).catch(() => undefined);
  await run('podman', ['network', 'rm', `${PROJECT}_default`], { check: false });
  for (const volume of volumes.filter(Boolean)) await run('podman', ['volume', 'rm', volume], { check: false });
}
