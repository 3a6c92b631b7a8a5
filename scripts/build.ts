// npm run build: bundles what `npm start` runs, with esbuild, in a fraction of a second.
// - the Link page (browser/link-page) into browser/link-page/dist: one script, one stylesheet and the HTML the
//   server fills in per session; everything is local, so the page works offline; the dashboard
//   (browser/dashboard) likewise into browser/dashboard/dist;
// - the server (server/main.ts) and its packages into dist/server.js: Node then starts it without compiling
//   TypeScript on the fly or loading hundreds of files (a start-up device: BENCHMARKS.md measures what it buys).
// With --package (package.json's `prepack`) it builds what `npm pack` puts in the package instead: the Link page, the
// package's bundles and its type declarations (buildPackage, below).
// With --start (what `npm start` runs) it prints nothing of the build, so that start-up shows only the server's
// URLs and credentials, and starts building the docs when what they are built from changed, without waiting for
// them (the API answers while the docs build; Redocly's output is not shown, a one-line note is).
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildDocs, docsAreCurrent, docsState } from './docs.js';

const root = new URL('../', import.meta.url);
/**
 * A browser page (browser/link-page, browser/dashboard) into its dist/: one script with its packages bundled in, one
 * stylesheet (`css` first, then its own: the dashboard puts uPlot's there) and its HTML; nothing is fetched from
 * elsewhere. Answers the script's size.
 */
async function buildPage(folder: string, css: URL[] = []): Promise<number> {
  const source = new URL(`browser/${folder}/`, root);
  const dist = new URL('dist/', source);
  await mkdir(dist, { recursive: true });
  const result = await build({
    entryPoints: [new URL('main.ts', source).pathname],
    outfile: new URL('app.js', dist).pathname,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    metafile: true,
    logLevel: 'warning',
    write: false,
  });
  const styles = await Promise.all([...css, new URL('styles.css', source)].map((file) => readFile(file, 'utf8')));
  await Promise.all([
    ...result.outputFiles.map((file) => replaceFile(pathToFileURL(file.path), file.contents)),
    replaceFile(new URL('app.css', dist), styles.join('\n')),
    replaceFile(new URL('index.html', dist), await readFile(new URL('index.html', source))),
  ]);
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}

const buildLinkPage = () => buildPage('link-page');
const buildDashboard = () => buildPage('dashboard', [new URL('node_modules/uplot/dist/uPlot.min.css', root)]);

/** A file replaced whole (written beside it, then renamed): a build replaces the pages while servers serve them. */
async function replaceFile(to: URL, contents: Uint8Array | string) {
  const partial = `${fileURLToPath(to)}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, to);
}

/**
 * Left out of the bundles: what finds its own files at run time (the native SQLite binding, pino's worker
 * transports, Swagger UI's assets) and pg's optional native binding.
 */
const SERVER_EXTERNALS = ['better-sqlite3', 'pino', 'pg-native', 'swagger-ui-dist'];
/** The CommonJS packages in an ESM bundle call require() for Node's own modules. */
const ESM_REQUIRE = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * The server bundle. `bench` builds the bench's own (dist/bench-server.js), the same but for the switches that turn
 * a performance device off for its A/B (server/performance.ts) and leave the fault engine out (server/http/faults.ts)
 * or the upstream mode (server/http/upstream.ts): there BENCH_DEVICES_OFF, BENCH_FAULTS_OFF and BENCH_UPSTREAM_OFF read
 * the environment.
 */
async function buildServer({ bench = false } = {}) {
  await build({
    entryPoints: [new URL('server/main.ts', root).pathname],
    outfile: new URL(bench ? 'dist/bench-server.js' : 'dist/server.js', root).pathname,
    ...(bench && {
      define: {
        BENCH_DEVICES_OFF: 'process.env.BENCH_DEVICES_OFF',
        BENCH_FAULTS_OFF: 'process.env.BENCH_FAULTS_OFF',
        BENCH_UPSTREAM_OFF: 'process.env.BENCH_UPSTREAM_OFF',
      },
    }),
    bundle: true,
    // The packages too: Node then reads one file instead of resolving and loading hundreds.
    external: SERVER_EXTERNALS,
    banner: { js: ESM_REQUIRE },
    platform: 'node',
    format: 'esm',
    target: ['node20.19'],
    // For stack traces in the TypeScript sources: `NODE_OPTIONS=--enable-source-maps npm start`. Not by default: Node
    // then keeps the map of every bundled package in memory.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

/**
 * The package's bundles: its entry (dist/sandbox.js, startSandbox and the client) and its command line
 * (dist/sandbox-cli.js), their shared code split out in dist/sandbox-chunk-*.js, which they import. In dist/ itself,
 * as dist/server.js: the server finds its files one level up (server/files.ts). Externals as in the server bundle.
 */
export async function buildPackageBundles() {
  const dist = new URL('dist/', root);
  await mkdir(dist, { recursive: true });
  // The chunks' names change with their content: the old ones go, so that the package holds only these.
  for (const name of await readdir(dist)) if (name.startsWith('sandbox-chunk-')) await rm(new URL(name, dist));
  await build({
    entryPoints: {
      sandbox: new URL('server/sandbox/index.ts', root).pathname,
      'sandbox-cli': new URL('server/sandbox/bin.ts', root).pathname,
    },
    outdir: dist.pathname,
    chunkNames: 'sandbox-chunk-[hash]',
    splitting: true,
    bundle: true,
    external: SERVER_EXTERNALS,
    banner: { js: ESM_REQUIRE },
    platform: 'node',
    format: 'esm',
    target: ['node20.19'],
    logLevel: 'warning',
  });
}

const TYPES = new URL('dist/types/', root);
/** The declarations of the package's entry: what package.json's `types` and `exports` name. */
const TYPES_ENTRY = new URL('server/sandbox/index.d.ts', TYPES);

/**
 * The package's type declarations, in dist/types/ (tsconfig.package.json), then only those its entry reaches: tsc
 * writes one for every source the entry's program holds, the whole server among them. Emitted without a type check
 * (--noCheck, twice as fast): `npm run check` typechecks the same sources, and the consumer test typechecks a suite
 * against what is packed.
 */
async function buildDeclarations() {
  // TypeScript 5.9's emit, which consumers on 5.x and on 7 both read (the consumer test typechecks with 7).
  const tsc = new URL('node_modules/typescript/bin/tsc', root).pathname;
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.package.json', '--noCheck'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.package.json failed:\n${result.stdout}${result.stderr}`);
  const { default: ts } = await import('typescript'); // here only: npm start loads this script, and would wait for it
  const reached = new Set<string>();
  for (let queue = [fileURLToPath(TYPES_ENTRY)], file = queue.pop(); file; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(await readFile(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles)
      if (fileName.startsWith('.')) queue.push(resolve(dirname(file), fileName).replace(/\.js$/, '.d.ts'));
  }
  for (const entry of await readdir(TYPES, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !reached.has(path)) await rm(path);
  }
  const dirs = (await readdir(TYPES, { recursive: true, withFileTypes: true })).filter((e) => e.isDirectory());
  const deepestFirst = dirs.map((e) => join(e.parentPath, e.name)).sort((a, b) => b.length - a.length);
  for (const dir of deepestFirst) await rmdir(dir).catch(() => {}); // only the empty ones go
}

/** What `npm pack` packs (package.json `files`): the Link page, the package's bundles, its declarations, the docs. */
export async function buildPackage(): Promise<string> {
  const started = Date.now();
  await rm(TYPES, { recursive: true, force: true });
  const docs = async () => {
    if (!(await docsAreCurrent())) await buildDocs();
  };
  await Promise.all([buildLinkPage(), buildDashboard(), buildPackageBundles(), docs()]);
  await buildDeclarations();
  return `Built the package (dist/sandbox.js, dist/sandbox-cli.js, dist/types/, the Link page, the docs) in ${Date.now() - started} ms`;
}

/** Builds the Link page and the server bundle (and the bench's, with `bench`); returns a line saying what was built. */
export async function buildAll({ bench = false } = {}): Promise<string> {
  const started = Date.now();
  const [linkBytes, dashboardBytes] = await Promise.all([
    buildLinkPage(),
    buildDashboard(),
    buildServer(),
    bench && buildServer({ bench }),
  ]);
  const servers = bench ? 'dist/server.js and dist/bench-server.js' : 'dist/server.js';
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  return `Built the Link page (${kib(linkBytes)} of script), the dashboard (${kib(dashboardBytes)}) and ${servers} in ${Date.now() - started} ms`;
}

/** What `npm start` says when it builds the docs in the background: a first build, or a rebuild and why. */
export const DOCS_NOTE = {
  missing: 'Building the docs for /docs in the background (a first build): they are served there once ready, in a few seconds.',
  stale: 'Rebuilding the docs for /docs in the background: openapi.yaml or the Redocly release changed since they were built.',
} as const;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--package')) {
  console.log(await buildPackage());
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const forStart = process.argv.includes('--start');
  const built = await buildAll();
  if (!forStart) console.log(built);
  const docs = forStart ? await docsState() : 'current';
  if (docs !== 'current') {
    console.log(DOCS_NOTE[docs]);
    spawn(process.execPath, ['--import', 'tsx', new URL('scripts/docs.ts', root).pathname], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
}
