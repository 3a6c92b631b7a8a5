// The thin typed layer: one function per operation, named by its operationId. Each returns the envelope's
// content on status ok and throws ApiError otherwise. Input is one object: body fields, query and path
// parameters side by side, as the spec names them.
import type { components } from '../generated/openapi.js';
import {
  operations,
  pathParameters,
  type Content,
  type FaultOperationId,
  type MfaOperationId,
  type OperationId,
  type OperationInfo,
  type PathParams,
  type Query,
  type RequestBody,
} from './operations.js';
import { createClient, type ApiClient, type ClientOptions } from './client.js';

type Schemas = components['schemas'];

export class ApiError extends Error {
  readonly httpStatus: number;
  readonly status: Schemas['ResultStatus'];
  readonly errorType: Schemas['ErrorType'];
  readonly displayMessage: string | null;
  readonly errorData: Schemas['ApiResult']['errorData'];
  readonly requestId: string | null;
  constructor(init: {
    httpStatus: number;
    status: Schemas['ResultStatus'];
    errorType: Schemas['ErrorType'];
    message: string;
    displayMessage: string | null;
    errorData: Schemas['ApiResult']['errorData'];
    requestId: string | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.httpStatus = init.httpStatus;
    this.status = init.status;
    this.errorType = init.errorType;
    this.displayMessage = init.displayMessage;
    this.errorData = init.errorData;
    this.requestId = init.requestId;
  }
}

// biome-ignore lint/complexity/noBannedTypes: {} is the input of an operation without a body, and what every input extends
type Empty = {};
export type Input<K extends OperationId> = (RequestBody<K> extends undefined ? Empty : RequestBody<K>) & Query<K> & PathParams<K>;

export interface MfaOptions {
  /** Called when the institution answers mfaRequired; the call is repeated with the code it returns. */
  mfa?: () => string | Promise<string>;
}
export interface FaultOptions {
  /**
   * Asks the sandbox for a fault on this call alone, sent as `Prefer: fault=<fault>`: `reset`, `empty`,
   * `truncated`, `hang`, `error; status=503`, `rateLimit; retryAfter=2`, `latency; ms=300`, each with `; commit`
   * to have the operation commit first. Sent with the first attempt only: the client's retries go without it, so
   * that a `429` or a lost answer asked for is got past as a real one is. A real service ignores it.
   */
  fault?: string;
}
export type CallOptions<K extends OperationId> = (K extends MfaOperationId ? MfaOptions : Empty) &
  (K extends FaultOperationId ? FaultOptions : Empty);
type Args<K extends OperationId> =
  Empty extends Input<K> ? [input?: Input<K>, options?: CallOptions<K>] : [input: Input<K>, options?: CallOptions<K>];

export type Api = { [K in OperationId]: (...args: Args<K>) => Promise<Content<K>> } & { readonly client: ApiClient };

type Envelope = Partial<Schemas['ApiResult']> & { content?: unknown };

async function invoke(client: ApiClient, op: OperationInfo, input: Record<string, unknown> = {}, fault?: string): Promise<unknown> {
  const pathNames = pathParameters(op.path);
  const path = Object.fromEntries(pathNames.map((name) => [name, input[name]]));
  const query = Object.fromEntries(op.query.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]));
  // What is neither in the path nor the query; a GET sends none (fetch cannot): its body's fields are in the query.
  const body = Object.fromEntries(Object.entries(input).filter(([name]) => !pathNames.includes(name) && !op.query.includes(name)));
  const { data, error, response } = await (
    client.request as (method: string, url: string, init: object) => Promise<{ data?: Envelope; error?: Envelope; response: Response }>
  )(op.method, op.path, {
    params: { path, query },
    ...(op.body && op.method !== 'get' ? { body } : {}),
    ...(fault !== undefined && op.faults ? { headers: { Prefer: `fault=${fault}` } } : {}),
  });
  const envelope: Envelope = (data ?? error ?? {}) as Envelope;
  if (response.ok && envelope.status === 'ok') return envelope.content;
  throw new ApiError({
    httpStatus: response.status,
    status: envelope.status ?? 'serverFailure',
    errorType: envelope.errorType ?? 'unexpectedError',
    message: envelope.message ?? `HTTP ${response.status} without a result envelope`,
    displayMessage: envelope.displayMessage ?? null,
    errorData: envelope.errorData ?? null,
    requestId: response.headers.get('x-request-id'),
  });
}

/** The value at a slash-separated path of the content, such as brokerAccountTokens/0/accessToken. */
const at = (content: unknown, path: string): unknown =>
  path.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], content);

/** Repeats the call with the code when the institution asks for one (and `mfa` is given), as the operation's x-mfa says. */
async function withMfa(
  step: NonNullable<OperationInfo['mfa']>,
  call: (extra: Record<string, unknown>) => Promise<unknown>,
  options: MfaOptions = {},
): Promise<unknown> {
  const first = await call({});
  if (at(first, step.askedBy) !== 'mfaRequired' || !options.mfa) return first;
  const mfaCode = await options.mfa();
  return call(step.challenge ? { mfaCode, accessToken: at(first, step.challenge) } : { mfaCode });
}

/** The typed layer over a raw client, or over a new one built from options. */
export function createApi(clientOrOptions: ApiClient | ClientOptions): Api {
  const client = 'request' in clientOrOptions ? clientOrOptions : createClient(clientOrOptions);
  const api: Record<string, unknown> = { client };
  for (const [id, op] of Object.entries(operations) as [OperationId, OperationInfo][]) {
    const { mfa } = op;
    api[id] = (input: Record<string, unknown> = {}, options: MfaOptions & FaultOptions = {}) =>
      mfa
        ? withMfa(mfa, (extra) => invoke(client, op, { ...input, ...extra }, options.fault), options)
        : invoke(client, op, input, options.fault);
  }
  return api as Api;
}
