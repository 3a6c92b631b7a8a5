// npm run check:breaking -- [git ref] [--allow-breaking]
// Judges the working spec (openapi.yaml and the files under openapi/) against the one at a git ref with Optic's
// breaking-change rules, and the request enums those rules do not look at (scripts/request-enums.ts).
// Default ref: the merge base with main; on main itself, the parent commit, so CI judges what just landed.
// A breaking change passes only when acknowledged: --allow-breaking, or a `BREAKING CHANGE:` footer in a
// commit message between the ref and HEAD.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { deref, HTTP_METHODS, loadSpec, resolveRef, SPEC_PARTS, type Json as Spec } from '../server/contract/spec.js';
import { removedRequestEnumValues, wordRemovals } from './request-enums.js';

const optic = fileURLToPath(new URL('../node_modules/.bin/optic', import.meta.url));
const ACKNOWLEDGEMENT = /^BREAKING[ -]CHANGE: /m;

/**
 * Optic judges paths only and treats `webhooks` as opaque. A webhook payload is data we send, like a response:
 * each webhook becomes a synthetic operation whose 200 response is the payload and its headers.
 * Optic's 3.1 meta-schema also predates `jsonSchemaDialect`, so that key is dropped.
 */
export function projectWebhooks(spec: Spec): Spec {
  const { webhooks = {}, jsonSchemaDialect: _, ...rest } = spec;
  const paths = { ...rest.paths };
  for (const [name, item] of Object.entries<Spec>(webhooks)) {
    for (const [method, operation] of Object.entries<Spec>(item)) {
      const headers = Object.fromEntries(
        (operation.parameters ?? [])
          .filter((p: Spec) => p.in === 'header')
          .map((p: Spec) => [p.name, { required: p.required, schema: p.schema }]),
      );
      paths[`/x-webhooks/${name}`] = {
        [method]: {
          operationId: operation.operationId,
          summary: `Webhook ${name}, judged as a response`,
          responses: { '200': { description: 'The payload sent', headers, content: operation.requestBody?.content ?? {} } },
        },
      };
    }
  }
  return { ...rest, paths };
}

/**
 * Links are left out of what Optic compares. Its rules judge none, and its 3.1 meta-schema refuses a link whose
 * `requestBody` is an object, which OpenAPI allows (the meta-schema's `any` and `expression` both match an object,
 * under a `oneOf`). Redocly's lint checks them against OpenAPI's own schema, and test/contract/links.test.ts follows
 * every one of them.
 */
export function withoutLinks(spec: Spec): Spec {
  const { links: _, ...components } = spec.components ?? {};
  const strip = (responses: Spec = {}): Spec =>
    Object.fromEntries(Object.entries<Spec>(responses).map(([status, { links: _links, ...response }]) => [status, response]));
  const paths = Object.fromEntries(
    Object.entries<Spec>(spec.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries<Spec>(item).map(([key, value]) =>
          (HTTP_METHODS as readonly string[]).includes(key) && value.responses
            ? [key, { ...value, responses: strip(value.responses) }]
            : [key, value],
        ),
      ),
    ]),
  );
  return { ...spec, paths, components: { ...components, ...(components.responses ? { responses: strip(components.responses) } : {}) } };
}

/**
 * Optic re-reads the whole file for each path-level parameter and `allOf` it flattens itself, which takes it
 * longer than the rest of its run, so both are flattened here first, without changing what the spec means: path parameters move into
 * their operations, and an `allOf` of objects becomes one object (a property both parts define gets the
 * keywords of both).
 */
export function flatten(spec: Spec): Spec {
  const resolve = (s: Spec): Spec => deref(spec, s);
  const schemas: Spec = spec.components?.schemas ?? {};
  const mergeAllOf = (schema: Spec): Spec => {
    const { allOf, ...own } = schema;
    const parts: Spec[] = allOf.map(resolve);
    if (!parts.every((p) => p.type === 'object' || (p.type === undefined && p.properties))) return schema;
    const properties: Spec = {};
    for (const part of parts) {
      for (const [name, property] of Object.entries<Spec>(part.properties ?? {})) {
        properties[name] = { ...properties[name], ...property };
      }
    }
    const required = [...new Set(parts.flatMap((p) => p.required ?? []))];
    return { type: 'object', ...own, properties, ...(required.length ? { required } : {}) };
  };
  const flatSchemas = Object.fromEntries(Object.entries<Spec>(schemas).map(([name, s]) => [name, s.allOf ? mergeAllOf(s) : s]));

  const paths = Object.fromEntries(
    Object.entries<Spec>(spec.paths ?? {}).map(([path, item]) => {
      const { parameters: shared = [], ...rest } = item;
      for (const method of HTTP_METHODS) {
        if (!rest[method]) continue;
        const own: Spec[] = rest[method].parameters ?? [];
        const inherited = shared.filter((p: Spec) => !own.some((o) => o.name === resolve(p).name && o.in === resolve(p).in));
        rest[method] = { ...rest[method], parameters: [...inherited, ...own] };
      }
      return [path, rest];
    }),
  );
  return { ...spec, paths, components: { ...spec.components, schemas: flatSchemas } };
}

/** A path item as Optic sees it: the item, and every node it reaches through `$ref`s, however deep. */
function fingerprint(spec: Spec, item: Spec | undefined): string | undefined {
  if (item === undefined) return undefined;
  const reached = new Map<string, string>();
  const visit = (node: Spec): void => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string' && !reached.has(node.$ref)) {
      const target = resolveRef(spec, node.$ref);
      reached.set(node.$ref, JSON.stringify(target) ?? 'missing');
      visit(target);
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(item);
  return JSON.stringify([item, [...reached].sort(([a], [b]) => a.localeCompare(b))]);
}

/** The document without what only the docs read: the info, the tags, external docs and top-level extensions. */
const judgedPart = (spec: Spec): Spec =>
  Object.fromEntries(
    Object.entries<unknown>(spec).filter(([key]) => !['info', 'tags', 'externalDocs'].includes(key) && !key.startsWith('x-')),
  );

/**
 * Optic spends its time on every property of every operation, changed or not. A path item that is the same on
 * both sides, down to every schema it reaches, can hold no change, so it is left out of both before Optic runs:
 * what Optic reports is the same, in a fraction of the time. When anything else differs (servers,
 * security, security schemes), nothing is left out.
 */
export function withoutUnchangedPaths(before: Spec, after: Spec): { before: Spec; after: Spec; unchanged: number } {
  // What only the docs read (the info, the tags and what they say, extensions) holds no operation, so Optic's rules
  // find nothing there: a change to it alone, such as openapi/decisions.md (the Decisions tag's description), still
  // leaves the unchanged paths out. Optic itself is still given the info (it reads the version).
  const { paths: _b, components: { schemas: _bs, ...beforeComponents } = {}, ...beforeRest } = judgedPart(before);
  const { paths: _a, components: { schemas: _as, ...afterComponents } = {}, ...afterRest } = judgedPart(after);
  // Other components (parameters, responses, ...) are reached by $ref and so part of each fingerprint; security
  // schemes are named, not referenced, so they count as "anything else".
  const same = (a: Spec, b: Spec) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(beforeRest, afterRest) || !same(beforeComponents.securitySchemes, afterComponents.securitySchemes))
    return { before, after, unchanged: 0 };
  const unchanged = new Set(
    Object.keys(before.paths ?? {}).filter((path) => fingerprint(before, before.paths[path]) === fingerprint(after, after.paths?.[path])),
  );
  const keep = (spec: Spec): Spec =>
    withoutUnreached({
      ...spec,
      paths: Object.fromEntries(Object.entries<Spec>(spec.paths ?? {}).filter(([path]) => !unchanged.has(path))),
    });
  return { before: keep(before), after: keep(after), unchanged: unchanged.size };
}

/**
 * The components no path left reaches are left out too: Optic reads each of them, though it reports on paths
 * alone, and once unchanged paths are out most components serve none (about half its time on a one-field change).
 * Security schemes are named, not referenced, and are all kept.
 */
export function withoutUnreached(spec: Spec): Spec {
  const reached = new Set<string>();
  const visit = (node: Spec): void => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/') && !reached.has(node.$ref)) {
      reached.add(node.$ref);
      visit(resolveRef(spec, node.$ref));
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(spec.paths);
  const components = Object.fromEntries(
    Object.entries<Spec>(spec.components ?? {}).map(([kind, entries]) => [
      kind,
      kind === 'securitySchemes'
        ? entries
        : Object.fromEntries(Object.entries<Spec>(entries).filter(([name]) => reached.has(`#/components/${kind}/${name}`))),
    ]),
  );
  return { ...spec, components };
}

const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const tryGit = (args: string[], cwd: string) => {
  try {
    return git(args, cwd);
  } catch {
    return undefined;
  }
};

function defaultBase(root: string): string | undefined {
  const head = tryGit(['rev-parse', 'HEAD'], root);
  const mergeBase = tryGit(['merge-base', 'HEAD', 'main'], root);
  if (mergeBase && mergeBase !== head) return mergeBase;
  return tryGit(['rev-parse', '--verify', '--quiet', 'HEAD~1'], root);
}

/**
 * The spec as it was at a commit, as one document: openapi.yaml and the files under openapi/ it refers to, checked
 * out into `dir`. Undefined when the commit has no openapi.yaml.
 */
function specAt(commit: string, root: string, dir: string): Spec | undefined {
  const files = (tryGit(['ls-tree', '-r', '--name-only', commit, '--', 'openapi.yaml', SPEC_PARTS], root) ?? '').split('\n');
  if (!files.includes('openapi.yaml')) return undefined;
  mkdirSync(dir);
  // A tar of a thousand small files passes execFileSync's 1 MiB output buffer: room for far more.
  const archive = execFileSync('git', ['archive', commit, '--', ...files], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return loadSpec(pathToFileURL(join(dir, 'openapi.yaml')));
}

/**
 * A spec as the file Optic reads, without YAML aliases: what the bundle shares between places is written out at
 * each, since Optic's source map cannot follow an alias (where it must, it fails with "Cannot read properties of
 * undefined (reading 'find')").
 */
const asYaml = (spec: Spec) => stringify(spec, { aliasDuplicateObjects: false });

function runOptic(before: string, after: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      optic,
      ['diff', before, after, '--check'],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, OPTIC_TELEMETRY_LEVEL: 'off' } },
      // A string code (ENOENT, a full buffer) is a failure to run: exit code 1, with its message.
      (error, stdout, stderr) =>
        resolve({
          code: !error ? 0 : typeof error.code === 'number' ? error.code : 1,
          output: `${stdout}${stderr}${error && typeof error.code !== 'number' ? `\n${error.message}` : ''}`,
        }),
    );
  });
}

/** What acknowledges the breaking changes since `base`, if anything: the flag, or a commit's footer. */
function acknowledgement(allowFlag: boolean, base: string, root: string): string | undefined {
  if (allowFlag) return '--allow-breaking';
  const messages = tryGit(['log', '--format=%B', `${base}..HEAD`], root) ?? '';
  return ACKNOWLEDGEMENT.test(messages) ? 'a BREAKING CHANGE: commit footer' : undefined;
}

async function main(argv: string[]): Promise<number> {
  const allowFlag = argv.includes('--allow-breaking');
  const refArg = argv.find((a) => !a.startsWith('--'));
  const root = git(['rev-parse', '--show-toplevel'], process.cwd());

  const ref = refArg ?? defaultBase(root);
  if (!ref) {
    console.log('check:breaking: no base commit to compare with (first commit or shallow clone); nothing to judge');
    return 0;
  }
  const base = tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root);
  if (!base) {
    console.error(`check:breaking: ${ref} is not a commit in this repository`);
    return 2;
  }

  const dir = await mkdtemp(join(tmpdir(), 'breaking-'));
  try {
    const before = specAt(base, root, join(dir, 'base'));
    if (before === undefined) {
      console.log(`check:breaking: openapi.yaml does not exist at ${ref}; nothing to judge`);
      return 0;
    }
    const files = { before: join(dir, 'before.yaml'), after: join(dir, 'after.yaml') };
    const judged = withoutUnchangedPaths(
      flatten(withoutLinks(projectWebhooks(before))),
      flatten(withoutLinks(projectWebhooks(loadSpec(pathToFileURL(join(root, 'openapi.yaml')))))),
    );
    const summary = `check:breaking: openapi.yaml at ${ref} (${base.slice(0, 12)}) → working tree; ${judged.unchanged} unchanged paths left out`;
    // Nothing left to compare: Optic would only take its few seconds of start-up to say so.
    if (JSON.stringify(judgedPart(judged.before)) === JSON.stringify(judgedPart(judged.after))) {
      console.log(`${summary}\nNo operations changed`);
      return 0;
    }
    await writeFile(files.before, asYaml(judged.before));
    await writeFile(files.after, asYaml(judged.after));
    const result = await runOptic(files.before, files.after);
    const output = result.output.replaceAll(`${dir}/`, '').trim();
    const missed = removedRequestEnumValues(judged.before, judged.after);
    console.log(`${summary}\n${output}`);
    if (missed.length) console.log(wordRemovals(missed));
    if (result.code === 0 && !missed.length) return 0;

    // A failure without a failed check is Optic refusing an input, which no acknowledgement can cover.
    if (result.code !== 0 && !/Checks: \d+\/\d+ passed/.test(output)) {
      console.error('check:breaking: Optic could not compare the two specs (see above)');
      return 2;
    }
    const acknowledgedBy = acknowledgement(allowFlag, base, root);
    if (acknowledgedBy) {
      console.log(`check:breaking: breaking changes acknowledged by ${acknowledgedBy}`);
      return 0;
    }
    console.error(
      'check:breaking: breaking changes found. Make the change additive, or acknowledge it with a `BREAKING CHANGE: <why>` footer in the commit message (or --allow-breaking).',
    );
    return 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
