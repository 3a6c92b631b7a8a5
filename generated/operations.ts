// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `npm run generate`.
import type { components, operations as OperationTypes } from './openapi.js';

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
  createLinkToken: { method: 'post', path: '/api/v1/linktoken', tag: 'Link', query: [], body: true, idempotent: false, auth: 'client' },
  refreshToken: { method: 'post', path: '/api/v1/token/refresh', tag: 'Connections', query: [], body: true, idempotent: false, auth: 'client' },
  deleteAccount: { method: 'delete', path: '/api/v1/account', tag: 'Connections', query: [], body: true, idempotent: true, auth: 'client' },
  getHoldings: { method: 'post', path: '/api/v1/holdings/get', tag: 'Holdings', query: [], body: true, idempotent: true, auth: 'client' },
  getPortfolio: { method: 'get', path: '/api/v1/holdings/portfolio', tag: 'Holdings', query: ['UserId', 'TimezoneOffset'], body: false, idempotent: true, auth: 'client' },
  getFiatBalances: { method: 'get', path: '/api/v1/balance/portfolio', tag: 'Holdings', query: ['UserId'], body: false, idempotent: true, auth: 'client' },
  getDepositAddress: { method: 'post', path: '/api/v1/transfers/address/get', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client' },
  getSymbolDetails: { method: 'post', path: '/api/v1/transfers/symbol/details', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client' },
  listManagedAddresses: { method: 'post', path: '/api/v1/transfers/managed/address/list', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client' },
  listNetworks: { method: 'get', path: '/api/v1/transfers/managed/networks', tag: 'Transfers', query: [], body: false, idempotent: true, auth: 'client' },
  listWalletVerifications: { method: 'get', path: '/api/v1/wallets/verify', tag: 'Wallets', query: ['UserId', 'Address'], body: false, idempotent: true, auth: 'client' },
  sandboxConnect: { method: 'post', path: '/api/v1/sandbox/link/connect', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client' },
  sandboxVerifyWallet: { method: 'post', path: '/api/v1/sandbox/wallets/verify', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client' },
  sandboxTransfer: { method: 'post', path: '/api/v1/sandbox/link/transfer', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client' },
  sandboxSettleTransfer: { method: 'post', path: '/api/v1/sandbox/transfers/{transferId}/settle', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client' },
  getTransfer: { method: 'get', path: '/api/v1/transfers/{transferId}', tag: 'Transfers', query: [], body: false, idempotent: true, auth: 'client' },
  startLinkSession: { method: 'post', path: '/api/v1/link/session', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'none' },
  endLinkSession: { method: 'delete', path: '/api/v1/link/session', tag: 'Link page', query: [], body: false, idempotent: true, auth: 'linkSession' },
  linkConnect: { method: 'post', path: '/api/v1/link/session/connect', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'linkSession' },
  linkAccounts: { method: 'post', path: '/api/v1/link/session/accounts', tag: 'Link page', query: [], body: true, idempotent: true, auth: 'linkSession' },
  linkTransferOptions: { method: 'post', path: '/api/v1/link/session/transfer/options', tag: 'Link page', query: [], body: true, idempotent: true, auth: 'linkSession' },
  linkTransferPreview: { method: 'post', path: '/api/v1/link/session/transfer/preview', tag: 'Link page', query: [], body: true, idempotent: true, auth: 'linkSession' },
  linkTransfer: { method: 'post', path: '/api/v1/link/session/transfer', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'linkSession' },
  linkVerifyWallet: { method: 'post', path: '/api/v1/link/session/wallet/verify', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'linkSession' },
  createAdminToken: { method: 'post', path: '/admin/api/v1/Token', tag: 'Admin', query: [], body: true, idempotent: true, auth: 'admin' },
  createClient: { method: 'post', path: '/admin/api/v1/clients', tag: 'Admin', query: [], body: true, idempotent: false, auth: 'admin' },
  setWebhook: { method: 'put', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin', query: [], body: true, idempotent: true, auth: 'admin' },
  deleteWebhook: { method: 'delete', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin', query: [], body: false, idempotent: true, auth: 'admin' },
  rotateWebhookSecret: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/rotate', tag: 'Admin', query: [], body: false, idempotent: false, auth: 'admin' },
  listWebhookDeliveries: { method: 'get', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries', tag: 'Admin', query: [], body: false, idempotent: true, auth: 'admin' },
  redeliverWebhook: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries/{eventId}/redeliver', tag: 'Admin', query: [], body: false, idempotent: false, auth: 'admin' },
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

/** The HTTP status each errorType is answered with (ErrorType's x-http-status). */
export const httpStatusOfError = {
  'missingField': 400,
  'invalidField': 400,
  'unknownField': 400,
  'malformedBody': 400,
  'badRequest': 400,
  'payloadTooLarge': 413,
  'institutionNotSupported': 400,
  'refreshNotSupported': 400,
  'invalidMfaCode': 400,
  'invalidInstitutionCredentials': 400,
  'chainRequired': 400,
  'unsupportedSymbol': 400,
  'unsupportedChain': 400,
  'unsupportedNetwork': 400,
  'amountBelowMinimum': 400,
  'amountAboveMaximum': 400,
  'feeBelowMinimum': 400,
  'addressNotWhitelisted': 400,
  'ipNotTrusted': 403,
  'withdrawalPermissionDisabled': 403,
  'insufficientFunds': 400,
  'missingCredentials': 401,
  'invalidCredentials': 401,
  'invalidIdToken': 401,
  'invalidAdminKey': 401,
  'routeNotFound': 404,
  'connectionNotFound': 404,
  'addressNotFound': 404,
  'symbolNotFound': 404,
  'transferNotFound': 404,
  'eventNotFound': 404,
  'refreshTokenNotFound': 404,
  'linkTokenInvalid': 400,
  'linkSessionInvalid': 401,
  'invalidSignature': 400,
  'clientNotFound': 404,
  'webhookNotFound': 404,
  'conflict': 409,
  'locked': 423,
  'rateLimited': 429,
  'legalRestriction': 451,
  'unexpectedError': 500,
} as const satisfies Record<Exclude<components['schemas']['ErrorType'], ''>, number>;

/** The result status of an unsuccessful answer, by its HTTP status (ResultStatus's x-http-status). */
export const resultStatusOfHttp = {
  400: 'badRequest',
  401: 'permissionDenied',
  403: 'permissionDenied',
  404: 'notFound',
  409: 'conflict',
  413: 'badRequest',
  423: 'locked',
  429: 'tooManyRequest',
  451: 'unavailableForLegalReasons',
  500: 'serverFailure',
} as const satisfies Record<number, components['schemas']['ResultStatus']>;
