// The words the Faults panel's rules table uses for a rule's trigger (browser/dashboard/views/faultPresets.ts), for
// the counts the browser test does not reach: a nextN rule part met, and one spent on calls another rule decided.
import { describe, expect, it } from 'vitest';
import { triggerOf } from '../../browser/dashboard/views/faultPresets.js';

type Rule = Parameters<typeof triggerOf>[0];
const nextN = (count: number, matched: number, fired: number) => ({ trigger: { kind: 'nextN', count }, matched, fired }) as unknown as Rule;

describe("a rule's trigger, as the Faults panel words it", () => {
  it('counts down the calls a nextN rule is still for', () => {
    expect(triggerOf(nextN(3, 0, 0))).toBe('the next 3 calls');
    expect(triggerOf(nextN(3, 2, 2))).toBe('the next call (of 3)');
  });

  it('says a nextN rule met its calls, not that it fired on them: a rule of a lower id may have decided them', () => {
    expect(triggerOf(nextN(1, 1, 1))).toBe('spent: it met the one call it was for');
    expect(triggerOf(nextN(2, 2, 0))).toBe('spent: it met the 2 calls it was for');
  });
});
