// Sandbox users defined by a document (SandboxUser): what the schema cannot say of one (symbols the institution
// holds, ids unique, addresses valid on their network), and what the document makes of the simulator's behaviour.
import type { FieldIssue } from '../contract/errors.js';
import { didYouMean, quotedAlternatives } from '../contract/suggest.js';
import type { Schemas } from '../contract/types.js';
import { isValidAddress } from './addresses.js';
import type { AccountSnapshot, DepositAddress, Institutions, Position, Scenario, ScheduledFailure } from './adapter.js';
import { CATALOG } from './catalog.js';
import { ASSETS } from './market.js';
import { NETWORKS } from './networks.js';

type Document = Schemas['SandboxUser'];
type Entry = Schemas['SandboxUserInstitution'];
type Account = Schemas['SandboxUserAccount'];

/** The equities the sandbox's market prices. */
const EQUITIES = Object.keys(ASSETS).filter((symbol) => ASSETS[symbol]!.kind === 'equity');

/** Whether a document may list the equity among the positions the sandbox prices (`equityPositions`). */
export const pricesEquity = (symbol: string) => EQUITIES.includes(symbol);
/** Whether a document may list the cryptocurrency among those the institution holds (`cryptocurrencyPositions`). */
export const holdsCryptocurrency = (type: Entry['type'], symbol: string) => CATALOG[type].assets.includes(symbol);

/** A YYYY-MM-DD that names a real day (the schema's pattern lets 2027-02-31 through). */
const isCalendarDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** Collects the problems of a document, each at its JSON pointer. */
class Issues {
  readonly list: FieldIssue[] = [];
  add(field: string, message: string, errorCode = 'sandboxUser') {
    this.list.push({ field, message, errorCode });
  }
  /** A value that must be one of `known`: "did you mean" when one is that close, else what is known. */
  unknown(field: string, value: string, what: string, known: readonly string[]) {
    const close = didYouMean(value, known);
    const hint = close.length
      ? `did you mean ${quotedAlternatives(close)}?`
      : known.length
        ? `one of ${known.join(', ')}.`
        : 'there is none.';
    this.add(field, `\`${value}\` is not ${what}; ${hint}`, close.length ? 'didYouMean' : 'unknownSymbol');
  }
  /** Each key once in a list: a repeat is named with where it was first. */
  unique<T>(items: readonly T[] | undefined, at: string, key: (item: T) => string, field: string, what: string) {
    const seen = new Map<string, number>();
    for (const [i, item] of (items ?? []).entries()) {
      const first = seen.get(key(item));
      if (first === undefined) seen.set(key(item), i);
      else this.add(`${at}/${i}/${field}`, `repeats ${what} of ${at}/${first}; each once`, 'duplicate');
    }
  }
}

/** Every way the document (valid against its schema) cannot be a sandbox user: none when it can. */
export function scenarioIssues(document: Document, institutions: Institutions): FieldIssue[] {
  const issues = new Issues();
  issues.unique(document.institutions, '/institutions', (e) => e.type, 'type', 'the institution');
  for (const [i, entry] of document.institutions.entries()) checkEntry(entry, `/institutions/${i}`, institutions, issues);
  return issues.list;
}

function checkEntry(entry: Entry, at: string, institutions: Institutions, issues: Issues) {
  const info = CATALOG[entry.type];
  issues.unique(entry.accounts, `${at}/accounts`, (a) => a.accountId, 'accountId', 'the accountId');
  for (const [j, account] of (entry.accounts ?? []).entries()) {
    checkAccount(account, `${at}/accounts/${j}`, entry, issues);
    checkRecorded(account, `${at}/accounts/${j}`, entry, institutions, issues);
  }
  const addresses = entry.depositAddresses;
  const fixedAt = `${at}/depositAddresses/addresses`;
  issues.unique(addresses?.addresses, fixedAt, (a) => `${a.symbol} ${a.networkId ?? ''}`, 'symbol', 'the symbol and network');
  for (const [k, fixed] of (addresses?.addresses ?? []).entries()) checkFixedAddress(fixed, `${fixedAt}/${k}`, entry, institutions, issues);
  for (const [k, symbol] of (addresses?.unavailable ?? []).entries()) {
    if (!info.assets.includes(symbol))
      issues.unknown(`${at}/depositAddresses/unavailable/${k}`, symbol, `a cryptocurrency ${info.name} holds`, info.assets);
  }
}

/** A fixed deposit address: of an asset the institution holds, on a network it carries it on, valid there. */
function checkFixedAddress(
  fixed: Schemas['SandboxUserDepositAddress'],
  at: string,
  entry: Entry,
  institutions: Institutions,
  issues: Issues,
) {
  const info = CATALOG[entry.type];
  if (!info.assets.includes(fixed.symbol)) {
    issues.unknown(`${at}/symbol`, fixed.symbol, `a cryptocurrency ${info.name} holds`, info.assets);
    return;
  }
  const chains = institutions(entry.type).chains(fixed.symbol);
  const on = fixed.networkId ? chains.filter((c) => c.network.id === fixed.networkId) : chains;
  if (!on.length) {
    const carried = chains.map((c) => `${c.network.name} (${c.network.id})`).join(', ');
    issues.add(`${at}/networkId`, `${info.name} does not carry ${fixed.symbol} on that network; it does on ${carried}`, 'network');
    return;
  }
  const invalid = on.filter((c) => !isValidAddress(c.network.family, fixed.address));
  const names = invalid.map((c) => c.network.name).join(' or ');
  if (invalid.length)
    issues.add(`${at}/address`, `is not a valid ${names} address${fixed.networkId ? '' : '; name its networkId'}`, 'address');
}

function checkAccount(account: Account, at: string, entry: Entry, issues: Issues) {
  const info = CATALOG[entry.type];
  for (const list of ['equityPositions', 'notSupportedEquityPositions', 'optionPositions'] as const) {
    if (info.kind !== 'brokerage' && account[list]?.length)
      issues.add(
        `${at}/${list}`,
        `${info.name} is a${info.kind === 'exchange' ? 'n' : ''} ${info.kind}: only brokerages hold equities and options`,
      );
  }
  account.equityPositions?.forEach((p, k) => {
    if (!EQUITIES.includes(p.symbol))
      issues.unknown(
        `${at}/equityPositions/${k}/symbol`,
        p.symbol,
        'an equity the sandbox prices (list others in notSupportedEquityPositions)',
        EQUITIES,
      );
  });
  account.cryptocurrencyPositions?.forEach((p, k) => {
    if (!info.assets.includes(p.symbol))
      issues.unknown(`${at}/cryptocurrencyPositions/${k}/symbol`, p.symbol, `a cryptocurrency ${info.name} holds`, info.assets);
  });
  account.optionPositions?.forEach((p, k) => {
    if (!EQUITIES.includes(p.underlyingSymbol))
      issues.unknown(`${at}/optionPositions/${k}/underlyingSymbol`, p.underlyingSymbol, 'an equity the sandbox prices', EQUITIES);
    if (!isCalendarDay(p.expirationDate)) issues.add(`${at}/optionPositions/${k}/expirationDate`, 'is not a day of the calendar', 'format');
  });
  account.nftPositions?.forEach((p, k) => {
    if (p.networkId && !NETWORKS.some((n) => n.id === p.networkId))
      issues.add(`${at}/nftPositions/${k}/networkId`, 'is not the id of a network of listNetworks', 'network');
  });
  for (const list of [
    'equityPositions',
    'cryptocurrencyPositions',
    'notSupportedEquityPositions',
    'notSupportedCryptocurrencyPositions',
    'optionPositions',
  ] as const)
    issues.unique(account[list], `${at}/${list}`, (p) => p.symbol, 'symbol', 'the symbol');
  issues.unique(
    account.nftPositions,
    `${at}/nftPositions`,
    (p) => `${p.contractAddress} ${p.tokenId}`,
    'tokenId',
    'the contractAddress and tokenId',
  );
  issues.unique(account.fiatBalances, `${at}/fiatBalances`, (b) => b.symbol, 'symbol', 'the currency');
}

/** An owner where the institution keeps one (not at a wallet), a transfer history where it lists transfers, each id once. */
function checkRecorded(account: Account, at: string, entry: Entry, institutions: Institutions, issues: Issues) {
  const institution = institutions(entry.type);
  if (account.owner && institution.kind === 'wallet')
    issues.add(`${at}/owner`, `${institution.name} is a self-custody wallet: no owner is on record for it`);
  if (account.transferHistory?.length && !institution.supports('listInstitutionTransfers'))
    issues.add(`${at}/transferHistory`, `${institution.name} lists no transfers: it sends no crypto`);
  issues.unique(account.transferHistory, `${at}/transferHistory`, (t) => t.id, 'id', 'the id');
}

/** The accounts a document gives a login, as the institution answers them at sign-in. */
export function scenarioAccounts(accounts: Account[]): AccountSnapshot[] {
  return accounts.map((a) => ({
    accountId: a.accountId,
    accountName: a.accountName,
    positions: [
      ...(a.equityPositions ?? []).map(
        (p): Position => ({ kind: 'equity', symbol: p.symbol, amount: p.amount, costBasis: p.costBasis ?? null }),
      ),
      ...(a.cryptocurrencyPositions ?? []).map(
        (p): Position => ({ kind: 'crypto', symbol: p.symbol, amount: p.amount, costBasis: p.costBasis ?? null }),
      ),
      ...(a.notSupportedEquityPositions ?? []).map(
        (p): Position => ({ kind: 'notSupportedEquity', symbol: p.symbol, amount: p.amount, costBasis: null }),
      ),
      ...(a.notSupportedCryptocurrencyPositions ?? []).map(
        (p): Position => ({ kind: 'notSupportedCrypto', symbol: p.symbol, amount: p.amount, costBasis: null }),
      ),
      ...(a.optionPositions ?? []).map(
        ({ symbol, amount, costBasis, ...details }): Position => ({
          kind: 'option',
          symbol,
          amount,
          costBasis: costBasis ?? null,
          details,
        }),
      ),
      // Kept by contract and token, which make an NFT one: a collection's symbol is shared by its tokens.
      ...(a.nftPositions ?? []).map(
        (p): Position => ({
          kind: 'nft',
          symbol: `${p.contractAddress}:${p.tokenId}`,
          amount: 1,
          costBasis: null,
          details: { ...p, symbol: p.symbol ?? null },
        }),
      ),
    ],
    balances: (a.fiatBalances ?? []).map((b) => ({ symbol: b.symbol, cash: b.cash, buyingPower: b.buyingPower ?? Math.max(0, b.cash) })),
  }));
}

/**
 * What a connection keeps of its account's entry in the document, beyond the positions and balances its rows hold:
 * the owner and the past transfers, as the one account of the list; undefined when the entry has neither.
 */
export function keptAccounts(accounts: Account[] | undefined, accountId: string): Account[] | undefined {
  const account = accounts?.find((a) => a.accountId === accountId);
  if (!account || (!account.owner && !account.transferHistory?.length)) return undefined;
  const { owner, transferHistory } = account;
  return [
    { accountId, accountName: account.accountName, ...(owner ? { owner } : {}), ...(transferHistory?.length ? { transferHistory } : {}) },
  ];
}

/** The account's entry a connection kept (keptAccounts), when it kept one. */
export const keptAccount = (scenario: Scenario | null, accountId: string): Account | undefined =>
  scenario?.accounts?.find((a) => a.accountId === accountId);

/** The failure the document schedules at `now`: from the moment the accounts were connected, or its sign-in failure before. */
export function scheduledFailureOf(scenario: Scenario, now: number): ScheduledFailure | null {
  const { connectedAt } = scenario;
  if (connectedAt === undefined) return scenario.signIn?.failure ? { error: scenario.signIn.failure, until: null } : null;
  for (const failure of scenario.failures ?? []) {
    const start = connectedAt + (failure.afterSeconds ?? 0) * 1000;
    const until = failure.durationSeconds === undefined ? null : start + failure.durationSeconds * 1000;
    if (now >= start && (until === null || now < until)) return { error: failure.error, until };
  }
  return null;
}

/** The address the document fixes for the symbol on the network: one named for the network first, then one for every network. */
export function fixedDepositAddress(scenario: Scenario, symbol: string, networkId: string): DepositAddress | undefined {
  const fixed = scenario.depositAddresses?.addresses?.filter((a) => a.symbol === symbol) ?? [];
  const found = fixed.find((a) => a.networkId === networkId) ?? fixed.find((a) => a.networkId === undefined);
  return found && { address: found.address, memo: found.memo ?? null };
}
