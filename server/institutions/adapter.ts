// What the domain knows of an institution: one adapter per institution type. The sandbox simulates every type
// (simulator.ts); a real integration implements this interface and is passed in as deps.institutions.
import type { Schemas } from '../contract/types.js';
import type { Institution, InstitutionOperation, InstitutionType, SignIn } from './catalog.js';
import type { NetworkInfo } from './networks.js';

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
  fee: number;
  /** Estimated network fee of a withdrawal, before the institution's markup. */
  networkFee: number;
  minWithdrawAmount: number;
  maxWithdrawAmount: number | null;
}
export interface DepositAddress {
  address: string;
  memo: string | null;
}
export type MfaRequired = { mfaRequired: true };

/** How an institution refreshes its tokens. */
export interface RefreshPolicy {
  /** Answers mfaRequired first, then takes the code with the challenge token. */
  mfa: boolean;
  /** Needs the current access token beside the refresh token. */
  needsAccessToken: boolean;
}

/** What a user signs in with: the fields ConnectInput carries for each sign-in kind. */
export type Credentials = Pick<Schemas['LinkConnectRequest'], 'username' | 'password' | 'apiKey' | 'apiSecret' | 'address'>;

/**
 * One institution as the domain sees it. Every behaviour that differs between institutions is a method here,
 * configured by the catalog; the domain asks the adapter and reads no catalog flag.
 */
export interface InstitutionAdapter {
  readonly type: InstitutionType;
  /** Its stable id in the service (`integrationId`), the same on every server. */
  readonly id: string;
  readonly name: string;
  readonly kind: Institution['kind'];
  /** What its sign-in form asks for: a password login, an API key and secret, or a wallet address. */
  readonly signIn: SignIn;
  /** Asks for an MFA code at login. */
  readonly loginMfa: boolean;
  supports(operation: InstitutionOperation): boolean;
  /** Throws institutionNotSupported unless it supports the operation. */
  requireSupport(operation: InstitutionOperation): void;
  /** The login the credentials name, held to the sign-in kind when `strict` (headless callers may send a username). */
  credentials(input: Credentials, strict: boolean): { username: string; password: string | undefined };
  /**
   * Checks the user's credentials (a wallet address signs in without a password) and answers the login's
   * accounts; institutions with login MFA first answer mfaRequired.
   */
  login(username: string, password: string | undefined, mfaCode: string | null | undefined, at: number): MfaRequired | AccountSnapshot[];
  /** For operations guarded with a text-message MFA code: mfaRequired, or null when the code is good. */
  checkMfa(mfaCode: string | null | undefined): MfaRequired | null;
  /** Whether it guards new addresses and transfers with a text-message code. */
  guardsSendingWithMfa(): boolean;
  /** Where it guards them: mfaRequired until the code comes, then null; always null where it does not. */
  guardSending(mfaCode: string | null | undefined): MfaRequired | null;
  /** How it refreshes tokens; undefined when they need no refresh. */
  refreshPolicy(): RefreshPolicy | undefined;
  /** Chains on which the institution supports the symbol. */
  chains(symbol: string): Chain[];
  /** The chain to use for symbol, applying the institution's rule on explicit chain names. */
  resolveChain(symbol: string, chain: string | null | undefined): Chain;
  depositAddress(accountSeed: string, chain: Chain): DepositAddress;
  /** Deposits of the symbol below this amount are not refunded; null when there is no such minimum. */
  minimumDeposit(symbol: string): string | null;
  /** What symbol details say about sending on the chain, beyond its numbers. */
  chainNote(chain: Chain): string | null;
  /** What a transfer's destination names: an address, or the name of an address key kept at the institution. */
  destinationForm(): Schemas['LinkTransferOptions']['destination'];
  /** Sends only to addresses whitelisted in its own interface (in the sandbox, the link token's toAddresses). */
  sendsOnlyToWhitelist(): boolean;
  /** The address a transfer goes to: `target` checked against the whitelist, or the address of the key it names. */
  destination(target: string, whitelist: string[], keySeed: string, chain: Chain): string;
  /** Throws when this login may not withdraw at all: an untrusted IP, or an API key without withdrawal permission. */
  checkWithdrawalPermission(username: string): void;
  /** Transfers must carry a fee of at least requiredFee. */
  requiresFee(): boolean;
  /** The fee a transfer must carry at least; 0 where it takes none. */
  requiredFee(chain: Chain): number;
  /** Throws when amount or fee break the institution's limits on the chain. */
  checkAmount(symbol: string, amount: number, fee: number | null | undefined, chain: Chain): void;
  /** What one purchase may buy, per asset, where the user pays by card or bank; undefined where transfers spend the account's holdings. */
  purchaseLimits(at: number): { symbol: string; amount: number }[] | undefined;
  /** Its transfer hash is known only when the transfer is queried again. */
  hashOnRequery(): boolean;
  /** Whose transfers its transfer list holds: the account's own, or every sub-account's of the login. */
  transferListScope(): 'account' | 'login';
  /** Deposits of the symbol it receives below this amount are lost; null when there is no such minimum. */
  minimumDepositAmount(symbol: string): number | null;
}

/** The adapter of each institution type. */
export type Institutions = (type: InstitutionType) => InstitutionAdapter;
