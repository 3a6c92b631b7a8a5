// Users and connections: each end user with their connected accounts (institution, account, state, token expiry,
// holdings and balances at a glance); a connection can be made to need re-authentication, or disconnected.
import type { OperationId } from '../../../client/operations.js';
import type { Schemas } from '../api.js';
import { act, actionButton, debounce, type Ctx, type View } from '../app.js';
import { amount, badge, button, empty, h, table, time, usd } from '../dom.js';

type Connection = Schemas['DashboardConnection'];

/** Operations after whose answer the users' list may have changed (each an operation of the spec). */
const CHANGES: ReadonlySet<string> = new Set<OperationId>([
  'sandboxConnect',
  'linkConnect',
  'deleteAccount',
  'refreshToken',
  'sandboxRequireReauthentication',
  'sandboxReset',
  'sandboxImport',
  'linkAccounts',
]);

export function usersView(ctx: Ctx): View {
  const holder = h('div');
  // A disconnect waiting for its confirmation stays so when the view is drawn again (a live update redraws it).
  const confirming = new Set<string>();

  const actions = (c: Connection) => {
    const reauth = actionButton(
      ctx,
      'Force re-authentication',
      async () => {
        await ctx.api.sandboxRequireReauthentication({ connectionId: c.connectionId });
        return `${c.accountName} now needs the user to sign in again.`;
      },
      {
        after: render,
        attrs: { 'aria-label': `Force re-authentication of ${c.accountName}`, disabled: c.state === 'reauthenticationRequired' },
      },
    );
    const askConfirmation = () => {
      disconnect.dataset.confirm = 'yes';
      disconnect.textContent = 'Confirm disconnect';
      disconnect.setAttribute('aria-label', `Confirm: disconnect ${c.accountName}, erasing its transfers`);
    };
    const disconnect = button(
      'Disconnect',
      () => {
        if (disconnect.dataset.confirm !== 'yes') {
          confirming.add(c.connectionId);
          askConfirmation();
          return;
        }
        confirming.delete(c.connectionId);
        void act(
          ctx,
          disconnect,
          async () => {
            await ctx.api.dashboardDisconnect({ connectionId: c.connectionId });
            return `${c.accountName} was disconnected, with its transfers and their webhooks.`;
          },
          render,
        );
      },
      { class: 'danger', 'aria-label': `Disconnect ${c.accountName}` },
    );
    if (confirming.has(c.connectionId)) askConfirmation();
    return h('div', { class: 'row' }, reauth, disconnect);
  };

  const holdings = (c: Connection) =>
    [
      ...c.holdings.slice(0, 6).map((p) => amount(p.amount, p.symbol)),
      ...c.balances.map((b) => `${usd(b.cash)} ${b.symbol === 'USD' ? 'cash' : b.symbol}`),
    ].join(', ') + (c.holdings.length > 6 ? `, and ${c.holdings.length - 6} more` : '');

  async function render() {
    const { users } = await ctx.api.listDashboardUsers({});
    if (!users.length) {
      holder.replaceChildren(
        empty(
          'No users yet.',
          'Connect an account: open a link token in the Link page, or call sandboxConnect (docs/walkthrough.md, step 2). Each user with a connection appears here.',
        ),
      );
      return;
    }
    holder.replaceChildren(
      ...users.map((u) =>
        h(
          'section',
          { 'aria-label': `User ${u.userId}` },
          h('h2', {}, `User ${u.userId}`),
          table<Connection>(
            `Connections of ${u.userId}`,
            [
              { label: 'Institution', cell: (c) => c.institutionName },
              { label: 'Account', cell: (c) => `${c.accountName} (${c.accountId})` },
              { label: 'State', cell: (c) => (c.state === 'active' ? badge('active', 'ok') : badge('needs sign-in', 'wait')) },
              { label: 'Access token expires', cell: (c) => time(c.accessExpiresAt) },
              { label: 'Refresh token expires', cell: (c) => time(c.refreshExpiresAt) },
              { label: 'Holdings and balances', cell: holdings },
              { label: 'Actions', cell: actions },
            ],
            u.connections,
          ),
        ),
      ),
    );
  }
  const later = debounce(() => void render(), 300);

  return {
    title: 'Users and connections',
    async render() {
      ctx.root.replaceChildren(holder);
      await render();
    },
    onEvent(event) {
      if (event.event === 'resync') return later(); // events were missed: read again
      if (event.event === 'transfer' || (event.event === 'request' && CHANGES.has(event.data.operationId ?? ''))) later();
    },
  };
}
