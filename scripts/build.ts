// npm run build: bundles what `npm start` runs, with esbuild, in a fraction of a second.
// - the Link page (server/link-page) into server/link-page/dist: one script, one stylesheet and the HTML the
//   server fills in per session; everything is local, so the page works offline;
// - the server (server/main.ts) and its packages into dist/server.js: Node then starts it without compiling
//   TypeScript on the fly or loading hundreds of files (a start-up device: BENCHMARKS.md measures what it buys).
// With --start (what `npm start` runs) it prints nothing of the build, so that start-up shows only the server's
// URLs and credentials, and starts building the docs when what they are built from changed, without waiting for
// them (the API answers while the docs build; Redocly's output is not shown, a one-line note is).
import { spawn } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { docsState } from './docs.js';

const root = new URL('../', import.meta.url);
const linkSource = new URL('server/link-page/', root);
const linkDist = new URL('dist/', linkSource);

async function buildLinkPage(): Promise<number> {
  await mkdir(linkDist, { recursive: true });
  const result = await build({
    entryPoints: [new URL('main.ts', linkSource).pathname],
    outfile: new URL('app.js', linkDist).pathname,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    metafile: true,
    logLevel: 'warning',
  });
  await copyFile(new URL('styles.css', linkSource), new URL('app.css', linkDist));
  await copyFile(new URL('index.html', linkSource), new URL('index.html', linkDist));
  return Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
}

/**
 * The server bundle. `bench` builds the bench's own (dist/bench-server.js), the same but for the switch that turns
 * a performance device off for its A/B (server/performance.ts): there BENCH_DEVICES_OFF reads the environment.
 */
async function buildServer({ bench = false } = {}) {
  await build({
    entryPoints: [new URL('server/main.ts', root).pathname],
    outfile: new URL(bench ? 'dist/bench-server.js' : 'dist/server.js', root).pathname,
    ...(bench && { define: { BENCH_DEVICES_OFF: 'process.env.BENCH_DEVICES_OFF' } }),
    bundle: true,
    // The packages too: Node then reads one file instead of resolving and loading hundreds. Left out: what finds its
    // own files at run time (the native SQLite binding, pino's worker transports, Swagger UI's assets) and pg's
    // optional native binding.
    external: ['better-sqlite3', 'pino', 'pg-native', 'swagger-ui-dist'],
    // The CommonJS packages in an ESM bundle call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
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

/** Builds the Link page and the server bundle (and the bench's, with `bench`); returns a line saying what was built. */
export async function buildAll({ bench = false } = {}): Promise<string> {
  const started = Date.now();
  const [linkBytes] = await Promise.all([buildLinkPage(), buildServer(), bench && buildServer({ bench })]);
  const servers = bench ? 'dist/server.js and dist/bench-server.js' : 'dist/server.js';
  return `Built the Link page (${Math.round(linkBytes / 1024)} KiB of script) and ${servers} in ${Date.now() - started} ms`;
}

/** What `npm start` says when it builds the docs in the background: a first build, or a rebuild and why. */
export const DOCS_NOTE = {
  missing: 'Building the docs for /docs in the background (a first build): they are served there once ready, in a few seconds.',
  stale: 'Rebuilding the docs for /docs in the background: openapi.yaml or the Redocly release changed since they were built.',
} as const;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
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
