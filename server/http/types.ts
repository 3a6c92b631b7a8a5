// Handler types derived from generated/: request body, query, path parameters and response content per operationId.
import type { components, operations } from '../../generated/openapi.js';
import type { OperationId } from '../../generated/operations.js';

type Op<K extends OperationId> = operations[K];
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;

export type RequestBody<K extends OperationId> = JsonOf<NonNullable<Op<K>['requestBody']>>;
export type Query<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
export type PathParams<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : Record<string, never>;
type OkResult<K extends OperationId> = JsonOf<Op<K>['responses'] extends { 200: infer R } ? R : never>;
export type Content<K extends OperationId> = 'content' extends keyof OkResult<K> ? NonNullable<OkResult<K>['content' & keyof OkResult<K>]> : void;

export interface Context<K extends OperationId> {
  /** The authenticated API client ('' on the admin listener). */
  clientId: string;
  body: RequestBody<K>;
  query: Query<K>;
  params: PathParams<K>;
  ip: string;
}

export type Handler<K extends OperationId> = (ctx: Context<K>) => Promise<Content<K>>;
export type Handlers<K extends OperationId = OperationId> = { [P in K]: Handler<P> };

export type Schemas = components['schemas'];
export type ErrorType = Schemas['ErrorType'];
export type ResultStatus = Schemas['ResultStatus'];
