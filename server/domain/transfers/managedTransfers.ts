// Server-side transfers of the public service's transfer family: configure, preview and execute. A server-side
// transfer is checked and sent by domain/transfers.ts, like one approved in the Link UI: the same transfer, webhooks
// and settling.
import { uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors, fieldError, missingField } from '../../contract/errors.js';
import { stableUuid } from '../../contract/formats.js';
import type { Schemas } from '../../contract/types.js';
import type { Chain, DestinationState, Ineligibility } from '../../institutions/adapter.js';
import { CRYPTO_DECIMALS, minus, plus, ratio, times } from '../../institutions/decimal.js';
import { REFUSALS, refusalOf } from '../../institutions/eligibility.js';
import { priceAt } from '../../institutions/market.js';
import { networkById } from '../../institutions/networks.js';
import type { Addresses } from '../connections/addresses.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import { INSTITUTION_STATUS, transferFee } from './transferRecords.js';
import { isSessionPreview, type KeptSends, PREVIEW_TTL_SECONDS } from './previews.js';
import type { TransferOrigin, Transfers } from './transfers.js';

/** What a preview keeps for its execution: what it sends, as the preview asked it (checked again then), and the origin's fixed parts. */
interface StoredPreview {
  input: KeptSends;
  whitelist: string[];
  transactionId: string | null;
  userId: string;
}

/** Each reason in configureTransfer's words, which quoteTransfer's use too. */
export const CONFIGURE_REASON = {
  noDestination: 'noTargetNetworkFound',
  notWhitelisted: 'refusedByInstitution',
  belowMinimum: 'requestedAmountBelowMinimum',
  aboveMaximum: 'requestedAmountAboveClientMaximum',
  balanceBelowRequested: 'balanceBelowRequestedAmount',
  balanceBelowMinimum: 'balanceBelowMinimum',
} as const satisfies Record<Ineligibility, NonNullable<Schemas['ConfigureTransferNetwork']['ineligibilityReason']>>;

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

/** The smallest minimum and the largest maximum, in US dollars, of the networks a transfer can take. */
function fiatRange() {
  const range = {
    minimum: null as number | null,
    maximum: undefined as number | null | undefined,
    add(chain: Chain, price: number) {
      range.minimum = Math.min(range.minimum ?? Infinity, times(chain.minWithdrawAmount, price));
      range.maximum =
        chain.maxWithdrawAmount === null || range.maximum === null
          ? null
          : Math.max(range.maximum ?? 0, times(chain.maxWithdrawAmount, price));
    },
  };
  return range;
}

/** What a preview says reaches the destination and is asked of the institution: the amount asked, never more. */
const received = (amount: number, inFiat: number | null) => ({
  amountToReceive: amount,
  amountToReceiveInFiat: inFiat,
  transferAmountToRequest: amount,
  isMaximumAmount: false,
});

export function createManagedTransfers({ store, clock, random, institutions }: Deps, transfers: Transfers, addresses: Addresses) {
  const fee = (amount: number, symbol: string) => transferFee(amount, symbol, clock.now());

  /** Where a transfer to another connected account goes on the chain: that account's deposit address. */
  async function depositAddressOf(target: Connection, symbol: string, chain: Chain): Promise<string> {
    const receiving = institutionOf(institutions, target);
    const targetChain = receiving.chains(symbol).find((c) => c.network.id === chain.network.id);
    if (!targetChain || !receiving.supports('getDepositAddress')) {
      throw new ContractError('unsupportedNetwork', `${receiving.name} does not receive ${symbol} on ${chain.network.name}.`);
    }
    return (await addresses.addressOn(target, symbol, targetChain)).address;
  }

  /** The origin of a server-side transfer: the connection's user; the target account's address is whitelisted. */
  const managedOrigin = (stored: Omit<StoredPreview, 'input'>, previewId: string): TransferOrigin => ({
    userId: stored.userId,
    toAddresses: stored.whitelist.map((address) => ({ address, symbol: '', networkId: '' })),
    transactionId: stored.transactionId,
    sameUser: false,
    defaultFee: true,
    async consume(tx, transferId) {
      if (!(await tx.previews.markExecuted(previewId, transferId))) throw errors.previewExecuted();
    },
  });

  const previewNotFound = () => new ContractError('previewNotFound', 'No preview of this source account has this previewId.');

  /** Where a preview sends: the address it names, or the deposit address of the account it names (whitelisted then). */
  async function previewDestination(
    input: Schemas['PreviewTransferRequest'],
    target: Connection | undefined,
    { symbol, amount, chain }: { symbol: string; amount: number; chain: Chain },
  ): Promise<{ toAddress: string; whitelist: string[] }> {
    if (input.toAuthToken || input.toType) {
      if (!target) throw missingField(input.toType ? 'toAuthToken' : 'toType', 'Send toAuthToken and toType together.');
      const toAddress = await depositAddressOf(target, symbol, chain);
      institutionOf(institutions, target).checkDeposit(symbol, amount);
      return { toAddress, whitelist: [toAddress] };
    }
    if (input.toAddress === undefined || input.toAddress === null)
      throw missingField('toAddress', 'Send toAddress, or toAuthToken and toType of the account to send to.');
    return { toAddress: input.toAddress, whitelist: [] };
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

    const { toAddress, whitelist } = await previewDestination(input, target, { symbol, amount, chain });
    const stored: StoredPreview = {
      // The destination whole: a tag goes with the address it was sent with, to the check now and at execution.
      input: {
        symbol,
        amount,
        networkId: chain.network.id,
        toAddress,
        addressTag: input.toAddress ? (input.addressTag ?? null) : null,
        fee: institutionFee || null,
      },
      whitelist,
      transactionId: input.transactionId ?? null,
      userId: connection.userId,
    };
    const previewId = uuid(random);
    const checked = await transfers.check(managedOrigin(stored, previewId), connection, stored.input);
    await keepPreview(previewId, connection, stored, now);
    const total = plus(amount, institutionFee);
    const inFiat = (value: number) => (price === undefined ? null : times(value, price));
    return {
      status: 'succeeded',
      errorMessage: null,
      previewResult: {
        previewId,
        previewExpiresIn: PREVIEW_TTL_SECONDS,
        fromAddress: checked.fromAddress,
        toAddress: checked.sends.destination.address,
        addressTag: checked.sends.destination.tag,
        symbol,
        amount,
        amountInFiat: inFiat(amount),
        totalEstimatedAmount: total,
        totalEstimatedAmountInFiat: inFiat(total),
        networkId: chain.network.id,
        networkName: chain.network.name,
        institutionTransferFee: fee(institutionFee, symbol),
        estimatedNetworkGasFee: fee(chain.networkFee, symbol),
        unitPrice: price ?? null,
        clientTransactionId: stored.transactionId,
        fiatCurrency: 'USD',
        isFeeIncluded: input.isInclusiveFeeEnabled,
        ...received(amount, inFiat(amount)),
      },
    };
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
    const checked = await transfers.check(origin, connection, stored.input);
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

  /** Where configure sends on a chain: the target account's deposit address, or the address the request names. */
  async function destinationOf(
    chain: Chain,
    symbol: string,
    input: Schemas['ConfigureTransferRequest'],
    target: Connection | undefined,
  ): Promise<{ toAddress: string | null; destination: DestinationState }> {
    if (target) {
      const toAddress = await depositAddressOf(target, symbol, chain).catch(() => null);
      return { toAddress, destination: toAddress === null ? 'unavailable' : 'whitelisted' };
    }
    if (!input.toAddresses?.length) return { toAddress: null, destination: 'unnamed' };
    const named = input.toAddresses.find((t) => t.symbol.toUpperCase() === symbol && t.networkId === chain.network.id)?.address ?? null;
    return { toAddress: named, destination: named === null ? 'unavailable' : 'named' };
  }

  return {
    async configure(
      connection: Connection,
      input: Schemas['ConfigureTransferRequest'],
      target: Connection | undefined,
    ): Promise<Schemas['ConfigureTransfer']> {
      const adapter = institutionOf(institutions, connection);
      const now = clock.now();
      const wanted = input.symbol?.toUpperCase();
      const held = (await store.connections.cryptoHoldings(connection.id)).filter(({ symbol }) => !wanted || symbol === wanted);
      const balances = await Promise.all(
        held.map(async ({ symbol, amount }) => ({ symbol, amount: await transfers.available(connection.id, symbol, amount) })),
      );
      const holdings: Schemas['ConfigureTransferHolding'][] = [];
      const range = fiatRange();
      for (const { symbol, amount: balance } of adapter.sendable(balances, now)) {
        if (wanted && symbol !== wanted) continue;
        const price = priceAt(symbol, now);
        const requested = input.amount ?? (input.amountInFiat && price ? ratio(input.amountInFiat, price, CRYPTO_DECIMALS) : null);
        const networks: Schemas['ConfigureTransferNetwork'][] = [];
        for (const chain of adapter.chains(symbol)) {
          if (input.networkId && chain.network.id !== input.networkId) continue;
          const { toAddress, destination } = await destinationOf(chain, symbol, input, target);
          const reason = adapter.eligibility({ chain, destination, requested, balance });
          if (!reason && price) range.add(chain, price);
          networks.push({
            id: chain.network.id,
            name: chain.network.name,
            minimumAmount: chain.minWithdrawAmount,
            maximumAmount: chain.maxWithdrawAmount,
            eligibleForTransfer: reason === null,
            ineligibilityReason: reason === null ? null : CONFIGURE_REASON[reason],
            toAddress,
            institutionTransferFee: fee(chain.requiredFee, symbol),
            estimatedNetworkGasFee: fee(chain.networkFee, symbol),
          });
        }
        const eligible = networks.some((n) => n.eligibleForTransfer);
        holdings.push({
          symbol,
          availableBalance: balance,
          availableBalanceInFiat: price === undefined ? null : times(balance, price),
          eligibleForTransfer: eligible,
          ineligibilityReason: eligible ? null : networks.length ? 'noEligibleNetworks' : 'notSupportedForTransferBySource',
          networks,
        });
      }
      return {
        status: 'succeeded',
        holdings,
        amountInFiat: input.amountInFiat ?? null,
        fiatCurrency: 'USD',
        minimumTransferAmountInFiat: range.minimum,
        maximumTransferAmountInFiat: range.maximum ?? null,
      };
    },

    async preview(
      connection: Connection,
      input: Schemas['PreviewTransferRequest'] & { isInclusiveFeeEnabled: boolean },
      target: Connection | undefined,
    ): Promise<Schemas['PreviewTransfer']> {
      // The sandbox moves a transfer on one network: it bridges none (refused as the institution refuses).
      if (input.isBridging === true)
        return {
          status: 'failed',
          errorMessage: 'The sandbox does not bridge transfers between networks: preview it without isBridging, on networkId.',
          previewResult: null,
        };
      try {
        return await previewChecked(connection, input, target);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        // Nothing is recorded: there is no preview to execute.
        return { status: REFUSALS[refusal.errorType].preview, errorMessage: refusal.message, previewResult: null };
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
