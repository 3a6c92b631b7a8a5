// An operation's request as the spec describes it: the body schema, and the parameters of each place (query,
// path) as one object schema, so that arbitrary.ts can generate and break them alike.
import fc from 'fast-check';
import { operations, type OperationId } from '../../client/operations.js';
import { valid } from './arbitrary.js';
import { parametersOf } from '../../server/contract/spec.js';
import { deref, spec, specOperation, type Json } from './spec.js';

export interface RequestShape {
  body: Json | undefined;
  query: Json;
  params: Json;
  /** Called with the admin key rather than client credentials. */
  admin: boolean;
  /** What authorises it, as generated/ derives from the spec's `security`. */
  auth: (typeof operations)[OperationId]['auth'];
}

export function requestShape(id: OperationId): RequestShape {
  const { item, op } = specOperation(id);
  const parameters: Json[] = parametersOf(spec, { item, op });
  const asObject = (place: string): Json => {
    const list = parameters.filter((p) => p.in === place);
    return {
      type: 'object',
      additionalProperties: false,
      required: list.filter((p) => p.required).map((p) => p.name),
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
    };
  };
  const body = op.requestBody ? deref(op.requestBody).content['application/json'].schema : undefined;
  const admin = (op.security ?? spec.security ?? []).some((s: Json) => 'AdminKey' in s);
  return { body, query: asObject('query'), params: asObject('path'), admin, auth: operations[id].auth };
}

export const stringly = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

/** One schema-valid request, the same for a given seed: for tests where only the schema matters. */
export function sampleRequest(id: OperationId, seed: number) {
  const shape = requestShape(id);
  const [body, query, params] = [shape.body, shape.query, shape.params].map((s) =>
    s ? (fc.sample(valid(s), { seed, numRuns: 1 })[0] as Record<string, unknown>) : undefined,
  );
  return { body, query: stringly(query ?? {}), params: stringly(params ?? {}) };
}
