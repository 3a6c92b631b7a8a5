// Amounts are stored as exact decimals instead of binary floats: numeric on PostgreSQL, the canonical decimal as text
// on SQLite (columns.ts). Each stored double becomes the shortest decimal that reads back as that same double: the
// value the API has served for it all along (a JS number on the wire), and, for every decimal of up to 15 significant
// digits that was written as a double, exactly that decimal. Nothing is rounded further: rounding to 8 places would
// change transfer amounts the integrator sent with more, and rounding to 18 places changes no shortest decimal.
import Big from 'big.js';
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { ColumnTypes, Engine } from './columns.js';

/** Every amount column, by table. */
const AMOUNTS = {
  positions: ['amount', 'cost_basis'],
  balances: ['cash', 'buying_power'],
  transfers: ['amount', 'fee', 'amount_in_fiat'],
} as const;

export const decimalAmounts = (t: ColumnTypes, engine: Engine): Migration => ({
  async up(db: Kysely<unknown>) {
    if (engine === 'postgres') await toNumeric(db, sql.raw(String(t.decimal)));
    else await toDecimalText(db, String(t.decimal));
  },
});

async function toNumeric(db: Kysely<unknown>, numeric: RawBuilder<unknown>) {
  // float8 as text is its shortest round-trip decimal when extra_float_digits > 0 (the default, 1, which a database
  // may override); a plain float8::numeric cast keeps only 15 significant digits. The migration runs in a transaction.
  await sql`SET LOCAL extra_float_digits = 1`.execute(db);
  for (const [table, columns] of Object.entries(AMOUNTS)) {
    const changes = sql.join(columns.map((c) => sql`ALTER COLUMN ${sql.ref(c)} TYPE ${numeric} USING ${sql.ref(c)}::text::${numeric}`));
    await sql`ALTER TABLE ${sql.table(table)} ${changes}`.execute(db); // one rewrite of the table for all its columns
  }
}

/** The shortest decimal of a stored double, in plain notation (no exponent), as the store writes amounts. */
const shortestDecimal = (value: unknown, where: string): string | null => {
  if (value === null) return null;
  if (typeof value !== 'number' && typeof value !== 'string') throw new Error(`${where} holds ${typeof value}, not an amount`);
  try {
    return new Big(value).toFixed();
  } catch {
    throw new Error(`${where} holds ${JSON.stringify(value)}, not an amount`);
  }
};

/**
 * SQLite cannot change a column's type: each table is rebuilt (the SQLite documentation's procedure) from its own
 * CREATE TABLE text with only the amount columns' type changed, so that every constraint, default and column order
 * stays; its indexes are created again from their own text. Foreign keys are off meanwhile: dropping `transfers`
 * would otherwise delete, by cascade, the webhook events that reference it. All in one transaction.
 */
async function toDecimalText(db: Kysely<unknown>, text: string) {
  await sql`PRAGMA foreign_keys = OFF`.execute(db); // a no-op inside a transaction: set before it
  try {
    await db.transaction().execute(async (trx) => {
      for (const [table, columns] of Object.entries(AMOUNTS)) {
        const { rows: schema } = await sql<{
          type: string;
          sql: string | null;
        }>`SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table}`.execute(trx);
        const create = schema.find((s) => s.type === 'table')?.sql;
        if (!create) throw new Error(`No table ${table} to migrate`);
        let rebuilt = create.replace(`CREATE TABLE "${table}" (`, `CREATE TABLE "${table}_decimal" (`);
        for (const column of columns) rebuilt = replaceOnce(rebuilt, `"${column}" real`, `"${column}" ${text}`);
        if (!rebuilt.startsWith(`CREATE TABLE "${table}_decimal" (`)) throw new Error(`Unexpected definition of ${table}: ${create}`);
        await sql.raw(rebuilt).execute(trx);

        const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(trx);
        const converted = rows.map((row) => {
          const copy = { ...row };
          for (const column of columns) copy[column] = shortestDecimal(row[column], `${table}.${column}`);
          return copy;
        });
        for (let i = 0; i < converted.length; i += 200) {
          const batch = converted.slice(i, i + 200);
          await (trx as Kysely<Record<string, Record<string, unknown>>>).insertInto(`${table}_decimal`).values(batch).execute();
        }

        await sql`DROP TABLE ${sql.table(table)}`.execute(trx);
        await sql`ALTER TABLE ${sql.table(`${table}_decimal`)} RENAME TO ${sql.table(table)}`.execute(trx);
        for (const index of schema) if (index.type === 'index' && index.sql) await sql.raw(index.sql).execute(trx); // sql is null for the automatic ones
      }
      const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.length)
        throw new Error(`Rebuilding the amount tables broke ${broken.length} foreign keys: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`Expected one ${from} in ${text}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}
