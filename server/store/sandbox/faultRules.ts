// The fault rules each client set (sandboxPutFault): one row per client and rule id, with how many calls each
// matched and faulted. The counts move in the database, so processes that share PostgreSQL count together.
import type { Kysely } from 'kysely';
import type { Engine } from '../database.js';
import { readJson, type Tables } from '../schema.js';

export interface FaultRuleRecord<R = unknown> {
  id: string;
  rule: R;
  matched: number;
  fired: number;
}

/** Most rules a client holds: each is matched against its calls. */
export const MAX_FAULT_RULES = 1000;

export function faultRulesStore(db: Kysely<Tables>, _engine: Engine) {
  return {
    /** The client's rules, by id. */
    async list<R>(clientId: string): Promise<FaultRuleRecord<R>[]> {
      const rows = await db
        .selectFrom('fault_rules')
        .select(['id', 'rule', 'matched', 'fired'])
        .where('client_id', '=', clientId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, rule: readJson<R>(row.rule), matched: Number(row.matched), fired: Number(row.fired) }));
    },

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

    /** Sets the rule, replacing the one of the same id, counts and all. */
    async put(clientId: string, id: string, rule: unknown, now: number): Promise<void> {
      const json = JSON.stringify(rule);
      await db
        .insertInto('fault_rules')
        .values({ client_id: clientId, id, rule: json, matched: 0, fired: 0, created_at: now })
        .onConflict((oc) => oc.columns(['client_id', 'id']).doUpdateSet({ rule: json, matched: 0, fired: 0, created_at: now }))
        .execute();
    },

    /** Whether there was such a rule. */
    async delete(clientId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('fault_rules').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async clear(clientId: string): Promise<number> {
      const result = await db.deleteFrom('fault_rules').where('client_id', '=', clientId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Counts one more matching call of the rule, atomically: its count, or undefined when the rule is gone. */
    async countMatch(clientId: string, id: string): Promise<number | undefined> {
      const row = await db
        .updateTable('fault_rules')
        .set((eb) => ({ matched: eb('matched', '+', 1) }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .returning('matched')
        .executeTakeFirst();
      return row ? Number(row.matched) : undefined;
    },

    async countFired(clientId: string, id: string): Promise<void> {
      await db
        .updateTable('fault_rules')
        .set((eb) => ({ fired: eb('fired', '+', 1) }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
    },
  };
}
