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
  createLinkToken: { method: 'post', path: '/api/v1/linktoken', tag: 'Link', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['userId'], defaults: {"body":{"restrictMultipleAccounts":false}}, noStore: true },
  refreshToken: { method: 'post', path: '/api/v1/token/refresh', tag: 'Connections', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['refreshToken', 'type'], mfa: { askedBy: 'status', challenge: 'brokerAccountTokens/0/accessToken' }, defaults: {"body":{"createNewRefreshToken":false}}, noStore: true },
  deleteAccount: { method: 'delete', path: '/api/v1/account', tag: 'Connections', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'] },
  getHoldings: { method: 'post', path: '/api/v1/holdings/get', tag: 'Holdings', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'], defaults: {"body":{"includeMarketValue":false}} },
  getPortfolio: { method: 'get', path: '/api/v1/holdings/portfolio', tag: 'Holdings', query: ['UserId', 'TimezoneOffset'], body: false, idempotent: true, auth: 'client', listener: 'api', defaults: {"query":{"TimezoneOffset":0}} },
  getFiatBalances: { method: 'get', path: '/api/v1/balance/portfolio', tag: 'Holdings', query: ['UserId'], body: false, idempotent: true, auth: 'client', listener: 'api' },
  getDepositAddress: { method: 'post', path: '/api/v1/transfers/address/get', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'], mfa: { askedBy: 'brokerResponseStatus' } },
  getSymbolDetails: { method: 'post', path: '/api/v1/transfers/symbol/details', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'] },
  listManagedAddresses: { method: 'post', path: '/api/v1/transfers/managed/address/list', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type', 'symbol', 'networks'], mfa: { askedBy: 'brokerResponseStatus' } },
  listNetworks: { method: 'get', path: '/api/v1/transfers/managed/networks', tag: 'Transfers', query: [], body: false, idempotent: true, auth: 'client', listener: 'api' },
  listInstitutionTransfers: { method: 'post', path: '/api/v1/transfers/list', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'], defaults: {"body":{"count":100}} },
  getInstitutionTransfer: { method: 'post', path: '/api/v1/transfers/details', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'] },
  configureTransfer: { method: 'post', path: '/api/v1/transfers/managed/configure', tag: 'Transfers', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['fromAuthToken', 'fromType'], defaults: {"body":{"fiatCurrency":"USD","isInclusiveFeeEnabled":false}} },
  previewTransfer: { method: 'post', path: '/api/v1/transfers/managed/preview', tag: 'Transfers', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['fromAuthToken', 'fromType', 'symbol'], defaults: {"body":{"fiatCurrency":"USD","isInclusiveFeeEnabled":false}} },
  executeTransfer: { method: 'post', path: '/api/v1/transfers/managed/execute', tag: 'Transfers', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['fromAuthToken', 'fromType', 'previewId'], mfa: { askedBy: 'status' } },
  listManagedTransfers: { method: 'get', path: '/api/v1/transfers/managed/mesh', tag: 'Transfers', query: ['Count', 'Offset', 'Id', 'ClientTransactionId', 'UserId', 'Statuses', 'FromTimestamp', 'ToTimestamp', 'Hash', 'DescendingOrder'], body: false, idempotent: true, auth: 'client', listener: 'api', defaults: {"query":{"Count":10,"Offset":0,"DescendingOrder":true}} },
  listTransferIntegrations: { method: 'get', path: '/api/v1/transfers/managed/integrations', tag: 'Transfers', query: [], body: false, idempotent: true, auth: 'client', listener: 'api' },
  listTransferTokens: { method: 'get', path: '/api/v1/transfers/managed/tokens', tag: 'Transfers', query: [], body: false, idempotent: true, auth: 'client', listener: 'api' },
  listIntegrations: { method: 'get', path: '/api/v1/integrations', tag: 'Integrations', query: [], body: false, idempotent: true, auth: 'client', listener: 'api' },
  listIntegrationStatus: { method: 'get', path: '/api/v1/status', tag: 'Integrations', query: [], body: false, idempotent: true, auth: 'client', listener: 'api' },
  listWalletVerifications: { method: 'get', path: '/api/v1/wallets/verify', tag: 'Wallets', query: ['UserId', 'Address'], body: false, idempotent: true, auth: 'client', listener: 'api' },
  sandboxConnect: { method: 'post', path: '/api/v1/sandbox/link/connect', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['linkToken', 'type', 'username', 'password'], noStore: true },
  sandboxVerifyWallet: { method: 'post', path: '/api/v1/sandbox/wallets/verify', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['linkToken', 'address', 'message', 'signature'] },
  sandboxTransfer: { method: 'post', path: '/api/v1/sandbox/link/transfer', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['linkToken', 'authToken', 'type', 'symbol', 'amount'], mfa: { askedBy: 'brokerResponseStatus' } },
  sandboxSettleTransfer: { method: 'post', path: '/api/v1/sandbox/transfers/{transferId}/settle', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['outcome'] },
  sandboxRequireReauthentication: { method: 'post', path: '/api/v1/sandbox/account/reauthentication', tag: 'Sandbox', query: [], body: true, idempotent: false, auth: 'client', listener: 'api', requiredBody: ['authToken', 'type'] },
  sandboxScheduleSettlement: { method: 'put', path: '/api/v1/sandbox/transfers/{transferId}/settlement', tag: 'Sandbox', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['outcome'] },
  sandboxResendWebhooks: { method: 'post', path: '/api/v1/sandbox/transfers/{transferId}/webhooks', tag: 'Sandbox', query: [], body: false, idempotent: false, auth: 'client', listener: 'api' },
  sandboxFailInstitution: { method: 'put', path: '/api/v1/sandbox/institutions/failure', tag: 'Sandbox', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['type', 'error'] },
  sandboxClearInstitutionFailure: { method: 'delete', path: '/api/v1/sandbox/institutions/failure', tag: 'Sandbox', query: [], body: true, idempotent: true, auth: 'client', listener: 'api', requiredBody: ['type'] },
  getTransfer: { method: 'get', path: '/api/v1/transfers/{transferId}', tag: 'Transfers', query: [], body: false, idempotent: true, auth: 'client', listener: 'api' },
  startLinkSession: { method: 'post', path: '/api/v1/link/session', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'none', listener: 'api', requiredBody: ['linkToken'], noStore: true },
  endLinkSession: { method: 'delete', path: '/api/v1/link/session', tag: 'Link page', query: [], body: false, idempotent: true, auth: 'linkSession', listener: 'api' },
  linkConnect: { method: 'post', path: '/api/v1/link/session/connect', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'linkSession', listener: 'api', requiredBody: ['type'], mfa: { askedBy: 'status' }, noStore: true },
  linkAccounts: { method: 'post', path: '/api/v1/link/session/accounts', tag: 'Link page', query: [], body: true, idempotent: true, auth: 'linkSession', listener: 'api', requiredBody: ['accessTokens'] },
  linkTransferOptions: { method: 'post', path: '/api/v1/link/session/transfer/options', tag: 'Link page', query: [], body: true, idempotent: true, auth: 'linkSession', listener: 'api', requiredBody: ['authToken', 'type'] },
  linkTransferPreview: { method: 'post', path: '/api/v1/link/session/transfer/preview', tag: 'Link page', query: [], body: true, idempotent: true, auth: 'linkSession', listener: 'api', requiredBody: ['authToken', 'type', 'symbol', 'networkId', 'amount'] },
  linkTransfer: { method: 'post', path: '/api/v1/link/session/transfer', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'linkSession', listener: 'api', requiredBody: ['authToken', 'type', 'symbol', 'networkId', 'amount'], mfa: { askedBy: 'brokerResponseStatus' } },
  linkVerifyWallet: { method: 'post', path: '/api/v1/link/session/wallet/verify', tag: 'Link page', query: [], body: true, idempotent: false, auth: 'linkSession', listener: 'api', requiredBody: ['address', 'message', 'signature'] },
  createAdminToken: { method: 'post', path: '/admin/api/v1/Token', tag: 'Admin', query: [], body: true, idempotent: true, auth: 'admin', listener: 'admin', requiredBody: ['clientId', 'clientSecret'], noStore: true },
  createClient: { method: 'post', path: '/admin/api/v1/clients', tag: 'Admin', query: [], body: true, idempotent: false, auth: 'admin', listener: 'admin', requiredBody: ['name'], noStore: true },
  setWebhook: { method: 'put', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin', query: [], body: true, idempotent: true, auth: 'admin', listener: 'admin', requiredBody: ['url'], noStore: true },
  deleteWebhook: { method: 'delete', path: '/admin/api/v1/clients/{clientId}/webhook', tag: 'Admin', query: [], body: false, idempotent: true, auth: 'admin', listener: 'admin' },
  rotateWebhookSecret: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/rotate', tag: 'Admin', query: [], body: false, idempotent: false, auth: 'admin', listener: 'admin', noStore: true },
  listWebhookDeliveries: { method: 'get', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries', tag: 'Admin', query: [], body: false, idempotent: true, auth: 'admin', listener: 'admin' },
  redeliverWebhook: { method: 'post', path: '/admin/api/v1/clients/{clientId}/webhook/deliveries/{eventId}/redeliver', tag: 'Admin', query: [], body: false, idempotent: false, auth: 'admin', listener: 'admin' },
} as const satisfies Partial<Record<keyof OperationTypes, OperationInfo>>;

export type OperationId = keyof typeof operations;

/** An operation's path with each {parameter} replaced: by ':name' for Express, a pattern, or a value. */
export const pathTemplate = (path: string, replace: (name: string) => string): string => path.replace(/\{(\w+)\}/g, (_, name: string) => replace(name));
/** The names of a path's {parameters}, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
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
  'invalidAddress': 400,
  'missingCredentials': 401,
  'invalidCredentials': 401,
  'invalidIdToken': 401,
  'invalidAdminKey': 401,
  'routeNotFound': 404,
  'methodNotAllowed': 405,
  'connectionNotFound': 404,
  'addressNotFound': 404,
  'symbolNotFound': 404,
  'transferNotFound': 404,
  'previewNotFound': 404,
  'previewExpired': 400,
  'eventNotFound': 404,
  'refreshTokenNotFound': 404,
  'linkTokenInvalid': 400,
  'linkSessionInvalid': 401,
  'invalidSignature': 400,
  'clientNotFound': 404,
  'webhookNotFound': 404,
  'conflict': 409,
  'idempotencyKeyReused': 409,
  'idempotencyKeyInUse': 409,
  'locked': 423,
  'rateLimited': 429,
  'institutionRateLimited': 429,
  'legalRestriction': 451,
  'unexpectedError': 500,
  'institutionFailure': 500,
  'storeUnavailable': 503,
  'institutionUnavailable': 503,
} as const satisfies Record<Exclude<components['schemas']['ErrorType'], ''>, number>;

/** The result status of an unsuccessful answer, by its HTTP status (ResultStatus's x-http-status). */
export const resultStatusOfHttp = {
  400: 'badRequest',
  401: 'permissionDenied',
  403: 'permissionDenied',
  404: 'notFound',
  405: 'badRequest',
  409: 'conflict',
  413: 'badRequest',
  423: 'locked',
  429: 'tooManyRequest',
  451: 'unavailableForLegalReasons',
  500: 'serverFailure',
  503: 'serverFailure',
} as const satisfies Record<number, components['schemas']['ResultStatus']>;

/** How many field errors an answer lists at most (FieldErrors.errors' maxItems); `total` counts them all. */
export const MAX_FIELD_ERRORS = 20;
