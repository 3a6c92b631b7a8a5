// The contract coverage judge: what fails the run, what a waiver needs, and what the table shows.
import { describe, expect, it } from 'vitest';
import { judge, passes, render, WAIVERS } from '../support/coverage.js';

const op = (operationId: string, statuses: string[], waivers?: Record<string, string>) => ({
  webhook: false,
  op: { operationId, responses: Object.fromEntries(statuses.map((s) => [s, {}])), ...(waivers ? { [WAIVERS]: waivers } : {}) },
});

describe('contract coverage', () => {
  it('passes when every documented pair was answered', () => {
    const report = judge([op('getThing', ['200', '404'])], new Set(['getThing 200', 'getThing 404']));
    expect(report.counts).toEqual({ pairs: 2, covered: 2, waived: 0, uncovered: 0 });
    expect(passes(report)).toBe(true);
  });

  it('fails on a pair nobody exercised, and names it', () => {
    const report = judge([op('getThing', ['200', '404'])], new Set(['getThing 200']));
    expect(passes(report)).toBe(false);
    expect(render(report)).toMatch(/getThing\s+200 ✓ {2}404 ✗/);
    expect(render(report)).toMatch(/Not covered[^\n]*\n\s+getThing 404/);
  });

  it('accepts a waived pair and lists the waiver with its reason', () => {
    const report = judge([op('getThing', ['200', '503'], { '503': 'Only behind the load balancer' })], new Set(['getThing 200']));
    expect(passes(report)).toBe(true);
    expect(report.counts.waived).toBe(1);
    expect(render(report)).toContain('getThing 503: Only behind the load balancer');
  });

  it('fails on a stale waiver: covered anyway, or for a status the operation does not declare', () => {
    expect(passes(judge([op('getThing', ['200'], { '200': 'no longer true' })], new Set(['getThing 200'])))).toBe(false);
    expect(judge([op('getThing', ['200'], { '418': 'typo' })], new Set(['getThing 200'])).staleWaivers).toEqual([
      { operationId: 'getThing', status: '418' },
    ]);
  });

  it('fails on a status the server answered but the spec does not declare; webhook statuses are the receiver’s', () => {
    const webhook = { webhook: true, op: { operationId: 'thingHappened', responses: { '200': {} } } };
    const report = judge(
      [op('getThing', ['200']), webhook],
      new Set(['getThing 200', 'getThing 409', 'thingHappened 200', 'thingHappened 500']),
    );
    expect(report.undocumented).toEqual([{ operationId: 'getThing', status: '409' }]);
    expect(passes(report)).toBe(false);
  });
});
