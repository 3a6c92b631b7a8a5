// npm run bench's measures of startSandbox(), from the package's own bundle (dist/sandbox.js, what `npm pack`
// ships), each in a fresh Node process on the server core: from the call to the first answered request, cold (the first sandbox of
// the process, which compiles the request validator) and warm (the tenth); and the resident memory each additional
// in-memory sandbox costs (20 started, each answering a request, RSS after a full GC before and after).
// `npm run bench -- --sandbox` measures these alone and rewrites only their section of BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { median, onServerCore, root, withSection } from './bench-servers.js';

const RUNS = 3;
const STARTS = 10;
const MEMORY_SANDBOXES = 20;

export interface SandboxMeasures {
  /** Milliseconds, median over RUNS processes. */
  importMs: number;
  coldMs: number;
  warmMs: number;
  /** CPU of the process (all threads) over the cold start, milliseconds. */
  coldCpuMs: number;
  /** Megabytes (10^6 bytes) of resident memory per additional sandbox, and of V8 heap. */
  rssPerSandboxMb: number;
  heapPerSandboxMb: number;
}

const bundle = new URL('dist/sandbox.js', `file://${root}`).href;

/** Every start answers a request: the first one a sandbox's user makes, a link token. */
const startAndAsk = `
  async function startAndAsk(startSandbox) {
    const sandbox = await startSandbox({ logLevel: 'silent' });
    await sandbox.api.createLinkToken({ userId: 'user-1' });
    return sandbox;
  }`;

const timing = `${startAndAsk}
  const importStarted = performance.now();
  const { startSandbox } = await import(${JSON.stringify(bundle)});
  const importMs = performance.now() - importStarted;
  const times = [];
  const sandboxes = [];
  let coldCpuMs = 0;
  for (let i = 0; i < ${STARTS}; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    sandboxes.push(await startAndAsk(startSandbox));
    times.push(performance.now() - started);
    if (i === 0) coldCpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
  }
  await Promise.all(sandboxes.map((s) => s.stop()));
  console.log(JSON.stringify({ importMs, coldMs: times[0], warmMs: times.at(-1), coldCpuMs }));`;

const memory = `${startAndAsk}
  const { startSandbox } = await import(${JSON.stringify(bundle)});
  const sandboxes = [await startAndAsk(startSandbox)]; // what every sandbox shares is loaded and compiled now
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return process.memoryUsage();
  };
  const before = await settle();
  for (let i = 0; i < ${MEMORY_SANDBOXES}; i++) sandboxes.push(await startAndAsk(startSandbox));
  const after = await settle();
  const mb = (bytes) => bytes / ${MEMORY_SANDBOXES} / 1e6;
  console.log(JSON.stringify({ rssPerSandboxMb: mb(after.rss - before.rss), heapPerSandboxMb: mb(after.heapUsed - before.heapUsed) }));
  await Promise.all(sandboxes.map((s) => s.stop()));`;

/** Runs `code` in a new Node process and returns the JSON line it printed. */
function inProcess<T>(code: string, flags: string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const [command, args] = onServerCore(process.execPath, [...flags, '--input-type=module', '-e', code]);
    const child = spawn(command, args, { cwd: root });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    child.once('close', (status) => {
      try {
        if (status !== 0) throw new Error(`exited with ${status}`);
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as T);
      } catch (error) {
        reject(new Error(`The startSandbox measure failed (${(error as Error).message}):\n${out}`));
      }
    });
  });
}

/** The medians over RUNS processes of each measure. */
export async function measureSandboxes(): Promise<SandboxMeasures> {
  const runs: SandboxMeasures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const times = await inProcess<Pick<SandboxMeasures, 'importMs' | 'coldMs' | 'warmMs' | 'coldCpuMs'>>(timing);
    const memoryUse = await inProcess<Pick<SandboxMeasures, 'rssPerSandboxMb' | 'heapPerSandboxMb'>>(memory, ['--expose-gc']);
    runs.push({ ...times, ...memoryUse });
  }
  const of = (key: keyof SandboxMeasures) => median(runs.map((r) => r[key]));
  return {
    importMs: of('importMs'),
    coldMs: of('coldMs'),
    warmMs: of('warmMs'),
    coldCpuMs: of('coldCpuMs'),
    rssPerSandboxMb: of('rssPerSandboxMb'),
    heapPerSandboxMb: of('heapPerSandboxMb'),
  };
}

export const SANDBOX_TARGETS = { warmMs: 50, coldMs: 600, rssPerSandboxMb: 15 } as const;

/** The rows of the Targets table for startSandbox: [target, met, measured]. */
export function sandboxTargets(m: SandboxMeasures): [string, boolean, string][] {
  return [
    [
      `startSandbox() to a first answer, warm (the tenth): ≤ ${SANDBOX_TARGETS.warmMs} ms`,
      m.warmMs <= SANDBOX_TARGETS.warmMs,
      `${m.warmMs.toFixed(0)} ms`,
    ],
    [
      `startSandbox() to a first answer, cold (the first): ≤ ${SANDBOX_TARGETS.coldMs} ms`,
      m.coldMs <= SANDBOX_TARGETS.coldMs,
      `${m.coldMs.toFixed(0)} ms`,
    ],
    [
      `memory per additional in-memory sandbox ≤ ${SANDBOX_TARGETS.rssPerSandboxMb} MB`,
      m.rssPerSandboxMb <= SANDBOX_TARGETS.rssPerSandboxMb,
      `${m.rssPerSandboxMb.toFixed(1)} MB`,
    ],
  ];
}

const MARK = '<!-- npm run bench -- --sandbox writes what follows, up to the same line again -->';

/** The section of BENCHMARKS.md, between its two marks. */
export function sandboxSection(m: SandboxMeasures, machine: string): string {
  return `${MARK}
## Start from code: startSandbox()

\`npm run bench -- --sandbox\`, ${new Date().toISOString().slice(0, 10)}, on ${machine}.
**How to read this.** Medians of ${RUNS} fresh Node processes on the server core, each loading the package's bundle (\`dist/sandbox.js\`, as
\`npm pack\` ships it). A start includes registering its webhook receiver (an admin request).

| Measure | Value | Target |
|---|---:|---:|
| Loading the package (\`import\`) | ${m.importMs.toFixed(0)} ms | |
| \`startSandbox()\` to its first answered request (a link token), cold: the first in the process | ${m.coldMs.toFixed(0)} ms (CPU ${m.coldCpuMs.toFixed(0)} ms) | ≤ ${SANDBOX_TARGETS.coldMs} ms |
| the same, warm: the tenth in the process | ${m.warmMs.toFixed(0)} ms | ≤ ${SANDBOX_TARGETS.warmMs} ms |
| Resident memory per additional in-memory sandbox (${MEMORY_SANDBOXES} started, after a full GC) | ${m.rssPerSandboxMb.toFixed(1)} MB | ≤ ${SANDBOX_TARGETS.rssPerSandboxMb} MB |
| V8 heap per additional sandbox | ${m.heapPerSandboxMb.toFixed(1)} MB | |

- **Cold.** Most of it is express-openapi-validator compiling the spec for the request validator, which every later
  sandbox of the process shares (\`validatorFor\`, server/http/validation.ts), and each operation's request validator
  on its first call. It took 1.3 to 1.6 s on this machine before: the validator also compiled every schema the spec
  refers to only to read each back, and the OpenAPI meta-schema although it does not check the spec (both patched in
  \`patches/\`), and an upload middleware with an ajv of its own for an API that takes no uploads; and a sandbox
  validated its responses, whose validators cost an operation's first call more than the request's (sandboxes
  answer as the shipped server does, unvalidated; this repository's tests check every answer). With the spec grown
  to 102 operations it took 734 ms again: the validator walks the whole document it is given, to bundle it and once
  more for each operation it compiles. It is now given only what request validation reads (\`requestSide\`, the
  requestSideOnly device): no responses, no examples, and only the components those leave, 28% of the document.
- **Warm and memory.** A sandbox is two Express apps, an in-memory SQLite database and its webhook receiver over what
  the process shares: the compiled validators, the spec, the bundle's code.
${MARK}
`;
}

/** BENCHMARKS.md with the section replaced, or added where a full run writes it: before "## Designer's loop". */
export const withSandboxMeasured = (previous: string, section: string): string =>
  withSection(previous, section, MARK, "## Designer's loop");
