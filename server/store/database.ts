// Opens the engine behind the store and brings its schema up to date: SQLite (better-sqlite3, WAL) in a data
// directory by default, PostgreSQL through DATABASE_URL. Every difference between the two engines that is not a
// column type lives here or in dialect.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { deviceOn } from '../performance.js';
import { lockDataDir } from './lock.js';
import { migrationsFor, type Engine } from './migrations/index.js';
import { sqliteVersion } from './reuse.js';
import type { Tables } from './schema.js';

export type { Engine } from './migrations/index.js';

export interface Database {
  engine: Engine;
  db: Kysely<Tables>;
  /**
   * Where this process is the only one that writes (SQLite, behind the data directory's lock): a value that stays
   * the same as long as nothing has changed the database, so that a read may be answered again without a query.
   * Absent on PostgreSQL, which other processes change.
   */
  version?: () => string;
  /** PostgreSQL only: hears the notifications of a channel (see Store.listen). */
  listen?: Listen;
  close(): Promise<void>;
}

/**
 * Calls onNotify with the payload of each notification on the channel, on a connection of its own that is opened
 * again when the database drops it (then onResume, since notifications sent meanwhile were missed). Answers how to stop.
 */
export type Listen = (channel: string, onNotify: (payload: string) => void, onResume: () => void) => Promise<() => Promise<void>>;

/** A store that this version cannot open as it is; the message says what to do. */
export class StoreOpenError extends Error {}

export const SQLITE_FILE = 'sandbox.sqlite';
export const isInMemory = (dataDir: string) => dataDir === ':memory:' || dataDir.startsWith('memory://');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Told when the database drops an idle connection (PostgreSQL); the store reconnects by itself. */
  onConnectionLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onConnectionLost ?? (() => {}))
    : await openSqlite(options.dataDir ?? ':memory:');
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openSqlite(dataDir: string): Promise<Database> {
  const inMemory = isInMemory(dataDir);
  if (!inMemory && existsSync(join(dataDir, 'PG_VERSION'))) {
    // Nothing is read or written: the user decides what happens to the old data.
    throw new StoreOpenError(
      `DATA_DIR ${dataDir} holds a PGlite database left by an earlier version of this sandbox, which now stores its data in SQLite. ` +
        `Move that directory away or delete it to start with an empty sandbox, or set DATA_DIR to another directory.`,
    );
  }
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(inMemory ? ':memory:' : join(dataDir, SQLITE_FILE));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL'); // with WAL: durable across a process crash, fsync only at checkpoints
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    await unlock();
    throw error;
  }
  const { version, executed } = sqliteVersion(sqlite);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqliteDriver(sqlite, executed) }) });
  return {
    engine: 'sqlite',
    db,
    version,
    async close() {
      await db.destroy();
      await unlock();
    },
  };
}

/** Statements kept compiled: more than the distinct queries the server runs; a query built from a list's length adds one per length. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 behind Kysely, binding booleans as 0 or 1 (better-sqlite3 refuses them);
 * `executed` hears of every statement run, which may change the database.
 */
function sqliteDriver(sqlite: SQLite.Database, executed: () => void): SqliteDatabase {
  const bind = (parameters: ReadonlyArray<unknown>) =>
    parameters.some((p) => typeof p === 'boolean') ? parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p)) : parameters;
  // Kysely prepares each query it runs; the compiled statements are kept by their text, as few as the code has.
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (statement === undefined) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const prepare = (text: string): SqliteStatement => {
    const statement = prepared(text);
    return {
      reader: statement.reader,
      all: (parameters) => {
        executed();
        return statement.all(bind(parameters));
      },
      run: (parameters) => {
        executed();
        return statement.run(bind(parameters));
      },
      iterate: (parameters) => {
        executed();
        return statement.iterate(bind(parameters));
      },
    };
  };
  return { close: () => sqlite.close(), prepare };
}

/**
 * Whether a failure means the database could not be reached or dropped the connection (a restart, a failover, a
 * pooler recycling connections, `pg_terminate_backend`), rather than refusing the query: the request did not
 * happen and may be repeated once the pool has reconnected.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(error.message);
}
/** Node's network errors, and PostgreSQL's shutdown and too-many-connections codes (class 08 is checked apart). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * A performance device (server/performance.ts): node-postgres is loaded when the store is PostgreSQL, not at start,
 * so that the embedded default starts without it.
 */
const loadPostgres = () => import('pg');
if (!deviceOn('lazyPostgres')) await loadPostgres();

/**
 * Whether PostgreSQL aborted a transaction for what others did at the same time (a serialization failure or a
 * deadlock): nothing of it was done, and run again it may well succeed.
 */
export function isStoreConflict(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return code === '40001' || code === '40P01';
}

async function openPostgres(url: string, onConnectionLost: (error: Error) => void): Promise<Database> {
  const { default: pg } = await loadPostgres();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000, // an unreachable database answers 503 within this, instead of holding requests
    // int8 as numbers, as SQLite returns them: every int8 here is a millisecond time or a count.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that the database drops emits 'error': through the pool while idle, on the client itself while a
  // query holds it (that query fails too). Unheard, either would end the process. The pool discards the connection
  // and opens a new one on the next query.
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    const { rows } = await sql<{ legacy: boolean }>`SELECT to_regclass('schema_migrations') IS NOT NULL AS legacy`.execute(db);
    if (rows[0]?.legacy) {
      throw new StoreOpenError(
        'DATABASE_URL names a database whose tables were created by an earlier version of this sandbox (it has a schema_migrations table). ' +
          'Point DATABASE_URL at an empty database, or drop that schema (DROP SCHEMA public CASCADE; CREATE SCHEMA public;) to start with an empty sandbox.',
      );
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { engine: 'postgres', db, listen: listenOn(pg, url, onConnectionLost), close: () => db.destroy() };
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

function listenOn(pg: typeof import('pg').default, url: string, onConnectionLost: (error: Error) => void): Listen {
  return async (channel, onNotify, onResume) => {
    let stopped = false;
    let client: InstanceType<typeof pg.Client> | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (resumed: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
      const again = (error?: Error) => {
        if (error) onConnectionLost(error);
        if (stopped || client !== next) return;
        client = undefined;
        retry = setTimeout(() => void connect(true).catch(() => undefined), RELISTEN_MS);
      };
      next.on('error', again);
      next.on('end', () => again());
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      } catch (error) {
        again(error as Error);
        if (!resumed) throw error;
        return;
      }
      if (resumed) onResume();
    };
    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}

/** Applies the migrations not applied yet. On PostgreSQL, Kysely's migration lock lets several processes start at once. */
async function migrate({ db, engine }: Database): Promise<void> {
  const migrations = migrationsFor(engine);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
