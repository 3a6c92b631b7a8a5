// The names a request could have meant, for "did you mean": the query parameters of the operation the validator
// matched, or the fields of the object in its request body that held an unknown one.
import { readFileSync } from 'node:fs';
import type { Request } from 'express';
import { operations, type OperationId } from '../../client/operations.js';
import { deref, schemaBranches, type Json } from '../contract/spec.js';
import { files } from '../files.js';

/** The spec the validator matched against, read on the first unknown name: its request bodies keep their `$ref`s. */
let spec: Json;
const specDocument = (): Json => {
  spec ??= JSON.parse(readFileSync(files.specJson, 'utf8'));
  return spec;
};

/** A schema and the branches it is made of, in the spec the validator matched against. */
const branches = (node: Json): Json[] => schemaBranches(specDocument(), node);

/** The schemas a body member at `key` of `node` may have: an array's items for an index, else the property's. */
const member = (node: Json, key: string): Json[] =>
  branches(node)
    .map((schema) =>
      /^\d+$/.test(key) ? schema.items : schema.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined,
    )
    .filter((schema) => schema !== undefined);

/** The operation express-openapi-validator matched the request to, with its `$ref`s unresolved. */
const matchedOperation = (req: Request): Json => (req as Request & { openapi?: { schema?: Json } }).openapi?.schema;

/**
 * The names known where the request sent the one at `path` (a validator path such as /query/userId or
 * /body/transferOptions/transactionid): the operation's query parameters, or the properties of the holding object.
 */
export function knownNames(req: Request, path: string): string[] {
  const operation = matchedOperation(req);
  const [part, ...keys] = path
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (part === 'query') {
    const id = operation?.operationId as OperationId | undefined;
    return id && id in operations ? [...operations[id].query] : [];
  }
  if (part !== 'body') return [];
  const body = deref(specDocument(), operation?.requestBody)?.content?.['application/json']?.schema;
  const holders = keys.slice(0, -1).reduce<Json[]>((nodes, key) => nodes.flatMap((node) => member(node, key)), body ? [body] : []);
  return [...new Set(holders.flatMap(branches).flatMap((schema) => Object.keys(schema.properties ?? {})))];
}
