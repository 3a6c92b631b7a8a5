// A client's sandbox read as one snapshot, shaped as the spec's SandboxExport: never a token, a hash or a sealed
// value. Rows come in an order that does not depend on their ids (an import gives new ones), so an imported
// sandbox reads back in the same order as the one it came from. Each row's fields are read as sandboxShapes.ts
// describes them.
import { sql, type Kysely } from 'kysely';
import type { Schemas } from '../../contract/types.js';
import type { Engine } from '../database.js';
import { readJson, type Tables } from '../schema.js';
import { DEFAULT_SETTINGS } from './clientSettings.js';
import {
  BALANCES,
  CLOCK,
  columnsOf,
  CONNECTIONS,
  DELIVERY_ATTEMPTS,
  DEPOSIT_ADDRESSES,
  FAULT_RULES,
  fromRow,
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

type Sandbox = Omit<Schemas['SandboxExport'], 'format' | 'version' | 'exportedAt' | 'secrets'>;
type Connection = Schemas['SandboxExportConnection'];

/** Groups rows by the id of what they belong to. */
function byOwner<R, K extends keyof R>(rows: R[], key: K): Map<R[K], R[]> {
  const groups = new Map<R[K], R[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

/**
 * Reads the client's whole sandbox. On PostgreSQL its reads see one snapshot (REPEATABLE READ), so that no transfer
 * or event committed meanwhile appears without what it refers to: it must be the first statement of its transaction.
 */
export async function readSandbox(db: Kysely<Tables>, engine: Engine, clientId: string): Promise<Sandbox> {
  if (engine === 'postgres') await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(db);
  const client = await db.selectFrom('api_clients').select('webhook_url').where('id', '=', clientId).executeTakeFirst();
  const clock = await db.selectFrom('test_clocks').select(columnsOf(CLOCK)).where('client_id', '=', clientId).executeTakeFirst();
  const failures = await db
    .selectFrom('institution_failures')
    .select(columnsOf(INSTITUTION_FAILURES))
    .where('client_id', '=', clientId)
    .orderBy('type')
    .execute();
  const users = await db
    .selectFrom('sandbox_users')
    .select(columnsOf(SANDBOX_USERS))
    .where('client_id', '=', clientId)
    .orderBy('username')
    .execute();
  const wallets = await db
    .selectFrom('wallet_verifications')
    .select(columnsOf(WALLET_VERIFICATIONS))
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('user_id')
    .orderBy('address')
    .orderBy('signature')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(columnsOf(ORDERS))
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('seq')
    .orderBy('type')
    .orderBy('symbol')
    .orderBy('side')
    .orderBy('amount')
    .orderBy('id')
    .execute();
  const settings = await db.selectFrom('client_settings').select(columnsOf(SETTINGS)).where('client_id', '=', clientId).executeTakeFirst();
  const rules = await db.selectFrom('fault_rules').select(columnsOf(FAULT_RULES)).where('client_id', '=', clientId).orderBy('id').execute();
  return {
    clock: clock ? fromRow(CLOCK, clock) : null,
    webhookUrl: client?.webhook_url ?? null,
    connections: await readConnections(db, clientId),
    ...(await readTransfers(db, clientId)),
    walletVerifications: wallets.map((w) => fromRow(WALLET_VERIFICATIONS, w)),
    sandboxUsers: users.map((u) => fromRow(SANDBOX_USERS, u)),
    institutionFailures: failures.map((f) => fromRow(INSTITUTION_FAILURES, f)),
    orders: orders.map((o) => fromRow(ORDERS, o)),
    settings: fromRow(SETTINGS, settings ?? toRow(SETTINGS, DEFAULT_SETTINGS)), // no row reads as the defaults
    faultRules: rules.map((r) => fromRow(FAULT_RULES, r)),
  };
}

/** What a connection keeps of its sandbox user's document (domain/connections.ts), as the export shows it. */
function scenarioOf(type: string, kept: unknown, createdAt: number): Connection['scenario'] {
  if (kept === null || kept === undefined) return null;
  const { connectedAt, ...institution } = readJson<Omit<Schemas['SandboxUserInstitution'], 'type'> & { connectedAt?: number }>(kept);
  return { connectedAt: connectedAt ?? createdAt, institution: { type: type as Schemas['InstitutionType'], ...institution } };
}

async function readConnections(db: Kysely<Tables>, clientId: string): Promise<Connection[]> {
  const ofClient = db.selectFrom('connections').select('id').where('client_id', '=', clientId);
  const [connections, positions, balances, addresses] = [
    await db
      .selectFrom('connections')
      .select([...columnsOf(CONNECTIONS), 'scenario'])
      .where('client_id', '=', clientId)
      .orderBy('created_at')
      .orderBy('user_id')
      .orderBy('type')
      .orderBy('username')
      .orderBy('account_id')
      .execute(),
    byOwner(
      await db
        .selectFrom('positions')
        .select([...columnsOf(POSITIONS), 'connection_id'])
        .where('connection_id', 'in', ofClient)
        .orderBy('kind')
        .orderBy('symbol')
        .execute(),
      'connection_id',
    ),
    byOwner(
      await db
        .selectFrom('balances')
        .select([...columnsOf(BALANCES), 'connection_id'])
        .where('connection_id', 'in', ofClient)
        .orderBy('symbol')
        .execute(),
      'connection_id',
    ),
    byOwner(
      await db
        .selectFrom('deposit_addresses')
        .select([...columnsOf(DEPOSIT_ADDRESSES), 'connection_id'])
        .where('connection_id', 'in', ofClient)
        .orderBy('symbol')
        .orderBy('network_id')
        .execute(),
      'connection_id',
    ),
  ];
  return connections.map((c) => ({
    ...fromRow(CONNECTIONS, c),
    scenario: scenarioOf(c.type, c.scenario, Number(c.created_at)),
    positions: (positions.get(c.id) ?? []).map((p) => fromRow(POSITIONS, p)),
    balances: (balances.get(c.id) ?? []).map((b) => fromRow(BALANCES, b)),
    depositAddresses: (addresses.get(c.id) ?? []).map((a) => fromRow(DEPOSIT_ADDRESSES, a)),
  }));
}

async function readTransfers(db: Kysely<Tables>, clientId: string): Promise<Pick<Sandbox, 'transfers' | 'webhookEvents'>> {
  const transfers = await db
    .selectFrom('transfers')
    .select(columnsOf(TRANSFERS))
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('tx_id')
    .orderBy('id')
    .execute();
  const events = await db
    .selectFrom('webhook_events as e')
    .innerJoin('transfers as t', 't.id', 'e.transfer_id')
    .selectAll('e')
    .where('e.client_id', '=', clientId)
    .orderBy('e.created_at')
    .orderBy('t.created_at')
    .orderBy('t.tx_id')
    .orderBy('e.seq')
    .execute();
  const attempts = byOwner(
    await db
      .selectFrom('webhook_attempts')
      .select([...columnsOf(DELIVERY_ATTEMPTS), 'event_id'])
      .where('event_id', 'in', db.selectFrom('webhook_events').select('id').where('client_id', '=', clientId))
      .orderBy('attempted_at')
      .orderBy('id')
      .execute(),
    'event_id',
  );
  return {
    transfers: transfers.map((t) => fromRow(TRANSFERS, t)),
    webhookEvents: events.map((e) => ({
      ...fromRow(WEBHOOK_EVENTS, e),
      deliveryAttempts: (attempts.get(e.id) ?? []).map((a) => fromRow(DELIVERY_ATTEMPTS, a)),
    })),
  };
}
