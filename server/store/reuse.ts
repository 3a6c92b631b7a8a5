// Reads answered again without a query while the database has not changed. Only the embedded store offers it: its
// one process is the only writer (the data directory is locked), so the same read at the same version finds the
// same rows. PostgreSQL is shared by processes, and there every read runs.
import type { Database } from './database.js';

/** The entries kept; past it they are dropped, as a new version drops them. */
const MAX_ENTRIES = 1000;

/**
 * A read by key, reused while `version` stays the same and `holds` says the value still answers the read (a value
 * that depends on the time, say). Without a version, every read runs. The value is frozen, since callers share it.
 */
export function reusedWhileUnchanged<V extends object>(version: Database['version']) {
  const entries = new Map<string, { version: string; value: V }>();
  return async (key: string, read: () => Promise<V>, holds: (value: V) => boolean): Promise<V> => {
    if (!version) return deepFreeze(await read()); // frozen here too, so a caller that changes it fails on every engine
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
