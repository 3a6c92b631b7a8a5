// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.
import type { operations as OperationTypes } from './openapi.js';

export interface OperationInfo {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  tag: string;
  query: readonly string[];
  body: boolean;
  idempotent: boolean;
}

/**
 * Every operation of openapi.yaml: method, path, tag, query parameter names, and whether it is safe to repeat
 * (GET, PUT, DELETE, or x-idempotent). The server and the client route by it; the tests prove each one is served.
 */
export const operations = {
  createLinkToken: { method: 'post', path: '/api/v1/linktoken', tag: 'Link', query: [], body: true, idempotent: false },
  refreshToken: { method: 'post', path: '/api/v1/token/refresh', tag: 'Connections', query: [], body: true, idempotent: false },
  deleteAccount: { method: 'delete', path: '/api/v1/account', tag: 'Connections', query: [], body: true, idempotent: true },
  getHoldings: { method: 'post', path: '/api/v1/holdings/get', tag: 'Holdings', query: [], body: true, idempotent: true },
  getPortfolio: { method: 'get', path: '/api/v1/holdings/portfolio', tag: 'Holdings', query: ['UserId', 'TimezoneOffset'], body: false, idempotent: true },
  getFiatBalances: { method: 'get', path: '/api/v1/balance/portfolio', tag: 'Holdings', query: ['UserId'], body: false, idempotent: true },
  getDepositAddress: { method: 'post', path: '/api/v1/transfers/address/get', tag: 'Transfers', query: [], body: true, idempotent: true },
  getSymbolDetails: { method: 'post', path: '/api/v1/transfers/symbol/details', tag: 'Transfers', query: [], body: true, idempotent: true },
  listManagedAddresses: { method: 'post', path: '/api/v1/transfers/managed/address/list', tag: 'Transfers', query: [], body: true, idempotent: true },
  listNetworks: { method: 'get', path: '/api/v1/transfers/managed/networks', tag: 'Transfers', query: [], body: false, idempotent: true },
  listWalletVerifications: { method: 'get', path: '/api/v1/wallets/verify', tag: 'Wallets', query: ['UserId', 'Address'], body: false, idempotent: true },
  sandboxConnect: { method: 'post', path: '/api/v1/sandbox/link/connect', tag: 'Sandbox', query: [], body: true, idempotent: false },
  sandboxVerifyWallet: { method: 'post', path: '/api/v1/sandbox/wallets/verify', tag: 'Sandbox', query: [], body: true, idempotent: false },
  sandboxTransfer: { method: 'post', path: '/api/v1/sandbox/link/transfer', tag: 'Sandbox', query: [], body: true, idempotent: false },
  sandboxSettleTransfer: { method: 'post', path: '/api/v1/sandbox/transfers/{transferId}/settle', tag: 'Sandbox', query: [], body: true, idempotent: false },
  getTransfer: { method: 'get', path: '/api/v1/transfers/{transferId}', tag: 'Transfers', query: [], body: false, idempotent: true },
  createAdminToken: { method: 'post', path: '/admin/api/v1/Token', tag: 'Admin', query: [], body: true, idempotent: true },
  createClient: { method: 'post', path: '/admin/api/v1/clients', tag: 'Admin', query: [], body: true, idempotent: false },
  setWebhook: { method: 'put', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin', query: [], body: true, idempotent: true },
  deleteWebhook: { method: 'delete', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin', query: [], body: false, idempotent: true },
  rotateWebhookSecret: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/rotate', tag: 'Admin', query: [], body: false, idempotent: false },
  listWebhookDeliveries: { method: 'get', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries', tag: 'Admin', query: [], body: false, idempotent: true },
  redeliverWebhook: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries/{eventId}/redeliver', tag: 'Admin', query: [], body: false, idempotent: false },
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
/** The `content` of an operation's successful result envelope (void when it has none). */
export type Content<K extends OperationId> = 'content' extends keyof OkResult<K> ? NonNullable<OkResult<K>['content' & keyof OkResult<K>]> : void;
