// The public web SDK's protocol, as its published code defines it, seen from the page: messages to the host
// window, and the SDK's own messages. Without an SDK parent (a tab opened directly, a payment link) nothing is
// posted.
import type { LinkEventType, SessionSummary } from '@meshconnect/web-link-sdk';
import type { components } from '../../generated/openapi.js';

type Schemas = components['schemas'];

/** What the page posts: the SDK's granular events as its own types declare them, and the callback messages. */
export type PageMessage =
  | { type: 'loaded' }
  | { type: 'brokerageAccountAccessToken'; payload: Schemas['BrokerageAccountAccessToken'] }
  | { type: 'transferFinished'; payload: Schemas['TransferFinished'] }
  | { type: 'done' | 'close'; payload: SessionSummary }
  | Exclude<LinkEventType, { type: 'done' | 'close' | 'integrationConnected' | 'transferCompleted' | 'pageLoaded' }>;

/** A connection the host passed as `accessTokens` (sent to the page as `frontAccessTokens`). */
export interface FrontAccessToken {
  accountId?: string;
  accountName?: string;
  accessToken: string;
  brokerType: Schemas['InstitutionType'];
  brokerName?: string;
}

export interface SdkHandlers {
  onAccessTokens(tokens: FrontAccessToken[]): void;
  onCloseRequested(): void;
}

function connectSdk() {
  const parent = window.parent !== window ? window.parent : undefined;
  // Messages carry tokens, so they go only to the origin the SDK announced in meshSDKSpecs (its event.origin).
  let hostOrigin: string | undefined;
  const queue: PageMessage[] = [];
  let handlers: SdkHandlers | undefined;

  window.addEventListener('message', (event: MessageEvent) => {
    if (!parent || event.source !== parent || typeof event.data !== 'object' || event.data === null) return;
    const data = event.data as { type?: unknown; payload?: unknown };
    if (data.type === 'meshSDKSpecs') {
      hostOrigin = event.origin;
      for (const message of queue.splice(0)) parent.postMessage(message, hostOrigin);
    } else if (data.type === 'frontAccessTokens' && Array.isArray(data.payload)) {
      handlers?.onAccessTokens(
        data.payload.filter((t): t is FrontAccessToken => typeof t?.accessToken === 'string' && typeof t?.brokerType === 'string'),
      );
    } else if (data.type === 'closeRequested') {
      handlers?.onCloseRequested();
    }
  });

  return {
    embedded: Boolean(parent),
    /** Who answers the SDK's messages: set by the page's entry as it loads, before it posts `loaded`. */
    listen(next: SdkHandlers) {
      handlers = next;
    },
    post(message: PageMessage) {
      if (!parent) return;
      if (message.type === 'loaded')
        parent.postMessage(message, '*'); // carries nothing; answered with meshSDKSpecs
      else if (hostOrigin) parent.postMessage(message, hostOrigin);
      else queue.push(message);
    },
  };
}

/** The page's one link to the SDK, listening from the moment the page loads. */
export const sdk = connectSdk();
