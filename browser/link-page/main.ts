// The sandbox's Link page: what the end user sees between the SDK's openLink(linkToken) and onExit. One screen at
// a time (screens.ts); this entry starts the session and hands it to its flow: connect.ts (then transfer.ts in a
// transfer session) or verify.ts. Every step posts the SDK's messages (sdk.ts) and calls the session's operations
// through the one error path of api.ts.
import { call, Failure, pageApi, wordsFor, type Schemas } from './api.js';
import { institutions, offerReturning } from './connect.js';
import { h } from './dom.js';
import { close, fatal, screen } from './screens.js';
import { sdk } from './sdk.js';
import { state, storageKey, type Session } from './state.js';
import { verifyWallet } from './verify.js';

// The query the SDKs add (each its own way; Flutter re-encodes the whole query): `th` sets the theme; `lng` asks for
// a language, and the page, in English only, falls back to English without a word; `fiatCur` asks for a display
// currency, and the sandbox prices in USD only (it has no rates), so USD it stays; `platform` and `rt` are hints the
// page needs not: it finds its host by the bridge the host installed (transport.ts).
const params = new URLSearchParams(window.location.search);
// `th` is dark, light or system (the default): system follows the device, also when it changes.
const theme = params.get('th');
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');
const applyTheme = () => {
  document.documentElement.dataset.theme = theme === 'dark' || theme === 'light' ? theme : prefersDark.matches ? 'dark' : 'light';
};
applyTheme();
prefersDark.addEventListener('change', applyTheme);
const linkToken = document.querySelector<HTMLMetaElement>('meta[name="link-token"]')?.content ?? '';

sdk.listen({ onAccessTokens: (tokens) => void offerReturning(tokens), onCloseRequested: close });

const startFailure = (error: unknown) =>
  error instanceof Failure && error.errorType === 'linkTokenInvalid'
    ? 'This link has expired or was already used. Go back to the app and start again.'
    : wordsFor(error, 'The session could not start.');

/** The session this page started before a reload (`kept`: the link token was spent by that start), or a new one. */
async function openSession(kept: string | null): Promise<Session> {
  const info = kept ? (JSON.parse(kept) as Schemas['LinkPageSession']) : await call(pageApi().startLinkSession({ linkToken }));
  const session: Session = { info, api: pageApi(info.sessionToken), returning: [], ended: false };
  state.session = session;
  sessionStorage.setItem(storageKey, JSON.stringify(info));
  return session;
}

async function start() {
  sdk.post({ type: 'loaded' });
  screen('loading', 'Loading', h('p', { role: 'status' }, 'Opening your secure session…'));
  const kept = sessionStorage.getItem(storageKey);
  let session: Session;
  try {
    session = await openSession(kept);
  } catch (error) {
    return fatal(startFailure(error));
  }
  if (session.info.flow === 'verifyWallet') return verifyWallet(session);
  institutions(session);
  if (state.pendingTokens.length) void offerReturning(state.pendingTokens);
}

void start();
