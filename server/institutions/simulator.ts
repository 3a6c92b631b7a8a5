// The sandbox institutions behind an adapter interface: the seam where a real integration would plug in.
// Everything is derived from the catalog and seeded by institution and username, so a login always shows the same account.
import { createHash } from 'node:crypto';
import { getAddress } from 'viem/utils';
import { ContractError } from '../contract/errors.js';
import type { Schemas } from '../contract/types.js';
import { CATALOG, type Institution, type InstitutionType } from './catalog.js';
import { ASSETS, priceAt, round, unit } from './market.js';
import { NETWORKS, networksCarrying, type NetworkInfo } from './networks.js';

export const SANDBOX_PASSWORD = 'pass_good';
export const SANDBOX_MFA_CODE = '123456';
export const MFA_PROMPT = 'Enter the code sent to your phone.';
/** Held by every sandbox account whose institution supports them. */
export const CORE_ASSETS = ['BTC', 'ETH', 'USDC'];
/** A sandbox username containing this holds several accounts, to show account selection. */
export const MULTI_ACCOUNT_MARK = 'multi';

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

export interface InstitutionAdapter {
  readonly type: InstitutionType;
  readonly info: Institution;
  /**
   * Checks the user's credentials (a wallet address signs in without a password) and answers the login's
   * accounts; institutions with login MFA first answer mfaRequired.
   */
  login(username: string, password: string | undefined, mfaCode: string | null | undefined, at: number): MfaRequired | AccountSnapshot[];
  /** For operations the institution guards with a text-message MFA code: mfaRequired, or null when the code is good. */
  checkMfa(mfaCode: string | null | undefined): MfaRequired | null;
  /** Chains on which the institution supports the symbol. */
  chains(symbol: string): Chain[];
  /** The chain to use for symbol, applying the institution's rule on explicit chain names. */
  resolveChain(symbol: string, chain: string | null | undefined): Chain;
  depositAddress(accountSeed: string, chain: Chain): DepositAddress;
}

const adapters = new Map<InstitutionType, InstitutionAdapter>();
export function adapterFor(type: InstitutionType): InstitutionAdapter {
  let adapter = adapters.get(type);
  if (!adapter) adapters.set(type, (adapter = new SandboxInstitution(type)));
  return adapter;
}

class SandboxInstitution implements InstitutionAdapter {
  readonly info: Institution;
  constructor(readonly type: InstitutionType) {
    this.info = CATALOG[type];
  }

  login(username: string, password: string | undefined, mfaCode: string | null | undefined, at: number): MfaRequired | AccountSnapshot[] {
    if (password === undefined ? this.info.signIn !== 'address' : password !== SANDBOX_PASSWORD) {
      const what = this.info.signIn === 'apiKey' ? 'API key or secret' : 'username or password';
      throw new ContractError('invalidInstitutionCredentials', `${this.info.name} rejected the ${what}. In the sandbox the ${this.info.signIn === 'apiKey' ? 'secret' : 'password'} is ${SANDBOX_PASSWORD}.`);
    }
    if (this.info.loginMfa) {
      const challenge = this.checkMfa(mfaCode);
      if (challenge) return challenge;
    }
    const first = this.account(username, at);
    if (!username.toLowerCase().includes(MULTI_ACCOUNT_MARK)) return [first];
    const second = this.account(`${username}:2`, at);
    return [first, { ...second, accountName: this.info.kind === 'brokerage' ? 'Roth IRA' : `${this.info.name} savings` }];
  }

  checkMfa(mfaCode: string | null | undefined): MfaRequired | null {
    if (mfaCode === undefined || mfaCode === null) return { mfaRequired: true };
    if (mfaCode !== SANDBOX_MFA_CODE) throw new ContractError('invalidMfaCode', `The MFA code is wrong. In the sandbox it is ${SANDBOX_MFA_CODE}.`);
    return null;
  }

  private readonly chainsBySymbol = new Map<string, Chain[]>();

  /** Static per institution and symbol: derived once. */
  chains(symbol: string): Chain[] {
    let chains = this.chainsBySymbol.get(symbol);
    if (!chains) this.chainsBySymbol.set(symbol, (chains = this.deriveChains(symbol)));
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
        throw new ContractError('chainRequired', `${this.info.name} needs the chain for ${symbol}: one of ${chains.map((c) => c.chain).join(', ')} (see getSymbolDetails).`);
      }
      const native = chains.find((c) => c.network.nativeSymbol === symbol);
      const first = native ?? chains[0];
      if (!first) throw new ContractError('unsupportedSymbol', `${this.info.name} does not support ${symbol}.`);
      return first;
    }
    const wanted = chain.toLowerCase();
    const match = chains.find((c) => [c.chain, c.network.name, c.network.label].some((name) => name.toLowerCase() === wanted));
    if (!match) throw new ContractError('unsupportedChain', `${this.info.name} does not support ${symbol} on ${chain}. Chains: ${chains.map((c) => c.chain).join(', ')}.`);
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
        positions.push({ kind: 'equity', symbol, amount: round(1 + rnd() * 40, 2), costBasis: round(price(symbol) * (0.7 + rnd() * 0.5), 2) });
      }
      positions.push({ kind: 'notSupportedEquity', symbol: 'PRIVCO', amount: round(1 + rnd() * 9, 0), costBasis: null });
    }
    // Every account that holds crypto holds the core assets it supports, so sandbox transfers always have funds.
    const cryptos = info.assets.filter((s) => ASSETS[s]);
    const core = cryptos.filter((s) => CORE_ASSETS.includes(s));
    const extra = info.kind === 'brokerage' ? [] : pick(cryptos.filter((s) => !core.includes(s)), 1 + Math.floor(rnd() * 2), rnd);
    for (const symbol of [...core, ...extra]) {
      const usd = (core.includes(symbol) ? 1000 : 100) + rnd() * 4000;
      positions.push({ kind: 'crypto', symbol, amount: significant(usd / price(symbol), 6), costBasis: round(price(symbol) * (0.6 + rnd() * 0.7), 6) });
    }
    if (info.kind === 'exchange') positions.push({ kind: 'notSupportedCrypto', symbol: 'XYZ', amount: round(10 + rnd() * 990, 2), costBasis: null });
    if (info.nfts) {
      positions.push({
        kind: 'nft',
        symbol: 'SBX',
        amount: 1,
        costBasis: null,
        details: { name: `Sandbox Explorer #${1 + Math.floor(rnd() * 9999)}`, contractAddress: addressFor(NETWORKS[0]!, `nft:${seed}`), networkId: NETWORKS[0]!.id, marketValue: round(50 + rnd() * 950, 2) },
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
      accountId: `${info.name.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase()}-${String(Math.floor(rnd() * 1e7)).padStart(7, '0')}`,
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

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function chars(seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let block = 0; out.length < length; block++) {
    for (const byte of createHash('sha256').update(`${seed}:${block}`).digest()) {
      if (out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A real-looking address of the network's format. */
export function addressFor(network: NetworkInfo, seed: string): string {
  switch (network.networkType) {
    case 'evm':
      return getAddress(`0x${chars(seed, '0123456789abcdef', 40)}`);
    case 'bitcoin':
      return `bc1q${chars(seed, BECH32, 38)}`;
    case 'litecoin':
      return `ltc1q${chars(seed, BECH32, 38)}`;
    case 'dogecoin':
      return `D${chars(seed, BASE58, 33)}`;
    case 'solana':
      return chars(seed, BASE58, 44);
    case 'tron':
      return `T${chars(seed, BASE58, 33)}`;
    case 'ripple':
      return `r${chars(seed, BASE58, 33)}`;
    case 'stellar':
      return `G${chars(seed, BASE32, 55)}`;
    case 'cardano':
      return `addr1${chars(seed, BECH32, 98)}`;
    case 'algorand':
      return chars(seed, BASE32, 58);
    case 'elrond':
      return `erd1${chars(seed, BECH32, 58)}`;
    case 'neo':
      return `N${chars(seed, BASE58, 33)}`;
    case 'flow':
      return `0x${chars(seed, '0123456789abcdef', 16)}`;
  }
}
