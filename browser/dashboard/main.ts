// The sandbox dashboard at /dashboard: signed in with an API client's id and secret (kept in this tab's
// sessionStorage), it shows that client's sandbox only, through the operations of openapi.yaml, and follows the live
// stream (live.ts). One view at a time, chosen by the address's hash, so the browser's back button and links work.
import { dashboardApi, forgetCredentials, keepCredentials, storedCredentials, wordsFor, type Credentials } from './api.js';
import type { Ctx, View } from './app.js';
import { h, labelled } from './dom.js';
import { follow, type Live, type LiveState } from './live.js';
import { controlsView } from './views/controls.js';
import { driftView } from './views/drift.js';
import { requestsView } from './views/requests.js';
import { transferView } from './views/transfer.js';
import { transfersView } from './views/transfers.js';
import { usersView } from './views/users.js';
import { webhooksView } from './views/webhooks.js';

const app = document.getElementById('app')!;
/** The views by the first part of the hash (`#name/arg`), in the navigation's order, each with its link's words. */
const VIEWS: Record<string, { label: string; view: (ctx: Ctx, arg: string) => View }> = {
  requests: { label: 'Requests', view: (ctx, arg) => requestsView(ctx, arg || undefined) },
  users: { label: 'Users', view: (ctx) => usersView(ctx) },
  transfers: { label: 'Transfers', view: (ctx, arg) => (arg ? transferView(ctx, arg) : transfersView(ctx)) },
  webhooks: { label: 'Webhooks', view: (ctx, arg) => webhooksView(ctx, arg || undefined) },
  controls: { label: 'Controls', view: (ctx) => controlsView(ctx) },
  drift: { label: 'Drift', view: (ctx) => driftView(ctx) },
};
const NAV = Object.entries(VIEWS).map(([name, { label }]) => [`#${name}`, label] as const);
const LIVE_WORDS: Record<LiveState, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' };

function signIn(message = '') {
  document.title = 'Sign in · Sandbox dashboard';
  const id = labelled('Client id', h('input', { type: 'text', autocomplete: 'username', required: true, spellcheck: 'false' }));
  const secret = labelled(
    'Client secret',
    h('input', { type: 'password', autocomplete: 'current-password', required: true }),
    'Kept in this browser tab only, until you sign out or close it.',
  );
  const alert = h('p', { class: 'alert', role: 'alert' }, message);
  const form = h(
    'form',
    { class: 'panel', 'aria-labelledby': 'sign-in-title' },
    id.el,
    secret.el,
    h('button', { type: 'submit', class: 'primary' }, 'Sign in'),
    alert,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const credentials = { clientId: id.control.value.trim(), clientSecret: secret.control.value };
    alert.textContent = '';
    dashboardApi(credentials)
      .getDashboardWebhook()
      .then(() => {
        keepCredentials(credentials);
        start(credentials);
      })
      .catch((error: unknown) => {
        alert.textContent = wordsFor(error);
      });
  });
  app.replaceChildren(
    h(
      'main',
      {},
      h('h1', { id: 'sign-in-title' }, 'Sandbox dashboard'),
      h(
        'p',
        {},
        'Sign in with an API client’s id and secret (npm start printed them at its first start) to see that client’s sandbox: its calls, users, transfers and webhooks, live.',
      ),
      form,
    ),
  );
  id.control.focus();
}

function start(credentials: Credentials) {
  const api = dashboardApi(credentials);
  const status = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  const shown = h('p', { 'aria-hidden': 'true' });
  const liveBadge = h('span', { class: 'live badge plain', 'aria-live': 'polite' }, LIVE_WORDS.connecting);
  const heading = h('h1', { tabindex: '-1' });
  const root = h('div');
  const main = h('main', { id: 'main' }, heading, shown, status, root);
  const links = NAV.map(([hash, label]) => h('a', { href: hash }, label));
  let live: Live | undefined;
  const signOut = h('button', { type: 'button' }, 'Sign out');
  app.replaceChildren(
    h(
      'a',
      {
        class: 'skip',
        href: '#main',
        click: (e: Event) => {
          e.preventDefault();
          heading.focus();
        },
      },
      'Skip to content',
    ),
    h(
      'header',
      { class: 'top' },
      h('p', { class: 'brand' }, 'Sandbox dashboard'),
      h('div', { class: 'who' }, liveBadge, h('span', {}, `Client ${credentials.clientId}`), signOut),
    ),
    h('nav', { 'aria-label': 'Views' }, h('ul', {}, ...links.map((a) => h('li', {}, a)))),
    main,
  );
  const ctx: Ctx = {
    api,
    root,
    announce(text, tone = 'notice') {
      status.textContent = text;
      shown.textContent = text;
      shown.className = tone;
    },
    go(hash) {
      window.location.hash = hash;
    },
  };
  let view: View | undefined;

  function route() {
    const [name = 'requests', arg] = window.location.hash.replace(/^#/, '').split('/');
    const path = decodeURIComponent(arg ?? '');
    const chosen = Object.hasOwn(VIEWS, name) ? VIEWS[name] : undefined;
    view = chosen ? chosen.view(ctx, path) : requestsView(ctx); // an unknown name shows the requests
    for (const a of links) {
      if (a.getAttribute('href') === `#${name}`) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    heading.textContent = view.title;
    document.title = `${view.title} · Sandbox dashboard`;
    ctx.announce('');
    const current = view;
    main.setAttribute('aria-busy', 'true');
    current
      .render()
      .catch((error: unknown) => {
        if (view === current) ctx.announce(wordsFor(error), 'alert');
      })
      .finally(() => {
        if (view === current) main.setAttribute('aria-busy', 'false');
      });
    heading.focus();
  }

  signOut.addEventListener('click', () => {
    live?.stop();
    window.removeEventListener('hashchange', route);
    forgetCredentials();
    signIn();
  });
  window.addEventListener('hashchange', route);
  route();
  live = follow(
    credentials,
    (event) => view?.onEvent?.(event),
    (state) => {
      liveBadge.textContent = LIVE_WORDS[state];
      liveBadge.className = `live badge ${state === 'live' ? 'ok' : 'wait'}`;
    },
  );
}

const kept = storedCredentials();
if (kept) start(kept);
else signIn();
