// Sending from the connected account: choose an eligible asset and network, enter (or see) the amount and the
// destination, review fees and minimums, approve with a code where the institution asks (or decline).
import { call, errorEvent, Failure, wordsFor, type Schemas } from './api.js';
import { alertBox, amountText, button, field, form, h, networkLabel, submitButton, usd, type Field } from './dom.js';
import { ifKnown, known, transferFinishedPayload } from './payloads.js';
import { codeScreen, exit, fatal, finish, screen } from './screens.js';
import { sdk, type PageMessage } from './sdk.js';
import { state, type Connection, type Session } from './state.js';

type Options = Schemas['LinkTransferOptions'];
type Holding = Schemas['LinkTransferHolding'];
type Network = Schemas['LinkTransferNetwork'];
type TransferRequest = Schemas['LinkTransferRequest'];
type Preview = Schemas['LinkTransferPreview'];

/** A transfer being built: the session, the account it is sent from, and what that account can send. */
interface Sending {
  session: Session;
  connection: Connection;
  options: Options;
}

export async function startTransfer(session: Session, connection: Connection) {
  sdk.post({ type: 'transferStarted', payload: { integrationType: connection.brokerType, integrationName: connection.brokerName } });
  screen('transferLoading', 'Loading your assets', h('p', { role: 'status' }, 'Reading your balances…'));
  let options: Options;
  try {
    options = await call(
      session.api.linkTransferOptions({ authToken: connection.accessToken, type: connection.brokerType }),
      (failure) => ({
        type: 'transferConfigureError',
        payload: { errorMessage: failure.message },
      }),
    );
  } catch (error) {
    return fatal(wordsFor(error, 'Your assets could not be read.'));
  }
  if (!options.holdings.some((x) => x.eligibleForTransfer)) return nothingToSend(options);
  chooseAsset({ session, connection, options });
}

function nothingToSend(options: Options) {
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
  screen(
    'transferNoAssets',
    'Nothing to send',
    h('p', { role: 'alert' }, `This ${options.brokerName} account holds nothing this app can receive.`),
    h('ul', { class: 'reasons' }, ...options.holdings.map((x) => h('li', {}, `${x.symbol}: ${x.ineligibilityReason ?? 'not eligible'}`))),
    button('Close', () => exit('close'), { class: 'primary' }),
  );
}

const holdingLabel = (x: Holding) =>
  `${x.symbol}: ${amountText(x.availableBalance, '')}${x.availableBalanceInFiat !== null ? ` (${usd(x.availableBalanceInFiat)})` : ''}`.replace(
    ' :',
    ':',
  );

/** A choice the institution may refuse, with its reason beneath. */
const choice = (label: string, click: () => void, eligible: boolean, reason: string | null, attrs: Record<string, string> = {}) =>
  h(
    'li',
    {},
    button(label, click, { class: 'choice', disabled: !eligible, ...attrs }),
    reason ? h('p', { class: 'hint' }, reason) : undefined,
  );

function chooseAsset(sending: Sending) {
  screen(
    'transferAsset',
    'Choose an asset',
    h(
      'ul',
      { class: 'choices' },
      ...sending.options.holdings.map((x) =>
        choice(
          holdingLabel(x),
          () => chooseNetwork(sending, x),
          x.eligibleForTransfer,
          x.ineligibilityReason,
          x.ineligibilityReason ? { title: x.ineligibilityReason } : {},
        ),
      ),
    ),
  );
}

function chooseNetwork(sending: Sending, holding: Holding) {
  sdk.post({ type: 'transferAssetSelected', payload: { symbol: holding.symbol } });
  const usable = holding.networks.filter((n) => n.eligibleForTransfer);
  const [only] = usable;
  if (only && usable.length === 1) return enterAmount(sending, holding, only);
  screen(
    'transferNetwork',
    `Send ${holding.symbol} on which network?`,
    h(
      'ul',
      { class: 'choices' },
      ...holding.networks.map((n) =>
        choice(networkLabel(n.name, n.chain), () => enterAmount(sending, holding, n), n.eligibleForTransfer, n.ineligibilityReason),
      ),
    ),
    button('Back', () => chooseAsset(sending)),
  );
}

interface AmountFields {
  amount?: Field | undefined;
  destination?: Field | undefined;
  fee?: Field | undefined;
}

/** The fields of what the session leaves to the user: the amount, the destination, the institution's fee. */
function amountFields({ session, options }: Sending, holding: Holding, network: Network, limits: string): AmountFields {
  const amount =
    network.amount === null
      ? field(`Amount in ${holding.symbol}`, { inputmode: 'decimal', autocomplete: 'off', required: true }, limits)
      : undefined;
  const kind = session.info.networks.find((n) => n.id === network.id);
  const destinationHint =
    options.destination === 'addressKey'
      ? `The name of an address saved at ${options.brokerName}, such as my-eth-wallet.`
      : kind
        ? `An address on ${kind.name}${kind.networkType === 'evm' ? ` (EVM, chain ${kind.chainId})` : kind.networkType === 'unknown' ? '' : ` (${kind.networkType})`}.`
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
  return { amount, destination, fee };
}

const decimal = (f: Field) => Number(f.input.value.replace(',', '.'));

/** The transfer the user asks for, or the Failure that says what to correct first. */
function transferRequest({ connection }: Sending, holding: Holding, network: Network, { amount, destination, fee }: AmountFields) {
  const value = network.amount ?? (amount ? decimal(amount) : Number.NaN);
  if (!(value > 0)) throw new Failure('Enter an amount greater than zero.');
  const feeValue = fee ? decimal(fee) : undefined;
  if (feeValue !== undefined && !(feeValue >= 0)) throw new Failure('Enter the fee as a number.');
  if (destination && !destination.input.value.trim()) throw new Failure(`Enter the ${destination.label.toLowerCase()}.`);
  const request: TransferRequest = {
    authToken: connection.accessToken,
    type: connection.brokerType,
    symbol: holding.symbol,
    networkId: network.id,
    amount: value,
    ...(destination ? { toAddress: destination.input.value.trim() } : {}),
    ...(feeValue !== undefined ? { fee: feeValue } : {}),
  };
  return request;
}

function enterAmount(sending: Sending, holding: Holding, network: Network) {
  sdk.post({ type: 'transferNetworkSelected', payload: { id: network.id, name: network.name } });
  const box = alertBox();
  const limits = `Minimum ${amountText(network.minimumAmount, holding.symbol)}${network.maximumAmount !== null ? `, maximum ${amountText(network.maximumAmount, holding.symbol)}` : ''}; you hold ${amountText(holding.availableBalance, holding.symbol)}.`;
  const fields = amountFields(sending, holding, network, limits);
  screen(
    'transferAmount',
    `Send ${holding.symbol}`,
    network.amount !== null ? h('p', { class: 'fixed' }, `Amount: ${amountText(network.amount, holding.symbol)}`) : undefined,
    network.toAddress !== null ? h('p', { class: 'fixed' }, `To: ${network.toAddress}`) : undefined,
    h('p', { class: 'hint' }, `Network: ${networkLabel(network.name, network.chain)}. ${network.amount === null ? '' : limits}`),
    form(
      box,
      async () => {
        const request = transferRequest(sending, holding, network, fields);
        sdk.post({ type: 'transferAmountEntered' });
        state.transfer.request = request;
        delete state.transfer.preview;
        const preview = await call(sending.session.api.linkTransferPreview(request), errorEvent('transferPreviewError'));
        state.transfer.preview = preview;
        review(sending, holding, network, request, preview);
      },
      fields.amount?.el,
      fields.destination?.el,
      fields.fee?.el,
      submitButton('Preview transfer'),
    ),
    button('Back', () => chooseAsset(sending)),
  );
}

const previewed = ({ brokerType, brokerName }: Options, p: Preview): PageMessage => ({
  type: 'transferPreviewed',
  payload: {
    amount: p.amount,
    symbol: p.symbol,
    toAddress: p.toAddress,
    networkId: p.networkId,
    previewId: p.previewId,
    networkName: p.networkName,
    ...(p.amountInFiat !== null ? { amountInFiat: p.amountInFiat, fiatCurrency: 'USD' } : {}),
    integrationType: brokerType,
    integrationName: brokerName,
    institutionTransferFee: { fee: p.institutionFee, feeCurrency: p.symbol },
    estimatedNetworkGasFee: { fee: p.estimatedNetworkFee, feeCurrency: p.symbol },
  },
});

function review(sending: Sending, holding: Holding, network: Network, request: TransferRequest, p: Preview) {
  const { brokerName } = sending.options;
  sdk.post(previewed(sending.options, p));
  const box = alertBox();
  const row = (name: string, value: string, hint?: string) => [
    h('dt', {}, name),
    h('dd', {}, value, hint ? h('span', { class: 'hint' }, hint) : undefined),
  ];
  screen(
    'transferPreview',
    'Review your transfer',
    h(
      'dl',
      { class: 'summary' },
      ...row('Amount', `${amountText(p.amount, p.symbol)}${p.amountInFiat !== null ? ` (${usd(p.amountInFiat)})` : ''}`),
      ...row('From', `${brokerName} ${p.fromAddress}`),
      ...row('To', p.toAddress),
      ...(p.addressTag !== null ? row('Tag or memo', p.addressTag) : []),
      ...row('Network', networkLabel(p.networkName, p.chain)),
      ...row(`${brokerName} fee`, amountText(p.institutionFee, p.symbol)),
      ...row('Network fee (estimated)', amountText(p.estimatedNetworkFee, p.symbol)),
      ...row('Total', amountText(p.total, p.symbol), `The amount plus the ${brokerName} fee; the network fee is paid from it.`),
    ),
    p.mfaRequired ? h('p', { class: 'hint' }, `${brokerName} will text you a code to approve it.`) : undefined,
    form(
      box,
      async () => {
        // The user proceeds from the preview: the request goes to the institution for approval.
        const { brokerType, brokerName: integrationName } = sending.options;
        sdk.post({ type: 'transferInitiated', payload: { integrationType: brokerType, integrationName, status: 'pending' } });
        await execute({ sending, holding, network, request, preview: p });
      },
      submitButton('Confirm transfer'),
    ),
    button('Back', () => enterAmount(sending, holding, network)),
  );
}

const executed = (result: Schemas['TransferFinished']): PageMessage => ({
  type: 'transferExecuted',
  payload: {
    status: 'pending',
    txId: known(result.txId, 'txId'),
    fromAddress: known(result.fromAddress, 'fromAddress'),
    toAddress: known(result.toAddress, 'toAddress'),
    symbol: result.symbol,
    amount: result.amount,
    networkId: known(result.networkId, 'networkId'),
    userId: result.userId,
    ...ifKnown<Extract<PageMessage, { type: 'transferExecuted' }>['payload']>()('clientTransactionId', result.clientTransactionId),
  },
});

/** A previewed transfer the user confirmed: what it is sent from, what it sends, and the preview. */
interface Confirmed {
  sending: Sending;
  holding: Holding;
  network: Network;
  request: TransferRequest;
  preview: Preview;
}

async function execute(confirmed: Confirmed, mfaCode?: string) {
  const { sending, request, preview } = confirmed;
  const answer = await call(
    sending.session.api.linkTransfer({ ...request, previewId: preview.previewId, ...(mfaCode ? { mfaCode } : {}) }),
    errorEvent('transferExecutionError'),
  );
  if (answer.brokerResponseStatus === 'mfaRequired')
    return transferMfa(confirmed, answer.errorMessage ?? 'Enter the code the institution sent you.');
  const result = answer.transfer!;
  state.transfer.result = result;
  sdk.post(executed(result));
  sdk.post({ type: 'transferFinished', payload: transferFinishedPayload(result, preview.networkName) });
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

/** The institution's approval of the transfer: its code, or the user declines and nothing is sent. */
function transferMfa(confirmed: Confirmed, prompt: string) {
  sdk.post({ type: 'transferMfaRequired' });
  codeScreen(
    'transferMfa',
    'Approve the transfer',
    prompt,
    'Approve transfer',
    async (mfaCode) => {
      sdk.post({ type: 'transferMfaEntered' });
      await execute(confirmed, mfaCode);
    },
    button('Decline transfer', () => declined(confirmed), { class: 'secondary' }),
  );
}

function declined({ sending, holding, network, request, preview }: Confirmed) {
  const { brokerType, brokerName } = sending.options;
  sdk.post({
    type: 'transferDeclined',
    payload: {
      integrationType: brokerType,
      integrationName: brokerName,
      toAddress: preview.toAddress,
      token: preview.symbol,
      network: preview.networkName,
      amount: preview.amount,
      status: 'declined',
    },
  });
  screen(
    'transferDeclined',
    'Transfer declined',
    h('p', {}, `You declined the transfer at ${brokerName}. Nothing was sent.`),
    button('Review it again', () => review(sending, holding, network, request, preview), { class: 'secondary' }),
    button('Close', () => exit('close'), { class: 'primary' }),
  );
}
