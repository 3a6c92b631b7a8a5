// Which of one counter's fault rules fires at a count (issue 45), found without looking at every rule. Rules on one
// counter have the same match, so they meet the same calls: a rule's n-th call is the counter's value `base + n`. Each
// rule waits in a heap until the first value at which it can fire (or stop firing), so a call meets only the rules
// due at its count: 1,000 rules that match and never fire cost a call nothing. `fires` says the same rule by rule;
// the schedule answers what it would, keeps its answers for the last counts (one may come late, on PostgreSQL), and
// asks it for a count later still.
import type { Schemas } from '../../contract/types.js';

type Trigger = Schemas['FaultTrigger'];

/** MurmurHash3's 32-bit finalizer: a bijection of 32-bit integers whose every output bit depends on every input bit. */
function fmix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * A number in [0, 1) drawn from the rule's seed, a count and which draw at that count it is: an integer hash, not a
 * SHA-256 per draw. Draw 0 spaces a probability rule's faults; draws 1… are the latency of its fault at that count.
 */
export function unit(seed: number, n: number, draw: number): number {
  let h = fmix32(seed ^ 0x9e3779b9);
  h = fmix32(h ^ n);
  h = fmix32(h ^ Math.floor(n / 2 ** 32));
  return fmix32(h ^ draw) / 2 ** 32;
}

/**
 * A probability rule's calls are cut in blocks of this many; in each, the calls it faults are drawn as gaps, the
 * number of calls from one fault to the next (geometric: each call has the same odds as with a draw per call, and the
 * draws are one per fault instead). About 16 faults a block, so finding whether a call is faulted walks few gaps.
 */
export const blockOf = (probability: number) => Math.min(2 ** 20, Math.max(64, Math.ceil(16 / probability)));

/** The calls from the fault (or block start) at `at` to the next fault: at least 1. `logq` is log(1 - probability). */
const gapAt = (seed: number, logq: number, at: number) => 1 + Math.floor(Math.log1p(-unit(seed, at, 0)) / logq);

/** A trigger that fires on every call from the first to its `end` (its last), as a schedule keeps it. */
function endOf(trigger: Trigger): number | undefined {
  if (trigger.kind === 'always' || (trigger.kind === 'probability' && (trigger.probability ?? 0) >= 1)) return Infinity;
  if (trigger.kind === 'everyNth' && (trigger.count ?? 1) === 1) return Infinity;
  return trigger.kind === 'nextN' ? (trigger.count ?? 1) : undefined;
}

const never = (trigger: Trigger) => trigger.kind === 'probability' && (trigger.probability ?? 0) <= 0;

/** Whether the n-th matching call (from 1) of a rule fires: a probability rule walks the gaps of n's block. */
export function fires(trigger: Trigger, n: number): boolean {
  if (n <= 0 || never(trigger)) return false;
  const end = endOf(trigger);
  if (end !== undefined) return n <= end;
  if (trigger.kind === 'everyNth') return n % (trigger.count ?? 1) === 0;
  const [seed, probability] = [trigger.seed ?? 0, trigger.probability ?? 0];
  const [block, logq] = [blockOf(probability), Math.log1p(-probability)];
  const start = Math.floor((n - 1) / block) * block;
  let at = start + gapAt(seed, logq, start);
  while (at < n) at += gapAt(seed, logq, at);
  return at === n;
}

/** What a schedule needs of a rule. */
export interface ScheduledRule {
  base: number;
  rule: { trigger: Trigger };
}

interface Entry {
  order: number;
  /** The counter's value at which the rule is looked at next. */
  due: number;
  /** A rule that fires on every call: whether it is among the active ones. */
  active: boolean;
  /** A probability rule: a fault or its block's start (-1 before the first), and the next fault after it. */
  at: number;
  next: number;
}

/**
 * The counts below the last one seen whose answers a schedule keeps. On PostgreSQL a process's counts can come back in
 * another order than the database gave them (one in ten did under load), and other processes take the counts between.
 */
export const WINDOW = 1024;

/** The rules of one counter, in id order, each due at the value it can next fire at. */
export class Schedule<R extends ScheduledRule> {
  private readonly heap: Entry[] = [];
  /** The orders of the rules that fire on every call now, ascending. */
  private readonly active: number[] = [];
  private last = -Infinity;
  /** The rule that fired at each count of the last WINDOW that one fired at, in the order of the counts. */
  private readonly fired = new Map<number, R>();

  constructor(private readonly rules: readonly R[]) {
    rules.forEach((kept, order) => {
      if (!never(kept.rule.trigger)) this.push({ order, due: kept.base + 1, active: false, at: -1, next: 0 });
    });
  }

  /** The first rule, in id order, that fires at the counter's value `count`. */
  at(count: number): R | undefined {
    if (count <= this.last) {
      if (count > this.last - WINDOW) return this.fired.get(count);
      return this.rules.find((kept) => fires(kept.rule.trigger, count - kept.base)); // later still: rule by rule
    }
    // Each count from the last one seen, WINDOW of them at most, in order: their answers are kept for a late one.
    for (let value = Math.max(this.last + 1, count - WINDOW + 1); value <= count; value++) {
      const kept = this.advance(value);
      if (kept) this.fired.set(value, kept);
    }
    this.last = count;
    for (const [value] of this.fired) {
      if (value > count - WINDOW) break;
      this.fired.delete(value);
    }
    return this.fired.get(count);
  }

  /** The first rule that fires at `count`, past every count before it: only the rules due are looked at. */
  private advance(count: number): R | undefined {
    let first = Infinity;
    while (this.heap.length && this.heap[0]!.due <= count) {
      const entry = this.pop();
      if (this.step(entry, count)) first = Math.min(first, entry.order);
    }
    const order = Math.min(first, this.active[0] ?? Infinity);
    return order === Infinity ? undefined : this.rules[order];
  }

  /** Looks at a due rule at `count`: whether it fires there (an active rule fires through `active`), and when next. */
  private step(entry: Entry, count: number): boolean {
    const { base, rule } = this.rules[entry.order]!;
    const { trigger } = rule;
    const n = count - base;
    const end = endOf(trigger);
    if (end !== undefined) {
      if (entry.active) this.active.splice(this.active.indexOf(entry.order), 1);
      else if (n <= end) {
        entry.active = true;
        this.active.splice(sortedIndex(this.active, entry.order), 0, entry.order);
        entry.due = base + end + 1; // when it stops
        if (end < Infinity) this.push(entry);
      }
      return false;
    }
    if (trigger.kind === 'everyNth') {
      const every = trigger.count ?? 1;
      entry.due = base + (Math.floor(n / every) + 1) * every;
      this.push(entry);
      return n % every === 0;
    }
    const [seed, probability] = [trigger.seed ?? 0, trigger.probability ?? 0];
    const [block, logq] = [blockOf(probability), Math.log1p(-probability)];
    const start = Math.floor((n - 1) / block) * block;
    if (entry.at < start) [entry.at, entry.next] = [start, start + gapAt(seed, logq, start)];
    // past the faults of counts this process did not see (another process's, on PostgreSQL)
    while (entry.next < n) [entry.at, entry.next] = [entry.next, entry.next + gapAt(seed, logq, entry.next)];
    const fired = entry.next === n;
    if (fired) [entry.at, entry.next] = [n, n + gapAt(seed, logq, n)];
    entry.due = base + Math.min(entry.next, start + block + 1); // the next fault, or the next block's start
    this.push(entry);
    return fired;
  }

  private push(entry: Entry) {
    const { heap } = this;
    let i = heap.push(entry) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.due <= entry.due) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = entry;
  }

  private pop(): Entry {
    const { heap } = this;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (!heap.length) return top;
    let i = 0;
    for (;;) {
      const child = 2 * i + 1;
      if (child >= heap.length) break;
      const smaller = child + 1 < heap.length && heap[child + 1]!.due < heap[child]!.due ? child + 1 : child;
      if (heap[smaller]!.due >= last.due) break;
      heap[i] = heap[smaller]!;
      i = smaller;
    }
    heap[i] = last;
    return top;
  }
}

/** Where `value` goes in the ascending `sorted`. */
function sortedIndex(sorted: readonly number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
