// Derives everything from openapi.yaml and the files under openapi/ it refers to: generated/openapi.ts
// (openapi-typescript), generated/openapi.json and generated/openapi.yaml (the spec as one document; the server
// loads the JSON at start ten times faster than it parses YAML, and serves both) and
// generated/operations.ts (the data: operationId -> method, path, tag, ...; errorType -> HTTP status; the helpers that
// use it are hand-written in client/operations.ts). First it writes the spec's own mechanical parts: the component
// index (openapi/components.yaml) and the result envelopes listed in openapi/results.yaml (scripts/spec-index.ts).
// With --check it writes nothing and fails on drift, of those parts or of generated/.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { stringify } from 'yaml';
import { bundleSpec, deref, operationsOf, parametersOf, schemaBranches, type Json, type SpecOperation } from '../server/contract/spec.js';
import { specParts } from './spec-index.js';

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
  // The bundled document itself, so that the types describe exactly what the server validates by.
  const ast = await openapiTS(structuredClone(spec), {
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
  'x-http-status'?: Record<string, string | number>;
}

/**
 * ErrorType's and ResultStatus's `x-http-status`: the one table that maps errors to HTTP statuses, read as data
 * (no description is read for facts). Every errorType needs its status, and every status its result status.
 */
function errorTables(schemas: Record<string, EnumSchema>): {
  httpStatusOfError: Record<string, number>;
  resultStatusOfHttp: Record<string, string>;
} {
  const { ErrorType: errorType, ResultStatus: resultStatus } = schemas as Partial<Record<string, EnumSchema>>;
  const byError = errorType?.['x-http-status'] ?? {};
  const byHttp = resultStatus?.['x-http-status'] ?? {};
  const problems: string[] = [];
  for (const value of errorType?.enum ?? []) if (value && !(value in byError)) problems.push(`ErrorType ${value} has no x-http-status`);
  for (const [value, status] of Object.entries(byError)) {
    if (!errorType?.enum.includes(value)) problems.push(`ErrorType's x-http-status names ${value}, which is not in its enum`);
    if (!(String(status) in byHttp)) problems.push(`ResultStatus's x-http-status has no status for HTTP ${status} (${value})`);
  }
  for (const status of Object.values(byHttp))
    if (!resultStatus?.enum.includes(String(status)))
      problems.push(`ResultStatus's x-http-status names ${status}, which is not in its enum`);
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    httpStatusOfError: Object.fromEntries(Object.entries(byError).map(([value, status]) => [value, Number(status)])),
    resultStatusOfHttp: Object.fromEntries(Object.entries(byHttp).map(([status, value]) => [status, String(value)])),
  };
}

/** The `default`s of an operation's query parameters and of its JSON body's top-level properties. */
function defaultsOf(spec: Json, operation: SpecOperation): { query?: Record<string, unknown>; body?: Record<string, unknown> } {
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
function requiredBodyFields(spec: Json, operation: SpecOperation): string[] {
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

/** Its query parameters of type integer, which the server reads in decimal digits only (a validator would take 0x10). */
function integerQuery(spec: Json, operation: SpecOperation): { integerQuery?: string[] } {
  const names = parametersOf(spec, operation)
    .filter((p) => p.in === 'query' && deref(spec, p.schema)?.type === 'integer')
    .map((p) => p.name);
  return names.length ? { integerQuery: names } : {};
}

/** What the code needs to know of one operation (client/operations.ts types it as OperationInfo). */
function operationInfo(spec: Json, operation: SpecOperation): Record<string, unknown> {
  const { path, method, item, op } = operation;
  const mfa = op['x-mfa'] && { askedBy: op['x-mfa'].askedBy, ...(op['x-mfa'].challenge ? { challenge: op['x-mfa'].challenge } : {}) };
  const defaults = defaultsOf(spec, operation);
  return {
    method,
    path,
    tag: op.tags?.[0] ?? '',
    query: parametersOf(spec, operation)
      .filter((p) => p.in === 'query')
      .map((p) => p.name),
    body: Boolean(op.requestBody),
    // A body the operation may go without (verifyTransfer's, whose fields may come in the query instead).
    ...(op.requestBody && !deref(spec, op.requestBody).required ? { bodyOptional: true } : {}),
    idempotent: method !== 'post' && method !== 'patch' ? true : Boolean(op['x-idempotent']),
    auth: authOf(op.security ?? spec.security ?? []),
    listener: listenerOf(item.servers, path),
    ...integerQuery(spec, operation),
    ...(op.requestBody ? { requiredBody: requiredBodyFields(spec, operation) } : {}),
    ...(mfa ? { mfa } : {}),
    ...(Object.keys(defaults).length ? { defaults } : {}),
    ...(deref(spec, op.responses?.['200'])?.headers?.['Cache-Control'] ? { noStore: true } : {}),
    ...(deref(spec, op.responses?.['200'])?.content?.['text/event-stream'] ? { stream: true } : {}),
    errorStatuses: Object.keys(op.responses ?? {})
      .filter((status) => /^[45]\d\d$/.test(status))
      .map(Number),
    // It declares the Prefer header (the FaultPreference parameter): the sandbox may fault it, by rule or by request.
    ...(parametersOf(spec, operation).some((p) => p.in === 'header' && p.name === 'Prefer') ? { faults: true } : {}),
  };
}

/**
 * The names of the properties the spec marks `x-secret` (on the property, or on the schema it refers to), anywhere in
 * its schemas: what the dashboard masks in the bodies it keeps, by name, at any depth. With `whole`, those marked
 * `x-secret: whole`, whose value is masked whole even when it is an object or a list.
 */
function secretFields(spec: Json, { whole = false } = {}): string[] {
  const names = new Set<string>();
  const seen = new Set<Json>();
  const marked = (value: unknown) => (whole ? value === 'whole' : Boolean(value));
  const secret = (schema: Json): boolean => {
    const s = deref(spec, schema);
    return Boolean(
      marked(schema?.['x-secret']) ||
        marked(s?.['x-secret']) ||
        [...(s?.anyOf ?? []), ...(s?.oneOf ?? []), ...(s?.allOf ?? [])].some(secret),
    );
  };
  const visit = (node: Json) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const [name, property] of Object.entries<Json>(node.properties ?? {})) if (secret(property)) names.add(name);
    for (const child of Object.values<Json>(node)) visit(child);
  };
  visit(spec.components.schemas);
  visit(spec.paths);
  return [...names].sort();
}

/**
 * The bounds of what the dashboard answers of a kept call (DashboardRequest, DashboardRequestDetail): the server cuts
 * what it keeps to them when it records a call, so that its views never answer what the spec refuses.
 */
function dashboardBounds(spec: Json): Record<string, number> {
  const schemas = spec.components.schemas;
  const summary = deref(spec, schemas.DashboardRequest).properties;
  const detail = deref(spec, schemas.DashboardRequestDetail).allOf[1].properties;
  const query = detail.query.anyOf.find((s: Json) => s.type === 'object');
  const [text, list] = query.additionalProperties.anyOf;
  const user = schemaBranches(spec, summary.userId).find((s) => s.type === 'string');
  const bounds: Record<string, number> = {
    requestId: summary.requestId.maxLength,
    method: summary.method.maxLength,
    path: summary.path.maxLength,
    queryKeys: query.maxProperties,
    queryValue: text.maxLength,
    queryItems: list.maxItems,
    maskedFields: detail.maskedFields.maxItems,
    maskedField: detail.maskedFields.items.maxLength,
    forgiven: summary.forgiven.maxItems,
    forgivenItem: summary.forgiven.items.maxLength,
    fault: summary.fault.maxLength,
    // The user a call names is kept only when it is one (null otherwise): both of its bounds.
    userIdMin: user?.minLength,
    userIdMax: user?.maxLength,
  };
  for (const [name, value] of Object.entries(bounds))
    if (!Number.isSafeInteger(value)) throw new Error(`the spec gives no bound for the dashboard's ${name}`);
  const below = lowerBounded(spec, schemas.DashboardRequestDetail).filter((s) => s !== user);
  if (below.length)
    throw new Error(`the dashboard's kept calls fit only the user to a lower bound, not ${JSON.stringify(below).slice(0, 200)}`);
  return bounds;
}

/** Every string or list under a schema with a lower bound on its length (minLength, minItems above 0). */
function lowerBounded(spec: Json, node: Json, seen = new Set<Json>()): Json[] {
  return schemaBranches(spec, node).flatMap((s) => {
    if (seen.has(s)) return [];
    seen.add(s);
    const children = [...Object.values<Json>(s.properties ?? {}), s.items, s.additionalProperties].filter(
      (c) => c && typeof c === 'object',
    );
    return [...((s.minLength ?? 0) > 0 || (s.minItems ?? 0) > 0 ? [s] : []), ...children.flatMap((c) => lowerBounded(spec, c, seen))];
  });
}

/** A record as a TypeScript object literal whose values are JSON, one entry a line; a numeric key stays a number. */
const objectLiteral = (record: Record<string, unknown>): string =>
  `{\n${Object.entries(record)
    .map(([key, value]) => `  ${/^\d+$/.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(value)},`)
    .join('\n')}\n}`;

/** The spec's data that the code routes and answers by: no code, only values (client/operations.ts types them). */
async function operationsSource(): Promise<string> {
  const operations: Record<string, unknown> = {};
  for (const operation of operationsOf(spec)) {
    const { path, method, op } = operation;
    if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    operations[op.operationId] = operationInfo(spec, operation);
  }
  const { httpStatusOfError, resultStatusOfHttp } = errorTables(spec.components.schemas);
  const maxFieldErrors = Number(deref(spec, spec.components.schemas.FieldErrors).properties.errors.maxItems);
  const maxFieldErrorMessage = Number(spec.components.schemas.FieldError.properties.message.maxLength);
  const latestTime = Number(spec.components.schemas.UnixMillis.maximum);
  const maxUserId = Number(deref(spec, spec.components.schemas.UserId).maxLength);
  return `${HEADER}// The spec's data, for client/operations.ts, which types it and derives the rest.

/** Every operation: method, path, tag, query parameters, safe to repeat, authorisation, listener, MFA step, defaults. */
export const operations = ${objectLiteral(operations)} as const;

/** ErrorType's x-http-status: the HTTP status of each errorType. */
export const httpStatusOfError = ${objectLiteral(httpStatusOfError)} as const;

/** ResultStatus's x-http-status: the result status of each unsuccessful HTTP status. */
export const resultStatusOfHttp = ${objectLiteral(resultStatusOfHttp)} as const;

/** FieldErrors.errors' maxItems. */
export const MAX_FIELD_ERRORS = ${maxFieldErrors};

/** FieldError.message's maxLength. */
export const MAX_FIELD_ERROR_MESSAGE = ${maxFieldErrorMessage};

/** UnixMillis' maximum: the latest time the API writes (the end of year 9999). */
export const LATEST_UNIX_MILLIS = ${latestTime};

/** UserId's maxLength: the longest end user id taken and answered anywhere. */
export const MAX_USER_ID = ${maxUserId};

/** The bounds of what the dashboard answers of a kept call (DashboardRequest's, DashboardRequestDetail's): what it keeps is cut to them. */
export const DASHBOARD_BOUNDS = ${objectLiteral(dashboardBounds(spec))} as const;

/** The properties marked x-secret: masked, by name, wherever they appear in a body the dashboard keeps. */
export const SECRET_FIELDS = ${JSON.stringify(secretFields(spec))} as const;

/** The properties marked \`x-secret: whole\`: an object or a list of secrets under names of its own (a browser's headers, its cookies), masked whole. */
export const SECRET_WHOLE_FIELDS = ${JSON.stringify(secretFields(spec, { whole: true }))} as const;
`;
}

const check = process.argv.includes('--check');
let drift = false;
// The spec's mechanical parts, as they should be; the spec is then read as if they were (and, unless --check, they are).
const parts = specParts(root);
for (const [file, want] of parts) {
  const url = new URL(file, root);
  const have = await readFile(url, 'utf8').catch(() => undefined);
  if (have === (want || undefined)) continue;
  if (check) {
    drift = true;
    console.error(`${file} is out of date with the files under openapi/. Run \`npm run generate\` and commit the result.`);
  } else if (want) {
    await writeFile(url, want);
    console.log(`${file}  written`);
  } else {
    await rm(url);
    console.log(`${file}  deleted (openapi/results.yaml no longer lists it)`);
  }
}

// Read once: parsing the spec is most of what generating costs, after openapi-typescript.
const spec = bundleSpec((file) => parts.get(file) ?? readFileSync(new URL(file, root), 'utf8'));
const outputs: Record<string, () => Promise<string>> = {
  'generated/openapi.ts': typesSource,
  'generated/operations.ts': operationsSource,
  'generated/openapi.json': async () => `${JSON.stringify(spec, null, 2)}\n`,
  // What GET /openapi.yaml serves: one document, for tools that do not follow a $ref to another file.
  'generated/openapi.yaml': async () => stringify(spec, { lineWidth: 0 }),
};

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
