// The public service's transfer family: institution transfer lists and details, server-side transfers
// (configure, preview, execute) and the list of transfers sent through the service. A server-side transfer is
// checked and sent by domain/transfers.ts, like one approved in the Link UI: the same transfer, webhooks and settling.
import { uuid, type Deps } from '../deps.js';
import { ContractError, fieldError, missingField } from '../contract/errors.js';
import type { ErrorType, Schemas } from '../contract/types.js';
import type { Query } from '../../generated/operations.js';
import type { Chain } from '../institutions/adapter.js';
import { CRYPTO_DECIMALS, minus, plus, ratio, times } from '../institutions/decimal.js';
import { priceAt } from '../institutions/market.js';
import { networkById, networkOfAddressType } from '../institutions/networks.js';
import { MFA_PROMPT } from '../institutions/simulator.js';
import type { HistoryRow, TransferRow } from '../store/transfers.js';
import type { Addresses } from './addresses.js';
import type { Connection } from './connections.js';
import type { TransferInput, TransferOrigin, Transfers } from './transfers.js';

/** How long a preview can be executed. */
export const PREVIEW_TTL_SECONDS = 300;

type InstitutionStatus = Schemas['InstitutionTransferStatus'];
const INSTITUTION_STATUS = { Pending: 'pending', Succeeded: 'succeeded', Failed: 'failed' } as const satisfies Record<
  Schemas['TransferStatus'],
  InstitutionStatus
>;
const STORED_STATUS = Object.fromEntries(Object.entries(INSTITUTION_STATUS).map(([stored, shown]) => [shown, stored])) as Partial<
  Record<InstitutionStatus, Schemas['TransferStatus']>
>;

const seconds = (millis: number) => Math.floor(millis / 1000);

/**
 * The institution's refusals of a transfer: the public service answers them as the outcome of preview and execute
 * (content.status, with errorMessage), so code branches on status. Errors in the request itself stay errors.
 */
const PREVIEW_OUTCOME = {
  insufficientFunds: 'requiresFunding',
  amountBelowMinimum: 'failed',
  amountAboveMaximum: 'failed',
  feeBelowMinimum: 'failed',
  addressNotWhitelisted: 'failed',
  ipNotTrusted: 'failed',
  withdrawalPermissionDisabled: 'failed',
} as const satisfies Partial<Record<ErrorType, Schemas['PreviewTransfer']['status']>>;
type Refusal = keyof typeof PREVIEW_OUTCOME;
// Execute has no requiresFunding: funds taken since the preview make the execution fail.
const EXECUTE_OUTCOME = {
  ...PREVIEW_OUTCOME,
  insufficientFunds: 'failed',
  addressNotWhitelisted: 'addressWhitelistRequired',
} as const satisfies Record<Refusal, Schemas['ExecuteTransfer']['status']>;

/** The refusal an error is, if it is one; anything else is not the institution's decision and stays an error. */
const refusalOf = (error: unknown): (ContractError & { errorType: Refusal }) | undefined =>
  error instanceof ContractError && Object.hasOwn(PREVIEW_OUTCOME, error.errorType)
    ? (error as ContractError & { errorType: Refusal })
    : undefined;

/** What a preview keeps for its execution: the checked request and the origin's fixed parts. */
interface StoredPreview {
  input: TransferInput;
  whitelist: string[];
  transactionId: string | null;
  userId: string;
}

// A transfer shows as a deposit at the receiver while Pending or once Succeeded: a failed withdrawal never arrived.
const ARRIVING: Schemas['TransferStatus'][] = ['Pending', 'Succeeded'];

/** A deposit's id: its own (a withdrawal's is the sending institution's `…-TX-…`), stable, from the transfer's. */
const DEPOSIT_ID_PREFIX = 'DEP-';
const depositIdOf = (transferId: string) => `${DEPOSIT_ID_PREFIX}${transferId}`;
const transferIdOfDeposit = (id: string) =>
  id.toUpperCase().startsWith(DEPOSIT_ID_PREFIX) ? id.slice(DEPOSIT_ID_PREFIX.length) : undefined;

/** A page cursor: the offset of the next page, opaque to callers. */
const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function offsetOf(cursor: string | null | undefined): number {
  if (cursor === undefined || cursor === null) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw fieldError('invalidField', 'cursor is not one this service gave.', {
      field: 'cursor',
      message: 'must be the cursor of a previous page',
      errorCode: 'cursor',
    });
  return Number(match[1]);
}

export function createManagedTransfers({ store, clock, random, institutions }: Deps, transfers: Transfers, addresses: Addresses) {
  const fee = (amount: number, symbol: string): Schemas['TransferFee'] => {
    const price = priceAt(symbol, clock.now());
    return { fee: amount, feeCurrency: symbol, feeInFiat: price === undefined ? null : times(amount, price) };
  };

  /** The chain an institution names for the transfer's network. */
  const chainAt = (type: Connection['type'], row: TransferRow) =>
    institutions(type)
      .chains(row.symbol)
      .find((c) => c.network.id === row.network_id);

  /** A transfer as the history of `connection` shows it: sent (withdrawal) or received (deposit) by the account. */
  const toInstitutionTransfer = (
    connection: Connection,
    row: HistoryRow,
    { requery }: { requery: boolean },
  ): Schemas['InstitutionTransfer'] => {
    const shared = {
      status: INSTITUTION_STATUS[row.status as Schemas['TransferStatus']],
      statusDetails: null,
      fromAddress: row.from_address,
      targetAddress: row.to_address,
      symbol: row.symbol,
      memo: null,
      transactionAmount: row.amount,
      createdTimestamp: seconds(row.created_at),
      updatedTimestamp: seconds(row.updated_at),
      confirmations: row.status === 'Succeeded' ? 12 : row.status === 'Pending' ? 0 : null,
    };
    // The institution that reports the hash only on re-query leaves it out of its lists.
    const hashAsListed = (hashOnRequery: boolean) => (hashOnRequery && !requery ? null : row.tx_hash);
    if (row.direction === 'deposit') {
      // As the receiving institution sees the chain: what arrived, its own chain name and hash quirk, no fee of its own.
      return {
        ...shared,
        id: depositIdOf(row.id),
        type: 'deposit',
        chain: chainAt(connection.type, row)?.chain ?? row.chain,
        hash: hashAsListed(institutions(connection.type).hashOnRequery()),
        amount: row.amount,
        networkTransactionFee: null, // the sender paid it
        transferFee: null,
      };
    }
    return {
      ...shared,
      id: row.tx_id,
      type: 'withdrawal',
      chain: row.chain,
      hash: hashAsListed(row.hash_on_requery),
      amount: plus(row.amount, row.fee ?? 0),
      networkTransactionFee: {
        gasPrice: null,
        gasUsed: null,
        amount: chainAt(row.type as Connection['type'], row)?.networkFee ?? null,
        symbol: row.symbol,
      },
      transferFee: row.fee,
    };
  };

  /** The connections whose transfers the institution lists for this one: itself, or every sub-account of its login. */
  async function listedConnections(connection: Connection): Promise<string[]> {
    if (institutions(connection.type).transferListScope() === 'account') return [connection.id];
    return store.connections.idsOfLogin(connection.clientId, connection.type, connection.username);
  }

  /** Where a transfer to another connected account goes on the chain: that account's deposit address. */
  async function depositAddressOf(target: Connection, symbol: string, chain: Chain): Promise<string> {
    const receiving = institutions(target.type);
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
      if (!(await tx.previews.markExecuted(previewId, transferId)))
        throw new ContractError('conflict', 'This preview was already executed; a preview is executed once.');
    },
  });

  const previewNotFound = () => new ContractError('previewNotFound', 'No preview of this source account has this previewId.');

  /** The preview under every rule; a refusal is thrown, as check() throws it. */
  async function previewChecked(
    connection: Connection,
    input: Schemas['PreviewTransferRequest'] & { isInclusiveFeeEnabled: boolean },
    target: Connection | undefined,
  ): Promise<Schemas['PreviewTransfer']> {
    const adapter = institutions(connection.type);
    const symbol = input.symbol.toUpperCase();
    const now = clock.now();
    const price = priceAt(symbol, now);
    const chain = transfers.chainFor(connection, { symbol, amount: 0, networkId: input.networkId });
    let requested = input.amount ?? undefined;
    if (requested === undefined && input.amountInFiat !== undefined && input.amountInFiat !== null) {
      if (!price) throw new ContractError('unsupportedSymbol', `${symbol} has no price, so amountInFiat cannot be converted; send amount.`);
      requested = ratio(input.amountInFiat, price, CRYPTO_DECIMALS);
    }
    if (requested === undefined) throw missingField('amount', 'Send amount, or amountInFiat.');
    const institutionFee = adapter.requiresFee() ? adapter.requiredFee(chain) : 0;
    const amount = input.isInclusiveFeeEnabled ? minus(requested, institutionFee) : requested;
    if (amount <= 0) throw new ContractError('amountBelowMinimum', `The amount does not cover the fee of ${institutionFee} ${symbol}.`);

    let toAddress = input.toAddress ?? undefined;
    const whitelist: string[] = [];
    if (input.toAuthToken || input.toType) {
      if (!target) throw missingField(input.toType ? 'toAuthToken' : 'toType', 'Send toAuthToken and toType together.');
      toAddress = await depositAddressOf(target, symbol, chain);
      whitelist.push(toAddress);
      const minimum = institutions(target.type).minimumDepositAmount(symbol);
      if (minimum !== null && amount < minimum) {
        throw new ContractError(
          'amountBelowMinimum',
          `${institutions(target.type).name} does not refund deposits of ${symbol} below ${minimum}; send at least that much.`,
        );
      }
    }
    if (toAddress === undefined) throw missingField('toAddress', 'Send toAddress, or toAuthToken and toType of the account to send to.');

    const stored: StoredPreview = {
      input: { symbol, amount, networkId: chain.network.id, toAddress, fee: adapter.requiresFee() ? institutionFee : null },
      whitelist,
      transactionId: input.transactionId ?? null,
      userId: connection.userId,
    };
    const previewId = uuid(random);
    const checked = await transfers.check(managedOrigin(stored, previewId), connection, stored.input);
    await store.previews.insert({
      id: previewId,
      clientId: connection.clientId,
      connectionId: connection.id,
      request: stored,
      createdAt: now,
      expiresAt: now + PREVIEW_TTL_SECONDS * 1000,
    });
    const total = plus(amount, institutionFee);
    const inFiat = (value: number) => (price === undefined ? null : times(value, price));
    return {
      status: 'succeeded',
      errorMessage: null,
      previewResult: {
        previewId,
        previewExpiresIn: PREVIEW_TTL_SECONDS,
        fromAddress: checked.fromAddress,
        toAddress: checked.toAddress,
        addressTag: input.addressTag ?? null,
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
        amountToReceive: amount,
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
    const adapter = institutions(connection.type);
    try {
      if (adapter.guardSending(input.mfaCode))
        return { status: 'mfaRequired', mfaType: 'phone', errorMessage: MFA_PROMPT, executeTransferResult: null };
    } catch (error) {
      if (error instanceof ContractError && error.errorType === 'invalidMfaCode')
        return { status: 'mfaFailed', mfaType: 'phone', errorMessage: error.message, executeTransferResult: null };
      throw error;
    }
    const row = await transfers.send(origin, connection, checked);
    return {
      status: 'succeeded',
      mfaType: null,
      errorMessage: null,
      executeTransferResult: {
        transferId: row.id,
        status: INSTITUTION_STATUS[row.status as Schemas['TransferStatus']],
        fromAddress: row.from_address,
        toAddress: checked.toAddress,
        symbol: row.symbol,
        networkId: checked.chain.network.id,
        networkName: checked.chain.network.name,
        hash: row.tx_hash,
        amount: row.amount,
        amountInFiat: row.amount_in_fiat,
        institutionTransferFee: fee(row.fee ?? 0, row.symbol),
        networkGasFee: fee(checked.chain.networkFee, row.symbol),
      },
    };
  }

  return {
    async institutionTransfers(
      connection: Connection,
      input: Schemas['InstitutionTransferListRequest'] & { count: number },
    ): Promise<Schemas['InstitutionTransferList']> {
      const offset = offsetOf(input.cursor);
      const statuses = input.statuses ? input.statuses.map((s) => STORED_STATUS[s] ?? 'none') : undefined;
      const depositStatuses = statuses?.length ? ARRIVING.filter((s) => statuses.includes(s)) : ARRIVING;
      const { rows, total, earliest } = await store.transfers.historyOf(
        connection.clientId,
        await listedConnections(connection),
        { statuses, createdFrom: input.from === undefined || input.from === null ? undefined : input.from * 1000, depositStatuses },
        { offset, limit: input.count },
      );
      return {
        transfers: rows.map((row) => toInstitutionTransfer(connection, row, { requery: false })),
        total,
        cursor: offset + rows.length < total ? cursorOf(offset + rows.length) : null,
        earliestTimestamp: earliest === null ? null : seconds(earliest),
      };
    },

    async institutionTransfer(
      connection: Connection,
      input: Schemas['InstitutionTransferDetailsRequest'],
    ): Promise<Schemas['InstitutionTransfer']> {
      const id = input.transactionId ?? undefined;
      const hash = input.transactionHash ?? undefined;
      if (id === undefined && hash === undefined) throw missingField('transactionId', 'Send transactionId or transactionHash.');
      const depositOf = id === undefined ? undefined : transferIdOfDeposit(id);
      const row = await store.transfers.findInHistory(
        connection.clientId,
        await listedConnections(connection),
        { id, depositOf, hash },
        ARRIVING,
      );
      const symbol = input.symbol?.toUpperCase() ?? (input.addressType ? networkOfAddressType(input.addressType)?.nativeSymbol : undefined);
      if (!row || (symbol !== undefined && row.symbol !== symbol))
        throw new ContractError('transferNotFound', 'No transfer of this account matches.');
      // Querying one transfer is the re-query that reads the hash where the institution gives it only then.
      return toInstitutionTransfer(connection, row, { requery: true });
    },

    async configure(
      connection: Connection,
      input: Schemas['ConfigureTransferRequest'],
      target: Connection | undefined,
    ): Promise<Schemas['ConfigureTransfer']> {
      const adapter = institutions(connection.type);
      const now = clock.now();
      const wanted = input.symbol?.toUpperCase();
      const owned = adapter.purchaseLimits(now) ?? (await store.connections.cryptoHoldings(connection.id));
      const holdings: Schemas['ConfigureTransferHolding'][] = [];
      let minimumInFiat: number | null = null;
      let maximumInFiat: number | null | undefined;
      for (const { symbol, amount } of owned) {
        if (wanted && symbol !== wanted) continue;
        const balance = adapter.purchaseLimits(now) ? amount : await transfers.available(connection.id, symbol, amount);
        const price = priceAt(symbol, now);
        const requested = input.amount ?? (input.amountInFiat && price ? ratio(input.amountInFiat, price, CRYPTO_DECIMALS) : null);
        const networks: Schemas['ConfigureTransferNetwork'][] = [];
        for (const chain of adapter.chains(symbol)) {
          if (input.networkId && chain.network.id !== input.networkId) continue;
          const institutionFee = adapter.requiredFee(chain);
          let toAddress: string | null = null;
          let reason: Schemas['ConfigureTransferNetwork']['ineligibilityReason'] = null;
          if (target) {
            toAddress = await depositAddressOf(target, symbol, chain).catch(() => null);
            if (toAddress === null) reason = 'noTargetNetworkFound';
          } else if (input.toAddresses?.length) {
            toAddress =
              input.toAddresses.find((t) => t.symbol.toUpperCase() === symbol && t.networkId === chain.network.id)?.address ?? null;
            if (toAddress === null) reason = 'noTargetNetworkFound';
          }
          if (!reason && adapter.sendsOnlyToWhitelist() && !target) reason = 'refusedByInstitution';
          if (!reason && requested !== null && requested < chain.minWithdrawAmount) reason = 'requestedAmountBelowMinimum';
          if (!reason && requested !== null && chain.maxWithdrawAmount !== null && requested > chain.maxWithdrawAmount)
            reason = 'requestedAmountAboveClientMaximum';
          if (!reason && requested !== null && balance < requested + institutionFee) reason = 'balanceBelowRequestedAmount';
          if (!reason && balance < chain.minWithdrawAmount + institutionFee) reason = 'balanceBelowMinimum';
          if (!reason && price) {
            minimumInFiat = Math.min(minimumInFiat ?? Infinity, times(chain.minWithdrawAmount, price));
            maximumInFiat =
              chain.maxWithdrawAmount === null || maximumInFiat === null
                ? null
                : Math.max(maximumInFiat ?? 0, times(chain.maxWithdrawAmount, price));
          }
          networks.push({
            id: chain.network.id,
            name: chain.network.name,
            minimumAmount: chain.minWithdrawAmount,
            maximumAmount: chain.maxWithdrawAmount,
            eligibleForTransfer: reason === null,
            ineligibilityReason: reason,
            toAddress,
            institutionTransferFee: fee(institutionFee, symbol),
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
        minimumTransferAmountInFiat: minimumInFiat,
        maximumTransferAmountInFiat: maximumInFiat ?? null,
      };
    },

    async preview(
      connection: Connection,
      input: Schemas['PreviewTransferRequest'] & { isInclusiveFeeEnabled: boolean },
      target: Connection | undefined,
    ): Promise<Schemas['PreviewTransfer']> {
      try {
        return await previewChecked(connection, input, target);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        // Nothing is recorded: there is no preview to execute.
        return { status: PREVIEW_OUTCOME[refusal.errorType], errorMessage: refusal.message, previewResult: null };
      }
    },

    async execute(connection: Connection, input: Schemas['ExecuteTransferRequest']): Promise<Schemas['ExecuteTransfer']> {
      const preview = await store.previews.getForUpdate(input.previewId, connection.clientId, connection.id);
      if (!preview) throw previewNotFound();
      if (preview.transferId) throw new ContractError('conflict', 'This preview was already executed; a preview is executed once.');
      if (preview.expiresAt <= clock.now())
        throw new ContractError(
          'previewExpired',
          `The preview expired ${PREVIEW_TTL_SECONDS} seconds after it was made; preview the transfer again.`,
        );
      try {
        return await executeChecked(connection, input, preview.id, preview.request as StoredPreview);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        // Nothing was sent and the preview is not spent: it can be executed again until it expires.
        return { status: EXECUTE_OUTCOME[refusal.errorType], mfaType: null, errorMessage: refusal.message, executeTransferResult: null };
      }
    },

    async sentThroughService(clientId: string, query: Query<'listManagedTransfers'>): Promise<Schemas['ManagedTransferPage']> {
      const statuses = query.Statuses?.map((s) => STORED_STATUS[s]!);
      const { rows, total } = await store.transfers.ofClient(
        clientId,
        {
          id: query.Id,
          clientTransactionId: query.ClientTransactionId,
          userId: query.UserId,
          statuses,
          createdFrom: query.FromTimestamp,
          createdTo: query.ToTimestamp,
          hash: query.Hash,
        },
        { offset: query.Offset ?? 0, limit: query.Count ?? 10, descending: query.DescendingOrder ?? true },
      );
      return {
        items: rows.map((row) => {
          const adapter = institutions(row.type as Connection['type']);
          return {
            id: row.id,
            clientTransactionId: row.client_transaction_id,
            institutionTransactionId: row.tx_id,
            userId: row.user_id,
            status: INSTITUTION_STATUS[row.status as Schemas['TransferStatus']] as Schemas['ManagedTransferStatus'],
            amount: row.amount,
            amountInFiat: row.amount_in_fiat,
            amountInFiatCurrencyCode: 'USD',
            symbol: row.symbol,
            networkId: row.network_id,
            networkName: row.network_id ? (networkById(row.network_id)?.name ?? null) : null,
            createdTimestamp: row.created_at,
            executedTimestamp: row.status === 'Pending' ? null : row.updated_at,
            from: { id: adapter.id, type: adapter.type, name: adapter.name },
            hash: row.tx_hash,
            destinationAddress: row.to_address,
            refundAddress: row.from_address,
            withdrawalFee: row.fee === null ? null : fee(row.fee, row.symbol),
            sourceAmount: plus(row.amount, row.fee ?? 0),
            destinationAmount: row.amount,
          };
        }),
        total,
      };
    },
  };
}

export type ManagedTransfers = ReturnType<typeof createManagedTransfers>;
