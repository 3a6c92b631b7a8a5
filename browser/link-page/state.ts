// The page's state, in one object: the screen shown, the session once it has started, and what the SDK's summary
// reports. What only a flow needs (the session, the connected account, the transfer being built) goes to its
// screens as typed arguments, so that a screen cannot be reached without it.
import type { SessionSummary } from '@meshconnect/web-link-sdk';
import type { Api } from '../../client/api.js';
import type { Schemas } from './api.js';
import type { FrontAccessToken } from './sdk.js';

/**
 * The screens, by the names the SDK's summary reports (`onExit`'s `summary.page`). The SDK types `page` as any
 * string; should it publish a union, a name outside it drops out of this one, and its screen no longer compiles.
 */
export type ScreenName = SessionSummary['page'] &
  (
    | 'loading'
    | 'error'
    | 'closed'
    | 'institutionList'
    | 'signIn'
    | 'mfa'
    | 'accountSelection'
    | 'connected'
    | 'connectionDeclined'
    | 'transferLoading'
    | 'transferNoAssets'
    | 'transferAsset'
    | 'transferNetwork'
    | 'transferAmount'
    | 'transferPreview'
    | 'transferMfa'
    | 'transferDone'
    | 'transferDeclined'
    | 'verifyWallet'
    | 'verifyDone'
  );

export type Institution = Schemas['LinkInstitution'];
/** A connection the host passed that still works, with the token to use it. */
export type ReturningAccount = Schemas['LinkAccounts']['accounts'][number] & { accessToken: string };

/** A started session: what the server holds for it, and the API its token authorises. */
export interface Session {
  readonly info: Schemas['LinkPageSession'];
  readonly api: Api;
  /** The host's stored connections (its `accessTokens`) that still work, offered instead of a new sign-in. */
  returning: ReturningAccount[];
  /** The page ended it (endLinkSession), once. */
  ended: boolean;
}

/** The account a transfer is sent from: connected in this session, or a returning one. */
export interface Connection {
  accessToken: string;
  brokerType: Schemas['InstitutionType'];
  brokerName: string;
}

interface PageState {
  screen: ScreenName;
  /** A flow reached its end: closing now reports done. */
  finished: boolean;
  /** Until the session starts, and when it cannot, there is none. */
  session: Session | undefined;
  /** Tokens the SDK sent before the session started (it sends them right after `loaded`). */
  pendingTokens: FrontAccessToken[];
  /** What the error screen says, which onExit gives the host as its error. */
  errorMessage: string | undefined;
  /** The institution chosen last. */
  selected: Institution | undefined;
  /** The transfer as far as it went. */
  transfer: {
    request?: Schemas['LinkTransferRequest'];
    preview?: Schemas['LinkTransferPreview'];
    result?: Schemas['TransferFinished'];
  };
}

export const state: PageState = {
  screen: 'loading',
  finished: false,
  session: undefined,
  pendingTokens: [],
  errorMessage: undefined,
  selected: undefined,
  transfer: {},
};

/** Where a reload finds the session this page started (the link token was spent by the first start). */
export const storageKey = `link-session:${window.location.pathname}`;

/**
 * What `onExit` receives: the screen, the institution and the transfer, as far as the user went, and on the error
 * screen its message (the SDK passes the summary's `errorMessage` as onExit's first argument).
 */
export function summary(): SessionSummary {
  const { screen, selected, transfer, errorMessage } = state;
  const out: SessionSummary = { page: screen };
  if (screen === 'error' && errorMessage) out.errorMessage = errorMessage;
  if (selected)
    out.selectedIntegration = { id: selected.type, name: selected.name, integrationType: selected.type, integrationName: selected.name };
  if (transfer.request) {
    out.transfer = {
      ...(transfer.preview ? { previewId: transfer.preview.previewId } : {}),
      symbol: transfer.request.symbol,
      amount: transfer.request.amount,
      networkId: transfer.request.networkId,
      ...(transfer.preview?.amountInFiat != null ? { amountInFiat: transfer.preview.amountInFiat } : {}),
      ...(transfer.result ? { transactionId: transfer.result.transferId } : {}),
    };
  }
  return out;
}
