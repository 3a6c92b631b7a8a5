// The fault rules each client set (sandboxPutFault), and what they counted. Rules with the same match (operations,
// filters and `until`) meet the same calls, so they share a counter (fault_rule_counters): a rule's count is its
// counter's `n` less `base`, the counter's value when the rule was set, and a call writes one row per distinct match it
// meets, however many rules share it. Every change of a client's rules moves its version (fault_rule_versions), which
// processes that keep a copy of the rules read to know that copy is current; the version's row lock also makes the
// changes of one client's rules take turns. Locks are taken in one order everywhere: the version, then counters by
// key, then rules.
import { createHash } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Engine } from '../database.js';
import { lockedForUpdate } from '../dialect.js';
import { prepared } from '../prepared.js';
import { readJson, type Tables } from '../schema.js';

/** What decides which calls a rule counts: its match and `until`. */
export interface CountedRule {
  match: { operationIds: readonly string[]; method?: string; userId?: string; institutionType?: string };
  until: number | null;
}

export interface FaultRuleRecord<R = unknown> {
  id: string;
  rule: R;
  /** Its counter's key, the same for every rule of the same match. */
  counter: string;
  /** The counter's value when the rule was set. */
  base: number;
  /** The counter's value now, and its epoch. */
  n: number;
  epoch: number;
  matched: number;
  fired: number;
}

/** Most rules a client holds. */
export const MAX_FAULT_RULES = 1000;

/** The key of the counter a rule counts on: the same for rules that match the same calls until the same time. */
export function counterOf({ match, until }: CountedRule): string {
  const canonical = [
    [...new Set(match.operationIds)].sort(),
    match.method ?? null,
    match.userId ?? null,
    match.institutionType ?? null,
    until,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 32);
}

/** PostgreSQL: the statement's transaction commits without waiting for its WAL to reach the disk. */
const ASYNC_COMMIT = sql<boolean>`set_config('synchronous_commit', 'off', true) IS NOT NULL`;

/** Read on every call of a client on PostgreSQL: prepared once. */
const versionOf = prepared((db, { clientId }: { clientId: string }) =>
  db.selectFrom('fault_rule_versions').select('version').where('client_id', '=', clientId),
);

/** Moves the client's version, and holds its row until the transaction ends: the first lock of every change. */
async function moveVersion(db: Kysely<Tables>, clientId: string): Promise<void> {
  await db
    .insertInto('fault_rule_versions')
    .values({ client_id: clientId, version: 1 })
    .onConflict((oc) => oc.column('client_id').doUpdateSet((eb) => ({ version: eb('fault_rule_versions.version', '+', 1) })))
    .execute();
}

/** The counters of `keys`, made at zero when new, their epochs moved when not (a rule joins each): their values. */
async function joinCounters(db: Kysely<Tables>, clientId: string, keys: string[]): Promise<Map<string, number>> {
  const joined = new Map<string, number>();
  for (const key of [...new Set(keys)].sort()) {
    const row = await db
      .insertInto('fault_rule_counters')
      .values({ client_id: clientId, key, n: 0, epoch: 0 })
      .onConflict((oc) => oc.columns(['client_id', 'key']).doUpdateSet((eb) => ({ epoch: eb('fault_rule_counters.epoch', '+', 1) })))
      .returning('n')
      .executeTakeFirstOrThrow();
    joined.set(key, Number(row.n));
  }
  return joined;
}

/** Deletes a counter no rule counts on any more. */
async function collect(db: Kysely<Tables>, clientId: string, key: string): Promise<void> {
  await db
    .deleteFrom('fault_rule_counters')
    .where('client_id', '=', clientId)
    .where('key', '=', key)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('fault_rules').select('id').where('client_id', '=', clientId).where('counter', '=', key))),
    )
    .execute();
}

/** Deletes every counter of the client, locked in key order first. In the transaction that deletes its rules. */
async function deleteCounters(db: Kysely<Tables>, engine: Engine, clientId: string): Promise<void> {
  await lockedForUpdate(engine)(
    db.selectFrom('fault_rule_counters').select('key').where('client_id', '=', clientId).orderBy('key'),
  ).execute();
  await db.deleteFrom('fault_rule_counters').where('client_id', '=', clientId).execute();
}

/** A reset (sandboxState.reset) empties the client's rules: their version moves and their counters go. */
export async function faultRulesEmptied(db: Kysely<Tables>, engine: Engine, clientId: string): Promise<void> {
  await moveVersion(db, clientId);
  await deleteCounters(db, engine, clientId);
}

/** An import (sandboxState.write) sets rules into an empty sandbox, counting from zero. */
export async function insertFaultRules(
  db: Kysely<Tables>,
  clientId: string,
  rules: (CountedRule & { id: string })[],
  now: number,
): Promise<void> {
  if (!rules.length) return;
  await moveVersion(db, clientId);
  const counters = rules.map((rule) => counterOf(rule));
  const bases = await joinCounters(db, clientId, counters);
  const rows = rules.map(({ id, ...rule }, i) => ({
    client_id: clientId,
    id,
    rule: JSON.stringify(rule),
    counter: counters[i]!,
    base: bases.get(counters[i]!)!,
    fired: 0,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('fault_rules')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** SQLite's count: the counters at the epochs the caller read (one that another rule joined since is left out). */
const atEpochs = (counters: readonly { key: string; epoch: number }[]) => (eb: ExpressionBuilder<Tables, 'fault_rule_counters'>) =>
  eb(
    eb.refTuple('key', 'epoch'),
    'in',
    counters.map((c) => eb.tuple(c.key, c.epoch)),
  );

/**
 * PostgreSQL's count of one call (`count` below), compiled once: every call of a client with matching rules runs it,
 * and building it with Kysely each time took longer than it ran. The counters come as two arrays, so that one
 * statement serves any number of them.
 */
const countShared = prepared(
  (db, { clientId, version, keys, epochs, by }: { clientId: string; version: number; keys: string[]; epochs: number[]; by: number }) =>
    db
      .with('current', (qb) =>
        qb.selectNoFrom((eb) =>
          eb.fn.coalesce(eb.selectFrom('fault_rule_versions').select('version').where('client_id', '=', clientId), eb.lit(0)).as('version'),
        ),
      )
      .with(
        (cte) => cte('locked').materialized(),
        (qb) =>
          lockedForUpdate('postgres')(
            qb
              .selectFrom('fault_rule_counters')
              .select('key')
              .where('client_id', '=', clientId)
              .where(sql<boolean>`key = ANY(${keys}::text[])`)
              .where((eb) => eb(eb.selectFrom('current').select('version'), '=', version))
              .where(ASYNC_COMMIT)
              .orderBy('key'),
          ),
      )
      .with('counted', (qb) =>
        qb
          .updateTable('fault_rule_counters')
          .set((eb) => ({ n: eb('n', '+', sql<number>`${by}::integer`) }))
          .where('client_id', '=', clientId)
          .where('key', 'in', (eb) => eb.selectFrom('locked').select('locked.key'))
          // at the epochs the caller read: one that another rule joined since is left out
          .where(sql<boolean>`(key, epoch) IN (SELECT * FROM unnest(${keys}::text[], ${epochs}::integer[]))`)
          .returning(['key', 'n']),
      )
      .selectFrom('current')
      .leftJoin('counted', (join) => join.onTrue())
      .select(['current.version', 'counted.key', 'counted.n']),
);

type Counted = { version: number; counted: Map<string, number> };
type CountArgs = { clientId: string; version: number; keys: string[]; epochs: number[] };

/**
 * PostgreSQL's counts of one process, batched: the calls that would count the same counters of a client at the same
 * version while a count of them runs wait, and the next statement counts them all (+k). Each still gets a number of
 * its own (n-k+1 … n), as if they had come one after another, so firing stays exact across processes; a burst of
 * calls costs one statement a round trip rather than one each.
 */
function batchedCounts(run: (args: CountArgs & { by: number }) => ReturnType<typeof countShared>) {
  const queues = new Map<string, { resolve: (counted: Counted) => void; reject: (error: unknown) => void }[]>();
  async function drain(id: string, args: CountArgs, waiting: NonNullable<ReturnType<typeof queues.get>>) {
    while (waiting.length) {
      const batch = waiting.splice(0);
      try {
        const rows = await run({ ...args, by: batch.length });
        const version = Number(rows[0]?.version ?? 0);
        batch.forEach(({ resolve }, i) => {
          const behind = batch.length - 1 - i;
          resolve({
            version,
            counted: new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, Number(row.n) - behind] as const]))),
          });
        });
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    queues.delete(id);
  }
  return (args: CountArgs) =>
    new Promise<Counted>((resolve, reject) => {
      const id = JSON.stringify([args.clientId, args.version, args.keys, args.epochs]);
      const waiting = queues.get(id);
      if (waiting) return void waiting.push({ resolve, reject });
      const started = [{ resolve, reject }];
      queues.set(id, started);
      void drain(id, args, started);
    });
}

export function faultRulesStore(db: Kysely<Tables>, engine: Engine) {
  const countBatched = batchedCounts((args) => countShared(db, engine, args));
  const readVersion = async (clientId: string) => Number((await versionOf(db, engine, { clientId }))[0]?.version ?? 0);
  return {
    /** The client's rules, by id, with their counters. */
    async list<R>(clientId: string): Promise<FaultRuleRecord<R>[]> {
      const rows = await db
        .selectFrom('fault_rules as r')
        .leftJoin('fault_rule_counters as c', (join) => join.onRef('c.client_id', '=', 'r.client_id').onRef('c.key', '=', 'r.counter'))
        .select(['r.id', 'r.rule', 'r.counter', 'r.base', 'r.fired', 'c.n', 'c.epoch'])
        .where('r.client_id', '=', clientId)
        .orderBy('r.id')
        .execute();
      return rows.map((row) => {
        const [base, n] = [Number(row.base), Number(row.n ?? row.base)];
        return {
          id: row.id,
          rule: readJson<R>(row.rule),
          counter: row.counter,
          base,
          n,
          epoch: Number(row.epoch ?? 0),
          matched: n - base,
          fired: Number(row.fired),
        };
      });
    },

    /** The version of the client's rules: 0 before any was set. */
    version: readVersion,

    /** How many rules the client holds besides `except`. */
    async countOthers(clientId: string, except: string): Promise<number> {
      const row = await db
        .selectFrom('fault_rules')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('client_id', '=', clientId)
        .where('id', '!=', except)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Sets the rule, replacing the one of the same id: it counts from zero. Run it in a transaction. */
    async put(clientId: string, id: string, rule: CountedRule, now: number): Promise<void> {
      await moveVersion(db, clientId);
      const key = counterOf(rule);
      const previous = await db
        .selectFrom('fault_rules')
        .select('counter')
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      const base = (await joinCounters(db, clientId, [key])).get(key)!;
      const json = JSON.stringify(rule);
      await db
        .insertInto('fault_rules')
        .values({ client_id: clientId, id, rule: json, counter: key, base, fired: 0, created_at: now })
        .onConflict((oc) => oc.columns(['client_id', 'id']).doUpdateSet({ rule: json, counter: key, base, fired: 0, created_at: now }))
        .execute();
      if (previous && previous.counter !== key) await collect(db, clientId, previous.counter);
    },

    /** Whether there was such a rule. Run it in a transaction. */
    async delete(clientId: string, id: string): Promise<boolean> {
      await moveVersion(db, clientId);
      const deleted = await db
        .deleteFrom('fault_rules')
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .returning('counter')
        .executeTakeFirst();
      if (deleted) await collect(db, clientId, deleted.counter);
      return deleted !== undefined;
    },

    /** Deletes every rule of the client: how many. Run it in a transaction. */
    async clear(clientId: string): Promise<number> {
      await moveVersion(db, clientId);
      await deleteCounters(db, engine, clientId);
      const result = await db.deleteFrom('fault_rules').where('client_id', '=', clientId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Counts one more call on each counter if the client's rules are still at `version`, in one statement that locks
     * the counters in key order (the same in every process, so that two calls never wait for each other in a cycle):
     * the version now, and the counters' new values. Nothing is counted at another version; a counter left out of the
     * answer is gone, or another rule joined it since `epoch` was read: either way the caller's copy is out of date.
     * On PostgreSQL the count commits without waiting for the disk (synchronous_commit off for its transaction alone):
     * a counter's row lock is then held for microseconds, not a disk flush, and a crash of the database forgets at
     * most its last fraction of a second of counts.
     */
    async count(clientId: string, version: number, counters: { key: string; epoch: number }[]) {
      if (!counters.length) return { version: await readVersion(clientId), counted: new Map<string, number>() };
      if (engine === 'sqlite') {
        // One writer, one statement at a time: the version cannot move between the two.
        const now = await readVersion(clientId);
        const rows =
          now !== version
            ? []
            : await db
                .updateTable('fault_rule_counters')
                .set((eb) => ({ n: eb('n', '+', 1) }))
                .where('client_id', '=', clientId)
                .where(atEpochs(counters))
                .returning(['key', 'n'])
                .execute();
        return { version: now, counted: new Map(rows.map((row) => [row.key, Number(row.n)])) };
      }
      return countBatched({ clientId, version, keys: counters.map((c) => c.key), epochs: counters.map((c) => c.epoch) });
    },

    /** One more call the rule faulted; on PostgreSQL, committed without waiting for the disk, as a count is. */
    async countFired(clientId: string, id: string): Promise<void> {
      await db
        .updateTable('fault_rules')
        .set((eb) => ({ fired: eb('fired', '+', 1) }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .$if(engine === 'postgres', (qb) => qb.where(ASYNC_COMMIT))
        .execute();
    },

    /**
     * Writes what a process that is the only writer (SQLite) counted in memory: each counter's value, and each rule's
     * faulted calls since the last write. Run it in a transaction.
     */
    async save(clientId: string, counters: [key: string, n: number][], fired: [id: string, more: number][]): Promise<void> {
      for (const [key, n] of counters)
        await db.updateTable('fault_rule_counters').set({ n }).where('client_id', '=', clientId).where('key', '=', key).execute();
      for (const [id, more] of fired)
        await db
          .updateTable('fault_rules')
          .set((eb) => ({ fired: eb('fired', '+', more) }))
          .where('client_id', '=', clientId)
          .where('id', '=', id)
          .execute();
    },
  };
}
