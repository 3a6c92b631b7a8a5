// What the lenient binding (server/http/binding.ts) costs canonical requests, which it walks and forgives nothing
// of: the bench's server loaded with them as they are, against the same server loaded with `Prefer: handling=strict`
// on each (which skips the binding step), both at the same time on the server core (loadBoth). Part of npm run bench
// (scripts/bench.ts); alone: npm run bench -- --binding.
import { connectAccount, f, loadBoth, machineLine, median, type Pair, startApi, targetsTable, withSection } from './bench-servers.js';

/** Ethereum's network id, and an address on it (the walkthrough's). */
const ETHEREUM = 'e3c7fdd8-b1fc-4e51-85ae-bb276e075611';
const DESTINATION = '0x9e0b6a6c2b6f8d3c8a8e8f1a4e8f2b3c4d5e6f70';
const REPEATS = Number(process.env.BENCH_BINDING_REPEATS ?? 5);
const BUNDLE = 'dist/bench-server.js';
/** The bound: canonical requests under lenient binding ≥ 97% of the same server under strict binding. */
export const BINDING_TARGET = 0.97;

/** The loaded calls: a read, a small write, and a write whose body nests objects in a list (the walk's most). */
const CALLS = [
  { label: 'holdings/get', path: '/api/v1/holdings/get', body: (authToken: string) => ({ authToken, type: 'gemini' }) },
  { label: 'linktoken', path: '/api/v1/linktoken', body: () => ({ userId: 'bench-user' }) },
  {
    label: 'linktoken with a payment',
    path: '/api/v1/linktoken',
    body: () => ({
      userId: 'bench-user',
      restrictMultipleAccounts: true,
      transferOptions: {
        toAddresses: [{ networkId: ETHEREUM, symbol: 'ETH', address: DESTINATION, amount: 0.05 }],
        transactionId: 'order-1',
        transferType: 'payment',
        description: 'A mug',
      },
    }),
  },
] as const;

export interface BindingCost {
  /** requests/s lenient ÷ strict, each repeat, per call. */
  ratios: number[][];
  pairs: Pair[][];
}

export async function measureBindingCost(log: (line: string) => void): Promise<BindingCost> {
  const cost: BindingCost = { ratios: CALLS.map(() => []), pairs: CALLS.map(() => []) };
  for (let i = 0; i < REPEATS; i++) {
    log(`binding: canonical requests, lenient vs strict, repeat ${i + 1} of ${REPEATS}`);
    const servers = await Promise.all([startApi({}, BUNDLE), startApi({}, BUNDLE)]);
    const authTokens = await Promise.all(servers.map((server) => connectAccount(server)));
    for (const [c, call] of CALLS.entries()) {
      const [lenient, strict] = await loadBoth(
        servers,
        call.path,
        authTokens.map((token) => call.body(token)),
        [{}, { Prefer: 'handling=strict' }],
      );
      cost.ratios[c]!.push(lenient!.rps / strict!.rps);
      cost.pairs[c]!.push({ on: lenient!, off: strict! });
    }
    await Promise.all(servers.map((server) => server.stop()));
  }
  return cost;
}

const percent = (ratio: number) => `${f(ratio * 100)}%`;

export const bindingTargets = (cost: BindingCost): [string, boolean, string][] =>
  CALLS.map((call, c) => {
    const ratio = median(cost.ratios[c]!);
    return [`${call.label}, canonical, lenient binding: ≥ ${BINDING_TARGET * 100}% of strict`, ratio >= BINDING_TARGET, percent(ratio)];
  });

const MARK = '<!-- npm run bench -- --binding writes what follows, up to the same line again -->';

export function bindingSection(cost: BindingCost): string {
  const rows = CALLS.flatMap((call, c) =>
    cost.pairs[c]!.map(({ on, off }) => `| ${call.label} | ${f(on.rps)} / ${f(off.rps)} | ${percent(on.rps / off.rps)} |`),
  );
  return `${MARK}
## Binding

\`npm run bench\` (alone: \`npm run bench -- --binding\`), ${new Date().toISOString().slice(0, 10)}, on ${machineLine()}.
**How to read this.** Two of the bench's servers (\`dist/bench-server.js\`), loaded at the same time on the server
core with the same canonical requests: one binds them leniently (server/http/binding.ts walks each body by its
schema and forgives nothing), the other is asked \`Prefer: handling=strict\` on each, which skips the binding step.
${REPEATS} repeats, fresh servers each time; read the median of the ratio.

| Call | requests/s lenient / strict | lenient ÷ strict |
|---|---:|---:|
${rows.join('\n')}

${targetsTable(bindingTargets(cost))}
${MARK}
`;
}

/** BENCHMARKS.md with the section replaced, or added where a full run writes it: before "## Webhook delivery". */
export const withBindingMeasured = (previous: string, section: string): string =>
  withSection(previous, section, MARK, '## Webhook delivery');
