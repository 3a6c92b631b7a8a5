// Tables looked up by a name that input gives (a request, a document, a file name): without a prototype, so that
// `__proto__`, `constructor` or `toString` is a name like any other, found only where the table has it. A plain
// object literal answers those names with Object.prototype's members. test/architecture/lookups.test.ts holds every
// lookup by an unknown name to such a table, a Map, or an `Object.hasOwn` check.

declare const NULL_PROTOTYPE: unique symbol;
/** The brand of a table made here; the architecture test reads it from the table's type. */
export type NullPrototype = { readonly [NULL_PROTOTYPE]: true };

/** A table of `entries`, each its own property (`__proto__` too), and no prototype. */
export function dictionary<T extends object>(entries: T): T & NullPrototype {
  return Object.setPrototypeOf(Object.fromEntries(Object.entries(entries)), null);
}

/** An empty table to fill, with no prototype: a key `__proto__` is set as any other. */
export const emptyDictionary = <V>(): Record<string, V> & NullPrototype => Object.create(null);
