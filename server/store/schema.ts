// The database's rows, as both engines return them through store/database.ts. Written once, beside the
// migrations that create them; the store's modules read and write only through these types.
import type { ColumnType, Generated } from 'kysely';
import type { Schemas } from '../contract/types.js';

/** Unix milliseconds from the injected clock (int8 on PostgreSQL, read as numbers). */
type Millis = number;
/** jsonb on PostgreSQL (read parsed), text on SQLite (read as a string): written as JSON text, read through readJson. */
export type JsonColumn = ColumnType<unknown, string, string>;
/** boolean on PostgreSQL, 0 or 1 on SQLite: read through Boolean(); store/database.ts binds booleans on SQLite as 0 or 1. */
export type BoolColumn = ColumnType<boolean | number, boolean, boolean>;
/**
 * An exact decimal amount, as text: numeric on PostgreSQL (which pg reads as a string), the canonical decimal as text
 * on SQLite. The store converts it to and from the domain's numbers in one place, store/amounts.ts.
 */
type Decimal = string;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ApiClientsTable {
  id: string;
  name: string;
  secret_hash: string;
  created_at: Millis;
  webhook_url: string | null;
  webhook_secret: string | null;
  webhook_enabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  webhook_previous_secret: string | null;
  webhook_previous_until: Millis | null;
}

export interface LinkSessionsTable {
  id: string;
  client_id: string;
  user_id: string;
  options: JsonColumn;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
  page_token_hash: string | null;
  page_expires_at: Millis | null;
  transfer_id: string | null;
}

export interface ConnectionsTable {
  id: string;
  client_id: string;
  user_id: string;
  type: string;
  username: string;
  account_id: string;
  account_name: string;
  token_id_hash: string;
  /** The tokenId sealed with the server's key (domain/secrets.ts); null for connections made before it was kept. */
  token_id_sealed: string | null;
  access_token_hash: string;
  access_expires_at: Millis;
  refresh_token_hash: string;
  refresh_expires_at: Millis;
  mfa_challenge_hash: string | null;
  created_at: Millis;
  refreshed_at: Millis;
  /** Its tokens answer as expired ones until the login is connected again (a sandbox control); false when made. */
  reauth_required: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** What a sandbox user's document says of the institution, and when the account was connected; null for seeded users. */
  scenario: ColumnType<unknown, string | null | undefined, string | null>;
}

/** An access token that a refresh replaced, valid until it expires (a concurrent refresh's caller may hold it). */
export interface RetiredAccessTokensTable {
  token_hash: string;
  connection_id: string;
  expires_at: Millis;
}

export interface PositionsTable {
  connection_id: string;
  kind: string;
  symbol: string;
  amount: Decimal;
  cost_basis: Decimal | null;
  details: ColumnType<unknown, string | null, string | null>;
}

export interface BalancesTable {
  connection_id: string;
  symbol: string;
  cash: Decimal;
  buying_power: Decimal;
}

export interface DepositAddressesTable {
  connection_id: string;
  symbol: string;
  network_id: string;
  address: string;
  memo: string | null;
}

export interface WalletVerificationsTable {
  id: string;
  client_id: string;
  user_id: string;
  address: string;
  network_type: string;
  message: string;
  signature: string;
  created_at: Millis;
}

export interface TransfersTable {
  id: string;
  client_id: string;
  connection_id: string;
  user_id: string;
  type: string;
  symbol: string;
  amount: Decimal;
  fee: Decimal | null;
  network_id: string | null;
  chain: string | null;
  from_address: string | null;
  to_address: string | null;
  /** The destination tag or memo sent with to_address; null where none was, or if kept before 023. */
  address_tag: string | null;
  tx_id: string;
  tx_hash: string | null;
  hash_on_requery: BoolColumn;
  client_transaction_id: string | null;
  /** Its link token's transferType (LinkTransferType), `deposit` for a server-side one; null if kept before 022. */
  transfer_type: string | null;
  /** Its link token's subClientId. */
  sub_client_id: string | null;
  amount_in_fiat: Decimal | null;
  status: string;
  settle_at: Millis;
  /** The final status it settles with; null for the sandbox's rule. */
  outcome: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface TransferPreviewsTable {
  id: string;
  client_id: string;
  connection_id: string;
  request: JsonColumn;
  created_at: Millis;
  expires_at: Millis;
  transfer_id: string | null;
}

export interface WebhookEventsTable {
  id: string;
  client_id: string;
  transfer_id: string;
  seq: number;
  payload: JsonColumn;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Millis;
  locked_until: Millis | null;
  created_at: Millis;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  event_id: string;
  attempt: number;
  attempted_at: Millis;
  http_status: number | null;
  latency_ms: number;
  error: string | null;
  /** The headers sent, as JSON; null for attempts recorded before they were kept. */
  request_headers: ColumnType<unknown, string | null | undefined, string | null>;
  /** The body sent, as signed. */
  request_body: ColumnType<string | null, string | null | undefined, string | null>;
  /** The start of the receiver's answer. */
  response_excerpt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Requests counted in a rate-limit key's current fixed window. */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  reset_at: Millis;
}

/** A key's claim by its first request, and that request's answer once it has one. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  response: string | null;
  created_at: Millis;
  locked_until: Millis;
}

/** A failure a client set on an institution (a sandbox control); `until` null lasts until cleared. */
export interface InstitutionFailuresTable {
  client_id: string;
  type: string;
  error: string;
  until: Millis | null;
}

/**
 * A fault rule of a client (sandboxPutFault): `rule` is its JSON. The calls it matched are its counter's `n` less
 * `base`, the counter's value when the rule was set; `fired` beside it.
 */
export interface FaultRulesTable {
  client_id: string;
  id: string;
  rule: unknown;
  /** The key of its counter in fault_rule_counters: the same for every rule with the same match and `until`. */
  counter: string;
  base: number;
  fired: number;
  created_at: Millis;
}

/** The calls the rules of one match (operations, filters, `until`) met; `epoch` moves when a rule joins it. */
export interface FaultRuleCountersTable {
  client_id: string;
  key: string;
  n: number;
  epoch: number;
}

/** Moves with every change of a client's fault rules: a process whose copy is of another version reads them again. */
export interface FaultRuleVersionsTable {
  client_id: string;
  version: number;
}

/** A client's own settings (sandboxPutSettings); no row reads as the defaults. */
export interface ClientSettingsTable {
  client_id: string;
  binding: Schemas['BindingMode'];
  forgiven_requests: number;
}

/** A client's credentials at the upstream and how its calls meet it (setUpstream); the secret never leaves the store but to the upstream. */
export interface UpstreamClientsTable {
  client_id: string;
  upstream_client_id: string;
  upstream_secret: string;
  mode: Schemas['UpstreamMode'] | null;
  shadow_writes: JsonColumn;
}

/** One difference of a client's drift report, by its key (operation, kind, path, what was expected and seen). */
export interface DriftEntriesTable {
  client_id: string;
  key: string;
  operation_id: string;
  kind: Schemas['DriftKind'];
  path: string;
  expected: string;
  actual: string;
  first_seen: number;
  last_seen: number;
  count: number;
}

/** How many of a client's calls went upstream, and the differences its full report did not keep. */
export interface DriftCountsTable {
  client_id: string;
  calls: number;
  dropped: number;
}

/** A client's test clock: frozen time that moves only when advanced. */
export interface TestClocksTable {
  client_id: string;
  now: Millis;
  /** The sum of every advance. */
  advanced: Millis;
  created_at: Millis;
}

/** A sandbox user a client registered (putSandboxUser): its document, as given. */
export interface SandboxUsersTable {
  client_id: string;
  username: string;
  document: JsonColumn;
  created_at: Millis;
  updated_at: Millis;
}

/** An order placed at an institution that trades; an open one holds what it would spend or sell. */
export interface OrdersTable {
  id: string;
  client_id: string;
  connection_id: string;
  /** Its place among its account's orders, from 1. */
  seq: number;
  type: string;
  side: string;
  symbol: string;
  asset_type: string;
  payment_symbol: string;
  payment_type: string;
  order_type: string;
  time_in_force: string;
  amount: Decimal;
  /** The fill price; the limit or stop price of an order that did not fill. */
  price: Decimal;
  value: Decimal;
  /** Null unless it filled. */
  fee: Decimal | null;
  status: string;
  status_details: string | null;
  /** What the order holds while it is open (inProgress, before expires_at); null for one that never was. */
  hold_symbol: string | null;
  hold_amount: Decimal | null;
  /** When a goodForDay order expires; null for the others. */
  expires_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

/** The dashboard on PostgreSQL (migration 018): per client its event sequence, its kept events and calls, its counts per minute. */
export interface DashboardFeedsTable {
  client_id: string;
  seq: number;
}

export interface DashboardEventsTable {
  client_id: string;
  seq: number;
  event: string;
  /** The event's data as JSON text. */
  data: string;
}

export interface DashboardRequestsTable {
  client_id: string;
  seq: number;
  request_id: string;
  at: Millis;
  operation_id: string | null;
  http_status: number;
  user_id: string | null;
  /** The kept call as JSON text. */
  record: string;
}

export interface DashboardMinutesTable {
  client_id: string;
  at: Millis;
  requests: number;
  client_errors: number;
  server_errors: number;
}

export interface Tables {
  settings: SettingsTable;
  api_clients: ApiClientsTable;
  link_sessions: LinkSessionsTable;
  connections: ConnectionsTable;
  retired_access_tokens: RetiredAccessTokensTable;
  positions: PositionsTable;
  balances: BalancesTable;
  deposit_addresses: DepositAddressesTable;
  wallet_verifications: WalletVerificationsTable;
  transfers: TransfersTable;
  transfer_previews: TransferPreviewsTable;
  webhook_events: WebhookEventsTable;
  webhook_attempts: WebhookAttemptsTable;
  rate_limit_windows: RateLimitWindowsTable;
  idempotency_keys: IdempotencyKeysTable;
  institution_failures: InstitutionFailuresTable;
  fault_rules: FaultRulesTable;
  fault_rule_counters: FaultRuleCountersTable;
  fault_rule_versions: FaultRuleVersionsTable;
  client_settings: ClientSettingsTable;
  upstream_clients: UpstreamClientsTable;
  drift_entries: DriftEntriesTable;
  drift_counts: DriftCountsTable;
  test_clocks: TestClocksTable;
  sandbox_users: SandboxUsersTable;
  orders: OrdersTable;
  dashboard_feeds: DashboardFeedsTable;
  dashboard_events: DashboardEventsTable;
  dashboard_requests: DashboardRequestsTable;
  dashboard_minutes: DashboardMinutesTable;
}

/** A JSON column's value: PostgreSQL returns jsonb parsed, SQLite returns the text. */
export const readJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
