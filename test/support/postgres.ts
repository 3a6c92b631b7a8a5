// A throwaway PostgreSQL database per test file, when a server is reachable (PG_TEST_URL, or the local one).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const postgresAvailable = await reachable();
if (!postgresAvailable) console.warn(`PostgreSQL not reachable at ${adminUrl}: store tests run on PGlite only.`);

export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `acct_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The stores to run a suite on: PGlite always, PostgreSQL when reachable. */
export const storeKinds = postgresAvailable ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
