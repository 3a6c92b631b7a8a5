// How the page reaches the app that hosts it, found once as the page loads: the web SDK's parent window, one of the
// four mobile SDKs' native bridges, or nobody (a tab). Each transport sends the same `{type, payload}` messages as
// its SDK expects them and hands the page what the SDK gives it; the flows only ever call `post`.
// docs/mobile.md says what each SDK does with them; test/link/mobile.test.ts drives the page in each.
import type { FrontAccessToken, PageMessage } from './protocol.js';

export interface SdkHandlers {
  onAccessTokens(tokens: FrontAccessToken[]): void;
  onCloseRequested(): void;
}

/** Who hosts the page: `web` (the web SDK's parent window), a mobile SDK, or `none` (a tab of its own). */
export type HostKind = 'web' | 'none' | 'reactNative' | 'iOS' | 'android' | 'flutter';

export interface Transport {
  readonly kind: HostKind;
  /** An app receives the messages and closes the page itself: the page never says "you can close this window". */
  readonly hosted: boolean;
  /** A mobile SDK's WebView, whose app has its own "are you sure" dialog (`showClose`). */
  readonly native: boolean;
  /** Who answers the SDK's messages: set by the page's entry as it loads, before it posts `loaded`. */
  listen(handlers: SdkHandlers): void;
  post(message: PageMessage): void;
}

/** The stored connections the host passed that the page can use: each with a token and an institution. */
const usable = (tokens: unknown[]): FrontAccessToken[] =>
  tokens.filter(
    (t): t is FrontAccessToken =>
      typeof (t as FrontAccessToken | null)?.accessToken === 'string' && typeof (t as FrontAccessToken).brokerType === 'string',
  );

/** The web SDK's protocol (LINK.md): messages to the parent, only to the origin it announced in meshSDKSpecs. */
function webTransport(parent: Window): Transport {
  let hostOrigin: string | undefined;
  const queue: PageMessage[] = [];
  let handlers: SdkHandlers | undefined;

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== parent || typeof event.data !== 'object' || event.data === null) return;
    const data = event.data as { type?: unknown; payload?: unknown };
    if (data.type === 'meshSDKSpecs') {
      hostOrigin = event.origin;
      for (const message of queue.splice(0)) parent.postMessage(message, hostOrigin);
    } else if (data.type === 'frontAccessTokens' && Array.isArray(data.payload)) {
      handlers?.onAccessTokens(usable(data.payload));
    } else if (data.type === 'closeRequested') {
      handlers?.onCloseRequested();
    }
  });

  return {
    kind: 'web',
    hosted: true,
    native: false,
    listen: (next) => {
      handlers = next;
    },
    post(message) {
      if (message.type === 'loaded')
        parent.postMessage(message, '*'); // carries nothing; answered with meshSDKSpecs
      else if (hostOrigin) parent.postMessage(message, hostOrigin);
      else queue.push(message);
    },
  };
}

const noTransport: Transport = { kind: 'none', hosted: false, native: false, listen: () => undefined, post: () => undefined };

/**
 * What a mobile SDK injects as `window.accessTokens`: a JSON string (React Native, iOS, Android; `'{}'` when React
 * Native has settings without tokens) or an array literal (Flutter). Anything else offers nothing.
 */
export function injectedTokens(value: unknown): FrontAccessToken[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? usable(parsed) : [];
}

/**
 * The payload as every mobile SDK decodes it. Android's `Account.frontAccountId` is a non-null String (Gson leaves a
 * missing one null and the payload is dropped), so each account carries it: the account's own id, the one id the
 * API has for it. The web SDK's `Account` has no such field, so the web path never gets it.
 */
function forNative(message: PageMessage): PageMessage {
  if (message.type !== 'brokerageAccountAccessToken') return message;
  const { payload } = message;
  return {
    ...message,
    payload: {
      ...payload,
      accountTokens: payload.accountTokens.map((t) => ({ ...t, account: { ...t.account, frontAccountId: t.account.accountId } })),
    },
  };
}

interface Bridges {
  ReactNativeWebView?: { postMessage?: unknown };
  webkit?: { messageHandlers?: { jsMessageHandler?: { postMessage?: unknown } } };
  JSBridge?: { sendNativeMessage?: unknown; postMessage?: unknown };
  accessTokens?: unknown;
}

/** The native bridge the app installed before the page's scripts ran, as each SDK names it (MOBILE.md, section 1). */
function nativeBridge(w: Window & Bridges): { kind: HostKind; send(message: PageMessage): void } | undefined {
  const json = (m: PageMessage) => JSON.stringify(m);
  const ios = w.webkit?.messageHandlers?.jsMessageHandler;
  // iOS reads `message.body as? [String: Any]`: the object itself (a string would be no message at all).
  if (typeof ios?.postMessage === 'function')
    return { kind: 'iOS', send: (m) => (ios.postMessage as (body: unknown) => void)(JSON.parse(json(m))) };
  const rn = w.ReactNativeWebView;
  if (typeof rn?.postMessage === 'function') return { kind: 'reactNative', send: (m) => (rn.postMessage as (s: string) => void)(json(m)) };
  // Android's and Flutter's bridges share the name JSBridge; their method tells them apart.
  const bridge = w.JSBridge;
  if (typeof bridge?.sendNativeMessage === 'function') {
    const send = (s: string) => (bridge.sendNativeMessage as (s: string) => void).call(bridge, s);
    return {
      kind: 'android',
      send(m) {
        // Android's activity result carries an error only from its own `error` message (a top-level errorMessage),
        // which the other SDKs do not know: sent to it alone, before the error page's close.
        if (m.type === 'close' && m.payload?.errorMessage) send(JSON.stringify({ type: 'error', errorMessage: m.payload.errorMessage }));
        send(json(m));
      },
    };
  }
  if (typeof bridge?.postMessage === 'function')
    return { kind: 'flutter', send: (m) => (bridge.postMessage as (s: string) => void).call(bridge, json(m)) };
  return undefined;
}

/**
 * Calls `onSet` with each value the app assigns to `window.accessTokens`, whenever it comes (the SDKs set it after
 * `loaded`, React Native after load). A setter where the property can be redefined; otherwise a look every half
 * second for a new value.
 */
function watchAccessTokens(w: Window & Bridges, onSet: (value: unknown) => void) {
  let value = w.accessTokens;
  try {
    Object.defineProperty(w, 'accessTokens', {
      configurable: true,
      enumerable: true,
      get: () => value,
      set: (next: unknown) => {
        value = next;
        onSet(next);
      },
    });
  } catch {
    let seen = value;
    setInterval(() => {
      if (w.accessTokens === seen) return;
      seen = w.accessTokens;
      onSet(seen);
    }, 500);
  }
  if (value !== undefined) queueMicrotask(() => onSet(value));
}

function nativeTransport(w: Window & Bridges, bridge: NonNullable<ReturnType<typeof nativeBridge>>): Transport {
  let handlers: SdkHandlers | undefined;
  let waiting: unknown;
  watchAccessTokens(w, (value) => {
    if (handlers) handlers.onAccessTokens(injectedTokens(value));
    else waiting = value;
  });
  return {
    kind: bridge.kind,
    hosted: true,
    native: true,
    listen(next) {
      handlers = next;
      if (waiting !== undefined) next.onAccessTokens(injectedTokens(waiting));
    },
    post: (message) => bridge.send(forNative(message)),
  };
}

/** The page's one transport, found from what the window holds as the page loads. */
export function detectTransport(w: Window = window): Transport {
  const bridge = nativeBridge(w);
  if (bridge) return nativeTransport(w, bridge);
  return w.parent !== w ? webTransport(w.parent) : noTransport;
}
