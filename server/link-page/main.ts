// The sandbox's Link page: what the end user sees between the SDK's openLink(linkToken) and onExit. One screen
// at a time; every step posts the SDK's messages and events (sdk.ts) and calls the session's operations (api.ts).
import type { SessionSummary } from '@meshconnect/web-link-sdk';
import { privateKeyToAccount } from 'viem/accounts';
import { api, PageError, type Schemas } from './api.js';
import { connectSdk, type FrontAccessToken } from './sdk.js';

type Institution = Schemas['LinkInstitution'];
type Holding = Schemas['LinkTransferHolding'];
type Network = Schemas['LinkTransferNetwork'];

/** The sandbox wallet the page signs with: a publicly known development key, never for real funds. */
const SANDBOX_WALLET = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');

const params = new URLSearchParams(window.location.search);
// `th` is dark, light or system (the default): system follows the device, also when it changes.
const theme = params.get('th');
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)');
const applyTheme = () =>
  (document.documentElement.dataset.theme = theme === 'dark' || theme === 'light' ? theme : prefersDark.matches ? 'dark' : 'light');
applyTheme();
prefersDark.addEventListener('change', applyTheme);
const root = document.getElementById('app')!;
const linkToken = document.querySelector<HTMLMetaElement>('meta[name="link-token"]')?.content ?? '';
const storageKey = `link-session:${window.location.pathname}`;

// ---- State ---------------------------------------------------------------------------------------------------
let session: Schemas['LinkPageSession'] | undefined;
let page = 'loading';
let finished = false;
let selected: Institution | undefined;
let credentials: Schemas['LinkConnectRequest'] | undefined;
let connection: { accessToken: string; brokerType: Schemas['InstitutionType']; brokerName: string } | undefined;
let returning: (Schemas['LinkAccounts']['accounts'][number] & { accessToken: string })[] = [];
/** Tokens the SDK sent before the session started (it sends them right after `loaded`). */
let pendingTokens: FrontAccessToken[] = [];
const transfer: {
  holding?: Holding;
  network?: Network;
  request?: Schemas['LinkTransferRequest'];
  preview?: Schemas['LinkTransferPreview'];
  result?: Schemas['TransferFinished'];
} = {};

const sdk = connectSdk({
  onAccessTokens: (tokens) => void offerReturning(tokens),
  onCloseRequested: () => exit(finished ? 'done' : 'close'),
});

// ---- Rendering -------------------------------------------------------------------------------------------------
type Child = Node | string | false | undefined;
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((e: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') el.addEventListener(name, value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false) el.setAttribute(name, value);
  }
  for (const child of children) if (child !== false && child !== undefined) el.append(child);
  return el;
}

let ids = 0;
/** A labelled input: the label is visible and names the field for assistive technology. */
function field(label: string, attrs: Record<string, string | boolean> = {}, hint?: string) {
  const id = `f${++ids}`;
  const input = h('input', { id, name: id, ...attrs, ...(hint ? { 'aria-describedby': `${id}-hint` } : {}) });
  return {
    input,
    el: h(
      'div',
      { class: 'field' },
      h('label', { for: id }, label),
      input,
      hint ? h('p', { id: `${id}-hint`, class: 'hint' }, hint) : undefined,
    ),
  };
}

const alertBox = () => h('p', { class: 'alert', role: 'alert' });
function showError(box: HTMLElement, error: unknown) {
  box.textContent = error instanceof PageError ? error.message : 'Something went wrong. Try again.';
}

/** Both logins the sandbox accepts: its own password, and the public service's sandbox login, so either's test steps work. */
const sandboxHint = ({ password, mfaCode, publicLogin }: Schemas['LinkPageSession']['sandbox']) =>
  `Sandbox: password ${password}, code ${mfaCode}. The public sandbox's login works too: username ${publicLogin.username}, password ${publicLogin.password}.`;

function screen(name: string, title: string, ...body: Child[]) {
  page = name;
  const heading = h('h1', { tabindex: '-1' }, title);
  root.replaceChildren(
    h(
      'header',
      { class: 'top' },
      h('span', { class: 'brand' }, 'Sandbox Link'),
      h('button', { type: 'button', class: 'icon', 'aria-label': 'Close', click: () => exit(finished ? 'done' : 'close') }, '×'),
    ),
    h('main', {}, heading, ...body),
    h('footer', {}, session ? sandboxHint(session.sandbox) : ''),
  );
  heading.focus();
}

const button = (label: string, click: () => void, attrs: Record<string, string | boolean> = {}) =>
  h('button', { type: 'button', click, ...attrs }, label);
/** A form whose submit runs `submit` with the submit button busy, and shows what fails in `box`. */
function form(box: HTMLElement, submit: () => Promise<void>, ...children: Child[]) {
  const el = h('form', { novalidate: true }, ...children, box);
  el.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = el.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submitter?.disabled) return;
    if (submitter) submitter.disabled = true;
    box.textContent = '';
    submit()
      .catch((error: unknown) => showError(box, error))
      .finally(() => {
        if (submitter) submitter.disabled = false;
      });
  });
  return el;
}

/** A network by name, with the institution's chain name where it says more (an explicit chain such as USDC-POLYGON). */
const networkLabel = (name: string, chain: string) =>
  chain.toLowerCase() === name.toLowerCase().replace(/ /g, '-') ? name : `${name} (${chain})`;
const amountText = (n: number, symbol: string) => `${Number(n.toPrecision(10))} ${symbol}`;
const usd = (n: number | null) => (n === null ? '' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));

// ---- Leaving -------------------------------------------------------------------------------------------------
function summary(): SessionSummary {
  const out: SessionSummary = { page };
  if (selected)
    out.selectedIntegration = { id: selected.type, name: selected.name, integrationType: selected.type, integrationName: selected.name };
  if (transfer.request) {
    out.transfer = {
      symbol: transfer.request.symbol,
      amount: transfer.request.amount,
      networkId: transfer.request.networkId,
      ...(transfer.preview?.amountInFiat != null ? { amountInFiat: transfer.preview.amountInFiat } : {}),
      ...(transfer.result ? { transactionId: transfer.result.transferId } : {}),
    };
  }
  return out;
}

function exit(type: 'done' | 'close') {
  sdk.post({ type, payload: summary() });
  api.end();
  sessionStorage.removeItem(storageKey);
  if (!sdk.embedded) screen('closed', type === 'done' ? 'All done' : 'Closed', h('p', {}, 'You can close this window now.'));
}

/** The end of a flow: the user confirms, and the page reports done. */
function finish(name: string, title: string, ...body: Child[]) {
  finished = true;
  screen(
    name,
    title,
    ...body,
    button('Done', () => exit('done'), { class: 'primary' }),
  );
}

function fatal(message: string) {
  screen(
    'error',
    "This link can't be used",
    h('p', { role: 'alert' }, message),
    button('Close', () => exit('close'), { class: 'primary' }),
  );
}

// ---- Starting ------------------------------------------------------------------------------------------------
async function start() {
  sdk.post({ type: 'loaded' });
  screen('loading', 'Loading', h('p', { role: 'status' }, 'Opening your secure session…'));
  const kept = sessionStorage.getItem(storageKey);
  try {
    // A reload keeps the session it started: the link token was spent by the first start.
    session = kept ? (JSON.parse(kept) as Schemas['LinkPageSession']) : await api.start({ linkToken });
    api.useSession(session.sessionToken);
    sessionStorage.setItem(storageKey, JSON.stringify(session));
  } catch (error) {
    fatal(
      error instanceof PageError && error.errorType === 'linkTokenInvalid'
        ? 'This link has expired or was already used. Go back to the app and start again.'
        : error instanceof PageError
          ? error.message
          : 'The session could not start.',
    );
    return;
  }
  if (session.flow === 'verifyWallet') return verifyWallet();
  institutions();
  if (pendingTokens.length) void offerReturning(pendingTokens);
}

// ---- Choosing and signing in ---------------------------------------------------------------------------------
function institutions() {
  if (!session) return;
  finished = false;
  if (session.institutions.length === 1 && !returning.length) return signIn(session.institutions[0]!, false);
  const search = field('Search institutions', { type: 'search', autocomplete: 'off' });
  const list = h('ul', { class: 'choices', 'aria-label': 'Institutions' });
  const count = h('p', { class: 'hint', role: 'status' });
  const fill = () => {
    const query = search.input.value.trim().toLowerCase();
    const shown = session!.institutions.filter(
      (i) => !query || i.name.toLowerCase().includes(query) || i.type.toLowerCase().includes(query),
    );
    list.replaceChildren(
      ...shown.map((i) =>
        h(
          'li',
          {},
          button(i.name, () => signIn(i, Boolean(query)), { class: 'choice', 'data-type': i.type }),
        ),
      ),
    );
    count.textContent = `${shown.length} of ${session!.institutions.length} institutions`;
  };
  search.input.addEventListener('input', fill);
  fill();
  screen(
    'institutionList',
    session.flow === 'transfer' ? 'Choose where to send from' : 'Connect an account',
    returning.length ? returningSection() : undefined,
    search.el,
    count,
    list,
  );
}

function returningSection() {
  return h(
    'section',
    { 'aria-labelledby': 'returning' },
    h('h2', { id: 'returning' }, 'Your connected accounts'),
    h(
      'ul',
      { class: 'choices' },
      ...returning.map((a) =>
        h(
          'li',
          {},
          button(`${a.brokerName}: ${a.accountName}`, () => useReturning(a), { class: 'choice' }),
        ),
      ),
    ),
  );
}

/** Returning users: the host's stored connections that still work, offered instead of a new sign-in. */
async function offerReturning(tokens: FrontAccessToken[]) {
  if (!session) {
    pendingTokens = tokens;
    return;
  }
  if (!tokens.length || session.flow === 'verifyWallet') return;
  try {
    const { accounts } = await api.accounts({
      accessTokens: tokens.slice(0, 20).map(({ accessToken, brokerType }) => ({ accessToken, brokerType })),
    });
    const allowed = new Set(session.institutions.map((i) => i.type));
    returning = accounts.filter((a) => allowed.has(a.brokerType)).map((a) => ({ ...a, accessToken: tokens[a.index]!.accessToken }));
  } catch {
    returning = [];
  }
  if (returning.length && (page === 'institutionList' || page === 'signIn')) institutions();
}

function useReturning(account: (typeof returning)[number]) {
  selected = session!.institutions.find((i) => i.type === account.brokerType);
  connection = { accessToken: account.accessToken, brokerType: account.brokerType, brokerName: account.brokerName };
  sdk.post({ type: 'integrationSelected', payload: { integrationType: account.brokerType, integrationName: account.brokerName } });
  if (session!.flow === 'transfer') return void startTransfer();
  finish('connected', 'Connected', h('p', {}, `${account.brokerName}: ${account.accountName} is already connected.`));
}

function signIn(institution: Institution, userSearched: boolean) {
  selected = institution;
  sdk.post({
    type: 'integrationSelected',
    payload: { integrationType: institution.type, integrationName: institution.name, userSearched },
  });
  const box = alertBox();
  const fields =
    institution.signIn === 'apiKey'
      ? [
          field('API key', { autocomplete: 'off', required: true }, 'Sandbox: any key; one starting with ip_trusted has the trusted IP.'),
          field('API secret', { type: 'password', autocomplete: 'off', required: true }),
        ]
      : institution.signIn === 'address'
        ? [
            field(
              'Wallet address',
              { autocomplete: 'off', required: true, spellcheck: 'false' },
              'An EVM address: 0x and 40 hexadecimal digits.',
            ),
          ]
        : [
            field('Username', { autocomplete: 'username', required: true }, 'Sandbox: any name; one containing multi holds two accounts.'),
            field('Password', { type: 'password', autocomplete: 'current-password', required: true }),
          ];
  screen(
    'signIn',
    `Sign in to ${institution.name}`,
    form(
      box,
      async () => {
        const values = fields.map((f) => f.input.value.trim());
        if (values.some((v) => !v))
          throw new PageError(
            `Enter your ${fields.map((f) => f.el.querySelector('label')!.textContent!.toLowerCase()).join(' and ')}.`,
            'missingField',
            400,
            undefined,
          );
        credentials =
          institution.signIn === 'apiKey'
            ? { type: institution.type, apiKey: values[0]!, apiSecret: values[1]! }
            : institution.signIn === 'address'
              ? { type: institution.type, address: values[0]! }
              : { type: institution.type, username: values[0]!, password: values[1]! };
        sdk.post({ type: 'credentialsEntered' });
        await connect(credentials);
      },
      ...fields.map((f) => f.el),
      h('button', { type: 'submit', class: 'primary' }, 'Connect'),
    ),
    session!.institutions.length > 1 ? button('Back', institutions) : undefined,
  );
}

async function connect(request: Schemas['LinkConnectRequest']) {
  let answer: Schemas['LinkConnection'];
  try {
    answer = await api.connect(request);
  } catch (error) {
    if (error instanceof PageError)
      sdk.post({
        type: 'integrationConnectionError',
        payload: { errorMessage: error.message, ...(error.requestId ? { requestId: error.requestId } : {}) },
      });
    throw error;
  }
  if (answer.status === 'mfaRequired') return loginMfa(answer.message ?? 'Enter the code the institution sent you.');
  if (answer.status === 'accountSelectionRequired') return chooseAccounts(answer.accounts ?? []);
  connected(answer.accessToken!);
}

/** The institution's code prompt: at sign-in and before a transfer, the same screen. */
function codeScreen(name: string, title: string, prompt: string, action: string, submit: (code: string) => Promise<void>) {
  const box = alertBox();
  const code = field('Verification code', { inputmode: 'numeric', autocomplete: 'one-time-code', required: true });
  screen(
    name,
    title,
    h('p', {}, prompt),
    form(
      box,
      async () => {
        if (!code.input.value.trim()) throw new PageError('Enter the code.', 'missingField', 400, undefined);
        await submit(code.input.value.trim());
      },
      code.el,
      h('button', { type: 'submit', class: 'primary' }, action),
    ),
  );
}

function loginMfa(prompt: string) {
  sdk.post({ type: 'integrationMfaRequired' });
  codeScreen('mfa', 'Enter the verification code', prompt, 'Submit code', async (mfaCode) => {
    sdk.post({ type: 'integrationMfaEntered' });
    credentials = { ...credentials!, mfaCode };
    await connect(credentials);
  });
}

function chooseAccounts(accounts: { accountId: string; accountName: string }[]) {
  sdk.post({ type: 'integrationAccountSelectionRequired' });
  const one = session!.restrictMultipleAccounts;
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
        if (!accountIds.length) throw new PageError('Choose at least one account.', 'missingField', 400, undefined);
        credentials = { ...credentials!, accountIds };
        await connect(credentials);
      },
      h(
        'fieldset',
        {},
        h('legend', {}, one ? 'This app connects one account' : 'Accounts to connect'),
        h('ul', { class: 'options' }, ...options.map((o) => o.el)),
      ),
      h('button', { type: 'submit', class: 'primary' }, one ? 'Connect account' : 'Connect accounts'),
    ),
  );
}

function connected(payload: Schemas['BrokerageAccountAccessToken']) {
  sdk.post({ type: 'brokerageAccountAccessToken', payload });
  const first = payload.accountTokens[0]!;
  connection = { accessToken: first.accessToken, brokerType: payload.brokerType, brokerName: payload.brokerName };
  if (session!.flow === 'transfer') return void startTransfer();
  finish(
    'connected',
    'Connected',
    h('p', {}, `${payload.brokerName}: ${payload.accountTokens.map((t) => t.account.accountName).join(', ')}.`),
    // Each further connection reaches the app as another onIntegrationConnected.
    session!.restrictMultipleAccounts || session!.institutions.length === 1
      ? undefined
      : button('Connect another account', institutions, { class: 'secondary' }),
  );
}

// ---- Transferring --------------------------------------------------------------------------------------------
async function startTransfer() {
  sdk.post({ type: 'transferStarted', payload: { integrationType: connection!.brokerType, integrationName: connection!.brokerName } });
  screen('transferLoading', 'Loading your assets', h('p', { role: 'status' }, 'Reading your balances…'));
  let options: Schemas['LinkTransferOptions'];
  try {
    options = await api.transferOptions({ authToken: connection!.accessToken, type: connection!.brokerType });
  } catch (error) {
    const message = error instanceof PageError ? error.message : 'Your assets could not be read.';
    sdk.post({ type: 'transferConfigureError', payload: { errorMessage: message } });
    return fatal(message);
  }
  const eligible = options.holdings.filter((h) => h.eligibleForTransfer);
  if (!eligible.length) {
    sdk.post({
      type: 'transferNoEligibleAssets',
      payload: {
        integrationType: options.brokerType,
        integrationName: options.brokerName,
        arrayOfTokensHeld: options.holdings.map((x) => ({
          symbol: x.symbol,
          amount: x.availableBalance,
          ...(x.availableBalanceInFiat !== null ? { amountInFiat: x.availableBalanceInFiat } : {}),
          ...(x.ineligibilityReason ? { ineligibilityReason: x.ineligibilityReason } : {}),
        })),
      },
    });
    return screen(
      'transferNoAssets',
      'Nothing to send',
      h('p', { role: 'alert' }, `This ${options.brokerName} account holds nothing this app can receive.`),
      h('ul', { class: 'reasons' }, ...options.holdings.map((x) => h('li', {}, `${x.symbol}: ${x.ineligibilityReason ?? 'not eligible'}`))),
      button('Close', () => exit('close'), { class: 'primary' }),
    );
  }
  chooseAsset(options);
}

function chooseAsset(options: Schemas['LinkTransferOptions']) {
  screen(
    'transferAsset',
    'Choose an asset',
    h(
      'ul',
      { class: 'choices' },
      ...options.holdings.map((x) =>
        h(
          'li',
          {},
          button(
            `${x.symbol}: ${amountText(x.availableBalance, '')}${x.availableBalanceInFiat !== null ? ` (${usd(x.availableBalanceInFiat)})` : ''}`.replace(
              ' :',
              ':',
            ),
            () => chooseNetwork(options, x),
            {
              class: 'choice',
              disabled: !x.eligibleForTransfer,
              ...(x.ineligibilityReason ? { title: x.ineligibilityReason } : {}),
            },
          ),
          x.ineligibilityReason ? h('p', { class: 'hint' }, x.ineligibilityReason) : undefined,
        ),
      ),
    ),
  );
}

function chooseNetwork(options: Schemas['LinkTransferOptions'], holding: Holding) {
  transfer.holding = holding;
  sdk.post({ type: 'transferAssetSelected', payload: { symbol: holding.symbol } });
  const usable = holding.networks.filter((n) => n.eligibleForTransfer);
  if (usable.length === 1) return enterAmount(options, holding, usable[0]!);
  screen(
    'transferNetwork',
    `Send ${holding.symbol} on which network?`,
    h(
      'ul',
      { class: 'choices' },
      ...holding.networks.map((n) =>
        h(
          'li',
          {},
          button(networkLabel(n.name, n.chain), () => enterAmount(options, holding, n), {
            class: 'choice',
            disabled: !n.eligibleForTransfer,
          }),
          n.ineligibilityReason ? h('p', { class: 'hint' }, n.ineligibilityReason) : undefined,
        ),
      ),
    ),
    button('Back', () => chooseAsset(options)),
  );
}

function enterAmount(options: Schemas['LinkTransferOptions'], holding: Holding, network: Network) {
  transfer.network = network;
  sdk.post({ type: 'transferNetworkSelected', payload: { id: network.id, name: network.name } });
  const box = alertBox();
  const limits = `Minimum ${amountText(network.minimumAmount, holding.symbol)}${network.maximumAmount !== null ? `, maximum ${amountText(network.maximumAmount, holding.symbol)}` : ''}; you hold ${amountText(holding.availableBalance, holding.symbol)}.`;
  const amount =
    network.amount === null
      ? field(`Amount in ${holding.symbol}`, { inputmode: 'decimal', autocomplete: 'off', required: true }, limits)
      : undefined;
  const kind = session!.networks.find((n) => n.id === network.id);
  const destinationHint =
    options.destination === 'addressKey'
      ? `The name of an address saved at ${options.brokerName}, such as my-eth-wallet.`
      : kind
        ? `An address on ${kind.name} (${kind.networkType === 'evm' ? `EVM, chain ${kind.chainId}` : kind.networkType}).`
        : undefined;
  const destination =
    network.toAddress === null
      ? field(
          options.destination === 'addressKey' ? 'Address key name' : 'Destination address',
          { autocomplete: 'off', spellcheck: 'false', required: true },
          destinationHint,
        )
      : undefined;
  const fee = options.requiresFee
    ? field(
        `${options.brokerName} fee in ${holding.symbol}`,
        { inputmode: 'decimal', value: String(network.institutionFee), required: true },
        `${options.brokerName} requires a fee of at least ${amountText(network.institutionFee, holding.symbol)}.`,
      )
    : undefined;
  screen(
    'transferAmount',
    `Send ${holding.symbol}`,
    network.amount !== null ? h('p', { class: 'fixed' }, `Amount: ${amountText(network.amount, holding.symbol)}`) : undefined,
    network.toAddress !== null ? h('p', { class: 'fixed' }, `To: ${network.toAddress}`) : undefined,
    h('p', { class: 'hint' }, `Network: ${networkLabel(network.name, network.chain)}. ${network.amount === null ? '' : limits}`),
    form(
      box,
      async () => {
        const value = network.amount ?? Number(amount!.input.value.replace(',', '.'));
        if (!(value > 0)) throw new PageError('Enter an amount greater than zero.', 'invalidField', 400, undefined);
        const feeValue = fee ? Number(fee.input.value.replace(',', '.')) : undefined;
        if (fee && !(feeValue! >= 0)) throw new PageError('Enter the fee as a number.', 'invalidField', 400, undefined);
        if (destination && !destination.input.value.trim())
          throw new PageError(
            `Enter the ${destination.el.querySelector('label')!.textContent!.toLowerCase()}.`,
            'missingField',
            400,
            undefined,
          );
        sdk.post({ type: 'transferAmountEntered' });
        transfer.request = {
          authToken: connection!.accessToken,
          type: connection!.brokerType,
          symbol: holding.symbol,
          networkId: network.id,
          amount: value,
          ...(destination ? { toAddress: destination.input.value.trim() } : {}),
          ...(feeValue !== undefined ? { fee: feeValue } : {}),
        };
        try {
          transfer.preview = await api.preview(transfer.request);
        } catch (error) {
          if (error instanceof PageError)
            sdk.post({
              type: 'transferPreviewError',
              payload: { errorMessage: error.message, ...(error.requestId ? { requestId: error.requestId } : {}) },
            });
          throw error;
        }
        review(options, holding, network);
      },
      amount?.el,
      destination?.el,
      fee?.el,
      h('button', { type: 'submit', class: 'primary' }, 'Preview transfer'),
    ),
    button('Back', () => chooseAsset(options)),
  );
}

function review(options: Schemas['LinkTransferOptions'], holding: Holding, network: Network) {
  const p = transfer.preview!;
  sdk.post({
    type: 'transferPreviewed',
    payload: {
      amount: p.amount,
      symbol: p.symbol,
      toAddress: p.toAddress,
      networkId: p.networkId,
      previewId: `${p.networkId}:${p.amount}`,
      networkName: p.networkName,
      ...(p.amountInFiat !== null ? { amountInFiat: p.amountInFiat, fiatCurrency: 'USD' } : {}),
      integrationType: options.brokerType,
      integrationName: options.brokerName,
      institutionTransferFee: { fee: p.institutionFee, feeCurrency: p.symbol },
      estimatedNetworkGasFee: { fee: p.estimatedNetworkFee, feeCurrency: p.symbol },
    },
  });
  const box = alertBox();
  const row = (name: string, value: string) => [h('dt', {}, name), h('dd', {}, value)];
  screen(
    'transferPreview',
    'Review your transfer',
    h(
      'dl',
      { class: 'summary' },
      ...row('Amount', `${amountText(p.amount, p.symbol)}${p.amountInFiat !== null ? ` (${usd(p.amountInFiat)})` : ''}`),
      ...row('From', `${options.brokerName} ${p.fromAddress}`),
      ...row('To', p.toAddress),
      ...row('Network', networkLabel(p.networkName, p.chain)),
      ...row(`${options.brokerName} fee`, amountText(p.institutionFee, p.symbol)),
      ...row('Network fee (estimated)', amountText(p.estimatedNetworkFee, p.symbol)),
      ...row('Total', amountText(p.total, p.symbol)),
    ),
    p.mfaRequired ? h('p', { class: 'hint' }, `${options.brokerName} will text you a code to approve it.`) : undefined,
    form(box, () => execute(), h('button', { type: 'submit', class: 'primary' }, 'Confirm transfer')),
    button('Back', () => enterAmount(options, holding, network)),
  );
}

async function execute(mfaCode?: string) {
  let answer: Schemas['SandboxTransfer'];
  try {
    answer = await api.transfer({ ...transfer.request!, ...(mfaCode ? { mfaCode } : {}) });
  } catch (error) {
    if (error instanceof PageError)
      sdk.post({
        type: 'transferExecutionError',
        payload: { errorMessage: error.message, ...(error.requestId ? { requestId: error.requestId } : {}) },
      });
    throw error;
  }
  if (answer.brokerResponseStatus === 'mfaRequired') return transferMfa(answer.errorMessage ?? 'Enter the code the institution sent you.');
  const result = answer.transfer!;
  transfer.result = result;
  sdk.post({
    type: 'transferExecuted',
    payload: {
      status: 'pending',
      txId: result.txId ?? '',
      fromAddress: result.fromAddress ?? '',
      toAddress: result.toAddress ?? '',
      symbol: result.symbol,
      amount: result.amount,
      networkId: result.networkId ?? '',
      userId: result.userId,
      ...(result.clientTransactionId ? { clientTransactionId: result.clientTransactionId } : {}),
    },
  });
  sdk.post({ type: 'transferFinished', payload: result });
  finish(
    'transferDone',
    'Transfer submitted',
    h(
      'p',
      {},
      `${amountText(result.amount, result.symbol)} is on its way to ${result.toAddress}. It is pending until the network confirms it.`,
    ),
    h('p', { class: 'hint' }, `Transfer ${result.transferId}`),
  );
}

function transferMfa(prompt: string) {
  sdk.post({ type: 'transferMfaRequired' });
  codeScreen('transferMfa', 'Approve the transfer', prompt, 'Approve transfer', async (mfaCode) => {
    sdk.post({ type: 'transferMfaEntered' });
    await execute(mfaCode);
  });
}

// ---- Verifying a wallet --------------------------------------------------------------------------------------
function verifyWallet() {
  const options = session!.verifyWalletOptions!;
  const message = options.message ?? 'I own this wallet.';
  const allowed = options.addresses ?? [];
  const box = alertBox();
  const address = field(
    'Wallet address',
    { autocomplete: 'off', spellcheck: 'false', required: true },
    allowed.length ? `One of: ${allowed.join(', ')}` : undefined,
  );
  const signature = field(
    'Signature',
    { autocomplete: 'off', spellcheck: 'false', required: true },
    'The personal_sign (EIP-191) signature of the message, from your wallet.',
  );
  const canUseSandboxWallet = !allowed.length || allowed.some((a) => a.toLowerCase() === SANDBOX_WALLET.address.toLowerCase());
  screen(
    'verifyWallet',
    'Verify your wallet',
    h('p', {}, 'Sign this message with your wallet to prove it is yours:'),
    h('pre', { class: 'message', 'aria-label': 'Message to sign' }, message),
    canUseSandboxWallet
      ? button(
          'Sign with the sandbox wallet',
          () =>
            void SANDBOX_WALLET.signMessage({ message }).then((signed) => {
              address.input.value = SANDBOX_WALLET.address;
              signature.input.value = signed;
              box.textContent = 'Signed with the sandbox wallet. Verify to finish.';
            }),
          { class: 'secondary' },
        )
      : undefined,
    form(
      box,
      async () => {
        const body = { address: address.input.value.trim(), message, signature: signature.input.value.trim() };
        if (!body.address || !body.signature)
          throw new PageError('Enter the wallet address and the signature.', 'missingField', 400, undefined);
        let verified: Schemas['WalletVerification'];
        try {
          verified = await api.verifyWallet(body);
        } catch (error) {
          sdk.post({ type: 'verifyWalletRejected' });
          throw error;
        }
        sdk.post({
          type: 'walletMessageSigned',
          payload: {
            signedMessageHash: verified.signedMessageHash,
            message: verified.message,
            address: verified.address,
            timeStamp: verified.timestamp,
            isVerified: true,
          },
        });
        sdk.post({ type: 'verifyDonePage' });
        finish('verifyDone', 'Wallet verified', h('p', {}, `${verified.address} is verified.`));
      },
      address.el,
      signature.el,
      h('button', { type: 'submit', class: 'primary' }, 'Verify'),
    ),
  );
}

void start();
