// Handler types, from generated/'s request body, query, path parameters and response content per operationId.
import type { IncomingHttpHeaders } from 'node:http';
import type { Content, OperationId, operations, PathParams, Query, RequestBody } from '../../client/operations.js';
import type { LinkSession } from '../domain/connections/linkSessions.js';

export type { Content };

// biome-ignore lint/complexity/noBannedTypes: {} is "no defaults", the identity of the intersection in Defaulted
type NoDefaults = {};
type Defaults<K extends OperationId, In extends 'query' | 'body'> = (typeof operations)[K] extends { defaults: { [P in In]: infer D } }
  ? D
  : NoDefaults;
/** A request part as handlers see it: a field the spec gives a default is always there (app.ts applies it). */
type Defaulted<T, D> = T extends undefined ? T : T & { [P in keyof D & keyof T]-?: Exclude<T[P], undefined> };

export interface Context<K extends OperationId> {
  /** The operation being answered: what an institution's failures and limits are keyed by. */
  operationId: K;
  /** The authenticated API client ('' on the admin listener). */
  clientId: string;
  body: Defaulted<RequestBody<K>, Defaults<K, 'body'>>;
  query: Defaulted<Query<K>, Defaults<K, 'query'>>;
  params: PathParams<K>;
  ip: string;
  /** The request's headers, for the operations that read one the spec declares (Last-Event-ID). */
  headers: IncomingHttpHeaders;
  /** The Link page session whose token authorised the request, on the operations it authorises. */
  linkSession: (typeof operations)[K]['auth'] extends 'linkSession' ? LinkSession : undefined;
}

export type Handler<K extends OperationId> = (ctx: Context<K>) => Promise<Content<K>>;
export type Handlers<K extends OperationId = OperationId> = { [P in K]: Handler<P> };
