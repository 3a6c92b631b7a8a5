// A client's sandbox read as one snapshot, shaped as the spec's SandboxExport: never a token, a hash or a sealed
// value. Rows come in an order that does not depend on their ids (an import gives new ones), so an imported
// sandbox reads back in the same order as the one it came from.
import { sql, type Kysely } from 'kysely';
import type { Schemas } from '../../contract/types.js';
import { fromDecimal, fromDecimalOrNull } from '../amounts.js';
import type { Engine } from '../database.js';
import { readOrders } from '../trading/orders.js';
import { toPosition } from '../connections/positions.js';
import { readJson, type Tables } from '../schema.js';
import { DEFAULT_SETTINGS } from './clientSettings.js';

type Sandbox = Omit<Schemas['SandboxExport'], 'format' | 'version' | 'exportedAt' | 'secrets'>;
type Connection = Schemas['SandboxExportConnection'];
type Event = Schemas['SandboxExportWebhookEvent'];
type Position = Schemas['SandboxExportPosition'];

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
  const clock = await db.selectFrom('test_clocks').select(['now', 'created_at']).where('client_id', '=', clientId).executeTakeFirst();
  const failures = await db
    .selectFrom('institution_failures')
    .select(['type', 'error', 'until'])
    .where('client_id', '=', clientId)
    .orderBy('type')
    .execute();
  const users = await db
    .selectFrom('sandbox_users')
    .select(['username', 'document', 'created_at', 'updated_at'])
    .where('client_id', '=', clientId)
    .orderBy('username')
    .execute();
  const wallets = await db
    .selectFrom('wallet_verifications')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('user_id')
    .orderBy('address')
    .orderBy('signature')
    .execute();
  return {
    clock: clock ? { now: Number(clock.now), createdAt: Number(clock.created_at) } : null,
    webhookUrl: client?.webhook_url ?? null,
    connections: await readConnections(db, clientId),
    ...(await readTransfers(db, clientId)),
    walletVerifications: wallets.map((w) => ({
      id: w.id,
      userId: w.user_id,
      address: w.address,
      networkType: w.network_type as Schemas['NetworkType'],
      message: w.message,
      signature: w.signature,
      createdAt: Number(w.created_at),
    })),
    sandboxUsers: users.map((u) => ({
      username: u.username,
      document: readJson<Schemas['SandboxUser']>(u.document),
      createdAt: Number(u.created_at),
      updatedAt: Number(u.updated_at),
    })),
    institutionFailures: failures.map((f) => ({
      type: f.type as Schemas['InstitutionType'],
      error: f.error as Schemas['InstitutionFailureKind'],
      until: f.until === null ? null : Number(f.until),
    })),
    orders: await readOrders(db, clientId),
    settings: {
      binding:
        (await db.selectFrom('client_settings').select('binding').where('client_id', '=', clientId).executeTakeFirst())?.binding ??
        DEFAULT_SETTINGS.binding,
    },
    faultRules: (await db.selectFrom('fault_rules').select(['id', 'rule']).where('client_id', '=', clientId).orderBy('id').execute()).map(
      (r) => ({ id: r.id, ...readJson<Omit<Schemas['SandboxExportFaultRule'], 'id'>>(r.rule) }),
    ),
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
      .select([
        'id',
        'user_id',
        'type',
        'username',
        'account_id',
        'account_name',
        'created_at',
        'refreshed_at',
        'reauth_required',
        'scenario',
      ])
      .where('client_id', '=', clientId)
      .orderBy('created_at')
      .orderBy('user_id')
      .orderBy('type')
      .orderBy('username')
      .orderBy('account_id')
      .execute(),
    byOwner(
      await db.selectFrom('positions').selectAll().where('connection_id', 'in', ofClient).orderBy('kind').orderBy('symbol').execute(),
      'connection_id',
    ),
    byOwner(
      await db.selectFrom('balances').selectAll().where('connection_id', 'in', ofClient).orderBy('symbol').execute(),
      'connection_id',
    ),
    byOwner(
      await db
        .selectFrom('deposit_addresses')
        .selectAll()
        .where('connection_id', 'in', ofClient)
        .orderBy('symbol')
        .orderBy('network_id')
        .execute(),
      'connection_id',
    ),
  ];
  return connections.map((c) => ({
    id: c.id,
    userId: c.user_id,
    type: c.type as Schemas['InstitutionType'],
    username: c.username,
    accountId: c.account_id,
    accountName: c.account_name,
    createdAt: Number(c.created_at),
    refreshedAt: Number(c.refreshed_at),
    reauthRequired: Boolean(c.reauth_required),
    scenario: scenarioOf(c.type, c.scenario, Number(c.created_at)),
    positions: (positions.get(c.id) ?? [])
      .map(toPosition)
      .map((p) => ({ ...p, kind: p.kind as Position['kind'], details: (p.details ?? null) as Position['details'] })),
    balances: (balances.get(c.id) ?? []).map((b) => ({
      symbol: b.symbol,
      cash: fromDecimal(b.cash),
      buyingPower: fromDecimal(b.buying_power),
    })),
    depositAddresses: (addresses.get(c.id) ?? []).map((a) => ({
      symbol: a.symbol,
      networkId: a.network_id,
      address: a.address,
      memo: a.memo,
    })),
  }));
}

async function readTransfers(db: Kysely<Tables>, clientId: string): Promise<Pick<Sandbox, 'transfers' | 'webhookEvents'>> {
  const transfers = await db
    .selectFrom('transfers')
    .selectAll()
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
      // What the export carries of an attempt: not the headers, body and answer the dashboard shows, which a sandbox
      // rebuilds as it delivers again.
      .select(['event_id', 'attempt', 'attempted_at', 'http_status', 'latency_ms', 'error'])
      .where('event_id', 'in', db.selectFrom('webhook_events').select('id').where('client_id', '=', clientId))
      .orderBy('attempted_at')
      .orderBy('id')
      .execute(),
    'event_id',
  );
  return {
    transfers: transfers.map((t) => ({
      id: t.id,
      connectionId: t.connection_id,
      userId: t.user_id,
      type: t.type as Schemas['InstitutionType'],
      symbol: t.symbol,
      amount: fromDecimal(t.amount),
      fee: fromDecimalOrNull(t.fee),
      networkId: t.network_id,
      chain: t.chain,
      fromAddress: t.from_address,
      toAddress: t.to_address,
      txId: t.tx_id,
      txHash: t.tx_hash,
      hashOnRequery: Boolean(t.hash_on_requery),
      clientTransactionId: t.client_transaction_id,
      transferType: t.transfer_type as Schemas['SandboxExportTransfer']['transferType'],
      subClientId: t.sub_client_id,
      amountInFiat: fromDecimalOrNull(t.amount_in_fiat),
      status: t.status as Schemas['TransferStatus'],
      settleAt: Number(t.settle_at),
      outcome: t.outcome as Schemas['SandboxExportTransfer']['outcome'],
      createdAt: Number(t.created_at),
      updatedAt: Number(t.updated_at),
    })),
    webhookEvents: events.map(
      (e): Event => ({
        id: e.id,
        transferId: e.transfer_id,
        seq: e.seq,
        status: e.status as Event['status'],
        attempts: e.attempts,
        nextAttemptAt: Number(e.next_attempt_at),
        createdAt: Number(e.created_at),
        payload: readJson<Event['payload']>(e.payload),
        deliveryAttempts: (attempts.get(e.id) ?? []).map((a) => ({
          attempt: a.attempt,
          attemptedAt: Number(a.attempted_at),
          httpStatus: a.http_status,
          latencyMs: a.latency_ms,
          error: a.error,
        })),
      }),
    ),
  };
}
