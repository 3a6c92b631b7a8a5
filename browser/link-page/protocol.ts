// The public web SDK's protocol, as its published code defines it, seen from the page: the messages it posts, typed
// by the web SDK's own declarations, which the mobile SDKs share.
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
  | Exclude<LinkEventType, { type: 'integrationConnected' | 'transferCompleted' | 'pageLoaded' | 'done' | 'close' }>
  /** The mobile SDKs' own: the user asked to leave mid-flow, and the app asks whether to (never sent to the web SDK). */
  | { type: 'showClose' };

/** A connection the host passed as `accessTokens` (sent to the page as `frontAccessTokens`). */
export interface FrontAccessToken {
  accountId?: string;
  accountName?: string;
  accessToken: string;
  brokerType: Schemas['InstitutionType'];
  brokerName?: string;
}
