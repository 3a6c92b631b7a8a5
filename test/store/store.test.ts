// The store on each engine: migrations are ordered and idempotent, transactions roll back, deletes cascade, and
// times, booleans and JSON read back the same on both. A data directory or database of an earlier version is
// refused with what to do, and left as it was.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plus } from '../../server/institutions/decimal.js';
import { SQLITE_FILE } from '../../server/store/database.js';
import { DataDirLockedError } from '../../server/store/lock.js';
import { migrationsFor } from '../../server/store/migrations/index.js';
import type { Tables } from '../../server/store/schema.js';
import { openStore, StoreOpenError, type Store } from '../../server/store/store.js';
import { freshDatabase, postgresAvailable, storeKinds } from '../support/postgres.js';

const CLIENT = '33333333-3333-4333-8333-333333333333';
const CONNECTION = '44444444-4444-4444-8444-444444444444';
const connectionRow = (id: string) => ({
  id,
  client_id: CLIENT,
  user_id: 'u',
  type: 'gemini',
  username: id,
  account_id: 'a',
  account_name: 'n',
  token_id_hash: `t${id}`,
  token_id_sealed: null,
  access_token_hash: `a${id}`,
  access_expires_at: 0,
  refresh_token_hash: `r${id}`,
  refresh_expires_at: 0,
  mfa_challenge_hash: null,
  created_at: 0,
  refreshed_at: 0,
});
const transferRow = (id: string, connectionId: string) => ({
  id,
  client_id: CLIENT,
  connection_id: connectionId,
  user_id: 'u',
  type: 'gemini',
  symbol: 'ETH',
  network_id: null,
  chain: null,
  from_address: null,
  to_address: null,
  tx_id: 'tx',
  tx_hash: null,
  hash_on_requery: false,
  client_transaction_id: null,
  status: 'Pending',
  settle_at: 0,
  created_at: 0,
  updated_at: 0,
});

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
      options = { dataDir: ':memory:' };
    }
    store = await openStore(options);
    await store.clients.insert({ id: CLIENT, name: 'c', secretHash: 'h', createdAt: 1_700_000_000_000 });
  });
  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it('runs on the engine the options name', () => {
    expect(store.engine).toBe(kind);
  });

  it('applies every migration once, in order', async () => {
    const applied = await store.db.introspection.getTables();
    expect(applied.map((t) => t.name)).toEqual(
      expect.arrayContaining(['api_clients', 'connections', 'transfers', 'webhook_events', 'link_sessions']),
    );
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(store.db);
    expect(rows.map((m) => m.name)).toEqual([
      '001_init',
      '002_transfers',
      '003_link_page',
      '004_sealed_token_id',
      '005_concurrency',
      '006_rate_limits',
      '007_idempotency_keys',
      '008_reauthentication',
      '009_institution_failures',
      '010_transfer_outcome',
      '011_transfer_previews',
      '012_decimal_amounts',
      '013_transfer_indexes',
      '014_test_clocks',
      '015_sandbox_users',
      '016_orders',
      '017_webhook_attempt_details',
      '018_dashboard_log',
      '019_fault_rules',
      '020_client_settings',
      '021_fault_counts',
      '022_transfer_purpose',
      '023_transfer_address_tag',
      '024_upstream',
    ]);
    if (kind === 'postgres') {
      const again = await openStore(options); // a second process starting on the same database
      expect(await again.clients.count()).toBe(1);
      await again.close();
    }
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.clients.settingOnce('rollback', 'x');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.clients.setting('rollback')).toBeUndefined();
  });

  it('keeps the first value of a setting', async () => {
    expect(await store.clients.settingOnce('first', 'a')).toBe('a');
    expect(await store.clients.settingOnce('first', 'b')).toBe('a');
  });

  it('reads times as numbers, booleans as booleans and JSON as values on both engines', async () => {
    const [row] = await store.db.selectFrom('api_clients').select('created_at').where('id', '=', CLIENT).execute();
    expect(row!.created_at).toBe(1_700_000_000_000);
    expect(await store.clients.webhookForUpdate(CLIENT)).toEqual({ url: null, enabled: true });
    expect(await store.clients.setWebhook(CLIENT, 'https://example.test/hooks', 'whsec_x')).toBe(true);
    await store.clients.disableWebhook(CLIENT);
    expect(await store.clients.webhookForUpdate(CLIENT)).toEqual({ url: 'https://example.test/hooks', enabled: false });
    const options = { userId: 'u', transferOptions: { toAddresses: [{ symbol: 'ETH', address: '0x1', networkId: null }] } };
    await store.linkSessions.insert({ id: 'ls_json', clientId: CLIENT, userId: 'u', options, createdAt: 0, expiresAt: 10 });
    expect(await store.linkSessions.findUnused('ls_json', CLIENT, 5)).toEqual({ id: 'ls_json', clientId: CLIENT, userId: 'u', options });
    expect(await store.linkSessions.findUnused('ls_json', CLIENT, 10)).toBeUndefined();
  });

  it('keeps amounts as exact decimals: what the domain computed reads back the same, to the last digit', async () => {
    const id = '44444444-4444-4444-8444-000000000012';
    const computed = plus(0.1, 0.2); // 0.3, exactly; as floats 0.1 + 0.2 is 0.30000000000000004
    await store.connections.connectLogin(
      connectionRow(id),
      [{ kind: 'crypto', symbol: 'ETH', amount: computed, costBasis: 0.807599, details: null }],
      [{ symbol: 'USD', cash: 0.1, buyingPower: 1e-7 }],
    );
    const positions = () => store.db.selectFrom('positions').select(['amount', 'cost_basis']).where('connection_id', '=', id).execute();
    expect(await positions()).toEqual([{ amount: '0.3', cost_basis: '0.807599' }]);
    expect(await store.db.selectFrom('balances').select(['cash', 'buying_power']).where('connection_id', '=', id).execute()).toEqual([
      { cash: '0.1', buying_power: '0.0000001' },
    ]);
    expect(await store.connections.positions(id)).toEqual([
      { kind: 'crypto', symbol: 'ETH', amount: 0.3, costBasis: 0.807599, details: null },
    ]);

    await store.connections.setCryptoAmount(id, 'ETH', 0.807599);
    expect(await positions()).toEqual([{ amount: '0.807599', cost_basis: '0.807599' }]);
    expect(await store.connections.cryptoHoldings(id, 'ETH')).toEqual([{ symbol: 'ETH', amount: 0.807599 }]);

    const transfer = await store.transfers.insert({
      ...transferRow('66666666-6666-4666-8666-000000000012', id),
      amount: computed,
      fee: 0.00000001,
      amount_in_fiat: 1234.56,
    });
    expect(transfer).toMatchObject({ amount: 0.3, fee: 0.00000001, amount_in_fiat: 1234.56, hash_on_requery: false });
    expect(
      await store.db.selectFrom('transfers').select(['amount', 'fee', 'amount_in_fiat']).where('id', '=', transfer.id).execute(),
    ).toEqual([{ amount: '0.3', fee: '0.00000001', amount_in_fiat: '1234.56' }]);
    expect(await store.transfers.pendingAmounts(id, 'ETH')).toEqual([{ amount: 0.3, fee: 0.00000001 }]);

    // More digits than a double holds (17 significant): the columns themselves are exact, as no float column is.
    const wide = '123456789.123456789012345678';
    await store.db.updateTable('positions').set({ amount: wide }).where('connection_id', '=', id).execute();
    expect(await positions()).toEqual([{ amount: wide, cost_basis: '0.807599' }]);
    await store.connections.remove(id);
  });

  it('lists more connections of a client than one statement can bind (70,000), each with its own holdings', async () => {
    const client = '55555555-5555-4555-8555-555555555555';
    await store.clients.insert({ id: client, name: 'many', secretHash: 'h', createdAt: 0 });
    // Made by the database itself: 70,000 connect calls would take minutes. Ids are uuids numbered 1 to 70,000.
    const id =
      kind === 'postgres'
        ? sql`CAST('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0') AS uuid)`
        : sql`'00000000-0000-4000-8000-' || printf('%012x', i)`;
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 70000)
      INSERT INTO connections (id, client_id, user_id, type, username, account_id, account_name, token_id_hash, token_id_sealed,
        access_token_hash, access_expires_at, refresh_token_hash, refresh_expires_at, mfa_challenge_hash, created_at, refreshed_at)
      SELECT ${id},
        ${client}, 'many', 'gemini', 'u' || i, 'a', 'n', 'many-t' || i, NULL, 'many-a' || i, 0, 'many-r' || i, 0, NULL, i, 0 FROM n`.execute(
      store.db,
    );
    const last = '00000000-0000-4000-8000-000000011170'; // 70,000 in hex
    await store.db
      .insertInto('positions')
      .values({ connection_id: last, kind: 'crypto', symbol: 'ETH', amount: '1.5', cost_basis: null, details: null })
      .execute();
    const rows = await store.dashboard.connections(client);
    expect(rows).toHaveLength(70_000);
    expect(rows.at(-1)).toMatchObject({ id: last, holdings: [{ symbol: 'ETH', amount: 1.5 }], balances: [] });
    expect(rows.filter((r) => r.holdings.length > 0)).toHaveLength(1);
  }, 60_000);

  it("erases a connection's rows with it", async () => {
    await store.connections.connectLogin(
      {
        id: CONNECTION,
        client_id: CLIENT,
        user_id: 'u',
        type: 'gemini',
        username: 'x',
        account_id: 'a',
        account_name: 'n',
        token_id_hash: 't',
        token_id_sealed: null,
        access_token_hash: 'a',
        access_expires_at: 0,
        refresh_token_hash: 'r',
        refresh_expires_at: 0,
        mfa_challenge_hash: null,
        created_at: 0,
        refreshed_at: 0,
      },
      [{ kind: 'crypto', symbol: 'BTC', amount: 1, costBasis: null, details: { note: 'x' } }],
      [{ symbol: 'USD', cash: 1, buyingPower: 1 }],
    );
    await store.connections.addDepositAddress({
      connectionId: CONNECTION,
      symbol: 'BTC',
      networkId: '0880db06-7c7c-4738-898f-cf74efc03c47',
      address: 'bc1q',
      memo: null,
    });
    expect(await store.connections.positions(CONNECTION)).toEqual([
      { kind: 'crypto', symbol: 'BTC', amount: 1, costBasis: null, details: { note: 'x' } },
    ]);
    const found = await store.connections.findByTokenWithPositions(CLIENT, 'gemini', 't', 1_000);
    expect(found?.connection).toMatchObject({ id: CONNECTION, byTokenId: true });
    expect(found?.positions).toEqual(await store.connections.positions(CONNECTION));
    expect(found?.failure).toBeNull();
    expect(await store.connections.findByTokenWithPositions(CLIENT, 'kraken', 't', 1_000)).toBeUndefined();
    // The read brings the failure the client set on the institution while it lasts, once per read, not per position.
    await store.institutionFailures.set({ client_id: CLIENT, type: 'gemini', error: 'unavailable', until: 2_000 });
    expect(await store.connections.findByTokenWithPositions(CLIENT, 'gemini', 't', 1_000)).toMatchObject({
      positions: found?.positions,
      failure: { error: 'unavailable', until: 2_000 },
    });
    expect((await store.connections.findByTokenWithPositions(CLIENT, 'gemini', 't', 2_000))?.failure).toBeNull();
    await store.institutionFailures.clear(CLIENT, 'gemini');
    await store.connections.setCryptoAmount(CONNECTION, 'BTC', 0);
    expect(await store.connections.cryptoHoldings(CONNECTION, 'BTC')).toEqual([{ symbol: 'BTC', amount: 0 }]);
    await store.db.deleteFrom('positions').where('connection_id', '=', CONNECTION).execute();
    expect(await store.connections.findByTokenWithPositions(CLIENT, 'gemini', 'a', 1_000)).toMatchObject({
      connection: { id: CONNECTION, byTokenId: false },
      positions: [],
    });
    await store.connections.remove(CONNECTION);
    for (const table of ['balances', 'deposit_addresses'] as const) {
      expect(await store.db.selectFrom(table).select('connection_id').where('connection_id', '=', CONNECTION).execute(), table).toEqual([]);
    }
  });
});

describe('the SQLite data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps data across a restart and is locked while another live process holds it', async () => {
    const first = await openStore({ dataDir: dir });
    await first.clients.settingOnce('kept', 'yes');
    await first.close();
    await writeFile(join(dir, 'server.lock'), String(process.ppid)); // a live process that is not this one
    await expect(openStore({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await rm(join(dir, 'server.lock'));
    const second = await openStore({ dataDir: dir });
    expect(await second.clients.setting('kept')).toBe('yes');
    await second.close();
  });

  it('is locked against a second store of this same process, whose pid the lock file cannot tell apart, until the first closes', async () => {
    const first = await openStore({ dataDir: dir });
    await expect(openStore({ dataDir: `${dir}/.` })).rejects.toThrow(/in use by another server of this process/);
    await first.close();
    const second = await openStore({ dataDir: dir });
    await second.close();
  });

  it('answers a holdings read again without a query until something changes the database, here or in another connection', async () => {
    const store = await openStore({ dataDir: dir });
    await store.clients.insert({ id: CLIENT, name: 'c', secretHash: 'h', createdAt: 0 });
    await store.connections.connectLogin(connectionRow(CONNECTION), [{ kind: 'crypto', symbol: 'BTC', amount: 1, costBasis: null }], []);
    const read = () => store.connections.findByTokenWithPositions(CLIENT, 'gemini', `t${CONNECTION}`, 1_000);
    const first = await read();
    expect(await read()).toBe(first); // the same answer, not a new query's
    expect(Object.isFrozen(first?.positions[0])).toBe(true); // shared by every caller, so none may change it

    await store.connections.setCryptoAmount(CONNECTION, 'BTC', 2); // through the store
    expect((await read())?.positions).toMatchObject([{ symbol: 'BTC', amount: 2 }]);
    await store.db.updateTable('positions').set({ amount: '3' }).execute(); // beneath it, in the same connection
    expect((await read())?.positions).toMatchObject([{ symbol: 'BTC', amount: 3 }]);
    await expect(
      store.transaction(async (tx) => {
        await tx.connections.setCryptoAmount(CONNECTION, 'BTC', 4);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await read();
    expect(kept?.positions).toMatchObject([{ symbol: 'BTC', amount: 3 }]);
    expect(await read()).toBe(kept);
    const other = new SQLite(join(dir, SQLITE_FILE)); // another connection: a tool opened on the file
    other.prepare("UPDATE positions SET amount = '5'").run();
    other.close();
    await new Promise((turned) => setImmediate(turned)); // the version is asked again once per turn of the event loop
    expect((await read())?.positions).toMatchObject([{ symbol: 'BTC', amount: 5 }]);
    // A failure that lasts until a time is read again once that time has come.
    await store.institutionFailures.set({ client_id: CLIENT, type: 'gemini', error: 'unavailable', until: 2_000 });
    expect((await read())?.failure).toMatchObject({ until: 2_000 });
    expect((await store.connections.findByTokenWithPositions(CLIENT, 'gemini', `t${CONNECTION}`, 2_000))?.failure).toBeNull();
    await store.close();
  });

  it('refuses a PGlite directory of an earlier version, says what to do, and changes nothing', async () => {
    const legacy = await mkdtemp(join(tmpdir(), 'pglite-'));
    await writeFile(join(legacy, 'PG_VERSION'), '17\n');
    const error = await openStore({ dataDir: legacy }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreOpenError);
    expect((error as Error).message).toMatch(/PGlite database left by an earlier version.*Move that directory away or delete it/);
    expect(await readdir(legacy)).toEqual(['PG_VERSION']);
    await rm(legacy, { recursive: true });
  });
});

describe.skipIf(!postgresAvailable)('a PostgreSQL database of an earlier version', () => {
  it('is refused with what to do, and left as it was', async () => {
    const { url, drop } = await freshDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        "CREATE TABLE schema_migrations (version text PRIMARY KEY); INSERT INTO schema_migrations VALUES ('001_init.sql')",
      );
      const error = await openStore({ databaseUrl: url }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreOpenError);
      expect((error as Error).message).toMatch(/earlier version.*empty database/);
      const { rows } = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual(['schema_migrations']);
    } finally {
      await client.end();
      await drop();
    }
  });
});

describe.each(storeKinds)('a %s database with duplicate connections left by an earlier version', (kind) => {
  it('merges them into the newest at start, moving their transfers onto it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-dup-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const dialect = database
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) })
      : new SqliteDialect({ database: new SQLite(join(dir, SQLITE_FILE)) });
    const old = new Kysely<Tables>({ dialect });
    try {
      const migrations = migrationsFor(kind);
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('004_sealed_token_id')).error).toBeUndefined();
      await old.insertInto('api_clients').values({ id: CLIENT, name: 'c', secret_hash: 'h', created_at: 0 }).execute();
      const login = {
        client_id: CLIENT,
        user_id: 'u',
        type: 'gemini',
        username: 'x',
        account_id: 'a',
        account_name: 'n',
        token_id_sealed: null,
        access_expires_at: 0,
        refresh_expires_at: 0,
        mfa_challenge_hash: null,
        refreshed_at: 0,
      };
      const ids = ['55555555-5555-4555-8555-000000000001', '55555555-5555-4555-8555-000000000002'];
      for (const [i, id] of ids.entries()) {
        await old
          .insertInto('connections')
          .values({ ...login, id, token_id_hash: `t${i}`, access_token_hash: `a${i}`, refresh_token_hash: `r${i}`, created_at: i })
          .execute();
      }
      await old
        .insertInto('transfers')
        .values({
          id: '66666666-6666-4666-8666-666666666666',
          client_id: CLIENT,
          connection_id: ids[0]!,
          user_id: 'u',
          type: 'gemini',
          symbol: 'ETH',
          amount: '1',
          fee: null,
          network_id: null,
          chain: null,
          from_address: null,
          to_address: null,
          tx_id: 'tx',
          tx_hash: null,
          hash_on_requery: kind === 'postgres' ? false : (0 as never),
          client_transaction_id: null,
          amount_in_fiat: null,
          status: 'Pending',
          settle_at: 0,
          created_at: 0,
          updated_at: 0,
        })
        .execute();
    } finally {
      await old.destroy();
    }
    const store = await openStore(database ? { databaseUrl: database.url } : { dataDir: dir });
    try {
      expect(await store.db.selectFrom('connections').select('id').execute()).toEqual([{ id: '55555555-5555-4555-8555-000000000002' }]);
      expect(await store.db.selectFrom('transfers').select('connection_id').execute()).toEqual([
        { connection_id: '55555555-5555-4555-8555-000000000002' },
      ]);
    } finally {
      await store.close();
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(storeKinds)('a %s database with float amounts left by an earlier version', (kind) => {
  // Doubles as 0.1 + 0.2 and other sums left them, and ones written from decimals: each becomes its shortest decimal.
  const stored = { noise: 0.1 + 0.2, eth: 0.807599, wide: 12345678.12345678, tiny: 1e-7, fiat: 1234.56, big: 1e21 };
  const decimals = {
    noise: '0.30000000000000004',
    eth: '0.807599',
    wide: '12345678.12345678',
    tiny: '0.0000001',
    fiat: '1234.56',
    big: '1000000000000000000000',
  };

  it('migrates every amount to an exact decimal of the same value, keeping its rows, constraints and indexes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-float-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const dialect = database
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) })
      : new SqliteDialect({ database: new SQLite(join(dir, SQLITE_FILE)) });
    // The amount columns were floats then: the rows are written as numbers.
    const old = new Kysely<Record<string, Record<string, unknown>>>({ dialect });
    const ids = ['55555555-5555-4555-8555-000000000021', '55555555-5555-4555-8555-000000000022'];
    const transferId = '66666666-6666-4666-8666-000000000021';
    let sqliteSchema: string[] = [];
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrationsFor(kind) } });
      expect((await migrator.migrateTo('011_transfer_previews')).error).toBeUndefined();
      await old.insertInto('api_clients').values({ id: CLIENT, name: 'c', secret_hash: 'h', created_at: 0 }).execute();
      for (const id of ids) await old.insertInto('connections').values(connectionRow(id)).execute();
      await old
        .insertInto('positions')
        .values([
          { connection_id: ids[0], kind: 'crypto', symbol: 'ETH', amount: stored.eth, cost_basis: stored.noise, details: null },
          { connection_id: ids[0], kind: 'crypto', symbol: 'BTC', amount: stored.tiny, cost_basis: null, details: null },
          { connection_id: ids[1], kind: 'equity', symbol: 'AAPL', amount: stored.wide, cost_basis: stored.big, details: null },
        ])
        .execute();
      await old
        .insertInto('balances')
        .values({ connection_id: ids[0], symbol: 'USD', cash: stored.fiat, buying_power: stored.noise })
        .execute();
      const hashOnRequery = kind === 'postgres' ? false : 0;
      await old
        .insertInto('transfers')
        .values({
          ...transferRow(transferId, ids[0]!),
          hash_on_requery: hashOnRequery,
          amount: stored.wide,
          fee: stored.tiny,
          amount_in_fiat: null,
        })
        .execute();
      await old
        .insertInto('webhook_events')
        .values({ id: 'evt', client_id: CLIENT, transfer_id: transferId, seq: 1, payload: '{}', next_attempt_at: 0, created_at: 0 })
        .execute();
      if (kind === 'sqlite')
        sqliteSchema = (
          await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name`.execute(old)
        ).rows.map((r) => r.sql);
    } finally {
      await old.destroy();
    }

    const store = await openStore(database ? { databaseUrl: database.url } : { dataDir: dir });
    try {
      const db = store.db;
      expect(
        await db.selectFrom('positions').select(['connection_id', 'symbol', 'amount', 'cost_basis']).orderBy('symbol').execute(),
      ).toEqual([
        { connection_id: ids[1], symbol: 'AAPL', amount: decimals.wide, cost_basis: decimals.big },
        { connection_id: ids[0], symbol: 'BTC', amount: decimals.tiny, cost_basis: null },
        { connection_id: ids[0], symbol: 'ETH', amount: decimals.eth, cost_basis: decimals.noise },
      ]);
      expect(await db.selectFrom('balances').select(['cash', 'buying_power']).execute()).toEqual([
        { cash: decimals.fiat, buying_power: decimals.noise },
      ]);
      expect(await db.selectFrom('transfers').select(['id', 'amount', 'fee', 'amount_in_fiat']).execute()).toEqual([
        { id: transferId, amount: decimals.wide, fee: decimals.tiny, amount_in_fiat: null },
      ]);
      // The store reads them as the numbers they were.
      expect(await store.connections.positions(ids[0]!)).toEqual([
        { kind: 'crypto', symbol: 'BTC', amount: stored.tiny, costBasis: null, details: null },
        { kind: 'crypto', symbol: 'ETH', amount: stored.eth, costBasis: stored.noise, details: null },
      ]);
      // The webhook event of the transfer survived the rebuild, and the foreign keys still hold and cascade.
      expect(await db.selectFrom('webhook_events').select('transfer_id').execute()).toEqual([{ transfer_id: transferId }]);
      await expect(
        db
          .insertInto('positions')
          .values({
            connection_id: '55555555-5555-4555-8555-00000000dead',
            kind: 'crypto',
            symbol: 'X',
            amount: '1',
            cost_basis: null,
            details: null,
          })
          .execute(),
      ).rejects.toThrow(/foreign key/i);
      await expect(
        db.insertInto('balances').values({ connection_id: ids[0]!, symbol: 'USD', cash: '1', buying_power: '1' }).execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      await store.connections.remove(ids[0]!);
      expect(await db.selectFrom('transfers').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('webhook_events').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('balances').select('symbol').execute()).toEqual([]);

      if (kind === 'sqlite') {
        // The same schema, but the amount columns' type: same columns, order, constraints and indexes.
        // 013_transfer_indexes, after this migration, and 016_orders'
        const laterIndexes = [
          'transfers_connection',
          'transfers_destination',
          'orders_connection',
          'dashboard_requests_by_id',
          'fault_rules_by_counter',
        ];
        // 014_test_clocks, 015_sandbox_users (which also gives connections its scenario column) and 016_orders;
        // 017_webhook_attempt_details gives webhook_attempts three columns; 018_dashboard_log adds the dashboard's
        // tables, 019_fault_rules the fault rules', 020_client_settings the clients' settings, 021_fault_counts the
        // fault rules' counters and versions
        const laterTables = [
          'test_clocks',
          'sandbox_users',
          'orders',
          'dashboard_feeds',
          'dashboard_events',
          'dashboard_requests',
          'dashboard_minutes',
          'fault_rules',
          'client_settings',
          'fault_rule_counters',
          'fault_rule_versions',
          'upstream_clients',
          'drift_entries',
          'drift_counts',
        ];
        const now = (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name`.execute(db)).rows
          .map((r) =>
            r.sql
              .replace(/, "scenario" text/, '')
              .replace(/, "request_headers" text, "request_body" text, "response_excerpt" text/, '')
              // 022_transfer_purpose's, then 023_transfer_address_tag's
              .replace(/, "transfer_type" text, "sub_client_id" text, "address_tag" text/, ''),
          )
          .filter((text) => !laterIndexes.some((name) => text.includes(`"${name}"`)))
          .filter((text) => !laterTables.some((name) => text.startsWith(`CREATE TABLE "${name}"`)));
        const amountsAsText = (text: string) =>
          text.replace(/"(amount|cost_basis|cash|buying_power|fee|amount_in_fiat)" real/g, '"$1" text');
        expect(now).toEqual(sqliteSchema.map(amountsAsText));
        expect(now.join('\n')).not.toMatch(/ real\b/);
        expect((await sql`PRAGMA foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
      } else {
        const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
          SELECT table_name, column_name, data_type FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN ('numeric', 'double precision', 'real') ORDER BY table_name, column_name`.execute(
          db,
        );
        expect(rows.map((r) => `${r.table_name}.${r.column_name} ${r.data_type}`)).toEqual([
          'balances.buying_power numeric',
          'balances.cash numeric',
          'orders.amount numeric',
          'orders.fee numeric',
          'orders.hold_amount numeric',
          'orders.price numeric',
          'orders.value numeric',
          'positions.amount numeric',
          'positions.cost_basis numeric',
          'transfers.amount numeric',
          'transfers.amount_in_fiat numeric',
          'transfers.fee numeric',
        ]);
      }
    } finally {
      await store.close();
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.each(storeKinds)('a %s database with fault rules counted before their counters (021_fault_counts)', (kind) => {
  it('keeps each rule’s counts, on a counter of its own, and counts on from them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-faults-'));
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    const dialect = database
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) })
      : new SqliteDialect({ database: new SQLite(join(dir, SQLITE_FILE)) });
    const old = new Kysely<Record<string, Record<string, unknown>>>({ dialect });
    const rule = {
      match: { operationIds: ['listNetworks'] },
      trigger: { kind: 'always', seed: 1 },
      until: null,
      action: { kind: 'reset' },
    };
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrationsFor(kind) } });
      expect((await migrator.migrateTo('020_client_settings')).error).toBeUndefined();
      await old.insertInto('api_clients').values({ id: CLIENT, name: 'c', secret_hash: 'h', created_at: 0 }).execute();
      for (const [id, matched, fired] of [
        ['a', 5, 2],
        ['b', 3, 0],
      ] as const)
        await old
          .insertInto('fault_rules')
          .values({ client_id: CLIENT, id, rule: JSON.stringify(rule), matched, fired, created_at: 0 })
          .execute();
    } finally {
      await old.destroy();
    }
    const store = await openStore(database ? { databaseUrl: database.url } : { dataDir: dir });
    try {
      const listed = await store.faultRules.list(CLIENT);
      expect(listed.map(({ id, matched, fired }) => [id, matched, fired])).toEqual([
        ['a', 5, 2],
        ['b', 3, 0],
      ]);
      expect(new Set(listed.map((r) => r.counter)).size).toBe(2); // the same match, but counted apart until replaced
      const counters = listed.map(({ counter, epoch }) => ({ key: counter, epoch }));
      const { version, counted } = await store.faultRules.count(CLIENT, 0, counters);
      expect([version, [...counted.values()].sort()]).toEqual([0, [4, 6]]);
      // At another version nothing is counted: the caller's copy of the rules is out of date.
      expect(await store.faultRules.count(CLIENT, 1, counters)).toEqual({ version: 0, counted: new Map() });
      // Nor on a counter another rule joined since its epoch was read; the others are counted.
      const [stale, current] = counters as [(typeof counters)[0], (typeof counters)[0]];
      const again = await store.faultRules.count(CLIENT, 0, [{ ...stale, epoch: stale.epoch + 1 }, current]);
      expect([...again.counted.keys()]).toEqual([current.key]);
    } finally {
      await store.close();
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
