// The store on each backend: migrations are ordered and idempotent, transactions roll back, deletes cascade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../server/store/store.js';
import { freshDatabase, storeKinds } from '../support/postgres.js';

describe.each(storeKinds)('store on %s', (kind) => {
  let store: Store;
  let options: { databaseUrl?: string; dataDir?: string };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === 'postgres') {
      const db = await freshDatabase();
      options = { databaseUrl: db.url };
      drop = db.drop;
    } else {
      options = { dataDir: 'memory://' };
    }
    store = await openStore(options);
  });
  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it('applies every migration once, in order', async () => {
    const applied = await store.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.map((r) => r.version)).toEqual(['001_init.sql', '002_transfers.sql', '003_link_page.sql']);
    if (kind === 'postgres') {
      const again = await openStore(options); // a second process starting on the same database
      expect(await again.query('SELECT version FROM schema_migrations')).toHaveLength(3);
      await again.close();
    }
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.query("INSERT INTO settings (key, value) VALUES ('rollback', 'x')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.query("SELECT 1 FROM settings WHERE key = 'rollback'")).toEqual([]);
  });

  it('returns bigint columns as numbers on both backends', async () => {
    const [row] = await store.query<{ n: number }>('SELECT 1700000000000::bigint AS n');
    expect(row!.n).toBe(1_700_000_000_000);
  });

  it("erases a connection's rows with it", async () => {
    const client = '33333333-3333-4333-8333-333333333333';
    const connection = '44444444-4444-4444-8444-444444444444';
    await store.query("INSERT INTO api_clients (id, name, secret_hash, created_at) VALUES ($1, 'c', 'h', 0)", [client]);
    await store.query(
      `INSERT INTO connections (id, client_id, user_id, type, username, account_id, account_name, token_id_hash, access_token_hash, access_expires_at, refresh_token_hash, refresh_expires_at, created_at, refreshed_at)
       VALUES ($1, $2, 'u', 'gemini', 'x', 'a', 'n', 't', 'a', 0, 'r', 0, 0, 0)`,
      [connection, client],
    );
    await store.query("INSERT INTO positions (connection_id, kind, symbol, amount) VALUES ($1, 'crypto', 'BTC', 1)", [connection]);
    await store.query("INSERT INTO balances (connection_id, symbol, cash, buying_power) VALUES ($1, 'USD', 1, 1)", [connection]);
    await store.query("INSERT INTO deposit_addresses (connection_id, symbol, network_id, address) VALUES ($1, 'BTC', $2, 'bc1q')", [connection, '0880db06-7c7c-4738-898f-cf74efc03c47']);
    await store.query('DELETE FROM connections WHERE id = $1', [connection]);
    for (const table of ['positions', 'balances', 'deposit_addresses']) {
      expect(await store.query(`SELECT 1 FROM ${table} WHERE connection_id = $1`, [connection]), table).toEqual([]);
    }
  });
});
