// The one breaking change check:breaking judges itself: a value removed from a request enum where Optic's enum rules
// do not look. Its property rule judges an enum on an object's property outside any oneOf/anyOf, and its parameter
// rule a parameter's own enum; an enum of array items (`accountInfo: [firstName, …]`), of a map's values or of what
// lies under them is never compared, and a union's branches only by its union rule, where they carry a `type`. So a
// request that worked could be refused with no gate failing. A change Optic's union rule sees is said twice.
import { deref, type Json as Spec, operationsOf, parametersOf, type SpecOperation } from '../server/contract/spec.js';

export interface RemovedEnumValues {
  /** `METHOD /path`, as Optic names an operation. */
  operation: string;
  /** Where in the request: `body.accountInfo[]` (an array's items), `body.limits{}` (a map's values), `query kinds[]`. */
  at: string;
  removed: unknown[];
}

/** What a request accepts at one place: its enum's values (undefined: any value), and whether Optic judges it. */
interface Place {
  values: unknown[] | undefined;
  optic: boolean;
}
type Places = Map<string, Place>;

const SCALAR = new Set(['string', 'number', 'integer', 'boolean']);
/** The values of `values` that `others` holds too (or lacks, with `holds` false), compared as JSON. */
const filtered = (values: unknown[], others: unknown[], holds: boolean) => {
  const keys = new Set(others.map((value) => JSON.stringify(value)));
  return values.filter((value) => keys.has(JSON.stringify(value)) === holds);
};

/** Two ways of accepting at one place, either of which will do (a union's branches): the values of both. */
function either(a: Place | undefined, b: Place): Place {
  if (!a) return b;
  const values = a.values && b.values ? [...a.values, ...filtered(b.values, a.values, false)] : undefined;
  return { values, optic: a.optic && b.optic };
}

/** Two rules at one place, both of which apply (allOf's parts): the values both accept. */
function both(a: Place | undefined, b: Place): Place {
  if (!a) return b;
  const values = a.values && b.values ? filtered(a.values, b.values, true) : (a.values ?? b.values);
  return { values, optic: a.optic && b.optic };
}

/** Where Optic's traversal reaches, and whether a place there is a property's own, outside any union. */
interface Seen {
  onProperty: boolean;
  inUnion: boolean;
  reached: boolean;
  refs: Set<string>;
}

/** The enums of a request schema by place, each a union of its branches and an intersection of its allOf parts. */
function placesOf(spec: Spec, node: Spec, at: string, seen: Seen, out: Places): void {
  const ref = node?.$ref;
  if (typeof ref === 'string') {
    if (seen.refs.has(ref)) return; // a schema that contains itself: its enums were met the first time
    placesOf(spec, deref(spec, node), at, { ...seen, refs: new Set([...seen.refs, ref]) }, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const union = [...(node.oneOf ?? []), ...(node.anyOf ?? [])];
  const optic = seen.onProperty && !seen.inUnion && union.length === 0 && seen.reached;
  if (Array.isArray(node.enum) || 'const' in node) out.set(at, both(out.get(at), { values: node.enum ?? [node.const], optic }));
  const below = { ...seen, onProperty: false, inUnion: seen.inUnion || union.length > 0 };
  for (const [name, property] of Object.entries<Spec>(node.properties ?? {}))
    placesOf(spec, property, `${at}.${name}`, { ...below, onProperty: true }, out);
  if (node.items && typeof node.items === 'object') placesOf(spec, node.items, `${at}[]`, below, out);
  for (const [i, item] of (node.prefixItems ?? []).entries()) placesOf(spec, item, `${at}[${i}]`, { ...below, reached: false }, out);
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    placesOf(spec, node.additionalProperties, `${at}{}`, { ...below, reached: false }, out);
  for (const part of node.allOf ?? []) placesOf(spec, part, at, seen, out);
  if (!union.length) return;
  // A union's branches at the place itself: what it accepts is what any branch does, however they are split.
  const merged: Places = new Map();
  for (const branch of union) {
    const own: Places = new Map();
    placesOf(spec, branch, at, { ...below, inUnion: true }, own);
    const b = deref(spec, branch);
    const open = !own.has(at) && [b?.type].flat().some((t) => SCALAR.has(t)); // a branch that takes any string, say
    if (open) own.set(at, { values: undefined, optic: false });
    for (const [place, value] of own) merged.set(place, either(merged.get(place), value));
  }
  for (const [place, value] of merged) out.set(place, both(out.get(place), value));
}

/** The request's enums by place: of each body media type, and of each parameter by where it is sent. */
function requestPlaces(spec: Spec, operation: SpecOperation): Places {
  const out: Places = new Map();
  const start = (onProperty: boolean): Seen => ({ onProperty, inUnion: false, reached: true, refs: new Set() });
  for (const [type, media] of Object.entries<Spec>(deref(spec, operation.op.requestBody)?.content ?? {}))
    if (media?.schema) placesOf(spec, media.schema, type === 'application/json' ? 'body' : `body (${type})`, start(false), out);
  // A parameter's own enum is Optic's (its parameter rule), as a property's is.
  for (const parameter of parametersOf(spec, operation))
    if (parameter?.schema) placesOf(spec, parameter.schema, `${parameter.in} ${parameter.name}`, start(true), out);
  return out;
}

/** An operation as Optic matches it: its path's parameters' names do not count. */
const shapeOf = ({ method, path }: SpecOperation) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;

/** The values each operation's request accepted before and refuses after, where Optic's rules do not look. */
export function removedRequestEnumValues(before: Spec, after: Spec): RemovedEnumValues[] {
  const was = new Map(operationsOf(before).map((operation) => [shapeOf(operation), operation]));
  return operationsOf(after).flatMap((operation) => {
    const then = was.get(shapeOf(operation));
    if (!then) return [];
    const earlier = requestPlaces(before, then);
    return [...requestPlaces(after, operation)].flatMap(([at, now]) => {
      const old = earlier.get(at);
      if (!old?.values || !now.values || (old.optic && now.optic)) return [];
      const removed = filtered(old.values, now.values, false);
      return removed.length ? [{ operation: `${operation.method.toUpperCase()} ${operation.path}`, at, removed }] : [];
    });
  });
}

/** As Optic words a breaking change: a section per operation, then the rule and the change. */
export const wordRemovals = (found: RemovedEnumValues[]): string =>
  found
    .map(
      ({ operation, at, removed }) =>
        `x ${operation}:\n    x [request enums Optic does not judge] cannot remove enum option${removed.length > 1 ? 's' : ''} ${removed.map((v) => `'${String(v)}'`).join(', ')} from request ${at}. This is a breaking change.`,
    )
    .join('\n');
