// A stored transfer as the API shows it, and as its webhook event carries it.
import { uuid, type Random } from '../../deps/random.js';
import type { Schemas } from '../../contract/types.js';
import { times } from '../../institutions/decimal.js';
import { priceAt } from '../../institutions/market.js';
import { networkById } from '../../institutions/networks.js';
import type { InstitutionAdapter } from '../../institutions/adapter.js';
import type { TransferRow } from '../../store/transfers/transfers.js';

type TransferStatus = Schemas['TransferStatus'];

export const toTransfer = (r: TransferRow): Schemas['Transfer'] => ({
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
  addressTag: r.address_tag,
  txId: r.tx_id,
  txHash: r.tx_hash,
  clientTransactionId: r.client_transaction_id,
  amountInFiat: r.amount_in_fiat,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A webhook event's id: its payload's EventId, the same on every delivery; a GUID, as the public reference has it. */
export const newEventId = (random: Random) => uuid(random);

/** The webhook payload of a status change, without the per-attempt Id and SentTimestamp. */
export type EventPayload = Omit<Schemas['TransferWebhookPayload'], 'Id' | 'SentTimestamp'>;
/** `sender` reports the hash as it does at transfer time: some institutions give it only when queried again. */
export const eventPayload = (r: TransferRow, eventId: string, sender: InstitutionAdapter): EventPayload => ({
  EventId: eventId,
  TransferId: r.id,
  Timestamp: r.updated_at,
  TransferStatus: r.status as TransferStatus,
  TransactionId: r.client_transaction_id,
  TxHash: sender.reportedHash(() => r.tx_hash, 'sent'),
  UserId: r.user_id,
  Token: r.symbol,
  Chain: r.chain,
  SourceAmount: r.amount,
  SourceAccountProvider: r.type as Schemas['InstitutionType'],
  DestinationAmount: r.amount,
  DestinationAddress: r.to_address,
  RefundAddress: r.from_address,
});

type InstitutionStatus = Schemas['InstitutionTransferStatus'];
/** A transfer's status as institutions and the public service's transfer operations name it. */
export const INSTITUTION_STATUS = { Pending: 'pending', Succeeded: 'succeeded', Failed: 'failed' } as const satisfies Record<
  TransferStatus,
  InstitutionStatus
>;
export const STORED_STATUS = Object.fromEntries(Object.entries(INSTITUTION_STATUS).map(([stored, shown]) => [shown, stored])) as Partial<
  Record<InstitutionStatus, TransferStatus>
>;

export const seconds = (millis: number) => Math.floor(millis / 1000);

/**
 * What a transfer sent through the service shows wherever the service reports it again (listManagedTransfers,
 * updateTransferStatus): who sent what, its status as the institution words it, and when, in Unix seconds.
 */
export const managedTransferOf = (row: TransferRow, from: InstitutionAdapter) => ({
  id: row.id,
  clientTransactionId: row.client_transaction_id,
  institutionTransactionId: row.tx_id,
  userId: row.user_id,
  status: INSTITUTION_STATUS[row.status as TransferStatus],
  amountInFiatCurrencyCode: 'USD' as const,
  amount: row.amount,
  symbol: row.symbol,
  networkName: row.network_id === null ? null : (networkById(row.network_id)?.name ?? null),
  createdTimestamp: seconds(row.created_at),
  executedTimestamp: row.status === 'Pending' ? null : seconds(row.updated_at),
  from: { id: from.id, type: from.type, name: from.name },
});

/** A fee in the asset, with its value in US dollars at `at`. */
export const transferFee = (amount: number, symbol: string, at: number): Schemas['TransferFee'] => {
  const price = priceAt(symbol, at);
  return { fee: amount, feeCurrency: symbol, feeInFiat: price === undefined ? null : times(amount, price) };
};
