// One transfer: its timeline (created, Pending, then its final status) drawn in order, its amounts and fees, and its
// webhook events with where each delivery stands; settle it now with an outcome, or send its webhooks again.
import { settleTransferRequestOutcomeValues } from '../../../generated/openapi.js';
import type { Schemas } from '../api.js';
import { actionButton, debounce, section, type Ctx, type View } from '../app.js';
import { amount, badge, h, labelled, select, statusTone, table, time, usd } from '../dom.js';
import { transferTone } from './transfers.js';

type Event = Schemas['DashboardWebhookEvent'];
type Step = Schemas['DashboardTransfer']['timeline'][number];
type Outcome = Schemas['SettleTransferRequest']['outcome'];

/** The timeline, with the final step still to come while the transfer is Pending. */
function timeline(steps: Step[], status: string) {
  const shown = status === 'Pending' ? [...steps, null] : steps;
  return h(
    'ol',
    { class: 'timeline', 'aria-label': 'Timeline' },
    ...shown.map((step) =>
      step
        ? h(
            'li',
            { class: 'done' },
            h('span', { class: 'step' }, step.step === 'created' ? 'Created' : step.step),
            h('span', { class: 'muted' }, time(step.at)),
          )
        : h(
            'li',
            { class: 'todo' },
            h('span', { class: 'step' }, settleTransferRequestOutcomeValues.join(' or ')),
            h('span', { class: 'muted' }, 'not yet'),
          ),
    ),
  );
}

export function transferView(ctx: Ctx, transferId: string): View {
  const holder = h('div');

  function controls(status: string) {
    const outcome = labelled('Outcome', select(settleTransferRequestOutcomeValues));
    const settle = actionButton(
      ctx,
      'Settle now',
      async () => {
        const settled = await ctx.api.sandboxSettleTransfer({ transferId, outcome: outcome.control.value as Outcome });
        return `Settled: ${settled.status}.`;
      },
      { after: render, attrs: { class: 'primary', disabled: status !== 'Pending' } },
    );
    const resend = actionButton(
      ctx,
      'Resend webhooks',
      async () => {
        const { events } = await ctx.api.sandboxResendWebhooks({ transferId });
        return `Queued again: ${events.map((e) => e.transferStatus).join(', ') || 'no event'}.`;
      },
      { after: render },
    );
    return h(
      'div',
      { class: 'panel' },
      h('div', { class: 'row' }, outcome.el, settle, resend),
      status === 'Pending'
        ? null
        : h('p', { class: 'hint' }, 'A settled transfer keeps its final status; its webhooks can still be sent again.'),
    );
  }

  async function render() {
    const { transfer: t, institutionName, timeline: steps, events } = await ctx.api.getDashboardTransfer({ transferId });
    const facts: [string, string][] = [
      ['Status', t.status],
      ['User', t.userId],
      ['Institution', institutionName],
      ['Amount', amount(t.amount, t.symbol)],
      ['Fee', amount(t.fee, t.symbol)],
      ['Amount in fiat', usd(t.amountInFiat)],
      ['Network', t.chain ?? t.networkId ?? '—'],
      ['From', t.fromAddress ?? '—'],
      ['To', t.toAddress ?? '—'],
      ...(t.addressTag ? [['Tag or memo', t.addressTag] as [string, string]] : []),
      ['Transaction id', t.txId ?? '—'],
      ['Hash', t.txHash ?? '—'],
      ['Client transaction id', t.clientTransactionId ?? '—'],
    ];
    holder.replaceChildren(
      h('p', {}, badge(t.status, transferTone(t.status)), ' ', h('span', { class: 'muted' }, `Transfer ${t.transferId}`)),
      timeline(steps, t.status),
      controls(t.status),
      section('Amounts and details', h('dl', { class: 'facts' }, ...facts.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]))),
      section(
        'Webhook events',
        events.length
          ? table<Event>(
              'Webhook events of this transfer',
              [
                { label: 'Event', cell: (e) => e.eventId },
                { label: 'Reports', cell: (e) => e.transferStatus },
                {
                  label: 'Delivery',
                  cell: (e) => badge(e.eventStatus, e.eventStatus === 'delivered' ? 'ok' : e.eventStatus === 'failed' ? 'bad' : 'wait'),
                },
                { label: 'Attempts', cell: (e) => e.attempts, numeric: true },
                {
                  label: 'Receiver',
                  cell: (e) => (e.lastHttpStatus === null ? '—' : badge(String(e.lastHttpStatus), statusTone(e.lastHttpStatus))),
                },
                { label: 'Next attempt', cell: (e) => (e.nextAttemptAt === null ? '—' : time(e.nextAttemptAt)) },
              ],
              events,
              (e) => ({ 'data-event': e.eventId }),
            )
          : h('p', { class: 'hint' }, 'No webhook event yet.'),
        h('p', {}, h('a', { href: `#webhooks/${transferId}` }, 'Every delivery attempt of these events, with headers and bodies')),
      ),
    );
  }
  const later = debounce(() => void render(), 200);

  return {
    title: 'Transfer',
    async render() {
      ctx.root.replaceChildren(h('p', {}, h('a', { href: '#transfers' }, '← All transfers')), holder);
      await render();
    },
    onEvent(event) {
      if (event.event === 'resync') return later(); // events were missed: read again
      if ((event.event === 'transfer' || event.event === 'webhookAttempt') && event.data.transferId === transferId) later();
    },
  };
}
