// What a sandbox started from code (or by its command line) is given, turned into the server's configuration. The
// server's own reader (loadConfig) checks the values, so both ways of starting it refuse the same things; its
// messages name environment variables, which are named here as the options that set them.
import { randomBytes, randomUUID } from 'node:crypto';
import { LATEST_UNIX_MILLIS } from '../../client/operations.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import type { Schemas } from '../contract/types.js';
import { dictionary, type NullPrototype } from '../contract/dictionary.js';

/** A scenario user's document (docs/scenario-users.md): typed so, a `const` keeps its institutions' `type` literal. */
export type SandboxUser = Schemas['SandboxUser'];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface SandboxOptions {
  /** Port of the API listener (the API, the Link page, /docs, /console); 0, the default, takes a free one. */
  port?: number;
  /** Port of the admin listener; 0, the default, takes a free one. */
  adminPort?: number;
  /** Interface the listeners and the webhook receiver bind to; 127.0.0.1 by default. */
  host?: string;
  /**
   * Where the sandbox keeps its data: `':memory:'` (the default: its own in-memory SQLite, gone at stop()), a
   * directory (SQLite in it, kept across starts; one sandbox at a time), or a `postgres://` URL.
   */
  store?: string;
  /** The API client's id (a UUID) and secret (32 characters or more); fresh random ones by default. */
  clientId?: string;
  clientSecret?: string;
  /** The admin key (32 characters or more); a fresh random one by default. */
  adminKey?: string;
  /** The server's log level, its lines on stdout: `'warn'` by default, `'silent'` for none. */
  logLevel?: LogLevel;
  /** Start the webhook receiver and register it as the client's webhook URL; true by default. */
  webhooks?: boolean;
  /**
   * Freeze the API client's time on a test clock at this time (sandbox.clock advances it); absent, the client runs
   * on real time until sandbox.clock.freeze().
   */
  startTime?: Date | number;
  /** Scenario users registered for the client by name, each a SandboxUser document (docs/scenario-users.md). */
  users?: Record<string, SandboxUser>;
  /**
   * Fault rules set for the client at start (and again after reset()), by id, each as sandboxPutFault takes it
   * (docs/faults.md): the failures its calls meet, from the first call on.
   */
  faults?: Record<string, Schemas['FaultRuleRequest']>;
  /**
   * How the client's requests are bound (sandboxPutSettings): `'lenient'`, the default, forgives what the public
   * service's binding forgives and names it in the `Binding-Forgiven` header; `'strict'` refuses it, as the contract
   * reads. Set at start and again after reset().
   */
  binding?: Schemas['BindingMode'];
  /**
   * The real service the client's calls meet (docs/upstream.md): its base URL (https, or http on loopback), how
   * (`'verify'`, the default, `'shadow'` or `'record'`), and the client's credentials there, sent only to it. Its
   * drift is read with sandbox.drift().
   */
  upstream?: SandboxUpstream;
}

export interface SandboxUpstream {
  url: string;
  mode?: Schemas['UpstreamMode'];
  clientId: string;
  clientSecret: string;
  /** How long an answer may take; 10 s by default. */
  timeoutMs?: number;
}

/** The environment variable each option stands for, to name the option in the server's messages. */
const OPTION_OF: Record<string, keyof SandboxOptions> & NullPrototype = dictionary({
  ADMIN_PORT: 'adminPort',
  PORT: 'port',
  HOST: 'host',
  ADMIN_HOST: 'host',
  DATA_DIR: 'store',
  DATABASE_URL: 'store',
  SANDBOX_CLIENT_ID: 'clientId',
  SANDBOX_CLIENT_SECRET: 'clientSecret',
  ADMIN_API_KEY: 'adminKey',
  UPSTREAM_URL: 'upstream',
  UPSTREAM_MODE: 'upstream',
  UPSTREAM_CLIENT_ID: 'upstream',
  UPSTREAM_CLIENT_SECRET: 'upstream',
  UPSTREAM_TIMEOUT_MS: 'upstream',
});

/** How the caller names an option: as itself from code, as a flag on the command line. */
export type OptionName = (option: keyof SandboxOptions) => string;
const asOption: OptionName = (option) => option;

/** A message of the server's with each variable an option sets replaced by the option's name. */
export function inOptionTerms(message: string, name: OptionName = asOption): string {
  return message.replace(new RegExp(`\\b(${Object.keys(OPTION_OF).join('|')})\\b`, 'g'), (variable) => name(OPTION_OF[variable]!));
}

/** A wrong option: the message names it as the caller knows it. */
export class SandboxOptionError extends Error {
  override name = 'SandboxOptionError';
}

export interface Resolved {
  config: Config;
  credentials: { clientId: string; clientSecret: string; adminKey: string };
  logLevel: LogLevel;
  webhooks: boolean;
  startTime: number | undefined;
  users: [string, SandboxUser][];
  faults: [string, Schemas['FaultRuleRequest']][];
  binding: Schemas['BindingMode'] | undefined;
}

/** The start time as Unix milliseconds, within what the spec's times allow. */
function startTimeOf(value: unknown, name: OptionName): number | undefined {
  if (value === undefined) return undefined;
  const ms = value instanceof Date ? value.getTime() : value;
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > LATEST_UNIX_MILLIS)
    throw new SandboxOptionError(
      `${name('startTime')} must be a Date or Unix milliseconds between 1970 and the end of year 9999, got ${JSON.stringify(value)}`,
    );
  return ms;
}

function usersOf(value: unknown, name: OptionName): [string, SandboxUser][] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new SandboxOptionError(`${name('users')} must be an object of SandboxUser documents by username, got ${JSON.stringify(value)}`);
  return Object.entries(value as Record<string, SandboxUser>);
}

function faultsOf(value: unknown, name: OptionName): [string, Schemas['FaultRuleRequest']][] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new SandboxOptionError(`${name('faults')} must be an object of fault rules by id, got ${JSON.stringify(value)}`);
  return Object.entries(value as Record<string, Schemas['FaultRuleRequest']>);
}

const isPostgresUrl = (store: string) => /^postgres(ql)?:\/\//i.test(store);

/** The store as a person reads it (a PostgreSQL URL may hold a password: it is not shown). */
export const describeStore = (store = ':memory:') =>
  isPostgresUrl(store) ? 'PostgreSQL' : store === ':memory:' ? 'in memory, gone when it stops' : `SQLite in ${store}`;

function portValue(value: unknown, option: keyof SandboxOptions, name: OptionName): string {
  if (value === undefined) return '0';
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 65_535)
    throw new SandboxOptionError(
      `${name(option)} must be a whole number from 0 to 65535 (0 takes a free port), got ${JSON.stringify(value)}`,
    );
  return String(value);
}

/**
 * The server's configuration for these options. A sandbox reads nothing from the environment: two suites, or a
 * developer's shell with DATABASE_URL set, get the same sandbox from the same options.
 */
export function resolveOptions(options: SandboxOptions, name: OptionName = asOption): Resolved {
  const { store = ':memory:', logLevel = 'warn', webhooks = true } = options;
  if (typeof store !== 'string' || store === '' || (/^[a-z][a-z0-9+.-]*:\/\//i.test(store) && !isPostgresUrl(store)))
    throw new SandboxOptionError(`${name('store')} must be ':memory:', a directory or a postgres:// URL, got ${JSON.stringify(store)}`);
  if (!LOG_LEVELS.includes(logLevel))
    throw new SandboxOptionError(`${name('logLevel')} must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
  if ((options.clientId === undefined) !== (options.clientSecret === undefined))
    throw new SandboxOptionError(`${name('clientId')} and ${name('clientSecret')} go together: give both, or neither`);
  const credentials = {
    clientId: options.clientId ?? randomUUID(),
    clientSecret: options.clientSecret ?? `sk_sandbox_${randomBytes(24).toString('hex')}`,
    adminKey: options.adminKey ?? `admin_${randomBytes(24).toString('hex')}`,
  };
  const env: Record<string, string> = {
    PORT: portValue(options.port, 'port', name),
    ADMIN_PORT: portValue(options.adminPort, 'adminPort', name),
    HOST: options.host ?? '127.0.0.1',
    // The option names the admin listener's interface too (docs/test-suite.md): a test suite asks for it explicitly.
    ADMIN_HOST: options.host ?? '127.0.0.1',
    ADMIN_API_KEY: credentials.adminKey,
    SANDBOX_CLIENT_ID: credentials.clientId,
    SANDBOX_CLIENT_SECRET: credentials.clientSecret,
    LOG_LEVEL: logLevel,
    // A Pending webhook reaches the receiver within this: the background work runs this often (250 ms in a server).
    WORKER_INTERVAL_MS: '50',
    // As the shipped server (NODE_ENV=production): compiling a response validator costs an operation's first call
    // more than the call itself (half of a cold start), and this repository's tests check every answer instead.
    VALIDATE_RESPONSES: 'false',
    ...(isPostgresUrl(store) ? { DATABASE_URL: store } : { DATA_DIR: store }),
    ...upstreamEnv(options.upstream, name),
  };
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new SandboxOptionError(inOptionTerms(error.message, name));
    throw error;
  }
  // The client's id as the server keeps it, so that sandbox.clientId is what the admin operations take.
  credentials.clientId = credentials.clientId.toLowerCase();
  return {
    config,
    credentials,
    logLevel,
    webhooks,
    startTime: startTimeOf(options.startTime, name),
    users: usersOf(options.users, name),
    faults: faultsOf(options.faults, name),
    binding: bindingOf(options.binding, name),
  };
}

/** The upstream's variables: its URL, mode and timeout, and the credentials of the sandbox's client there. */
function upstreamEnv(value: unknown, name: OptionName): Record<string, string> {
  if (value === undefined) return {};
  const upstream = value as Partial<SandboxUpstream>;
  if (!value || typeof value !== 'object' || typeof upstream.url !== 'string')
    throw new SandboxOptionError(
      `${name('upstream')} must be an object with the upstream's url, and the client's clientId and clientSecret there`,
    );
  if (typeof upstream.clientId !== 'string' || typeof upstream.clientSecret !== 'string' || !upstream.clientId || !upstream.clientSecret)
    throw new SandboxOptionError(`${name('upstream')} needs clientId and clientSecret: the client's credentials at the upstream`);
  return {
    UPSTREAM_URL: upstream.url,
    UPSTREAM_CLIENT_ID: upstream.clientId,
    UPSTREAM_CLIENT_SECRET: upstream.clientSecret,
    ...(upstream.mode !== undefined && { UPSTREAM_MODE: String(upstream.mode) }),
    ...(upstream.timeoutMs !== undefined && { UPSTREAM_TIMEOUT_MS: String(upstream.timeoutMs) }),
  };
}

/** Every BindingMode of the spec: the compiler refuses this object when one is missing or unknown. */
const BINDINGS = Object.keys({ lenient: true, strict: true } satisfies Record<Schemas['BindingMode'], true>);
function bindingOf(value: unknown, name: OptionName): Schemas['BindingMode'] | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !BINDINGS.includes(value))
    throw new SandboxOptionError(`${name('binding')} must be one of ${BINDINGS.join(', ')}, got ${JSON.stringify(value)}`);
  return value as Schemas['BindingMode'];
}
