// The dashboard's back end: the operations of openapi.yaml (tag Dashboard and the Sandbox controls) through the
// client package, authenticated with the client id and secret the user signed in with, kept in this tab's
// sessionStorage like the console's, never anywhere else.
import { ApiError, createApi, type Api } from '../../client/api.js';
import type { components } from '../../generated/openapi.js';

export type Schemas = components['schemas'];

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

const KEY = 'sandbox-dashboard-credentials';

export const storedCredentials = (): Credentials | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Credentials | null;
    return kept?.clientId && kept.clientSecret ? kept : null;
  } catch {
    return null;
  }
};
export const keepCredentials = (c: Credentials) => sessionStorage.setItem(KEY, JSON.stringify(c));
export const forgetCredentials = () => sessionStorage.removeItem(KEY);

/**
 * Each call says `Prefer: unrecorded` (the spec's `Prefer`): the dashboard's calls of the Sandbox operations are its
 * own, not the client's, and are kept out of Requests, where the client's calls of the same operations are shown.
 */
const unrecorded = (request: Request) => {
  request.headers.append('Prefer', 'unrecorded');
  return fetch(request);
};

/** The API as the dashboard calls it: once, no retries (a person is watching and can press again). */
export const dashboardApi = (c: Credentials): Api =>
  createApi({
    baseUrl: window.location.origin,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    retry: { maxAttempts: 1 },
    fetch: unrecorded,
  });

/** What the dashboard itself refused before calling the API (a document that is not JSON): its message is the words. */
export class Refusal extends Error {}

/** What failed, in words, with the envelope's errorType and request id when there was an answer. */
export function wordsFor(error: unknown): string {
  if (error instanceof ApiError) {
    const id = error.requestId ? ` (request ${error.requestId})` : '';
    return `${error.message || `The request failed (HTTP ${error.httpStatus}).`}${error.errorType ? ` [${error.errorType}]` : ''}${id}`;
  }
  if (error instanceof Refusal) return error.message;
  return 'The sandbox cannot be reached. Check that it is running, then try again.';
}

export { ApiError };
