// Derives everything from openapi.yaml: generated/openapi.ts (openapi-typescript), generated/openapi.json (the spec
// as JSON, which the server loads at start much faster than it would parse YAML) and
// generated/operations.ts (operationId -> method, path, tag; errorType -> HTTP status). With --check it writes nothing and fails on drift.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { deref, loadSpec, operationsOf, parametersOf, SPEC_URL as specUrl, type Json } from '../server/contract/spec.js';

const root = new URL('../', import.meta.url);
const HEADER = '// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.\n';

/** The listener that serves a path: its servers' `x-listener`, or the API listener where it names no servers. */
function listenerOf(servers: { 'x-listener'?: string }[] | undefined, path: string): string {
  const listeners = new Set((servers ?? []).map((server) => server['x-listener']));
  if (!listeners.size) return 'api';
  const [listener] = listeners;
  if (listeners.size > 1 || (listener !== 'api' && listener !== 'admin'))
    throw new Error(`${path}: its servers must all have x-listener api, or all admin`);
  return listener;
}

/** Who may call an operation, from its `security` (or the root's): the listener and the middleware follow from it. */
function authOf(security: Record<string, string[]>[]): string {
  const schemes = security.flatMap((s) => Object.keys(s));
  if (!schemes.length) return 'none';
  if (schemes.includes('AdminKey')) return 'admin';
  if (schemes.includes('LinkSession')) return 'linkSession';
  return 'client';
}

async function typesSource(): Promise<string> {
  const ast = await openapiTS(specUrl, {
    enumValues: true,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    defaultNonNullable: false, // a field with a default stays optional for callers; the server applies the default (OperationInfo.defaults)
    alphabetize: false,
    silent: true,
  });
  return HEADER + astToString(ast);
}

interface EnumSchema {
  enum: string[];
  description?: string;
  'x-http-status'?: Record<string, string | number>;
}

/**
 * ErrorType's and ResultStatus's `x-http-status`: the one table that maps errors to HTTP statuses. Every
 * errorType needs its status, and the table in ErrorType's description must say the same.
 */
function errorTables(schemas: Record<string, EnumSchema>): string {
  const { ErrorType: errorType, ResultStatus: resultStatus } = schemas as Partial<Record<string, EnumSchema>>;
  const byError = errorType?.['x-http-status'] ?? {};
  const byHttp = resultStatus?.['x-http-status'] ?? {};
  const problems: string[] = [];
  for (const value of errorType?.enum ?? []) if (value && !(value in byError)) problems.push(`ErrorType ${value} has no x-http-status`);
  for (const [value, status] of Object.entries(byError)) {
    if (!errorType?.enum.includes(value)) problems.push(`ErrorType's x-http-status names ${value}, which is not in its enum`);
    if (!(String(status) in byHttp)) problems.push(`ResultStatus's x-http-status has no status for HTTP ${status} (${value})`);
    if (!errorType?.description?.includes(`| \`${value}\` | ${status} |`))
      problems.push(`ErrorType's description does not give ${value} the HTTP status ${status}`);
  }
  for (const status of Object.values(byHttp))
    if (!resultStatus?.enum.includes(String(status)))
      problems.push(`ResultStatus's x-http-status names ${status}, which is not in its enum`);
  if (problems.length) throw new Error(problems.join('\n'));
  const entries = (record: Record<string, string | number>, quote: (v: string | number) => string) =>
    Object.entries(record)
      .map(([k, v]) => `  ${/^\d+$/.test(k) ? k : `'${k}'`}: ${quote(v)},`)
      .join('\n');
  return `
/** The HTTP status each errorType is answered with (ErrorType's x-http-status). */
export const httpStatusOfError = {
${entries(byError, (v) => String(v))}
} as const satisfies Record<Exclude<components['schemas']['ErrorType'], ''>, number>;

/** The result status of an unsuccessful answer, by its HTTP status (ResultStatus's x-http-status). */
export const resultStatusOfHttp = {
${entries(byHttp, (v) => `'${v}'`)}
} as const satisfies Record<number, components['schemas']['ResultStatus']>;
`;
}

/** The `default`s of an operation's query parameters and of its JSON body's top-level properties. */
function defaultsOf(
  spec: Json,
  operation: Parameters<typeof parametersOf>[1],
): { query?: Record<string, unknown>; body?: Record<string, unknown> } {
  const query = Object.fromEntries(
    parametersOf(spec, operation)
      .filter((p) => p.in === 'query' && deref(spec, p.schema)?.default !== undefined)
      .map((p) => [p.name, deref(spec, p.schema).default]),
  );
  const schema = deref(spec, deref(spec, operation.op.requestBody)?.content?.['application/json']?.schema);
  const body = Object.fromEntries(
    Object.entries<Json>(schema?.properties ?? {})
      .filter(([, property]) => deref(spec, property)?.default !== undefined)
      .map(([name, property]) => [name, deref(spec, property).default]),
  );
  return { ...(Object.keys(query).length ? { query } : {}), ...(Object.keys(body).length ? { body } : {}) };
}

/**
 * The fields its JSON body must have: the body schema's `required`, with those of each `allOf` part, and of an
 * `oneOf`/`anyOf` only the fields every alternative requires. A missing body is answered with these names.
 */
function requiredBodyFields(spec: Json, operation: Parameters<typeof parametersOf>[1]): string[] {
  const requiredOf = (node: Json): string[] => {
    const schema = deref(spec, node);
    if (!schema) return [];
    const own: string[] = [...(schema.required ?? []), ...(schema.allOf ?? []).flatMap(requiredOf)];
    const alternatives: string[][] = (schema.oneOf ?? schema.anyOf ?? []).map(requiredOf);
    const common = alternatives.length ? alternatives.reduce((a, b) => a.filter((name) => b.includes(name))) : [];
    return [...new Set([...own, ...common])];
  };
  return requiredOf(deref(spec, operation.op.requestBody)?.content?.['application/json']?.schema);
}

async function operationsSource(): Promise<string> {
  const spec = loadSpec();
  const rows: string[] = [];
  for (const operation of operationsOf(spec)) {
    const { path, method, item, op } = operation;
    if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    const query = parametersOf(spec, operation)
      .filter((p) => p.in === 'query')
      .map((p) => `'${p.name}'`);
    const idempotent = method !== 'post' && method !== 'patch' ? true : Boolean(op['x-idempotent']);
    const mfa = op['x-mfa']
      ? `, mfa: { askedBy: '${op['x-mfa'].askedBy}'${op['x-mfa'].challenge ? `, challenge: '${op['x-mfa'].challenge}'` : ''} }`
      : '';
    const defaults = defaultsOf(spec, operation);
    const noStore = deref(spec, op.responses?.['200'])?.headers?.['Cache-Control'] ? ', noStore: true' : '';
    const defaultsSource = Object.keys(defaults).length ? `, defaults: ${JSON.stringify(defaults)}` : '';
    const requiredBody = op.requestBody
      ? `, requiredBody: [${requiredBodyFields(spec, operation)
          .map((name) => `'${name}'`)
          .join(', ')}]`
      : '';
    rows.push(
      `  ${op.operationId}: { method: '${method}', path: '${path}', tag: '${op.tags?.[0] ?? ''}', query: [${query.join(', ')}], body: ${Boolean(op.requestBody)}, idempotent: ${idempotent}, auth: '${authOf(op.security ?? spec.security ?? [])}', listener: '${listenerOf(item.servers, path)}'${requiredBody}${mfa}${defaultsSource}${noStore} },`,
    );
  }
  return `${HEADER}import type { components, operations as OperationTypes } from './openapi.js';

export interface OperationInfo {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  tag: string;
  query: readonly string[];
  body: boolean;
  idempotent: boolean;
  /** What authorises it: client credentials or an id_token, the admin key, a Link page session token, or nothing. */
  auth: 'client' | 'admin' | 'linkSession' | 'none';
  /** The listener that serves it (its path's servers' x-listener). */
  listener: 'api' | 'admin';
  /** The fields its JSON body must have (the body schema's required), named when the body is missing. */
  requiredBody?: readonly string[];
  /** Where the institution may ask for a code first (x-mfa): the content field that says mfaRequired, and the content path of a challenge token to send back as accessToken. */
  mfa?: { askedBy: 'status' | 'brokerResponseStatus'; challenge?: string };
  /** The spec's defaults of query parameters and top-level body fields, applied where the request leaves them out. */
  defaults?: { query?: Record<string, unknown>; body?: Record<string, unknown> };
  /** Its result declares Cache-Control: no-store, because it hands out a secret or a token. */
  noStore?: boolean;
}

/**
 * Every operation of openapi.yaml: method, path, tag, query parameter names, whether it is safe to repeat
 * (GET, PUT, DELETE, or x-idempotent), what authorises it, its listener and its MFA step. The server and the client route by it; the tests prove each one is served.
 */
export const operations = {
${rows.join('\n')}
} as const satisfies Partial<Record<keyof OperationTypes, OperationInfo>>;

export type OperationId = keyof typeof operations;

/** An operation's path with each {parameter} replaced: by ':name' for Express, a pattern, or a value. */
export const pathTemplate = (path: string, replace: (name: string) => string): string => path.replace(/\\{(\\w+)\\}/g, (_, name: string) => replace(name));
/** The names of a path's {parameters}, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/\\{(\\w+)\\}/g)].map((m) => m[1]!);
/** A concrete path: each {parameter} filled from params, URL-encoded. */
export const fillPath = (path: string, params: Record<string, unknown>): string => pathTemplate(path, (name) => encodeURIComponent(String(params[name] ?? '')));
/** The operations of one tag of the spec: the server's handlers are grouped by them, one module per tag. */
export type OperationOfTag<T extends string> = { [K in OperationId]: (typeof operations)[K]['tag'] extends T ? K : never }[OperationId];
/** The operations whose institution may ask for an MFA code first. */
export type MfaOperationId = { [K in OperationId]: (typeof operations)[K] extends { mfa: object } ? K : never }[OperationId];

type Op<K extends OperationId> = OperationTypes[K];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type OkResult<K extends OperationId> = JsonOf<Op<K>['responses'] extends { 200: infer R } ? R : never>;

/** The JSON request body of an operation (undefined when it takes none). */
export type RequestBody<K extends OperationId> = JsonOf<NonNullable<Op<K>['requestBody']>>;
type ParametersIn<K extends OperationId, In extends 'query' | 'path'> = Op<K>['parameters'] extends { [P in In]?: infer Q } ? ([NonNullable<Q>] extends [never] ? {} : NonNullable<Q>) : {};
/** The query parameters of an operation ({} when it has none). */
export type Query<K extends OperationId> = ParametersIn<K, 'query'>;
/** The path parameters of an operation ({} when it has none). */
export type PathParams<K extends OperationId> = ParametersIn<K, 'path'>;
/** Every result envelope an operation answers with, over all its declared statuses. */
export type ResultBody<K extends OperationId> = { [S in keyof Op<K>['responses']]: JsonOf<Op<K>['responses'][S]> }[keyof Op<K>['responses']];
/** The \`content\` of an operation's successful result envelope (void when it has none). */
export type Content<K extends OperationId> = 'content' extends keyof OkResult<K> ? NonNullable<OkResult<K>['content' & keyof OkResult<K>]> : void;
${errorTables(spec.components.schemas)}
/** How many field errors an answer lists at most (FieldErrors.errors' maxItems); \`total\` counts them all. */
export const MAX_FIELD_ERRORS = ${Number(deref(spec, spec.components.schemas.FieldErrors).properties.errors.maxItems)};
`;
}

const outputs: Record<string, () => Promise<string>> = {
  'generated/openapi.ts': typesSource,
  'generated/operations.ts': operationsSource,
  'generated/openapi.json': async () => `${JSON.stringify(loadSpec(), null, 2)}\n`,
};

const check = process.argv.includes('--check');
let drift = false;
const width = Math.max(...Object.keys(outputs).map((file) => file.length));
for (const [file, produce] of Object.entries(outputs)) {
  const url = new URL(file, root);
  const want = await produce();
  const have = await readFile(url, 'utf8').catch(() => '');
  if (!check) {
    // Said per file, so that a designer sees what an edit of openapi.yaml changed.
    if (have !== want) await writeFile(url, want);
    console.log(`${file.padEnd(width)}  ${have === want ? 'unchanged' : `written (${Math.round(Buffer.byteLength(want) / 1024)} KiB)`}`);
    continue;
  }
  if (have !== want) {
    drift = true;
    console.error(`${file} is out of date with openapi.yaml. Run \`npm run generate\` and commit the result.`);
  }
}
if (check && !drift) console.log('generated/ matches openapi.yaml');
process.exitCode = drift ? 1 : 0;
