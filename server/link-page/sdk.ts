// The public web SDK's protocol, as its published code defines it, seen from the page: messages to the host
// window, and the SDK's own messages. Without an SDK parent (a tab opened directly, a payment link) nothing is
// posted.
import type {
  AccessTokenPayload,
  BrokerType,
  CloseEvent,
  DelayedAuthPayload,
  DoneEvent,
  EventType,
  LinkEventType,
  TransferFinishedPayload,
} from '@meshconnect/web-link-sdk';
import type { components } from '../../generated/openapi.js';

type Schemas = components['schemas'];

/**
 * The institutions the public reference lists that node-api 2.0.28's `BrokerType` (the SDK's `brokerType`) does not
 * yet: the one exception to the SDK's types. The page sends their type as it is (docs/link-page.md).
 */
export type NewerInstitutionType = Exclude<Schemas['InstitutionType'], BrokerType>;
/** An SDK payload whose `brokerType` may also be a newer institution, and nothing else widened. */
export type OfAnyInstitution<T extends { brokerType: BrokerType }> = Omit<T, 'brokerType'> & {
  brokerType: BrokerType | NewerInstitutionType;
};

/** The SDK's own messages (its `EventType`), each with the payload it hands to the host's callback. */
interface ProtocolMessages {
  loaded: { type: 'loaded' };
  brokerageAccountAccessToken: { type: 'brokerageAccountAccessToken'; payload: OfAnyInstitution<AccessTokenPayload> };
  delayedAuthentication: { type: 'delayedAuthentication'; payload: OfAnyInstitution<DelayedAuthPayload> };
  transferFinished: { type: 'transferFinished'; payload: TransferFinishedPayload };
}

/**
 * What the page posts: the SDK's messages, `done` and `close` (onExit), and its granular events exactly as its
 * `LinkEventType` declares them, but for those the SDK makes itself (from `loaded`, `brokerageAccountAccessToken`,
 * `delayedAuthentication` and `transferFinished`).
 */
export type PageMessage =
  | ProtocolMessages[EventType]
  | DoneEvent
  | CloseEvent
  | Exclude<LinkEventType, { type: 'integrationConnected' | 'transferCompleted' | 'pageLoaded' | 'done' | 'close' }>;

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
