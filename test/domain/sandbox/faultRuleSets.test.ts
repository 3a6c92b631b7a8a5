// The copies of clients' fault rules a process keeps (server/domain/sandbox/faultRuleSets.ts) are bounded: past the
// bound, the copies used least recently are left, their counts written first, and read again when a call needs them.
// A rule's count, which decides whether it fires, must come back as it was. On each store.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFaultRuleSets, type StoredRule } from '../../../server/domain/sandbox/faultRuleSets.js';
import { openStore, type Store } from '../../../server/store/store.js';
import { freshDatabase, storeKinds } from '../../support/postgres.js';

const CALL = { operationId: 'getHoldings', method: 'post' };
/** Three clients, by the ids they are stored under (PostgreSQL keeps them as uuids). */
const [A, B, C] = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [string, string, string];
const nextN = (count: number): StoredRule => ({
  match: { operationIds: ['getHoldings'] },
  until: null,
  trigger: { kind: 'nextN', count },
  action: { kind: 'error', status: 503 },
});

describe.each(storeKinds)('fault rule copies on %s', (kind) => {
  let store: Store;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = kind === 'postgres' ? await freshDatabase() : undefined;
    drop = database?.drop;
    store = await openStore(database ? { databaseUrl: database.url } : { dataDir: ':memory:' });
    for (const id of [A, B, C]) await store.clients.insert({ id, name: id, secretHash: 'h', createdAt: 0 });
  });
  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it("keeps a rule's count exact when its client's copy is left for others' and read again", async () => {
    // Room for one client's copy (a rule and the copy itself): each client read leaves the one before.
    const sets = createFaultRuleSets(store, { maxKept: 2 });
    const reads = vi.spyOn(store.faultRules, 'list');
    const put = (clientId: string, rule: StoredRule) =>
      sets.change(clientId, () => store.transaction((tx) => tx.faultRules.put(clientId, 'r1', rule, 0)));
    for (const clientId of [A, B, C]) await put(clientId, nextN(3));

    const fired: (number | undefined)[] = [];
    const call = async (clientId: string) => (await sets.evaluate(clientId, CALL, 0))?.n;
    fired.push(await call(A), await call(A));
    await call(B); // A's copy is left, its two calls written
    await call(C);
    fired.push(await call(A), await call(A), await call(A));
    expect(fired).toEqual([1, 2, 3, undefined, undefined]);
    expect(reads.mock.calls.filter(([clientId]) => clientId === A)).toHaveLength(2); // A's copy was left, and read again
    reads.mockRestore();

    await sets.persist();
    const [rule] = await store.faultRules.list(A);
    expect(rule?.n).toBe(5);
  });
});
