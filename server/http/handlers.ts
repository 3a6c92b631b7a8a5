// Handler types, from generated/'s request body, query, path parameters and response content per operationId.
import type { Content, OperationId, operations, PathParams, Query, RequestBody } from '../../generated/operations.js';
import type { LinkSession } from '../domain/linkSessions.js';

export type { Content };

export interface Context<K extends OperationId> {
  /** The authenticated API client ('' on the admin listener). */
  clientId: string;
  body: RequestBody<K>;
  query: Query<K>;
  params: PathParams<K>;
  ip: string;
  /** The Link page session whose token authorised the request, on the operations it authorises. */
  linkSession: (typeof operations)[K]['auth'] extends 'linkSession' ? LinkSession : undefined;
}

export type Handler<K extends OperationId> = (ctx: Context<K>) => Promise<Content<K>>;
export type Handlers<K extends OperationId = OperationId> = { [P in K]: Handler<P> };
