// What the dashboard costs the hot path: the shipped server recording every call (the default) with a dashboard
// stream open and read throughout, against the same server with the recording off (DASHBOARD_REQUESTS_KEPT=0, as
// it was before the dashboard), both loaded at the same time on the server core (loadBoth), so that the machine's
// noise weighs on both alike. Part of npm run bench (scripts/bench.ts).
import { createParser } from 'eventsource-parser';
import { freshDatabase } from './postgres.js';
import { operations } from '../client/operations.js';
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

const REPEATS = Number(process.env.BENCH_DASHBOARD_REPEATS ?? 3);
/**
 * BENCH_DASHBOARD_POSTGRES=1: both servers on PostgreSQL, each on a fresh database, where the recording keeps each
 * call in the database before its answer ends: what that costs against the same server keeping nothing.
 */
const ON_POSTGRES = process.env.BENCH_DASHBOARD_POSTGRES === '1';
/** The bound: reads and writes within 10% of the server without the recording. */
export const DASHBOARD_TARGET = 0.9;

export interface DashboardCost {
  /** requests/s of recording-and-stream ÷ recording off, each repeat. */
  read: number[];
  write: number[];
  pairs: { read: Pair; write: Pair }[];
  /** Events the open streams delivered during the loads, each repeat: proof that they were live. */
  streamed: number[];
}

/** A dashboard stream of the bench client, read to the end as a browser would; counts the events it delivers. */
function openStream(server: Server) {
  const aborter = new AbortController();
  let events = 0;
  const reading = (async () => {
    const response = await fetch(`${server.url}${operations.listDashboardEvents.path}`, {
      headers: { ...CLIENT_HEADERS, Accept: 'text/event-stream' },
      signal: aborter.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`dashboard stream: ${response.status}`);
    // Events only: the stream's `retry:` and keep-alive comments are no event.
    const parser = createParser({ onEvent: () => void events++ });
    const decoder = new TextDecoder();
    for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
  })().catch((error: unknown) => {
    if (!aborter.signal.aborted) throw error;
  });
  return {
    events: () => events,
    close: async () => {
      aborter.abort();
      await reading;
    },
  };
}

export async function measureDashboardCost(log: (line: string) => void): Promise<DashboardCost> {
  const cost: DashboardCost = { read: [], write: [], pairs: [], streamed: [] };
  for (let i = 0; i < REPEATS; i++) {
    log(`dashboard: recording and a stream open vs recording off, repeat ${i + 1} of ${REPEATS}`);
    const databases = ON_POSTGRES ? await Promise.all([freshDatabase(), freshDatabase()]) : [];
    const store = (i: number): Record<string, string> => (databases[i] ? { DATABASE_URL: databases[i].url } : {});
    const [on, off] = await Promise.all([startApi(store(0)), startApi({ ...store(1), DASHBOARD_REQUESTS_KEPT: '0' })]);
    const stream = openStream(on);
    const authTokens = await Promise.all([on, off].map((server) => connectAccount(server)));
    const [readOn, readOff] = await loadBoth(
      [on, off],
      '/api/v1/holdings/get',
      authTokens.map((authToken) => ({ authToken, type: 'gemini' })),
    );
    const [writeOn, writeOff] = await loadBoth([on, off], '/api/v1/linktoken', [{ userId: 'bench-user' }, { userId: 'bench-user' }]);
    await stream.close();
    await Promise.all([on.stop(), off.stop()]);
    await Promise.all(databases.map((database) => database.drop()));
    cost.read.push(readOn!.rps / readOff!.rps);
    cost.write.push(writeOn!.rps / writeOff!.rps);
    cost.pairs.push({ read: { on: readOn!, off: readOff! }, write: { on: writeOn!, off: writeOff! } });
    cost.streamed.push(stream.events());
  }
  return cost;
}

const percent = (ratio: number) => `${f(ratio * 100)}%`;

export function dashboardTargets(cost: DashboardCost): [string, boolean, string][] {
  const read = median(cost.read);
  const write = median(cost.write);
  return [
    ['holdings/get with the recording on and a dashboard stream open: ≥ 90% of the recording off', read >= DASHBOARD_TARGET, percent(read)],
    ['linktoken with the recording on and a dashboard stream open: ≥ 90% of the recording off', write >= DASHBOARD_TARGET, percent(write)],
  ];
}

const MARK = '<!-- npm run bench -- --dashboard writes what follows, up to the same line again -->';

export function dashboardSection(cost: DashboardCost): string {
  const rows = cost.pairs.map(
    ({ read, write }, i) =>
      `| ${i + 1} | ${f(read.on.rps)} / ${f(read.off.rps)} | ${percent(cost.read[i]!)} | ${f(read.on.cpuPerRequest)} / ${f(read.off.cpuPerRequest)} µs | ${f(write.on.rps)} / ${f(write.off.rps)} | ${percent(cost.write[i]!)} | ${f(write.on.cpuPerRequest)} / ${f(write.off.cpuPerRequest)} µs | ${f(cost.streamed[i]!)} |`,
  );
  return `${MARK}
## The dashboard's recording

\`npm run bench\` (alone: \`npm run bench -- --dashboard\`), ${new Date().toISOString().slice(0, 10)}, on ${machineLine()}.
**How to read this.** The shipped server as it starts by default, recording every call for the dashboard, with a dashboard stream open
and read throughout (\`GET ${operations.listDashboardEvents.path}\`, \`Accept: text/event-stream\`), against the same
server with \`DASHBOARD_REQUESTS_KEPT=0\`, which records nothing, as the server did before the dashboard. Both are
loaded at the same time on the server core, so each gets about half of it: the ratio is what matters, not the
requests/s. ${REPEATS} repeats, each with fresh servers; one repeat may stray far either way (the machine's noise, which
the performance devices' A/A pair measures): read the median.

| Repeat | holdings/get, requests/s on / off | on ÷ off | CPU per request on / off | linktoken, requests/s on / off | on ÷ off | CPU per request on / off | Events streamed |
|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

${targetsTable(dashboardTargets(cost))}
${MARK}
`;
}

/** BENCHMARKS.md with the section replaced, or added where a full run writes it: before "## Webhook delivery". */
export const withDashboardMeasured = (previous: string, section: string): string =>
  withSection(previous, section, MARK, '## Webhook delivery');
