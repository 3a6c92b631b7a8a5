// A new column of a client's sandbox is one line of its table's description for both the import and the export to
// carry it (issue 46, item 3): here columns of each encoding are added to the transfers table as a migration would,
// and to TRANSFERS in memory; the store's own write (sandboxImport's) and read (sandboxExport's) carry them, on
// both engines. The other edits of such a column (its migration, schema.ts, the spec's SandboxExportTransfer) are
// what any column needs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSandbox } from '../../../server/store/sandbox/sandboxState.js';
import { TRANSFERS } from '../../../server/store/sandbox/sandboxShapes.js';
import { columnTypes } from '../../../server/store/migrations/columns.js';
import { openStore, type Store } from '../../../server/store/store.js';
import { freshDatabase, storeKinds } from '../../support/postgres.js';

const CLIENT = '33333333-3333-4333-8333-333333333333';
const CONNECTION = '44444444-4444-4444-8444-444444444444';
const TRANSFER = '55555555-5555-4555-8555-555555555555';

/** The new columns, each of one encoding, and the value a transfer gives each. */
const ADDED = [
  { field: 'note', column: 'note', type: 'text', encoding: 'text', value: 'for the rent' },
  { field: 'gasUnits', column: 'gas_units', type: 'millis', encoding: 'int', value: 21_000 },
  { field: 'tip', column: 'tip', type: 'decimal', encoding: 'decimal', value: 0.30000000000000004 },
  { field: 'insured', column: 'insured', type: 'bool', encoding: 'bool', value: true },
  { field: 'labels', column: 'labels', type: 'json', encoding: 'json', value: { purpose: 'rent', tags: ['a', 'b'] } },
] as const;

const sandbox = (transfer: Record<string, unknown>): NewSandbox => ({
  clock: null,
  connections: [
    {
      id: CONNECTION,
      userId: 'u',
      type: 'gemini',
      username: 'user',
      accountId: 'a',
      accountName: 'Gemini',
      createdAt: 1,
      refreshedAt: 1,
      reauthRequired: false,
      scenario: null,
      positions: [],
      balances: [],
      depositAddresses: [],
      tokens: {
        token_id_hash: 't',
        token_id_sealed: null,
        access_token_hash: 'a',
        access_expires_at: 2,
        refresh_token_hash: 'r',
        refresh_expires_at: 3,
        mfa_challenge_hash: null,
      },
    },
  ],
  transfers: [
    {
      id: TRANSFER,
      connectionId: CONNECTION,
      userId: 'u',
      type: 'gemini',
      symbol: 'ETH',
      amount: 1.5,
      fee: null,
      networkId: null,
      chain: null,
      fromAddress: null,
      toAddress: null,
      txId: 'tx',
      txHash: null,
      hashOnRequery: false,
      clientTransactionId: null,
      amountInFiat: null,
      status: 'Pending',
      settleAt: 4,
      outcome: null,
      createdAt: 1,
      updatedAt: 1,
      ...transfer,
    } as NewSandbox['transfers'][number],
  ],
  webhookEvents: [],
  walletVerifications: [],
  sandboxUsers: [],
  institutionFailures: [],
  faultRules: [],
  settings: undefined,
  orders: [],
});

describe.each(storeKinds)('a column added to a sandbox table on %s', (kind) => {
  let store: Store;
  let drop: (() => Promise<void>) | undefined;
  const columns = TRANSFERS.columns as Record<string, readonly [string, string]>;
  beforeAll(async () => {
    if (kind === 'postgres') {
      const db = await freshDatabase();
      store = await openStore({ databaseUrl: db.url });
      drop = db.drop;
    } else {
      store = await openStore({ dataDir: ':memory:' });
    }
    await store.clients.insert({ id: CLIENT, name: 'c', secretHash: 'h', createdAt: 1 });
    // What its migration would do.
    const types = { ...columnTypes(kind), text: 'text' } as const;
    for (const { column, type } of ADDED) await store.db.schema.alterTable('transfers').addColumn(column, types[type]).execute();
  });
  afterAll(async () => {
    for (const { field } of ADDED) delete columns[field];
    await store?.close();
    await drop?.();
  });

  const roundTrip = async (transfer: Record<string, unknown>) => {
    await store.transaction((tx) => tx.sandboxState.reset(CLIENT));
    await store.transaction((tx) => tx.sandboxState.write(CLIENT, sandbox(transfer)));
    const stored = await sql<Record<string, unknown>>`SELECT * FROM transfers WHERE id = ${TRANSFER}`.execute(store.db);
    const exported = await store.transaction((tx) => tx.sandboxState.read(CLIENT));
    return { stored: stored.rows[0]!, exported: exported.transfers[0] as unknown as Record<string, unknown> };
  };

  it('is neither imported nor exported before its line is in the description', async () => {
    const values = Object.fromEntries(ADDED.map(({ field, value }) => [field, value]));
    const { stored, exported } = await roundTrip(values);
    for (const { field, column } of ADDED) {
      expect(stored[column], column).toBeNull();
      expect(exported, field).not.toHaveProperty(field);
    }
  });

  it('is imported and exported, in its encoding, with one line in the description', async () => {
    for (const { field, column, encoding } of ADDED) columns[field] = [column, encoding];
    const values = Object.fromEntries(ADDED.map(({ field, value }) => [field, value]));
    const { stored, exported } = await roundTrip(values);
    for (const { field, value } of ADDED) expect(exported[field], field).toEqual(value);
    // As the column's type holds it on each engine (store/schema.ts).
    expect(String(stored.tip)).toBe('0.30000000000000004');
    expect(stored.insured).toBe(kind === 'postgres' ? true : 1);
    expect(typeof stored.labels).toBe(kind === 'postgres' ? 'object' : 'string');
    // Null stays null.
    const nulls = await roundTrip(Object.fromEntries(ADDED.map(({ field }) => [field, null])));
    for (const { field, column } of ADDED) {
      expect(nulls.stored[column], column).toBeNull();
      expect(nulls.exported[field], field).toBeNull();
    }
  });
});
