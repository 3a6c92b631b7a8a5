// What faults on demand cost, in pairs of the bench's servers loaded at the same time on the server core (loadBoth).
// Calls that meet no fault: the server with the fault engine (no rule, then 100 rules on the client that match none
// of the calls) against the same server with the engine left out (BENCH_FAULTS_OFF, the server as it was before
// faults). And what rules that match cost (issue 45): 1,000 rules that match every loaded call and never fire,
// loaded in one sandboxImport, against no rule; and another client's latency beside a client with such rules that
// calls at its rate limit, against the same beside that client without them; on SQLite, and on PostgreSQL when one
// is reachable. Part of npm run bench (scripts/bench.ts); alone: npm run bench -- --faults.
import autocannon from 'autocannon';
import {
  ADMIN_KEY,
  CLIENT_HEADERS,
  connectAccount,
  f,
  loadBoth,
  machineLine,
  maybeDatabase,
  median,
  type Pair,
  post,
  type Server,
  startApi,
  targetsTable,
  withSection,
} from './bench-servers.js';
import { randomBytes } from 'node:crypto';
import { postgresReachable } from './postgres.js';

const REPEATS = Number(process.env.BENCH_FAULTS_REPEATS ?? 3);
const BUNDLE = 'dist/bench-server.js';
/** The issue's bounds: no rule ≥ 98% of the server without faults; 100 rules matching nothing ≥ 95%. */
export const FAULTS_TARGETS = { none: 0.98, hundred: 0.95 } as const;
const RULES = 100;
/**
 * Issue 45's bounds: 1,000 rules that match and never fire ≥ 90% of no rule; another client's p50 beside a client
 * with them ≤ 1.2× of its p50 beside the same client without them.
 */
export const MATCHING_TARGETS = { throughput: 0.9, neighbourP50: 1.2 } as const;
const MATCHING = 1000;
/** The calls a second of the client with the rules makes beside another: the default rate limit (RATE_LIMIT_PER_SECOND). */
const NEIGHBOUR_RATE = 50;

type Variant = keyof typeof FAULTS_TARGETS;
export type StoreName = 'SQLite' | 'PostgreSQL';
export interface FaultsCost {
  /** requests/s of the engine ÷ no engine, each repeat, per variant. */
  read: Record<Variant, number[]>;
  write: Record<Variant, number[]>;
  pairs: { variant: Variant; read: Pair; write: Pair }[];
  /** 1,000 matching rules (on) against none (off), each repeat: the loaded client's own calls. */
  matching: { store: StoreName; read: Pair; write: Pair }[];
  /** Another client's holdings/get beside a client that calls at its rate limit with 1,000 such rules (on) or none (off). */
  neighbour: { store: StoreName; pair: Pair; rules: { on: number; off: number } }[];
}

/** The holdings/get of a client with a connected account, and its credential headers (the bench's client by default). */
interface Caller {
  headers: Record<string, string>;
  body: { authToken: string; type: string };
}

/** A new API client on the server, made through the admin listener: its credential headers. */
async function newClient(server: Server): Promise<Record<string, string>> {
  const created = await post(
    `${server.adminUrl}/admin/api/v1/clients`,
    { name: `bench-${randomBytes(3).toString('hex')}` },
    { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
  );
  return { 'X-Client-Id': created.clientId, 'X-Client-Secret': created.clientSecret, 'Content-Type': 'application/json' };
}

/** The client, with an account connected: what its holdings/get sends. */
async function callerOf(server: Server, headers: Record<string, string>): Promise<Caller> {
  const { linkToken } = await post(`${server.url}/api/v1/linktoken`, { userId: 'bench-neighbour' }, headers);
  const connected = await post(
    `${server.url}/api/v1/sandbox/link/connect`,
    { linkToken, type: 'gemini', username: `bench-${randomBytes(3).toString('hex')}`, password: 'pass_good' },
    headers,
  );
  return { headers, body: { authToken: connected.accessToken.accountTokens[0].tokenId, type: 'gemini' } };
}

/**
 * The probability of the rules that never fire: tiny but above 0, so that each is drawn (a probability of 0 is known
 * never to fire without a draw). With the seeds below, none fires in the first 4 million calls.
 */
const TINY = 1e-12;

/**
 * 1,000 rules on the loaded operations that match every loaded call and never fire (every millionth call, or with
 * probability TINY), loaded into the client's empty sandbox in one sandboxImport, as the review loaded them.
 */
async function matchingRules(server: Server, headers: Record<string, string> = CLIENT_HEADERS) {
  const exported = await fetch(`${server.url}/api/v1/sandbox/export`, { headers });
  const { content: document } = (await exported.json()) as { content: Record<string, unknown> };
  const faultRules = Array.from({ length: MATCHING }, (_, i) => ({
    id: `never-${i}`,
    match: { operationIds: ['getHoldings', 'createLinkToken'] },
    trigger: i % 2 ? { kind: 'everyNth', count: 1_000_000, seed: i } : { kind: 'probability', probability: TINY, seed: i },
    until: null,
    action: { kind: 'error', status: 500 },
  }));
  const imported = await post(`${server.url}/api/v1/sandbox/import`, { ...document, faultRules }, headers);
  if (imported.imported.faultRules !== MATCHING) throw new Error(`sandboxImport: ${JSON.stringify(imported.imported)}`);
}

/** The rules' counts of the client: what each matched, the least of them. */
async function leastMatched(server: Server, headers: Record<string, string>): Promise<number> {
  const listed = await fetch(`${server.url}/api/v1/sandbox/faults`, { headers });
  const { content } = (await listed.json()) as { content: { rules: { matched: number }[] } };
  return content.rules.length ? Math.min(...content.rules.map((r) => r.matched)) : 0;
}

/** Two servers on the store: SQLite each in its own data directory, or each on a database of its own. */
async function pairOn(store: StoreName): Promise<[Server, Server, () => Promise<void>]> {
  if (store === 'SQLite') {
    const [on, off] = await Promise.all([startApi({}, BUNDLE), startApi({}, BUNDLE)]);
    return [on, off, async () => void (await Promise.all([on.stop(), off.stop()]))];
  }
  const databases = [(await maybeDatabase())!, (await maybeDatabase())!];
  const [on, off] = await Promise.all(databases.map((database) => startApi({ DATABASE_URL: database.url }, BUNDLE)));
  return [
    on!,
    off!,
    async () => {
      await Promise.all([on!.stop(), off!.stop()]);
      await Promise.all(databases.map((database) => database.drop()));
    },
  ];
}

/** The client's own calls with 1,000 rules that match them and never fire, against the same client with none. */
async function measureMatching(store: StoreName): Promise<FaultsCost['matching'][number]> {
  const [on, off, stop] = await pairOn(store);
  try {
    await matchingRules(on); // into the empty sandbox, before the account is connected
    const authTokens = await Promise.all([on, off].map((server) => connectAccount(server)));
    const [readOn, readOff] = await loadBoth(
      [on, off],
      '/api/v1/holdings/get',
      authTokens.map((authToken) => ({ authToken, type: 'gemini' })),
    );
    const [writeOn, writeOff] = await loadBoth([on, off], '/api/v1/linktoken', [{ userId: 'bench-user' }, { userId: 'bench-user' }]);
    return { store, read: { on: readOn!, off: readOff! }, write: { on: writeOn!, off: writeOff! } };
  } finally {
    await stop();
  }
}

/** A paced load: `rate` calls a second until stopped; stopping it checks that every call was answered 200. */
function paced(server: Server, caller: Caller, rate: number): () => Promise<void> {
  let instance: autocannon.Instance | undefined;
  const ended = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${server.url}/api/v1/holdings/get`,
        connections: 5,
        overallRate: rate,
        duration: 3600,
        method: 'POST',
        headers: caller.headers,
        body: JSON.stringify(caller.body),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return async () => {
    instance!.stop();
    const result = await ended;
    if (result.non2xx + result.errors) throw new Error(`the paced client: ${result.non2xx} non-2xx, ${result.errors} errors`);
  };
}

/**
 * Another client's holdings/get at full load, beside a client that calls NEIGHBOUR_RATE times a second with 1,000 rules
 * that match its calls (on) or with none (off): the review's case.
 */
async function measureNeighbour(store: StoreName): Promise<FaultsCost['neighbour'][number]> {
  const [on, off, stop] = await pairOn(store);
  try {
    const clients = await Promise.all([on, off].map((server) => newClient(server)));
    await matchingRules(on, clients[0]); // into its empty sandbox, before its account is connected
    const callers = await Promise.all([on, off].map((server, i) => callerOf(server, clients[i]!)));
    const authTokens = await Promise.all([on, off].map((server) => connectAccount(server)));
    const stops = [on, off].map((server, i) => paced(server, callers[i]!, NEIGHBOUR_RATE));
    const [withRules, without] = await loadBoth(
      [on, off],
      '/api/v1/holdings/get',
      authTokens.map((authToken) => ({ authToken, type: 'gemini' })),
    );
    for (const end of stops) await end();
    const rules = { on: await leastMatched(on, callers[0]!.headers), off: await leastMatched(off, callers[1]!.headers) };
    return { store, pair: { on: withRules!, off: without! }, rules };
  } finally {
    await stop();
  }
}

/** 100 rules on the benchmarked operations that none of the bench's calls meets: each is matched against every call. */
async function hundredRules(server: Server) {
  for (let i = 0; i < RULES; i++) {
    const response = await fetch(`${server.url}/api/v1/sandbox/faults/bench-${i}`, {
      method: 'PUT',
      headers: CLIENT_HEADERS,
      body: JSON.stringify({
        match: { operationIds: ['getHoldings', 'createLinkToken'], userId: `nobody-${i}` },
        action: { kind: 'error', status: 500 },
      }),
    });
    if (response.status !== 200) throw new Error(`fault rule ${i}: ${response.status} ${await response.text()}`);
  }
}

export async function measureFaultsCost(log: (line: string) => void): Promise<FaultsCost> {
  const cost: FaultsCost = { read: { none: [], hundred: [] }, write: { none: [], hundred: [] }, pairs: [], matching: [], neighbour: [] };
  const stores: StoreName[] = (await postgresReachable()) ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  for (let i = 0; i < REPEATS; i++) {
    for (const store of stores) {
      log(`faults: ${MATCHING} rules that match and never fire vs no rule, on ${store}, repeat ${i + 1} of ${REPEATS}`);
      cost.matching.push(await measureMatching(store));
      log(`faults: another client beside one with ${MATCHING} such rules vs without, on ${store}, repeat ${i + 1} of ${REPEATS}`);
      cost.neighbour.push(await measureNeighbour(store));
    }
    for (const variant of ['none', 'hundred'] as const) {
      log(
        `faults: ${variant === 'none' ? 'no rule' : `${RULES} rules matching nothing`} vs no fault engine, repeat ${i + 1} of ${REPEATS}`,
      );
      const [on, off] = await Promise.all([startApi({}, BUNDLE), startApi({ BENCH_FAULTS_OFF: 'true' }, BUNDLE)]);
      if (variant === 'hundred') await hundredRules(on);
      const authTokens = await Promise.all([on, off].map((server) => connectAccount(server)));
      const [readOn, readOff] = await loadBoth(
        [on, off],
        '/api/v1/holdings/get',
        authTokens.map((authToken) => ({ authToken, type: 'gemini' })),
      );
      const [writeOn, writeOff] = await loadBoth([on, off], '/api/v1/linktoken', [{ userId: 'bench-user' }, { userId: 'bench-user' }]);
      await Promise.all([on.stop(), off.stop()]);
      cost.read[variant].push(readOn!.rps / readOff!.rps);
      cost.write[variant].push(writeOn!.rps / writeOff!.rps);
      cost.pairs.push({ variant, read: { on: readOn!, off: readOff! }, write: { on: writeOn!, off: writeOff! } });
    }
  }
  return cost;
}

const percent = (ratio: number) => `${f(ratio * 100)}%`;
const LABEL: Record<Variant, string> = { none: 'no rule', hundred: `${RULES} rules matching none of the calls` };

export function faultsTargets(cost: FaultsCost): [string, boolean, string][] {
  const engine = (['none', 'hundred'] as const).flatMap((variant): [string, boolean, string][] => {
    const bound = FAULTS_TARGETS[variant];
    const [read, write] = [median(cost.read[variant]), median(cost.write[variant])];
    return [
      [`holdings/get, faults with ${LABEL[variant]}: ≥ ${bound * 100}% of no fault engine`, read >= bound, percent(read)],
      [`linktoken, faults with ${LABEL[variant]}: ≥ ${bound * 100}% of no fault engine`, write >= bound, percent(write)],
    ];
  });
  const stores = [...new Set(cost.matching.map((m) => m.store))];
  const { throughput, neighbourP50 } = MATCHING_TARGETS;
  const matching = stores.flatMap((store): [string, boolean, string][] => {
    const runs = cost.matching.filter((m) => m.store === store);
    const [read, write] = [
      median(runs.map((m) => m.read.on.rps / m.read.off.rps)),
      median(runs.map((m) => m.write.on.rps / m.write.off.rps)),
    ];
    const beside = median(cost.neighbour.filter((m) => m.store === store).map((m) => m.pair.on.p50 / m.pair.off.p50));
    return [
      [
        `holdings/get, ${MATCHING} rules that match and never fire, ${store}: ≥ ${throughput * 100}% of no rule`,
        read >= throughput,
        percent(read),
      ],
      [
        `linktoken, ${MATCHING} rules that match and never fire, ${store}: ≥ ${throughput * 100}% of no rule`,
        write >= throughput,
        percent(write),
      ],
      [
        `another client's holdings/get p50 beside one with them, ${store}: ≤ ${neighbourP50}× of beside one without`,
        beside <= neighbourP50,
        `${f(beside, 2)}×`,
      ],
    ];
  });
  return [...engine, ...matching];
}

const MARK = '<!-- npm run bench -- --faults writes what follows, up to the same line again -->';

export function faultsSection(cost: FaultsCost): string {
  const rows = cost.pairs.map(
    ({ variant, read, write }) =>
      `| ${LABEL[variant]} | ${f(read.on.rps)} / ${f(read.off.rps)} | ${percent(read.on.rps / read.off.rps)} | ${f(write.on.rps)} / ${f(write.off.rps)} | ${percent(write.on.rps / write.off.rps)} |`,
  );
  const matchingRows = cost.matching.map(
    ({ store, read, write }) =>
      `| ${store} | ${f(read.on.rps)} / ${f(read.off.rps)} | ${percent(read.on.rps / read.off.rps)} | ${f(write.on.rps)} / ${f(write.off.rps)} | ${percent(write.on.rps / write.off.rps)} |`,
  );
  const neighbourRows = cost.neighbour.map(
    ({ store, pair, rules }) =>
      `| ${store} | ${f(pair.on.p50, 1)} / ${f(pair.off.p50, 1)} | ${f(pair.on.p50 / pair.off.p50, 2)}× | ${f(pair.on.rps)} / ${f(pair.off.rps)} | ${f(rules.on)} |`,
  );
  return `${MARK}
## Faults on demand

\`npm run bench\` (alone: \`npm run bench -- --faults\`), ${new Date().toISOString().slice(0, 10)}, on ${machineLine()}.
**How to read this.** The bench's server (\`dist/bench-server.js\`: the shipped server's sources with the bench's
switches) with the fault engine (server/http/faults.ts), first with no rule, then with ${RULES} rules on the
client that name the loaded operations but match none of the calls, against the same server with the engine left
out (\`BENCH_FAULTS_OFF=true\`, the server as it was before faults). Both are loaded at the same time on the server
core: the ratio is what matters. ${REPEATS} repeats of each, fresh servers each time; read the median.

| Rules | holdings/get, requests/s on / off | on ÷ off | linktoken, requests/s on / off | on ÷ off |
|---|---:|---:|---:|---:|
${rows.join('\n')}

**Rules that match (issue 45).** The client's own calls with ${MATCHING} rules that match every one of them and never
fire (every millionth call, or with probability ${TINY}; loaded in one \`sandboxImport\`), against the same server with no
rule, both with the fault engine. Then another client at full load (50 connections of holdings/get) beside a client
that calls holdings/get ${NEIGHBOUR_RATE} times a second, the default rate limit, with those ${MATCHING} rules or with
none: that other client's p50. On SQLite, and on PostgreSQL (two databases, one a server) when one is reachable.
"Counted" is the least any of the ${MATCHING} rules matched in the run: each counted every call.

| Store | holdings/get, requests/s with / without | ÷ | linktoken, requests/s with / without | ÷ |
|---|---:|---:|---:|---:|
${matchingRows.join('\n')}

| Store | Other client's p50 ms, beside the rules / beside none | ÷ | Its requests/s, beside the rules / beside none | Counted |
|---|---:|---:|---:|---:|
${neighbourRows.join('\n')}

${targetsTable(faultsTargets(cost))}
${MARK}
`;
}

/** BENCHMARKS.md with the section replaced, or added where a full run writes it: before "## Webhook delivery". */
export const withFaultsMeasured = (previous: string, section: string): string =>
  withSection(previous, section, MARK, '## Webhook delivery');
