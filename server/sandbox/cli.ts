// The package's command line (`account-connection-sandbox`, package.json `bin`, run by bin.ts): starts the sandbox as
// startSandbox() does, with the same options as flags, prints its URLs and credentials, and stops cleanly on Ctrl-C
// or SIGTERM.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { didYouMean } from '../contract/suggest.js';
import {
  describeStore,
  LOG_LEVELS,
  resolveOptions,
  SandboxOptionError,
  type LogLevel,
  type OptionName,
  type SandboxOptions,
} from './options.js';
import type { WebhookDelivery } from './receiver.js';
import type { start } from './sandbox.js';

export const COMMAND = 'account-connection-sandbox';

/** Every flag: its parseArgs type, the value it takes, and what it does. `--help` prints exactly these. */
export const FLAGS = {
  port: { type: 'string', value: '<n>', help: 'Port of the API listener (API, Link page, /docs, /console). Default 0: a free port.' },
  'admin-port': { type: 'string', value: '<n>', help: 'Port of the admin listener. Default 0: a free port.' },
  host: { type: 'string', value: '<address>', help: 'Interface to listen on. Default 127.0.0.1.' },
  store: {
    type: 'string',
    value: '<where>',
    help: "':memory:' (default; gone at exit), a directory (SQLite, kept), or a postgres:// URL.",
  },
  'client-id': { type: 'string', value: '<uuid>', help: "The API client's id; with --client-secret. Default: a fresh one." },
  'client-secret': { type: 'string', value: '<secret>', help: "The API client's secret, 32 characters or more. Default: a fresh one." },
  'admin-key': { type: 'string', value: '<key>', help: 'The admin key, 32 characters or more. Default: a fresh one.' },
  'log-level': { type: 'string', value: '<level>', help: `${LOG_LEVELS.join(', ')}. Default info: a line per request.` },
  webhooks: {
    type: 'boolean',
    value: '',
    help: "Start a webhook receiver, register it as the client's webhook URL, and print each delivery it verifies.",
  },
  'start-time': {
    type: 'string',
    value: '<time>',
    help: "Freeze the API client's time on a test clock there: an ISO 8601 time or Unix milliseconds. Default: real time.",
  },
  users: { type: 'string', value: '<file.json>', help: 'Register scenario users: a JSON file of SandboxUser documents by username.' },
  faults: {
    type: 'string',
    value: '<file.json>',
    help: 'Set fault rules for the API client: a JSON file of rules by id, each as sandboxPutFault takes it (docs/faults.md).',
  },
  binding: {
    type: 'string',
    value: '<lenient|strict>',
    help: "How the API client's requests are bound: lenient (the default) forgives what the public service forgives; strict refuses it.",
  },
  upstream: {
    type: 'string',
    value: '<url>',
    help: "Send the API client's calls to the real service there (docs/upstream.md), with its credentials there from UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET.",
  },
  'upstream-mode': {
    type: 'string',
    value: '<verify|shadow|record>',
    help: 'verify (the default): the upstream answers, checked against the contract; shadow: the sandbox answers and compares; record: as verify, and keep what accounts hold as scenario users.',
  },
  report: {
    type: 'string',
    value: '<drift.xml>',
    help: "With --upstream: write the client's drift report there as JUnit XML when the sandbox stops.",
  },
  'fail-on-drift': {
    type: 'boolean',
    value: '',
    help: 'With --upstream: exit with code 3 when the sandbox stops and its drift report holds any difference.',
  },
  json: {
    type: 'boolean',
    value: '',
    help: 'Print the URLs and credentials as one JSON line on stdout (for scripts), and nothing else there: logs and webhooks go to stderr.',
  },
  help: { type: 'boolean', value: '', help: 'Print this help and exit.' },
} as const;

type Flag = keyof typeof FLAGS;
const flagOf: Record<keyof SandboxOptions, Flag> = {
  port: 'port',
  adminPort: 'admin-port',
  host: 'host',
  store: 'store',
  clientId: 'client-id',
  clientSecret: 'client-secret',
  adminKey: 'admin-key',
  logLevel: 'log-level',
  webhooks: 'webhooks',
  startTime: 'start-time',
  users: 'users',
  faults: 'faults',
  binding: 'binding',
  upstream: 'upstream',
};

export function helpText(): string {
  const width = Math.max(...Object.entries(FLAGS).map(([name, f]) => `--${name} ${f.value}`.length));
  const lines = Object.entries(FLAGS).map(([name, f]) => `  ${`--${name} ${f.value}`.padEnd(width)}  ${f.help}`);
  return [
    `Usage: ${COMMAND} [flags]`,
    '',
    'Starts the Account Connection API sandbox: the API and admin listeners, the Link page, its own store, and an',
    'API client and admin key to call it with. The same as startSandbox() from code. Stop it with Ctrl-C.',
    '',
    'Flags:',
    ...lines,
    '',
  ].join('\n');
}

/** A port flag's number: parseArgs gives strings, and "3000x" must not pass as 3000. */
const port = (raw: string | undefined, flag: Flag) => {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new SandboxOptionError(`--${flag} must be a whole number from 0 to 65535, got ${JSON.stringify(raw)}`);
  return Number(raw);
};

/** A time flag's Unix milliseconds: digits as they are, anything else as an ISO 8601 time. */
const startTime = (raw: string | undefined) => {
  if (raw === undefined) return undefined;
  const ms = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (Number.isNaN(ms))
    throw new SandboxOptionError(`--start-time must be an ISO 8601 time or Unix milliseconds, got ${JSON.stringify(raw)}`);
  return ms;
};

/** The scenario users in a JSON file. */
function usersFile(path: string): SandboxOptions['users'] {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as SandboxOptions['users'];
  } catch (error) {
    throw new SandboxOptionError(`--users must name a JSON file of SandboxUser documents by username: ${(error as Error).message}`);
  }
}

/** The fault rules in a JSON file. */
function faultsFile(path: string): SandboxOptions['faults'] {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as SandboxOptions['faults'];
  } catch (error) {
    throw new SandboxOptionError(`--faults must name a JSON file of fault rules by id: ${(error as Error).message}`);
  }
}

/** --upstream's option: the URL and mode of the flags, the credentials of the environment (a flag's value shows in `ps`). */
function upstreamOf(values: ReturnType<typeof parsed>, env: NodeJS.ProcessEnv): SandboxOptions['upstream'] {
  if (values.upstream === undefined) {
    for (const flag of ['upstream-mode', 'report', 'fail-on-drift'] as const)
      if (values[flag] !== undefined) throw new SandboxOptionError(`--${flag} needs --upstream: the real service to meet`);
    return undefined;
  }
  const clientId = env.UPSTREAM_CLIENT_ID;
  const clientSecret = env.UPSTREAM_CLIENT_SECRET;
  if (!clientId || !clientSecret)
    throw new SandboxOptionError(
      "--upstream needs the API client's credentials at the upstream in the environment: UPSTREAM_CLIENT_ID and UPSTREAM_CLIENT_SECRET",
    );
  return { url: values.upstream, clientId, clientSecret, ...(values['upstream-mode'] && { mode: values['upstream-mode'] as 'verify' }) };
}

/** The flags, parsed; a flag there is none of is named with the ones it is a slip of (`--prot`: `--port`). */
function parsed(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const unknown = /^Unknown option '-{1,2}([^']+)'/.exec((error as Error).message);
    const near = unknown ? didYouMean(unknown[1]!, Object.keys(FLAGS)) : [];
    if (!unknown || !near.length) throw error;
    throw new SandboxOptionError(`${unknown[0]}. Did you mean ${near.map((flag) => `--${flag}`).join(' or ')}?`);
  }
}

/** The options the flags ask for. */
export function optionsOf(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): { options: SandboxOptions; json: boolean; help: boolean; report: { file?: string; failOnDrift: boolean } } {
  const values = parsed(argv);
  const options: SandboxOptions = {
    port: port(values.port, 'port'),
    adminPort: port(values['admin-port'], 'admin-port'),
    host: values.host,
    store: values.store,
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
    adminKey: values['admin-key'],
    logLevel: (values['log-level'] ?? 'info') as LogLevel,
    webhooks: values.webhooks ?? false,
    startTime: startTime(values['start-time']),
    users: values.users === undefined ? undefined : usersFile(values.users),
    faults: values.faults === undefined ? undefined : faultsFile(values.faults),
    binding: values.binding as SandboxOptions['binding'],
    upstream: upstreamOf(values, env),
  };
  for (const key of Object.keys(options) as (keyof SandboxOptions)[]) if (options[key] === undefined) delete options[key];
  const report = { file: values.report, failOnDrift: values['fail-on-drift'] ?? false };
  return { options, json: values.json ?? false, help: values.help ?? false, report };
}

/** Messages name the flags, not the options they set. */
const asFlag: OptionName = (option) => `--${flagOf[option]}`;

/** Prints each verified delivery on `out`: stdout, or stderr with --json, which keeps stdout for its one line. */
const printDelivery =
  (out: NodeJS.WriteStream) =>
  ({ event }: WebhookDelivery) =>
    out.write(`webhook  verified ${event.TransferStatus} for transfer ${event.TransferId} (${event.SourceAmount} ${event.Token})\n`);

/** A wrong flag or value: named, with exit code 2. */
function wrongValue(error: unknown) {
  process.stderr.write(`${COMMAND}: ${(error as Error).message}\nSee ${COMMAND} --help.\n`);
  process.exitCode = 2;
}

export async function main(argv: string[]): Promise<void> {
  let parsed: ReturnType<typeof optionsOf>;
  try {
    parsed = optionsOf(argv);
    // Checked before the server loads, so that a wrong value is told at once, as a wrong flag is.
    resolveOptions(parsed.options, asFlag);
  } catch (error) {
    return wrongValue(error);
  }
  if (parsed.help) {
    process.stdout.write(helpText());
    return;
  }
  const { options, json, report } = parsed;
  // Heard from the start: Ctrl-C while it starts stops it as soon as it has started.
  let sandbox: Started | undefined;
  let stopping = false;
  const stop = () => {
    if (stopping || !sandbox) return;
    stopping = true;
    const running = sandbox;
    void reportDrift(running, report)
      .then((code) => running.stop().then(() => process.exit(code)))
      .catch((error: unknown) => {
        process.stderr.write(`${COMMAND}: the drift report could not be written: ${(error as Error).message}\n`);
        return running.stop().then(() => process.exit(1));
      });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (!sandbox) stopping = true;
      else stop();
    });
  try {
    // Loaded only now: --help and a wrong flag answer without loading the server.
    const { start } = await import('./sandbox.js');
    // With --json, stdout carries the one JSON line and nothing else: the request log and the deliveries go to stderr.
    const hooks = json
      ? { name: asFlag, logTo: process.stderr, onDelivery: printDelivery(process.stderr) }
      : { name: asFlag, onDelivery: printDelivery(process.stdout) };
    sandbox = await start(options, hooks);
  } catch (error) {
    // A rule of --faults or a user of --users that the sandbox refuses as it sets them up is a wrong value too.
    if (error instanceof SandboxOptionError) return wrongValue(error);
    process.stderr.write(`${COMMAND}: could not start: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  if (stopping) {
    stopping = false;
    return stop();
  }
  const { apiUrl, adminUrl, clientId, clientSecret, adminKey, webhooks } = sandbox;
  if (json) {
    const receiver = webhooks && { url: webhooks.url, secret: webhooks.secret };
    process.stdout.write(`${JSON.stringify({ apiUrl, adminUrl, clientId, clientSecret, adminKey, webhooks: receiver })}\n`);
  } else {
    process.stdout.write(banner(sandbox, options));
  }
}

type Started = Awaited<ReturnType<typeof start>>;

/** At stop, with --upstream: the drift report written as --report asks, and the exit code --fail-on-drift asks. */
async function reportDrift(sandbox: Started, report: { file?: string; failOnDrift: boolean }): Promise<number> {
  if (!report.file && !report.failOnDrift) return 0;
  const drift = await sandbox.drift();
  if (report.file) writeFileSync(report.file, await sandbox.drift('junit'));
  const where = report.file ? `, written to ${report.file}` : '';
  process.stderr.write(`drift: ${drift.entries.length} difference(s) over ${drift.calls} call(s) sent upstream${where}\n`);
  return report.failOnDrift && drift.entries.length > 0 ? 3 : 0;
}

function banner(sandbox: Started, options: SandboxOptions): string {
  const lines = [
    '',
    `  API          ${sandbox.apiUrl}   (spec: ${sandbox.apiUrl}/openapi.yaml)`,
    `  Docs         ${sandbox.apiUrl}/docs`,
    `  Console      ${sandbox.apiUrl}/console   (try requests in the browser with the client's id and secret)`,
    `  Dashboard    ${sandbox.apiUrl}/dashboard   (the client's calls, users, transfers and webhooks, live)`,
    `  Admin API    ${sandbox.adminUrl}`,
    `  Store        ${describeStore(options.store)}`,
    '',
    `  ADMIN_API_KEY          ${sandbox.adminKey}`,
    `  X-Client-Id            ${sandbox.clientId}`,
    `  X-Client-Secret        ${sandbox.clientSecret}`,
  ];
  if (sandbox.webhooks) lines.push(`  Webhooks to            ${sandbox.webhooks.url}   (secret ${sandbox.webhooks.secret})`);
  lines.push('', '  Stop it with Ctrl-C.', '');
  return `${lines.join('\n')}\n`;
}
