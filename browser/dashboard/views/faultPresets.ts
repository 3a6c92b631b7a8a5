// The Faults panel's presets and the words its rules table uses, apart from the page (no DOM here), so that the
// tests read them as the page shows them: each preset is a rule sandboxPutFault takes, and docs/faults.md names the
// same operations (test/docs/faults.test.ts).
import { type OperationInfo, operations } from '../../../client/operations.js';
import type { components } from '../../../generated/openapi.js';

type Rule = components['schemas']['FaultRule'];
type RuleRequest = components['schemas']['FaultRuleRequest'];

/** The integration's own operations that take faults: not the sandbox's controls, which this dashboard calls itself. */
const API_OPERATIONS = (Object.entries(operations) as [string, OperationInfo][])
  .filter(([, op]) => op.faults && op.tag !== 'Sandbox' && op.tag !== 'Dashboard')
  .map(([id]) => id)
  .slice(0, 100);

/** The operation whose lost answer the first preset is about: the integration's own transfer, as docs/faults.md's recipe. */
export const LOST_ANSWER_OPERATION = 'initiateTransfer';

/** The common cases, each a rule id and its document. */
export const PRESETS: { label: string; id: string; rule: RuleRequest }[] = [
  {
    label: `Lose the answer of the next ${LOST_ANSWER_OPERATION} after it commits`,
    id: 'lose-transfer-answer',
    rule: {
      match: { operationIds: [LOST_ANSWER_OPERATION] },
      trigger: { kind: 'nextN', count: 1 },
      action: { kind: 'reset', commitThenFail: true },
    },
  },
  {
    label: '429 with Retry-After on the next call',
    id: 'rate-limit-next',
    rule: {
      match: { operationIds: API_OPERATIONS },
      trigger: { kind: 'nextN', count: 1 },
      action: { kind: 'rateLimit', retryAfterSeconds: 2 },
    },
  },
  {
    label: '2 s latency on every call',
    id: 'latency-2s',
    rule: {
      match: { operationIds: API_OPERATIONS },
      trigger: { kind: 'always' },
      action: { kind: 'latency', latency: { distribution: 'fixed', ms: 2000 } },
    },
  },
  {
    label: 'Duplicate every webhook',
    id: 'duplicate-webhooks',
    rule: { match: { operationIds: ['transferStatusWebhook'] }, trigger: { kind: 'always' }, action: { kind: 'duplicate' } },
  },
];

const calls = (n: number | undefined) => (n === 1 ? 'call' : `${n} calls`);

/**
 * When a rule fires, in words. A `nextN` rule counts the calls it matched: once they reach its count it fires no
 * more, and says so, rather than promising the next ones still.
 */
export function triggerOf({ trigger, matched }: Rule): string {
  switch (trigger.kind) {
    case 'nextN': {
      const count = trigger.count ?? 1;
      // Met, not fired: a rule of a lower id may have decided those calls (the Fired column says how many this did).
      if (matched >= count) return `spent: it met the ${count === 1 ? 'one call' : `${count} calls`} it was for`;
      return matched === 0 ? `the next ${calls(count)}` : `the next ${calls(count - matched)} (of ${count})`;
    }
    case 'everyNth':
      return `every ${trigger.count}th call`;
    case 'probability':
      return `with probability ${trigger.probability} (seed ${trigger.seed})`;
    default:
      return 'always';
  }
}
