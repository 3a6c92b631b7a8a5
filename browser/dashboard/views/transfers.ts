// Transfers: a table filtered by status, user, institution and creation time; a new transfer or a status change
// shows as it happens. Each opens its own page (transfer.ts).
import { institutionTypeValues, transferStatusValues } from '../../../generated/openapi.js';
import type { Schemas } from '../api.js';
import { debounce, type Ctx, type View } from '../app.js';
import { amount, badge, button, empty, h, labelled, select, table, time, usd } from '../dom.js';

type Transfer = Schemas['Transfer'];

export const transferTone = (status: string) => (status === 'Succeeded' ? 'ok' : status === 'Failed' ? 'bad' : 'wait');

/** A datetime-local field's value as Unix milliseconds, in the user's time zone. */
const millis = (value: string) => (value ? new Date(value).getTime() : undefined);

export function transfersView(ctx: Ctx): View {
  const holder = h('div');
  const status = labelled('Status', select([['', 'Any status'], ...transferStatusValues]));
  const user = labelled('User', h('input', { type: 'text', autocomplete: 'off' }));
  const institution = labelled('Institution', select([['', 'Any institution'], ...institutionTypeValues]));
  const from = labelled('Created from', h('input', { type: 'datetime-local' }));
  const to = labelled('Created to', h('input', { type: 'datetime-local' }));
  const form = h(
    'form',
    { class: 'filters', 'aria-label': 'Filter transfers' },
    status.el,
    user.el,
    institution.el,
    from.el,
    to.el,
    h('button', { type: 'submit', class: 'primary' }, 'Filter'),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void load();
  });
  let fresh = new Set<string>();

  async function load() {
    const query = {
      ...(status.control.value ? { status: status.control.value as Transfer['status'] } : {}),
      ...(user.control.value.trim() ? { userId: user.control.value.trim() } : {}),
      ...(institution.control.value ? { type: institution.control.value as Transfer['type'] } : {}),
      ...(millis(from.control.value) !== undefined ? { from: millis(from.control.value) } : {}),
      ...(millis(to.control.value) !== undefined ? { to: millis(to.control.value) } : {}),
      count: 200,
    };
    const { transfers, total } = await ctx.api.listDashboardTransfers(query);
    if (!transfers.length) {
      holder.replaceChildren(
        empty(
          'No transfers yet.',
          'Run steps 6 and 7 of the walkthrough (docs/walkthrough.md): a transfer from a connected account appears here as it is made, then settles.',
        ),
      );
      return;
    }
    holder.replaceChildren(
      table<Transfer>(
        `Transfers (${transfers.length} of ${total})`,
        [
          { label: 'Created', cell: (t) => time(t.createdAt) },
          { label: 'Status', cell: (t) => badge(t.status, transferTone(t.status)) },
          { label: 'User', cell: (t) => t.userId },
          { label: 'Institution', cell: (t) => t.type },
          { label: 'Amount', cell: (t) => amount(t.amount, t.symbol), numeric: true },
          { label: 'Fiat', cell: (t) => usd(t.amountInFiat), numeric: true },
          {
            label: 'Transfer',
            cell: (t) =>
              button(t.transferId, () => ctx.go(`#transfers/${t.transferId}`), {
                class: 'link',
                'aria-label': `Open transfer ${t.transferId}`,
              }),
          },
        ],
        transfers,
        (t) => ({ 'data-transfer': t.transferId, 'data-status': t.status, ...(fresh.has(t.transferId) ? { class: 'fresh' } : {}) }),
      ),
    );
    fresh = new Set();
  }
  const later = debounce(() => void load(), 200);

  return {
    title: 'Transfers',
    async render() {
      ctx.root.replaceChildren(form, holder);
      await load();
    },
    onEvent(event) {
      if (event.event === 'resync') return later(); // events were missed: read again
      if (event.event !== 'transfer') return;
      fresh.add(event.data.transferId);
      later();
    },
  };
}
