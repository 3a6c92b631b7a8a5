// Controls: institution failures (on, off, until when), the client's fault rules (views/faults.ts), the test clock (its
// time, advanced by a chosen duration) and the client's scenario users (listed, created and edited as JSON, the
// document's errors shown beside it).
import { type InstitutionFailureKind, institutionFailureKindValues, institutionTypeValues } from '../../../generated/openapi.js';
import { ApiError, type Schemas } from '../api.js';
import { actionButton, section, type Ctx, type View } from '../app.js';
import { badge, h, labelled, select, table, time } from '../dom.js';
import { faultRules } from './faults.js';
import { scenarioUsers } from './scenarioUsers.js';

type Failure = Schemas['InstitutionFailure'];
/** Each failure kind as the choice reads, with the HTTP status it answers. */
const KIND_LABELS: Record<InstitutionFailureKind, string> = {
  unavailable: 'unavailable (503)',
  rateLimited: 'rate limited (429)',
  serverFailure: 'server failure (500)',
};
const UNITS: [string, string][] = [
  ['1', 'seconds'],
  ['60', 'minutes'],
  ['3600', 'hours'],
  ['86400', 'days'],
];

export function controlsView(ctx: Ctx): View {
  const failures = h('div');
  const clock = h('div');
  const users = h('div');
  const faults = h('div');

  async function renderFailures() {
    const { failures: list } = await ctx.api.listDashboardInstitutionFailures();
    const type = labelled('Institution', select(institutionTypeValues));
    const kind = labelled('Error', select(institutionFailureKindValues.map((k): [string, string] => [k, KIND_LABELS[k]])));
    const seconds = labelled(
      'For seconds',
      h('input', { type: 'number', min: '1', max: '86400', inputmode: 'numeric', placeholder: 'until cleared' }),
    );
    const set = actionButton(
      ctx,
      'Make it fail',
      async () => {
        const n = Number(seconds.control.value);
        const failure = await ctx.api.sandboxFailInstitution({
          type: type.control.value as Failure['type'],
          error: kind.control.value as Failure['error'],
          durationSeconds: n > 0 ? n : null,
        });
        return `${failure.type} now answers ${failure.errorType}${failure.until ? ` until ${time(failure.until)}` : ' until cleared'}.`;
      },
      { after: renderFailures, attrs: { class: 'primary' } },
    );
    const clear = (f: Failure) =>
      actionButton(
        ctx,
        'Clear',
        async () => {
          await ctx.api.sandboxClearInstitutionFailure({ type: f.type });
          return `${f.type} answers again.`;
        },
        { after: renderFailures, attrs: { 'aria-label': `Clear the failure of ${f.type}` } },
      );
    failures.replaceChildren(
      section(
        'Institution failures',
        list.length
          ? table<Failure>(
              'Failures in force',
              [
                { label: 'Institution', cell: (f) => f.type },
                { label: 'Answers', cell: (f) => badge(`${f.httpStatus} ${f.errorType}`, 'bad') },
                { label: 'Until', cell: (f) => (f.until ? time(f.until) : 'cleared by hand') },
                { label: 'Action', cell: clear },
              ],
              list,
            )
          : h(
              'p',
              { class: 'hint' },
              'No institution fails now: every institution answers as usual. Choose one below to test your error paths.',
            ),
        h('div', { class: 'row panel' }, type.el, kind.el, seconds.el, set),
      ),
    );
  }

  async function renderClock() {
    let current: Schemas['TestClock'] | null = null;
    try {
      current = await ctx.api.sandboxGetTestClock();
    } catch (error) {
      if (!(error instanceof ApiError && error.httpStatus === 404)) throw error;
    }
    const frozen = current?.frozen ? current : null;
    const by = labelled('Advance by', h('input', { type: 'number', min: '0', value: '1', inputmode: 'numeric' }));
    const unit = labelled('Unit', select(UNITS, {}));
    unit.control.value = '60';
    const advance = actionButton(
      ctx,
      'Advance',
      async () => {
        const moved = await ctx.api.sandboxAdvanceTestClock({
          seconds: Math.max(0, Math.round(Number(by.control.value) * Number(unit.control.value))),
        });
        const { transfersSettled, webhooksAttempted } = moved.happened;
        const done = `The clock is at ${time(moved.now)}: ${transfersSettled} transfer(s) settled, ${webhooksAttempted} webhook attempt(s).`;
        if (moved.complete) return done;
        const { transfersDue, webhooksDue } = moved.left;
        const why = moved.stoppedBecause === 'timeLimit' ? 'it ran out of time' : 'another request changed the clock';
        return `${done} It stopped short of ${time(moved.target)} because ${why}: ${transfersDue} transfer(s) and ${webhooksDue} webhook(s) are still due; advance again.`;
      },
      { after: renderClock, attrs: { class: 'primary' } },
    );
    const start = actionButton(ctx, 'Freeze time now', async () => `Frozen at ${time((await ctx.api.sandboxCreateTestClock({})).now)}.`, {
      after: renderClock,
    });
    const stop = actionButton(
      ctx,
      'Back to real time',
      async () => {
        await ctx.api.sandboxDeleteTestClock();
        return 'The client runs on real time again.';
      },
      { after: renderClock },
    );
    clock.replaceChildren(
      section(
        'Test clock',
        frozen
          ? h(
              'div',
              {},
              h(
                'p',
                {},
                'This client’s time: ',
                h('strong', { 'data-clock': '' }, time(frozen.now)),
                ' (frozen; it moves only when advanced).',
              ),
              h('div', { class: 'row panel' }, by.el, unit.el, advance, stop),
            )
          : h(
              'div',
              {},
              h('p', {}, 'This client runs on real time.'),
              h(
                'p',
                { class: 'hint' },
                'Freeze it to settle transfers and retry webhooks by advancing time instead of waiting (docs/test-clocks.md).',
              ),
              start,
            ),
      ),
    );
  }

  return {
    title: 'Controls',
    async render() {
      ctx.root.replaceChildren(failures, faults, clock, users);
      await Promise.all([renderFailures(), faultRules(ctx, faults), renderClock(), scenarioUsers(ctx, users)]);
    },
  };
}
