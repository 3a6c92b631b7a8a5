// What faults on demand cost calls that meet none: the bench's server with the fault engine (no rule, then 100 rules
// on the client that match none of the calls) against the same server with the engine left out (BENCH_FAULTS_OFF,
// the server as it was before faults), both loaded at the same time on the server core (loadBoth). Part of npm run
// bench (scripts/bench.ts); alone: npm run bench -- --faults.
import {
  CLIENT_HEADERS,
  connectAccount,
  f,
  loadBoth,
  machineLine,
  median,
  type Pair,
  type Server,
  startApi,
  targetsTable,
  withSection,
} from './bench-servers.js';

const REPEATS = Number(process.env.BENCH_FAULTS_REPEATS ?? 3);
const BUNDLE = 'dist/bench-server.js';
/** The issue's bounds: no rule ≥ 98% of the server without faults; 100 rules matching nothing ≥ 95%. */
export const FAULTS_TARGETS = { none: 0.98, hundred: 0.95 } as const;
const RULES = 100;

type Variant = keyof typeof FAULTS_TARGETS;
export interface FaultsCost {
  /** requests/s of the engine ÷ no engine, each repeat, per variant. */
  read: Record<Variant, number[]>;
  write: Record<Variant, number[]>;
  pairs: { variant: Variant; read: Pair; write: Pair }[];
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
  const cost: FaultsCost = { read: { none: [], hundred: [] }, write: { none: [], hundred: [] }, pairs: [] };
  for (let i = 0; i < REPEATS; i++)
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
  return cost;
}

const percent = (ratio: number) => `${f(ratio * 100)}%`;
const LABEL: Record<Variant, string> = { none: 'no rule', hundred: `${RULES} rules matching none of the calls` };

export function faultsTargets(cost: FaultsCost): [string, boolean, string][] {
  return (['none', 'hundred'] as const).flatMap((variant): [string, boolean, string][] => {
    const bound = FAULTS_TARGETS[variant];
    const [read, write] = [median(cost.read[variant]), median(cost.write[variant])];
    return [
      [`holdings/get, faults with ${LABEL[variant]}: ≥ ${bound * 100}% of no fault engine`, read >= bound, percent(read)],
      [`linktoken, faults with ${LABEL[variant]}: ≥ ${bound * 100}% of no fault engine`, write >= bound, percent(write)],
    ];
  });
}

const MARK = '<!-- npm run bench -- --faults writes what follows, up to the same line again -->';

export function faultsSection(cost: FaultsCost): string {
  const rows = cost.pairs.map(
    ({ variant, read, write }) =>
      `| ${LABEL[variant]} | ${f(read.on.rps)} / ${f(read.off.rps)} | ${percent(read.on.rps / read.off.rps)} | ${f(write.on.rps)} / ${f(write.off.rps)} | ${percent(write.on.rps / write.off.rps)} |`,
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

${targetsTable(faultsTargets(cost))}
${MARK}
`;
}

/** BENCHMARKS.md with the section replaced, or added where a full run writes it: before "## Webhook delivery". */
export const withFaultsMeasured = (previous: string, section: string): string =>
  withSection(previous, section, MARK, '## Webhook delivery');
