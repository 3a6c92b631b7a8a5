// Derives everything from openapi.yaml: generated/openapi.ts (openapi-typescript), generated/openapi.json (the spec
// as JSON, which the server loads at start ten times faster than it parses YAML) and
// generated/operations.ts (operationId -> method, path, tag; errorType -> HTTP status). With --check it writes nothing and fails on drift.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const specUrl = new URL('openapi.yaml', root);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const HEADER = '// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.\n';

interface OperationObject {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  'x-idempotent'?: boolean;
  security?: Record<string, string[]>[];
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
    alphabetize: false,
    silent: true,
  });
  return HEADER + astToString(ast);
}

function resolveParameter(spec: unknown, p: { name: string; in: string; $ref?: string }): { name: string; in: string } {
  if (!p.$ref) return p;
  return p.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec) as { name: string; in: string };
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
  const { ErrorType: errorType, ResultStatus: resultStatus } = schemas;
  const byError = errorType?.['x-http-status'] ?? {};
  const byHttp = resultStatus?.['x-http-status'] ?? {};
  const problems: string[] = [];
  for (const value of errorType?.enum ?? []) if (value && !(value in byError)) problems.push(`ErrorType ${value} has no x-http-status`);
  for (const [value, status] of Object.entries(byError)) {
    if (!errorType?.enum.includes(value)) problems.push(`ErrorType's x-http-status names ${value}, which is not in its enum`);
    if (!(String(status) in byHttp)) problems.push(`ResultStatus's x-http-status has no status for HTTP ${status} (${value})`);
    if (!errorType?.description?.includes(`| \`${value}\` | ${status} |`)) problems.push(`ErrorType's description does not give ${value} the HTTP status ${status}`);
  }
  for (const status of Object.values(byHttp)) if (!resultStatus?.enum.includes(String(status))) problems.push(`ResultStatus's x-http-status names ${status}, which is not in its enum`);
  if (problems.length) throw new Error(problems.join('\n'));
  const entries = (record: Record<string, string | number>, quote: (v: string | number) => string) =>
    Object.entries(record).map(([k, v]) => `  ${/^\d+$/.test(k) ? k : `'${k}'`}: ${quote(v)},`).join('\n');
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

async function operationsSource(): Promise<string> {
  const spec = parse(await readFile(specUrl, 'utf8')) as {
    security?: Record<string, string[]>[];
    paths: Record<string, Record<string, OperationObject> & { parameters?: OperationObject['parameters'] }>;
    components: { schemas: Record<string, EnumSchema> };
  };
  const rows: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const query = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveParameter(spec, p)).filter((p) => p.in === 'query').map((p) => `'${p.name}'`);
      const idempotent = method !== 'post' && method !== 'patch' ? true : Boolean(op['x-idempotent']);
      rows.push(`  ${op.operationId}: { method: '${method}', path: '${path}', tag: '${op.tags?.[0] ?? ''}', query: [${query.join(', ')}], body: ${Boolean(op.requestBody)}, idempotent: ${idempotent}, auth: '${authOf(op.security ?? spec.security ?? [])}' },`);
    }
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
}

/**
 * Every operation of openapi.yaml: method, path, tag, query parameter names, whether it is safe to repeat
 * (GET, PUT, DELETE, or x-idempotent) and what authorises it. The server and the client route by it; the tests prove each one is served.
 */
export const operations = {
${rows.join('\n')}
} as const satisfies Partial<Record<keyof OperationTypes, OperationInfo>>;

export type OperationId = keyof typeof operations;

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
/** The \`content\` of an operation's successful result envelope (void when it has none). */
export type Content<K extends OperationId> = 'content' extends keyof OkResult<K> ? NonNullable<OkResult<K>['content' & keyof OkResult<K>]> : void;
${errorTables(spec.components.schemas)}`;
}

const outputs: Record<string, () => Promise<string>> = {
  'generated/openapi.ts': typesSource,
  'generated/operations.ts': operationsSource,
  'generated/openapi.json': async () => `${JSON.stringify(parse(await readFile(specUrl, 'utf8')), null, 2)}\n`,
};

const check = process.argv.includes('--check');
let drift = false;
for (const [file, produce] of Object.entries(outputs)) {
  const url = new URL(file, root);
  const want = await produce();
  if (!check) {
    await writeFile(url, want);
    continue;
  }
  const have = await readFile(url, 'utf8').catch(() => '');
  if (have !== want) {
    drift = true;
    console.error(`${file} is out of date with openapi.yaml. Run \`npm run generate\` and commit the result.`);
  }
}
if (check && !drift) console.log('generated/ matches openapi.yaml');
process.exitCode = drift ? 1 : 0;
