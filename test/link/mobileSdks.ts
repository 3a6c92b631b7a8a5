// The four public mobile SDKs as far as the Link page meets them, written down from their published sources (each
// rule cites its file and lines at the commit named): the bridge each installs before the page's scripts (what its
// native side receives: a string or an object), what each injects and when, the query it adds to the token's URL,
// and what its app sees of each message: which callback fires, with the payload decoded by that SDK's own rules
// (Swift's JSONDecoder, Gson into non-null Kotlin fields, Dart casts, TypeScript types), or nothing when the
// payload does not decode.
//
// React Native  FrontFin/mesh-react-native-sdk 7ba5504 (2.4.5)
// iOS           FrontFin/mesh-ios-sdk          7a67b34 (3.2.1)
// Android       FrontFin/mesh-android-sdk      45892aa (3.4.4)
// Flutter       FrontFin/mesh-flutter-sdk      416e231 (1.1.2)

export type SdkName = 'reactNative' | 'iOS' | 'android' | 'flutter';
export const SDK_NAMES: SdkName[] = ['reactNative', 'iOS', 'android', 'flutter'];

/** A stored connection the app passes (`IntegrationAccessToken` in every SDK). */
export interface IntegrationAccessToken {
  accountId: string;
  accountName: string;
  accessToken: string;
  brokerType: string;
  brokerName: string;
}

/** What the app sees: one of its SDK's callbacks (by the SDK's own name), with what it receives. */
export interface Effect {
  callback: string;
  value?: unknown;
}

/** What the app saw of everything the bridge received, and each message the SDK dropped, with why. */
export interface Seen {
  effects: Effect[];
  dropped: string[];
}

export interface MobileSdk {
  name: SdkName;
  /** Script run before the page's own (the app's bridge): it records each argument as the native side gets it. */
  bridge: string;
  /** When the SDK injects its script: on the page's `loaded` message, or after every page load. */
  injectsOn: 'loaded' | 'load';
  /** The script the SDK runs then; undefined where it runs none (no tokens, except React Native with settings). */
  injection(tokens: IntegrationAccessToken[] | undefined): string | undefined;
  /** The URL the SDK loads for a token's URL and the app's settings. */
  url(tokenUrl: string, settings: { language?: string; theme?: 'light' | 'dark'; displayFiatCurrency?: string }): string;
  /** The names of the callbacks an app writes for each moment, as this SDK calls them. */
  callbacks: { connected: string; transfer: string; exit: string; askToClose: string };
  /** What the app sees of the bridge's record. */
  see(received: unknown[]): Seen;
}

// ---------------------------------------------------------------------------------------------------------------
// Decoding rules. A model is a record of fields; each field says its JSON type and whether it may be absent.

type Kind = 'string' | 'int' | 'number' | 'bool' | 'map' | { fields: Model } | { list: Field } | { oneOf: string[] };
interface Field {
  kind: Kind;
  optional: boolean;
}
type Model = Record<string, Field>;

const need = (kind: Kind): Field => ({ kind, optional: false });
const may = (kind: Kind): Field => ({ kind, optional: true });
const object = (fields: Model): Kind => ({ fields });
const listOf = (field: Field): Kind => ({ list: field });

interface Rules {
  /** Whether `null` stands for an absent optional field (Swift, Gson, Dart), or breaks the type (TypeScript). */
  nullIsAbsent: boolean;
}

const describe = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'number' ? `the number ${v}` : `a ${typeof v}`;

/** Where `value` fails `field` by `rules`: empty when it decodes. */
function decodeErrors(value: unknown, field: Field, rules: Rules, at: string): string[] {
  if (value === undefined || (value === null && rules.nullIsAbsent))
    return field.optional ? [] : [`${at} is required, and is ${value === undefined ? 'absent' : 'null'}`];
  const { kind } = field;
  const wrong = (expected: string) => [`${at} must be ${expected}, and is ${describe(value)}`];
  if (kind === 'string') return typeof value === 'string' ? [] : wrong('a string');
  if (kind === 'bool') return typeof value === 'boolean' ? [] : wrong('a boolean');
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? [] : wrong('a number');
  if (kind === 'int') return Number.isSafeInteger(value) ? [] : wrong('an integer');
  const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (kind === 'map') return isMap ? [] : wrong('an object');
  if ('oneOf' in kind) return typeof value === 'string' && kind.oneOf.includes(value) ? [] : wrong(`one of ${kind.oneOf.join(', ')}`);
  if ('list' in kind)
    return Array.isArray(value) ? value.flatMap((v, i) => decodeErrors(v, kind.list, rules, `${at}[${i}]`)) : wrong('an array');
  if (!isMap) return wrong('an object');
  return Object.entries(kind.fields).flatMap(([name, f]) =>
    decodeErrors((value as Record<string, unknown>)[name], f, rules, `${at}.${name}`),
  );
}

const decodes = (value: unknown, model: Model, rules: Rules, at = 'payload') => decodeErrors(value, need(object(model)), rules, at);

const asMessage = (value: unknown): { type?: unknown; payload?: unknown } | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { type?: unknown; payload?: unknown }) : undefined;

/** JSON.parse as the SDK's side does it; a string that is not JSON is a message the SDK cannot read. */
function parsed(raw: unknown, dropped: string[]): { type?: unknown; payload?: unknown } | undefined {
  if (typeof raw !== 'string') {
    dropped.push(`received ${describe(raw)}, not a JSON string`);
    return undefined;
  }
  try {
    const message = asMessage(JSON.parse(raw));
    if (!message) dropped.push(`received ${raw}, not a JSON object`);
    return message;
  } catch {
    dropped.push(`received ${JSON.stringify(raw)}, which is not JSON`);
    return undefined;
  }
}

/** Appends `key=value` with `?` or `&` as needed, unencoded, as React Native, iOS and Android do. */
const addParam = (url: string, key: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`;

/** `Object.defineProperty(window, name, …)` of a recorder that keeps each argument as the native side gets it. */
const recorder = (install: string) => `(() => {
  window.__nativeReceived = [];
  const keep = (value) => window.__nativeReceived.push(value);
  ${install}
})();`;

/** Single-quoted as the SDKs write it into their scripts, unescaped: the page's tokens must hold no ' or \\. */
const quoted = (json: string) => `'${json}'`;

// ---------------------------------------------------------------------------------------------------------------
// React Native: TypeScript types only, src/types/index.ts; the page's messages in src/hooks/useSDKCallbacks.ts.

const TS: Rules = { nullIsAbsent: false };
const tsBrandInfo: Model = {
  // src/types/index.ts:269-276
  brokerLogo: need('string'),
  brokerPrimaryColor: may('string'),
  logoLightUrl: may('string'),
  logoDarkUrl: may('string'),
  iconLightUrl: may('string'),
  iconDarkUrl: may('string'),
};
const tsAccessToken: Model = {
  // src/types/index.ts:283-290, AccountToken :249-259, Account :261-267
  accountTokens: need(
    listOf(
      need(
        object({
          account: need(
            object({
              accountId: need('string'),
              accountName: need('string'),
              fund: may('number'),
              cash: may('number'),
              isReconnected: may('bool'),
            }),
          ),
          accessToken: need('string'),
          refreshToken: may('string'),
          tokenId: may('string'),
        }),
      ),
    ),
  ),
  brokerBrandInfo: need(object(tsBrandInfo)),
  expiresInSeconds: may('number'),
  refreshTokenExpiresInSeconds: may('number'),
  brokerType: need('string'),
  brokerName: need('string'),
};
const tsDelayedAuth: Model = {
  // src/types/index.ts:292-298
  refreshTokenExpiresInSeconds: may('number'),
  brokerType: need('string'),
  refreshToken: need('string'),
  brokerName: need('string'),
  brokerBrandInfo: need(object(tsBrandInfo)),
};
const tsTransferSuccess: Model = {
  // src/types/index.ts:300-314 (status 'success')
  txId: need('string'),
  fromAddress: need('string'),
  toAddress: need('string'),
  symbol: need('string'),
  amount: need('number'),
  networkId: need('string'),
  amountInFiat: may('number'),
  totalAmountInFiat: may('number'),
  networkName: may('string'),
  txHash: may('string'),
  transferId: may('string'),
  refundAddress: may('string'),
};
// src/types/index.ts:316-319 (status 'error')
const transferError: Model = { errorMessage: need('string') };

const reactNative: MobileSdk = {
  name: 'reactNative',
  // react-native-webview's window.ReactNativeWebView.postMessage(data) hands the app String(data): an object arrives
  // as "[object Object]" (useSDKCallbacks.ts:114-115 then JSON.parses it).
  bridge: recorder(`window.ReactNativeWebView = { postMessage: (data) => keep(String(data)) };`),
  injectsOn: 'load',
  // src/components/LinkConnect.tsx:56-71: after every load, '{}' when the app gave settings without tokens.
  injection: (tokens) =>
    `window.meshSdkPlatform='reactNative';window.meshSdkVersion='2.4.5';window.accessTokens=${quoted(JSON.stringify(tokens ?? {}))};`,
  // src/hooks/useSDKCallbacks.ts:39-68: th, lng, fiatCur when set, then platform=reactNative unless present.
  url(tokenUrl, { language, theme, displayFiatCurrency }) {
    let url = tokenUrl;
    if (theme) url = addParam(url, 'th', theme);
    if (language) url = addParam(url, 'lng', language);
    if (displayFiatCurrency) url = addParam(url, 'fiatCur', displayFiatCurrency);
    if (!/[?&]platform=/.test(url)) url = addParam(url, 'platform', 'reactNative');
    return url;
  },
  callbacks: { connected: 'onIntegrationConnected', transfer: 'onTransferFinished', exit: 'onExit', askToClose: 'Alert.alert' },
  see(received) {
    const effects: Effect[] = [];
    const dropped: string[] = [];
    for (const raw of received) {
      const message = parsed(raw, dropped); // useSDKCallbacks.ts:115
      if (!message) continue;
      const { type, payload } = message;
      // useSDKCallbacks.ts:120-190
      if (type === 'close' || type === 'done' || type === 'exit') effects.push({ callback: 'onExit', value: payload });
      else if (type === 'showClose') effects.push({ callback: 'Alert.alert' });
      else if (type === 'brokerageAccountAccessToken' || type === 'delayedAuthentication') {
        const [key, model] = type === 'delayedAuthentication' ? ['delayedAuth', tsDelayedAuth] : ['accessToken', tsAccessToken];
        const errors = decodes(payload, model, TS);
        // Nothing checks at run time: a payload off its type still reaches the app, which trusts its types.
        if (errors.length) dropped.push(`${type} is not of its TypeScript type: ${errors.join('; ')}`);
        else effects.push({ callback: 'onIntegrationConnected', value: { [key]: payload } });
      } else if (type === 'transferFinished') {
        const status = (payload as { status?: unknown } | undefined)?.status;
        const errors =
          status === 'success'
            ? decodes(payload, tsTransferSuccess, TS)
            : status === 'error'
              ? decodes(payload, transferError, TS)
              : [`status must be success or error, and is ${JSON.stringify(status)}`];
        if (errors.length) dropped.push(`transferFinished is not of its TypeScript type: ${errors.join('; ')}`);
        else effects.push({ callback: 'onTransferFinished', value: payload });
      } else if (typeof type === 'string') effects.push({ callback: 'onEvent', value: type === 'loaded' ? 'pageLoaded' : type });
    }
    return { effects, dropped };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// iOS: LinkSDK/Models/Payload.swift, decoded by JSONDecoder; messages in
// LinkSDK/LinkWebViewController/LinkWebViewViewController.swift.

/** JSONDecoder: a non-optional is present and non-null; an optional may be absent or null; an Int is integral. */
const SWIFT: Rules = { nullIsAbsent: true };
const swiftBrandInfo: Model = { brokerLogo: need('string'), brokerPrimaryColor: may('string') }; // Payload.swift:55-58
const swiftAccessToken: Model = {
  // Payload.swift:15-30; AccountToken :40-44; Account :46-53
  accountTokens: need(
    listOf(
      need(
        object({
          account: need(
            object({
              accountId: need('string'),
              accountName: need('string'),
              frontAccountId: may('string'),
              fund: may('number'),
              cash: may('number'),
              isReconnected: may('bool'),
            }),
          ),
          accessToken: need('string'),
          refreshToken: may('string'),
        }),
      ),
    ),
  ),
  brokerBrandInfo: need(object(swiftBrandInfo)),
  expiresInSeconds: may('int'),
  refreshTokenExpiresInSeconds: may('int'),
  brokerType: need('string'),
  brokerName: need('string'),
};
const swiftDelayedAuth: Model = {
  // Payload.swift:32-38
  refreshTokenExpiresInSeconds: may('int'),
  brokerType: need('string'),
  refreshToken: need('string'),
  brokerName: need('string'),
  brokerBrandInfo: need(object(swiftBrandInfo)),
};
const swiftTransferSuccess: Model = {
  // Payload.swift:65-77
  txId: may('string'),
  transferId: may('string'),
  txHash: may('string'),
  fromAddress: may('string'),
  toAddress: may('string'),
  symbol: need('string'),
  amount: need('number'),
  amountInFiat: may('number'),
  totalAmountInFiat: may('number'),
  networkId: may('string'),
  networkName: may('string'),
};
const swiftTransferError: Model = { errorMessage: need('string') }; // Payload.swift:79-81

const iOS: MobileSdk = {
  name: 'iOS',
  // LinkWebViewViewController.swift:142,194: a WKScriptMessageHandler named jsMessageHandler; WebKit hands it the
  // posted value itself (an object stays an object).
  bridge: recorder(
    `window.webkit = { messageHandlers: { jsMessageHandler: { postMessage: (body) => keep(JSON.parse(JSON.stringify(body))) } } };`,
  ),
  injectsOn: 'loaded',
  // LinkWebViewViewController.swift:434-446: on loaded; tokens only when the app has some, by JSONEncoder, which
  // escapes '/' as '\/'.
  injection(tokens) {
    let script = "window.meshSdkPlatform = 'iOS';window.meshSdkVersion = '3.2.1';";
    if (tokens) script += `window.accessTokens = ${quoted(JSON.stringify(tokens).replaceAll('/', '\\/'))};`;
    return script;
  },
  // LinkSDK/LinkSDK.swift:55-69: lng, fiatCur, th (system resolved to light or dark), no platform.
  url(tokenUrl, { language, theme, displayFiatCurrency }) {
    let url = tokenUrl;
    if (language) url = addParam(url, 'lng', language);
    if (displayFiatCurrency) url = addParam(url, 'fiatCur', displayFiatCurrency);
    if (theme) url = addParam(url, 'th', theme);
    return url;
  },
  callbacks: { connected: 'onIntegrationConnected', transfer: 'onTransferFinished', exit: 'onExit', askToClose: 'onExit(true)' },
  see(received) {
    const effects: Effect[] = [];
    const dropped: string[] = [];
    for (const body of received) {
      // :387-392: the body must be a [String: Any] with a String type, else onEvent(["Undefined message": body]).
      const message = asMessage(body);
      if (!message || typeof message.type !== 'string') {
        dropped.push(`received ${describe(body)}: onEvent(["Undefined message": …])`);
        continue;
      }
      const { type, payload } = message;
      const decoded = (model: Model, what: string, callback: string, value: unknown) => {
        const errors = decodes(payload, model, SWIFT);
        // try? JSONDecoder().decode(…) else { return }: a payload that fails is dropped without a word.
        if (errors.length) dropped.push(`${what} fails JSONDecoder: ${errors.join('; ')}`);
        else effects.push({ callback, value });
      };
      if (type === 'brokerageAccountAccessToken')
        decoded(swiftAccessToken, type, 'onIntegrationConnected', { accessToken: payload }); // :398-402
      else if (type === 'delayedAuthentication')
        decoded(swiftDelayedAuth, type, 'onIntegrationConnected', { delayedAuth: payload }); // :403-407
      else if (type === 'transferFinished') {
        effects.push({ callback: 'onEvent', value: type }); // :409
        const status = (payload as { status?: unknown } | undefined)?.status; // :410-411, TransferFinishedStatus :68-70
        if (status === 'success')
          decoded(swiftTransferSuccess, type, 'onTransferFinished', { success: payload }); // :413-417
        else if (status === 'error')
          decoded(swiftTransferError, type, 'onTransferFinished', { error: payload }); // :418-422
        else dropped.push(`transferFinished status must be success or error, and is ${JSON.stringify(status)}`);
      } else if (type === 'showClose')
        effects.push({ callback: 'onExit(true)' }); // :424-425
      else if (type === 'close' || type === 'done')
        effects.push({ callback: 'onExit', value: false }); // :424-425
      else if (type === 'integrationSelected')
        continue; // :426-433: its native-link hook only
      else effects.push({ callback: 'onEvent', value: type }); // :434-435 (loaded), :458-459
    }
    return { effects, dropped };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Android: link/src/main/java/com/meshconnect/link/entity/LinkPayload.kt, by Gson into Kotlin data classes
// (converter/JsonConverter.kt:9-14); messages in usecase/DeserializeLinkMessageUseCase.kt and ui/LinkActivity.kt.

/**
 * Gson leaves a field absent from the JSON null, whatever Kotlin declares: a non-null field left null throws when
 * the payload is hashed into the set of payloads (ui/LinkViewModel.kt:52), and the payload is never emitted. So a
 * non-null field must be present and non-null; Int reads only an integral number (JsonReader.nextInt).
 */
const GSON: Rules = { nullIsAbsent: true };
const kotlinBrandInfo: Model = {
  // LinkPayload.kt:41-48
  brokerLogo: may('string'),
  brokerPrimaryColor: may('string'),
  logoLightUrl: may('string'),
  logoDarkUrl: may('string'),
  iconLightUrl: may('string'),
  iconDarkUrl: may('string'),
};
const kotlinAccessToken: Model = {
  // LinkPayload.kt:14-21; AccountToken :24-28; Account :31-38
  accountTokens: need(
    listOf(
      need(
        object({
          account: need(
            object({
              accountId: need('string'),
              accountName: need('string'),
              frontAccountId: need('string'),
              fund: may('number'),
              cash: may('number'),
              isReconnected: may('bool'),
            }),
          ),
          accessToken: need('string'),
          refreshToken: may('string'),
        }),
      ),
    ),
  ),
  brokerType: need('string'),
  brokerName: need('string'),
  brokerBrandInfo: need(object(kotlinBrandInfo)),
  expiresInSeconds: may('int'),
  refreshTokenExpiresInSeconds: may('int'),
};
const kotlinDelayedAuth: Model = {
  // LinkPayload.kt:54-60
  refreshTokenExpiresInSeconds: may('int'),
  brokerType: need('string'),
  refreshToken: need('string'),
  brokerName: need('string'),
  brokerBrandInfo: need(object(kotlinBrandInfo)),
};
const kotlinTransferSuccess: Model = {
  // LinkPayload.kt:66-79; converter/TransferFinishedPayloadDeserializer.kt:19-22 puts "" for an absent fromAddress
  // or toAddress, which an app would take for an address: required here.
  txId: need('string'),
  fromAddress: need('string'),
  toAddress: need('string'),
  symbol: need('string'),
  amount: need('number'),
  networkId: need('string'),
  amountInFiat: may('number'),
  totalAmountInFiat: may('number'),
  networkName: may('string'),
  txHash: may('string'),
  transferId: may('string'),
  refundAddress: may('string'),
};
const kotlinTransferError: Model = { errorMessage: need('string') }; // LinkPayload.kt:82-84

const android: MobileSdk = {
  name: 'android',
  // ui/JSBridge.kt:8-14, added as JSBridge (ui/LinkActivity.kt:285): its one method takes a String; Chromium's Java
  // bridge turns any other argument into the string "undefined".
  bridge: recorder(`window.JSBridge = { sendNativeMessage: (json) => keep(typeof json === 'string' ? json : 'undefined') };`),
  injectsOn: 'loaded',
  // utils/OnLoadedScript.kt:3-13, ui/LinkActivity.kt:222-229: on loaded; tokens only when the app has some, as Gson
  // writes them (it escapes < > & = ' as \u00XX).
  injection(tokens) {
    let script = "window.meshSdkPlatform='android';window.meshSdkVersion='3.4.4'";
    const gson = (json: string) => json.replace(/[<>&='\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (tokens) script += `;window.accessTokens=${quoted(gson(JSON.stringify(tokens)))}`;
    return script;
  },
  // ui/LinkActivity.kt:102-107, utils/CreateURL.kt: lng, fiatCur, th, platform=android.
  url(tokenUrl, { language, theme, displayFiatCurrency }) {
    let url = tokenUrl;
    url = addParam(url, 'lng', language ?? 'en');
    if (displayFiatCurrency) url = addParam(url, 'fiatCur', displayFiatCurrency);
    if (theme) url = addParam(url, 'th', theme);
    return addParam(url, 'platform', 'android');
  },
  callbacks: { connected: 'LinkPayloads', transfer: 'LinkPayloads', exit: 'finish()', askToClose: 'exit dialog' },
  see(received) {
    const effects: Effect[] = [];
    const dropped: string[] = [];
    /** What ui/LinkActivity.kt:231-247 returns as the activity's result when it finishes. */
    const payloads: unknown[] = [];
    let error: string | undefined;
    for (const raw of received) {
      const message = parsed(raw, dropped); // Gson: JsType (entity/JsType.kt:3-18); an unknown type reads as null
      if (!message) continue;
      const { type, payload } = message;
      const emitted = (model: Model, value: unknown) => {
        const errors = decodes(payload, model, GSON);
        if (errors.length) {
          dropped.push(`${type} fails Gson into non-null fields: ${errors.join('; ')}`);
          return;
        }
        payloads.push(value);
        effects.push({ callback: 'LinkPayloads', value }); // ui/LinkViewModel.kt:51-55
      };
      // usecase/DeserializeLinkMessageUseCase.kt:18-46
      if (type === 'brokerageAccountAccessToken') emitted(kotlinAccessToken, { accessToken: payload });
      else if (type === 'delayedAuthentication') emitted(kotlinDelayedAuth, { delayedAuth: payload });
      else if (type === 'transferFinished') {
        const status = (payload as { status?: unknown } | undefined)?.status; // TransferFinishedPayloadDeserializer.kt:23-27
        if (status === 'success') emitted(kotlinTransferSuccess, { transferFinished: payload });
        else if (status === 'error') emitted(kotlinTransferError, { transferFinished: payload });
        else dropped.push(`transferFinished: unknown status '${String(status)}'`);
      } else if (type === 'error')
        // DeserializeLinkMessageUseCase.kt:35-38 throws its message; LinkViewModel.kt:38-42 keeps it (and shows it)
        error = (message as { errorMessage?: string }).errorMessage ?? 'Error is not defined';
      else if (type === 'showClose')
        effects.push({ callback: 'exit dialog' }); // ui/LinkActivity.kt:200
      else if (type === 'close' || type === 'done') {
        // ui/LinkActivity.kt:199 finish(), :231-247: RESULT_OK with the payloads, else RESULT_CANCELED with the error.
        effects.push({
          callback: 'finish()',
          value: payloads.length ? { result: 'LinkSuccess', payloads: [...payloads] } : { result: 'LinkExit', errorMessage: error ?? null },
        });
      }
    }
    return { effects, dropped };
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Flutter: lib/src/model/**, by Dart casts (`as String` fails on null, `as int?` on a non-integer); messages in
// lib/src/ui/widget/mesh_link_controller.dart and lib/src/ui/page/mesh_link_page.dart.

/** Dart: `as String` needs a String (null fails); `as T?` takes null or absent; `as int` needs an integer literal. */
const DART: Rules = { nullIsAbsent: true };
const dartBrandInfo: Model = {
  // lib/src/model/integration/brand_info.dart:11-20
  brokerLogo: may('string'),
  brokerPrimaryColor: may('string'),
  logoLightUrl: may('string'),
  logoDarkUrl: may('string'),
  iconLightUrl: may('string'),
  iconDarkUrl: may('string'),
};
const dartAccessToken: Model = {
  // integration/integration_connected_payload.dart:47-61; account_token.dart:10-16; account.dart:10-18
  accountTokens: need(
    listOf(
      need(
        object({
          account: need(
            object({
              accountId: need('string'),
              accountName: need('string'),
              fund: may('number'),
              cash: may('number'),
              isReconnected: may('bool'),
            }),
          ),
          accessToken: need('string'),
          refreshToken: may('string'),
        }),
      ),
    ),
  ),
  brokerBrandInfo: need(object(dartBrandInfo)),
  expiresInSeconds: may('int'),
  refreshTokenExpiresInSeconds: may('int'),
  brokerType: need('string'),
  brokerName: need('string'),
};
const dartDelayedAuth: Model = {
  // integration/integration_connected_payload.dart:17-28
  brokerType: need('string'),
  refreshToken: need('string'),
  brokerName: need('string'),
  brokerBrandInfo: need(object(dartBrandInfo)),
  refreshTokenExpiresInSeconds: may('int'),
};
const dartTransferSuccess: Model = {
  // lib/src/model/transfer/transfer_finished_payload.dart:29-44
  txId: need('string'),
  fromAddress: need('string'),
  toAddress: need('string'),
  symbol: need('string'),
  amount: need('number'),
  networkId: need('string'),
  amountInFiat: may('number'),
  totalAmountInFiat: may('number'),
  networkName: may('string'),
  txHash: may('string'),
  transferId: may('string'),
  refundAddress: may('string'),
};
const dartTransferError: Model = { errorMessage: need('string') }; // transfer_finished_payload.dart:63-67
const dartSuccess: Model = {
  // lib/src/model/success/success.dart:7-27; integration.dart:4-9; transfer.dart:11-20
  page: need('string'),
  selectedIntegration: may(object({ id: may('string'), name: may('string') })),
  transfer: may(
    object({
      amount: may('number'),
      amountInFiat: may('number'),
      symbol: may('string'),
      transactionId: may('string'),
      networkId: may('string'),
      previewId: may('string'),
    }),
  ),
};

/**
 * The events whose payload Flutter casts field by field (lib/src/model/mesh_event.dart, by line): one that fails is
 * logged and reaches no onEvent (:98-101), and one without a Map payload matches no case (:26-95).
 */
const errorMessage: Model = { errorMessage: need('string') };
const dartEvents: Record<string, Model> = {
  integrationSelected: { integrationType: need('string'), integrationName: need('string') }, // :26-29
  integrationConnectionError: errorMessage, // :31-34
  transferPreviewed: {
    // :154-169; transfer/network_fee.dart
    amount: may('number'),
    symbol: need('string'),
    toAddress: need('string'),
    networkId: need('string'),
    previewId: need('string'),
    networkName: may('string'),
    amountInFiat: may('number'),
  },
  transferPreviewError: errorMessage, // :39-41
  transferExecutionError: errorMessage, // :42-45
  transferInitiated: { integrationName: need('string'), status: need('string'), integrationType: may('string') }, // :200-205
  transferExecuted: {
    // :224-233; transfer/transfer_executed_status.dart: pending or success
    status: need({ oneOf: ['pending', 'success'] }),
    txId: need('string'),
    fromAddress: need('string'),
    toAddress: need('string'),
    symbol: need('string'),
    amount: need('number'),
    networkId: need('string'),
  },
  transferNoEligibleAssets: {
    // :253-265; transfer/ineligible_token.dart:11-14
    integrationType: may('string'),
    integrationName: need('string'),
    noAssetsType: may('string'),
    arrayOfTokensHeld: may(
      listOf(
        need(object({ symbol: need('string'), amount: need('number'), amountInFiat: may('number'), ineligibilityReason: may('string') })),
      ),
    ),
  },
  walletMessageSigned: {
    // :284-291
    signedMessageHash: may('string'),
    message: may('string'),
    address: need('string'),
    timeStamp: need('int'),
    isVerified: need('bool'),
  },
};

/** Dart's json.encode, as Flutter writes the tokens into its script (an array literal, not a string). */
const dartJson = (value: unknown) => JSON.stringify(value);

const flutter: MobileSdk = {
  name: 'flutter',
  // mesh_link_controller.dart:88-93: a webview_flutter JavaScriptChannel named JSBridge; its postMessage takes a
  // String (jsMessage.message).
  bridge: recorder(`window.JSBridge = { postMessage: (message) => keep(String(message)) };`),
  injectsOn: 'loaded',
  // mesh_link_controller.dart:288-304: on loaded; tokens only when the app has some, as an array literal.
  injection(tokens) {
    let script = "window.meshSdkPlatform='flutter';window.meshSdkVersion='1.1.2';";
    if (tokens?.length) script += `window.accessTokens=${dartJson(tokens)};`;
    return script;
  },
  // lib/src/util/link_uri.dart:8-26: the whole query re-encoded (Uri.replace), lng always (default en).
  url(tokenUrl, { language, theme, displayFiatCurrency }) {
    const url = new URL(tokenUrl);
    const query = Object.fromEntries(url.searchParams);
    query.lng = language ?? 'en';
    if (displayFiatCurrency) query.fiatCur = displayFiatCurrency;
    if (theme) query.th = theme;
    // Dart's Uri encodes a space as +, and every reserved character of a value.
    url.search = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replaceAll('%20', '+')}`)
      .join('&');
    return url.toString();
  },
  callbacks: { connected: 'onIntegrationConnected', transfer: 'onTransferFinished', exit: 'onSuccess', askToClose: 'exit dialog' },
  see(received) {
    const effects: Effect[] = [];
    const dropped: string[] = [];
    for (const raw of received) {
      const message = parsed(raw, dropped); // mesh_link_controller.dart:198-204: jsonDecode, a Map or nothing
      if (!message) continue;
      const { type, payload } = message;
      const isMap = asMessage(payload) !== undefined;
      const internal = (model: Model, callback: string, value: unknown) => {
        // mesh_internal_event.dart:21-40: a cast that fails is logged, and the message is nothing.
        const errors = decodes(payload, model, DART);
        if (errors.length) dropped.push(`${String(type)} fails its Dart casts: ${errors.join('; ')}`);
        else effects.push({ callback, value });
      };
      // mesh_internal_event.dart:21-35, then mesh_link_page.dart:138-157
      if (type === 'showClose') effects.push({ callback: 'exit dialog' });
      // The app's IntegrationConnectedEvent holds an AccessTokenPayload or a DelayedAuthPayload: named here as the others name them.
      else if (type === 'brokerageAccountAccessToken' && isMap)
        internal(dartAccessToken, 'onIntegrationConnected', { accessToken: payload });
      else if (type === 'delayedAuthentication' && isMap) internal(dartDelayedAuth, 'onIntegrationConnected', { delayedAuth: payload });
      else if (type === 'transferFinished' && isMap) {
        const status = (payload as { status?: unknown }).status; // transfer_finished_payload.dart:4-10
        if (status === 'success') internal(dartTransferSuccess, 'onTransferFinished', payload);
        else if (status === 'error') internal(dartTransferError, 'onTransferFinished', payload);
        else dropped.push(`transferFinished: Invalid status: ${String(status)}`);
      } else if (type === 'close' || type === 'done') {
        // mesh_result.dart:17-23: only a Map payload with a String page is a result: onSuccess (mesh_link_page.dart:164-167).
        if (!isMap) dropped.push(`${type} without a Map payload is no result`);
        else internal(dartSuccess, 'onSuccess', payload);
      } else if (typeof type === 'string' && type in dartEvents) {
        if (!isMap) dropped.push(`${type} without a Map payload matches no event`);
        else internal(dartEvents[type]!, 'onEvent', type);
      } else if (typeof type === 'string') effects.push({ callback: 'onEvent', value: type }); // mesh_event.dart:15-102
    }
    return { effects, dropped };
  },
};

export const MOBILE_SDKS: Record<SdkName, MobileSdk> = { reactNative, iOS, android, flutter };
