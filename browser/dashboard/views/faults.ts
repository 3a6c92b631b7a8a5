// The client's fault rules (docs/faults.md): listed with what each matches, when it fires, what it does, until when and
// its counts; added or replaced as their JSON document (from a preset or by hand), whose errors the server names are
// shown beside the editor, path by path; deleted one by one or all at once. Only the Sandbox operations of the spec.
// The presets and the words of a rule's trigger are faultPresets.ts's.
import { Refusal, type Schemas } from '../api.js';
import { actionButton, section, type Ctx } from '../app.js';
import { button, h, labelled, table, time } from '../dom.js';
import { errorsOf } from './scenarioUsers.js';
import { PRESETS, triggerOf } from './faultPresets.js';

type Rule = Schemas['FaultRule'];
type RuleRequest = Schemas['FaultRuleRequest'];

/** What a rule matches, in words: its operations (a long list counted), and the user, institution and method. */
function matchOf({ match }: Rule): string {
  const ids = match.operationIds;
  const what = ids.length > 3 ? `${ids.slice(0, 2).join(', ')} and ${ids.length - 2} more` : ids.join(', ');
  const narrow = [
    match.userId && `user ${match.userId}`,
    match.institutionType && `institution ${match.institutionType}`,
    match.method && `method ${match.method.toUpperCase()}`,
  ].filter(Boolean);
  return narrow.length ? `${what} (${narrow.join(', ')})` : what;
}

function actionOf({ action }: Rule): string {
  const latency = action.latency;
  const words: Record<string, string> = {
    error: `error ${action.status ?? ''}${action.errorType ? ` ${action.errorType}` : ''}`.trim(),
    rateLimit: `429 with Retry-After ${action.retryAfterSeconds ?? 1} s`,
    latency: !latency
      ? 'latency'
      : latency.distribution === 'fixed'
        ? `latency ${latency.ms ?? 0} ms`
        : latency.distribution === 'uniform'
          ? `latency ${latency.minMs}–${latency.maxMs} ms`
          : `latency, median ${latency.medianMs} ms`,
    reset: 'connection reset',
    empty: 'empty answer',
    truncated: 'truncated body',
    hang: 'no answer (hang)',
    duplicate: 'webhook delivered twice',
    hold: `webhook held ${action.holdSeconds ?? ''} s`,
    staleSignature: 'webhook signed with a stale secret',
  };
  return `${words[action.kind] ?? action.kind}${action.commitThenFail ? ', after the operation commits' : ''}`;
}

/** The rules in force, each with its Delete button, and a button that clears them all. */
function rulesTable(ctx: Ctx, rules: Rule[], again: () => Promise<void>) {
  const remove = (r: Rule) =>
    actionButton(
      ctx,
      'Delete',
      async () => {
        await ctx.api.sandboxDeleteFault({ faultId: r.id });
        return `Deleted rule ${r.id}.`;
      },
      { after: again, attrs: { class: 'danger', 'aria-label': `Delete rule ${r.id}` } },
    );
  const clearAll = actionButton(ctx, 'Clear all rules', async () => `Deleted ${(await ctx.api.sandboxClearFaults()).deleted} rule(s).`, {
    after: again,
    attrs: { class: 'danger' },
  });

  return h(
    'div',
    {},
    table<Rule>(
      'Fault rules',
      [
        { label: 'Rule', cell: (r) => r.id },
        { label: 'Matches', cell: matchOf },
        { label: 'Fires', cell: triggerOf },
        { label: 'Does', cell: actionOf },
        { label: 'Until', cell: (r) => (r.until === null ? 'until removed' : time(r.until)) },
        { label: 'Matched', cell: (r) => String(r.matched), numeric: true },
        { label: 'Fired', cell: (r) => String(r.fired), numeric: true },
        { label: 'Action', cell: remove },
      ],
      rules,
      (r) => ({ 'data-fault': r.id }),
    ),
    clearAll,
  );
}

export async function faultRules(ctx: Ctx, holder: HTMLElement) {
  const { rules } = await ctx.api.sandboxListFaults();
  const id = labelled(
    'Rule id',
    h('input', { type: 'text', autocomplete: 'off', maxlength: '64' }),
    'A rule of this id is replaced, its counts starting again.',
  );
  const errorsId = 'fault-errors';
  const documentField = labelled(
    'Rule (JSON)',
    h('textarea', { rows: '10', spellcheck: 'false', 'aria-describedby': errorsId }),
    'A FaultRuleRequest: match, trigger, until and action (docs/faults.md).',
  );
  const errors = h('ul', { id: errorsId, class: 'errors', 'aria-live': 'polite' });
  const showErrors = (list: string[]) => {
    errors.replaceChildren(...list.map((e) => h('li', {}, e)));
    documentField.control.setAttribute('aria-invalid', list.length ? 'true' : 'false');
  };
  const fill = (ruleId: string, rule: RuleRequest) => {
    id.control.value = ruleId;
    documentField.control.value = JSON.stringify(rule, null, 2);
    showErrors([]);
  };
  const [first] = PRESETS;
  fill(first!.id, first!.rule);

  const again = () => faultRules(ctx, holder);
  const set = actionButton(
    ctx,
    'Set rule',
    async () => {
      showErrors([]);
      let rule: unknown;
      try {
        rule = JSON.parse(documentField.control.value);
      } catch (error) {
        const words = `The JSON does not parse: ${(error as Error).message}`;
        showErrors([words]);
        throw new Refusal(words);
      }
      try {
        const saved = await ctx.api.sandboxPutFault({ faultId: id.control.value.trim(), ...(rule as RuleRequest) });
        return `Rule ${saved.id} is set.`;
      } catch (error) {
        showErrors(errorsOf(error));
        throw error;
      }
    },
    { after: again, attrs: { class: 'primary' } },
  );
  holder.replaceChildren(
    section(
      'Faults',
      rules.length
        ? rulesTable(ctx, rules, again)
        : h(
            'p',
            { class: 'hint' },
            'No fault rules: every call is answered as usual. Set one below, or send Prefer: fault=… on one request (docs/faults.md). Faulted calls are marked in Requests.',
          ),
      h(
        'div',
        { class: 'panel' },
        h('h3', {}, 'Add or replace a rule'),
        h('p', { class: 'hint' }, 'Start from a preset, or write the rule yourself:'),
        h(
          'div',
          { class: 'row', role: 'group', 'aria-label': 'Presets' },
          ...PRESETS.map((p) => button(p.label, () => fill(p.id, p.rule), { 'aria-label': `Preset: ${p.label}` })),
        ),
        id.el,
        documentField.el,
        errors,
        set,
      ),
    ),
  );
}
