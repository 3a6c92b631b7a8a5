// What every screen shares: the frame (heading, close button, the sandbox's credentials at the foot), the code
// prompt, and the ways out (done, close, and the error that ends the page).
import { Failure, type Schemas } from './api.js';
import { alertBox, button, field, form, h, submitButton, type Child } from './dom.js';
import { sdk } from './sdk.js';
import { state, storageKey, summary, type ScreenName } from './state.js';

const root = document.getElementById('app')!;

/** Both logins the sandbox accepts: its own password, and the public service's sandbox login, so either's test steps work. */
const sandboxHint = ({ password, mfaCode, publicLogin }: Schemas['LinkPageSession']['sandbox']) =>
  `Sandbox: password ${password}, code ${mfaCode}. The public sandbox's login works too: username ${publicLogin.username}, password ${publicLogin.password}.`;

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** Under a test clock the session expires by the client's simulated time, so the page says what that time is. */
const clockHint = ({ clock, expiresAt }: Schemas['LinkPageSession']) =>
  clock?.frozen && expiresAt ? ` Test clock: ${utc(clock.now)}; this session ends ${utc(expiresAt)}.` : '';

export function screen(name: ScreenName, title: string, ...body: Child[]) {
  state.screen = name;
  const heading = h('h1', { tabindex: '-1' }, title);
  root.replaceChildren(
    h(
      'header',
      { class: 'top' },
      h('span', { class: 'brand' }, 'Sandbox Link'),
      h('button', { type: 'button', class: 'icon', 'aria-label': 'Close', click: close }, '×'),
    ),
    h('main', {}, heading, ...body),
    h('footer', {}, state.session ? sandboxHint(state.session.info.sandbox) + clockHint(state.session.info) : ''),
  );
  heading.focus();
}

/** The least a scrolling list is cut to, on a screen too short for it and what stands above it. */
const LEAST_LIST_HEIGHT = 200;

/**
 * The screen's last list (the one that scrolls: institutions, assets, networks) takes the height the screen leaves
 * it: on a tall phone no blank band above the footer, on a short one no footer pushed below. CSS alone cannot say
 * it, since what stands above and below the list differs by screen. Measured from the laid-out page, so it settles
 * at once: the list grows by the free space and shrinks by what overflows.
 */
function fitList() {
  const lists = root.querySelectorAll<HTMLElement>('main ul.choices');
  const list = lists[lists.length - 1];
  const main = root.querySelector('main');
  const footer = root.querySelector('footer');
  const last = main?.lastElementChild;
  if (!list || !main || !footer || !last) return;
  const free =
    main.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(last).marginBottom);
  const bottom = footer.getBoundingClientRect().bottom + Number.parseFloat(getComputedStyle(root).paddingBottom);
  const over = Math.max(0, bottom - window.innerHeight);
  const height = Math.floor(list.getBoundingClientRect().height + Math.max(0, free) - over);
  list.style.maxHeight = `${Math.max(LEAST_LIST_HEIGHT, height)}px`;
}
new MutationObserver(fitList).observe(root, { childList: true, subtree: true });
window.addEventListener('resize', fitList);

/** Leaves the page: the SDK gets the summary, the session ends (once), and a tab says it may close (an app closes the page itself). */
export function exit(type: 'done' | 'close') {
  sdk.post({ type, payload: summary() });
  const { session } = state;
  if (session && !session.ended) {
    session.ended = true;
    // keepalive lets the request outlive the frame the SDK removes.
    void session.api.client.DELETE('/api/v1/link/session', { keepalive: true }).catch(() => undefined);
  }
  sessionStorage.removeItem(storageKey);
  if (!sdk.hosted) screen('closed', type === 'done' ? 'All done' : 'Closed', h('p', {}, 'You can close this window now.'));
}

/**
 * The close button, and the host's closeLinkRequested: done once a flow has finished. Mid-flow in a mobile SDK's
 * WebView, the app asks the user whether to leave (showClose) and closes the page itself if so.
 */
export function close() {
  if (sdk.native && !state.finished && state.screen !== 'error') return sdk.post({ type: 'showClose' });
  exit(state.finished ? 'done' : 'close');
}

/** The end of a flow: the user confirms, and the page reports done. */
export function finish(name: ScreenName, title: string, ...body: Child[]) {
  state.finished = true;
  screen(
    name,
    title,
    ...body,
    button('Done', () => exit('done'), { class: 'primary' }),
  );
}

/** An error the page cannot go on from. */
export function fatal(message: string) {
  state.errorMessage = message;
  screen(
    'error',
    "This link can't be used",
    h('p', { role: 'alert' }, message),
    button('Close', () => exit('close'), { class: 'primary' }),
  );
}

/** The institution's code prompt: at sign-in and before a transfer, the same screen. */
export function codeScreen(
  name: ScreenName,
  title: string,
  prompt: string,
  action: string,
  submit: (code: string) => Promise<void>,
  ...more: Child[]
) {
  const box = alertBox();
  const code = field('Verification code', { inputmode: 'numeric', autocomplete: 'one-time-code', required: true });
  screen(
    name,
    title,
    h('p', {}, prompt),
    form(
      box,
      async () => {
        if (!code.input.value.trim()) throw new Failure('Enter the code.');
        await submit(code.input.value.trim());
      },
      code.el,
      submitButton(action),
    ),
    ...more,
  );
}
