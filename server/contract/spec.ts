// openapi.yaml as data: read it and the files it refers to, follow its $refs and walk its operations. The scripts
// and the tests read the spec through this module; the server loads the same spec as generated/openapi.json.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SPEC_URL = new URL('../../openapi.yaml', import.meta.url);
/** The folder of the files openapi.yaml refers to: paths, the webhook and components, one file each. */
export const SPEC_PARTS = 'openapi/';
/** The component index that `npm run generate` writes, which openapi.yaml's `components` refers to. */
export const COMPONENT_INDEX = 'openapi/components.yaml';
/** What `npm run generate` writes the result envelopes from: an input of the generator, not a part of the spec. */
export const RESULT_LIST = 'openapi/results.yaml';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

// The spec is YAML of any shape; callers narrow what they read.
// biome-ignore lint/suspicious/noExplicitAny: the spec is YAML of any shape, narrowed by each caller
export type Json = any;

/** Every file of the spec, from the folder of openapi.yaml: the root first, then its parts in order. */
export function specFiles(url: URL = SPEC_URL): string[] {
  const folder = fileURLToPath(new URL('.', url));
  if (!existsSync(new URL(SPEC_PARTS, url))) return [basename(fileURLToPath(url))];
  const parts = readdirSync(new URL(SPEC_PARTS, url), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== RESULT_LIST);
  return [basename(fileURLToPath(url)), ...parts.sort()];
}

const escapePointer = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');
/** Whether a node is a `$ref` to another file (`./openapi/...`), not to a place in its own (`#/...`). */
const refersToFile = (node: Json): boolean => typeof node?.$ref === 'string' && !node.$ref.startsWith('#');
/** The file a `$ref` names, by its path from the root's folder, and the JSON pointer in it. */
function targetOf(ref: string, from: string): { file: string; fragment: string } {
  const [file = '', fragment = ''] = ref.split('#');
  return { file: file ? posix.join(posix.dirname(from), file) : from, fragment };
}

/**
 * The spec as one document, as `redocly bundle` makes it. `read` gives the text of a file by its path from the
 * root's folder. A file that the components name (`X: {$ref: ./components/schemas/X.yaml}`, in the index the root's
 * `components` refers to, or in the root itself) is read in there, and every reference to it becomes
 * `#/components/schemas/X`; any other file (a path item, the webhook) is read in where it is referenced, a Markdown
 * file (the decisions) as its text.
 */
export function bundleSpec(read: (file: string) => string, rootFile = 'openapi.yaml'): Json {
  const parsed = new Map<string, Json>();
  const load = (file: string): Json => {
    if (!parsed.has(file)) parsed.set(file, file.endsWith('.md') ? read(file) : parse(read(file)));
    return parsed.get(file);
  };
  const root = load(rootFile);
  const indexFile = refersToFile(root.components) ? targetOf(root.components.$ref, rootFile).file : rootFile;
  const index: Json = indexFile === rootFile ? (root.components ?? {}) : load(indexFile);
  const componentOf = new Map<string, string>();
  for (const [section, entries] of Object.entries<Json>(index))
    for (const [name, entry] of Object.entries<Json>(entries))
      if (refersToFile(entry)) componentOf.set(targetOf(entry.$ref, indexFile).file, `#/components/${section}/${escapePointer(name)}`);

  const inline = (node: Json, from: string): Json => {
    if (Array.isArray(node)) return node.map((item) => inline(item, from));
    if (!node || typeof node !== 'object') return node;
    const own = Object.fromEntries(Object.entries<Json>(node).map(([key, value]) => [key, key === '$ref' ? value : inline(value, from)]));
    return typeof node.$ref === 'string' ? reference(own, from) : own;
  };
  const readIn = ({ file, fragment }: { file: string; fragment: string }): Json =>
    inline(fragment ? resolveRef(load(file), `#${fragment}`) : load(file), file);
  const reference = (node: Json, from: string): Json => {
    const { file, fragment } = targetOf(node.$ref, from);
    if (file === rootFile) return { ...node, $ref: `#${fragment}` };
    const component = componentOf.get(file);
    if (component) return { ...node, $ref: component + fragment };
    if (file.includes('/components/'))
      throw new Error(`${from} refers to ${file}, a component that ${indexFile} does not name: run \`npm run generate\``);
    if (Object.keys(node).length > 1) throw new Error(`${from}: a $ref to ${file}, which is read in, takes no other keys`);
    return readIn({ file, fragment });
  };
  const component = (entry: Json): Json => (refersToFile(entry) ? readIn(targetOf(entry.$ref, indexFile)) : inline(entry, indexFile));
  const components = (sections: Json): Json =>
    Object.fromEntries(
      Object.entries<Json>(sections).map(([section, entries]) => [
        section,
        Object.fromEntries(Object.entries<Json>(entries).map(([name, entry]) => [name, component(entry)])),
      ]),
    );
  return Object.fromEntries(
    Object.entries<Json>(root).map(([key, value]) => [key, key === 'components' ? components(index) : inline(value, rootFile)]),
  );
}

/**
 * Where bundled specs are kept as JSON, by a hash of what they were bundled from: node_modules/.cache, which npm ci
 * empties (a scratch copy of the repository links this repository's node_modules).
 */
const BUNDLES = new URL('../../node_modules/.cache/spec-bundles/', import.meta.url);
/** How many bundles are kept: the spec as committed, and the few a test's scratch copies edit. */
const KEPT_BUNDLES = 24;

/**
 * The spec as one document, read from openapi.yaml and the files it refers to. Bundling parses ~700 YAML files (most
 * of a second), and the scripts and tests bundle the same spec many times: the bundle is kept as JSON, keyed by a hash
 * of every file of the spec and of this module (and so of how it bundles), and read back when they hash the same.
 */
export function loadSpec(url: URL = SPEC_URL): Json {
  const files = specFiles(url);
  const texts = new Map(files.map((file) => [file, readFileSync(new URL(file, url), 'utf8')]));
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  for (const [file, text] of texts) hash.update(`\0${file}\0${text}`);
  const kept = new URL(`${hash.digest('hex')}.json`, BUNDLES);
  const read = readKept(kept);
  if (read !== undefined) return read;
  let outside = false; // a file the hash did not cover: the bundle is not kept
  const readFile = (file: string) => {
    const text = texts.get(file);
    if (text !== undefined) return text;
    outside = true;
    return readFileSync(new URL(file, url), 'utf8');
  };
  const spec = bundleSpec(readFile, basename(fileURLToPath(url)));
  if (!outside) keepBundle(kept, spec);
  return spec;
}

/** A bundle kept before; undefined when there is none (or another process just dropped it). */
function readKept(kept: URL): Json {
  try {
    return JSON.parse(readFileSync(kept, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Writes a bundle beside its place, then renames it there (processes bundle side by side), and drops the oldest. */
function keepBundle(kept: URL, spec: Json) {
  try {
    mkdirSync(BUNDLES, { recursive: true });
    const partial = new URL(`${basename(fileURLToPath(kept))}.${process.pid}.partial`, BUNDLES);
    writeFileSync(partial, JSON.stringify(spec));
    renameSync(partial, kept);
    const bundles = readdirSync(BUNDLES)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ name, at: statSync(new URL(name, BUNDLES)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { name } of bundles.slice(KEPT_BUNDLES)) rmSync(new URL(name, BUNDLES), { force: true });
  } catch {
    // Nowhere to keep it (no node_modules, a read-only tree): bundled again next time.
  }
}

/** The node a local JSON pointer (`#/components/schemas/X`) names. */
export const resolveRef = (spec: Json, ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce((node: Json, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);

/** Follows `$ref`s until a node that is not one. */
export function deref(spec: Json, node: Json): Json {
  let current = node;
  while (current && typeof current.$ref === 'string') current = resolveRef(spec, current.$ref);
  return current;
}

/** A schema and the branches it is made of (allOf, oneOf, anyOf), at any depth, each with its `$ref` followed. */
export function schemaBranches(spec: Json, node: Json): Json[] {
  const schema = deref(spec, node);
  if (!schema || typeof schema !== 'object') return [];
  return [schema, ...['allOf', 'oneOf', 'anyOf'].flatMap((key) => ((schema[key] ?? []) as Json[]).flatMap((b) => schemaBranches(spec, b)))];
}

export interface SpecOperation {
  path: string;
  method: (typeof HTTP_METHODS)[number];
  /** The path item (or webhook) the operation belongs to. */
  item: Json;
  op: Json;
  webhook: boolean;
}

/** Every operation of `paths`, and of `webhooks` when asked, in the spec's order. */
export function operationsOf(spec: Json, { webhooks = false } = {}): SpecOperation[] {
  const sections: [string, boolean][] = webhooks
    ? [
        ['paths', false],
        ['webhooks', true],
      ]
    : [['paths', false]];
  return sections.flatMap(([section, webhook]) =>
    Object.entries<Json>(spec[section] ?? {}).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method, item, op: item[method], webhook })),
    ),
  );
}

/** An operation's parameters, its path item's first, each with its $ref followed. */
export const parametersOf = (spec: Json, { item, op }: Pick<SpecOperation, 'item' | 'op'>): Json[] =>
  [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => deref(spec, p));
