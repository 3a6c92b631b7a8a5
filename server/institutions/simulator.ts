// The sandbox's institutions: one InstitutionAdapter (adapter.ts) per type, configured by the catalog and seeded by
// institution and username, so a login always shows the same account. Every quirk lives here, read from the catalog.
import Big from 'big.js';
import { getAddress, isAddress } from 'viem/utils';
import { ContractError, fieldError, missingField } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import { isValidAddress } from './addresses.js';
import type {
  Challenge,
  Chain,
  CheckedWithdrawal,
  Credentials,
  DepositAddress,
  EligibilityQuery,
  Funds,
  InstitutionAdapter,
  Institutions,
  RefreshAttempt,
  SignedIn,
  Withdrawal,
} from './adapter.js';
import { CATALOG, type Institution, type InstitutionOperation, type InstitutionType, type SignIn } from './catalog.js';
import { minus, plus } from './decimal.js';
import { ineligibility, refuse } from './eligibility.js';
import { priceAt, round, unit } from './market.js';
import { networksCarrying } from './networks.js';
import { addressFor, MULTI_ACCOUNT_MARK, sandboxAccount, significant, stableUuid } from './sandboxAccounts.js';

export const SANDBOX_PASSWORD = 'pass_good';
/** The public service's own sandbox logs in with this password (usernames such as `Mesh`), so the same test code runs against both. */
export const PUBLIC_SANDBOX_PASSWORD = 'Pass123';
export const PUBLIC_SANDBOX_USERNAME = 'Mesh';
export const SANDBOX_MFA_CODE = '123456';
const MFA_PROMPT = 'Enter the code sent to your phone.';
const challenge: Challenge = { mfaRequired: true, prompt: MFA_PROMPT };

/** Address keys (krakenDirect) are names such as `my-eth-wallet`, never addresses. */
const ADDRESS_KEY = /^[A-Za-z0-9]+([-_ ][A-Za-z0-9]+)+$/;
/** What a payment institution (paid by card or bank) lets a user buy in one transfer, in US dollars. */
const PAYMENT_LIMIT_USD = 10_000;

const TRANSFER_OPERATIONS: InstitutionOperation[] = [
  'listInstitutionTransfers',
  'getInstitutionTransfer',
  'configureTransfer',
  'previewTransfer',
  'executeTransfer',
];

const adapters = new Map<InstitutionType, InstitutionAdapter>();
/** The sandbox's institutions, each adapter made once: what main.ts passes the domain as deps.institutions. */
export const sandboxInstitutions: Institutions = Object.assign(
  (type: InstitutionType): InstitutionAdapter => {
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
  },
);

class SandboxInstitution implements InstitutionAdapter {
  private readonly info: Institution;
  readonly id: string;
  readonly name: string;
  readonly kind: Institution['kind'];
  readonly signIn: SignIn;
  readonly loginMfa: boolean;
  readonly destinationForm: Schemas['LinkTransferOptions']['destination'];
  constructor(readonly type: InstitutionType) {
    this.info = CATALOG[type];
    this.id = stableUuid(`integration:${type}`);
    this.name = this.info.name;
    this.kind = this.info.kind;
    this.signIn = this.info.signIn;
    this.loginMfa = Boolean(this.info.loginMfa);
    this.destinationForm = this.info.addressKeyTarget ? 'addressKey' : 'address';
  }

  supports(operation: InstitutionOperation): boolean {
    if (operation === 'refreshToken' && !this.info.refresh) return false;
    // Every operation that moves or lists transfers needs what a sandbox transfer needs.
    return this.info.supports.includes(TRANSFER_OPERATIONS.includes(operation) ? 'sandboxTransfer' : operation);
  }

  requireSupport(operation: InstitutionOperation): void {
    if (this.supports(operation)) return;
    if (operation === 'refreshToken') throw new ContractError('refreshNotSupported', `${this.name} tokens need no refresh.`);
    throw new ContractError('institutionNotSupported', `Institution type '${this.type}' does not support ${operation}.`);
  }

  signInWith(credentials: Credentials, strict: boolean, at: number): Challenge | SignedIn {
    const { username, password } = this.login(credentials, strict);
    if (password === undefined ? this.signIn !== 'address' : password !== SANDBOX_PASSWORD && password !== PUBLIC_SANDBOX_PASSWORD) {
      const what = this.signIn === 'apiKey' ? 'API key or secret' : 'username or password';
      throw new ContractError(
        'invalidInstitutionCredentials',
        `${this.name} rejected the ${what}. In the sandbox the ${this.signIn === 'apiKey' ? 'secret' : 'password'} is ${SANDBOX_PASSWORD} (or ${PUBLIC_SANDBOX_PASSWORD}, as in the public service's sandbox).`,
      );
    }
    if (this.info.loginMfa && this.checkMfa(credentials.mfaCode)) return challenge;
    const first = sandboxAccount(this.type, username, at);
    if (!username.toLowerCase().includes(MULTI_ACCOUNT_MARK)) return { username, accounts: [first] };
    const second = sandboxAccount(this.type, `${username}:2`, at);
    const secondName = this.info.kind === 'brokerage' ? 'Roth IRA' : `${this.name} savings`;
    return { username, accounts: [first, { ...second, accountName: secondName }] };
  }

  /** The login the credentials name, held to the sign-in kind when `strict`. */
  private login(input: Credentials, strict: boolean): { username: string; password: string | undefined } {
    const { name, signIn } = this;
    const refuseField = (field: string, message: string, missing: boolean) =>
      fieldError(missing ? 'missingField' : 'invalidField', `${name}: ${message}`, {
        field,
        message,
        errorCode: missing ? 'required' : 'signIn',
      });
    if (input.address !== undefined) {
      if (signIn !== 'address')
        throw refuseField(
          'address',
          `signs in with ${signIn === 'apiKey' ? 'an API key and secret' : 'a username and password'}, not a wallet address`,
          false,
        );
      if (!isAddress(input.address, { strict: false }))
        throw refuseField('address', 'must be an EVM wallet address (0x and 40 hexadecimal digits)', false);
      return { username: getAddress(input.address), password: undefined };
    }
    if (input.apiKey !== undefined || input.apiSecret !== undefined) {
      if (signIn !== 'apiKey')
        throw refuseField(
          'apiKey',
          `signs in with ${signIn === 'address' ? 'a wallet address' : 'a username and password'}, not an API key`,
          false,
        );
      if (input.apiKey === undefined) throw refuseField('apiKey', "must have required property 'apiKey'", true);
      if (input.apiSecret === undefined) throw refuseField('apiSecret', "must have required property 'apiSecret'", true);
      return { username: input.apiKey, password: input.apiSecret };
    }
    const expected = { password: ['username', 'password'], apiKey: ['apiKey', 'apiSecret'], address: ['address'] }[signIn];
    if (strict && signIn !== 'password') throw refuseField(expected[0]!, `must have required property '${expected[0]}'`, true);
    if (input.username === undefined) throw refuseField('username', "must have required property 'username'", true);
    if (input.password === undefined) throw refuseField('password', "must have required property 'password'", true);
    return { username: input.username, password: input.password };
  }

  /** A text-message code: a challenge until it comes, an error when it is wrong, null when it is good. */
  private checkMfa(mfaCode: string | null | undefined): Challenge | null {
    if (mfaCode === undefined || mfaCode === null) return challenge;
    if (mfaCode !== SANDBOX_MFA_CODE)
      throw new ContractError('invalidMfaCode', `The MFA code is wrong. In the sandbox it is ${SANDBOX_MFA_CODE}.`);
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

  guardSending(mfaCode: string | null | undefined): Challenge | null {
    return this.info.addressMfa ? this.checkMfa(mfaCode) : null;
  }

  chainNote(chain: Chain): string | null {
    if (chain.network.memo) return 'Deposits need the memo (destination tag).';
    return this.info.enforcesMinimums ? 'Send the fee parameter with transfers; minimums are enforced.' : null;
  }

  private readonly chainsBySymbol = new Map<string, Chain[]>();

  /** Static per institution and symbol: derived once. */
  chains(symbol: string): Chain[] {
    let chains = this.chainsBySymbol.get(symbol);
    if (!chains) {
      chains = this.deriveChains(symbol);
      this.chainsBySymbol.set(symbol, chains);
    }
    return chains;
  }

  private deriveChains(symbol: string): Chain[] {
    if (!this.info.assets.includes(symbol)) return [];
    const enforced = Boolean(this.info.enforcesMinimums);
    return networksCarrying(symbol)
      .filter((n) => !this.info.networks || this.info.networks.includes(n.name))
      .map((network) => {
        const price = priceAt(symbol, 0) ?? 1;
        const fee = significant((network.feeUsd * (enforced ? 2 : 1)) / price);
        return {
          network,
          chain: this.info.requiresChain ? network.label : network.name.toLowerCase().replace(/ /g, '-'),
          fee,
          requiredFee: enforced ? fee : 0,
          networkFee: significant(network.feeUsd / price),
          minWithdrawAmount: significant(Math.max(fee * 2, (enforced ? 20 : 5) / price)),
          maxWithdrawAmount: enforced ? significant(1_000_000 / price) : null,
        };
      });
  }

  chainFor(symbol: string, { networkId, chain }: { networkId?: string | null; chain?: string | null }): Chain {
    const chains = this.chains(symbol);
    if (!chains.length) throw new ContractError('unsupportedSymbol', `${this.name} does not support ${symbol}.`);
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

  depositAddress(accountSeed: string, chain: Chain): DepositAddress {
    const seed = `${accountSeed}:${chain.network.id}`;
    return {
      address: addressFor(chain.network, seed),
      memo: chain.network.memo ? String(100_000_000 + Math.floor(unit(`memo:${seed}`) * 900_000_000)) : null,
    };
  }

  minimumDeposit(symbol: string): string | null {
    return this.info.minimumDeposit?.[symbol] ?? null;
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

  /** Whitelisted addresses only; an institution that takes address keys keeps its own list of them. */
  private get whitelistOnly(): boolean {
    return Boolean(this.info.whitelistOnly) && !this.info.addressKeyTarget;
  }

  eligibility(query: EligibilityQuery) {
    return ineligibility(this.kind === 'payment' ? { ...query, balance: undefined } : query, this.whitelistOnly);
  }

  checkWithdrawal(withdrawal: Withdrawal): CheckedWithdrawal {
    const { symbol, amount, chain } = withdrawal;
    const toAddress = this.destination(withdrawal);
    this.checkPermission(withdrawal.login);
    const outOfRange = ineligibility({ chain, destination: 'whitelisted', requested: amount, balance: undefined }, false);
    if (outOfRange === 'belowMinimum')
      throw refuse('amountBelowMinimum', `The minimum amount of ${symbol} on ${chain.chain} is ${chain.minWithdrawAmount}.`);
    if (outOfRange === 'aboveMaximum')
      throw refuse('amountAboveMaximum', `The maximum amount of ${symbol} on ${chain.chain} is ${chain.maxWithdrawAmount}.`);
    const given = withdrawal.fee ?? (withdrawal.defaultFee && chain.requiredFee > 0 ? chain.requiredFee : undefined);
    if (chain.requiredFee > 0) {
      if (given === undefined || given === null) throw missingField('fee', `${this.name} needs a fee of at least ${chain.fee} ${symbol}.`);
      if (given < chain.requiredFee) throw refuse('feeBelowMinimum', `The minimum fee for ${symbol} on ${chain.chain} is ${chain.fee}.`);
    }
    const fee = given ?? null;
    this.checkTravelRule(symbol, amount);
    this.checkFunds({ symbol, chain, amount, fee, available: withdrawal.available });
    return { fee, toAddress };
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

  /** The address a transfer goes to: the target checked against the whitelist, or the address of the key it names. */
  private destination({ target, whitelist, keySeed, chain }: Withdrawal): string {
    if (this.info.addressKeyTarget) {
      if (!ADDRESS_KEY.test(target))
        throw refuse(
          'addressNotWhitelisted',
          `${this.name} expects the name of an address key whitelisted in its interface (such as my-eth-wallet), not an address.`,
        );
      return addressFor(chain.network, `key:${keySeed}:${target}`);
    }
    if (!isValidAddress(chain.network.networkType, target)) {
      const message = `must be a ${chain.network.name} address`;
      throw fieldError('invalidAddress', `${target} is not a valid ${chain.network.name} address.`, {
        field: 'toAddress',
        message,
        errorCode: 'address',
      });
    }
    if (this.info.whitelistOnly && !whitelist.some((address) => address.toLowerCase() === target.toLowerCase())) {
      throw refuse(
        'addressNotWhitelisted',
        `${this.name} only withdraws to addresses whitelisted in its interface; in the sandbox those are the link token's transferOptions.toAddresses.`,
      );
    }
    return target;
  }

  /** Above its threshold (valued at the reference price, as limits are) the institution needs the beneficiary's details. */
  private checkTravelRule(symbol: string, amount: number): void {
    const threshold = this.info.travelRuleThresholdUsd;
    const price = priceAt(symbol, 0);
    if (threshold === undefined || price === undefined || new Big(amount).times(price).lte(threshold)) return;
    throw refuse(
      'travelRuleRequired',
      `${this.name} needs the beneficiary's details for withdrawals worth more than ${threshold} USD (the Travel Rule); send less.`,
    );
  }

  /** Throws when this login may not withdraw at all: an untrusted IP, or an API key without withdrawal permission. */
  private checkPermission(username: string): void {
    if (!this.info.trustedIpRequired) return;
    if (!username.startsWith('ip_trusted')) {
      throw refuse(
        'ipNotTrusted',
        `Add the client's static IP to the trusted IP list at ${this.name}, then create an API key with withdrawal permission (sandbox: a username starting with ip_trusted).`,
      );
    }
    if (username.startsWith('ip_trusted_readonly')) {
      throw refuse('withdrawalPermissionDisabled', `The ${this.name} API key has no withdrawal permission; it is off by default.`);
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
