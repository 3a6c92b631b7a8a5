// The public service's binding, for every operation, before validation (openapi/decisions.md, "Binding"): ASP.NET's
// web defaults forgive what real clients send, so the sandbox forgives it too and says so. Property and query names
// match in any letter case; `""` for an optional value is the value left out; a field the operation ignores in the
// request's shape (`x-applies-with`) is dropped; a required boolean left out is `false`; a mixed-case EVM address whose
// EIP-55 checksum does not match is read in lower case. Each is reported (Binding-Forgiven, the dashboard, a count per
// client). `Prefer: handling=strict`, or the client's strict setting, refuses them all, as the contract reads.
import type { NextFunction, Request, Response } from 'express';
import { getAddress } from 'viem/utils';
import type { OperationId } from '../../client/operations.js';
import { deref, HTTP_METHODS, schemaBranches, type Json } from '../contract/spec.js';

/** How many deviations the header names before it only counts the rest. */
const NAMED = 3;
/** The longest name the header repeats: a client's key, cut and made printable. */
const MAX_NAME = 40;
const printable = (name: string) => {
  const safe = name.replace(/[^\x20-\x7e]/g, '?');
  return safe.length > MAX_NAME ? `${safe.slice(0, MAX_NAME)}...` : safe;
};

/** What binding reads of one object schema: its names by lower case, and which rules apply to which field. */
interface Shape {
  properties: Map<string, Json>;
  byLowerCase: Map<string, string>;
  /** Optional fields whose schema refuses `""`: `""` is the field left out. */
  emptyIsAbsent: Set<string>;
  /** Required booleans: left out, they are `false`, as a C# `bool` binds. */
  falseWhenMissing: string[];
  /** Fields that apply only with another one (`x-applies-with`): ignored without it. */
  appliesWith: [field: string, companion: string][];
  items: Json[];
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** A mixed-case hex address whose letter case is not its EIP-55 checksum. */
const badChecksum = (value: string) =>
  value.length === 42 && EVM_ADDRESS.test(value) && /[a-f]/.test(value) && /[A-F]/.test(value) && getAddress(value) !== value;

export function createBinding(spec: Json) {
  const shapes = new WeakMap<object, Shape>();

  const branches = (node: Json): Json[] => schemaBranches(spec, node);

  /** Whether a value of `schema` may be a string, and `""` is not one it takes. */
  const refusesEmpty = (schema: Json): boolean => {
    const strings = branches(schema).filter((b) => b.type === 'string' || (Array.isArray(b.type) && b.type.includes('string')));
    return (
      strings.length > 0 &&
      strings.every(
        (b) => b.minLength >= 1 || b.format || b.pattern || (b.enum && !b.enum.includes('')) || (b.const !== undefined && b.const !== ''),
      )
    );
  };
  const onlyBoolean = (schema: Json) => {
    const types = branches(schema).flatMap((b) => (b.type === undefined ? [] : [b.type].flat()));
    return types.length > 0 && types.every((t) => t === 'boolean');
  };

  function shapeOf(node: Json): Shape {
    const key = deref(spec, node);
    const known = key && typeof key === 'object' ? shapes.get(key) : undefined;
    if (known) return known;
    const all = branches(node);
    const properties = new Map<string, Json>();
    const required = new Set<string>();
    for (const b of all) {
      for (const [name, schema] of Object.entries<Json>(b.properties ?? {})) if (!properties.has(name)) properties.set(name, schema);
      for (const name of (b.required ?? []) as string[]) required.add(name);
    }
    const lower = new Map<string, string | null>();
    for (const name of properties.keys()) lower.set(name.toLowerCase(), lower.has(name.toLowerCase()) ? null : name);
    const shape: Shape = {
      properties,
      byLowerCase: new Map([...lower].filter((e): e is [string, string] => e[1] !== null)),
      emptyIsAbsent: new Set([...properties].filter(([n, s]) => !required.has(n) && refusesEmpty(s)).map(([n]) => n)),
      falseWhenMissing: [...required].filter((n) => properties.has(n) && onlyBoolean(properties.get(n))),
      appliesWith: [...properties]
        .map(([n, s]) => [n, (s['x-applies-with'] ?? deref(spec, s)?.['x-applies-with']) as string | undefined] as const)
        .filter((e): e is [string, string] => typeof e[1] === 'string'),
      items: all.flatMap((b) => (b.items ? [b.items] : [])),
    };
    if (key && typeof key === 'object') shapes.set(key, shape);
    return shape;
  }

  const absent = (value: unknown) => value === undefined || value === null || value === '';

  /**
   * Walks `value` by `schema`, naming each deviation in `out` (at `path`); changes it only when `apply`. A canonical
   * request costs one look-up per key and no allocation.
   */
  function walk(value: unknown, schema: Json, path: string, apply: boolean, out: string[]): void {
    if (Array.isArray(value)) {
      const [items] = shapeOf(schema).items;
      if (items) for (const item of value) if (item && typeof item === 'object') walk(item, items, `${path}[].`, apply, out);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const shape = shapeOf(schema);
    if (!shape.properties.size) return; // a map of any names (metadata): names are the client's own
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      let name = key;
      if (!shape.properties.has(key)) {
        const canonical = shape.byLowerCase.get(key.toLowerCase());
        if (canonical === undefined || Object.hasOwn(object, canonical)) continue; // unknown: validation names it
        out.push(`${printable(path + key)} -> ${canonical}`);
        if (!apply) continue;
        object[canonical] = object[key];
        delete object[key];
        name = canonical;
      }
      walkField(object, name, shape, path, apply, out);
    }
    for (const [field, companion] of shape.appliesWith) {
      if (!Object.hasOwn(object, field) || !absent(object[companion])) continue;
      out.push(`${path}${field} ignored without ${companion}`);
      if (apply) delete object[field];
    }
    for (const field of shape.falseWhenMissing) {
      if (Object.hasOwn(object, field)) continue;
      out.push(`${path}${field} left out: bound to false`);
      if (apply) object[field] = false;
    }
  }

  function walkField(object: Record<string, unknown>, name: string, shape: Shape, path: string, apply: boolean, out: string[]) {
    const field = object[name];
    if (field === '' && shape.emptyIsAbsent.has(name)) {
      out.push(`${path}${name}: "" treated as absent`);
      if (apply) delete object[name];
    } else if (typeof field === 'string') {
      if (badChecksum(field)) {
        out.push(`${path}${name}: EIP-55 checksum does not match, read in lower case`);
        if (apply) object[name] = field.toLowerCase();
      }
    } else if (field && typeof field === 'object') {
      // An object's names follow a dot, an array's items `[]` (toAddresses[].address).
      walk(field, shape.properties.get(name), Array.isArray(field) ? `${path}${name}` : `${path}${name}.`, apply, out);
    }
  }

  /** Each operation's query parameters as an object schema, and its body's schema. */
  const requests = new Map<string, { query: Json; body: Json }>();
  for (const item of Object.values<Json>(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p: Json) => deref(spec, p))
        .filter((p) => p.in === 'query');
      const query = {
        properties: Object.fromEntries(parameters.map((p: Json) => [p.name, p.schema])),
        required: parameters.filter((p: Json) => p.required).map((p: Json) => p.name),
      };
      requests.set(op.operationId, { query, body: deref(spec, op.requestBody)?.content?.['application/json']?.schema });
    }
  }

  /** The deviations of the request (query, then body), changed into the contract's request when `apply`. */
  function bind(id: OperationId, req: Request, apply: boolean): string[] {
    const request = requests.get(id);
    const out: string[] = [];
    if (!request) return out;
    const query = req.query as Record<string, unknown>;
    if (query && Object.keys(query).length) {
      const copy = apply ? { ...query } : query;
      walk(copy, request.query, '', apply, out);
      // Express 5 parses req.query again on each read: the bound one is set in its place, as the validator does.
      if (apply && out.length) Object.defineProperty(req, 'query', { value: copy, writable: true, configurable: true, enumerable: true });
    }
    if (request.body && req.body && typeof req.body === 'object') walk(req.body, request.body, '', apply, out);
    return out;
  }

  return { bind };
}

/** Whether the request asks for strict binding (RFC 7240: `Prefer: handling=strict`, among others). */
export const prefersStrict = (prefer: string | undefined) =>
  Boolean(prefer?.split(',').some((p) => /^\s*handling\s*=\s*"?strict"?\s*(;|$)/i.test(p)));

/** The header's bound (BindingForgiven.yaml). */
const MAX_HEADER = 512;

/** The field a line of `bind` is about: every line starts with its path, as the header names it (cut, made printable). */
export const forgivenField = (line: string): string => line.split(/:? /, 1)[0] ?? line;

/** The Binding-Forgiven header: the first few deviations, then how many more, within its bound. */
export function forgivenHeader(forgiven: string[]): string {
  const named = forgiven.slice(0, NAMED).join('; ');
  const header = forgiven.length > NAMED ? `${named}; and ${forgiven.length - NAMED} more` : named;
  return header.length > MAX_HEADER ? `${header.slice(0, MAX_HEADER - 3)}...` : header;
}

export interface BindingSettings {
  strict(clientId: string): Promise<boolean>;
  countForgiven(clientId: string): Promise<void>;
}

/**
 * The middleware: after routing named the operation (res.locals.operationId), before validation. A request that
 * deviates in nothing reads no setting; one that does is bound unless it or its client asks for strict binding.
 */
/** The bindings made so far, by spec: every app of the process shares one (the tests start dozens). */
const bindings = new WeakMap<object, ReturnType<typeof createBinding>>();

export function bindRequests(spec: Json, settings: BindingSettings) {
  const binding = bindings.get(spec) ?? createBinding(spec);
  bindings.set(spec, binding);
  /** Binds a request that deviates, unless its client binds strictly: the only path that reads a setting. */
  async function forgive(id: OperationId, req: Request, res: Response): Promise<void> {
    const clientId = res.locals.clientId as string | undefined;
    if (clientId && (await settings.strict(clientId))) return;
    const forgiven = binding.bind(id, req, true);
    res.locals.forgiven = forgiven;
    res.set('Binding-Forgiven', forgivenHeader(forgiven));
    if (clientId) await settings.countForgiven(clientId);
  }
  // Synchronous for a canonical request: no promise, no turn of the event loop, for the requests that need nothing.
  return (req: Request, res: Response, next: NextFunction) => {
    const id = res.locals.operationId as OperationId | undefined;
    if (!id) return next();
    if (prefersStrict(req.get('prefer'))) {
      res.set('Preference-Applied', 'handling=strict');
      return next();
    }
    if (!binding.bind(id, req, false).length) return next();
    forgive(id, req, res).then(() => next(), next);
  };
}
