// The sandbox's institutions: one InstitutionAdapter (adapter.ts) per type, configured by the catalog and seeded by
// institution and username, so a login always shows the same account. Every quirk lives here, read from the catalog (a withdrawal's destination, permission and Travel Rule in withdrawalRules.ts).
import Big from 'big.js';
import { ContractError, fieldError, missingField } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import type {
  Challenge,
  Chain,
  Credentials,
  DepositAddress,
  EligibilityQuery,
  Funds,
  FundingMethod,
  InstitutionAdapter,
  Institutions,
  PlannedSettlement,
  RefreshAttempt,
  Scenario,
  ScheduledFailure,
  Sends,
  SignedIn,
  Withdrawal,
} from './adapter.js';
import { chainsOf } from './chains.js';
import { CATALOG, OPERATION_NEEDS, type Institution, type InstitutionOperation, type InstitutionType, type SignIn } from './catalog.js';
import { fundingMethodsOf } from './funding.js';
import { loginOf } from './credentials.js';
import { minus, plus } from './decimal.js';
import { ineligibility, refuse } from './eligibility.js';
import { tradingRulesOf, type TradingRules } from './tradingRules.js';
import { priceAt, round, unit } from './market.js';
import { addressFor, DELAYED_SIGN_IN_MARK, MULTI_ACCOUNT_MARK, sandboxAccount } from './sandboxAccounts.js';
import { stableUuid } from '../contract/formats.js';
import { institutionTypeValues } from '../../generated/openapi.js';
import { fixedDepositAddress, scenarioAccounts, scheduledFailureOf } from './scenarios.js';
import { addressSentTo, checkPermission, checkTravelRule } from './withdrawalRules.js';

export const SANDBOX_PASSWORD = 'pass_good';
/** The public service's own sandbox logs in with this password (usernames such as `Mesh`), so the same test code runs against both. */
export const PUBLIC_SANDBOX_PASSWORD = 'Pass123';
export const PUBLIC_SANDBOX_USERNAME = 'Mesh';
export const SANDBOX_MFA_CODE = '123456';
const MFA_PROMPT = 'Enter the code sent to your phone.';
const challenge: Challenge = { mfaRequired: true, prompt: MFA_PROMPT };
/** A sandbox user's login asks again after a wrong code, where its document says so. */
const askedAgain: Challenge = { mfaRequired: true, prompt: 'That code was wrong. Enter the new code sent to your phone.' };

/** What a payment institution (paid by card or bank) lets a user buy in one transfer, in US dollars. */
const PAYMENT_LIMIT_USD = 10_000;

/** Operations on an account's orders: where the institution trades. (What it supports for trading, every account can ask.) */
const ORDER_OPERATIONS: InstitutionOperation[] = ['previewOrder', 'executeOrder', 'listOrders', 'getOrder', 'cancelOrder'];

/** An institution's id in the service (`integrationId`): the same on every server. */
const integrationIdOf = (type: InstitutionType) => stableUuid(`integration:${type}`);
const typeOfIntegration = new Map(institutionTypeValues.map((type) => [integrationIdOf(type), type]));

const adapters = new Map<InstitutionType, InstitutionAdapter>();
/**
 * The sandbox's institutions, each adapter made once: what main.ts passes the domain as deps.institutions. A sandbox
 * user's document makes one of its own, as the document says.
 */
export const sandboxInstitutions: Institutions = Object.assign(
  (type: InstitutionType, scenario?: Scenario | null): InstitutionAdapter => {
    if (scenario) return new SandboxInstitution(type, scenario);
    let adapter = adapters.get(type);
    if (!adapter) {
      adapter = new SandboxInstitution(type);
      adapters.set(type, adapter);
    }
    return adapter;
  },
  {
    signInHelp: {
      password: SANDBOX_PASSWORD,
      mfaCode: SANDBOX_MFA_CODE,
      publicLogin: { username: PUBLIC_SANDBOX_USERNAME, password: PUBLIC_SANDBOX_PASSWORD },
    },
    ofIntegration: (id: string) => typeOfIntegration.get(id.toLowerCase()),
  },
);

class SandboxInstitution implements InstitutionAdapter {
  private readonly info: Institution;
  readonly id: string;
  readonly name: string;
  readonly kind: Institution['kind'];
  readonly category: Institution['category'];
  readonly signIn: SignIn;
  readonly oauth: boolean;
  readonly loginMfa: boolean;
  readonly destinationForm: Schemas['LinkTransferOptions']['destination'];
  readonly trading: TradingRules | null;
  /** The code it sends where it asks for one. */
  private readonly mfaCode: string;
  constructor(
    readonly type: InstitutionType,
    private readonly scenario?: Scenario,
  ) {
    this.info = CATALOG[type];
    this.mfaCode = scenario?.mfaCode ?? SANDBOX_MFA_CODE;
    this.id = integrationIdOf(type);
    this.name = this.info.name;
    this.kind = this.info.kind;
    this.category = this.info.category;
    this.signIn = this.info.signIn;
    this.oauth = Boolean(this.info.oauth);
    this.loginMfa = scenario?.signIn?.mfa ?? Boolean(this.info.loginMfa);
    this.destinationForm = this.info.addressKeyTarget ? 'addressKey' : 'address';
    this.trading = tradingRulesOf(type);
  }

  supports(operation: InstitutionOperation): boolean {
    if (operation === 'refreshToken' && !this.info.refresh) return false;
    if (operation === 'getTradingFeatures' || operation === 'getSymbolTradingInfo') return true;
    if (ORDER_OPERATIONS.includes(operation)) return this.trading !== null;
    return this.info.supports.includes(OPERATION_NEEDS[operation] ?? operation);
  }

  requireSupport(operation: InstitutionOperation): void {
    if (this.supports(operation)) return;
    if (operation === 'refreshToken') throw new ContractError('refreshNotSupported', `${this.name} tokens need no refresh.`);
    throw new ContractError('institutionNotSupported', `Institution type '${this.type}' does not support ${operation}.`);
  }

  signInWith(credentials: Credentials, strict: boolean, at: number): Challenge | SignedIn {
    const { username, password } = loginOf(this, credentials, strict);
    // A sandbox user's password was checked by whoever read its document: the document's own, or the document itself.
    if (!this.scenario) this.checkPassword(password);
    if (this.loginMfa) {
      const asked =
        this.scenario?.signIn?.wrongCode === 'askAgain' ? this.askAgain(credentials.mfaCode) : this.checkMfa(credentials.mfaCode);
      if (asked) return asked;
    }
    if (this.scenario?.accounts) return { username, accounts: scenarioAccounts(this.scenario.accounts) };
    const first = sandboxAccount(this.type, username, at);
    if (this.delays(username)) return { username, accounts: [first], delayed: true };
    if (!username.toLowerCase().includes(MULTI_ACCOUNT_MARK)) return { username, accounts: [first] };
    const second = sandboxAccount(this.type, `${username}:2`, at);
    const secondName = this.info.kind === 'brokerage' ? 'Roth IRA' : `${this.name} savings`;
    return { username, accounts: [first, { ...second, accountName: secondName }] };
  }

  /** Only where the access token comes from the refresh token alone can the sign-in finish later. */
  private delays(username: string): boolean {
    const refresh = this.info.refresh;
    const alone = refresh !== undefined && !refresh.needsAccessToken && !refresh.tradeToken && !refresh.mfa;
    return alone && username.toLowerCase().startsWith(DELAYED_SIGN_IN_MARK);
  }

  private checkPassword(password: string | undefined) {
    if (password === undefined ? this.signIn === 'address' : password === SANDBOX_PASSWORD || password === PUBLIC_SANDBOX_PASSWORD) return;
    const what = this.signIn === 'apiKey' ? 'API key or secret' : 'username or password';
    throw new ContractError(
      'invalidInstitutionCredentials',
      `${this.name} rejected the ${what}. In the sandbox the ${this.signIn === 'apiKey' ? 'secret' : 'password'} is ${SANDBOX_PASSWORD} (or ${PUBLIC_SANDBOX_PASSWORD}, as in the public service's sandbox).`,
    );
  }

  /** A login code that a wrong one asks for again instead of refusing. */
  private askAgain(mfaCode: string | null | undefined): Challenge | null {
    if (mfaCode === undefined || mfaCode === null) return challenge;
    return mfaCode === this.mfaCode ? null : askedAgain;
  }

  /** A text-message code: a challenge until it comes, an error when it is wrong, null when it is good. */
  private checkMfa(mfaCode: string | null | undefined): Challenge | null {
    if (mfaCode === undefined || mfaCode === null) return challenge;
    if (mfaCode !== this.mfaCode) throw new ContractError('invalidMfaCode', `The MFA code is wrong. In the sandbox it is ${this.mfaCode}.`);
    return null;
  }

  refreshGate({ mfaCode, accessToken, answersChallenge, isCurrentToken }: RefreshAttempt): Challenge | null {
    this.requireSupport('refreshToken');
    const refresh = this.info.refresh!;
    if (refresh.mfa) {
      if (mfaCode === undefined || mfaCode === null) return challenge;
      if (!accessToken || !answersChallenge(accessToken)) {
        throw fieldError('invalidField', 'Send the accessToken of the mfaRequired answer with the MFA code.', {
          field: 'accessToken',
          message: 'must be the challenge token of the mfaRequired answer',
          errorCode: 'challenge',
        });
      }
      return this.checkMfa(mfaCode);
    }
    if (refresh.needsAccessToken) {
      if (!accessToken) throw missingField('accessToken', `${this.name} needs the current accessToken to refresh.`);
      if (!isCurrentToken(accessToken)) {
        throw fieldError('invalidField', 'accessToken is not the current access token of this connection.', {
          field: 'accessToken',
          message: 'does not match the connection',
          errorCode: 'mismatch',
        });
      }
    }
    return null;
  }

  guardSending(mfaCode: string | null | undefined, guarding: 'address' | 'transfer'): Challenge | null {
    const asks = (guarding === 'transfer' ? this.scenario?.transfers : this.scenario?.depositAddresses)?.mfa;
    return (asks ?? this.info.addressMfa) ? this.checkMfa(mfaCode) : null;
  }

  chainNote(chain: Chain): string | null {
    if (chain.network.memo) return 'Deposits need the memo (destination tag).';
    return this.info.enforcesMinimums ? 'Send the fee parameter with transfers; minimums are enforced.' : null;
  }

  /** Static per institution and symbol: derived once. */
  chains(symbol: string): Chain[] {
    return chainsOf(this.type, symbol);
  }

  chainFor(symbol: string, { networkId, chain }: { networkId?: string | null; chain?: string | null }): Chain {
    const chains = this.chains(symbol);
    if (!chains.length) {
      const capitals = symbol.toUpperCase();
      const hint = capitals !== symbol && this.chains(capitals).length ? ` Symbols are in capitals: did you mean \`${capitals}\`?` : '';
      throw new ContractError('unsupportedSymbol', `${this.name} does not support ${symbol}.${hint}`);
    }
    if (networkId) {
      const onNetwork = chains.find((c) => c.network.id === networkId);
      if (!onNetwork) throw new ContractError('unsupportedNetwork', `${this.name} does not support ${symbol} on that network.`);
      return onNetwork;
    }
    if (chain === undefined || chain === null) {
      if (this.info.requiresChain) {
        throw new ContractError(
          'chainRequired',
          `${this.name} needs the chain for ${symbol}: one of ${chains.map((c) => c.chain).join(', ')} (see getSymbolDetails).`,
        );
      }
      return chains.find((c) => c.network.nativeSymbol === symbol) ?? chains[0]!;
    }
    const wanted = chain.toLowerCase();
    const match = chains.find((c) => [c.chain, c.network.name, c.network.label].some((name) => name.toLowerCase() === wanted));
    if (!match)
      throw new ContractError(
        'unsupportedChain',
        `${this.name} does not support ${symbol} on ${chain}. Chains: ${chains.map((c) => c.chain).join(', ')}.`,
      );
    return match;
  }

  depositAddress(accountSeed: string, chain: Chain, symbol: string): DepositAddress {
    const fixed = this.scenario && fixedDepositAddress(this.scenario, symbol, chain.network.id);
    if (fixed) return fixed;
    const seed = `${accountSeed}:${chain.network.id}`;
    return {
      address: addressFor(chain.network, seed),
      memo: chain.network.memo ? String(100_000_000 + Math.floor(unit(`memo:${seed}`) * 900_000_000)) : null,
    };
  }

  givesDepositAddress(symbol: string): boolean {
    return this.chains(symbol).length > 0 && !this.scenario?.depositAddresses?.unavailable?.includes(symbol);
  }

  plannedSettlement(): PlannedSettlement {
    const { outcome, settleInSeconds } = this.scenario?.transfers ?? {};
    return { outcome: outcome ?? null, settleInSeconds: settleInSeconds ?? null };
  }

  scheduledFailure(now: number): ScheduledFailure | null {
    return this.scenario ? scheduledFailureOf(this.scenario, now) : null;
  }

  minimumDeposit(symbol: string): string | null {
    const minimums = this.info.minimumDeposit ?? {};
    return Object.hasOwn(minimums, symbol) ? minimums[symbol]! : null;
  }

  sendable(holdings: { symbol: string; amount: number }[], at: number): { symbol: string; amount: number; funded: boolean }[] {
    // A payment institution sells what it sends: the user pays by card or bank, up to a limit per purchase.
    if (this.kind === 'payment') {
      return this.info.assets.map((symbol) => ({
        symbol,
        amount: round(PAYMENT_LIMIT_USD / (priceAt(symbol, at) ?? 1), 6),
        funded: false,
      }));
    }
    return holdings.map((holding) => ({ ...holding, funded: true }));
  }

  fundingMethods(): FundingMethod[] {
    return fundingMethodsOf(this.info);
  }

  /** Whitelisted addresses only; an institution that takes address keys keeps its own list of them. */
  private get whitelistOnly(): boolean {
    return Boolean(this.info.whitelistOnly) && !this.info.addressKeyTarget;
  }

  eligibility(query: EligibilityQuery) {
    return ineligibility(this.kind === 'payment' ? { ...query, balance: undefined } : query, this.whitelistOnly);
  }

  checkWithdrawal(withdrawal: Withdrawal): Sends {
    const { symbol, amount, chain, destination } = withdrawal.sends;
    const address = addressSentTo(this.info, this.name, withdrawal);
    checkPermission(this.info, this.name, this.scenario, withdrawal.login);
    const refusal = this.scenario?.transfers?.refusal;
    if (refusal)
      throw refuse(
        refusal.errorType,
        refusal.message ?? `${this.name} refuses this user's transfers (${refusal.errorType}, as its sandbox user's document says).`,
      );
    const outOfRange = ineligibility({ chain, destination: 'whitelisted', requested: amount, balance: undefined }, false);
    if (outOfRange === 'belowMinimum')
      throw refuse('amountBelowMinimum', `The minimum amount of ${symbol} on ${chain.chain} is ${chain.minWithdrawAmount}.`);
    if (outOfRange === 'aboveMaximum')
      throw refuse('amountAboveMaximum', `The maximum amount of ${symbol} on ${chain.chain} is ${chain.maxWithdrawAmount}.`);
    const given = withdrawal.sends.fee ?? (withdrawal.defaultFee && chain.requiredFee > 0 ? chain.requiredFee : undefined);
    if (chain.requiredFee > 0) {
      if (given === undefined || given === null) throw missingField('fee', `${this.name} needs a fee of at least ${chain.fee} ${symbol}.`);
      if (given < chain.requiredFee) throw refuse('feeBelowMinimum', `The minimum fee for ${symbol} on ${chain.chain} is ${chain.fee}.`);
    }
    const fee = given ?? null;
    checkTravelRule(this.info, this.name, symbol, amount);
    this.checkFunds({ symbol, chain, amount, fee, available: withdrawal.available });
    return { ...withdrawal.sends, destination: { ...destination, address }, fee };
  }

  checkFunds({ symbol, chain, amount, fee, available }: Funds): void {
    const short = this.eligibility({ chain, destination: 'whitelisted', requested: amount, fee: fee ?? 0, balance: available });
    if (short !== 'balanceBelowRequested') return;
    const needed = plus(amount, fee ?? 0);
    throw refuse(
      'insufficientFunds',
      `The account can send ${available} ${symbol} (its balance less what pending transfers hold); amount and fee come to ${needed} ${symbol}, ${minus(needed, available)} ${symbol} more than it has.`,
    );
  }

  checkDeposit(symbol: string, amount: number): void {
    const minimum = this.minimumDeposit(symbol);
    if (minimum !== null && new Big(amount).lt(minimum)) {
      throw refuse('amountBelowMinimum', `${this.name} does not refund deposits of ${symbol} below ${minimum}; send at least that much.`);
    }
  }

  presetDestination(address: string | null): string | null {
    return this.info.addressKeyTarget ? null : address;
  }

  reportedHash(hash: () => string | null, moment: 'sent' | 'listed' | 'requeried'): string | null {
    return this.info.hashOnRequery && moment !== 'requeried' ? null : hash();
  }

  async listedConnections(own: string, ofLogin: () => Promise<string[]>): Promise<string[]> {
    return this.info.sharedTransferList ? ofLogin() : [own];
  }
}
