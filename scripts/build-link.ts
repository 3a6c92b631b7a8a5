// Bundles the Link page (server/link-page) into server/link-page/dist: one script, one stylesheet and the HTML
// the server fills in per session. Everything is local, so the page works offline. `npm start` and `npm test`
// run it; it takes well under a second.
import { copyFile, mkdir } from 'node:fs/promises';
import { build } from 'esbuild';

const source = new URL('../server/link-page/', import.meta.url);
const dist = new URL('dist/', source);
const started = Date.now();
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
});
await copyFile(new URL('styles.css', source), new URL('app.css', dist));
await copyFile(new URL('index.html', source), new URL('index.html', dist));
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`Link page built into server/link-page/dist (${Math.round(bytes / 1024)} KiB of script) in ${Date.now() - started} ms`);
