// Throwaway PostgreSQL databases for tests and benchmarks, on the server at PG_TEST_URL (or the local one).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function postgresReachable(): Promise<boolean> {
  return onAdmin('SELECT 1').then(
    () => true,
    () => false,
  );
}

/** A new empty database and a way to drop it. */
export async function freshDatabase(prefix = 'acct_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
