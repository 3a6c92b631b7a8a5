// The store the domain calls: one module of typed queries per aggregate, on SQLite (the embedded default) or
// PostgreSQL. The domain holds no SQL; swapping or tuning the engine touches only this folder.
import type { Kysely } from 'kysely';
import { chainAddressesStore } from './connections/chainAddresses.js';
import { clientsStore } from './clients.js';
import { clientSettingsStore } from './sandbox/clientSettings.js';
import { connectionsStore } from './connections/connections.js';
import { dashboardStore } from './dashboard/dashboard.js';
import { dashboardLogStore } from './dashboard/dashboardLog.js';
import { isStoreConflict, openDatabase, type Database, type Engine, type Listen, type OpenOptions } from './database.js';
import { linkSessionsStore } from './connections/linkSessions.js';
import { idempotencyStore } from './idempotency.js';
import { institutionFailuresStore } from './sandbox/institutionFailures.js';
import { faultRulesStore } from './sandbox/faultRules.js';
import { ordersStore } from './trading/orders.js';
import { outboxStore } from './webhooks/outbox.js';
import { previewsStore } from './transfers/previews.js';
import { rateLimitsStore } from './rateLimits.js';
import { sandboxStateStore } from './sandbox/sandboxState.js';
import { testClocksStore } from './sandbox/testClocks.js';
import { sandboxUsersStore } from './sandbox/sandboxUsers.js';
import type { Tables } from './schema.js';
import { transfersStore } from './transfers/transfers.js';
import { walletsStore } from './connections/wallets.js';
import { upstreamStore } from './upstream/upstream.js';

export { isStoreConflict, isStoreUnavailable, StoreOpenError, type Engine } from './database.js';

/** `version` only outside a transaction: reads inside one see its own writes, so they are never reused. */
function aggregates(db: Kysely<Tables>, engine: Engine, version?: Database['version']) {
  return {
    clients: clientsStore(db, engine),
    clientSettings: clientSettingsStore(db),
    linkSessions: linkSessionsStore(db, engine),
    connections: connectionsStore(db, engine, version),
    transfers: transfersStore(db, engine),
    previews: previewsStore(db, engine),
    outbox: outboxStore(db, engine),
    wallets: walletsStore(db, engine),
    rateLimits: rateLimitsStore(db, engine),
    idempotency: idempotencyStore(db, engine),
    institutionFailures: institutionFailuresStore(db, engine),
    faultRules: faultRulesStore(db, engine),
    testClocks: testClocksStore(db, engine, version),
    sandboxUsers: sandboxUsersStore(db, engine),
    sandboxState: sandboxStateStore(db, engine),
    chainAddresses: chainAddressesStore(db),
    orders: ordersStore(db, engine),
    dashboard: dashboardStore(db, engine),
    dashboardLog: dashboardLogStore(db, engine),
    upstream: upstreamStore(db),
  };
}

/** The aggregates' queries, bound to the store or to one transaction. */
export type Aggregates = ReturnType<typeof aggregates>;

export interface Store extends Aggregates {
  readonly engine: Engine;
  /** The typed database, for checks that look beneath the domain (tests). */
  readonly db: Kysely<Tables>;
  /**
   * Runs fn in one transaction; never hold it across network I/O. On SQLite, other queries wait until it ends. On
   * PostgreSQL, a transaction aborted by a deadlock or a serialization failure is run again, up to
   * TRANSACTION_ATTEMPTS times in all: fn must change nothing but through tx (no object or variable outside it), so
   * that running it again is as if it had run once.
   */
  transaction<T>(fn: (tx: Aggregates) => Promise<T>): Promise<T>;
  /** Answers when the engine does (health checks). */
  ping(): Promise<void>;
  /** PostgreSQL only: the notifications of a channel, which every process sharing the database hears. */
  listen?: Listen;
  close(): Promise<void>;
}

/** Attempts of a transaction that PostgreSQL aborts for what others did at the same time, the first included. */
export const TRANSACTION_ATTEMPTS = 3;

/** Opens the store the options name (DATABASE_URL, else SQLite in dataDir) and brings its schema up to date. */
export async function openStore(options: OpenOptions): Promise<Store> {
  const { engine, db, version, listen, close } = await openDatabase(options);
  return {
    ...aggregates(db, engine, version),
    engine,
    db,
    listen,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute((trx) => fn(aggregates(trx, engine)));
        } catch (error) {
          // What is left after the last attempt reaches the caller, which answers 503 with Retry-After.
          if (engine !== 'postgres' || attempt >= TRANSACTION_ATTEMPTS || !isStoreConflict(error)) throw error;
        }
      }
    },
    async ping() {
      await db.selectFrom('settings').select('key').limit(1).execute();
    },
    close,
  };
}
