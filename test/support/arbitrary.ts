// fast-check arbitraries from the spec's JSON Schemas: values that validate (valid), and mutations of a valid
// value that break exactly one constraint (broken), each saying which constraint it broke; and `Prefer: fault=…`
// headers (FaultPreference.yaml), valid and malformed.
import fc from 'fast-check';
import { httpStatusOfError } from '../../client/operations.js';
import { deref, type Json } from './spec.js';

/** Arbitraries that replace the schema for some properties, by name: values only the server's state makes valid. */
export type Pins = Record<string, fc.Arbitrary<unknown>>;

const types = (schema: Json): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Keeps generated strings short: bounds matter, not bulk (oversize bodies have their own mutation). */
const CAP = 24;

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? Infinity;
  const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= maxLength;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https'] }).filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, CAP)) });
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  if (integer) return fc.integer({ min: Math.ceil(min) + (schema.exclusiveMinimum !== undefined ? 1 : 0), max: Math.floor(max) });
  return fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Arbitraries of unpinned schemas, built once: building one (fc.stringMatching above all) costs more than drawing from it. */
const built = new WeakMap<Json, fc.Arbitrary<unknown>>();

export function valid(input: Json, pins: Pins = {}): fc.Arbitrary<unknown> {
  const schema = deref(input);
  if (Object.keys(pins).length) return build(schema, pins);
  let arbitrary = built.get(schema);
  if (!arbitrary) {
    arbitrary = build(schema, pins);
    built.set(schema, arbitrary);
  }
  return arbitrary;
}

function build(schema: Json, pins: Pins): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: Json) => valid(s)));
  const alternatives = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return numberArbitrary(schema, true);
      case 'number':
        return numberArbitrary(schema, false);
      case 'string':
        return stringArbitrary(schema);
      case 'array':
        return fc.array(valid(schema.items), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
      case 'object':
        return objectArbitrary(schema, pins);
      default:
        throw new Error(`no arbitrary for type ${type}`);
    }
  });
  if (!alternatives.length) throw new Error(`no arbitrary for schema ${JSON.stringify(schema)}`);
  return alternatives.length === 1 ? alternatives[0]! : fc.oneof(...alternatives);
}

function objectArbitrary(schema: Json, pins: Pins): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Json> = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, pins[name] ?? valid(s)]));
  // A pinned property is always present (a pin of `undefined` leaves it out of the JSON).
  const record = fc.record(model, {
    requiredKeys: [...new Set([...(schema.required ?? []), ...Object.keys(pins).filter((k) => k in properties)])],
  });
  if (typeof schema.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(
    valid({ type: 'string', minLength: 1, ...schema.propertyNames }) as fc.Arbitrary<string>,
    valid(schema.additionalProperties),
    {
      maxKeys: Math.min(schema.maxProperties ?? 3, 3),
    },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

export interface Broken {
  /** Which constraint was broken, for the failure message. */
  constraint: string;
  value: Record<string, unknown>;
}

/** A value of another JSON type than any the schema allows. */
function wrongType(schema: Json): unknown[] {
  const allowed = new Set(
    schema.anyOf || schema.oneOf ? (schema.anyOf ?? schema.oneOf).flatMap((s: Json) => types(deref(s))) : types(schema),
  );
  const samples: [string, unknown][] = [
    ['string', 'not-the-right-type'],
    ['integer', 7],
    ['boolean', true],
    ['object', { unexpected: 1 }],
    ['array', [1, 2]],
    ['null', null],
  ];
  return samples.filter(([t]) => !allowed.has(t) && !(t === 'integer' && allowed.has('number'))).map(([, v]) => v);
}

/** Every way to break one constraint of a valid object: the request-level schema only (nesting adds little). */
export function breakOne(input: Json, value: Record<string, unknown>): Broken[] {
  const schema = deref(input);
  const out: Broken[] = [];
  for (const name of schema.required ?? []) {
    const { [name]: _, ...rest } = value;
    out.push({ constraint: `required ${name} missing`, value: rest });
  }
  if (schema.additionalProperties === false) out.push({ constraint: 'unknown property', value: { ...value, unexpectedProperty: 'x' } });
  for (const [name, raw] of Object.entries<Json>(schema.properties ?? {})) {
    const property = deref(raw);
    for (const wrong of wrongType(property))
      out.push({ constraint: `${name} of a wrong type (${JSON.stringify(wrong)})`, value: { ...value, [name]: wrong } });
    if (property.enum) out.push({ constraint: `${name} outside its enum`, value: { ...value, [name]: 'notAnEnumValue' } });
    if (typeof property.maxLength === 'number')
      out.push({
        constraint: `${name} over maxLength ${property.maxLength}`,
        value: { ...value, [name]: 'x'.repeat(property.maxLength + 1) },
      });
    if (property.minLength === 1) out.push({ constraint: `${name} empty`, value: { ...value, [name]: '' } });
    if (typeof property.maximum === 'number')
      out.push({ constraint: `${name} over its maximum`, value: { ...value, [name]: property.maximum * 2 + 1 } });
    if (property.format === 'uuid') out.push({ constraint: `${name} not a uuid`, value: { ...value, [name]: 'not-a-uuid' } });
    if (property.pattern) out.push({ constraint: `${name} off its pattern`, value: { ...value, [name]: '~' } });
  }
  return out;
}

/** A `Prefer: fault=…` header that asks for a fault with an HTTP answer, and what that answer must be. */
export interface FaultPreference {
  header: string;
  status: number;
  /** The errorType it names, when it names one. */
  errorType?: string;
  /** The Retry-After of a 429. */
  retryAfter?: number;
}

/** RFC 7240 preferences other than `fault`, which the server ignores (Prism's `code=` among them). */
const OTHER_PREFERENCES = ['return=minimal', 'respond-async', 'wait=10', 'handling=lenient', 'code=200'];
const ERROR_TYPES = Object.entries(httpStatusOfError) as [string, number][];
const typesOf = (status: number) => ERROR_TYPES.filter(([, s]) => s === status).map(([t]) => t);

/** One preference among others, its kind quoted or not, its parameters in either order, spaced or not. */
function preferenceHeader(kind: string, parameters: string[]): fc.Arbitrary<string> {
  return fc
    .record({
      quoted: fc.boolean(),
      reversed: fc.boolean(),
      separator: fc.constantFrom(';', '; ', ' ; '),
      before: fc.subarray(OTHER_PREFERENCES, { maxLength: 2 }),
      after: fc.subarray(OTHER_PREFERENCES, { maxLength: 1 }),
    })
    .map(({ quoted, reversed, separator, before, after }) => {
      const fault = [`fault=${quoted ? `"${kind}"` : kind}`, ...(reversed ? [...parameters].reverse() : parameters)].join(separator);
      return [...before, fault, ...after].join(', ');
    });
}

/**
 * Valid `Prefer: fault=…` headers with an answer to judge (no transport faults): an error of a status the operation
 * declares (`errorStatuses`), with or without an errorType of that status, or a 429; with or without `commit`, but on
 * an operation whose answer can be an event stream (`stream`), which takes none.
 */
export function faultPreference(errorStatuses: readonly number[], { stream = false } = {}): fc.Arbitrary<FaultPreference> {
  const commit = stream ? fc.constant<string[]>([]) : fc.constantFrom<string[]>([], ['commit']);
  const error = fc.constantFrom(...errorStatuses).chain((status) => {
    const types = typesOf(status);
    return fc
      .tuple(types.length ? fc.option(fc.constantFrom(...types), { nil: undefined }) : fc.constant(undefined), commit)
      .chain(([errorType, more]) =>
        preferenceHeader('error', [`status=${status}`, ...(errorType ? [`errorType=${errorType}`] : []), ...more]).map(
          (header): FaultPreference => ({ header, status, errorType }),
        ),
      );
  });
  const rateLimit = fc
    .tuple(fc.option(fc.integer({ min: 1, max: 86_400 }), { nil: undefined }), commit)
    .chain(([retryAfter, more]) =>
      preferenceHeader('rateLimit', [...(retryAfter ? [`retryAfter=${retryAfter}`] : []), ...more]).map(
        (header): FaultPreference => ({ header, status: 429, errorType: 'rateLimited', retryAfter: retryAfter ?? 1 }),
      ),
    );
  return fc.oneof(error, rateLimit);
}

/**
 * `Prefer: fault=…` headers the server must refuse (400 naming `Prefer`) for an operation declaring `errorStatuses`, each
 * saying why; a commit among them where the operation's answer can be an event stream (`stream`).
 */
export function malformedFaultPreference(
  errorStatuses: readonly number[],
  { stream = false } = {},
): fc.Arbitrary<{ constraint: string; header: string }> {
  const declared = fc.constantFrom(...errorStatuses);
  const cases: [string, fc.Arbitrary<[string, string[]]>][] = [
    ['no such fault', fc.constantFrom('explode', 'timeout', '').map((kind) => [kind, []])],
    ['an error without its status', fc.constant(['error', []])],
    ['a status that is no number', fc.constantFrom('abc', '5o3', '-1', '').map((s) => ['error', [`status=${s}`]])],
    [
      'a status the operation never answers',
      fc
        .integer({ min: 100, max: 599 })
        .filter((s) => !errorStatuses.includes(s))
        .map((s) => ['error', [`status=${s}`]]),
    ],
    [
      'an errorType of another status',
      declared.chain((s) =>
        fc
          .constantFrom(...ERROR_TYPES.filter(([, other]) => other !== s).map(([t]) => t), 'noSuchError')
          .map((t): [string, string[]] => ['error', [`status=${s}`, `errorType=${t}`]]),
      ),
    ],
    [
      'a parameter its kind does not take',
      fc.constantFrom<[string, string[]]>(
        ['rateLimit', ['ms=5']],
        ['reset', ['status=500']],
        ['latency', ['retryAfter=1']],
        ['empty', ['x=1']],
      ),
    ],
    ['a Retry-After out of 1 to 86400', fc.constantFrom(0, 86_401).map((n) => ['rateLimit', [`retryAfter=${n}`]])],
    ['commit with a value', fc.constantFrom('reset', 'empty').map((kind) => [kind, ['commit=yes']])],
    ['latency above the request timeout', fc.constant(['latency', ['ms=999999999']])],
    ['latency without its ms', fc.constant(['latency', []])],
    ...(stream
      ? ([['a commit where the answer can be a stream', fc.constantFrom('reset', 'empty').map((kind) => [kind, ['commit']])]] as [
          string,
          fc.Arbitrary<[string, string[]]>,
        ][])
      : []),
  ];
  return fc.oneof(
    ...cases.map(([constraint, parts]) =>
      parts.chain(([kind, parameters]) => preferenceHeader(kind, parameters).map((header) => ({ constraint, header }))),
    ),
  );
}
