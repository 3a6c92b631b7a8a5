// Files the server reads at run time, located from the project root. The sources (server/) and the bundle that
// `npm start` runs (dist/) both sit one level below it.
import { readFileSync } from 'node:fs';
import { deviceOn } from './performance.js';

const ROOT = new URL('../', import.meta.url);

export const files = {
  /** The spec as one YAML document, openapi.yaml with every file it refers to read in (`npm run generate`). */
  specYaml: new URL('generated/openapi.yaml', ROOT),
  /** The same document as JSON: parsed at start far faster than the YAML. */
  specJson: new URL('generated/openapi.json', ROOT),
  /** The Redoc page at /docs, built by `npm run docs` (scripts/docs.ts). */
  docs: new URL('dist/docs/index.html', ROOT),
  linkPageDist: new URL('browser/link-page/dist/', ROOT),
  /** The dashboard at /dashboard, bundled by `npm run build` (scripts/build.ts). */
  dashboardDist: new URL('browser/dashboard/dist/', ROOT),
  /** The console page at /console (server/http/console.ts); Swagger UI itself comes from node_modules. */
  consolePage: new URL('browser/console/', ROOT),
};

let parsedSpecJson: Record<string, unknown> | undefined;
/** generated/openapi.json parsed once per process, shared by those who only read it (the app, the upstream mode). */
export function specJson(): Record<string, unknown> {
  parsedSpecJson ??= JSON.parse(readFileSync(files.specJson, 'utf8')) as Record<string, unknown>;
  return parsedSpecJson;
}

/**
 * The spec as an object. A performance device (server/performance.ts): it is read from the JSON that
 * `npm run generate` writes beside openapi.yaml, which Node parses at start much faster than a YAML parser parses
 * the YAML. Off, the YAML is parsed.
 */
export async function readSpec(): Promise<Record<string, unknown>> {
  if (deviceOn('specAsJson')) return specJson();
  const { parse } = await import('yaml');
  return parse(readFileSync(files.specYaml, 'utf8')) as Record<string, unknown>;
}
