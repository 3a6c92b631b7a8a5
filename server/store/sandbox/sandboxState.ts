// A client's whole sandbox at once: emptied (sandboxReset), counted, and written into an empty client (sandboxImport);
// read as one snapshot in sandboxExport.ts. Every table that holds a client's sandbox is in PER_CLIENT_TABLES.
import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Schemas } from '../../contract/types.js';
import type { TokenColumns } from '../connections/connections.js';
import type { Engine } from '../database.js';
import { CALLER } from '../idempotency.js';
import { readSandbox } from './sandboxExport.js';
import { DEFAULT_SETTINGS } from './clientSettings.js';
import { faultRulesEmptied, insertFaultRules } from './faultRules.js';
import type { Tables } from '../schema.js';
import {
  type AnyShape,
  BALANCES,
  CLOCK,
  CONNECTIONS,
  DELIVERY_ATTEMPTS,
  DEPOSIT_ADDRESSES,
  type Described,
  INSTITUTION_FAILURES,
  ORDERS,
  POSITIONS,
  SANDBOX_USERS,
  SETTINGS,
  toRow,
  TRANSFERS,
  WALLET_VERIFICATIONS,
  WEBHOOK_EVENTS,
} from './sandboxShapes.js';

/** How a table's rows belong to a client: by its id, through a connection or a webhook event, or as its caller's. */
type Owner = 'client' | 'connection' | 'event' | 'caller';

/**
 * Every table that holds a client's sandbox, in the order a reset deletes them (children before their parents; the
 * idempotency keys of Link page sessions before the sessions). A new per-client table is one more line here, and
 * one more count in the spec's SandboxReset.
 */
export const PER_CLIENT_TABLES = [
  { kind: 'orders', table: 'orders', owner: 'client' },
  { kind: 'webhookAttempts', table: 'webhook_attempts', owner: 'event' },
  { kind: 'webhookEvents', table: 'webhook_events', owner: 'client' },
  { kind: 'transferPreviews', table: 'transfer_previews', owner: 'client' },
  { kind: 'transfers', table: 'transfers', owner: 'client' },
  { kind: 'retiredAccessTokens', table: 'retired_access_tokens', owner: 'connection' },
  { kind: 'positions', table: 'positions', owner: 'connection' },
  { kind: 'balances', table: 'balances', owner: 'connection' },
  { kind: 'depositAddresses', table: 'deposit_addresses', owner: 'connection' },
  { kind: 'connections', table: 'connections', owner: 'client' },
  { kind: 'sandboxUsers', table: 'sandbox_users', owner: 'client' },
  { kind: 'idempotencyKeys', table: 'idempotency_keys', owner: 'caller' },
  { kind: 'linkSessions', table: 'link_sessions', owner: 'client' },
  { kind: 'walletVerifications', table: 'wallet_verifications', owner: 'client' },
  { kind: 'institutionFailures', table: 'institution_failures', owner: 'client' },
  { kind: 'faultRules', table: 'fault_rules', owner: 'client' },
  { kind: 'testClocks', table: 'test_clocks', owner: 'client' },
  { kind: 'clientSettings', table: 'client_settings', owner: 'client' },
  { kind: 'driftEntries', table: 'drift_entries', owner: 'client' },
] as const satisfies readonly { kind: keyof Schemas['SandboxReset']['deleted']; table: keyof Tables; owner: Owner }[];

export type SandboxKind = (typeof PER_CLIENT_TABLES)[number]['kind'];

/**
 * The rows of a table that belong to the client. A caller's idempotency keys are its own (`client:`) and its Link
 * page sessions' (`link:`); a key still being answered (no answer yet) is its request's until it answers.
 */
function ownedBy(owner: Owner, clientId: string): RawBuilder<SqlBool> {
  switch (owner) {
    case 'client':
      return sql<SqlBool>`client_id = ${clientId}`;
    case 'connection':
      return sql<SqlBool>`connection_id IN (SELECT id FROM connections WHERE client_id = ${clientId})`;
    case 'event':
      return sql<SqlBool>`event_id IN (SELECT id FROM webhook_events WHERE client_id = ${clientId})`;
    case 'caller':
      return sql<SqlBool>`status_code IS NOT NULL AND (scope = ${CALLER.client + clientId}
        OR scope IN (SELECT ${sql.lit(CALLER.linkSession)} || id FROM link_sessions WHERE client_id = ${clientId}))`;
  }
}

/** What an import writes: the document's rows under their new ids, each connection with its new tokens. */
export type NewSandbox = Pick<
  Schemas['SandboxExport'],
  'clock' | 'transfers' | 'webhookEvents' | 'walletVerifications' | 'sandboxUsers' | 'institutionFailures'
> & {
  faultRules: Schemas['SandboxExportFaultRule'][];
  /** Absent in a document made before the sandbox had settings: the defaults. */
  settings: Schemas['SandboxExportSettings'] | undefined;
  orders: Schemas['SandboxExportOrder'][];
  connections: (Schemas['SandboxExportConnection'] & { tokens: TokenColumns })[];
};

/** Rows per INSERT: far below either engine's limit of bound values (SQLite's 32766) for the widest table. */
const CHUNK = 500;
async function insertAll<T extends keyof Tables>(db: Kysely<Tables>, table: T, rows: Insertable<Tables[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
}

export function sandboxStateStore(db: Kysely<Tables>, engine: Engine) {
  return {
    /** Deletes every row of the client's sandbox; how many of each kind. Run it in a transaction. */
    async reset(clientId: string): Promise<Record<SandboxKind, number>> {
      const deleted = {} as Record<SandboxKind, number>;
      await faultRulesEmptied(db, engine, clientId); // first: its version is the first lock every change of rules takes
      for (const { kind, table, owner } of PER_CLIENT_TABLES) {
        const result = await db.deleteFrom(table).where(ownedBy(owner, clientId)).executeTakeFirst();
        deleted[kind] = Number(result.numDeletedRows);
      }
      await db.deleteFrom('drift_counts').where('client_id', '=', clientId).execute(); // the report's counts, with its entries
      return deleted;
    },

    /** How many rows of each kind the client's sandbox holds: the kinds it has any of. */
    async holdings(clientId: string): Promise<Partial<Record<SandboxKind, number>>> {
      const held: Partial<Record<SandboxKind, number>> = {};
      for (const { kind, table, owner } of PER_CLIENT_TABLES) {
        // Answers kept for repeats are not the sandbox's data, and settings and drift are not what an import would overwrite.
        if (kind === 'idempotencyKeys' || kind === 'clientSettings' || kind === 'driftEntries') continue;
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(ownedBy(owner, clientId))
          .executeTakeFirst();
        if (Number(row?.n ?? 0) > 0) held[kind] = Number(row?.n);
      }
      return held;
    },

    /** The client's sandbox as one snapshot: run it first in its own transaction (sandboxExport.ts). */
    read: (clientId: string) => readSandbox(db, engine, clientId),

    /** Writes a whole sandbox into the client's. Run it in a transaction, into an empty sandbox. */
    async write(clientId: string, sandbox: NewSandbox): Promise<void> {
      const client_id = clientId;
      if (sandbox.clock) await insertAll(db, 'test_clocks', [{ ...toRow(CLOCK, sandbox.clock), client_id, advanced: 0 }]);
      await writeConnections(db, clientId, sandbox.connections);
      await writeTransfers(db, clientId, sandbox);
      const placed = new Map<string, number>(); // each account's orders numbered from 1, in the document's order
      const seq = (connectionId: string) => placed.set(connectionId, (placed.get(connectionId) ?? 0) + 1).get(connectionId)!;
      await insertAll(
        db,
        'orders',
        sandbox.orders.map((o) => ({ ...toRow(ORDERS, o), client_id, seq: seq(o.connectionId) })),
      );
      await insertAll(
        db,
        'wallet_verifications',
        sandbox.walletVerifications.map((w) => ({ ...toRow(WALLET_VERIFICATIONS, w), client_id })),
      );
      await insertAll(
        db,
        'sandbox_users',
        sandbox.sandboxUsers.map((u) => ({ ...toRow(SANDBOX_USERS, u), client_id })),
      );
      await insertAll(
        db,
        'institution_failures',
        sandbox.institutionFailures.map((f) => ({ ...toRow(INSTITUTION_FAILURES, f), client_id })),
      );
      const settings = toRow(SETTINGS, sandbox.settings ?? DEFAULT_SETTINGS);
      await db
        .insertInto('client_settings')
        .values({ ...settings, client_id, forgiven_requests: 0 })
        .onConflict((oc) => oc.column('client_id').doUpdateSet(settings))
        .execute();
      await insertFaultRules(db, client_id, sandbox.faultRules, sandbox.clock?.now ?? 0);
    },
  };
}

/** The accounts are kept as the domain gave them: its own account's owner and past transfers only (keptAccounts). */
const withoutType = ({ type: _, ...rest }: Schemas['SandboxUserInstitution']) => rest;

async function writeConnections(db: Kysely<Tables>, clientId: string, connections: NewSandbox['connections']) {
  await insertAll(
    db,
    'connections',
    connections.map((c) => ({
      ...toRow(CONNECTIONS, c),
      client_id: clientId,
      ...c.tokens,
      // What the connection keeps of its sandbox user's document (domain/connections.ts): the institution, and when.
      scenario: c.scenario && JSON.stringify({ ...withoutType(c.scenario.institution), connectedAt: c.scenario.connectedAt }),
    })),
  );
  const owned = <S extends AnyShape>(s: S, rows: (c: NewSandbox['connections'][number]) => Described<S>[]) =>
    connections.flatMap((c) => rows(c).map((row) => ({ ...toRow(s, row), connection_id: c.id })));
  await insertAll(
    db,
    'positions',
    owned(POSITIONS, (c) => c.positions),
  );
  await insertAll(
    db,
    'balances',
    owned(BALANCES, (c) => c.balances),
  );
  await insertAll(
    db,
    'deposit_addresses',
    owned(DEPOSIT_ADDRESSES, (c) => c.depositAddresses),
  );
}

async function writeTransfers(db: Kysely<Tables>, clientId: string, sandbox: NewSandbox) {
  await insertAll(
    db,
    'transfers',
    sandbox.transfers.map((t) => ({ ...toRow(TRANSFERS, t), client_id: clientId })),
  );
  await insertAll(
    db,
    'webhook_events',
    sandbox.webhookEvents.map((e) => ({ ...toRow(WEBHOOK_EVENTS, e), client_id: clientId, locked_until: null })),
  );
  // In the order they were made, as they were numbered (their ids order attempts made at the same time).
  const attempts = sandbox.webhookEvents.flatMap((e) =>
    e.deliveryAttempts.map((a) => ({ ...toRow(DELIVERY_ATTEMPTS, a), event_id: e.id })),
  );
  await insertAll(
    db,
    'webhook_attempts',
    attempts.sort((x, y) => x.attempted_at - y.attempted_at),
  );
}
