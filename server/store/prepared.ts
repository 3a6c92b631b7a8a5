// A performance device (server/performance.ts): queries built and compiled once, then run with new parameters.
// Kysely builds and compiles a query on every call, which under load costs more than SQLite takes to run it; the
// hot paths (a holdings read, a link token) use this instead. Each query is still written once with Kysely, for
// both engines.
import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { deviceOn } from '../performance.js';
import type { Engine } from './database.js';
import type { Tables } from './schema.js';

/** Stands for a named parameter while the query is compiled. */
class Slot {
  constructor(readonly name: string) {}
}

type Slots<A> = { [K in keyof A]: A[K] };

/**
 * A query compiled on first use per engine, with `args` standing for its parameters. `build` must use each
 * argument only as a value (in a where, a set or values), never to choose the query's shape.
 */
export function prepared<A extends Record<string, unknown>, R>(build: (db: Kysely<Tables>, args: Slots<A>) => Compilable<R>) {
  if (!deviceOn('compiledQueries')) {
    return async (db: Kysely<Tables>, _engine: Engine, args: A): Promise<R[]> => (await db.executeQuery(build(db, args).compile())).rows;
  }
  const compiled = new Map<Engine, { query: CompiledQuery<R>; names: (string | undefined)[] }>();
  return async (db: Kysely<Tables>, engine: Engine, args: A): Promise<R[]> => {
    let entry = compiled.get(engine);
    if (!entry) {
      const slots = Object.fromEntries(Object.keys(args).map((name) => [name, new Slot(name)])) as unknown as Slots<A>;
      const query = build(db, slots).compile();
      entry = { query, names: query.parameters.map((p) => (p instanceof Slot ? p.name : undefined)) };
      compiled.set(engine, entry);
    }
    const { query, names } = entry;
    const parameters = query.parameters.map((p, i) => (names[i] === undefined ? p : args[names[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
