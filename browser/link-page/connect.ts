// Connecting an account: choose an institution (or a connection the host passed), sign in as it asks, answer
// its code, choose accounts. A transfer session goes on to transfer.ts with the account connected.
import { call, errorEvent, Failure, UNAVAILABLE, type Schemas } from './api.js';
import { alertBox, button, field, form, h, institutionChoice, submitButton } from './dom.js';
import { accessTokenPayload, delayedAuthPayload } from './payloads.js';
import { codeScreen, exit, finish, screen } from './screens.js';
import { sdk, type FrontAccessToken } from './sdk.js';
import { state, type Connection, type Institution, type ReturningAccount, type Session } from './state.js';
import { startTransfer } from './transfer.js';

type ConnectRequest = Schemas['LinkConnectRequest'];
/** The institution as the SDK's events name it. */
interface Integration {
  integrationType: Schemas['InstitutionType'];
  integrationName: string;
}

export function institutions(session: Session) {
  const { info, returning } = session;
  state.finished = false;
  const [only] = info.institutions;
  if (only && info.institutions.length === 1 && !returning.length) return signIn(session, only, false);
  const search = field('Search institutions', { type: 'search', autocomplete: 'off' });
  const list = h('ul', { class: 'choices', 'aria-label': 'Institutions' });
  const count = h('p', { class: 'hint', role: 'status' });
  const fill = () => {
    const query = search.input.value.trim().toLowerCase();
    const shown = info.institutions.filter((i) => !query || i.name.toLowerCase().includes(query) || i.type.toLowerCase().includes(query));
    list.replaceChildren(
      ...shown.map((i) =>
        h(
          'li',
          {},
          institutionChoice(i.type, i.name, () => signIn(session, i, Boolean(query))),
        ),
      ),
    );
    count.textContent = `${shown.length} of ${info.institutions.length} institutions`;
  };
  search.input.addEventListener('input', fill);
  fill();
  // The list is the page's home: each time the user arrives at it (not when returning connections fill it in).
  if (state.screen !== 'institutionList') sdk.post({ type: 'homePageLoaded' });
  screen(
    'institutionList',
    info.flow === 'transfer' ? 'Choose where to send from' : 'Connect an account',
    returning.length ? returningSection(session) : undefined,
    search.el,
    count,
    list,
  );
}

function returningSection(session: Session) {
  return h(
    'section',
    { 'aria-labelledby': 'returning' },
    h('h2', { id: 'returning' }, 'Your connected accounts'),
    h(
      'ul',
      { class: 'choices' },
      ...session.returning.map((a) =>
        h(
          'li',
          {},
          institutionChoice(a.brokerType, `${a.brokerName}: ${a.accountName}`, () => useReturning(session, a)),
        ),
      ),
    ),
  );
}

/** Returning users: the host's stored connections that still work, offered instead of a new sign-in. */
export async function offerReturning(tokens: FrontAccessToken[]) {
  const { session } = state;
  if (!session) {
    state.pendingTokens = tokens;
    return;
  }
  if (!tokens.length || session.info.flow === 'verifyWallet') return;
  session.returning = await stillWorking(session, tokens).catch(() => []);
  if (session.returning.length && (state.screen === 'institutionList' || state.screen === 'signIn')) institutions(session);
}

async function stillWorking(session: Session, tokens: FrontAccessToken[]): Promise<ReturningAccount[]> {
  const { accounts } = await call(
    session.api.linkAccounts({ accessTokens: tokens.slice(0, 20).map(({ accessToken, brokerType }) => ({ accessToken, brokerType })) }),
  );
  const allowed = new Set(session.info.institutions.map((i) => i.type));
  return accounts.filter((a) => allowed.has(a.brokerType)).map((a) => ({ ...a, accessToken: tokens[a.index]!.accessToken }));
}

function useReturning(session: Session, account: ReturningAccount) {
  state.selected = session.info.institutions.find((i) => i.type === account.brokerType);
  const connection: Connection = { accessToken: account.accessToken, brokerType: account.brokerType, brokerName: account.brokerName };
  sdk.post({ type: 'integrationSelected', payload: { integrationType: account.brokerType, integrationName: account.brokerName } });
  if (session.info.flow === 'transfer') return void startTransfer(session, connection);
  finish('connected', 'Connected', h('p', {}, `${account.brokerName}: ${account.accountName} is already connected.`));
}

/** The sign-in form's fields, as the institution asks. */
function credentialFields(signIn: Institution['signIn']) {
  if (signIn === 'apiKey')
    return [
      field('API key', { autocomplete: 'off', required: true }, 'Sandbox: any key; one starting with ip_trusted has the trusted IP.'),
      field('API secret', { type: 'password', autocomplete: 'off', required: true }),
    ];
  if (signIn === 'address')
    return [
      field(
        'Wallet address',
        { autocomplete: 'off', required: true, spellcheck: 'false' },
        'An EVM address: 0x and 40 hexadecimal digits.',
      ),
    ];
  return [
    field('Username', { autocomplete: 'username', required: true }, 'Sandbox: any name; one containing multi holds two accounts.'),
    field('Password', { type: 'password', autocomplete: 'current-password', required: true }),
  ];
}

const credentials = ({ type, signIn }: Institution, [first = '', second = '']: string[]): ConnectRequest =>
  signIn === 'apiKey'
    ? { type, apiKey: first, apiSecret: second }
    : signIn === 'address'
      ? { type, address: first }
      : { type, username: first, password: second };

function signIn(session: Session, institution: Institution, userSearched: boolean) {
  state.selected = institution;
  const integration = { integrationType: institution.type, integrationName: institution.name };
  sdk.post({ type: 'integrationSelected', payload: { ...integration, userSearched } });
  // An OAuth institution signs its users in on its own page, which this form stands in for: the sign-in starts
  // there, credentials reach the institution (not the page), and the user may deny access.
  if (institution.oauth) sdk.post({ type: 'integrationOAuthStarted' });
  const box = alertBox();
  const fields = credentialFields(institution.signIn);
  screen(
    'signIn',
    `Sign in to ${institution.name}`,
    institution.oauth
      ? h('p', { class: 'hint' }, `${institution.name} signs you in on its own page. In the sandbox, this form stands in for it.`)
      : undefined,
    form(
      box,
      async () => {
        const values = fields.map((f) => f.input.value.trim());
        if (values.some((v) => !v)) throw new Failure(`Enter your ${fields.map((f) => f.label.toLowerCase()).join(' and ')}.`);
        const request = credentials(institution, values);
        if (!institution.oauth) sdk.post({ type: 'credentialsEntered' });
        await connect(session, request, integration);
      },
      ...fields.map((f) => f.el),
      submitButton(institution.oauth ? 'Allow access' : 'Connect'),
    ),
    institution.oauth ? button('Deny access', () => declined(session, institution), { class: 'secondary' }) : undefined,
    session.info.institutions.length > 1 ? button('Back', () => institutions(session)) : undefined,
  );
}

/** The user denied the institution access on its OAuth page: nothing is connected. */
function declined(session: Session, institution: Institution) {
  sdk.post({
    type: 'connectionDeclined',
    payload: { integrationType: institution.type, integrationName: institution.name, reason: 'userDeniedAccess' },
  });
  screen(
    'connectionDeclined',
    'Access denied',
    h('p', {}, `You denied ${institution.name} access to your account, so nothing was connected.`),
    button('Choose again', () => institutions(session), { class: 'secondary' }),
    button('Close', () => exit('close'), { class: 'primary' }),
  );
}

/** Sends the sign-in, then its code or the accounts chosen where the institution asks, each with what came before. */
async function connect(session: Session, request: ConnectRequest, integration: Integration) {
  const answer = await call(session.api.linkConnect(request), (failure) => [
    errorEvent('integrationConnectionError')(failure),
    // An institution that cannot be reached, or fails, is unavailable to connect just now.
    ...(UNAVAILABLE.includes(failure.errorType)
      ? [{ type: 'connectionUnavailable' as const, payload: { ...integration, reason: failure.message } }]
      : []),
  ]);
  if (answer.status === 'mfaRequired')
    return loginMfa(session, request, integration, answer.message ?? 'Enter the code the institution sent you.');
  if (answer.status === 'accountSelectionRequired') return chooseAccounts(session, request, integration, answer.accounts ?? []);
  if (answer.delayedAuth) return connectedLater(session, answer.delayedAuth);
  connected(session, answer.accessToken!);
}

function loginMfa(session: Session, request: ConnectRequest, integration: Integration, prompt: string) {
  sdk.post({ type: 'integrationMfaRequired' });
  codeScreen('mfa', 'Enter the verification code', prompt, 'Submit code', async (mfaCode) => {
    sdk.post({ type: 'integrationMfaEntered' });
    await connect(session, { ...request, mfaCode }, integration);
  });
}

function chooseAccounts(
  session: Session,
  request: ConnectRequest,
  integration: Integration,
  accounts: { accountId: string; accountName: string }[],
) {
  sdk.post({ type: 'integrationAccountSelectionRequired' });
  const one = session.info.restrictMultipleAccounts;
  const box = alertBox();
  const options = accounts.map((a, i) => {
    const id = `acct${i}`;
    // All accounts start chosen, or the first where the session connects one.
    const input = h('input', {
      type: one ? 'radio' : 'checkbox',
      id,
      name: 'account',
      value: a.accountId,
      ...(i === 0 || !one ? { checked: true } : {}),
    });
    return { input, el: h('li', { class: 'option' }, input, h('label', { for: id }, `${a.accountName} (${a.accountId})`)) };
  });
  screen(
    'accountSelection',
    one ? 'Choose an account' : 'Choose accounts',
    form(
      box,
      async () => {
        const accountIds = options.filter((o) => o.input.checked).map((o) => o.input.value);
        if (!accountIds.length) throw new Failure('Choose at least one account.');
        await connect(session, { ...request, accountIds }, integration);
      },
      h(
        'fieldset',
        {},
        h('legend', {}, one ? 'This app connects one account' : 'Accounts to connect'),
        h('ul', { class: 'options' }, ...options.map((o) => o.el)),
      ),
      submitButton(one ? 'Connect account' : 'Connect accounts'),
    ),
  );
}

/** Another connection in the same session, where the session allows more: each reaches the app as another onIntegrationConnected. */
const another = (session: Session) =>
  session.info.restrictMultipleAccounts || session.info.institutions.length === 1
    ? undefined
    : button('Connect another account', () => institutions(session), { class: 'secondary' });

/** Connected by delayed authentication (connect sessions only): the app gets a refresh token, and access once the institution is done. */
function connectedLater(session: Session, delayed: Schemas['DelayedAuthentication']) {
  sdk.post({ type: 'delayedAuthentication', payload: delayedAuthPayload(delayed) });
  finish(
    'connected',
    'Connected',
    h('p', {}, `${delayed.brokerName} is finishing the connection. The app gets access to your account as soon as it is done.`),
    another(session),
  );
}

function connected(session: Session, payload: Schemas['BrokerageAccountAccessToken']) {
  sdk.post({ type: 'brokerageAccountAccessToken', payload: accessTokenPayload(payload) });
  const first = payload.accountTokens[0]!;
  const connection: Connection = { accessToken: first.accessToken, brokerType: payload.brokerType, brokerName: payload.brokerName };
  if (session.info.flow === 'transfer') return void startTransfer(session, connection);
  finish(
    'connected',
    'Connected',
    h('p', {}, `${payload.brokerName}: ${payload.accountTokens.map((t) => t.account.accountName).join(', ')}.`),
    another(session),
  );
}
