// Throwaway PostgreSQL databases with the store's schema already in them, copied from a template database.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { adminUrl, freshDatabase } from '../../scripts/postgres.js';
import { openDatabase } from '../../server/store/database.js';

const MIGRATIONS = new URL('../../server/store/migrations/', import.meta.url);
/** The template's name: the migrations' own text decides it, so that a changed or new migration makes a new one. */
const template = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(new URL(file, MIGRATIONS)));
  return `acct_template_${hash.digest('hex').slice(0, 16)}`;
})();

/**
 * Runs a statement on the admin database. A statement on a database another session has open (55006: the process
 * that just closed its connections to it, whose backend PostgreSQL ends a moment later) is tried again, a few times.
 */
async function onAdmin(statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
  }
}

/** The template: a database the store's migrations were applied to, made once (by whichever process gets there first). */
async function makeTemplate(): Promise<void> {
  const building = await freshDatabase(`${template}_building`);
  try {
    const database = await openDatabase({ databaseUrl: building.url });
    await database.close();
    await onAdmin(`ALTER DATABASE ${new URL(building.url).pathname.slice(1)} RENAME TO ${template}`);
  } catch (error) {
    await building.drop();
    if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: another process made it meanwhile
  }
}

/**
 * A new database with the store's schema already in it, and a way to drop it: a copy of a template that the
 * migrations were applied to once, keyed by their text. A server then starts on it in ~50 ms rather than the ~600 ms its
 * migrations take on an empty one (the tests of the migrations themselves start from freshDatabase).
 */
export async function migratedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `acct_test_${randomBytes(6).toString('hex')}`;
  try {
    await onAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // 3D000: no template yet
    await makeTemplate();
    await onAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
