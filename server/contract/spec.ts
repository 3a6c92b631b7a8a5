// openapi.yaml as data: read it, follow its $refs and walk its operations. The scripts and the tests read the
// spec through this module; the server loads the same spec as generated/openapi.json.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const SPEC_URL = new URL('../../openapi.yaml', import.meta.url);
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

// The spec is YAML of any shape; callers narrow what they read.
// biome-ignore lint/suspicious/noExplicitAny: the spec is YAML of any shape, narrowed by each caller
export type Json = any;

export const parseSpec = (text: string): Json => parse(text);
export const loadSpec = (url: URL = SPEC_URL): Json => parseSpec(readFileSync(url, 'utf8'));

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
