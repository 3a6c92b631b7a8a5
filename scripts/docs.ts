// npm run docs: renders openapi.yaml with Redocly into docs/index.html, then notes the spec's hash beside it so
// that `npm start` rebuilds the docs only when the spec changed. Written to a temporary file and renamed, so the
// server never serves a half-written page.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const root = new URL('../', import.meta.url);
const stamp = new URL('docs/.openapi.sha256', root);
const specHash = async () => createHash('sha256').update(await readFile(new URL('openapi.yaml', root))).digest('hex');

/** Whether docs/index.html was built from the current openapi.yaml. */
export async function docsAreCurrent(): Promise<boolean> {
  const built = await readFile(stamp, 'utf8').catch(() => '');
  return built === (await specHash());
}

export async function buildDocs() {
  const hash = await specHash();
  await mkdir(new URL('docs/', root), { recursive: true });
  const partial = fileURLToPath(new URL(`docs/.index.${process.pid}.html`, root));
  await promisify(execFile)(fileURLToPath(new URL('node_modules/.bin/redocly', root)), ['build-docs', 'openapi.yaml', '--output', partial], { cwd: fileURLToPath(root) });
  await rename(partial, new URL('docs/index.html', root));
  await writeFile(stamp, hash);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildDocs();
