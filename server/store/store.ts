// The store behind one small interface: PGlite in a data directory by default, PostgreSQL via DATABASE_URL.
// Both run the same SQL and the same ordered migrations.
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './lock.js';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Store extends Queryable {
  /** Runs fn in one transaction; never hold it across network I/O. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsDir = new URL('./migrations/', import.meta.url);

/** Opens the store named by the options and brings its schema up to date. */
export async function openStore(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): Promise<Store> {
  const store = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir ?? 'memory://');
  try {
    await migrate(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

async function openPglite(dataDir: string): Promise<Store> {
  const inMemory = dataDir.startsWith('memory://') || dataDir === ':memory:';
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  const db = new PGlite(inMemory ? undefined : dataDir);
  await db.waitReady;
  return {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    // PGlite is one connection and runs queries and transactions one at a time.
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn({ query: async <R = Row>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows }));
    },
    async close() {
      await db.close();
      await unlock();
    },
  };
}

function openPostgres(url: string): Store {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // int8 as numbers, as PGlite returns them: every int8 here is a millisecond time or a count.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  return {
    kind: 'postgres',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <R = Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[] });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Applies the files of migrations/ in name order, each once, under an advisory lock (several processes may start at once). */
async function migrate(store: Store): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  await store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4242)');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    for (const file of files) {
      if (applied.has(file)) continue;
      for (const statement of splitStatements(await readFile(new URL(file, migrationsDir), 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    }
  });
}

/** Migrations are plain statements separated by semicolons at line ends (no procedural bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
