// The page's back end: the Link page operations of openapi.yaml through the client package, authorised by the
// session token of the started session (never the client's secret), and the one path a failed call takes.
import { ApiError, createApi, type Api } from '../../client/api.js';
import { createLinkPageClient } from '../../client/client.js';
import type { components } from '../../generated/openapi.js';
import { sdk, type PageMessage } from './sdk.js';

export type Schemas = components['schemas'];

/**
 * The API as the page calls it: without a token only startLinkSession, then with the session's. The page repeats
 * no request, so it sends no Idempotency-Key.
 */
export const pageApi = (sessionToken?: string): Api =>
  createApi(
    createLinkPageClient({
      baseUrl: window.location.origin,
      ...(sessionToken ? { sessionToken } : {}),
      retry: { maxAttempts: 1 },
      idempotencyKey: false,
    }),
  );

/** What failed, in the words the user is shown: the API's (with its request id, for support), or the page's own check. */
export class Failure extends Error {
  constructor(
    message: string,
    /** The envelope's errorType, or `network` when no answer came. */
    readonly errorType?: Schemas['ErrorType'] | 'network',
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** A failure's message, or `otherwise` for anything else that went wrong. */
export const wordsFor = (error: unknown, otherwise: string) => (error instanceof Failure ? error.message : otherwise);

/** The envelope's words: its message, else (but for a field's error) its displayMessage, else the status. */
function wordsOf(error: ApiError): string {
  // The client words an answer without a message in a developer's terms; the page says it in its own.
  const message = error.message === `HTTP ${error.httpStatus} without a result envelope` ? null : error.message;
  const fieldError = error.errorType === 'missingField' || error.errorType === 'invalidField';
  return (fieldError ? message : (message ?? error.displayMessage)) || `The request failed (HTTP ${error.httpStatus}).`;
}

/** An API error in the user's words; anything else a call throws means no answer could be read. */
const failureOf = (error: unknown) =>
  error instanceof ApiError
    ? new Failure(wordsOf(error), error.errorType, error.requestId ?? undefined)
    : new Failure('The sandbox cannot be reached. Check that it is running, then try again.', 'network');

/** The SDK's error event of a step, for `call`: what the user is told, and the request id for support. */
export const errorEvent =
  (type: 'integrationConnectionError' | 'transferPreviewError' | 'transferExecutionError') =>
  (failure: Failure): PageMessage => ({
    type,
    payload: { errorMessage: failure.message, ...(failure.requestId ? { requestId: failure.requestId } : {}) },
  });

/**
 * Every call of the page goes through here: the call's content, or, when it fails, the SDK's events of this step
 * posted (where the step has any) and a Failure thrown in the user's words, which the form, or the error screen,
 * shows.
 */
export async function call<T>(request: Promise<T>, events?: (failure: Failure) => PageMessage | PageMessage[]): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const failure = failureOf(error);
    for (const event of [events?.(failure) ?? []].flat()) sdk.post(event);
    throw failure;
  }
}

/** The errors of an institution that cannot be reached or fails (sandboxFailInstitution): the SDK's connectionUnavailable. */
export const UNAVAILABLE: readonly Failure['errorType'][] = ['institutionUnavailable', 'institutionFailure', 'institutionRateLimited'];
