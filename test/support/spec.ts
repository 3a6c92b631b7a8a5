// The spec as data, and a JSON Schema 2020-12 validator that resolves its $refs, for tests.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { operations, type OperationId } from '../../generated/operations.js';

export const specPath = new URL('../../openapi.yaml', import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export const spec: Json = parse(readFileSync(specPath, 'utf8'));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface SpecOperation {
  path: string;
  method: string;
  op: Json;
  webhook: boolean;
}

/** Every operation of paths and webhooks. */
export function specOperations(): SpecOperation[] {
  const out: SpecOperation[] = [];
  for (const [section, webhook] of [['paths', false], ['webhooks', true]] as const) {
    for (const [path, item] of Object.entries<Json>(spec[section] ?? {})) {
      for (const method of HTTP_METHODS) if (item[method]) out.push({ path, method, op: item[method], webhook });
    }
  }
  return out;
}

/** The path item and operation object an operationId names. */
export function specOperation(id: OperationId): { item: Json; op: Json } {
  const { method, path } = operations[id];
  return { item: spec.paths[path], op: spec.paths[path][method] };
}

/** Follows a local `$ref` (and only that) to the object it names. */
export function deref(node: Json): Json {
  let cur = node;
  while (cur && typeof cur.$ref === 'string') {
    cur = cur.$ref
      .slice(2)
      .split('/')
      .reduce((acc: Json, key: string) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return cur;
}

const SPEC_ID = 'https://spec.local/openapi.json';
const absolutise = (node: Json): Json =>
  Array.isArray(node)
    ? node.map(absolutise)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? SPEC_ID + v : absolutise(v)]),
        )
      : node;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: SPEC_ID, components: absolutise(spec.components) });

const cache = new WeakMap<object, ValidateFunction>();
/** Validates a value against a schema taken from the spec (inline or a $ref). */
export function validateAgainst(schema: Json, value: unknown): string[] {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(absolutise(schema));
    cache.set(schema, fn);
  }
  return fn(value) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
