// The sandbox's institutions: one InstitutionAdapter (adapter.ts) per type, configured by the catalog and seeded by
// institution and username, so a login always shows the same account.
import { createHash } from 'node:crypto';
import { getAddress, isAddress } from 'viem/utils';
import { addressFromSeed } from './addresses.js';
import { ContractError, fieldError, missingField } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import type {
  AccountSnapshot,
  Chain,
  Credentials,
  DepositAddress,
  InstitutionAdapter,
  MfaRequired,
  Position,
  RefreshPolicy,
} from './adapter.js';
import { CATALOG, type Institution, type InstitutionOperation, type InstitutionType, type SignIn } from './catalog.js';
import { ASSETS, priceAt, round, unit } from './market.js';
import { NETWORKS, networksCarrying, type NetworkInfo } from './networks.js';

export const SANDBOX_PASSWORD = 'pass_good';
/** The public service's own sandbox logs in with this password (usernames such as `Mesh`), so the same test code runs against both. */
export const PUBLIC_SANDBOX_PASSWORD = 'Pass123';
export const PUBLIC_SANDBOX_USERNAME = 'Mesh';
export const SANDBOX_MFA_CODE = '123456';
export const MFA_PROMPT = 'Enter the code sent to your phone.';
/** Held by every sandbox account whose institution supports them. */
export const CORE_ASSETS = ['BTC', 'ETH', 'USDC'];
/** A sandbox username containing this holds several accounts, to show account selection. */
export const MULTI_ACCOUNT_MARK = 'multi';

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
/** The sandbox adapter of each institution type, made once: what main.ts passes the domain as deps.institutions. */
export function sandboxInstitution(type: InstitutionType): InstitutionAdapter {
  let adapter = adapters.get(type);
  if (!adapter) {
    adapter = new SandboxInstitution(type);
    adapters.set(type, adapter);
  }
  return adapter;
}

class SandboxInstitution implements InstitutionAdapter {
  private readonly info: Institution;
  readonly id: string;
  readonly name: string;
  readonly kind: Institution['kind'];
  readonly signIn: SignIn;
  readonly loginMfa: boolean;
  constructor(readonly type: InstitutionType) {
    this.info = CATALOG[type];
    this.id = stableUuid(`integration:${type}`);
    this.name = this.info.name;
    this.kind = this.info.kind;
    this.signIn = this.info.signIn;
    this.loginMfa = Boolean(this.info.loginMfa);
  }

  supports(operation: InstitutionOperation): boolean {
    // Every operation that moves or lists transfers needs what a sandbox transfer needs.
    return this.info.supports.includes(TRANSFER_OPERATIONS.includes(operation) ? 'sandboxTransfer' : operation);
  }

  requireSupport(operation: InstitutionOperation): void {
    if (!this.supports(operation))
      throw new ContractError('institutionNotSupported', `Institution type '${this.type}' does not support ${operation}.`);
  }

  credentials(input: Credentials, strict: boolean): { username: string; password: string | undefined } {
    const { name, signIn } = this;
    const refuse = (field: string, message: string, missing: boolean) =>
      fieldError(missing ? 'missingField' : 'invalidField', `${name}: ${message}`, {
        field,
        message,
        errorCode: missing ? 'required' : 'signIn',
      });
    if (input.address !== undefined) {
      if (signIn !== 'address')
        throw refuse(
          'address',
          `signs in with ${signIn === 'apiKey' ? 'an API key and secret' : 'a username and password'}, not a wallet address`,
          false,
        );
      if (!isAddress(input.address, { strict: false }))
        throw refuse('address', 'must be an EVM wallet address (0x and 40 hexadecimal digits)', false);
      return { username: getAddress(input.address), password: undefined };
    }
    if (input.apiKey !== undefined || input.apiSecret !== undefined) {
      if (signIn !== 'apiKey')
        throw refuse(
          'apiKey',
          `signs in with ${signIn === 'address' ? 'a wallet address' : 'a username and password'}, not an API key`,
          false,
        );
      if (input.apiKey === undefined) throw refuse('apiKey', "must have required property 'apiKey'", true);
      if (input.apiSecret === undefined) throw refuse('apiSecret', "must have required property 'apiSecret'", true);
      return { username: input.apiKey, password: input.apiSecret };
    }
    const expected = { password: ['username', 'password'], apiKey: ['apiKey', 'apiSecret'], address: ['address'] }[signIn];
    if (strict && signIn !== 'password') throw refuse(expected[0]!, `must have required property '${expected[0]}'`, true);
    if (input.username === undefined) throw refuse('username', "must have required property 'username'", true);
    if (input.password === undefined) throw refuse('password', "must have required property 'password'", true);
    return { username: input.username, password: input.password };
  }

  guardsSendingWithMfa(): boolean {
    return Boolean(this.info.addressMfa);
  }

  guardSending(mfaCode: string | null | undefined): MfaRequired | null {
    return this.info.addressMfa ? this.checkMfa(mfaCode) : null;
  }

  refreshPolicy(): RefreshPolicy | undefined {
    const { refresh } = this.info;
    if (!refresh || !this.supports('refreshToken')) return undefined;
    return { mfa: Boolean(refresh.mfa), needsAccessToken: Boolean(refresh.needsAccessToken) };
  }

  minimumDeposit(symbol: string): string | null {
    return this.info.minimumDeposit?.[symbol] ?? null;
  }

  chainNote(chain: Chain): string | null {
    if (chain.network.memo) return 'Deposits need the memo (destination tag).';
    return this.info.enforcesMinimums ? 'Send the fee parameter with transfers; minimums are enforced.' : null;
  }

  destinationForm(): Schemas['LinkTransferOptions']['destination'] {
    return this.info.addressKeyTarget ? 'addressKey' : 'address';
  }

  sendsOnlyToWhitelist(): boolean {
    return Boolean(this.info.whitelistOnly) && !this.info.addressKeyTarget;
  }

  destination(target: string, whitelist: string[], keySeed: string, chain: Chain): string {
    if (this.info.addressKeyTarget) {
      if (!ADDRESS_KEY.test(target))
        throw new ContractError(
          'addressNotWhitelisted',
          `${this.name} expects the name of an address key whitelisted in its interface (such as my-eth-wallet), not an address.`,
        );
      return addressFor(chain.network, `key:${keySeed}:${target}`);
    }
    if (this.info.whitelistOnly && !whitelist.some((address) => address.toLowerCase() === target.toLowerCase())) {
      throw new ContractError(
        'addressNotWhitelisted',
        `${this.name} only withdraws to addresses whitelisted in its interface; in the sandbox those are the link token's transferOptions.toAddresses.`,
      );
    }
    return target;
  }

  checkWithdrawalPermission(username: string): void {
    if (!this.info.trustedIpRequired) return;
    if (!username.startsWith('ip_trusted')) {
      throw new ContractError(
        'ipNotTrusted',
        `Add the client's static IP to the trusted IP list at ${this.name}, then create an API key with withdrawal permission (sandbox: a username starting with ip_trusted).`,
      );
    }
    if (username.startsWith('ip_trusted_readonly')) {
      throw new ContractError(
        'withdrawalPermissionDisabled',
        `The ${this.name} API key has no withdrawal permission; it is off by default.`,
      );
    }
  }

  requiresFee(): boolean {
    return Boolean(this.info.enforcesMinimums);
  }

  requiredFee(chain: Chain): number {
    return this.info.enforcesMinimums ? chain.fee : 0;
  }

  checkAmount(symbol: string, amount: number, fee: number | null | undefined, chain: Chain): void {
    if (amount < chain.minWithdrawAmount)
      throw new ContractError('amountBelowMinimum', `The minimum amount of ${symbol} on ${chain.chain} is ${chain.minWithdrawAmount}.`);
    if (chain.maxWithdrawAmount !== null && amount > chain.maxWithdrawAmount) {
      throw new ContractError('amountAboveMaximum', `The maximum amount of ${symbol} on ${chain.chain} is ${chain.maxWithdrawAmount}.`);
    }
    if (!this.info.enforcesMinimums) return;
    if (fee === undefined || fee === null) throw missingField('fee', `${this.name} needs a fee of at least ${chain.fee} ${symbol}.`);
    if (fee < chain.fee) throw new ContractError('feeBelowMinimum', `The minimum fee for ${symbol} on ${chain.chain} is ${chain.fee}.`);
  }

  purchaseLimits(at: number): { symbol: string; amount: number }[] | undefined {
    if (this.kind !== 'payment') return undefined;
    return this.info.assets.map((symbol) => ({ symbol, amount: round(PAYMENT_LIMIT_USD / (priceAt(symbol, at) ?? 1), 6) }));
  }

  hashOnRequery(): boolean {
    return Boolean(this.info.hashOnRequery);
  }

  transferListScope(): 'account' | 'login' {
    return this.info.sharedTransferList ? 'login' : 'account';
  }

  minimumDepositAmount(symbol: string): number | null {
    const minimum = this.minimumDeposit(symbol);
    return minimum === null ? null : Number(minimum);
  }

  login(username: string, password: string | undefined, mfaCode: string | null | undefined, at: number): MfaRequired | AccountSnapshot[] {
    if (password === undefined ? this.signIn !== 'address' : password !== SANDBOX_PASSWORD && password !== PUBLIC_SANDBOX_PASSWORD) {
      const what = this.signIn === 'apiKey' ? 'API key or secret' : 'username or password';
      throw new ContractError(
        'invalidInstitutionCredentials',
        `${this.name} rejected the ${what}. In the sandbox the ${this.signIn === 'apiKey' ? 'secret' : 'password'} is ${SANDBOX_PASSWORD} (or ${PUBLIC_SANDBOX_PASSWORD}, as in the public service's sandbox).`,
      );
    }
    if (this.info.loginMfa) {
      const challenge = this.checkMfa(mfaCode);
      if (challenge) return challenge;
    }
    const first = this.account(username, at);
    if (!username.toLowerCase().includes(MULTI_ACCOUNT_MARK)) return [first];
    const second = this.account(`${username}:2`, at);
    return [first, { ...second, accountName: this.info.kind === 'brokerage' ? 'Roth IRA' : `${this.name} savings` }];
  }

  checkMfa(mfaCode: string | null | undefined): MfaRequired | null {
    if (mfaCode === undefined || mfaCode === null) return { mfaRequired: true };
    if (mfaCode !== SANDBOX_MFA_CODE)
      throw new ContractError('invalidMfaCode', `The MFA code is wrong. In the sandbox it is ${SANDBOX_MFA_CODE}.`);
    return null;
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
    return networksCarrying(symbol)
      .filter((n) => !this.info.networks || this.info.networks.includes(n.name))
      .map((network) => {
        const price = priceAt(symbol, 0) ?? 1;
        const markup = this.info.enforcesMinimums ? 2 : 1;
        const fee = significant((network.feeUsd * markup) / price);
        return {
          network,
          chain: this.info.requiresChain ? network.label : network.name.toLowerCase().replace(/ /g, '-'),
          fee,
          networkFee: significant(network.feeUsd / price),
          minWithdrawAmount: significant(Math.max(fee * 2, (this.info.enforcesMinimums ? 20 : 5) / price)),
          maxWithdrawAmount: this.info.enforcesMinimums ? significant(1_000_000 / price) : null,
        };
      });
  }

  resolveChain(symbol: string, chain: string | null | undefined): Chain {
    const chains = this.chains(symbol);
    if (chain === undefined || chain === null) {
      if (this.info.requiresChain) {
        throw new ContractError(
          'chainRequired',
          `${this.name} needs the chain for ${symbol}: one of ${chains.map((c) => c.chain).join(', ')} (see getSymbolDetails).`,
        );
      }
      const native = chains.find((c) => c.network.nativeSymbol === symbol);
      const first = native ?? chains[0];
      if (!first) throw new ContractError('unsupportedSymbol', `${this.name} does not support ${symbol}.`);
      return first;
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

  private account(username: string, at: number): AccountSnapshot {
    const seed = `${this.type}:${username}`;
    const rnd = sequence(seed);
    const info = this.info;
    const positions: Position[] = [];
    const price = (symbol: string) => priceAt(symbol, at) ?? 1;
    if (info.equities) {
      const equities = Object.keys(ASSETS).filter((s) => ASSETS[s]!.kind === 'equity');
      for (const symbol of pick(equities, 2 + Math.floor(rnd() * 3), rnd)) {
        positions.push({
          kind: 'equity',
          symbol,
          amount: round(1 + rnd() * 40, 2),
          costBasis: round(price(symbol) * (0.7 + rnd() * 0.5), 2),
        });
      }
      positions.push({ kind: 'notSupportedEquity', symbol: 'PRIVCO', amount: round(1 + rnd() * 9, 0), costBasis: null });
    }
    // Every account that holds crypto holds the core assets it supports, so sandbox transfers always have funds.
    const cryptos = info.assets.filter((s) => ASSETS[s]);
    const core = cryptos.filter((s) => CORE_ASSETS.includes(s));
    const extra =
      info.kind === 'brokerage'
        ? []
        : pick(
            cryptos.filter((s) => !core.includes(s)),
            1 + Math.floor(rnd() * 2),
            rnd,
          );
    for (const symbol of [...core, ...extra]) {
      const usd = (core.includes(symbol) ? 1000 : 100) + rnd() * 4000;
      positions.push({
        kind: 'crypto',
        symbol,
        amount: significant(usd / price(symbol), 6),
        costBasis: round(price(symbol) * (0.6 + rnd() * 0.7), 6),
      });
    }
    if (info.kind === 'exchange')
      positions.push({ kind: 'notSupportedCrypto', symbol: 'XYZ', amount: round(10 + rnd() * 990, 2), costBasis: null });
    if (info.nfts) {
      positions.push({
        kind: 'nft',
        symbol: 'SBX',
        amount: 1,
        costBasis: null,
        details: {
          name: `Sandbox Explorer #${1 + Math.floor(rnd() * 9999)}`,
          contractAddress: addressFor(NETWORKS[0]!, `nft:${seed}`),
          networkId: NETWORKS[0]!.id,
          marketValue: round(50 + rnd() * 950, 2),
        },
      });
    }
    if (info.options) {
      positions.push({
        kind: 'option',
        symbol: 'AAPL 270115C00200000',
        amount: 2,
        costBasis: 4.35,
        details: { underlyingSymbol: 'AAPL', optionType: 'call', strikePrice: 200, expirationDate: '2027-01-15' },
      });
    }
    const margin = info.kind === 'brokerage';
    const balances = (info.fiat ?? []).map((symbol, i) => {
      const cash = round((i === 0 && info.options ? -250 : 0) + rnd() * 5000, 2);
      return { symbol, cash, buyingPower: round(margin ? Math.max(0, cash * 2) : Math.max(0, cash), 2) };
    });
    return {
      accountId: `${info.name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase()}-${String(Math.floor(rnd() * 1e7)).padStart(7, '0')}`,
      accountName: info.kind === 'brokerage' ? 'Individual' : `${info.name} account`,
      positions,
      balances,
    };
  }
}

/** Deterministic numbers in [0, 1) from a seed. */
function sequence(seed: string): () => number {
  let i = 0;
  return () => unit(`${seed}:${i++}`);
}

function pick<T>(items: readonly T[], count: number, rnd: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
}

function significant(value: number, digits = 4): number {
  return Number(value.toPrecision(digits));
}

/** A valid address of the network's family, the same for the same seed. */
export const addressFor = (network: NetworkInfo, seed: string): string =>
  addressFromSeed(network.networkType, createHash('sha256').update(seed).digest());

/** A UUID (version 4 layout) derived from a name: the same on every server. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
