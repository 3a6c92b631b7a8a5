// The page's back end: the Link page operations of openapi.yaml, typed by generated/, authorised by the
// session token of the started session (never the client's secret).
import createClient from 'openapi-fetch';
import type { components, paths } from '../../generated/openapi.js';

export type Schemas = components['schemas'];

/** A failed call, with the envelope's words for the user and the request id for support. */
export class PageError extends Error {
  constructor(
    message: string,
    /** The envelope's errorType, or `network` when no answer came. */
    readonly errorType: Schemas['ErrorType'] | 'network',
    readonly httpStatus: number,
    readonly requestId: string | undefined,
  ) {
    super(message);
  }
}

type Envelope = Partial<Schemas['ApiResult']> & { content?: unknown };

const client = createClient<paths>({ baseUrl: window.location.origin });
let sessionToken = '';
client.use({
  onRequest({ request }) {
    if (sessionToken) request.headers.set('Authorization', `Bearer ${sessionToken}`);
    return request;
  },
});

async function content<T>(call: Promise<{ data?: Envelope; error?: Envelope; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch {
    throw new PageError('The sandbox cannot be reached. Check that it is running, then try again.', 'network', 0, undefined);
  }
  const { data, error, response } = result;
  const envelope = data ?? error ?? {};
  if (response.ok && envelope.status === 'ok') return envelope.content as T;
  const message =
    envelope.errorType === 'missingField' || envelope.errorType === 'invalidField'
      ? (envelope.message ?? '')
      : (envelope.message ?? envelope.displayMessage ?? '');
  throw new PageError(
    message || `The request failed (HTTP ${response.status}).`,
    envelope.errorType ?? 'unexpectedError',
    response.status,
    response.headers.get('x-request-id') ?? undefined,
  );
}

export const api = {
  useSession(token: string) {
    sessionToken = token;
  },
  start: (body: Schemas['StartLinkSessionRequest']) => content<Schemas['LinkPageSession']>(client.POST('/api/v1/link/session', { body })),
  connect: (body: Schemas['LinkConnectRequest']) =>
    content<Schemas['LinkConnection']>(client.POST('/api/v1/link/session/connect', { body })),
  accounts: (body: Schemas['LinkAccountsRequest']) =>
    content<Schemas['LinkAccounts']>(client.POST('/api/v1/link/session/accounts', { body })),
  transferOptions: (body: Schemas['AuthTokenRequest']) =>
    content<Schemas['LinkTransferOptions']>(client.POST('/api/v1/link/session/transfer/options', { body })),
  preview: (body: Schemas['LinkTransferPreviewRequest']) =>
    content<Schemas['LinkTransferPreview']>(client.POST('/api/v1/link/session/transfer/preview', { body })),
  transfer: (body: Schemas['LinkTransferRequest']) =>
    content<Schemas['SandboxTransfer']>(client.POST('/api/v1/link/session/transfer', { body })),
  verifyWallet: (body: Schemas['LinkVerifyWalletRequest']) =>
    content<Schemas['WalletVerification']>(client.POST('/api/v1/link/session/wallet/verify', { body })),
  /** Ends the session as the page goes away; keepalive lets the request outlive the frame the SDK removes. */
  end() {
    if (!sessionToken) return;
    void fetch(`${window.location.origin}/api/v1/link/session`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${sessionToken}` },
      keepalive: true,
    }).catch(() => undefined);
    sessionToken = '';
  },
};
