// The operations of openapi.yaml as the code uses them. generated/operations.ts holds the spec's data (written by
// `npm run generate`); this module types that data, checks it against the generated types, and derives from it
// the paths and the request and result types of each operation. The client, the server and the tests read it here.
import type { components, operations as OperationTypes } from '../generated/openapi.js';
import * as table from '../generated/operations.js';

type Schemas = components['schemas'];

export interface OperationInfo {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  tag: string;
  query: readonly string[];
  /** Its query parameters of type integer: written in decimal digits only, with an optional sign. */
  integerQuery?: readonly string[];
  body: boolean;
  /** Its body may be left out (the body's fields come in the query then). */
  bodyOptional?: boolean;
  idempotent: boolean;
  /** What authorises it: client credentials or an id_token, the admin key, a Link page session token, or nothing. */
  auth: 'client' | 'admin' | 'linkSession' | 'none';
  /** The listener that serves it (its path's servers' x-listener). */
  listener: 'api' | 'admin';
  /** The fields its JSON body must have (the body schema's required), named when the body is missing. */
  requiredBody?: readonly string[];
  /**
   * Where the institution may ask for a code first (x-mfa): the content field that says mfaRequired, and the
   * content path of a challenge token to send back as accessToken.
   */
  mfa?: { askedBy: 'status' | 'brokerResponseStatus'; challenge?: string };
  /** The spec's defaults of query parameters and top-level body fields, applied where the request leaves them out. */
  defaults?: { query?: Record<string, unknown>; body?: Record<string, unknown> };
  /** Its result declares Cache-Control: no-store, because it hands out a secret or a token. */
  noStore?: boolean;
  /** Its result can also be a text/event-stream, which an `Accept: text/event-stream` request gets. */
  stream?: boolean;
  /** The 4xx and 5xx statuses its responses declare. */
  errorStatuses: readonly number[];
  /** It takes `Prefer: fault=…` and fault rules (it declares the FaultPreference parameter). */
  faults?: boolean;
}

/**
 * Every operation of openapi.yaml: method, path, tag, query parameter names, whether it is safe to repeat (GET,
 * PUT, DELETE, or x-idempotent), what authorises it, its listener and its MFA step. The server and the client route
 * by it; the tests prove each one is served.
 */
export const operations = table.operations satisfies Partial<Record<keyof OperationTypes, OperationInfo>>;

export type OperationId = keyof typeof operations;

/** The HTTP status each errorType is answered with (ErrorType's x-http-status); every errorType has one. */
export const httpStatusOfError = table.httpStatusOfError satisfies Record<Exclude<Schemas['ErrorType'], ''>, number>;

/** The result status of an unsuccessful answer, by its HTTP status (ResultStatus's x-http-status). */
export const resultStatusOfHttp = table.resultStatusOfHttp satisfies Record<number, Schemas['ResultStatus']>;

/** How many field errors an answer lists at most (FieldErrors.errors' maxItems); `total` counts them all. */
export const MAX_FIELD_ERRORS = table.MAX_FIELD_ERRORS;
/** The longest message of one field error (FieldError.message's maxLength). */
export const MAX_FIELD_ERROR_MESSAGE = table.MAX_FIELD_ERROR_MESSAGE;
/** The latest time the API writes (UnixMillis' maximum). */
export const LATEST_UNIX_MILLIS = table.LATEST_UNIX_MILLIS;
/** The longest end user id taken and answered anywhere (UserId's maxLength). */
export const MAX_USER_ID = table.MAX_USER_ID;
/** The bounds of what the dashboard answers of a kept call (DashboardRequest's, DashboardRequestDetail's). */
export const DASHBOARD_BOUNDS = table.DASHBOARD_BOUNDS;
/** The property names the spec marks x-secret (tokens, secrets, passwords, MFA codes). */
export const SECRET_FIELDS: readonly string[] = table.SECRET_FIELDS;
/** Those marked `x-secret: whole`: an object or list of secrets under names of their own, masked whole. */
export const SECRET_WHOLE_FIELDS: readonly string[] = table.SECRET_WHOLE_FIELDS;

const PATH_PARAMETER = /\{(\w+)\}/g;

/** An operation's path with each {parameter} replaced: by ':name' for Express, a pattern, or a value. */
export const pathTemplate = (path: string, replace: (name: string) => string): string =>
  path.replace(PATH_PARAMETER, (_, name: string) => replace(name));

/** The names of a path's {parameters}, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(PATH_PARAMETER)].map((m) => m[1]!);

/** A concrete path: each {parameter} filled from params, URL-encoded. */
export const fillPath = (path: string, params: Record<string, unknown>): string =>
  pathTemplate(path, (name) => encodeURIComponent(String(params[name] ?? '')));

/** The operations that take `Prefer: fault=…` (the sandbox's faults on demand). */
export type FaultOperationId = { [K in OperationId]: (typeof operations)[K] extends { faults: true } ? K : never }[OperationId];

/** The operations of one tag of the spec: the server's handlers are grouped by them, one module per tag. */
export type OperationOfTag<T extends string> = { [K in OperationId]: (typeof operations)[K]['tag'] extends T ? K : never }[OperationId];

/** The operations whose institution may ask for an MFA code first. */
export type MfaOperationId = { [K in OperationId]: (typeof operations)[K] extends { mfa: object } ? K : never }[OperationId];

type Op<K extends OperationId> = OperationTypes[K];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;
type OkResult<K extends OperationId> = JsonOf<Op<K>['responses'] extends { 200: infer R } ? R : never>;
/** What an operation without parameters of a kind takes: an object with no keys. */
type Nothing = Record<never, never>;
type ParametersIn<K extends OperationId, In extends 'query' | 'path'> = Op<K>['parameters'] extends { [P in In]?: infer Q }
  ? [NonNullable<Q>] extends [never]
    ? Nothing
    : NonNullable<Q>
  : Nothing;

/** The JSON request body of an operation (undefined when it takes none). */
export type RequestBody<K extends OperationId> = JsonOf<NonNullable<Op<K>['requestBody']>>;
/** The query parameters of an operation ({} when it has none). */
export type Query<K extends OperationId> = ParametersIn<K, 'query'>;
/** The path parameters of an operation ({} when it has none). */
export type PathParams<K extends OperationId> = ParametersIn<K, 'path'>;
/** Every result envelope an operation answers with, over all its declared statuses. */
export type ResultBody<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: JsonOf<Op<K>['responses'][S]>;
}[keyof Op<K>['responses']];
// biome-ignore lint/suspicious/noConfusingVoidType: Content types what a call or a handler returns, where void means nothing
type NoContent = void;
/** The `content` of an operation's successful result envelope (void when it has none). */
export type Content<K extends OperationId> = 'content' extends keyof OkResult<K>
  ? NonNullable<OkResult<K>['content' & keyof OkResult<K>]>
  : NoContent;
