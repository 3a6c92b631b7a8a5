// Transfers and their state machine: Pending moves once to Succeeded or Failed. Every status change writes its
// webhook event in the same transaction (the outbox), so no change is ever without its event.
import { linkTransferTypeValues } from '../../../generated/openapi.js';
import { hex, uuid } from '../../deps/random.js';
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors, fieldError } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { minus, plus, sum, times } from '../../institutions/decimal.js';
import { priceAt } from '../../institutions/market.js';
import { networkById } from '../../institutions/networks.js';
import type { InstitutionType } from '../../institutions/catalog.js';
import type { Aggregates } from '../../store/store.js';
import type { TransferRow } from '../../store/transfers/transfers.js';
import { transferOptions } from './transferOptions.js';
import { eventPayload, newEventId, toTransfer } from './transferRecords.js';
import type { ActivityFeed } from '../activityFeed.js';
import type { Addresses } from '../connections/addresses.js';
import { institutionOf, type Connection } from '../connections/connections.js';
import type { LinkSession, LinkSessions } from '../connections/linkSessions.js';
import { differences, isSessionPreview, PREVIEW_TTL_SECONDS, type SessionPreview } from './previews.js';
import { type Asked, keptOf, type NamedDestination, type SessionRequest, sessionAsked } from './sends.js';

type TransferStatus = Schemas['TransferStatus'];
/** A Link page session's transfer request: what it sends (sends.ts), its MFA code and how it settles. */
type SessionTransferRequest = SessionRequest & Pick<Schemas['SandboxTransferRequest'], 'mfaCode' | 'settlement'>;
type FinalStatus = Exclude<TransferStatus, 'Pending'>;

/**
 * Who asks for a transfer and what they fixed beforehand: a link session (the Link UI and sandboxTransfer), or the
 * client's server with the user's token (previewTransfer, executeTransfer). Both send the same transfers.
 */
export interface TransferOrigin {
  userId: string;
  /** Destinations named beforehand: the default destination, and the whitelist where the institution sends only to those. */
  toAddresses: NamedDestination[];
  transactionId: string | null;
  /** The institution the origin is bound to, if any. */
  brokerType?: InstitutionType | null;
  /** The connection must be this user's (a Link page session acts for its own user only). */
  sameUser: boolean;
  /** The institution's minimum fee is charged where it requires one and the request left it out. */
  defaultFee: boolean;
  /** What the transfer is for and the sub-client it is made for, kept with it (listManagedTransfers). */
  purpose: TransferPurpose;
  /** Spends what the origin allows once, in the transfer's transaction. */
  consume(tx: Aggregates, transferId: string): Promise<void>;
}

export interface TransferPurpose {
  transferType: Schemas['LinkTransferType'];
  subClientId: string | null;
}
/** A server-side transfer's: a deposit (the public service's default), for no sub-client. */
export const SERVER_SIDE: TransferPurpose = { transferType: 'deposit', subClientId: null };

/** A session's transfer type: its link token's (a fiat ramp already runs as a deposit), `deposit` when it names none. */
const transferTypeOf = ({ transferOptions }: LinkSession['options']): Schemas['LinkTransferType'] =>
  linkTransferTypeValues.find((type) => type === transferOptions?.transferType) ?? 'deposit';

/** The origin of a transfer a link session sends. */
export const sessionOrigin = (session: LinkSession, linkSessions: LinkSessions): TransferOrigin => ({
  userId: session.userId,
  toAddresses: session.options.transferOptions?.toAddresses ?? [],
  transactionId: session.options.transferOptions?.transactionId ?? null,
  brokerType: session.options.brokerType,
  sameUser: session.via === 'page',
  defaultFee: session.via === 'page',
  purpose: { transferType: transferTypeOf(session.options), subClientId: session.options.subClientId ?? null },
  consume: (tx, transferId) => linkSessions.consume(tx, session, transferId),
});

/** The sandbox's deterministic outcome: amounts whose decimal digits end in 13 fail. */
export const outcomeFor = (amount: number): FinalStatus => (String(amount).replace('.', '').endsWith('13') ? 'Failed' : 'Succeeded');

export function createTransfers(deps: Deps, linkSessions: LinkSessions, addresses: Addresses, activity?: ActivityFeed) {
  const { store, random, clock, config, institutions } = deps;
  /** Tells the dashboard's stream of a transfer created or settled, once its transaction committed. */
  const published = (row: TransferRow) => {
    activity?.publish(row.client_id, 'transfer', toTransfer(row));
    return row;
  };
  const txHashFor = (networkId: string | null) =>
    networkId && networkById(networkId)?.family === 'evm' ? `0x${hex(random, 32)}` : hex(random, 32);

  async function recordEvent(tx: Aggregates, row: TransferRow) {
    const eventId = newEventId(random);
    await tx.outbox.append({
      id: eventId,
      clientId: row.client_id,
      transferId: row.id,
      payload: eventPayload(row, eventId, institutions(row.type as InstitutionType)),
      now: clock.now(),
    });
  }

  /** Moves a Pending transfer to its final status, with its event, inside the caller's transaction. */
  async function finalize(tx: Aggregates, row: TransferRow, outcome: FinalStatus): Promise<TransferRow> {
    const updated = await tx.transfers.finish(row.id, outcome, clock.now(), txHashFor(row.network_id));
    if (!updated) throw errors.alreadyFinal(row.status);
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

  /** What the account can still send of a symbol: its holding less what its Pending transfers hold. */
  async function available(aggregates: Aggregates, connectionId: string, symbol: string, holding?: number): Promise<number> {
    const amount = holding ?? (await aggregates.connections.cryptoHoldings(connectionId, symbol))[0]?.amount ?? 0;
    const pending = await aggregates.transfers.pendingAmounts(connectionId, symbol);
    return minus(amount, sum(pending.flatMap((t) => [t.amount, t.fee ?? 0])));
  }

  /** Every rule of the institution, checked without sending: what preview shows and submit sends. */
  async function check(origin: TransferOrigin, connection: Connection, asked: Asked) {
    if (origin.brokerType && origin.brokerType !== connection.type) throw errors.linkTokenForOtherInstitution(origin.brokerType);
    if (origin.sameUser && connection.userId !== origin.userId) throw errors.sessionConnectionNotFound();
    const institution = institutionOf(institutions, connection);
    const requested = asked.sends({ institution, named: origin.toAddresses });
    const sends = institution.checkWithdrawal({
      sends: requested,
      fields: asked.fields,
      login: connection.username,
      whitelist: origin.toAddresses.map((t) => t.address),
      keySeed: connection.id,
      defaultFee: origin.defaultFee,
      available: await available(store, connection.id, requested.symbol),
    });
    const fromAddress = (await addresses.addressOn(connection, sends.symbol, sends.chain)).address;
    return { sends, fromAddress };
  }
  type Checked = Awaited<ReturnType<typeof check>>;

  /** Starts a checked transfer: Pending, holding its funds, with its webhook event, in one transaction. */
  async function send(
    origin: TransferOrigin,
    connection: Connection,
    { sends, fromAddress }: Checked,
    settlement?: SessionTransferRequest['settlement'],
  ): Promise<TransferRow> {
    const { symbol, amount, chain, fee } = sends;
    const adapter = institutionOf(institutions, connection);
    const now = clock.now();
    const price = priceAt(symbol, now);
    const transferId = uuid(random);
    // The request's own settlement first, then what the institution plans (a sandbox user's document), then the sandbox's.
    const planned = adapter.plannedSettlement();
    const settleInSeconds = settlement?.settleInSeconds ?? planned.settleInSeconds;
    const txHash = adapter.reportedHash(() => txHashFor(chain.network.id), 'sent');
    const sent = await store.transaction(async (tx) => {
      // One transfer of the account at a time passes this point, so each holds funds the others cannot spend.
      await tx.connections.lockForUpdate(connection.id);
      const funds = await available(tx, connection.id, symbol);
      adapter.checkFunds({ symbol, chain, amount, fee, available: funds });
      await origin.consume(tx, transferId);
      const inserted = await tx.transfers.insert({
        id: transferId,
        client_id: connection.clientId,
        connection_id: connection.id,
        user_id: origin.userId,
        type: connection.type,
        symbol,
        amount,
        fee,
        network_id: chain.network.id,
        chain: chain.chain,
        from_address: fromAddress,
        to_address: sends.destination.address,
        address_tag: sends.destination.tag,
        tx_id: `${connection.accountId.split('-')[0]}-TX-${hex(random, 5).toUpperCase()}`,
        tx_hash: txHash,
        hash_on_requery: txHash === null,
        client_transaction_id: origin.transactionId,
        transfer_type: origin.purpose.transferType,
        sub_client_id: origin.purpose.subClientId,
        amount_in_fiat: price === undefined ? null : times(amount, price),
        status: 'Pending',
        settle_at: now + (typeof settleInSeconds === 'number' ? settleInSeconds * 1000 : config.settleMs),
        outcome: settlement?.outcome ?? planned.outcome,
        created_at: now,
        updated_at: now,
      });
      await recordEvent(tx, inserted);
      return inserted;
    });
    return published(sent);
  }

  /** The session's live, unsent preview of exactly this transfer, or the error that says what it is not. */
  async function checkPreview(session: LinkSession, connection: Connection, previewId: string, checked: Checked) {
    const preview = await store.previews.getForUpdate(previewId, connection.clientId, connection.id);
    if (!preview || !isSessionPreview(preview.request) || preview.request.linkSessionId !== session.id)
      throw new ContractError('previewNotFound', 'This session made no preview of this account with this previewId.');
    if (preview.transferId) throw errors.previewExecuted();
    if (preview.expiresAt <= clock.now())
      throw new ContractError(
        'previewExpired',
        `The preview expired ${PREVIEW_TTL_SECONDS} seconds after it was made; preview the transfer again.`,
      );
    const differs = differences(preview.request.sends, checked.sends);
    if (!differs.length) return;
    const what = `${differs.join(', ')} ${differs.length === 1 ? 'differs' : 'differ'}`;
    throw fieldError('invalidField', `This is not the transfer previewed (its ${what}): send it as previewed, or preview it again.`, {
      field: 'previewId',
      message: `must be the preview of this transfer; its ${what}`,
      errorCode: 'previewMismatch',
    });
  }

  return {
    /** The transfer checked against every rule, with its fees, not sent. */
    async preview(session: LinkSession, connection: Connection, request: SessionTransferRequest): Promise<Schemas['LinkTransferPreview']> {
      const checked = await check(sessionOrigin(session, linkSessions), connection, sessionAsked(request));
      const { fromAddress, sends } = checked;
      const { symbol, amount, chain, destination } = sends;
      const now = clock.now();
      const price = priceAt(symbol, now);
      const institutionFee = sends.fee ?? 0;
      const previewId = uuid(random);
      const kept: SessionPreview = { linkSessionId: session.id, sends: keptOf(sends) };
      await store.previews.insert({
        id: previewId,
        clientId: connection.clientId,
        connectionId: connection.id,
        request: kept,
        createdAt: now,
        expiresAt: now + PREVIEW_TTL_SECONDS * 1000,
      });
      return {
        previewId,
        previewExpiresIn: PREVIEW_TTL_SECONDS,
        symbol,
        amount,
        amountInFiat: price === undefined ? null : times(amount, price),
        networkId: chain.network.id,
        networkName: chain.network.name,
        chain: chain.chain,
        fromAddress,
        toAddress: destination.address,
        addressTag: destination.tag,
        institutionFee,
        estimatedNetworkFee: chain.networkFee,
        total: plus(amount, institutionFee),
        minimumAmount: chain.minWithdrawAmount,
        maximumAmount: chain.maxWithdrawAmount,
        mfaRequired: institutionOf(institutions, connection).guardSending(null, 'transfer') !== null,
      };
    },

    async submit(
      session: LinkSession,
      connection: Connection,
      request: SessionTransferRequest,
      previewId?: string,
    ): Promise<Schemas['SandboxTransfer']> {
      const origin = sessionOrigin(session, linkSessions);
      const checked = await check(origin, connection, sessionAsked(request));
      if (previewId !== undefined) {
        await checkPreview(session, connection, previewId, checked);
        origin.consume = async (tx, transferId) => {
          await linkSessions.consume(tx, session, transferId);
          if (!(await tx.previews.markExecuted(previewId, transferId))) throw errors.previewExecuted();
        };
      }
      const challenge = institutionOf(institutions, connection).guardSending(request.mfaCode, 'transfer');
      if (challenge) return { brokerResponseStatus: 'mfaRequired', errorMessage: challenge.prompt, transfer: null };
      const row = await send(origin, connection, checked, request.settlement);
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

    /** What a connected account can send in a session: per asset and network, balance, limits, fees and destination. */
    options: (session: LinkSession, connection: Connection) =>
      transferOptions(deps, (id, symbol, holding) => available(store, id, symbol, holding), session, connection),
    check,
    send,
    available: (connectionId: string, symbol: string, holding?: number) => available(store, connectionId, symbol, holding),

    async get(clientId: string, transferId: string): Promise<Schemas['Transfer']> {
      const row = await store.transfers.get(transferId, clientId);
      if (!row) throw errors.transferNotFound();
      return toTransfer(row);
    },

    async settle(clientId: string, transferId: string, outcome: FinalStatus): Promise<Schemas['Transfer']> {
      const settled = await store.transaction(async (tx) => {
        const row = await tx.transfers.getForUpdate(transferId, clientId);
        if (!row) throw errors.transferNotFound();
        return finalize(tx, row, outcome);
      });
      return toTransfer(published(settled));
    },

    /** The sandbox control: the final status a Pending transfer settles with, and when (seconds from now; absent keeps the time). */
    async schedule(clientId: string, transferId: string, settlement: Schemas['SandboxSettlement']): Promise<Schemas['SettlementSchedule']> {
      const settleAt = typeof settlement.settleInSeconds === 'number' ? clock.now() + settlement.settleInSeconds * 1000 : undefined;
      const row = await store.transaction(async (tx) => {
        const current = await tx.transfers.getForUpdate(transferId, clientId);
        if (!current) throw errors.transferNotFound();
        const scheduled = await tx.transfers.schedule(current.id, settlement.outcome, settleAt);
        if (!scheduled) throw errors.alreadyFinal(current.status);
        return scheduled;
      });
      return { transferId: row.id, status: row.status as TransferStatus, outcome: settlement.outcome, settleAt: row.settle_at };
    },

    /**
     * Settles the transfers whose settle time has come, of the clients on real time, or of one client (on its test
     * clock, whose time the caller runs on); several processes may run this at once.
     */
    async settleDue(limit = 100, clientId?: string): Promise<number> {
      const finished = await store.transaction(async (tx) => {
        const due = await tx.transfers.dueForUpdate(clock.now(), limit, clientId);
        const settled = due.map((row) => ({ row, outcome: (row.outcome as FinalStatus | null) ?? outcomeFor(row.amount) }));
        // The accounts a batch debits are locked before any is debited, in one order (by id), the same in every
        // process: two batches over the same accounts then wait for each other in turn, never each for the other.
        const debited = new Set(settled.filter((s) => s.outcome === 'Succeeded').map((s) => s.row.connection_id));
        for (const id of [...debited].sort()) await tx.connections.lockForUpdate(id);
        const rows: TransferRow[] = [];
        for (const { row, outcome } of settled) rows.push(await finalize(tx, row, outcome));
        return rows;
      });
      for (const row of finished) published(row);
      return finished.length;
    },
  };
}

export type Transfers = ReturnType<typeof createTransfers>;
