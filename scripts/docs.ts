// npm run docs: renders openapi.yaml (and the files it refers to) with Redocly into dist/docs/index.html, Redoc's
// script inlined (--inlineBundle), so the page fetches nothing from outside and works offline or behind a proxy. It
// then notes what it was built from beside it, so that `npm start` rebuilds the docs only when that changed. Written
// to a temporary file and renamed, so the server never serves a half-written page.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { deref, type Json, loadSpec, operationsOf, specFiles } from '../server/contract/spec.js';

const root = new URL('../', import.meta.url);
/** Build output, beside the server bundle in dist/: docs/ holds the project's markdown pages. */
const out = new URL('dist/docs/', root);
const stamp = new URL('.openapi.sha256', out);
const redocly = fileURLToPath(new URL('node_modules/.bin/redocly', root));
const ARGS = ['build-docs', '--inlineBundle'];
/** Bumped when what this script does to Redocly's output changes, so that old docs are rebuilt. */
const RECIPE = 5;

/**
 * The spec as the docs show it. Redoc renders no response `links` (Redocly/redoc#437), so each response that has
 * some gets them written at the end of its description: the operation each leads to, what it is for, and what it
 * carries there.
 */
export function withLinksDescribed(spec: Json): Json {
  const copy = structuredClone(spec);
  const summaries = new Map(operationsOf(copy).map(({ op }) => [op.operationId as string, op.summary as string]));
  const describe = (response: Json) => {
    if (!response?.links) return;
    const lines = Object.values<Json>(response.links).map((node) => {
      const link = deref(copy, node);
      const carried = Object.entries<unknown>({ ...link.parameters, ...link.requestBody })
        .map(([name, value]) => `\`${name}\` ← \`${typeof value === 'string' ? value : JSON.stringify(value)}\``)
        .join(', ');
      const what = String(link.description ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return `- **\`${link.operationId}\`** (${summaries.get(link.operationId)}): ${what}${carried ? ` Carries ${carried}.` : ''}`;
    });
    response.description = `${response.description ?? ''}\n\n**Links**: what this result feeds.\n\n${lines.join('\n')}`.trim();
  };
  for (const { op } of operationsOf(copy))
    for (const response of Object.values<Json>(op.responses ?? {})) if (!response.$ref) describe(response);
  for (const response of Object.values<Json>(copy.components?.responses ?? {})) describe(response);
  return copy;
}

/**
 * The one thing the inlined page still fetches: Redoc's attribution logo, from Redocly's CDN. Offline it only
 * fails (and hides itself), but a page that works anywhere should not reach out at all: the logo becomes the word
 * "Redocly" drawn in place. The build fails if a release adds another such URL, so the browser test is not
 * the first to notice.
 */
const ATTRIBUTION_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g;
const WORDMARK = (full: boolean) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${full ? 52 : 16}" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#5a5a5a">${full ? 'Redocly' : 'R'}</text></svg>`)}`;
const OUTSIDE_ASSET = /https?:\/\/cdn\.redoc(ly)?\.(ly|com)\/redoc\/[^`"')\s]+/g;

/**
 * Redoc's router looks for a `<base>` element (`document.querySelector('base')`) for each link it renders, and with
 * none it searches the whole page every time: a third of the script time of choosing an operation in the menu. An
 * empty `<base href="">`, first in `<head>`, is found at once and changes no address (the page's own stays the base).
 */
const NO_BASE_SEARCH = '<base href="">';

/**
 * Redoc breaks headings anywhere (`overflow-wrap: anywhere`), and its 36 px title beside the Copy button left 222 px
 * at 390 px wide: "Connectio" / "n". Headings break between words, and a phone gets a title that fits them.
 */
const HEADINGS_BY_WORD =
  '<style>h1{overflow-wrap:normal!important;word-break:normal!important}@media (max-width:600px){h1{font-size:26px!important}}</style>';

/**
 * The page with the attribution logo drawn in place and a `<base>` to find; throws when it would still load Redoc
 * itself from outside.
 */
export function selfContained(html: string): string {
  const head = /^<head>$/m; // the page's own, on a line of its own (Redoc's script holds the word too)
  if (!head.test(html)) throw new Error('The docs have no <head> line: Redocly changed its page');
  const page = html
    .replace(head, `<head>${NO_BASE_SEARCH}${HEADINGS_BY_WORD}`)
    .replace(ATTRIBUTION_LOGO, (_, full?: string) => WORDMARK(Boolean(full)));
  const outside = [...new Set(page.match(OUTSIDE_ASSET) ?? [])];
  if (outside.length)
    throw new Error(`The docs would load ${outside.join(', ')} from outside: Redocly changed what --inlineBundle inlines`);
  return page;
}

/**
 * What the page is built from: every file of the spec (openapi.yaml and the files under openapi/, by name and
 * content), the Redocly release and the arguments (a new flag rebuilds old docs).
 */
export async function sourceHash(from: URL = root): Promise<string> {
  const { version } = JSON.parse(await readFile(new URL('node_modules/@redocly/cli/package.json', from), 'utf8')) as { version: string };
  const hash = createHash('sha256');
  for (const file of specFiles(new URL('openapi.yaml', from)))
    hash
      .update(`${file}\0`)
      .update(await readFile(new URL(file, from)))
      .update('\0');
  return hash.update(`${version}\0${ARGS.join(' ')}\0${RECIPE}`).digest('hex');
}

/** Whether dist/docs/index.html was built from the current spec files, Redocly and arguments. */
export async function docsAreCurrent(): Promise<boolean> {
  return (await docsState()) === 'current';
}

/** `missing` when no docs were ever built here (a fresh clone), `stale` when what they are built from changed since. */
export async function docsState(stampFile: URL = stamp): Promise<'current' | 'missing' | 'stale'> {
  const built = await readFile(stampFile, 'utf8').catch(() => '');
  if (!built) return 'missing';
  return built === (await sourceHash()) ? 'current' : 'stale';
}

/** Builds dist/docs/index.html; Redocly's own output (banners, progress) is kept and shown only when it fails. */
export async function buildDocs(): Promise<{ bytes: number }> {
  const hash = await sourceHash();
  await mkdir(out, { recursive: true });
  const partial = fileURLToPath(new URL(`.index.${process.pid}.html`, out));
  const source = fileURLToPath(new URL(`.openapi.${process.pid}.json`, out));
  await writeFile(source, JSON.stringify(withLinksDescribed(loadSpec())));
  try {
    await promisify(execFile)(redocly, [ARGS[0]!, source, ...ARGS.slice(1), '--output', partial], {
      cwd: fileURLToPath(root),
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } catch (error) {
    await rm(partial, { force: true });
    await rm(source, { force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    // Redocly's boxed notices (such as its Node 20 deprecation notice) say nothing about why the build failed.
    throw new Error(`redocly build-docs failed:\n${`${stdout}${stderr}`.replace(/^.*[║╔╚].*\n/gm, '').trim()}`);
  }
  await rm(source, { force: true });
  try {
    await writeFile(partial, selfContained(await readFile(partial, 'utf8')));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, new URL('index.html', out));
  await writeFile(stamp, hash);
  return { bytes: (await stat(new URL('index.html', out))).size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { bytes } = await buildDocs();
    console.log(`Wrote dist/docs/index.html (${Math.round(bytes / 1024)} KiB, self-contained: it loads nothing from outside)`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
