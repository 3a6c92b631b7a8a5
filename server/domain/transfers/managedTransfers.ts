// Server-side transfers of the public service's transfer family: configure (transferConfiguration.ts), preview and
// execute. A server-side transfer is checked and sent by domain/transfers.ts, like one approved in the Link UI: the
// same transfer, webhooks and settling.
import { uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors, fieldError, missingField } from '../../contract/errors.js';
import { stableUuid } from '../../contract/formats.js';
import type { Schemas } from '../../contract/types.js';
import type { Chain } from '../../institutions/adapter.js';
import type { Destination } from '../../institutions/destinations.js';
import { CRYPTO_DECIMALS, minus, plus, ratio, times } from '../../institutions/decimal.js';
import { REFUSALS, refusalOf } from '../../institutions/eligibility.js';
import { priceAt } from '../../institutions/market.js';
import { networkById } from '../../institutions/networks.js';
import type { Addresses } from '../connections/addresses.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import { INSTITUTION_STATUS, transferFee } from './transferRecords.js';
import { isSessionPreview, PREVIEW_TTL_SECONDS } from './previews.js';
import { type KeptSends, keptAsked, keptOf, previewSends } from './sends.js';
import { previewAnswer, unpreviewed } from './previewAnswer.js';
import { createTransferConfiguration, depositDestinationOf } from './transferConfiguration.js';
import { SERVER_SIDE, type TransferOrigin, type Transfers } from './transfers.js';

/** What a preview keeps for its execution: what it sends, as the preview asked it (checked again then), and the origin's fixed parts. */
interface StoredPreview {
  input: KeptSends;
  whitelist: string[];
  transactionId: string | null;
  userId: string;
}

/** The amount a preview asks to send: `amount`, or `amountInFiat` at the asset's price. */
function requestedAmount(input: Schemas['PreviewTransferRequest'], symbol: string, price: number | undefined): number {
  if (input.amount !== undefined && input.amount !== null) return input.amount;
  if (input.amountInFiat === undefined || input.amountInFiat === null) throw missingField('amount', 'Send amount, or amountInFiat.');
  if (!price) throw new ContractError('unsupportedSymbol', `${symbol} has no price, so amountInFiat cannot be converted; send amount.`);
  return ratio(input.amountInFiat, price, CRYPTO_DECIMALS);
}

/** The MFA challenge of executing a preview: one per preview, the same on every call, stable across servers. */
const challengeIdOf = (previewId: string) => stableUuid(`transfer-mfa:${previewId}`);

/** The asset a preview sends: `symbol`, or the native asset of `networkId`'s network. */
function requestedSymbol(input: Schemas['PreviewTransferRequest']): string {
  if (input.symbol !== undefined && input.symbol !== null) return input.symbol.toUpperCase();
  const network = input.networkId ? networkById(input.networkId) : undefined;
  if (network) return network.nativeSymbol;
  throw missingField('symbol', "Send symbol, or a networkId whose network's native asset is to be sent.");
}

export function createManagedTransfers(deps: Deps, transfers: Transfers, addresses: Addresses) {
  const { store, clock, random, institutions } = deps;
  const fee = (amount: number, symbol: string) => transferFee(amount, symbol, clock.now());
  const depositDestination = depositDestinationOf(deps, addresses);
  const configuration = createTransferConfiguration(deps, transfers, addresses);

  /** The origin of a server-side transfer: the connection's user; the target account's address is whitelisted. */
  const managedOrigin = (stored: Omit<StoredPreview, 'input'>, previewId: string): TransferOrigin => ({
    userId: stored.userId,
    toAddresses: stored.whitelist.map((address) => ({ address, symbol: '', networkId: '' })),
    transactionId: stored.transactionId,
    sameUser: false,
    defaultFee: true,
    purpose: SERVER_SIDE,
    async consume(tx, transferId) {
      if (!(await tx.previews.markExecuted(previewId, transferId))) throw errors.previewExecuted();
    },
  });

  const previewNotFound = () => new ContractError('previewNotFound', 'No preview of this source account has this previewId.');

  /** Where a preview to another connected account sends: its deposit address, whitelisted; null where it names an address. */
  async function targetDeposit(
    input: Schemas['PreviewTransferRequest'],
    target: Connection | undefined,
    { symbol, amount, chain }: { symbol: string; amount: number; chain: Chain },
  ): Promise<Destination | null> {
    if (!input.toAuthToken && !input.toType) return null;
    if (!target) throw missingField(input.toType ? 'toAuthToken' : 'toType', 'Send toAuthToken and toType together.');
    const deposit = await depositDestination(target, symbol, chain);
    institutionOf(institutions, target).checkDeposit(symbol, amount);
    return deposit;
  }

  /** A checked preview, kept for its execution until it expires. */
  async function keepPreview(id: string, connection: Connection, request: StoredPreview, now: number): Promise<void> {
    await store.previews.insert({
      id,
      clientId: connection.clientId,
      connectionId: connection.id,
      request,
      createdAt: now,
      expiresAt: now + PREVIEW_TTL_SECONDS * 1000,
    });
  }

  /** The preview under every rule; a refusal is thrown, as check() throws it. */
  async function previewChecked(
    connection: Connection,
    input: Schemas['PreviewTransferRequest'] & { isInclusiveFeeEnabled: boolean },
    target: Connection | undefined,
  ): Promise<Schemas['PreviewTransfer']> {
    const adapter = institutionOf(institutions, connection);
    const symbol = requestedSymbol(input);
    const now = clock.now();
    const price = priceAt(symbol, now);
    const chain = adapter.chainFor(symbol, { networkId: input.networkId });
    const requested = requestedAmount(input, symbol, price);
    const institutionFee = chain.requiredFee;
    const amount = input.isInclusiveFeeEnabled ? minus(requested, institutionFee) : requested;
    if (amount <= 0) throw new ContractError('amountBelowMinimum', `The amount does not cover the fee of ${institutionFee} ${symbol}.`);

    const deposit = await targetDeposit(input, target, { symbol, amount, chain });
    const previewed = previewSends(input, { symbol, amount, chain, fee: institutionFee || null }, deposit);
    const stored: StoredPreview = {
      input: keptOf(previewed),
      whitelist: deposit ? [deposit.address] : [],
      transactionId: input.transactionId ?? null,
      userId: connection.userId,
    };
    const previewId = uuid(random);
    // Checked as it is kept, as its execution checks it again.
    const checked = await transfers.check(managedOrigin(stored, previewId), connection, keptAsked(stored.input));
    await keepPreview(previewId, connection, stored, now);
    const { fromAddress, sends } = checked;
    return previewAnswer(
      {
        previewId,
        symbol,
        amount,
        institutionFee,
        chain: sends.chain,
        fromAddress,
        toAddress: sends.destination.address,
        addressTag: sends.destination.tag,
        clientTransactionId: stored.transactionId,
        isFeeIncluded: input.isInclusiveFeeEnabled,
      },
      now,
      price,
    );
  }

  /** The execution of a live preview; a refusal is thrown, as check() and send() throw it. */
  async function executeChecked(
    connection: Connection,
    input: Schemas['ExecuteTransferRequest'],
    previewId: string,
    stored: StoredPreview,
  ): Promise<Schemas['ExecuteTransfer']> {
    const origin = managedOrigin(stored, previewId);
    // The rules again: funds, permissions and limits may have changed since the preview.
    const checked = await transfers.check(origin, connection, keptAsked(stored.input));
    const adapter = institutionOf(institutions, connection);
    // The code goes by text message, or by email where the user asked for another way (tryAnotherMfa).
    const asked = (status: 'mfaRequired' | 'mfaFailed', errorMessage: string): Schemas['ExecuteTransfer'] => ({
      status,
      mfaType: input.tryAnotherMfa ? 'email' : 'phone',
      errorMessage,
      executeTransferResult: null,
      fallbackMfaAvailable: status === 'mfaRequired' && !input.tryAnotherMfa,
      challengeId: challengeIdOf(previewId),
    });
    try {
      const challenge = adapter.guardSending(input.mfaCode, 'transfer');
      if (challenge) return asked('mfaRequired', input.tryAnotherMfa ? 'Enter the code sent to your email.' : challenge.prompt);
    } catch (error) {
      if (error instanceof ContractError && error.errorType === 'invalidMfaCode') return asked('mfaFailed', error.message);
      throw error;
    }
    const row = await transfers.send(origin, connection, checked);
    return {
      status: 'succeeded',
      mfaType: null,
      errorMessage: null,
      fallbackMfaAvailable: false,
      challengeId: null,
      executeTransferResult: {
        transferId: row.id,
        status: INSTITUTION_STATUS[row.status as Schemas['TransferStatus']],
        fromAddress: row.from_address,
        toAddress: checked.sends.destination.address,
        symbol: row.symbol,
        networkId: checked.sends.chain.network.id,
        networkName: checked.sends.chain.network.name,
        hash: row.tx_hash,
        amount: row.amount,
        amountInFiat: row.amount_in_fiat,
        // What left the account, the institution's fee included, at the price the amount was valued at.
        totalAmountInFiat:
          row.amount_in_fiat === null ? null : plus(row.amount_in_fiat, times(row.fee ?? 0, ratio(row.amount_in_fiat, row.amount, 12)), 2),
        statusDetails: null,
        completedConfirmations: 0,
        institutionTransferFee: fee(row.fee ?? 0, row.symbol),
        networkGasFee: fee(checked.sends.chain.networkFee, row.symbol),
      },
    };
  }

  return {
    configure: configuration.configure,

    async preview(
      connection: Connection,
      input: Schemas['PreviewTransferRequest'] & { isInclusiveFeeEnabled: boolean },
      target: Connection | undefined,
    ): Promise<Schemas['PreviewTransfer']> {
      // The sandbox moves a transfer on one network: it bridges none (refused as the institution refuses).
      if (input.isBridging === true)
        return unpreviewed(
          'failed',
          'The sandbox does not bridge transfers between networks: preview it without isBridging, on networkId.',
        );
      try {
        return await previewChecked(connection, input, target);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        // Nothing is recorded: there is no preview to execute.
        return unpreviewed(REFUSALS[refusal.errorType].preview, refusal.message);
      }
    },

    async execute(connection: Connection, input: Schemas['ExecuteTransferRequest']): Promise<Schemas['ExecuteTransfer']> {
      const preview = await store.previews.getForUpdate(input.previewId, connection.clientId, connection.id);
      // A Link page session's preview is sent by that session only.
      if (!preview || isSessionPreview(preview.request)) throw previewNotFound();
      if (preview.transferId) throw errors.previewExecuted();
      if (preview.expiresAt <= clock.now())
        throw new ContractError(
          'previewExpired',
          `The preview expired ${PREVIEW_TTL_SECONDS} seconds after it was made; preview the transfer again.`,
        );
      if (input.challengeId !== undefined && input.challengeId !== null && input.challengeId !== challengeIdOf(preview.id))
        throw fieldError('invalidField', "challengeId is not this preview's MFA challenge.", {
          field: 'challengeId',
          message: "must be the challengeId of this preview's mfaRequired answer",
          errorCode: 'challenge',
        });
      try {
        return await executeChecked(connection, input, preview.id, preview.request as StoredPreview);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        // Nothing was sent and the preview is not spent: it can be executed again until it expires.
        return {
          status: REFUSALS[refusal.errorType].execute,
          mfaType: null,
          errorMessage: refusal.message,
          executeTransferResult: null,
          fallbackMfaAvailable: false,
          challengeId: null,
        };
      }
    },
  };
}

export type ManagedTransfers = ReturnType<typeof createManagedTransfers>;
