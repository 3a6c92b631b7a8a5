// The typed client of the Account Connection, Holdings and Transfer Integration API.
export { createApi, ApiError, type Api, type Input, type CallOptions, type FaultOptions, type MfaOptions } from './api.js';
export { createAdminClient, createClient, createLinkPageClient, type ApiClient, type ClientOptions } from './client.js';
export { retryingFetch, safeToRepeat, type RetryOptions } from './retry.js';
export { freshTokens, type ConnectionTokens, type KeepAliveOptions } from './session.js';
export {
  signTestWebhook,
  signWebhook,
  transferWebhookHandler,
  verifyWebhook,
  WebhookVerificationError,
  type TransferWebhook,
  type WebhookHandlerOptions,
  type WebhookHeaders,
  type VerifyOptions,
} from './webhooks.js';
export type { components, paths, webhooks } from '../generated/openapi.js';
export type { Content, OperationId } from './operations.js';
