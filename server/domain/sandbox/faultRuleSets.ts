// Each client's fault rules as this process keeps them (issue 45): read and parsed once, indexed by operation and end
// user, so that a call meets only the rules of its own operation, and counted in one step however many rules it meets
// (rules with the same match share a counter: store/sandbox/faultRules.ts), and each counter's rules are looked at
// only when one is due to fire (faultSchedule.ts).
//
// On the embedded store this process is the only writer (the data directory is locked): its copy is the truth, calls
// count in memory, and the counts are written by the background work (persist) and at exit. Every change of a
// client's rules takes turns with those writes and with reading the rules again (change), so no count is lost or
// lands on another rule. On PostgreSQL several processes share the rules: each call reads the client's version (one
// indexed row, which every change moves in its transaction) in the one statement that counts it, and reads the rules
// again when it moved, so a rule set through one process applies on the next call through any other; the counts that
// decide whether a rule fires move in the database, exactly.
import type { Schemas } from '../../contract/types.js';
import { isStoreConflict, type Store, TRANSACTION_ATTEMPTS } from '../../store/store.js';
import { Schedule } from './faultSchedule.js';

export type StoredRule = Omit<Schemas['FaultRule'], 'id' | 'matched' | 'fired'>;

/** What a rule is matched against: the call, as the HTTP edge read it after validation, or a webhook delivery. */
export interface FaultCall {
  operationId: string;
  method: string;
  userId?: string;
  institutionType?: string;
}

export interface KeptRule {
  id: string;
  rule: StoredRule;
  /** The counter it counts on, and that counter's value when the rule was set. */
  counter: string;
  base: number;
}

/** A rule the call matched, and which matching call of the rule it is (from 1). */
export interface Counted {
  kept: KeptRule;
  n: number;
}

/** The distinct counters of the rules a call matched (every rule of a counter has the same match). */
interface Matched {
  keys: string[];
}

interface RuleSet {
  version: number;
  /** By id. */
  rules: KeptRule[];
  index: Map<string, KeptRule[]>;
  counters: Map<string, { epoch: number; n: number }>;
  /** Each counter's rules, by id, as due to fire. */
  schedules: Map<string, Schedule<KeptRule>>;
  /** The embedded store's counts not written yet: counters, and each rule's faulted calls. */
  dirty: Set<string>;
  fired: Map<string, number>;
  /** Dropped from the copies (a change, or room for others): counted no more. */
  detached: boolean;
  /** What calls of one shape matched, while no rule they meet has an `until` (its match changes with time). */
  matched: Map<string, Matched>;
}

/** Call shapes a copy remembers what they matched, at most: past it, it starts again. */
const MAX_MATCHED_SHAPES = 1000;

/**
 * Rules this process keeps copies of, in all (each client's copy counts one more): past it, the copies used least
 * recently go, and are read again when needed. About 1 KiB each.
 */
export const MAX_KEPT_FAULT_RULES = 20_000;

/** The index's key: an operation, and the end user a rule names (none for a rule of every user). */
const keyOf = (operationId: string, userId?: string) => (userId === undefined ? operationId : `${operationId}\u0000${userId}`);

const matches = ({ match, until }: StoredRule, call: FaultCall, now: number) =>
  (until === null || now < until) &&
  match.operationIds.includes(call.operationId) &&
  (match.method === undefined || match.method === call.method) &&
  (match.userId === undefined || match.userId === call.userId) &&
  (match.institutionType === undefined || match.institutionType === call.institutionType);

/** The counters of the rules that match the call: only those under its operation (and its end user) are looked at. */
function matching(set: RuleSet, call: FaultCall, now: number): Matched {
  const all = set.index.get(keyOf(call.operationId)) ?? [];
  const own = call.userId === undefined ? [] : (set.index.get(keyOf(call.operationId, call.userId)) ?? []);
  const found = [...all, ...own].filter((kept) => matches(kept.rule, call, now));
  return { keys: [...new Set(found.map((kept) => kept.counter))] };
}

/**
 * What the call matched, remembered by the call's shape: a thousand rules that match every call are then looked at
 * once, not on each call (issue 45). Not remembered where a rule has an `until`, whose match ends in time.
 */
function matchingOf(set: RuleSet, call: FaultCall, now: number): Matched {
  const shape = [call.operationId, call.method, call.userId ?? '\u0001', call.institutionType ?? '\u0001'].join('\u0000');
  const known = set.matched.get(shape);
  if (known) return known;
  const matched = matching(set, call, now);
  const timed = (key: string) => set.index.get(key)?.some((kept) => kept.rule.until !== null) ?? false;
  if (timed(keyOf(call.operationId)) || (call.userId !== undefined && timed(keyOf(call.operationId, call.userId)))) return matched;
  if (set.matched.size >= MAX_MATCHED_SHAPES) set.matched.clear();
  set.matched.set(shape, matched);
  return matched;
}

function ruleSet(version: number, records: Awaited<ReturnType<Store['faultRules']['list']>>): RuleSet {
  const set: RuleSet = {
    version,
    rules: [],
    index: new Map(),
    counters: new Map(),
    schedules: new Map(),
    dirty: new Set(),
    fired: new Map(),
    detached: false,
    matched: new Map(),
  };
  // By id, in the same order on every engine and in every process (not the database's collation)
  const byId = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const { id, rule, counter, base, n, epoch } of byId) {
    const kept: KeptRule = { id, rule: rule as StoredRule, counter, base };
    set.rules.push(kept);
    set.counters.set(counter, { epoch, n });
    for (const operationId of new Set(kept.rule.match.operationIds)) {
      const key = keyOf(operationId, kept.rule.match.userId);
      const listed = set.index.get(key);
      if (listed) listed.push(kept);
      else set.index.set(key, [kept]);
    }
  }
  const byCounter = new Map<string, KeptRule[]>();
  for (const kept of set.rules) {
    const listed = byCounter.get(kept.counter);
    if (listed) listed.push(kept);
    else byCounter.set(kept.counter, [kept]);
  }
  for (const [key, rules] of byCounter) set.schedules.set(key, new Schedule(rules));
  return set;
}

/** `maxKept`: MAX_KEPT_FAULT_RULES, but smaller in a test of what leaving a copy keeps. */
export function createFaultRuleSets(store: Store, { maxKept = MAX_KEPT_FAULT_RULES } = {}) {
  const local = store.engine === 'sqlite';
  const sets = new Map<string, RuleSet>(); // least recently used first
  let kept = 0;
  const loading = new Map<string, Promise<RuleSet>>();

  /** Each client's reads, writes and changes of its rules on the embedded store, one after another. */
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(clientId: string, task: () => Promise<T>): Promise<T> {
    const run = (turns.get(clientId) ?? Promise.resolve()).then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    turns.set(clientId, settled);
    void settled.then(() => turns.get(clientId) === settled && turns.delete(clientId));
    return run;
  }

  /** Writes what the embedded store's copy counted since the last write. */
  async function save(clientId: string, set: RuleSet): Promise<void> {
    const counters = [...set.dirty].map((key): [string, number] => [key, set.counters.get(key)!.n]);
    const fired = [...set.fired];
    set.dirty.clear();
    set.fired.clear();
    if (!counters.length && !fired.length) return;
    try {
      await store.transaction((tx) => tx.faultRules.save(clientId, counters, fired));
    } catch (error) {
      // written with the next ones (the counters' values are in memory still)
      for (const [key] of counters) set.dirty.add(key);
      for (const [id, more] of fired) set.fired.set(id, (set.fired.get(id) ?? 0) + more);
      throw error;
    }
  }

  function detach(clientId: string): RuleSet | undefined {
    const set = sets.get(clientId);
    if (!set) return undefined;
    sets.delete(clientId);
    kept -= set.rules.length + 1;
    set.detached = true;
    return set;
  }

  function keep(clientId: string, set: RuleSet) {
    detach(clientId);
    sets.set(clientId, set);
    kept += set.rules.length + 1;
    for (const [other] of sets) {
      if (kept <= maxKept || other === clientId) break;
      const dropped = detach(other)!;
      if (local) void inTurn(other, () => save(other, dropped)).catch(() => undefined);
    }
  }

  async function read(clientId: string, version: number): Promise<RuleSet> {
    const set = ruleSet(version, await store.faultRules.list(clientId));
    keep(clientId, set);
    return set;
  }

  /** The client's rules as they are now: on PostgreSQL, after reading their version. */
  async function current(clientId: string): Promise<RuleSet> {
    const known = sets.get(clientId);
    if (local) {
      if (known) {
        sets.delete(clientId); // most recently used: last
        sets.set(clientId, known);
        return known;
      }
      return inTurn(clientId, async () => sets.get(clientId) ?? read(clientId, 0));
    }
    const version = await store.faultRules.version(clientId);
    if (known?.version === version) return known;
    const key = `${clientId} ${version}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = read(clientId, version).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  /** Counts one call on PostgreSQL, run again when PostgreSQL aborts it for another's lock (never a deadlock: one order). */
  async function countShared(clientId: string, version: number, counters: { key: string; epoch: number }[]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.faultRules.count(clientId, version, counters);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isStoreConflict(error)) throw error;
      }
    }
  }

  /**
   * On PostgreSQL: counts the call on the counters of the rules it matches in this process's copy, in the one
   * statement that also reads the rules' version (a call that matches none reads the version alone); when the copy
   * turns out to be out of date, nothing was counted on it: the rules are read again and the call counted again.
   */
  async function countedShared(clientId: string, call: FaultCall, now: number) {
    let set = sets.get(clientId);
    let keys: readonly string[] = [];
    const values = new Map<string, number>();
    for (let attempt = 1; ; attempt++) {
      set ??= await current(clientId);
      const matched = matchingOf(set, call, now);
      keys = matched.keys;
      const copy = set;
      const wanted = matched.keys.filter((key) => !values.has(key)).map((key) => ({ key, epoch: copy.counters.get(key)!.epoch }));
      const { version, counted } = await countShared(clientId, set.version, wanted);
      for (const [key, n] of counted) values.set(key, n);
      if ((version === set.version && wanted.every(({ key }) => counted.has(key))) || attempt >= TRANSACTION_ATTEMPTS) break;
      // Changed since the copy was read (a rule set, deleted, or joining a counter): read them again.
      if (sets.get(clientId) === set) detach(clientId);
      set = undefined;
    }
    return { set, keys, values };
  }

  /** The first rule, by id, that fires at the counters' values: a counter not counted (n ≤ 0) fires none. */
  function chosen(set: RuleSet, keys: readonly string[], countOf: (key: string) => number | undefined): Counted | undefined {
    let first: Counted | undefined;
    for (const key of keys) {
      const value = countOf(key);
      const kept = value === undefined ? undefined : set.schedules.get(key)!.at(value);
      if (kept && (!first || kept.id < first.kept.id)) first = { kept, n: value! - kept.base };
    }
    return first;
  }

  return {
    current,

    /** The embedded store's copy, when it is known without reading. */
    known: (clientId: string): Pick<RuleSet, 'rules'> | undefined => (local ? sets.get(clientId) : undefined),

    /** Whether the known copy has no rule that matches the call (false when unknown). */
    knownUnmatched(clientId: string, call: FaultCall, now: number): boolean {
      const set = local ? sets.get(clientId) : undefined;
      return set !== undefined && !matchingOf(set, call, now).keys.length;
    },

    /**
     * Counts the call on every rule it matches, all at once: the first of them, by id, that fires decides its fault
     * and counts the call as faulted. Without a matching rule, nothing is written.
     */
    async evaluate(clientId: string, call: FaultCall, now: number): Promise<Counted | undefined> {
      if (!local) {
        const { set, keys, values } = await countedShared(clientId, call, now);
        const first = chosen(set, keys, (key) => values.get(key));
        if (first) await store.faultRules.countFired(clientId, first.kept.id);
        return first;
      }
      let set = await current(clientId);
      while (set.detached) set = await current(clientId);
      // From here on at once, without a turn of the event loop: no change or write of the counts comes in between.
      const { keys } = matchingOf(set, call, now);
      for (const key of keys) {
        set.counters.get(key)!.n++;
        set.dirty.add(key);
      }
      const copy = set;
      const first = chosen(set, keys, (key) => copy.counters.get(key)!.n);
      if (first) set.fired.set(first.kept.id, (set.fired.get(first.kept.id) ?? 0) + 1);
      return first;
    },

    /**
     * Changes the client's rules in the store through `write`, taking turns with the counts' writes, and drops the
     * copy: the next call reads them again.
     */
    async change<T>(clientId: string, write: () => Promise<T>): Promise<T> {
      if (!local) {
        try {
          return await write();
        } finally {
          detach(clientId);
        }
      }
      return inTurn(clientId, async () => {
        const set = detach(clientId);
        if (set) await save(clientId, set);
        return write();
      });
    },

    /** Writes the embedded store's counts of the client now (before they are listed). */
    async written(clientId: string): Promise<void> {
      const set = local ? sets.get(clientId) : undefined;
      if (set) await inTurn(clientId, () => save(clientId, set));
    },

    /** Writes every count the embedded store's copies hold (the background work, and at exit). */
    async persist(): Promise<void> {
      if (!local) return;
      const dirty = [...sets].filter(([, set]) => set.dirty.size || set.fired.size);
      await Promise.all(dirty.map(([clientId, set]) => inTurn(clientId, () => save(clientId, set))));
    },
  };
}

export type FaultRuleSets = ReturnType<typeof createFaultRuleSets>;
