// Webhooks: the endpoint and its secret's rotation, a test event, every delivery attempt (headers and body sent, the
// receiver's status, the start of its answer and the duration, the next retry, whether the signatures verify with the
// current secret or were made with an earlier one), resending one event or everything that failed since a time; the last hour's success and latency.
import type { Schemas } from '../api.js';
import { actionButton, debounce, section, type Ctx, type View } from '../app.js';
import { webhookCharts } from '../charts.js';
import { badge, duration, empty, h, json, labelled, localInput, statusTone, table, time } from '../dom.js';

type Attempt = Schemas['DashboardWebhookAttempt'];

// The sandbox signs each attempt with the secret of its time, so one that does not verify with the current secret was
// signed with an earlier one (the webhook was registered again, or its secret rotated): no fault of the receiver's.
const verified = (a: Attempt) =>
  a.signatureVerified === null
    ? badge('not kept', 'plain')
    : a.signatureVerified
      ? badge('verified', 'ok')
      : badge('signed with an earlier secret', 'plain');

function details(a: Attempt) {
  return h(
    'details',
    {},
    h('summary', {}, 'Sent and answered'),
    a.requestHeaders ? json(a.requestHeaders, `Headers sent, attempt ${a.attempt} of ${a.eventId}`) : null,
    a.requestBody ? json(safeParse(a.requestBody), `Body sent, attempt ${a.attempt} of ${a.eventId}`) : null,
    h('p', {}, h('strong', {}, 'Receiver’s answer: '), a.responseExcerpt ?? a.error ?? '—'),
  );
}
const safeParse = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export function webhooksView(ctx: Ctx, transferId?: string): View {
  const endpointHolder = h('div', { class: 'panel' });
  const chartHolder = h('div', { class: 'panel' });
  const attemptsHolder = h('div');
  const result = h('div');

  function endpointPanel(w: Schemas['DashboardWebhook']) {
    if (!w.url)
      return [
        h('p', {}, h('strong', {}, 'No webhook endpoint.')),
        h(
          'p',
          { class: 'hint' },
          'Register one with the admin operation setWebhook, as step 5 of the walkthrough (docs/walkthrough.md) does; deliveries then show here.',
        ),
      ];
    const rotate = actionButton(
      ctx,
      'Rotate secret',
      async () => {
        const rotated = await ctx.api.dashboardRotateWebhookSecret();
        result.replaceChildren(
          h(
            'div',
            { class: 'panel' },
            h('p', {}, h('strong', {}, 'New secret, shown this once: '), h('code', { 'data-secret': '' }, rotated.secret ?? '')),
            h('p', { class: 'hint' }, 'The previous secret signs beside it for a day, while the receiver switches.'),
          ),
        );
        return 'The webhook secret was rotated.';
      },
      { after: renderEndpoint },
    );
    const test = actionButton(ctx, 'Send test event', async () => {
      const sent = await ctx.api.dashboardSendTestWebhook();
      result.replaceChildren(
        section(
          `Test event ${sent.eventId}`,
          h(
            'p',
            {},
            'Receiver: ',
            sent.httpStatus === null
              ? badge(sent.error ?? 'no answer', 'bad')
              : badge(String(sent.httpStatus), statusTone(sent.httpStatus)),
            ` in ${duration(sent.durationMs)}`,
          ),
          json(sent.requestHeaders, 'Test event headers'),
          json(safeParse(sent.requestBody), 'Test event body'),
        ),
      );
      return sent.httpStatus !== null && sent.httpStatus < 300
        ? 'The receiver acknowledged the test event.'
        : 'The receiver did not acknowledge the test event.';
    });
    const since = labelled('Failed since', h('input', { type: 'datetime-local', value: localInput(Date.now() - 3600_000) }));
    const resend = actionButton(
      ctx,
      'Resend failed',
      async () => {
        const { events } = await ctx.api.dashboardResendFailedWebhooks({ since: new Date(since.control.value).getTime() || 0 });
        return events.length ? `Queued again: ${events.length} event${events.length === 1 ? '' : 's'}.` : 'No failed event since then.';
      },
      { after: renderAttempts },
    );
    return [
      h(
        'dl',
        { class: 'facts' },
        h('dt', {}, 'Endpoint'),
        h('dd', {}, w.url),
        h('dt', {}, 'State'),
        h('dd', {}, w.enabled ? badge('enabled', 'ok') : badge('disabled (410)', 'bad')),
        h('dt', {}, 'Previous secret'),
        h('dd', {}, w.previousSecretUntil ? `signs until ${time(w.previousSecretUntil)}` : 'none'),
      ),
      h('div', { class: 'row' }, rotate, test, since.el, resend),
    ];
  }

  async function renderEndpoint() {
    endpointHolder.replaceChildren(...endpointPanel(await ctx.api.getDashboardWebhook()));
  }

  async function renderAttempts() {
    const { attempts } = await ctx.api.listDashboardWebhookAttempts({ ...(transferId ? { transferId } : {}), count: 100 });
    if (!attempts.length) {
      attemptsHolder.replaceChildren(
        empty(
          'No delivery attempts yet.',
          'Make a transfer (steps 6 and 7 of docs/walkthrough.md): its Pending and final webhooks are delivered to the endpoint and show here. Or send a test event.',
        ),
      );
      return;
    }
    attemptsHolder.replaceChildren(
      table<Attempt>(
        transferId ? `Delivery attempts of transfer ${transferId}` : `Delivery attempts (${attempts.length})`,
        [
          { label: 'Time', cell: (a) => time(a.attemptedAt) },
          { label: 'Event', cell: (a) => `${a.transferStatus} · ${a.eventId}` },
          { label: 'Attempt', cell: (a) => a.attempt, numeric: true },
          {
            label: 'Receiver',
            cell: (a) =>
              a.httpStatus === null ? badge(a.error ?? 'no answer', 'bad') : badge(String(a.httpStatus), statusTone(a.httpStatus)),
          },
          { label: 'Duration', cell: (a) => duration(a.durationMs), numeric: true },
          { label: 'Next retry', cell: (a) => (a.nextAttemptAt === null ? '—' : time(a.nextAttemptAt)) },
          { label: 'Signature', cell: verified },
          { label: 'Details', cell: details },
          { label: 'Action', cell: (a) => resendOne(a) },
        ],
        attempts,
        (a) => ({ 'data-event': a.eventId, 'data-status': String(a.httpStatus ?? '') }),
      ),
    );
  }

  // The Sandbox operation: the attempt's transfer's events, in order (a receiver sees them as it would the first time).
  function resendOne(a: Attempt) {
    return actionButton(
      ctx,
      'Resend',
      async () => {
        const { events } = await ctx.api.sandboxResendWebhooks({ transferId: a.transferId });
        const which = events.length === 1 ? 'its event is' : `its ${events.length} events are`;
        return `Transfer ${a.transferId}: ${which} due again now (${events.map((e) => e.eventId).join(', ')}).`;
      },
      { attrs: { 'aria-label': `Resend ${a.eventId}, with the other events of its transfer` } },
    );
  }

  const loadCharts = async () => chartHolder.replaceChildren(webhookCharts((await ctx.api.getDashboardStats()).minutes));
  const later = debounce(() => void Promise.all([renderAttempts(), loadCharts()]), 300);

  return {
    title: transferId ? 'Webhooks of a transfer' : 'Webhooks',
    async render() {
      ctx.root.replaceChildren(
        endpointHolder,
        result,
        chartHolder,
        transferId ? h('p', {}, h('a', { href: '#webhooks' }, 'All delivery attempts')) : '',
        attemptsHolder,
      );
      await Promise.all([renderEndpoint(), renderAttempts(), loadCharts()]);
    },
    onEvent(event) {
      if (event.event === 'resync') return later(); // events were missed: read again
      if (event.event === 'webhookAttempt' && (!transferId || event.data.transferId === transferId)) later();
    },
  };
}
