// Transfers and their state machine: Pending moves once to Succeeded or Failed. Every status change writes its
// webhook event in the same transaction (the outbox), so no change is ever without its event.
import { hex, uuid, type Deps } from '../deps.js';
import { ContractError, fieldError, missingField } from '../contract/errors.js';
import { isValidAddress } from '../institutions/addresses.js';
import type { Schemas } from '../contract/types.js';
import { CRYPTO_DECIMALS, minus, plus, ratio, sum, times } from '../institutions/decimal.js';
import { priceAt } from '../institutions/market.js';
import { networkById } from '../institutions/networks.js';
import type { Chain } from '../institutions/adapter.js';
import type { InstitutionType } from '../institutions/catalog.js';
import { MFA_PROMPT } from '../institutions/simulator.js';
import type { Aggregates } from '../store/store.js';
import type { TransferRow } from '../store/transfers.js';
import type { Addresses } from './addresses.js';
import type { Connection } from './connections.js';
import type { LinkSession, LinkSessions } from './linkSessions.js';

type TransferStatus = Schemas['TransferStatus'];
/** What a transfer request says beyond its link session and connection. */
export type TransferInput = Pick<
  Schemas['SandboxTransferRequest'],
  'symbol' | 'amount' | 'networkId' | 'chain' | 'toAddress' | 'fee' | 'mfaCode' | 'settlement'
>;
type FinalStatus = Exclude<TransferStatus, 'Pending'>;

/**
 * Who asks for a transfer and what they fixed beforehand: a link session (the Link UI and sandboxTransfer), or the
 * client's server with the user's token (previewTransfer, executeTransfer). Both send the same transfers.
 */
export interface TransferOrigin {
  userId: string;
  /** Destinations named beforehand: the default destination, and the whitelist where the institution sends only to those. */
  toAddresses: Pick<Schemas['ToAddress'], 'networkId' | 'symbol' | 'address'>[];
  transactionId: string | null;
  /** The institution the origin is bound to, if any. */
  brokerType?: InstitutionType | null;
  /** The connection must be this user's (a Link page session acts for its own user only). */
  sameUser: boolean;
  /** The institution's minimum fee is charged where it requires one and the request left it out. */
  defaultFee: boolean;
  /** Spends what the origin allows once, in the transfer's transaction. */
  consume(tx: Aggregates, transferId: string): Promise<void>;
}

/** The origin of a transfer a link session sends. */
export const sessionOrigin = (session: LinkSession, linkSessions: LinkSessions): TransferOrigin => ({
  userId: session.userId,
  toAddresses: (session.options.transferOptions?.toAddresses ?? []).map(({ networkId, symbol, address }) => ({
    networkId,
    symbol,
    address,
  })),
  transactionId: session.options.transferOptions?.transactionId ?? null,
  brokerType: session.options.brokerType,
  sameUser: session.via === 'page',
  defaultFee: session.via === 'page',
  consume: (tx, transferId) => linkSessions.consume(tx, session, transferId),
});

/** The sandbox's deterministic outcome: amounts whose decimal digits end in 13 fail. */
export const outcomeFor = (amount: number): FinalStatus => (String(amount).replace('.', '').endsWith('13') ? 'Failed' : 'Succeeded');

const toTransfer = (r: TransferRow): Schemas['Transfer'] => ({
  transferId: r.id,
  status: r.status as TransferStatus,
  type: r.type as Schemas['InstitutionType'],
  userId: r.user_id,
  symbol: r.symbol,
  amount: r.amount,
  fee: r.fee,
  networkId: r.network_id,
  chain: r.chain,
  fromAddress: r.from_address,
  toAddress: r.to_address,
  txId: r.tx_id,
  txHash: r.tx_hash,
  clientTransactionId: r.client_transaction_id,
  amountInFiat: r.amount_in_fiat,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The webhook payload of a status change, without the per-attempt Id and SentTimestamp. */
export type EventPayload = Omit<Schemas['TransferWebhookPayload'], 'Id' | 'SentTimestamp'>;
const eventPayload = (r: TransferRow, eventId: string): EventPayload => ({
  EventId: eventId,
  TransferId: r.id,
  Timestamp: r.updated_at,
  TransferStatus: r.status as TransferStatus,
  TransactionId: r.client_transaction_id,
  TxHash: r.hash_on_requery ? null : r.tx_hash,
  UserId: r.user_id,
  Token: r.symbol,
  Chain: r.chain,
  SourceAmount: r.amount,
  SourceAccountProvider: r.type as Schemas['InstitutionType'],
  DestinationAmount: r.amount,
  DestinationAddress: r.to_address,
  RefundAddress: r.from_address,
});

export function createTransfers({ store, random, clock, config, institutions }: Deps, linkSessions: LinkSessions, addresses: Addresses) {
  const txHashFor = (networkId: string | null) =>
    networkId && networkById(networkId)?.networkType === 'evm' ? `0x${hex(random, 32)}` : hex(random, 32);

  async function recordEvent(tx: Aggregates, row: TransferRow) {
    const eventId = `evt_${hex(random, 12)}`;
    await tx.outbox.append({
      id: eventId,
      clientId: row.client_id,
      transferId: row.id,
      payload: eventPayload(row, eventId),
      now: clock.now(),
    });
  }

  /** Moves a Pending transfer to its final status, with its event, inside the caller's transaction. */
  async function finalize(tx: Aggregates, row: TransferRow, outcome: FinalStatus): Promise<TransferRow> {
    const updated = await tx.transfers.finish(row.id, outcome, clock.now(), txHashFor(row.network_id));
    if (!updated) throw new ContractError('conflict', `The transfer is already ${row.status}; a final status never changes.`);
    if (outcome === 'Succeeded') {
      // Under the account's lock, as submissions take it: the position is read and written by this transaction alone.
      await tx.connections.lockForUpdate(row.connection_id);
      const [held] = await tx.connections.cryptoHoldings(row.connection_id, row.symbol);
      const left = minus(held?.amount ?? 0, plus(row.amount, row.fee ?? 0));
      await tx.connections.setCryptoAmount(row.connection_id, row.symbol, Math.max(0, left));
    }
    await recordEvent(tx, updated);
    return updated;
  }

  /** The chain a transfer goes over: by network id, or by the institution's chain rule. */
  function chainFor(connection: Connection, input: TransferInput): Chain {
    const adapter = institutions(connection.type);
    const chains = adapter.chains(input.symbol);
    if (!chains.length) throw new ContractError('unsupportedSymbol', `${adapter.name} does not support ${input.symbol}.`);
    if (input.networkId) {
      const chain = chains.find((c) => c.network.id === input.networkId);
      if (!chain) throw new ContractError('unsupportedNetwork', `${adapter.name} does not support ${input.symbol} on that network.`);
      return chain;
    }
    return adapter.resolveChain(input.symbol, input.chain);
  }

  /** The destination: what the request or the link token names, as the institution takes it. */
  function destinationFor(connection: Connection, origin: TransferOrigin, input: TransferInput, chain: Chain): string {
    const configured = origin.toAddresses;
    const target =
      input.toAddress ??
      configured.find((t) => t.symbol.toUpperCase() === input.symbol && (!t.networkId || t.networkId === chain.network.id))?.address;
    if (!target) {
      throw missingField('toAddress', 'Send toAddress, or create the link token with transferOptions.toAddresses for this symbol.');
    }
    const adapter = institutions(connection.type);
    if (adapter.destinationForm() === 'address' && !isValidAddress(chain.network.networkType, target)) {
      const message = `must be a ${chain.network.name} address`;
      throw fieldError('invalidAddress', `${target} is not a valid ${chain.network.name} address.`, {
        field: 'toAddress',
        message,
        errorCode: 'address',
      });
    }
    return adapter.destination(
      target,
      configured.map((t) => t.address),
      connection.id,
      chain,
    );
  }

  function checkLimits(connection: Connection, input: TransferInput, chain: Chain) {
    const adapter = institutions(connection.type);
    adapter.checkWithdrawalPermission(connection.username);
    adapter.checkAmount(input.symbol, input.amount, input.fee, chain);
  }

  /** What the account can still send of a symbol: its holding less what its Pending transfers hold. */
  async function available(aggregates: Aggregates, connectionId: string, symbol: string, holding?: number): Promise<number> {
    const amount = holding ?? (await aggregates.connections.cryptoHoldings(connectionId, symbol))[0]?.amount ?? 0;
    const pending = await aggregates.transfers.pendingAmounts(connectionId, symbol);
    return minus(amount, sum(pending.flatMap((t) => [t.amount, t.fee ?? 0])));
  }

  async function checkFunds(aggregates: Aggregates, connection: Connection, input: TransferInput) {
    if (institutions(connection.type).purchaseLimits(clock.now())) return; // paid from the user's card or bank
    const free = await available(aggregates, connection.id, input.symbol);
    const needed = plus(input.amount, input.fee ?? 0);
    if (free < needed) {
      throw new ContractError(
        'insufficientFunds',
        `The account can send ${free} ${input.symbol} (its balance less what pending transfers hold); amount and fee come to ${needed} ${input.symbol}, ${minus(needed, free)} ${input.symbol} more than it has.`,
      );
    }
  }

  /** The fee a page session sends where the institution requires one and the user left it: the minimum. */
  const withDefaultFee = (origin: TransferOrigin, connection: Connection, input: TransferInput, chain: Chain): TransferInput =>
    origin.defaultFee && institutions(connection.type).requiresFee() && (input.fee === undefined || input.fee === null)
      ? { ...input, fee: institutions(connection.type).requiredFee(chain) }
      : input;

  /** Every rule of the institution, checked without sending: what preview shows and submit sends. */
  async function check(origin: TransferOrigin, connection: Connection, request: TransferInput) {
    if (origin.brokerType && origin.brokerType !== connection.type) {
      throw new ContractError('invalidField', `This link token is for institution type '${origin.brokerType}'.`);
    }
    if (origin.sameUser && connection.userId !== origin.userId)
      throw new ContractError('connectionNotFound', "No connection of this session's user matches this authToken and type.");
    const chain = chainFor(connection, request);
    const input = withDefaultFee(origin, connection, request, chain);
    const toAddress = destinationFor(connection, origin, input, chain);
    checkLimits(connection, input, chain);
    await checkFunds(store, connection, input);
    const fromAddress = (await addresses.addressOn(connection, input.symbol, chain)).address;
    return { chain, input, toAddress, fromAddress };
  }
  type Checked = Awaited<ReturnType<typeof check>>;

  /** Starts a checked transfer: Pending, holding its funds, with its webhook event, in one transaction. */
  async function send(
    origin: TransferOrigin,
    connection: Connection,
    { chain, input, toAddress, fromAddress }: Checked,
  ): Promise<TransferRow> {
    const adapter = institutions(connection.type);
    const now = clock.now();
    const price = priceAt(input.symbol, now);
    const transferId = uuid(random);
    return store.transaction(async (tx) => {
      // One transfer of the account at a time passes this point, so each holds funds the others cannot spend.
      await tx.connections.lockForUpdate(connection.id);
      await checkFunds(tx, connection, input);
      await origin.consume(tx, transferId);
      const inserted = await tx.transfers.insert({
        id: transferId,
        client_id: connection.clientId,
        connection_id: connection.id,
        user_id: origin.userId,
        type: connection.type,
        symbol: input.symbol,
        amount: input.amount,
        fee: input.fee ?? null,
        network_id: chain.network.id,
        chain: chain.chain,
        from_address: fromAddress,
        to_address: toAddress,
        tx_id: `${connection.accountId.split('-')[0]}-TX-${hex(random, 5).toUpperCase()}`,
        tx_hash: adapter.hashOnRequery() ? null : txHashFor(chain.network.id),
        hash_on_requery: adapter.hashOnRequery(),
        client_transaction_id: origin.transactionId,
        amount_in_fiat: price === undefined ? null : times(input.amount, price),
        status: 'Pending',
        settle_at:
          now + (typeof input.settlement?.settleInSeconds === 'number' ? input.settlement.settleInSeconds * 1000 : config.settleMs),
        outcome: input.settlement?.outcome ?? null,
        created_at: now,
        updated_at: now,
      });
      await recordEvent(tx, inserted);
      return inserted;
    });
  }

  return {
    /** What a connected account can send in a session: per asset and network, balance, limits, fees and destination. */
    async options(session: LinkSession, connection: Connection): Promise<Schemas['LinkTransferOptions']> {
      if (session.via === 'page' && connection.userId !== session.userId)
        throw new ContractError('connectionNotFound', "No connection of this session's user matches this authToken and type.");
      const adapter = institutions(connection.type);
      const now = clock.now();
      const configured = session.options.transferOptions?.toAddresses ?? [];
      const fiat = session.options.transferOptions?.amountInFiat ?? null;
      const purchases = adapter.purchaseLimits(now);
      const owned =
        purchases ??
        (await Promise.all(
          (
            await store.connections.cryptoHoldings(connection.id)
          ).map(async ({ symbol, amount }) => ({ symbol, amount: await available(store, connection.id, symbol, amount) })),
        ));
      const holdings = owned.map(({ symbol, amount: balance }): Schemas['LinkTransferHolding'] => {
        const price = priceAt(symbol, now) ?? null;
        const networks = adapter.chains(symbol).map((chain): Schemas['LinkTransferNetwork'] => {
          const target = configured.find((t) => t.symbol.toUpperCase() === symbol && t.networkId === chain.network.id);
          const amount = target?.amount ?? (fiat !== null && price ? ratio(fiat, price, CRYPTO_DECIMALS) : null);
          const fee = adapter.requiredFee(chain);
          const reason =
            configured.length && !target
              ? `This session sends no ${symbol} on ${chain.network.name}.`
              : adapter.sendsOnlyToWhitelist() && !target
                ? `${adapter.name} only withdraws to addresses whitelisted in its interface, and this session names none.`
                : balance < plus(amount ?? chain.minWithdrawAmount, fee) && !purchases
                  ? `The balance is below the ${amount === null ? 'minimum' : 'requested'} amount and fee.`
                  : null;
          return {
            id: chain.network.id,
            name: chain.network.name,
            chain: chain.chain,
            minimumAmount: chain.minWithdrawAmount,
            maximumAmount: chain.maxWithdrawAmount,
            institutionFee: fee,
            estimatedNetworkFee: chain.networkFee,
            toAddress: adapter.destinationForm() === 'addressKey' ? null : (target?.address ?? null),
            addressTag: target?.addressTag ?? null,
            amount,
            eligibleForTransfer: reason === null,
            ineligibilityReason: reason,
          };
        });
        const eligible = networks.some((n) => n.eligibleForTransfer);
        return {
          symbol,
          availableBalance: balance,
          price,
          availableBalanceInFiat: price === null ? null : times(balance, price),
          eligibleForTransfer: eligible,
          ineligibilityReason: eligible
            ? null
            : networks.length
              ? networks[0]!.ineligibilityReason
              : `${adapter.name} does not send ${symbol}.`,
          networks,
        };
      });
      return {
        brokerType: connection.type,
        brokerName: adapter.name,
        requiresFee: adapter.requiresFee(),
        destination: adapter.destinationForm(),
        holdings,
      };
    },

    /** The transfer checked against every rule, with its fees, not sent. */
    async preview(session: LinkSession, connection: Connection, request: TransferInput): Promise<Schemas['LinkTransferPreview']> {
      const { chain, input, toAddress, fromAddress } = await check(sessionOrigin(session, linkSessions), connection, request);
      const price = priceAt(input.symbol, clock.now());
      const institutionFee = input.fee ?? 0;
      return {
        symbol: input.symbol,
        amount: input.amount,
        amountInFiat: price === undefined ? null : times(input.amount, price),
        networkId: chain.network.id,
        networkName: chain.network.name,
        chain: chain.chain,
        fromAddress,
        toAddress,
        institutionFee,
        estimatedNetworkFee: chain.networkFee,
        total: plus(input.amount, institutionFee),
        minimumAmount: chain.minWithdrawAmount,
        maximumAmount: chain.maxWithdrawAmount,
        mfaRequired: institutions(connection.type).guardsSendingWithMfa(),
      };
    },

    async submit(session: LinkSession, connection: Connection, request: TransferInput): Promise<Schemas['SandboxTransfer']> {
      const origin = sessionOrigin(session, linkSessions);
      const checked = await check(origin, connection, request);
      if (institutions(connection.type).guardSending(request.mfaCode))
        return { brokerResponseStatus: 'mfaRequired', errorMessage: MFA_PROMPT, transfer: null };
      const row = await send(origin, connection, checked);
      return {
        brokerResponseStatus: null,
        errorMessage: null,
        transfer: {
          status: 'pending',
          transferId: row.id,
          txId: row.tx_id,
          txHash: row.tx_hash,
          fromAddress: row.from_address,
          toAddress: row.to_address,
          symbol: row.symbol,
          amount: row.amount,
          networkId: row.network_id,
          userId: row.user_id,
          clientTransactionId: row.client_transaction_id,
          amountInFiat: row.amount_in_fiat,
        },
      };
    },

    check,
    send,
    chainFor,
    available: (connectionId: string, symbol: string, holding?: number) => available(store, connectionId, symbol, holding),

    async get(clientId: string, transferId: string): Promise<Schemas['Transfer']> {
      const row = await store.transfers.get(transferId, clientId);
      if (!row) throw new ContractError('transferNotFound', 'No transfer of this client has this id.');
      return toTransfer(row);
    },

    async settle(clientId: string, transferId: string, outcome: FinalStatus): Promise<Schemas['Transfer']> {
      return store.transaction(async (tx) => {
        const row = await tx.transfers.getForUpdate(transferId, clientId);
        if (!row) throw new ContractError('transferNotFound', 'No transfer of this client has this id.');
        return toTransfer(await finalize(tx, row, outcome));
      });
    },

    /** The sandbox control: the final status a Pending transfer settles with, and when (seconds from now; absent keeps the time). */
    async schedule(clientId: string, transferId: string, settlement: Schemas['SandboxSettlement']): Promise<Schemas['SettlementSchedule']> {
      const settleAt = typeof settlement.settleInSeconds === 'number' ? clock.now() + settlement.settleInSeconds * 1000 : undefined;
      const row = await store.transaction(async (tx) => {
        const current = await tx.transfers.getForUpdate(transferId, clientId);
        if (!current) throw new ContractError('transferNotFound', 'No transfer of this client has this id.');
        const scheduled = await tx.transfers.schedule(current.id, settlement.outcome, settleAt);
        if (!scheduled) throw new ContractError('conflict', `The transfer is already ${current.status}; a final status never changes.`);
        return scheduled;
      });
      return { transferId: row.id, status: row.status as TransferStatus, outcome: settlement.outcome, settleAt: row.settle_at };
    },

    /** Settles the transfers whose settle time has come; several processes may run this at once. */
    async settleDue(limit = 100): Promise<number> {
      return store.transaction(async (tx) => {
        const due = await tx.transfers.dueForUpdate(clock.now(), limit);
        for (const row of due) await finalize(tx, row, (row.outcome as FinalStatus | null) ?? outcomeFor(row.amount));
        return due.length;
      });
    },
  };
}

export type Transfers = ReturnType<typeof createTransfers>;
