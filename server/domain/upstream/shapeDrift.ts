// Where the upstream's answer to a call differs in shape from the sandbox's own (shadow): the statuses, the fields
// present, their types, and the values the rule compares. The rule, not a guess, says which values: those of a field
// the spec types as an enum, which include the envelope's `status` and `errorType`. Every other value (ids, tokens,
// times, amounts, names) is compared by its type and presence alone, and an item of a list by the union of its
// items' shapes, so that two accounts with different data still compare equal when their shapes are.
import { deref, type Json } from '../../contract/spec.js';
import { bounded, type Difference, jsonType, member } from './contractDrift.js';

/** The shape of one or more values at a path: their types, their fields' shapes, their items', and enum values. */
interface Shape {
  types: Set<string>;
  fields: Map<string, Shape>;
  items: Shape | undefined;
  values: Set<string> | undefined;
}

const emptyShape = (): Shape => ({ types: new Set(), fields: new Map(), items: undefined, values: undefined });

/** The schema a field or item has, through allOf, anyOf and oneOf, for knowing whether it is an enum. */
function childSchemas(spec: Json, schemas: Json[], key: string | undefined): Json[] {
  const out: Json[] = [];
  const visit = (node: Json, depth: number) => {
    const s = deref(spec, node);
    if (!s || typeof s !== 'object' || depth > 8) return;
    for (const b of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) visit(b, depth + 1);
    const child =
      key === undefined
        ? s.items
        : s.properties && Object.hasOwn(s.properties, key)
          ? s.properties[key]
          : typeof s.additionalProperties === 'object'
            ? s.additionalProperties
            : undefined;
    if (child) out.push(child);
  };
  for (const s of schemas) visit(s, 0);
  return out;
}

function isEnum(spec: Json, schemas: Json[]): boolean {
  const seen = (node: Json, depth: number): boolean => {
    const s = deref(spec, node);
    if (!s || typeof s !== 'object' || depth > 8) return false;
    return Array.isArray(s.enum) || [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].some((b: Json) => seen(b, depth + 1));
  };
  return schemas.some((s) => seen(s, 0));
}

function addTo(shape: Shape, spec: Json, schemas: Json[], value: unknown): void {
  const type = jsonType(value);
  shape.types.add(type === 'integer' ? 'number' : type);
  if (value !== null && typeof value !== 'object' && isEnum(spec, schemas)) {
    shape.values ??= new Set();
    shape.values.add(String(value));
  }
  if (Array.isArray(value)) {
    const itemSchemas = childSchemas(spec, schemas, undefined);
    for (const item of value) {
      shape.items ??= emptyShape();
      addTo(shape.items, spec, itemSchemas, item);
    }
  } else if (type === 'object') {
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      const child = shape.fields.get(name) ?? emptyShape();
      shape.fields.set(name, child);
      addTo(child, spec, childSchemas(spec, schemas, name), field);
    }
  }
}

const named = (set: Set<string>) => bounded([...set].sort().join(', '));
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((v) => b.has(v));

function compare(sandbox: Shape, upstream: Shape, path: string, out: Difference[]): void {
  if (!sameSet(sandbox.types, upstream.types)) {
    out.push({ kind: 'typeDiffers', path, expected: named(sandbox.types), actual: named(upstream.types) });
    return;
  }
  if (sandbox.values && upstream.values && !sameSet(sandbox.values, upstream.values))
    out.push({ kind: 'valueDiffers', path, expected: named(sandbox.values), actual: named(upstream.values) });
  for (const [name, shape] of sandbox.fields) {
    const other = upstream.fields.get(name);
    if (other) compare(shape, other, member(path, name), out);
    else out.push({ kind: 'fieldOnlyInSandbox', path: member(path, name), expected: named(shape.types), actual: 'absent' });
  }
  for (const [name, shape] of upstream.fields)
    if (!sandbox.fields.has(name))
      out.push({ kind: 'fieldOnlyUpstream', path: member(path, name), expected: 'absent', actual: named(shape.types) });
  // An empty list has no items to compare.
  if (sandbox.items && upstream.items) compare(sandbox.items, upstream.items, `${path}[]`, out);
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * The differences between the sandbox's answer and the upstream's to the same call. Answers of different statuses
 * are compared by status and error type alone: an error's envelope and a success's share nothing else to compare.
 */
export function shapeDrift(spec: Json, responses: Json, sandbox: Answer, upstream: Answer): Difference[] {
  const schemaOf = (status: number) => {
    const response = deref(spec, Object.hasOwn(responses, String(status)) ? responses[String(status)] : responses.default);
    return response?.content?.['application/json']?.schema;
  };
  const shapeOf = (answer: Answer) => {
    const shape = emptyShape();
    addTo(shape, spec, [schemaOf(answer.status)].filter(Boolean), answer.body);
    return shape;
  };
  if (sandbox.status !== upstream.status) {
    const out: Difference[] = [
      { kind: 'statusDiffers', path: '$status', expected: String(sandbox.status), actual: String(upstream.status) },
    ];
    const errorType = (body: unknown) =>
      body && typeof body === 'object' ? String((body as { errorType?: unknown }).errorType ?? '') : '';
    if (errorType(sandbox.body) !== errorType(upstream.body))
      out.push({
        kind: 'valueDiffers',
        path: '$.errorType',
        expected: bounded(errorType(sandbox.body)),
        actual: bounded(errorType(upstream.body)),
      });
    return out;
  }
  const out: Difference[] = [];
  compare(shapeOf(sandbox), shapeOf(upstream), '$', out);
  return out;
}
