// The spec as data (through server/contract/spec.ts), and a JSON Schema 2020-12 validator that resolves its $refs, for tests.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { operations, type OperationId } from '../../client/operations.js';
import {
  deref as derefIn,
  HTTP_METHODS,
  loadSpec,
  operationsOf,
  parametersOf,
  SPEC_URL,
  type Json,
  type SpecOperation,
} from '../../server/contract/spec.js';

export { HTTP_METHODS, type Json, type SpecOperation };
export const specPath = SPEC_URL;
export const spec: Json = loadSpec();

/** Every operation of paths and webhooks. */
export const specOperations = (): SpecOperation[] => operationsOf(spec, { webhooks: true });

/** The path item and operation object an operationId names. */
export function specOperation(id: OperationId): { item: Json; op: Json } {
  const { method, path } = operations[id];
  return { item: spec.paths[path], op: spec.paths[path][method] };
}

/** An operation's parameters, its path item's first, with $refs followed. */
export const parametersFor = (path: string, op: Json): Json[] => parametersOf(spec, { item: spec.paths[path], op });

/** Follows a local `$ref` (and only that) to the object it names. */
export const deref = (node: Json): Json => derefIn(spec, node);

const SPEC_ID = 'https://spec.local/openapi.json';
const absolutise = (node: Json): Json =>
  Array.isArray(node)
    ? node.map(absolutise)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node).map(([k, v]) => [
            k,
            k === '$ref' && typeof v === 'string' && v.startsWith('#') ? SPEC_ID + v : absolutise(v),
          ]),
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
