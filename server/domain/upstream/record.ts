// The upstream mode's `record` (issue 48): what an upstream answers for a connected account, folded into a scenario
// user, the document putSandboxUser takes, so that a test replays a real institution's data with the sandbox's state
// machine, clocks and faults. Pure: the transport calls it with each answer and registers the document it returns
// under recordedUsername. Secrets never enter the document; times are kept relative (SandboxUserPastTransfer).
import { createHash } from 'node:crypto';
import { SECRET_FIELDS, type OperationId } from '../../../client/operations.js';
import { institutionTypeValues } from '../../../generated/openapi.js';
import type { Schemas } from '../../contract/types.js';
import type { Institutions } from '../../institutions/adapter.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import { networkOfAddressType } from '../../institutions/networks.js';
import { fiatBalances, holdingsLists, itemsOf } from './recordedHoldings.js';
import { type Dropped, valid } from './recordedValidity.js';

export type { Dropped } from './recordedValidity.js';
export type SandboxUser = Schemas['SandboxUser'];
type Entry = Schemas['SandboxUserInstitution'];
type Account = Schemas['SandboxUserAccount'];
type Past = Schemas['SandboxUserPastTransfer'];
type Json = Record<string, unknown>;

/** One answer of the upstream to fold in. */
export interface RecordedCall {
  operationId: OperationId;
  /** The request as the client sent it: its parsed JSON body, or its query. */
  request: unknown;
  /** The upstream answer's `content`. */
  content: unknown;
}

export interface Recording {
  institutions: Institutions;
  /** Hears each thing the document had no place for, by its path in the document and why. */
  dropped?: Dropped;
}

/** The name a recorded account's user is registered under: its institution and a short hash of its token, never the token. */
export function recordedUsername(type: string, authToken: string): string {
  const hash = createHash('sha256').update(authToken).digest('hex').slice(0, 12);
  return `recorded.${type.replace(/[^A-Za-z0-9]/g, '-').slice(0, 64)}.${hash}`;
}

/** The account of a document made before any answer named it (getHoldings names it). */
export const PLACEHOLDER_ACCOUNT_ID = 'recorded';
/** Bounds of the schema a recording keeps to itself, rather than have the check take whole lists out. */
const MAX_ID = 64;
const MAX_NAME = 128;
const MAX_ADDRESSES = 50;
const MAX_HISTORY = 100;
const MAX_SECONDS_BEFORE = 3_155_760_000;

const objectOr = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
const stringOr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

interface Fold {
  entry: Entry;
  request: Json;
  content: Json;
  type: InstitutionType;
  now: number;
  /** The entry's JSON pointer in the document. */
  path: string;
  recording: Required<Recording>;
}

/** The account an answer is about: the one it names, or the document's one account (made when there is none). */
function accountOf(fold: Fold, named?: { accountId?: string; accountName?: string }): { account: Account; path: string } {
  fold.entry.accounts ??= [];
  const accounts = fold.entry.accounts;
  const id = named?.accountId?.slice(0, MAX_ID);
  const only = accounts.length === 1 ? accounts[0] : undefined;
  // An answer that names its account names the one made before any did.
  let account =
    id === undefined
      ? accounts[0]
      : (accounts.find((a) => a.accountId === id) ?? (only?.accountId === PLACEHOLDER_ACCOUNT_ID ? only : undefined));
  if (!account) {
    account = { accountId: id ?? PLACEHOLDER_ACCOUNT_ID, accountName: fold.recording.institutions(fold.type).name };
    accounts.push(account);
  }
  if (id) account.accountId = id;
  if (named?.accountName) account.accountName = named.accountName.slice(0, MAX_NAME);
  return { account, path: `${fold.path}/accounts/${accounts.indexOf(account)}` };
}

function foldHoldings(fold: Fold): boolean {
  const { content } = fold;
  if (content.status !== 'succeeded') return false;
  const { account, path } = accountOf(fold, { accountId: stringOr(content.accountId), accountName: stringOr(content.accountName) });
  Object.assign(account, holdingsLists(content, fold.type, path, fold.recording.dropped));
  for (const [key, value] of Object.entries(account)) if (value === undefined) delete account[key as keyof Account];
  return true;
}

function foldBalance(fold: Fold): boolean {
  if (!Array.isArray(fold.content.balances)) return false;
  const { account, path } = accountOf(fold);
  account.fiatBalances = fiatBalances(fold.content, path, fold.recording.dropped);
  return true;
}

const OWNER_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'accountNumber',
  'email',
  'mobileNumber',
  'companyName',
  'countryCode',
  'city',
  'postalCode',
  'address',
  'idType',
  'idNumber',
  'dateOfBirth',
] as const satisfies readonly (keyof Schemas['SandboxUserOwner'])[];

/** The owner's details the answer gives join those known: an answer narrowed by accountInfo forgets none. */
function foldOwner(fold: Fold): boolean {
  const given = OWNER_FIELDS.filter((field) => fold.content[field] !== null && fold.content[field] !== undefined);
  if (!given.length) return false;
  const { account } = accountOf(fold);
  account.owner = { ...account.owner, ...Object.fromEntries(given.map((field) => [field, fold.content[field]])) };
  return true;
}

/** An address for the symbol: on the network the answer (or its chain's name at the institution) says. */
function foldDepositAddress(fold: Fold): boolean {
  const { content, request, type } = fold;
  const addressType = stringOr(request.addressType) as Schemas['AddressType'] | undefined;
  const symbol = stringOr(content.symbol) ?? stringOr(request.symbol) ?? (addressType && networkOfAddressType(addressType)?.nativeSymbol);
  const address = stringOr(content.address);
  if (!symbol || !address) return false;
  const chainName = (stringOr(content.chain) ?? stringOr(request.chain))?.toLowerCase();
  const named = fold.recording
    .institutions(type)
    .chains(symbol)
    .find((c) => [c.chain.toLowerCase(), c.network.name.toLowerCase()].includes(chainName ?? ''));
  const networkId = stringOr(content.networkId) ?? named?.network.id;
  const memo = stringOr(content.memo);
  const fixed = { symbol, ...(networkId ? { networkId } : {}), address, ...(memo ? { memo } : {}) };
  fold.entry.depositAddresses ??= {};
  fold.entry.depositAddresses.addresses ??= [];
  const addresses = fold.entry.depositAddresses.addresses;
  const same = addresses.findIndex((a) => a.symbol === symbol && a.networkId === fixed.networkId);
  if (same >= 0) addresses[same] = fixed;
  else if (addresses.length < MAX_ADDRESSES) addresses.push(fixed);
  else fold.recording.dropped(`${fold.path}/depositAddresses/addresses`, `past the ${MAX_ADDRESSES} addresses a document holds: ${symbol}`);
  return true;
}

/** A transfer the institution reported, its times made seconds before `now`; fields as they came, null ones left out. */
function pastOf(transfer: Json, now: number): Past {
  const seconds = Math.floor(now / 1000);
  const before = (time: unknown) => {
    const t = numberOr(time);
    return t === undefined ? undefined : Math.min(MAX_SECONDS_BEFORE, Math.max(0, seconds - Math.floor(t)));
  };
  const created = before(transfer.createdTimestamp);
  const updated = before(transfer.updatedTimestamp);
  const optional = [
    'statusDetails',
    'fromAddress',
    'targetAddress',
    'chain',
    'memo',
    'hash',
    'transactionAmount',
    'transferFee',
    'confirmations',
  ] as const;
  const fee = objectOr(transfer.networkTransactionFee);
  const feeParts =
    fee && Object.entries(fee).filter(([key, value]) => ['gasPrice', 'gasUsed', 'amount', 'symbol'].includes(key) && value !== null);
  return {
    ...(Object.fromEntries(
      optional.filter((key) => transfer[key] !== null && transfer[key] !== undefined).map((key) => [key, transfer[key]]),
    ) as Partial<Past>),
    id: transfer.id as string,
    type: transfer.type as Past['type'],
    status: transfer.status as Past['status'],
    symbol: transfer.symbol as string,
    amount: transfer.amount as number,
    createdSecondsBefore: created as number,
    ...(updated !== undefined && updated !== created ? { updatedSecondsBefore: updated } : {}),
    ...(feeParts?.length ? { networkTransactionFee: Object.fromEntries(feeParts) } : {}),
  };
}

/**
 * Transfers join the account's history by id: a later answer's fields win, those it leaves null stay (the hash an
 * institution gives only when one transfer is queried). The newest 100 are kept.
 */
function foldTransfers(fold: Fold, transfers: Json[]): boolean {
  if (!transfers.length) return false;
  const { account, path } = accountOf(fold);
  const history = account.transferHistory ?? [];
  for (const transfer of transfers.map((t) => pastOf(t, fold.now))) {
    const same = history.findIndex((p) => p.id === transfer.id);
    if (same >= 0) history[same] = { ...history[same]!, ...transfer };
    else history.push(transfer);
  }
  history.sort((a, b) => (numberOr(a.createdSecondsBefore) ?? 0) - (numberOr(b.createdSecondsBefore) ?? 0));
  for (let i = MAX_HISTORY; i < history.length; i++)
    fold.recording.dropped(`${path}/transferHistory`, `past the newest ${MAX_HISTORY}: ${history[i]!.id}`);
  account.transferHistory = history.slice(0, MAX_HISTORY);
  return true;
}

/** What each recorded operation's answer adds to the document; false when it adds nothing. */
const FOLDS = {
  getHoldings: foldHoldings,
  getAccountBalance: foldBalance,
  verifyAccount: foldOwner,
  verifyExchangeAccount: foldOwner,
  getDepositAddress: foldDepositAddress,
  listInstitutionTransfers: (fold: Fold) => foldTransfers(fold, itemsOf(fold.content.transfers)),
  getInstitutionTransfer: (fold: Fold) => foldTransfers(fold, [fold.content]),
} satisfies Partial<Record<OperationId, (fold: Fold) => boolean>>;

/** The operations whose answers a recording keeps. */
export const RECORDED_OPERATIONS = Object.keys(FOLDS) as (keyof typeof FOLDS)[];
const isRecorded = (id: OperationId): id is keyof typeof FOLDS => Object.hasOwn(FOLDS, id);

/** The institution a request names: its `type`, or its `integrationId` (the verify operations). */
export function typeOf(request: Json, institutions: Institutions): InstitutionType | undefined {
  const type = request.type;
  if (typeof type === 'string' && (institutionTypeValues as readonly string[]).includes(type)) return type as InstitutionType;
  return typeof request.integrationId === 'string' ? institutions.ofIntegration(request.integrationId) : undefined;
}

/** Every string a request holds under a name the spec marks secret (the authToken, an MFA code...). */
function secretsOf(request: Json): string[] {
  const secret = new Set<string>(SECRET_FIELDS.map((name) => name.toLowerCase()));
  return Object.entries(request)
    .filter(([name, value]) => secret.has(name.toLowerCase()) && typeof value === 'string' && value.length >= 8)
    .map(([, value]) => value as string);
}

/** The document with no secret of the request in any of its strings, however an upstream answer echoed it. */
function redacted<T>(value: T, secrets: string[]): T {
  if (typeof value === 'string') return secrets.reduce((s, secret) => s.split(secret).join('[redacted]'), value as string) as T;
  if (Array.isArray(value)) return value.map((v) => redacted(v, secrets)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redacted(k, secrets), redacted(v, secrets)])) as T;
  return value;
}

/**
 * The document with one upstream answer folded in, for the account the request names (`now`: when it was answered,
 * on the client's clock, from which recorded times count back). It passes putSandboxUser's checks: what has no
 * place in it is left out and heard by `recording.dropped`. Undefined when the operation is not one a recording
 * keeps (RECORDED_OPERATIONS), or its answer adds nothing (a failed holdings answer, an address not given).
 */
export function foldRecorded(doc: SandboxUser | undefined, call: RecordedCall, now: number, recording: Recording): SandboxUser | undefined {
  const request = objectOr(call.request);
  const content = objectOr(call.content);
  if (!isRecorded(call.operationId) || !request || !content) return undefined;
  const type = typeOf(request, recording.institutions);
  if (!type) return undefined;
  const next: SandboxUser = structuredClone(doc ?? { institutions: [] });
  if (!next.institutions.some((e) => e.type === type)) next.institutions.push({ type });
  const entry = next.institutions.find((e) => e.type === type)!;
  const path = `/institutions/${next.institutions.indexOf(entry)}`;
  const fold: Fold = {
    entry,
    request,
    content,
    type,
    now,
    path,
    recording: { institutions: recording.institutions, dropped: recording.dropped ?? (() => {}) },
  };
  if (!FOLDS[call.operationId](fold)) return undefined;
  return valid(redacted(next, secretsOf(request)), recording.institutions, fold.recording.dropped);
}
