// Fault rules counted by what they match, not one by one (issue 45): rules with the same match (operations, filters
// and `until`) meet the same calls, so they share one counter, and a rule's count is that counter less its value when
// the rule was set. A call then writes one row per distinct match it meets, however many rules share it. And a
// version per client, moved by every change of its rules, which a process reads to know its copy is current.
import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './columns.js';

export const faultCounts = (t: ColumnTypes): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fault_rule_counters')
      .addColumn('client_id', t.uuid, (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('n', t.millis, (c) => c.notNull())
      // moved when a rule joins the counter: a call counted by a process that did not know that rule yet is refused
      .addColumn('epoch', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('fault_rule_counters_pkey', ['client_id', 'key'])
      .execute();
    await db.schema
      .createTable('fault_rule_versions')
      .addColumn('client_id', t.uuid, (c) => c.primaryKey().references('api_clients.id').onDelete('cascade'))
      .addColumn('version', t.millis, (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('fault_rules')
      .addColumn('counter', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('fault_rules')
      .addColumn('base', t.millis, (c) => c.notNull().defaultTo(0))
      .execute();
    // A rule set before this migration keeps its count, on a counter of its own.
    await sql`UPDATE fault_rules SET counter = 'rule:' || id`.execute(db);
    await sql`INSERT INTO fault_rule_counters (client_id, key, n, epoch) SELECT client_id, counter, matched, 0 FROM fault_rules`.execute(
      db,
    );
    await db.schema.alterTable('fault_rules').dropColumn('matched').execute();
    await db.schema.createIndex('fault_rules_by_counter').on('fault_rules').columns(['client_id', 'counter']).execute();
  },
});
