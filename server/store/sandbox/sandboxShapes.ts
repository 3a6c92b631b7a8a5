// Each table of a client's sandbox as the export document (the spec's SandboxExport) shows it, described once: per
// field of the document, the column that holds it and how. An import's rows (toRow) and an export's document
// (fromRow) are both derived from these descriptions, on both engines, so a new column is one line here (beside its
// migration, schema.ts and the spec's schema). What is not one column per field (a connection's scenario, the
// rows' owners, the counts an import starts from) is written by hand in sandboxState.ts and sandboxExport.ts.
import type { Insertable } from 'kysely';
import type { Schemas } from '../../contract/types.js';
import { fromDecimal, toDecimal } from '../amounts.js';
import { readJson, type Tables } from '../schema.js';

/**
 * How a column holds a field, the same way on both engines:
 * - `text`: as it is;
 * - `int`: an integer or Unix milliseconds, read through Number (PostgreSQL's int8 may arrive as text);
 * - `decimal`: an exact decimal amount (store/amounts.ts): numeric on PostgreSQL, the decimal as text on SQLite;
 * - `bool`: boolean on PostgreSQL, 0 or 1 on SQLite (store/database.ts binds it), read through Boolean;
 * - `json`: jsonb on PostgreSQL, text on SQLite: written as JSON text, read through readJson.
 * Null stays null in every encoding: whether a field may be null is said by the spec (the field's type, which the
 * compiler holds each encoding to) and by the column.
 */
export type Encoding = 'text' | 'int' | 'decimal' | 'bool' | 'json';

/** The encodings a field of type V can have. */
type EncodingOf<V> = [V] extends [boolean] ? 'bool' : [V] extends [number] ? 'int' | 'decimal' : [V] extends [string] ? 'text' : 'json';

type Column<T extends keyof Tables> = keyof Tables[T] & string;

/** Per field of the document, its column and encoding. */
type Columns<T extends keyof Tables, D> = {
  readonly [K in keyof D]?: readonly [column: Column<T>, encoding: EncodingOf<NonNullable<D[K]>>];
};

/** A table as the document shows its rows, of type D: the described fields, or all of them when `rest` holds the others. */
export interface Shape<T extends keyof Tables, D, C extends Columns<T, D>, R extends Column<T> | undefined> {
  readonly table: T;
  readonly columns: C;
  /** The column that holds, as one JSON value, every field not described. */
  readonly rest: R;
  /** Never set: the document's type, for the compiler. */
  readonly document?: D;
}

// biome-ignore lint/suspicious/noExplicitAny: matches any shape; each function's result is typed from its own
export type AnyShape = Shape<keyof Tables, any, any, any>;

/** What a shape reads into and writes from: the described fields of its document (all of them with a `rest`). */
export type Described<S extends AnyShape> =
  S extends Shape<infer _T, infer D, infer C, infer R> ? (R extends string ? D : Pick<D, keyof C & keyof D>) : never;

/** The columns a shape names. */
export type ColumnsOf<S extends AnyShape> =
  | { [K in keyof S['columns']]-?: S['columns'][K] extends readonly [infer Name, unknown] ? Name : never }[keyof S['columns']]
  | (S['rest'] extends string ? S['rest'] : never);

/** The row a shape writes: its columns, as the table takes them. */
export type RowOf<S extends AnyShape> = { [K in ColumnsOf<S> & keyof Insertable<Tables[S['table']]>]: Insertable<Tables[S['table']]>[K] };

/** Describes a table as the document D shows it (curried, so that D is named and the columns are inferred). */
const shape =
  <D>() =>
  <T extends keyof Tables, const C extends Columns<T, D>, R extends Column<T> | undefined = undefined>(
    table: T,
    columns: C,
    rest?: R,
  ): Shape<T, D, C, R> => ({ table, columns, rest: rest as R });

const READ: Record<Encoding, (value: unknown) => unknown> = {
  text: (value) => value,
  int: (value) => Number(value),
  decimal: (value) => fromDecimal(value as string),
  bool: (value) => Boolean(value),
  json: (value) => readJson(value),
};

const WRITE: Record<Encoding, (value: unknown) => unknown> = {
  text: (value) => value,
  int: (value) => value,
  decimal: (value) => toDecimal(value as number),
  bool: (value) => value,
  json: (value) => JSON.stringify(value),
};

const entries = (s: AnyShape) => Object.entries(s.columns as Record<string, readonly [string, Encoding]>);

/** The columns a shape reads, for a query's select. */
export const columnsOf = <S extends AnyShape>(s: S): ColumnsOf<S>[] =>
  [...entries(s).map(([, [column]]) => column), ...(s.rest ? [s.rest] : [])] as ColumnsOf<S>[];

/** A row as the document shows it. */
export function fromRow<S extends AnyShape>(s: S, row: object): Described<S> {
  const values = row as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [field, [column, encoding]] of entries(s)) {
    const value = values[column];
    fields[field] = value === null || value === undefined ? null : READ[encoding](value);
  }
  return (s.rest ? { ...fields, ...readJson<object>(values[s.rest]) } : fields) as Described<S>;
}

/** A field of the document as its row holds it: the described columns only (a document's other fields are left). */
export function toRow<S extends AnyShape>(s: S, document: Described<S>): RowOf<S> {
  const fields = document as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  const rest = { ...fields };
  for (const [field, [column, encoding]] of entries(s)) {
    const value = fields[field];
    row[column] = value === null || value === undefined ? null : WRITE[encoding](value);
    delete rest[field];
  }
  if (s.rest) row[s.rest] = JSON.stringify(rest);
  return row as RowOf<S>;
}

export const CLOCK = shape<Schemas['SandboxExportClock']>()('test_clocks', {
  now: ['now', 'int'],
  createdAt: ['created_at', 'int'],
});

export const SETTINGS = shape<Schemas['SandboxExportSettings']>()('client_settings', {
  binding: ['binding', 'text'],
});

/** Its scenario, positions, balances and deposit addresses are not columns of its row: sandboxState.ts and sandboxExport.ts. */
export const CONNECTIONS = shape<Schemas['SandboxExportConnection']>()('connections', {
  id: ['id', 'text'],
  userId: ['user_id', 'text'],
  type: ['type', 'text'],
  username: ['username', 'text'],
  accountId: ['account_id', 'text'],
  accountName: ['account_name', 'text'],
  createdAt: ['created_at', 'int'],
  refreshedAt: ['refreshed_at', 'int'],
  reauthRequired: ['reauth_required', 'bool'],
});

export const POSITIONS = shape<Schemas['SandboxExportPosition']>()('positions', {
  kind: ['kind', 'text'],
  symbol: ['symbol', 'text'],
  amount: ['amount', 'decimal'],
  costBasis: ['cost_basis', 'decimal'],
  details: ['details', 'json'],
});

export const BALANCES = shape<Schemas['SandboxExportBalance']>()('balances', {
  symbol: ['symbol', 'text'],
  cash: ['cash', 'decimal'],
  buyingPower: ['buying_power', 'decimal'],
});

export const DEPOSIT_ADDRESSES = shape<Schemas['SandboxExportDepositAddress']>()('deposit_addresses', {
  symbol: ['symbol', 'text'],
  networkId: ['network_id', 'text'],
  address: ['address', 'text'],
  memo: ['memo', 'text'],
});

export const TRANSFERS = shape<Schemas['SandboxExportTransfer']>()('transfers', {
  id: ['id', 'text'],
  connectionId: ['connection_id', 'text'],
  userId: ['user_id', 'text'],
  type: ['type', 'text'],
  symbol: ['symbol', 'text'],
  amount: ['amount', 'decimal'],
  fee: ['fee', 'decimal'],
  networkId: ['network_id', 'text'],
  chain: ['chain', 'text'],
  fromAddress: ['from_address', 'text'],
  toAddress: ['to_address', 'text'],
  addressTag: ['address_tag', 'text'],
  txId: ['tx_id', 'text'],
  txHash: ['tx_hash', 'text'],
  hashOnRequery: ['hash_on_requery', 'bool'],
  clientTransactionId: ['client_transaction_id', 'text'],
  transferType: ['transfer_type', 'text'],
  subClientId: ['sub_client_id', 'text'],
  amountInFiat: ['amount_in_fiat', 'decimal'],
  status: ['status', 'text'],
  settleAt: ['settle_at', 'int'],
  outcome: ['outcome', 'text'],
  createdAt: ['created_at', 'int'],
  updatedAt: ['updated_at', 'int'],
});

/** Its delivery attempts are rows of their own: DELIVERY_ATTEMPTS. */
export const WEBHOOK_EVENTS = shape<Schemas['SandboxExportWebhookEvent']>()('webhook_events', {
  id: ['id', 'text'],
  transferId: ['transfer_id', 'text'],
  seq: ['seq', 'int'],
  status: ['status', 'text'],
  attempts: ['attempts', 'int'],
  nextAttemptAt: ['next_attempt_at', 'int'],
  createdAt: ['created_at', 'int'],
  payload: ['payload', 'json'],
});

/** Not the headers, body and answer the dashboard shows, which a sandbox rebuilds as it delivers again. */
export const DELIVERY_ATTEMPTS = shape<Schemas['SandboxExportDeliveryAttempt']>()('webhook_attempts', {
  attempt: ['attempt', 'int'],
  attemptedAt: ['attempted_at', 'int'],
  httpStatus: ['http_status', 'int'],
  latencyMs: ['latency_ms', 'int'],
  error: ['error', 'text'],
});

export const ORDERS = shape<Schemas['SandboxExportOrder']>()('orders', {
  id: ['id', 'text'],
  connectionId: ['connection_id', 'text'],
  type: ['type', 'text'],
  side: ['side', 'text'],
  symbol: ['symbol', 'text'],
  assetType: ['asset_type', 'text'],
  paymentSymbol: ['payment_symbol', 'text'],
  paymentType: ['payment_type', 'text'],
  orderType: ['order_type', 'text'],
  timeInForce: ['time_in_force', 'text'],
  amount: ['amount', 'decimal'],
  price: ['price', 'decimal'],
  value: ['value', 'decimal'],
  fee: ['fee', 'decimal'],
  status: ['status', 'text'],
  statusDetails: ['status_details', 'text'],
  holdSymbol: ['hold_symbol', 'text'],
  holdAmount: ['hold_amount', 'decimal'],
  expiresAt: ['expires_at', 'int'],
  createdAt: ['created_at', 'int'],
  updatedAt: ['updated_at', 'int'],
});

export const WALLET_VERIFICATIONS = shape<Schemas['SandboxExportWalletVerification']>()('wallet_verifications', {
  id: ['id', 'text'],
  userId: ['user_id', 'text'],
  address: ['address', 'text'],
  networkType: ['network_type', 'text'],
  message: ['message', 'text'],
  signature: ['signature', 'text'],
  createdAt: ['created_at', 'int'],
});

export const SANDBOX_USERS = shape<Schemas['SandboxExportSandboxUser']>()('sandbox_users', {
  username: ['username', 'text'],
  document: ['document', 'json'],
  createdAt: ['created_at', 'int'],
  updatedAt: ['updated_at', 'int'],
});

export const INSTITUTION_FAILURES = shape<Schemas['SandboxExportInstitutionFailure']>()('institution_failures', {
  type: ['type', 'text'],
  error: ['error', 'text'],
  until: ['until', 'int'],
});

/** A rule's id is its column; the rest of it, its JSON (`rule`). */
export const FAULT_RULES = shape<Schemas['SandboxExportFaultRule']>()('fault_rules', { id: ['id', 'text'] }, 'rule');
