// Reads configuration, opens the store, creates what a fresh machine needs, starts both listeners, and shuts
// down gracefully. `startServer` is what the process runs and what the end-to-end tests start.
import { networkInterfaces } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp, type Apps } from './app.js';
import { loadConfig, reachable, resolveTrustedProxies, type Config } from './config.js';
import { coverageRecorder } from './coverage.js';
import { ClientClock, systemClock, type Clock } from './deps/time.js';
import { cryptoRandom, type Random } from './deps/random.js';
import { loggable } from './deps/logging.js';
import type { Deps } from './deps/deps.js';
import { createServices, type Services } from './domain/services.js';
import { sandboxInstitutions } from './institutions/simulator.js';
import { openStore, type Store } from './store/store.js';
import type { Handlers } from './http/handlers.js';
import { processLogger } from './http/logLines.js';
import { refusalLog } from './http/refusals.js';
import { drain, expressServer, type Listener } from './http/server.js';
import { makeValidators } from './http/validation.js';
import { drawIcons } from './institutions/brands.js';

const DISPATCH_BATCH = 50;
/** How long SIGTERM lets answers in progress end: well within the 10 s Docker and Podman wait before SIGKILL. */
const DRAIN_MS = 5_000;

export interface Running {
  apiUrl: string;
  adminUrl: string;
  /** Credentials created by this start, to print once; empty when they existed or were configured. */
  created: { adminKey?: string; clientId?: string; clientSecret?: string };
  store: Store;
  logger: Logger;
  /** Runs the background work once: settles due transfers, delivers due webhooks. */
  work(): Promise<void>;
  /** Stops; with `drainMs`, the answers in progress first get that long to end (SIGTERM: drain, in http/server.ts). */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Listens, or rejects with a message naming the variable that sets the port. */
function listen(
  app: Express,
  {
    port,
    host,
    variable,
    config,
    logger,
    tls,
  }: { port: number; host: string; variable: string; config: Config; logger: Logger; tls?: Config['tls'] },
): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const refusals = refusalLog(logger, variable);
    const server = expressServer(app, config.connections, refusals.refused, tls).listen(port, host);
    server.once('close', refusals.close);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${variable} ${port} is in use on ${host} by another process: stop it, or set ${variable} to a free port`)
          : error,
      ),
    );
  });
}

const portOf = (server: Listener) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const urlOf = (server: Listener, host: string, scheme: 'http' | 'https' = 'http') => `${scheme}://${reachable(host)}:${portOf(server)}`;

/** The admin key and the configured API client; on a fresh machine, both created (and shown once). */
async function credentials(services: Services, config: Config): Promise<{ created: Running['created']; adminKeyHash: string }> {
  const created: Running['created'] = {};
  const adminKey = await services.clients.adminKey(config.adminApiKey);
  if (adminKey.created) created.adminKey = adminKey.created;
  if (config.sandboxClientId && config.sandboxClientSecret) {
    await services.clients.ensure(config.sandboxClientId, config.sandboxClientSecret, 'Sandbox client');
  } else if ((await services.clients.count()) === 0) {
    const client = await services.clients.create('Sandbox client');
    created.clientId = client.clientId;
    created.clientSecret = client.clientSecret;
  }
  return { created, adminKeyHash: adminKey.hash };
}

/** Both listeners, or neither (and the store closed): the public one first, then the admin one. */
async function listenBoth({ api, admin }: Apps, config: Config, logger: Logger, store: Store): Promise<Listener[]> {
  const servers: Listener[] = [];
  try {
    servers.push(await listen(api, { port: config.port, host: config.host, variable: 'PORT', config, logger, tls: config.tls }));
    // The admin listener binds where ADMIN_HOST says, loopback by default: it never follows HOST onto a network.
    servers.push(await listen(admin, { port: config.adminPort, host: config.adminHost, variable: 'ADMIN_PORT', config, logger }));
  } catch (error) {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await store.close();
    throw error;
  }
  // With PORT=0 the port is known only now; link tokens must point at the listener that serves the Link page, and a
  // request on the wrong listener is told the other's port.
  const scheme = config.tls ? 'https' : 'http';
  if (!config.publicUrl) config.publicUrl = urlOf(servers[0]!, config.host, scheme);
  config.port = portOf(servers[0]!);
  config.adminPort = portOf(servers[1]!);
  return servers;
}

export async function startServer(
  config: Config,
  options: {
    clock?: Clock;
    random?: Random;
    logger?: Logger;
    /** Run background work on a timer (tests drive it with work()). */
    background?: boolean;
    /** Handlers replaced by operationId (tests that break the server on purpose). */
    handlers?: Partial<Handlers>;
  } = {},
): Promise<Running> {
  const logger = options.logger ?? processLogger(config.logLevel);
  config.trustedProxies = await resolveTrustedProxies(config.trustedProxies);
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) =>
      logger.warn({ error: loggable(error) }, 'the database dropped an idle connection; reconnecting on the next query'),
  });
  const observer = config.contractCoverageDir ? coverageRecorder(config.contractCoverageDir) : undefined;
  const deps: Deps = {
    store,
    clock: new ClientClock(options.clock ?? systemClock),
    random: options.random ?? cryptoRandom,
    config,
    logger,
    institutions: sandboxInstitutions,
    observer,
  };

  // The services first, then what a fresh machine needs, then the apps over both.
  const services = createServices(deps);
  const { created, adminKeyHash } = await credentials(services, config);

  const { api, admin } = createApp(deps, services, { adminKeyHash, handlers: options.handlers });
  const servers = await listenBoth({ api, admin }, config, logger, store);
  let stopped = false;
  async function work() {
    await services.faults.persist(); // the embedded store's counts of fault rules, kept in memory between
    await services.transfers.settleDue();
    // Drain everything due: events of one transfer go out one batch after another, each event has finitely many attempts.
    while (!stopped && (await services.webhooks.dispatchDue(DISPATCH_BATCH)).attempted > 0);
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = work()
      .catch((error: unknown) => logger.error({ error: loggable(error) }, 'background work failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, config.workerIntervalMs);
      });
  };
  if (options.background ?? true) loop();

  return {
    logger,
    apiUrl: urlOf(servers[0]!, config.host, config.tls ? 'https' : 'http'),
    adminUrl: urlOf(servers[1]!, config.adminHost),
    created,
    store,
    work,
    async close({ drainMs = 0 } = {}) {
      if (drainMs > 0) await Promise.all(servers.map((s) => drain(s, drainMs)));
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise((r) => (s.listening ? s.close(r) : r(undefined)))));
      await services.activity.close?.();
      await services.faults.persist();
      await store.close();
    },
  };
}

/** The machine's addresses on its networks, by which another device reaches it: its IPv4 ones but loopback. */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a?.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);

/**
 * What a phone or an emulator needs from the banner: where it reaches the API when it listens on every interface,
 * and the address link tokens send browsers and devices to (PUBLIC_URL) when it is not the API's own. Nothing when
 * it listens on one interface as its own address says.
 */
export function reachLines(apiUrl: string, host: string, publicUrl: string): string[] {
  const everywhere = host === '0.0.0.0' || host === '::';
  const lines: string[] = [];
  if (everywhere) {
    const { protocol, port } = new URL(apiUrl);
    const seen = networkAddresses().map((address) => `${protocol}//${address}:${port}`);
    const from = seen.length ? `: from another device, ${seen.join(' or ')}` : ', though this machine has no network address now';
    lines.push(`  Listening    on every interface (HOST=${host})${from}`);
  }
  if (publicUrl !== apiUrl) lines.push(`  Public URL   ${publicUrl}   (PUBLIC_URL: link tokens send browsers and devices here)`);
  else if (everywhere)
    lines.push(`  Public URL   ${publicUrl}   (in link tokens, which a device cannot open: set PUBLIC_URL to an address above)`);
  return lines;
}

/** How long after the banner the validators are made (makeValidators). */
const VALIDATORS_AFTER_BANNER_MS = 250;

/**
 * The addresses the banner gives. In a container (IN_CONTAINER, which the image sets) the listeners' own are the
 * container's: the host reaches the API at PUBLIC_URL (http://127.0.0.1:PORT unless set), where `-p` publishes it,
 * and the admin listener where it is published on the host's loopback.
 */
export function bannerAddresses(running: Pick<Running, 'apiUrl' | 'adminUrl'>, config: Config) {
  if (!config.inContainer)
    return { api: running.apiUrl, admin: running.adminUrl, reach: reachLines(running.apiUrl, config.host, config.publicUrl) };
  const { adminPort, port, publicUrl } = config;
  return {
    api: publicUrl,
    admin: `http://127.0.0.1:${adminPort}   (publish it on the host's loopback only: -p 127.0.0.1:${adminPort}:${adminPort})`,
    reach: [
      `  Container    listening on ${config.host}:${port}; from the host, ${publicUrl} where -p publishes port ${port} (PUBLIC_URL: the address you publish)`,
    ],
  };
}

function banner(running: Running, config: Config): string {
  const { api, admin, reach } = bannerAddresses(running, config);
  const lines = [
    '',
    `  API          ${api}   (spec: ${api}/openapi.yaml)`,
    ...reach,
    `  Docs         ${api}/docs`,
    `  Console      ${api}/console   (try requests in the browser with the client's id and secret)`,
    `  Dashboard    ${api}/dashboard   (the client's calls, users, transfers and webhooks, live)`,
    `  Admin API    ${admin}`,
    `  Store        ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}`,
  ];
  const { adminKey, clientId, clientSecret } = running.created;
  if (adminKey || clientId) lines.push('', '  Created on this first start. They are shown once and stored hashed: keep them now.');
  if (adminKey) lines.push(`  ADMIN_API_KEY          ${adminKey}`);
  if (clientId) lines.push(`  X-Client-Id            ${clientId}`, `  X-Client-Secret        ${clientSecret}`);
  if (clientId) {
    lines.push(
      '',
      '  Try it:',
      `  curl -s -X POST ${api}/api/v1/linktoken -H 'Content-Type: application/json' \\`,
      `    -H 'X-Client-Id: ${clientId}' -H 'X-Client-Secret: ${clientSecret}' -d '{"userId":"user-1"}'`,
    );
  }
  // Kept from an earlier start: neither created now nor configured, so nothing shows them again.
  lines.push(...recovery(config, { adminKey: !adminKey && !config.adminApiKey, client: !clientId && !config.sandboxClientId }));
  return `${lines.join('\n')}\n`;
}

/** On a later start, how to get in again when the credentials printed on the first one are lost. */
function recovery(config: Config, kept: { adminKey: boolean; client: boolean }): string[] {
  if (!kept.adminKey && !kept.client) return [];
  const afresh = config.databaseUrl ? 'point DATABASE_URL at an empty database' : `delete ${config.dataDir}`;
  return [
    '',
    '  Credentials are shown on the first start only (they are stored hashed). Lost them? Set your own through the',
    `  environment (docs/server.md, "Lost credentials"), or ${afresh} to start afresh (its data goes with it).`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const running = await startServer(config).catch((error: Error) => {
    console.error(`Could not start: ${error.message}`);
    process.exit(1);
  });
  process.stdout.write(banner(running, config));
  // The validators and the institutions' icons, made while the user reads the banner rather than on the first call;
  // a moment later, so that a script polling /health has its answer first.
  setTimeout(() => {
    makeValidators();
    drawIcons();
    running.logger.debug('validators made before the first call');
  }, VALIDATORS_AFTER_BANNER_MS);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      void running.close({ drainMs: DRAIN_MS }).then(() => process.exit(0));
    });
  }
}
