// Faults on demand (sandboxPutFault): rules that make a client's own calls fail as production calls do (an error, a
// 429, latency, a lost connection, a lost answer after a commit), each on the calls it matches, when its trigger
// says. Only the client that set a rule is faulted. The draws are seeded: the same seed and the same calls give the
// same faults. What a fault does to the connection is the HTTP edge's (server/http/faults.ts); here is which call
// gets which fault.
import { httpStatusOfError, operations, type OperationId, type OperationInfo } from '../../../client/operations.js';
import { ContractError, type FieldIssue } from '../../contract/errors.js';
import { didYouMean, quotedAlternatives } from '../../contract/suggest.js';
import type { ErrorType, Schemas } from '../../contract/types.js';
import { onClientTime } from '../../deps/time.js';
import type { Deps } from '../../deps/deps.js';
import { timeOf } from '../clientTime.js';
import { FAILURE_ERROR_TYPE } from './institutionFailures.js';
import { MAX_FAULT_RULES } from '../../store/sandbox/faultRules.js';
import { createFaultRuleSets, type FaultCall, type StoredRule } from './faultRuleSets.js';
import { unit } from './faultSchedule.js';

export type { FaultCall } from './faultRuleSets.js';

export type FaultRule = Schemas['FaultRule'];
export type FaultAction = Schemas['FaultAction'];

/** A fault to apply, the rule that fired (or `request` for `Prefer: fault=…`) and its seeded draws. */
export interface Fault {
  rule: string;
  action: FaultAction;
  /** The delay of a `latency` action, drawn from the rule's source. */
  delayMs: number;
}

/** The webhook's operationId in the spec: a rule that names it faults the client's webhook deliveries. */
export const WEBHOOK = 'transferStatusWebhook';
/** The operations a rule may name: those that take faults (FaultPreference in the spec), and the webhook. */
export const FAULTABLE: string[] = [
  ...(Object.entries(operations) as [OperationId, OperationInfo][]).filter(([, op]) => op.faults).map(([id]) => id),
  WEBHOOK,
];
const faultable = new Set<string>(FAULTABLE);
/** The operations whose answer can be an event stream: it never ends, so no answer is there to lose after a commit. */
const STREAMING = new Set<string>(
  (Object.entries(operations) as [OperationId, OperationInfo][]).filter(([, op]) => op.stream).map(([id]) => id),
);
/** The errorType of an institution's outage. */
const OUTAGE = FAILURE_ERROR_TYPE.unavailable;
/** The kinds only a webhook delivery takes. */
const WEBHOOK_KINDS: readonly FaultAction['kind'][] = ['duplicate', 'hold', 'staleSignature'];

/**
 * What an `error` action without an errorType answers: for 503 an institution's outage (`sandboxFailInstitution`'s
 * `unavailable`), what an integration's test of a 503 means, not the sandbox's own database; else the first errorType
 * the spec gives the status.
 */
export function errorTypeOfStatus(status: number): Exclude<ErrorType, ''> | undefined {
  if (status === httpStatusOfError[OUTAGE]) return OUTAGE;
  return (Object.keys(httpStatusOfError) as Exclude<ErrorType, ''>[]).find((type) => httpStatusOfError[type] === status);
}

/** The delay a latency action draws for a call: from the rule's source, never above its cap. */
export function delayOf(latency: Schemas['FaultLatency'], draw: () => number, limitMs: number): number {
  const cap = Math.min(latency.capMs ?? limitMs, limitMs);
  let ms: number;
  switch (latency.distribution) {
    case 'fixed':
      ms = latency.ms ?? 0;
      break;
    case 'uniform': {
      const [min, max] = [latency.minMs ?? 0, latency.maxMs ?? latency.minMs ?? 0];
      ms = min + draw() * (max - min);
      break;
    }
    case 'logNormal': {
      // Box-Muller: a standard normal from two uniform draws (1 - u keeps the logarithm finite)
      const z = Math.sqrt(-2 * Math.log(1 - draw())) * Math.cos(2 * Math.PI * draw());
      ms = (latency.medianMs ?? 0) * Math.exp((latency.sigma ?? 1) * z);
      break;
    }
  }
  return Math.round(Math.min(ms, cap));
}

/** Which fields each kind takes besides `kind` and `commitThenFail`. */
const FIELDS_OF: Record<FaultAction['kind'], readonly (keyof FaultAction)[]> = {
  error: ['status', 'errorType'],
  rateLimit: ['retryAfterSeconds'],
  latency: ['latency'],
  reset: [],
  empty: [],
  truncated: [],
  hang: [],
  duplicate: [],
  hold: ['holdSeconds'],
  staleSignature: [],
};
const LATENCY_FIELDS: Record<Schemas['FaultLatency']['distribution'], readonly (keyof Schemas['FaultLatency'])[]> = {
  fixed: ['ms'],
  uniform: ['minMs', 'maxMs'],
  logNormal: ['medianMs', 'sigma'],
};

const issue = (field: string, message: string, errorCode = 'invalid'): FieldIssue => ({ field, message, errorCode });

/**
 * What is wrong with a rule, each at its field under `at` (`` for a request body, `faultRules/0/` in an import
 * document). `limitMs` is the server's request timeout, above which no latency goes.
 */
export function ruleProblems(rule: Schemas['FaultRuleRequest'], limitMs: number, at = ''): FieldIssue[] {
  const problems: FieldIssue[] = [];
  rule.match.operationIds.forEach((id, i) => {
    if (faultable.has(id)) return;
    const near = didYouMean(id, FAULTABLE);
    const why = Object.hasOwn(operations, id)
      ? 'takes no faults (the admin listener, the Link page and the fault rules own operations never do)'
      : 'is no operation';
    problems.push(
      issue(`${at}match/operationIds/${i}`, `\`${id}\` ${why}${near.length ? `; did you mean ${quotedAlternatives(near)}?` : ''}`, 'enum'),
    );
  });
  const trigger = rule.trigger ?? { kind: 'always' };
  if ((trigger.kind === 'nextN' || trigger.kind === 'everyNth') && trigger.count === undefined)
    problems.push(issue(`${at}trigger/count`, `must be given for \`${trigger.kind}\``, 'required'));
  if (trigger.kind === 'probability' && trigger.probability === undefined)
    problems.push(issue(`${at}trigger/probability`, 'must be given for `probability`, from 0 to 1', 'required'));
  const { action } = rule;
  const takes = FIELDS_OF[action.kind];
  const forWebhook = rule.match.operationIds.includes(WEBHOOK);
  if (WEBHOOK_KINDS.includes(action.kind) !== forWebhook || (forWebhook && rule.match.operationIds.length > 1))
    problems.push(
      issue(
        `${at}action/kind`,
        forWebhook
          ? `\`${WEBHOOK}\` takes ${WEBHOOK_KINDS.join(', ')}, in a rule of its own`
          : `\`${action.kind}\` is a webhook's fault: name \`${WEBHOOK}\` alone`,
        'enum',
      ),
    );
  if (action.kind === 'hold' && action.holdSeconds === undefined)
    problems.push(issue(`${at}action/holdSeconds`, 'must be given for `hold`', 'required'));
  if (action.commitThenFail && forWebhook) problems.push(issue(`${at}action/commitThenFail`, 'is not taken by a webhook', 'unknownField'));
  const streaming = rule.match.operationIds.filter((id) => STREAMING.has(id));
  if (action.commitThenFail && streaming.length)
    problems.push(
      issue(
        `${at}action/commitThenFail`,
        `is not taken by ${streaming.join(', ')}, whose answer can be an event stream: it never ends, so there is no answer to lose after it`,
        'unknownField',
      ),
    );
  for (const field of ['status', 'errorType', 'retryAfterSeconds', 'latency', 'holdSeconds'] as const)
    if (action[field] !== undefined && !takes.includes(field))
      problems.push(issue(`${at}action/${field}`, `is not taken by \`${action.kind}\``, 'unknownField'));
  if (action.retryAfterSeconds !== undefined && !(action.retryAfterSeconds >= 1 && action.retryAfterSeconds <= 86_400))
    problems.push(issue(`${at}action/retryAfterSeconds`, 'must be from 1 to 86400', 'minimum'));
  if (action.kind === 'error') problems.push(...errorProblems(rule.match.operationIds, action, at));
  if (action.kind === 'latency') {
    if (!action.latency) problems.push(issue(`${at}action/latency`, 'must be given for `latency`', 'required'));
    else problems.push(...latencyProblems(action.latency, limitMs, `${at}action/latency/`));
  }
  return problems;
}

function errorProblems(operationIds: readonly string[], action: FaultAction, at: string): FieldIssue[] {
  const { status, errorType } = action;
  if (status === undefined) return [issue(`${at}action/status`, 'must be given for `error`', 'required')];
  const problems: FieldIssue[] = [];
  for (const id of operationIds) {
    const declared = Object.hasOwn(operations, id) ? (operations as Record<string, OperationInfo>)[id]!.errorStatuses : undefined;
    if (declared && !declared.includes(status))
      problems.push(issue(`${at}action/status`, `${id} never answers ${status}; it answers ${declared.join(', ')}`, 'enum'));
  }
  if (problems.length) return problems;
  if (errorType === '' || (errorType !== undefined && !Object.hasOwn(httpStatusOfError, errorType)))
    problems.push(issue(`${at}action/errorType`, 'must name an errorType of the spec', 'enum'));
  else if (errorType !== undefined && httpStatusOfError[errorType] !== status)
    problems.push(
      issue(`${at}action/errorType`, `\`${errorType}\` is answered with ${httpStatusOfError[errorType]}, not ${status}`, 'enum'),
    );
  else if (errorType === undefined && !errorTypeOfStatus(status))
    problems.push(issue(`${at}action/status`, `no errorType is answered with ${status}`, 'enum'));
  return problems;
}

function latencyProblems(latency: Schemas['FaultLatency'], limitMs: number, at: string): FieldIssue[] {
  const problems: FieldIssue[] = [];
  for (const field of LATENCY_FIELDS[latency.distribution])
    if (latency[field] === undefined) problems.push(issue(`${at}${field}`, `must be given for \`${latency.distribution}\``, 'required'));
  for (const field of ['ms', 'minMs', 'maxMs', 'medianMs', 'capMs'] as const) {
    const value = latency[field];
    if (value !== undefined && value > limitMs)
      problems.push(issue(`${at}${field}`, `must be at most the server's request timeout, ${limitMs} ms`, 'maximum'));
  }
  if (latency.minMs !== undefined && latency.maxMs !== undefined && latency.minMs > latency.maxMs)
    problems.push(issue(`${at}maxMs`, 'must be at least minMs', 'minimum'));
  return problems;
}

export const ruleInvalid = (problems: FieldIssue[]) => {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more: see errorData)` : '';
  return new ContractError('invalidField', `This fault rule cannot be set: ${first?.field} ${first?.message}${more}.`, {
    fields: problems,
  });
};

export function createFaults({ store, clock, random, config }: Deps) {
  /** The longest a fault may hold an answer: the server's request timeout. */
  const limitMs = config.connections.headersTimeoutMs + config.connections.bodyTimeoutMs;
  const sets = createFaultRuleSets(store);

  /**
   * The fault of the first of the client's rules, in the order of their ids, that matches the call and fires;
   * every rule that matches counts the call, at once. Nothing is read for a rule of another operation.
   */
  async function pick(clientId: string, call: FaultCall): Promise<Fault | undefined> {
    const chosen = await sets.evaluate(clientId, call, clock.now()); // the client's time: its test clock's when it has one
    if (!chosen) return undefined;
    const { kept, n } = chosen;
    const seed = kept.rule.trigger.seed ?? 0;
    let draw = 1; // draw 0 spaces a probability rule's faults
    const delayMs = kept.rule.action.latency ? delayOf(kept.rule.action.latency, () => unit(seed, n, draw++), limitMs) : 0;
    return { rule: kept.id, action: kept.rule.action, delayMs };
  }

  return {
    limitMs,
    /** Changes the client's rules through `write` (reset and import do): every process applies the change on its next call. */
    change: sets.change,
    /** Writes the counts the embedded store keeps in memory (the background work, and at exit). */
    persist: sets.persist,
    /** True when the client is known to have no rule (the embedded store's copy): its calls need nothing more. */
    knownEmpty: (clientId: string) => sets.known(clientId)?.rules.length === 0,

    /**
     * True when no rule of the client can match the call, known without reading (the embedded store's copy): the call
     * then goes on at once, without the turns of the event loop that a count takes.
     */
    knownUnmatched: (clientId: string, call: FaultCall) => sets.knownUnmatched(clientId, call, clock.now()),

    async put(clientId: string, id: string, input: Schemas['FaultRuleRequest']): Promise<FaultRule> {
      const problems = ruleProblems(input, limitMs);
      if (problems.length) throw ruleInvalid(problems);
      const trigger = { ...(input.trigger ?? { kind: 'always' as const }) };
      trigger.seed ??= random.bytes(4).readUInt32BE(0);
      const rule: StoredRule = { match: input.match, trigger, until: input.until ?? null, action: input.action };
      const now = clock.now();
      await sets.change(clientId, () =>
        store.transaction(async (tx) => {
          await tx.faultRules.put(clientId, id, rule, now); // takes the client's rules' lock first: puts take turns
          if ((await tx.faultRules.countOthers(clientId, id)) >= MAX_FAULT_RULES)
            throw new ContractError('conflict', `This client holds ${MAX_FAULT_RULES} fault rules, the most it may: delete one first.`);
        }),
      );
      return { id, ...rule, matched: 0, fired: 0 };
    },

    async list(clientId: string): Promise<FaultRule[]> {
      await sets.written(clientId);
      return (await store.faultRules.list<StoredRule>(clientId)).map(({ id, rule, matched, fired }) => ({ id, ...rule, matched, fired }));
    },

    async delete(clientId: string, id: string): Promise<void> {
      const deleted = await sets.change(clientId, () => store.transaction((tx) => tx.faultRules.delete(clientId, id)));
      if (!deleted) throw new ContractError('faultNotFound', `This client has no fault rule \`${id}\`; sandboxListFaults lists its rules.`);
    },

    clear: (clientId: string): Promise<number> => sets.change(clientId, () => store.transaction((tx) => tx.faultRules.clear(clientId))),

    pick,

    /**
     * The fault of a webhook delivery of the client (a rule naming `transferStatusWebhook`), on the client's time;
     * nothing more read for a client without rules.
     */
    async forWebhook(event: { clientId: string; clockNow: number | null; payload: { UserId?: unknown } }): Promise<Fault | undefined> {
      if (!(await sets.current(event.clientId)).rules.length) return undefined;
      const time = event.clockNow === null ? undefined : await timeOf(store, event.clientId);
      const call = {
        operationId: WEBHOOK,
        method: 'post',
        userId: typeof event.payload.UserId === 'string' ? event.payload.UserId : undefined,
      };
      return onClientTime(time, () => pick(event.clientId, call));
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
