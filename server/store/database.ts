// Opens the engine behind the store and brings its schema up to date: SQLite (better-sqlite3, WAL) in a data
// directory by default, PostgreSQL through DATABASE_URL. Every difference between the two engines that is not a
// column type lives here or in dialect.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { lockDataDir } from './lock.js';
import { migrationsFor, type Engine } from './migrations/index.js';
import type { Tables } from './schema.js';

export type { Engine } from './migrations/index.js';

export interface Database {
  engine: Engine;
  db: Kysely<Tables>;
  close(): Promise<void>;
}

/** A store that this version cannot open as it is; the message says what to do. */
export class StoreOpenError extends Error {}

export const SQLITE_FILE = 'sandbox.sqlite';
export const isInMemory = (dataDir: string) => dataDir === ':memory:' || dataDir.startsWith('memory://');

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openSqlite(options.dataDir ?? ':memory:');
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
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
  return {
    engine: 'sqlite',
    db,
    async close() {
      await db.destroy();
      await unlock();
    },
  };
}

/**
 * better-sqlite3 behind Kysely, with two differences from the plain driver: each SQL text is prepared once (the
 * driver prepares on every query, which costs more than running a small indexed one), and booleans bind as 0 or 1
 * (better-sqlite3 refuses them).
 */
function preparedOnce(sqlite: SQLite.Database): SqliteDatabase {
  const MAX_STATEMENTS = 500; // the queries are fixed texts; the bound only matters if a list length varies
  const statements = new Map<string, SqliteStatement>();
  const bind = (parameters: ReadonlyArray<unknown>) =>
    parameters.some((p) => typeof p === 'boolean') ? parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p)) : parameters;
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        const prepared = sqlite.prepare(text);
        statement = {
          reader: prepared.reader,
          all: (parameters) => prepared.all(bind(parameters)),
          run: (parameters) => prepared.run(bind(parameters)),
          iterate: (parameters) => prepared.iterate(bind(parameters)),
        };
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg'); // loaded only for PostgreSQL: the embedded default starts faster without it
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // int8 as numbers, as SQLite returns them: every int8 here is a millisecond time or a count.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
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
  return { engine: 'postgres', db, close: () => db.destroy() };
}

/** Applies the migrations not applied yet. On PostgreSQL, Kysely's migration lock lets several processes start at once. */
async function migrate({ db, engine }: Database): Promise<void> {
  const migrations = migrationsFor(engine);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
