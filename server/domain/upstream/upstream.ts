// The upstream mode's rules (issue 48): which of a client's calls meet the upstream and how, its credentials there
// (kept to call it, never shown), and its drift report. What a call's answers differ in is contractDrift's and
// shapeDrift's; sending the call is the HTTP edge's (server/http/upstream.ts).
import { createHash } from 'node:crypto';
import { operations, type OperationId, type OperationInfo } from '../../../client/operations.js';
import { ContractError, errors, fieldError } from '../../contract/errors.js';
import type { Json } from '../../contract/spec.js';
import type { Schemas } from '../../contract/types.js';
import type { Deps } from '../../deps/deps.js';
import { specJson } from '../../files.js';
import { bounded, contractDrift, type Difference, responsesByOperation } from './contractDrift.js';
import { type Answer, shapeDrift } from './shapeDrift.js';
import { foldRecorded, recordedUsername, typeOf } from './record.js';
import type { SandboxUsers } from '../sandbox/sandboxUsers.js';

export type UpstreamMode = Schemas['UpstreamMode'];

/** The most differences a client's report keeps; past it, new ones are only counted. */
export const MAX_DRIFT_ENTRIES = 1000;

/** How a client's calls meet the upstream, with what it sends there. */
export interface Route {
  mode: UpstreamMode;
  clientId: string;
  secret: string;
  shadowWrites: ReadonlySet<string>;
}

/** Which operations exist upstream (not the sandbox's own tags), and which only read (GET, or x-read-only). */
export function operationKinds(spec: Json) {
  const sandboxOnly = new Set<string>(((spec.tags ?? []) as Json[]).filter((t) => t['x-sandbox-only']).map((t) => t.name));
  const readOnly = new Set<string>();
  for (const item of Object.values<Json>(spec.paths ?? {}))
    for (const op of Object.values<Json>(item)) if (op?.operationId && op['x-read-only'] === true) readOnly.add(op.operationId);
  const upstream = new Set<string>();
  for (const [id, op] of Object.entries(operations) as [OperationId, OperationInfo][]) {
    if (sandboxOnly.has(op.tag) || op.auth !== 'client') continue;
    upstream.add(id);
    if (op.method === 'get') readOnly.add(id);
  }
  return { upstream, readOnly };
}

/** What is read of the bundled spec (the one the app serves), once per process, when an upstream is first met. */
let known: { spec: Json; responses: Map<string, Json>; kinds: ReturnType<typeof operationKinds> } | undefined;
function knowledge() {
  if (!known) {
    const spec = specJson() as Json;
    known = { spec, responses: responsesByOperation(spec), kinds: operationKinds(spec) };
  }
  return known;
}

export function createUpstream({ store, clock, config, institutions, logger }: Deps, sandboxUsers: SandboxUsers) {
  // Read when first needed: a server without an upstream never parses the spec for it.
  const goesUpstream = { has: (id: string) => knowledge().kinds.upstream.has(id) };
  const readOnly = { has: (id: string) => knowledge().kinds.readOnly.has(id) };
  /** Shadow calls still in flight, per client: a report waits for this process's before it is read. */
  const inFlight = new Map<string, Set<Promise<unknown>>>();

  const view = (record: { clientId: string; mode: UpstreamMode | null; shadowWrites: string[] } | undefined): Schemas['Upstream'] => ({
    url: config.upstream?.url ?? null,
    mode: record?.mode ?? config.upstream?.mode ?? 'verify',
    upstreamClientId: record?.clientId ?? null,
    shadowWrites: record?.shadowWrites ?? [],
  });

  /** The client's credentials: its own row, else, for the sandbox's own client, UPSTREAM_CLIENT_ID and _SECRET. */
  async function credentialsOf(clientId: string) {
    const record = await store.upstream.get(clientId);
    if (record) return record;
    const { sandboxClientId } = config;
    const fallback = config.upstream;
    if (fallback?.clientId && fallback.clientSecret && clientId.toLowerCase() === sandboxClientId?.toLowerCase())
      return { clientId: fallback.clientId, secret: fallback.clientSecret, mode: null, shadowWrites: [] as string[] };
    return undefined;
  }

  function checkShadowWrites(names: readonly string[]) {
    const wrong = names.filter((name) => !goesUpstream.has(name) || readOnly.has(name));
    if (wrong.length)
      throw fieldError(
        'invalidField',
        `shadowWrites lists operations of the public service that change state; ${wrong.map((n) => `\`${n.slice(0, 64)}\``).join(', ')} ${wrong.length > 1 ? 'are' : 'is'} not one.`,
        { field: 'shadowWrites', message: 'must name operations of the public service that change state', errorCode: 'enum' },
      );
  }

  return {
    /** Whether a call of this operation may go upstream: the public service's operations, authorised by the client. */
    goesUpstream: (operationId: string) => goesUpstream.has(operationId),

    /** How the client's calls of this operation meet the upstream; undefined when they stay in the sandbox. */
    async routeOf(clientId: string, operationId: string): Promise<Route | undefined> {
      if (!config.upstream || !goesUpstream.has(operationId)) return undefined;
      const credentials = await credentialsOf(clientId);
      if (!credentials) return undefined;
      return {
        mode: credentials.mode ?? config.upstream.mode,
        clientId: credentials.clientId,
        secret: credentials.secret,
        shadowWrites: new Set(credentials.shadowWrites),
      };
    },

    /** Whether shadow sends this call upstream too: a read, or a write the client opted in. */
    shadows: (route: Route, operationId: string) => readOnly.has(operationId) || route.shadowWrites.has(operationId),

    async settings(clientId: string): Promise<Schemas['Upstream']> {
      if (!(await store.clients.exists(clientId))) throw errors.clientNotFound();
      const record = await credentialsOf(clientId);
      if (!record)
        throw new ContractError(
          'upstreamNotFound',
          'This client has no upstream credentials (setUpstream): its calls stay in the sandbox.',
        );
      return view(record);
    },

    async set(clientId: string, body: Schemas['UpstreamRequest']): Promise<Schemas['Upstream']> {
      checkShadowWrites(body.shadowWrites ?? []);
      if (!(await store.clients.exists(clientId))) throw errors.clientNotFound();
      const record = {
        clientId: body.upstreamClientId,
        secret: body.upstreamClientSecret,
        mode: body.mode ?? null,
        shadowWrites: body.shadowWrites ?? [],
      };
      await store.upstream.set(clientId, record);
      return view(record);
    },

    async remove(clientId: string): Promise<void> {
      if (!(await store.clients.exists(clientId))) throw errors.clientNotFound();
      if (!(await store.upstream.delete(clientId)))
        throw new ContractError(
          'upstreamNotFound',
          'This client has no upstream credentials (setUpstream): its calls stay in the sandbox.',
        );
    },

    /** Where an upstream answer departs from the operation's contract. */
    contractDrift: (operationId: string, answer: Parameters<typeof contractDrift>[2]) =>
      contractDrift(knowledge().spec, knowledge().responses.get(operationId) ?? {}, answer),

    /** Where the upstream's answer differs in shape from the sandbox's. */
    shapeDrift: (operationId: string, sandbox: Answer, upstream: Answer) =>
      shapeDrift(knowledge().spec, knowledge().responses.get(operationId) ?? {}, sandbox, upstream),

    /** Counts a call that went upstream, and each of its differences once per call. */
    async note(clientId: string, operationId: string, differences: Difference[]): Promise<void> {
      const seen = new Map<string, Difference>();
      for (const d of differences) {
        const entry = { ...d, path: bounded(d.path), expected: bounded(d.expected), actual: bounded(d.actual) };
        const key = createHash('sha256')
          .update(JSON.stringify([operationId, entry.kind, entry.path, entry.expected, entry.actual]))
          .digest('base64url');
        seen.set(key, entry);
      }
      const at = clock.now();
      await store.upstream.countCall(clientId);
      if (seen.size)
        await store.transaction((tx) =>
          tx.upstream.record(
            clientId,
            [...seen].map(([key, d]) => ({ key, operationId, ...d })),
            at,
            MAX_DRIFT_ENTRIES,
          ),
        );
    },

    /**
     * record: folds an upstream answer about a connected account into the account's scenario user (record.ts), named
     * after its institution and a hash of its token. What cannot be kept is logged, never the call's failure.
     */
    async record(clientId: string, operationId: OperationId, request: unknown, content: unknown): Promise<void> {
      const fields = (request ?? {}) as Record<string, unknown>;
      const type = typeOf(fields, institutions);
      if (typeof fields.authToken !== 'string' || !type) return;
      const username = recordedUsername(type, fields.authToken);
      const existing = await sandboxUsers.get(clientId, username).then(
        (found) => found.document,
        () => undefined,
      );
      const dropped = (path: string, why: string) => logger.debug({ operationId, path, why }, 'record: left out of the scenario user');
      const document = foldRecorded(existing, { operationId, request, content }, clock.now(), { institutions, dropped });
      if (!document) return;
      try {
        await sandboxUsers.put(clientId, username, document);
      } catch (error) {
        logger.warn({ operationId, username, err: error }, 'record: the scenario user could not be kept');
      }
    },

    /** Keeps a shadow call's work so that the client's report waits for it. */
    track(clientId: string, work: Promise<unknown>): void {
      const set = inFlight.get(clientId) ?? new Set();
      inFlight.set(clientId, set);
      const done = work.finally(() => {
        set.delete(done);
        if (!set.size) inFlight.delete(clientId);
      });
      set.add(done);
    },

    /** The client's report, once the shadow calls this process still has in flight are done. */
    async report(clientId: string): Promise<Schemas['DriftReport']> {
      await Promise.allSettled([...(inFlight.get(clientId) ?? [])]);
      const { entries, calls, dropped } = await store.upstream.read(clientId, MAX_DRIFT_ENTRIES);
      return { entries, calls, dropped, limit: MAX_DRIFT_ENTRIES };
    },

    async clear(clientId: string): Promise<Schemas['DriftCleared']> {
      await Promise.allSettled([...(inFlight.get(clientId) ?? [])]);
      return { deleted: await store.transaction((tx) => tx.upstream.clear(clientId)) };
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
