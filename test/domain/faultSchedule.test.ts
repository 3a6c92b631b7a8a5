// A counter's schedule of fault rules (issue 45) answers what looking at each rule by id would (`fires`): for every
// trigger, rules set at different counts, counts that go up by one (SQLite), that jump (another PostgreSQL process
// counted between) and that come late; and a probability rule faults each call with its probability.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockOf, fires, Schedule, type ScheduledRule } from '../../server/domain/sandbox/faultSchedule.js';

type Trigger = ScheduledRule['rule']['trigger'];

const trigger: fc.Arbitrary<Trigger> = fc.oneof(
  fc.constant({ kind: 'always' as const }),
  fc.record({ kind: fc.constant('nextN' as const), count: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('everyNth' as const), count: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('probability' as const),
    probability: fc.oneof(fc.constantFrom(0, 1, 0.5, 0.01), fc.double({ min: 0, max: 1, noNaN: true })),
    seed: fc.nat(),
  }),
);
const rule = fc.record({ base: fc.integer({ min: 0, max: 300 }), rule: fc.record({ trigger }) });

/** The first rule by id (their order here) that fires at the counter's value, looked at one by one. */
const oneByOne = (rules: ScheduledRule[], count: number) => rules.find((kept) => fires(kept.rule.trigger, count - kept.base));

describe('a schedule of fault rules', () => {
  it('picks what looking at each rule picks, counts going up by one, jumping or coming late', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { minLength: 1, maxLength: 30 }),
        fc.array(
          fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: -5, max: 0 }), fc.integer({ min: -3000, max: 0 })),
          { maxLength: 400 },
        ),
        (rules, steps) => {
          const schedule = new Schedule(rules);
          let [count, last] = [0, 0];
          for (const step of steps) {
            // a step ≤ 0 is a count that came late (within WINDOW of the last or not), or the same again
            count = Math.max(0, step > 0 ? last + step : last + step);
            last = Math.max(last, count);
            expect(schedule.at(count)).toBe(oneByOne(rules, count));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the one rule of 1,000 due at a count without changing what the others do', () => {
    const rules: ScheduledRule[] = Array.from({ length: 1000 }, (_, i) => ({
      base: 0,
      rule: { trigger: i === 700 ? { kind: 'everyNth', count: 5000 } : { kind: 'everyNth', count: 1_000_000 } },
    }));
    const schedule = new Schedule(rules);
    const fired = Array.from({ length: 12_000 }, (_, i) => schedule.at(i + 1)).flatMap((kept, i) =>
      kept ? [[i + 1, rules.indexOf(kept)]] : [],
    );
    expect(fired).toEqual([
      [5000, 700],
      [10_000, 700],
    ]);
  });

  it.each([0.5, 0.1, 0.003])('faults each call with probability %s, the same calls for the same seed', (probability) => {
    const calls = 200_000;
    const faulted = (seed: number) => {
      const schedule = new Schedule([{ base: 0, rule: { trigger: { kind: 'probability', probability, seed } } }]);
      return Array.from({ length: calls }, (_, i) => (schedule.at(i + 1) ? i + 1 : 0)).filter(Boolean);
    };
    const first = faulted(7);
    expect(faulted(7)).toEqual(first);
    expect(faulted(8)).not.toEqual(first);
    // Binomial: within 5 standard deviations of calls × probability.
    const sd = Math.sqrt(calls * probability * (1 - probability));
    expect(Math.abs(first.length - calls * probability)).toBeLessThan(5 * sd);
    // Neither the first call of a block nor its last is favoured: each is faulted with the probability too.
    const block = blockOf(probability);
    const blocks = Math.floor(calls / block);
    for (const offset of [1, block]) {
      const hits = first.filter((n) => (n - offset) % block === 0).length;
      const spread = Math.sqrt(blocks * probability * (1 - probability));
      expect(Math.abs(hits - blocks * probability)).toBeLessThan(5 * spread + 1);
    }
  });
});
