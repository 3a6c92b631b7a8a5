// A performance device (server/performance.ts): each SQL text prepared once. better-sqlite3 behind Kysely prepares a
// statement on every query, which costs more than running a small indexed one; the texts are fixed (Kysely writes
// the same text for the same query), so each one's statement is kept and run again with new parameters.
import type { SqliteStatement } from 'kysely';
import { deviceOn } from '../performance.js';

/** The statements kept; past it they are all dropped. The texts are fixed, so this only matters if a list's length varies. */
const MAX_STATEMENTS = 500;

/** `prepare`, answering a text it prepared before with the same statement. */
export function statementCache(prepare: (text: string) => SqliteStatement): (text: string) => SqliteStatement {
  if (!deviceOn('statementCache')) return prepare;
  const statements = new Map<string, SqliteStatement>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = prepare(text);
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statements.set(text, statement);
    }
    return statement;
  };
}
