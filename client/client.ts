// The raw typed client: openapi-fetch over generated/, with authentication and retries. Results keep
// openapi-fetch's { data, error, response } shape.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/openapi.js';
import { retryingFetch, type RetryOptions } from './retry.js';

export type ApiClient = Client<paths>;

interface Common {
  baseUrl: string;
  retry?: RetryOptions;
  /**
   * Makes the Idempotency-Key sent with each POST (crypto.randomUUID); the same key goes with its retries. `false`
   * sends none, for a caller that repeats nothing (`retry: { maxAttempts: 1 }`).
   */
  idempotencyKey?: (() => string) | false;
  /** A fetch to use instead of globalThis.fetch (tests, proxies). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Sends `Prefer: handling=strict` with every call: the sandbox then refuses what its lenient binding forgives, as
   * the contract reads (a name in another letter case, `""` for an optional value). This client's typed calls send
   * the contract's names anyway; a real service ignores the preference.
   */
  strictBinding?: boolean;
}

export type ClientOptions = Common & ({ clientId: string; clientSecret: string } | { idToken: string });

function build(options: Common, headers: Record<string, string>): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: retryingFetch(options.fetch ?? ((request) => globalThis.fetch(request)), options.retry),
  });
  const newKey = options.idempotencyKey ?? (() => globalThis.crypto.randomUUID());
  client.use({
    onRequest({ request }) {
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      if (options.strictBinding) {
        const prefer = request.headers.get('Prefer');
        request.headers.set('Prefer', prefer ? `${prefer}, handling=strict` : 'handling=strict');
      }
      // A key per call, so that retryingFetch may repeat any POST: the server answers a repeat without acting twice.
      if (newKey && request.method === 'POST' && !request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', newKey());
      return request;
    },
  });
  return client;
}

/** A client of the public API, authenticated with the client id and secret, or with an id_token. */
export function createClient(options: ClientOptions): ApiClient {
  const headers: Record<string, string> =
    'idToken' in options
      ? { Authorization: `Bearer ${options.idToken}` }
      : { 'X-Client-Id': options.clientId, 'X-Client-Secret': options.clientSecret };
  return build(options, headers);
}

/** A client of the admin API (its own address), authenticated with the operator's admin key. */
export function createAdminClient(options: Omit<Common, 'baseUrl'> & { adminUrl: string; adminKey: string }): ApiClient {
  return build({ ...options, baseUrl: options.adminUrl }, { Authorization: `Bearer ${options.adminKey}` });
}

/**
 * A client of the Link page operations, authorised as the page is: by the session token of a started Link page
 * session (`startLinkSession`), never the client's secret. Without a token it only starts one, which the link token
 * in the body authorises. The Link page calls its back end with it; tests drive that back end headlessly.
 */
export function createLinkPageClient(options: Common & { sessionToken?: string }): ApiClient {
  return build(options, options.sessionToken ? { Authorization: `Bearer ${options.sessionToken}` } : {});
}
