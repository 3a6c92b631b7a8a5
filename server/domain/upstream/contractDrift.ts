// Where an upstream's answer departs from the contract: its status, and every field of its body checked against the
// operation's response schema, each difference with its kind and JSON path. Array indices are written `[]`, so that a
// difference in every item of a list is one difference. A value is shown only where it is an enum's, a status or a
// type's name: ids, tokens, amounts and names never reach the report.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { deref, HTTP_METHODS, type Json } from '../../contract/spec.js';
import type { Schemas } from '../../contract/types.js';

export type DriftKind = Schemas['DriftKind'];

export interface Difference {
  kind: DriftKind;
  path: string;
  expected: string;
  actual: string;
}

/** What the report keeps of a text: a bound on each. */
export const MAX_TEXT = 512;
export const bounded = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A member's place in a JSON path: `.name`, or `['name']` for a name that is not an identifier. */
export const member = (path: string, name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name).replace(/^"|"$/g, "'")}]`;

/** A value's JSON type, as a schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const accepts = (types: string[], actual: string) => types.includes(actual) || (actual === 'integer' && types.includes('number'));

/** A schema with its allOf folded in: the object keywords merged, the rest taken from the first branch that has them. */
function flatten(spec: Json, node: Json): Json {
  const schema = deref(spec, node);
  if (!schema || typeof schema !== 'object' || !Array.isArray(schema.allOf)) return schema ?? {};
  const parts = [{ ...schema, allOf: undefined }, ...schema.allOf.map((b: Json) => flatten(spec, b))];
  const merged = new Map<string, Json>();
  for (const part of parts) {
    for (const [key, value] of Object.entries<Json>(part)) {
      if (value === undefined) continue;
      if (key === 'properties') merged.set(key, { ...merged.get(key), ...value });
      else if (key === 'required') merged.set(key, [...new Set([...(merged.get(key) ?? []), ...value])]);
      else if (!merged.has(key)) merged.set(key, value);
    }
  }
  return Object.fromEntries(merged);
}

/** The types a schema allows, or none when it does not say. */
function typesOf(spec: Json, schema: Json): string[] {
  if (schema.type) return ([] as string[]).concat(schema.type);
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(jsonType))] as string[];
  const branches: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = branches.map((b) => typesOf(spec, flatten(spec, b)));
    return all.some((t) => !t.length) ? [] : [...new Set(all.flat())];
  }
  return [];
}

const formats = new Map<string, unknown>(Object.entries(fullFormats));
function formatHolds(format: string, value: string): boolean {
  const check = formats.get(format);
  if (check instanceof RegExp) return check.test(value);
  if (typeof check === 'function') return (check as (v: string) => boolean)(value);
  if (check && typeof check === 'object' && 'validate' in check) {
    const validate = (check as { validate: RegExp | ((v: string) => boolean) }).validate;
    return validate instanceof RegExp ? validate.test(value) : validate(value);
  }
  return true; // a format the checker does not know (int64, double): the type says it all
}

/** The bound a value breaks, if any: lengths, ranges, patterns and counts. */
function boundBroken(schema: Json, value: unknown): [string, string] | undefined {
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return [`minLength ${schema.minLength}`, `length ${length}`];
    if (schema.maxLength !== undefined && length > schema.maxLength) return [`maxLength ${schema.maxLength}`, `length ${length}`];
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      return [`pattern ${schema.pattern}`, 'a string that does not match'];
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return [`minimum ${schema.minimum}`, 'a number below it'];
    if (schema.maximum !== undefined && value > schema.maximum) return [`maximum ${schema.maximum}`, 'a number above it'];
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return [`minItems ${schema.minItems}`, `${value.length} items`];
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return [`maxItems ${schema.maxItems}`, `${value.length} items`];
  }
  return undefined;
}

const listed = (values: unknown[]) => bounded(`one of ${values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`);

/** Every way `value` departs from `node`, appended to `out`. */
export function schemaDrift(spec: Json, node: Json, value: unknown, path: string, out: Difference[]): void {
  const schema = flatten(spec, node);
  const actual = jsonType(value);
  const types = typesOf(spec, schema);
  if (types.length && !accepts(types, actual)) {
    out.push({ kind: 'wrongType', path, expected: types.join(' or '), actual });
    return;
  }
  const branches: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) {
    bestBranch(spec, branches, value, path, out);
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((v: unknown) => v === value)) {
    out.push({ kind: 'unknownEnumValue', path, expected: listed(schema.enum), actual: bounded(JSON.stringify(value)) });
    return;
  }
  if (schema.const !== undefined && schema.const !== value) {
    out.push({ kind: 'unknownEnumValue', path, expected: listed([schema.const]), actual: bounded(JSON.stringify(value)) });
    return;
  }
  if (typeof value === 'string' && typeof schema.format === 'string' && !formatHolds(schema.format, value)) {
    out.push({ kind: 'wrongFormat', path, expected: `format ${schema.format}`, actual: `a string that is not ${schema.format}` });
  }
  const bound = boundBroken(schema, value);
  if (bound) out.push({ kind: 'outOfBounds', path, expected: bound[0], actual: bound[1] });
  if (Array.isArray(value) && schema.items) for (const item of value) schemaDrift(spec, schema.items, item, `${path}[]`, out);
  if (actual === 'object') objectDrift(spec, schema, value as Record<string, unknown>, path, out);
}

function objectDrift(spec: Json, schema: Json, value: Record<string, unknown>, path: string, out: Difference[]): void {
  const properties = new Map<string, Json>(Object.entries(schema.properties ?? {}));
  for (const name of schema.required ?? [])
    if (!Object.hasOwn(value, name)) out.push({ kind: 'missingField', path: member(path, name), expected: 'required', actual: 'absent' });
  for (const [name, field] of Object.entries(value)) {
    if (properties.has(name)) schemaDrift(spec, properties.get(name), field, member(path, name), out);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      schemaDrift(spec, schema.additionalProperties, field, `${path}[*]`, out);
    else if (schema.additionalProperties !== true && (schema.properties || schema.additionalProperties === false))
      out.push({ kind: 'unknownField', path: member(path, name), expected: 'not in the schema', actual: jsonType(field) });
  }
}

/** Of the branches the value's type fits, the one it departs from least; its differences are the value's. */
function bestBranch(spec: Json, branches: Json[], value: unknown, path: string, out: Difference[]): void {
  const actual = jsonType(value);
  const fitting = branches.filter((b) => {
    const types = typesOf(spec, flatten(spec, b));
    return !types.length || accepts(types, actual);
  });
  if (!fitting.length) {
    const types = [...new Set(branches.flatMap((b) => typesOf(spec, flatten(spec, b))))];
    out.push({ kind: 'wrongType', path, expected: types.join(' or '), actual });
    return;
  }
  let best: Difference[] | undefined;
  for (const branch of fitting) {
    const found: Difference[] = [];
    schemaDrift(spec, branch, value, path, found);
    if (!best || found.length < best.length) best = found;
    if (!best.length) return;
  }
  out.push(...(best ?? []));
}

const METHODS = new Set<string>(HTTP_METHODS);

/**
 * The declared headers an answer owes whenever its status is declared: Cache-Control (no-store, on the answers that
 * hand out a secret or a token). The others are the sandbox's own edge's (its request id, binding and rate limit) or
 * sent only sometimes (Retry-After, when there is a wait).
 */
const OWED_HEADERS = new Set(['cache-control']);

/** The operation's responses, by operationId, from the bundled spec. */
export function responsesByOperation(spec: Json): Map<string, Json> {
  const byId = new Map<string, Json>();
  for (const item of Object.values<Json>(spec.paths ?? {}))
    for (const [method, op] of Object.entries<Json>(item))
      if (METHODS.has(method) && op?.operationId) byId.set(op.operationId, op.responses ?? {});
  return byId;
}

/**
 * Where an answer departs from the operation's contract: a status it does not declare, a body that is not JSON
 * where JSON is declared, and each field of the body against the schema of that status.
 */
export function contractDrift(
  spec: Json,
  responses: Json,
  answer: { status: number; contentType: string; headers: ReadonlySet<string>; body: unknown },
): Difference[] {
  const { status, contentType, body } = answer;
  const declared = Object.keys(responses);
  const response = deref(spec, Object.hasOwn(responses, String(status)) ? responses[String(status)] : responses.default);
  if (!response)
    return [{ kind: 'undeclaredStatus', path: '$status', expected: bounded(`one of ${declared.join(', ')}`), actual: String(status) }];
  const out: Difference[] = Object.keys(response.headers ?? {})
    .filter((name) => OWED_HEADERS.has(name.toLowerCase()) && !answer.headers.has(name.toLowerCase()))
    .map((name) => ({ kind: 'missingField', path: `$headers['${name}']`, expected: 'declared', actual: 'absent' }));
  const media = response.content?.['application/json'];
  if (!media) return out;
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType) || body === undefined)
    return [...out, { kind: 'wrongType', path: '$', expected: 'application/json', actual: bounded(contentType || 'no content type') }];
  schemaDrift(spec, media.schema, body, '$', out);
  return out;
}
