// What the upstream mode (server/http/upstream.ts) costs a server with no upstream set: the bench's server as it is,
// against the same server with the upstream mode left out (BENCH_UPSTREAM_OFF), both loaded at the same time on the
// server core with the same calls (loadBoth). Part of npm run bench (scripts/bench.ts); alone: npm run bench --
// --upstream.
import { connectAccount, f, loadBoth, machineLine, median, type Pair, startApi, targetsTable, withSection } from './bench-servers.js';

const REPEATS = Number(process.env.BENCH_UPSTREAM_REPEATS ?? 5);
const BUNDLE = 'dist/bench-server.js';
/** The bound (48): with no upstream set, within 2% of the server without upstream support. */
export const UPSTREAM_TARGET = 0.98;

const CALLS = [
  { label: 'holdings/get', path: '/api/v1/holdings/get', body: (authToken: string) => ({ authToken, type: 'gemini' }) },
  { label: 'linktoken', path: '/api/v1/linktoken', body: () => ({ userId: 'bench-user' }) },
] as const;

export interface UpstreamCost {
  /** requests/s with the mode ÷ without it, each repeat, per call. */
  ratios: number[][];
  pairs: Pair[][];
}

export async function measureUpstreamCost(log: (line: string) => void): Promise<UpstreamCost> {
  const cost: UpstreamCost = { ratios: CALLS.map(() => []), pairs: CALLS.map(() => []) };
  for (let i = 0; i < REPEATS; i++) {
    log(`upstream: no upstream set vs the mode left out, repeat ${i + 1} of ${REPEATS}`);
    const servers = await Promise.all([startApi({}, BUNDLE), startApi({ BENCH_UPSTREAM_OFF: 'true' }, BUNDLE)]);
    const authTokens = await Promise.all(servers.map((server) => connectAccount(server)));
    for (const [c, call] of CALLS.entries()) {
      const [mounted, left] = await loadBoth(
        servers,
        call.path,
        authTokens.map((token) => call.body(token)),
        [{}, {}],
      );
      cost.ratios[c]!.push(mounted!.rps / left!.rps);
      cost.pairs[c]!.push({ on: mounted!, off: left! });
    }
    await Promise.all(servers.map((server) => server.stop()));
  }
  return cost;
}

const percent = (ratio: number) => `${f(ratio * 100)}%`;

export const upstreamTargets = (cost: UpstreamCost): [string, boolean, string][] =>
  CALLS.map((call, c) => {
    const ratio = median(cost.ratios[c]!);
    return [
      `${call.label}, no upstream set: ≥ ${UPSTREAM_TARGET * 100}% of the server without upstream support`,
      ratio >= UPSTREAM_TARGET,
      percent(ratio),
    ];
  });

const MARK = '<!-- npm run bench -- --upstream writes what follows, up to the same line again -->';

export function upstreamSection(cost: UpstreamCost): string {
  const rows = CALLS.flatMap((call, c) =>
    cost.pairs[c]!.map(({ on, off }) => `| ${call.label} | ${f(on.rps)} / ${f(off.rps)} | ${percent(on.rps / off.rps)} |`),
  );
  return `${MARK}
## Upstream mode

\`npm run bench\` (alone: \`npm run bench -- --upstream\`), ${new Date().toISOString().slice(0, 10)}, on ${machineLine()}.
**How to read this.** Two of the bench's servers (\`dist/bench-server.js\`), loaded at the same time on the server
core with the same calls: one as shipped with no \`UPSTREAM_URL\` set, the other with every part of the upstream
mode left out of its request path (\`BENCH_UPSTREAM_OFF=true\`). With no \`UPSTREAM_URL\`, neither mounts the upstream
middleware: what remains to cost a call is the drift report's JUnit form, which only the first has. ${REPEATS}
repeats, fresh servers each time; read the median of the ratio.

| Call | requests/s no upstream set / left out | set ÷ left out |
|---|---:|---:|
${rows.join('\n')}

${targetsTable(upstreamTargets(cost))}
${MARK}
`;
}

/** BENCHMARKS.md with the section replaced, or added where a full run writes it: before "## Webhook delivery". */
export const withUpstreamMeasured = (previous: string, section: string): string =>
  withSection(previous, section, MARK, '## Webhook delivery');
