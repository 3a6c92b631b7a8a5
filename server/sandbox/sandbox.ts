// startSandbox(): the whole sandbox inside the caller's process, on free ports and its own store, with the typed
// client and a webhook receiver ready; stop() releases all of it. The command line starts it the same way.
import { createAdminClient } from '../../client/client.js';
import { ApiError, createApi, type Api } from '../../client/api.js';
import type { Schemas } from '../contract/types.js';
import { startServer, type Running } from '../main.js';
import { processLogger } from '../http/logLines.js';
import { sandboxClock, type SandboxClock } from './clock.js';
import { inOptionTerms, resolveOptions, SandboxOptionError, type OptionName, type SandboxOptions } from './options.js';
import { startReceiver, type RunningReceiver, type WebhookDelivery, type WebhookReceiver } from './receiver.js';

/** A running sandbox. */
export interface Sandbox {
  /** Base URL of the API listener: the API under /api/v1, the Link page, /docs, /console. */
  readonly apiUrl: string;
  /** Base URL of the admin listener (/admin/api/v1). */
  readonly adminUrl: string;
  /** The API client's credentials (X-Client-Id, X-Client-Secret). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The operator's admin key (Bearer on the admin listener). */
  readonly adminKey: string;
  /** The typed client (createApi) as the API client: one function per operation, `api.client` the raw openapi-fetch one. */
  readonly api: Api;
  /** The typed client of the admin listener, with the admin key. */
  readonly admin: Api;
  /** The receiver registered as the client's webhook URL: it verifies and records every delivery. */
  readonly webhooks: WebhookReceiver;
  /** The client's test clock: freeze, advance (everything due happens before it answers), unfreeze. */
  readonly clock: SandboxClock;
  /** The client's fault rules (docs/faults.md): add (or replace) one by id, delete one, list them, clear them all. */
  readonly faults: SandboxFaults;
  /**
   * Empties the client's sandbox (sandboxReset: connections, transfers, webhooks, clock, users…) and forgets what the
   * receiver got, then sets up again what the start gave: the `users`, the clock frozen at `startTime`, the fault
   * rules and the `binding`. The credentials and the webhook endpoint stay. For a clean slate between tests without a
   * new sandbox.
   */
  reset(): Promise<Schemas['SandboxReset']>;
  /**
   * The client's drift from the upstream (the `upstream` option; docs/upstream.md): every difference its calls found,
   * as sandboxGetDrift answers it, or as JUnit XML with `'junit'`.
   */
  drift(): Promise<Schemas['DriftReport']>;
  drift(format: 'junit'): Promise<string>;
  /** Stops the listeners and the receiver and closes the store; once stopped, stop() does nothing. */
  stop(): Promise<void>;
}

export interface SandboxFaults {
  add(id: string, rule: Schemas['FaultRuleRequest']): Promise<Schemas['FaultRule']>;
  delete(id: string): Promise<void>;
  list(): Promise<Schemas['FaultRule'][]>;
  /** Deletes every rule; how many there were. */
  clear(): Promise<number>;
}

/** The fault rules of the sandbox's client, through its own API. */
const faultsOf = (api: Api): SandboxFaults => ({
  add: (faultId, rule) => api.sandboxPutFault({ faultId, ...rule }),
  delete: async (faultId) => void (await api.sandboxDeleteFault({ faultId })),
  list: async () => (await api.sandboxListFaults()).rules,
  clear: async () => (await api.sandboxClearFaults()).deleted,
});

/** A sandbox started with `webhooks: false`: no receiver. */
export type SandboxWithoutReceiver = Omit<Sandbox, 'webhooks'>;

/** Starts a sandbox: in this process, in memory, on free ports, with fresh credentials unless told otherwise. */
export function startSandbox(options?: SandboxOptions & { webhooks?: true }): Promise<Sandbox>;
export function startSandbox(options: SandboxOptions & { webhooks: false }): Promise<SandboxWithoutReceiver>;
export function startSandbox(options: SandboxOptions): Promise<Sandbox | SandboxWithoutReceiver>;
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox | SandboxWithoutReceiver> {
  return start(options);
}

export interface StartHooks {
  /** Hears each verified webhook (the command line prints them). */
  onDelivery?: (delivery: WebhookDelivery) => void;
  /** How messages name the options (the command line names its flags). */
  name?: OptionName;
  /** Where the request log lines go: stdout unless told (the command line's --json keeps stdout for its one line). */
  logTo?: { isTTY?: boolean; write(text: string): unknown };
}

/** startSandbox, with what the command line adds. */
export async function start(
  options: SandboxOptions,
  { onDelivery, name, logTo }: StartHooks = {},
): Promise<SandboxWithoutReceiver & { webhooks?: WebhookReceiver }> {
  const { config, credentials, logLevel, webhooks, startTime, users, faults, binding } = resolveOptions(options, name);
  let running: Running;
  const logger = processLogger(logLevel, logTo);
  try {
    running = await startServer(config, { logger });
  } catch (error) {
    throw error instanceof Error ? new Error(inOptionTerms(error.message, name), { cause: error }) : error;
  }
  const api = createApi({ baseUrl: running.apiUrl, ...credentials });
  const admin = createApi(createAdminClient({ adminUrl: running.adminUrl, adminKey: credentials.adminKey }));
  let receiver: RunningReceiver | undefined;
  /** What a start gives the client beyond its credentials and receiver; a reset gives it again. */
  const setUp = async () => {
    await registerUsers(admin, credentials.clientId, users, name);
    if (startTime !== undefined) await api.sandboxCreateTestClock({ frozenTime: startTime });
    for (const [faultId, rule] of faults) await setFault(api, faultId, rule, name);
    if (binding) await api.sandboxPutSettings({ binding });
  };
  // The set-up's calls are the sandbox's own, not its user's: their request lines would come before the URLs and
  // credentials are printed. Warnings and errors still show.
  const level = logger.level;
  if (logger.levelVal < logger.levels.values.warn!) logger.level = 'warn';
  try {
    // Set up through the sandbox's own API, as its user would: what a start gives beyond a bare server joins here.
    if (webhooks) receiver = await registerReceiver(admin, credentials.clientId, config.host, onDelivery);
    await setUp();
  } catch (error) {
    await running.close();
    await receiver?.close();
    throw error;
  } finally {
    logger.level = level;
  }
  let stopping: Promise<void> | undefined;
  return {
    apiUrl: running.apiUrl,
    adminUrl: running.adminUrl,
    ...credentials,
    api,
    admin,
    clock: sandboxClock(api),
    faults: faultsOf(api),
    async reset() {
      const answer = await api.sandboxReset({});
      receiver?.clear();
      await setUp();
      return answer;
    },
    ...(receiver && { webhooks: receiver }),
    drift: driftOf(api, running.apiUrl, credentials),
    stop() {
      stopping ??= (async () => {
        // The server first: no delivery is under way when the receiver closes.
        await running.close();
        await receiver?.close();
      })();
      return stopping;
    },
  };
}

/** The client's drift report: the typed answer, or its JUnit XML (which the typed client, reading JSON, does not parse). */
function driftOf(api: Api, apiUrl: string, credentials: { clientId: string; clientSecret: string }): Sandbox['drift'] {
  async function drift(): Promise<Schemas['DriftReport']>;
  async function drift(format: 'junit'): Promise<string>;
  async function drift(format?: 'junit'): Promise<Schemas['DriftReport'] | string> {
    if (format !== 'junit') return api.sandboxGetDrift({});
    const answer = await fetch(`${apiUrl}/api/v1/sandbox/drift?format=junit`, {
      headers: { 'X-Client-Id': credentials.clientId, 'X-Client-Secret': credentials.clientSecret },
    });
    if (!answer.ok) throw new Error(`The drift report could not be read: ${answer.status}`);
    return answer.text();
  }
  return drift;
}

/** A rule of the `faults` option; a bad one names the option and the rule. */
async function setFault(api: Api, faultId: string, rule: Schemas['FaultRuleRequest'], name: OptionName = (option) => option) {
  try {
    await api.sandboxPutFault({ faultId, ...rule });
  } catch (error) {
    if (error instanceof ApiError) {
      // Each field the server refused, by its path in the rule: its message alone names only the first.
      const fields = error.errorData && 'errors' in error.errorData ? error.errorData.errors : [];
      const why = fields.length ? fields.map((f) => `${f.path.replace(/^\/body\//, '')} ${f.message}`).join('; ') : error.message;
      throw new SandboxOptionError(`${name('faults')}: the rule ${JSON.stringify(faultId)} cannot be set: ${why}`);
    }
    throw error;
  }
}

async function registerReceiver(
  admin: Api,
  clientId: string,
  host: string,
  onDelivery?: (delivery: WebhookDelivery) => void,
): Promise<RunningReceiver> {
  const receiver = await startReceiver(host, onDelivery);
  try {
    const { secret } = await admin.setWebhook({ clientId, url: receiver.url });
    // The spec shows the secret only in this answer: an endpoint registered anew always has one.
    if (!secret) throw new Error('Registering the webhook receiver answered no secret.');
    receiver.secret = secret;
    return receiver;
  } catch (error) {
    await receiver.close();
    throw error;
  }
}

/** Registers each scenario user; a wrong document is a wrong option, told with the server's findings. */
async function registerUsers(admin: Api, clientId: string, users: [string, Schemas['SandboxUser']][], name: OptionName = (o) => o) {
  for (const [username, document] of users) {
    try {
      await admin.putSandboxUser({ clientId, username, ...document });
    } catch (error) {
      if (!(error instanceof ApiError) || error.httpStatus !== 400) throw error;
      const found = error.errorData && 'errors' in error.errorData ? error.errorData.errors.map((e) => `${e.path}: ${e.message}`) : [];
      throw new SandboxOptionError(`${name('users')}.${username} is not a valid SandboxUser: ${[error.message, ...found].join('; ')}`);
    }
  }
}
