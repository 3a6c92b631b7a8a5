// The one breaking change check:breaking judges itself: a value removed from a request enum where Optic's enum rules
// do not look. Optic's property rule judges an enum on an object's property outside any oneOf/anyOf, and its
// parameter rule a parameter's own enum; an enum of array items (`accountInfo: [firstName, …]`), of a map's values or
// of a union's branch is never compared, so a request that worked would be refused with no gate failing.
import { deref, HTTP_METHODS, type Json as Spec } from '../server/contract/spec.js';

export interface RemovedEnumValues {
  /** `METHOD /path`, as Optic names an operation. */
  operation: string;
  /** Where in the request: `body.accountInfo[]` (an array's items), `body.limits{}` (a map's values), `body.transferType|` (a union's branches). */
  at: string;
  removed: unknown[];
}

/** Each enum of a request schema that Optic's rules leave alone, by where it is. */
function uncheckedEnums(spec: Spec, schema: Spec, at: string, out: Map<string, unknown[]>) {
  const visit = (node: Spec, at: string, onProperty: boolean, inUnion: boolean, refs: Set<string>) => {
    const ref = node?.$ref;
    if (typeof ref === 'string') {
      if (refs.has(ref)) return; // a schema that contains itself: its enums were met the first time
      return visit(deref(spec, node), at, onProperty, inUnion, new Set([...refs, ref]));
    }
    if (!node || typeof node !== 'object') return;
    const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : undefined;
    const union = Array.isArray(node.oneOf) || Array.isArray(node.anyOf);
    // A union's branches share one place (`at|`, and what is below it): what it accepts is what any branch does,
    // however they are split or ordered.
    if (values && !(onProperty && !inUnion && !union)) out.set(at, [...(out.get(at) ?? []), ...values]);
    for (const [name, property] of Object.entries<Spec>(node.properties ?? {}))
      visit(property, `${at}.${name}`, true, inUnion || union, refs);
    if (node.items && typeof node.items === 'object') visit(node.items, `${at}[]`, false, inUnion || union, refs);
    for (const [i, item] of (node.prefixItems ?? []).entries()) visit(item, `${at}[${i}]`, false, inUnion || union, refs);
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      visit(node.additionalProperties, `${at}{}`, false, inUnion || union, refs);
    for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) visit(branch, `${at}|`, false, true, refs);
    for (const part of node.allOf ?? []) visit(part, at, onProperty, inUnion || union, refs);
  };
  visit(schema, at, false, false, new Set());
}

/** The request's enums Optic leaves alone: of each body media type, and of each parameter by where it is sent. */
function requestEnums(spec: Spec, operation: Spec): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const [type, media] of Object.entries<Spec>(deref(spec, operation.requestBody)?.content ?? {}))
    if (media?.schema) uncheckedEnums(spec, media.schema, type === 'application/json' ? 'body' : `body (${type})`, out);
  for (const node of operation.parameters ?? []) {
    const parameter = deref(spec, node);
    // The parameter's own enum is Optic's (its parameter rule): what it holds is not.
    const own = new Map<string, unknown[]>();
    if (parameter?.schema) uncheckedEnums(spec, parameter.schema, `${parameter.in} ${parameter.name}`, own);
    own.delete(`${parameter.in} ${parameter.name}`);
    for (const [at, values] of own) out.set(at, values);
  }
  return out;
}

/** The values each operation's request accepted before and refuses after, where Optic's rules do not look. */
export function removedRequestEnumValues(before: Spec, after: Spec): RemovedEnumValues[] {
  const found: RemovedEnumValues[] = [];
  for (const [path, item] of Object.entries<Spec>(after.paths ?? {}))
    for (const method of HTTP_METHODS) {
      const was = before.paths?.[path]?.[method];
      if (!was || !item[method]) continue;
      const then = requestEnums(before, was);
      for (const [at, values] of requestEnums(after, item[method])) {
        const kept = new Set(values.map((value) => JSON.stringify(value)));
        const removed = (then.get(at) ?? []).filter((value) => !kept.has(JSON.stringify(value)));
        if (removed.length) found.push({ operation: `${method.toUpperCase()} ${path}`, at, removed });
      }
    }
  return found;
}

/** As Optic words a breaking change: a section per operation, then the rule and the change. */
export const wordRemovals = (found: RemovedEnumValues[]): string =>
  found
    .map(
      ({ operation, at, removed }) =>
        `x ${operation}:\n    x [request enums Optic does not judge] cannot remove enum option${removed.length > 1 ? 's' : ''} ${removed.map((v) => `'${String(v)}'`).join(', ')} from request ${at}. This is a breaking change.`,
    )
    .join('\n');
