// A performance device (server/performance.ts): reads answered again without a query while the database has not
// changed. Only the embedded store offers it: its one process is the only writer (the data directory is locked), so
// the same read at the same version finds the same rows. PostgreSQL is shared by processes, and there every read runs.
import type SQLite from 'better-sqlite3';
import { deviceOn } from '../performance.js';

/** The entries kept; past it they are dropped, as a new version drops them. */
const MAX_ENTRIES = 1000;

/**
 * The version of an SQLite database that this process alone writes: it moves whenever a row changes, through this
 * connection (`total_changes()`, which counts the changes of a transaction rolled back too: that only costs a read
 * again) or through any other one that commits to the file (`data_version`, a tool opened on it). Asking costs a
 * query, so the answer is kept until this connection runs a statement (`executed`, which the driver calls) or the
 * event loop turns: reads answered again in one turn ask once, and another connection's commit is seen next turn.
 */
export function sqliteVersion(sqlite: SQLite.Database): { version: () => string; executed: () => void } {
  const current = sqlite.prepare("SELECT total_changes() || '.' || data_version FROM pragma_data_version").pluck();
  let known: string | undefined;
  const forget = () => {
    known = undefined;
  };
  return {
    executed: forget,
    version() {
      if (known === undefined) {
        known = current.get() as string;
        setImmediate(forget);
      }
      return known;
    },
  };
}

/**
 * A read by key, reused while `version` stays the same and `holds` says the value still answers the read (a value
 * that depends on the time, say). Without a version, every read runs. The value is frozen, since callers share it.
 */
export function reusedWhileUnchanged<V extends object>(version: (() => string) | undefined) {
  const entries = new Map<string, { version: string; value: V }>();
  if (!version || !deviceOn('readReuse')) {
    // frozen here too, so that a caller that changes it fails on every engine
    return async (_key: string, read: () => Promise<V>, _holds: (value: V) => boolean): Promise<V> => deepFreeze(await read());
  }
  return async (key: string, read: () => Promise<V>, holds: (value: V) => boolean): Promise<V> => {
    const before = version(); // before the read: a change made while it waits for the connection makes it stale
    const entry = entries.get(key);
    if (entry?.version === before && holds(entry.value)) return entry.value;
    const value = deepFreeze(await read());
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { version: before, value });
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
