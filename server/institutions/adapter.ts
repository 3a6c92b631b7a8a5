// What the domain knows of an institution: one adapter per institution type. The sandbox simulates every type
// (simulator.ts); a real integration implements this interface and is passed in as deps.institutions.
import type { Destination, DestinationFields } from './destinations.js';
import type { Schemas } from '../contract/types.js';
import type { Category, InstitutionOperation, InstitutionType } from './catalog.js';
import type { NetworkInfo } from './networks.js';
import type { TradingRules } from './tradingRules.js';

export type PositionKind = 'equity' | 'crypto' | 'notSupportedEquity' | 'notSupportedCrypto' | 'nft' | 'option';
export interface Position {
  kind: PositionKind;
  symbol: string;
  amount: number;
  costBasis: number | null;
  details?: Record<string, unknown>;
}
export interface AccountSnapshot {
  accountId: string;
  accountName: string;
  positions: Position[];
  balances: Schemas['FiatBalance'][];
}
export interface Chain {
  network: NetworkInfo;
  /** The name this institution uses for the chain. */
  chain: string;
  /** The fee symbol details state for a withdrawal on the chain. */
  fee: number;
  /** The fee a transfer must carry at least; 0 where the institution takes none. */
  requiredFee: number;
  /** Estimated network fee of a withdrawal, before the institution's markup. */
  networkFee: number;
  minWithdrawAmount: number;
  maxWithdrawAmount: number | null;
}
export interface DepositAddress {
  address: string;
  memo: string | null;
}

/** Why an asset cannot be sent on a network; null when it can. */
export type Ineligibility =
  /** A destination was asked for (the session's or the target account's) and none exists on this network. */
  | 'noDestination'
  /** The institution sends only to whitelisted addresses, and none is named. */
  | 'notWhitelisted'
  | 'belowMinimum'
  | 'aboveMaximum'
  /** The balance does not cover the requested amount and the fee. */
  | 'balanceBelowRequested'
  /** The balance does not cover the network's minimum amount and the fee. */
  | 'balanceBelowMinimum';

/** Where the transfer would go, as far as the caller knows. */
export type DestinationState = 'unnamed' | 'named' | 'whitelisted' | 'unavailable';

export interface EligibilityQuery {
  chain: Chain;
  destination: DestinationState;
  /** The amount to send, when the caller knows it. */
  requested: number | null;
  /** The fee the transfer carries; the chain's required fee when absent. */
  fee?: number | null;
  /** What the account can spend of the asset; undefined where the user pays by card or bank (no balance to check). */
  balance: number | undefined;
}

/**
 * What a sandbox user's document (SandboxUser) says of one institution, and, once its accounts are connected, when
 * that was: failures are scheduled from then. Absent for the sandbox's seeded users.
 */
export type Scenario = Omit<Schemas['SandboxUserInstitution'], 'type'> & { connectedAt?: number };

/** A failure of the institution that lasts: its kind, and until when (null: for good). */
export interface ScheduledFailure {
  error: Schemas['InstitutionFailureKind'];
  until: number | null;
}

/** How a transfer settles where its request says nothing: the final status (null: the sandbox's rule) and when. */
export interface PlannedSettlement {
  outcome: 'Succeeded' | 'Failed' | null;
  settleInSeconds: number | null;
}

/** A way the user can fund a transfer at the institution, with its fees as fractions of the amount. */
export interface FundingMethod {
  option: Schemas['QuoteFundingOption']['fundingOption'];
  paymentMethodType: Schemas['QuoteFundingOption']['paymentMethodType'];
  /** Of buying the asset; 0 where what the account holds is sent. */
  tradingFeeRate: number;
  paymentMethodFeeRate: number;
}

/** The institution asks for a code before it goes on; `prompt` is what the user is told. */
export interface Challenge {
  mfaRequired: true;
  prompt: string;
}
export const isChallenge = (result: object): result is Challenge => 'mfaRequired' in result;

/** What a user signs in with: the fields ConnectInput carries for each sign-in kind, and the MFA code. */
export type Credentials = Pick<Schemas['LinkConnectRequest'], 'username' | 'password' | 'apiKey' | 'apiSecret' | 'address' | 'mfaCode'>;
export interface SignedIn {
  /** The login, as the institution names it (a checksummed address for a wallet). */
  username: string;
  accounts: AccountSnapshot[];
  /**
   * The institution finishes this sign-in later (the public service's `delayed`): the app gets a refresh token only,
   * and the access token by refreshing it once the institution is done (in the sandbox, at once).
   */
  delayed?: boolean;
}

/** A token refresh as the institution sees it; the domain keeps the tokens and says whether one matches. */
export interface RefreshAttempt {
  mfaCode: string | null | undefined;
  accessToken: string | null | undefined;
  /** Whether `accessToken` is the challenge token of this connection's last mfaRequired answer. */
  answersChallenge(token: string): boolean;
  /** Whether `accessToken` is the connection's current access token. */
  isCurrentToken(token: string): boolean;
}

/**
 * What a transfer sends, whole: made once from the request (or a kept preview), checked by the institution, then sent
 * or kept. Before the check its destination is what the request names (an address, or an address key's name where
 * the institution takes those) and its fee may be left out; after it, the address sent to and the fee charged.
 */
export interface Sends {
  symbol: string;
  amount: number;
  chain: Chain;
  /** The address with its tag or memo, always together. */
  destination: Destination;
  /** The institution's fee; null where the request leaves it out. */
  fee: number | null;
}

/** A withdrawal as the domain asks for it: what is sent, who sends it, and what the account can spend. */
export interface Withdrawal {
  sends: Sends;
  /** Where the request holds the destination (its address and tag fields), which a refusal of it names. */
  fields: DestinationFields;
  /** The login the connection signed in with: permissions may depend on it. */
  login: string;
  /** Addresses whitelisted at the institution (in the sandbox: those the link token or the preview named). */
  whitelist: string[];
  /** Seeds the address an address key stands for. */
  keySeed: string;
  /** Charge the required fee where the request leaves the fee out (the Link UI does; the API asks for it). */
  defaultFee: boolean;
  /** What the account can spend of the asset now: its holding less what its pending transfers hold. */
  available: number;
}
export type Funds = Pick<Sends, 'symbol' | 'chain' | 'amount' | 'fee'> & {
  /** What the account can spend of the asset now. */
  available: number;
};

/**
 * One institution as the domain sees it: behaviour the domain asks for, configured by the catalog inside the
 * implementation. The domain never branches on what an institution is; it asks, and maps the answer.
 */
/** What the Link page shows of an institution before the user signs in: the spec's own fields, and its id. */
export type InstitutionProfile = Readonly<
  Omit<Schemas['LinkInstitution'], 'canSend'> & {
    /** Its stable id in the service (`integrationId`), the same on every server. */
    id: string;
    /** What a transfer's destination names: an address, or the name of an address key kept at the institution. */
    destinationForm: Schemas['LinkTransferOptions']['destination'];
  }
>;

export interface InstitutionAdapter extends InstitutionProfile {
  /** What it lets an account trade, and on what terms; null where it does not trade. */
  readonly trading: TradingRules | null;
  /** Its category in the integrations list. */
  category: Category;
  supports(operation: InstitutionOperation): boolean;
  /** Throws institutionNotSupported unless it supports the operation. */
  requireSupport(operation: InstitutionOperation): void;
  /**
   * Checks the user's credentials (held to the sign-in kind when `strict`: headless callers may send a username)
   * and answers the login's accounts, or first its MFA challenge.
   */
  signInWith(credentials: Credentials, strict: boolean, at: number): Challenge | SignedIn;
  /** What refreshing a token asks beyond the refresh token: a challenge, or null to go on; throws where it refuses. */
  refreshGate(attempt: RefreshAttempt): Challenge | null;
  /** Chains on which the institution supports the symbol. */
  chains(symbol: string): Chain[];
  /** The chain for the symbol: by network id, or by chain name under the institution's rule on explicit names. */
  chainFor(symbol: string, choice: { networkId?: string | null; chain?: string | null }): Chain;
  depositAddress(accountSeed: string, chain: Chain, symbol: string): DepositAddress;
  /** Whether it gives deposit addresses for the symbol at all (addressNotFound otherwise). */
  givesDepositAddress(symbol: string): boolean;
  /** Deposits of the symbol below this amount are not refunded; null where there is no such minimum. */
  minimumDeposit(symbol: string): string | null;
  /** Where it guards new addresses or transfers with a text-message code: a challenge until the code comes. */
  guardSending(mfaCode: string | null | undefined, guarding: 'address' | 'transfer'): Challenge | null;
  /** What symbol details say about sending on the chain, beyond its numbers. */
  chainNote(chain: Chain): string | null;
  /** What the account can send, per asset: its holdings, or what one purchase may buy where the user pays by card or bank. */
  sendable(holdings: { symbol: string; amount: number }[], at: number): { symbol: string; amount: number; funded: boolean }[];
  /** Whether the asset can be sent on the chain, and if not, why. */
  eligibility(query: EligibilityQuery): Ineligibility | null;
  /** How the user can fund a transfer here (what a quote lists), cheapest first. */
  fundingMethods(): FundingMethod[];
  /**
   * Every rule of a withdrawal, checked without sending; throws the institution's refusal. Answers what is sent: the
   * address the destination stands for (its tag kept) and the fee charged.
   */
  checkWithdrawal(withdrawal: Withdrawal): Sends;
  /** Throws insufficientFunds unless the account can spend amount and fee, holding `available`. */
  checkFunds(funds: Funds): void;
  /** Throws where the institution would not refund a deposit of this amount. */
  checkDeposit(symbol: string, amount: number): void;
  /** The destination a session names, as the Link page shows it: none where the institution takes address keys. */
  presetDestination(address: string | null): string | null;
  /** A transfer's hash as the institution reports it at that moment: some give it only when queried again. */
  reportedHash(hash: () => string | null, moment: 'sent' | 'listed' | 'requeried'): string | null;
  /** How a transfer settles when its request does not say. */
  plannedSettlement(): PlannedSettlement;
  /** The failure it answers with at `now`, before any operation on the login's accounts (sign-in included); null when none. */
  scheduledFailure(now: number): ScheduledFailure | null;
  /** The connections whose transfers its transfer list holds for `own`: its own, or every sub-account's of the login. */
  listedConnections(own: string, ofLogin: () => Promise<string[]>): Promise<string[]>;
}

/** The adapter of each institution type, and what the Link page tells a user signing in to them. */
export interface Institutions {
  /** The institution as the login meets it: as configured, or as a sandbox user's document says (`scenario`). */
  (type: InstitutionType, scenario?: Scenario | null): InstitutionAdapter;
  readonly signInHelp: Schemas['LinkPageSession']['sandbox'];
  /** The institution an integration id (an adapter's `id`, as listIntegrations gives it) names, in any letter case. */
  ofIntegration(id: string): InstitutionType | undefined;
}
