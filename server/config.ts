// Configuration from the environment; every variable is documented in docs/server.md (a test holds the two together).
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import ipaddr from 'ipaddr.js';
import { isUuid } from './contract/formats.js';
import type { Schemas } from './contract/types.js';

export interface Config {
  port: number;
  adminPort: number;
  /** The interface the public listener binds to. */
  host: string;
  /** The admin listener's: loopback unless asked, whatever `host` is, so the admin API never follows it onto a network. */
  adminHost: string;
  /** HTTPS on the public listener, from the developer's certificate and key (PEM); plain HTTP without. */
  tls: { cert: Buffer; key: Buffer } | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  adminApiKey: string | undefined;
  sandboxClientId: string | undefined;
  sandboxClientSecret: string | undefined;
  /** Base URL of the public listener, used in link tokens; empty until the listener's own URL is known (PORT=0). */
  publicUrl: string;
  /** Origins allowed to embed the Link page in a frame (CSP frame-ancestors), beyond itself and any local port. */
  linkFrameAncestors: string[];
  /** Validate requests against the spec. Off only to measure what validation costs (benchmarks). */
  validateRequests: boolean;
  /** Validate responses against the spec (off in production unless asked for). */
  validateResponses: boolean;
  bodyLimitBytes: number;
  /** The body limit of sandboxImport alone: an export of the most its document holds is far past bodyLimitBytes. */
  importBodyLimitBytes: number;
  /** What one listener holds open: connections in all and per source address, and how long a request may take to arrive. */
  connections: { max: number; maxPerAddress: number; headersTimeoutMs: number; bodyTimeoutMs: number; keepAliveTimeoutMs: number };
  /**
   * What a listener holds open past a request, the dashboard's event streams and the answers a fault holds (hang,
   * latency): together in all (fewer than connections.max, so that other requests always find a connection) and from
   * one source address (half its connections); streams and held answers each per client; and the unsent data a
   * stream may hold before it is closed (its reader resumes with Last-Event-ID).
   */
  streams: { max: number; perClient: number; perAddress: number; bufferBytes: number; heldAnswersPerClient: number };
  rateLimit: { burst: number; perSecond: number };
  /**
   * Peers whose X-Forwarded-For is believed (addresses, CIDR ranges, or loopback, linklocal, uniquelocal): behind a
   * balancer every client arrives from its address, and the per-address bounds would hold them all together.
   */
  trustedProxies: string[];
  /** Failed authentications per source address, across both listeners: `burst` at once, refilled at `perSecond`. */
  failedAuthLimit: { burst: number; perSecond: number };
  logLevel: string;
  /** Time a sandbox transfer stays Pending before it settles by itself. */
  settleMs: number;
  webhook: {
    timeoutMs: number;
    /** Delay before each retry, in milliseconds; its length bounds the attempts. */
    retryScheduleMs: number[];
    /** How long the previous secret keeps signing after a rotation. */
    rotationOverlapMs: number;
    /** Loopback and private receivers are allowed (a sandbox's local receivers); false refuses them. */
    allowPrivate: boolean;
  };
  /** How often background work (settling, webhook dispatch) runs. */
  workerIntervalMs: number;
  /** What the dashboard keeps in memory per client: its latest calls (0: none), for how long, how much of each body, and its stream's events. */
  dashboard: { requestsKept: number; requestsMaxAgeMs: number; bodyLimitBytes: number; eventsKept: number };
  /**
   * The real service the client's calls meet (UPSTREAM_URL, --upstream): how by default (UPSTREAM_MODE), the
   * credentials of the sandbox's own client there (UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET), how long an answer
   * may take and how large it may be. Undefined: none, and nothing of the upstream mode is mounted.
   */
  upstream: UpstreamConfig | undefined;
  /** Set by the image: the start's banner gives the host's addresses (PUBLIC_URL, the published ports), not the container's. */
  inContainer: boolean;
  /** Testing aid: where to note the (operationId, status) pairs answered, for the contract coverage report. */
  contractCoverageDir: string | undefined;
}

export interface UpstreamConfig {
  url: string;
  mode: Schemas['UpstreamMode'];
  clientId: string | undefined;
  clientSecret: string | undefined;
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Retries back off over about three days, as Standard Webhooks recommends, so that a receiver down over a weekend
 * still gets its events: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 15 h, 15 h, 15 h.
 */
const DEFAULT_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000, 54000, 54000, 54000];
/** An attempt's time: Standard Webhooks recommends 15 to 30 s; the shortest frees a dead process's claims soonest. */
const DEFAULT_WEBHOOK_TIMEOUT_MS = 15_000;

/** The most retries a schedule may list: attempts stay within SandboxExportWebhookEvent's 1,000. */
const MAX_RETRIES = 999;

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (!raw) return fallback.map((s) => s * 1000);
  const values = raw.split(',').map((v) => Number(v.trim()));
  if (!values.length || values.some((v) => !(v >= 0)))
    throw new ConfigError(`${name} must be comma-separated seconds, got ${JSON.stringify(raw)}`);
  // An event's attempts are at most one more than its retries, and an export and import hold them to 1,000.
  if (values.length > MAX_RETRIES) throw new ConfigError(`${name} takes at most ${MAX_RETRIES} retries, got ${values.length}`);
  return values.map((s) => Math.round(s * 1000));
}

/** A configuration variable that is wrong: the message names it and says what it takes. */
export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(raw)}`);
  return raw === 'true';
}

const port = (env: NodeJS.ProcessEnv, name: string, fallback: number) => int(env, name, fallback, { max: 65_535 });

/** Keys an operator sets must resist guessing: at least this long. */
export const MIN_SECRET_LENGTH = 32;

function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name] || undefined;
  if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters, so that it cannot be guessed; it has ${value.length}. Leave it unset to have one made at first start.`,
    );
  }
  return value;
}

function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/sandbox (the value is not shown: it may hold a password)',
    );
  }
  return raw;
}

/** Local development origins on any port: where integrators' apps run while they build against the sandbox. */
export const LOCAL_FRAME_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** LOCAL_FRAME_ANCESTORS plus the operator's origins (space- or comma-separated), each checked as CSP accepts it. */
function frameAncestors(raw: string | undefined): string[] {
  const extra = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = extra.filter((o) => !/^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i.test(o));
  if (bad.length)
    throw new ConfigError(
      `LINK_FRAME_ANCESTORS must be origins such as https://app.example.com or http://dev.local:*, got ${JSON.stringify(bad.join(' '))}`,
    );
  return [...LOCAL_FRAME_ANCESTORS, ...extra];
}

/** A file the configuration names, or an error naming the variable and saying why it cannot be read. */
function file(name: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'it may not be read' : `it cannot be read (${code})`;
    throw new ConfigError(`${name} names ${JSON.stringify(path)}, and ${why}`);
  }
}

/** The public listener's certificate and key (PEM, as mkcert makes them): both or neither, and the key the certificate's. */
function tlsFiles(env: NodeJS.ProcessEnv): Config['tls'] {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE go together: set both (a PEM certificate and its key), or neither');
  const cert = file('TLS_CERT_FILE', certFile);
  const key = file('TLS_KEY_FILE', keyFile);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new ConfigError(`TLS_CERT_FILE must be a PEM certificate, and ${JSON.stringify(certFile)} is not one`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new ConfigError(`TLS_KEY_FILE must be an unencrypted PEM private key, and ${JSON.stringify(keyFile)} is not one`);
  }
  if (!certificate.checkPrivateKey(privateKey))
    throw new ConfigError(
      `TLS_KEY_FILE ${JSON.stringify(keyFile)} is not the key of the certificate in TLS_CERT_FILE ${JSON.stringify(certFile)}`,
    );
  return { cert, key };
}

/** An address to reach a listener by: a wildcard bind (every interface) is reached on this machine by loopback. */
export const reachable = (host: string) =>
  host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;

function publicUrl(raw: string | undefined, fallback: string): string {
  if (!raw) return fallback;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname)
    throw new ConfigError(`PUBLIC_URL must be an http or https URL such as http://192.168.1.20:3000, got ${JSON.stringify(raw)}`);
  return raw.replace(/\/+$/, '');
}

/** Express's (proxy-addr's) names for address ranges, accepted in TRUSTED_PROXIES beside addresses and CIDR ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const isAddress = (entry: string) => PROXY_RANGES.includes(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/**
 * TRUSTED_PROXIES: comma- or space-separated, each an address, a CIDR range, a range's name, or a host name (a
 * compose service's, whose address is known only once it runs), which the start resolves (resolveTrustedProxies).
 */
function trustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = entries.filter((e) => !isAddress(e) && !HOST_NAME.test(e));
  if (bad.length)
    throw new ConfigError(
      `TRUSTED_PROXIES must be addresses, CIDR ranges (or loopback, linklocal, uniquelocal) or host names, such as 10.89.0.0/24 or balancer, got ${JSON.stringify(bad.join(' '))}`,
    );
  return entries;
}

/** TRUSTED_PROXIES with each host name replaced by its addresses, or an error naming the one that does not resolve. */
export async function resolveTrustedProxies(entries: string[]): Promise<string[]> {
  const resolved = await Promise.all(
    entries.map(async (entry) => {
      if (isAddress(entry)) return [entry];
      try {
        return (await lookup(entry, { all: true })).map((a) => a.address);
      } catch (error) {
        throw new ConfigError(`TRUSTED_PROXIES names ${entry}, which does not resolve (${(error as NodeJS.ErrnoException).code})`);
      }
    }),
  );
  return resolved.flat();
}

/** Every UpstreamMode of the spec: the compiler refuses this object when one is missing or unknown. */
const UPSTREAM_MODES = Object.keys({ verify: true, shadow: true, record: true } satisfies Record<Schemas['UpstreamMode'], true>);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's host is this machine: the only place an upstream may be reached over plain HTTP. */
export const isLoopbackUrl = (url: URL) =>
  LOOPBACK_HOSTS.has(url.hostname) || (ipaddr.isValid(url.hostname) && ipaddr.parse(url.hostname).range() === 'loopback');

/** UPSTREAM_URL: https, or http on loopback (a local stand-in); a base URL without credentials, query or fragment. */
function upstreamUrl(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || url.search || url.hash)
    throw new ConfigError(`UPSTREAM_URL must be a base URL such as https://integration-api.example.com, got ${JSON.stringify(raw)}`);
  if (url.username || url.password)
    throw new ConfigError(
      "UPSTREAM_URL must not hold credentials: set the client's with setUpstream, or UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET",
    );
  if (url.protocol === 'http:' && !isLoopbackUrl(url))
    throw new ConfigError(`UPSTREAM_URL must be https unless it is on this machine (loopback), got ${JSON.stringify(raw)}`);
  return url.href.replace(/\/+$/, '');
}

function upstream(env: NodeJS.ProcessEnv): UpstreamConfig | undefined {
  const mode = (env.UPSTREAM_MODE || 'verify') as UpstreamConfig['mode'];
  if (!UPSTREAM_MODES.includes(mode))
    throw new ConfigError(`UPSTREAM_MODE must be one of ${UPSTREAM_MODES.join(', ')}, got ${JSON.stringify(env.UPSTREAM_MODE)}`);
  const clientId = env.UPSTREAM_CLIENT_ID || undefined;
  const clientSecret = env.UPSTREAM_CLIENT_SECRET || undefined;
  if (Boolean(clientId) !== Boolean(clientSecret))
    throw new ConfigError('UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET go together: set both, or neither');
  if (!env.UPSTREAM_URL) {
    if (clientId || env.UPSTREAM_MODE)
      throw new ConfigError('UPSTREAM_MODE and UPSTREAM_CLIENT_ID need UPSTREAM_URL: the upstream to meet');
    return undefined;
  }
  return {
    url: upstreamUrl(env.UPSTREAM_URL),
    mode,
    clientId,
    clientSecret,
    timeoutMs: int(env, 'UPSTREAM_TIMEOUT_MS', 10_000, { min: 1, max: 120_000 }),
    maxBytes: int(env, 'UPSTREAM_MAX_BYTES', 4 * 1024 * 1024, { min: 1024, max: 256 * 1024 * 1024 }),
  };
}

/** The sandbox client the server creates at start, if both halves are set. */
function sandboxClient(env: NodeJS.ProcessEnv): Pick<Config, 'sandboxClientId' | 'sandboxClientSecret'> {
  const sandboxClientId = env.SANDBOX_CLIENT_ID || undefined;
  const sandboxClientSecret = secret(env, 'SANDBOX_CLIENT_SECRET');
  if (Boolean(sandboxClientId) !== Boolean(sandboxClientSecret))
    throw new ConfigError('SANDBOX_CLIENT_ID and SANDBOX_CLIENT_SECRET go together: set both, or neither');
  if (sandboxClientId && !isUuid(sandboxClientId))
    throw new ConfigError(
      `SANDBOX_CLIENT_ID must be a UUID such as 6a1f0c3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b, got ${JSON.stringify(sandboxClientId)}`,
    );
  return { sandboxClientId, sandboxClientSecret };
}

/** What a listener holds open: connections, and the event streams that are a share of them. */
function heldOpen(env: NodeJS.ProcessEnv): Pick<Config, 'connections' | 'streams'> {
  const connections = {
    max: int(env, 'MAX_CONNECTIONS', 1000, { min: 1 }),
    maxPerAddress: int(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, { min: 1 }),
    headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_MS', 10_000, { min: 1 }),
    bodyTimeoutMs: int(env, 'BODY_TIMEOUT_MS', 10_000, { min: 1 }),
    // Longer than the clients' own idle pools (Node's agent and fetch: 4-5 s), so that the client closes an idle
    // connection first: one the server closed as the client sent on it is a reset the client sees.
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000, { min: 1 }),
  };
  const streams = {
    // Streams stay open: at most half the connections by default, and never all of them.
    max: int(env, 'MAX_STREAMS', Math.floor(connections.max / 2), { max: connections.max - 1 }),
    perClient: int(env, 'MAX_STREAMS_PER_CLIENT', 10, { min: 1 }),
    perAddress: Math.floor(connections.maxPerAddress / 2),
    bufferBytes: int(env, 'STREAM_BUFFER_BYTES', 1024 * 1024, { min: 4096 }),
    // Room for a test suite's workers each waiting on a few slow answers at once.
    heldAnswersPerClient: int(env, 'MAX_HELD_ANSWERS_PER_CLIENT', 32, { min: 1 }),
  };
  return { connections, streams };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const adminHost = env.ADMIN_HOST || '127.0.0.1';
  const tls = tlsFiles(env);
  const apiPort = port(env, 'PORT', 3000);
  const adminPort = port(env, 'ADMIN_PORT', 3001);
  if (apiPort !== 0 && apiPort === adminPort)
    throw new ConfigError(`PORT and ADMIN_PORT must differ: the admin API never listens on the public port (both are ${apiPort})`);
  const { sandboxClientId, sandboxClientSecret } = sandboxClient(env);
  const production = env.NODE_ENV === 'production';
  const held = heldOpen(env);
  return {
    port: apiPort,
    adminPort,
    host,
    adminHost,
    tls,
    dataDir: env.DATA_DIR || './.data',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    adminApiKey: secret(env, 'ADMIN_API_KEY'),
    sandboxClientId,
    sandboxClientSecret,
    publicUrl: publicUrl(env.PUBLIC_URL, apiPort === 0 ? '' : `${tls ? 'https' : 'http'}://${reachable(host)}:${apiPort}`),
    linkFrameAncestors: frameAncestors(env.LINK_FRAME_ANCESTORS),
    validateRequests: env.VALIDATE_REQUESTS !== 'false',
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : !production,
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, { min: 1 }),
    importBodyLimitBytes: int(env, 'IMPORT_BODY_LIMIT_BYTES', 256 * 1024 * 1024, { min: 1 }),
    ...held,
    rateLimit: { burst: int(env, 'RATE_LIMIT_BURST', 100, { min: 1 }), perSecond: int(env, 'RATE_LIMIT_PER_SECOND', 50, { min: 1 }) },
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    failedAuthLimit: {
      burst: int(env, 'AUTH_FAILURE_BURST', 20, { min: 1 }),
      perSecond: int(env, 'AUTH_FAILURE_PER_SECOND', 1, { min: 1 }),
    },
    logLevel: env.LOG_LEVEL || 'info',
    settleMs: int(env, 'SANDBOX_SETTLE_MS', 10_000),
    webhook: {
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_TIMEOUT_MS),
      retryScheduleMs: seconds(env, 'WEBHOOK_RETRY_SCHEDULE', DEFAULT_RETRY_SCHEDULE_SECONDS),
      rotationOverlapMs: int(env, 'WEBHOOK_ROTATION_OVERLAP_MS', 24 * 3600 * 1000),
      allowPrivate: bool(env, 'WEBHOOK_ALLOW_PRIVATE', true),
    },
    workerIntervalMs: int(env, 'WORKER_INTERVAL_MS', 250, { min: 1 }),
    dashboard: {
      requestsKept: int(env, 'DASHBOARD_REQUESTS_KEPT', 500, { max: 100_000 }),
      requestsMaxAgeMs: int(env, 'DASHBOARD_REQUESTS_MAX_AGE_SECONDS', 3600, { min: 1, max: 30 * 24 * 3600 }) * 1000,
      bodyLimitBytes: int(env, 'DASHBOARD_BODY_LIMIT_BYTES', 16 * 1024, { min: 256, max: 1024 * 1024 }),
      eventsKept: int(env, 'DASHBOARD_EVENTS_KEPT', 1000, { max: 100_000 }),
    },
    upstream: upstream(env),
    inContainer: bool(env, 'IN_CONTAINER', false),
    contractCoverageDir: env.CONTRACT_COVERAGE_DIR || undefined,
  };
}
