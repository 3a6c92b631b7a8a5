// A transfer as listManagedTransfers lists it: what it was for, what left the account and what reached the
// destination, each fee, and every fiat value at the one price it was valued at when sent (amountInFiat / amount).
import type { Schemas } from '../../contract/types.js';
import type { InstitutionAdapter } from '../../institutions/adapter.js';
import { logoPath } from '../../institutions/brands.js';
import { plus, ratio, times } from '../../institutions/decimal.js';
import { networkById } from '../../institutions/networks.js';
import { tokenOn } from '../../institutions/tokens.js';
import type { TransferRow } from '../../store/transfers/transfers.js';
import { managedTransferOf } from './transferRecords.js';

/** Digits of the price recovered from a transfer's fiat value, as executeTransfer's total recovers it. */
const PRICE_DIGITS = 12;

export function listedTransfer(row: TransferRow, sender: InstitutionAdapter, publicUrl: string): Schemas['ManagedTransfer'] {
  const { symbol, amount } = row;
  const price = row.amount_in_fiat === null ? undefined : ratio(row.amount_in_fiat, amount, PRICE_DIGITS);
  const feeOf = (fee: number): Schemas['TransferFee'] => ({
    fee,
    feeCurrency: symbol,
    feeInFiat: price === undefined ? null : times(fee, price),
  });
  const network = row.network_id === null ? undefined : networkById(row.network_id);
  const chain = sender.chains(symbol).find((c) => c.network.id === row.network_id);
  const withdrawalFee = feeOf(row.fee ?? 0);
  const processingFee = feeOf(0);
  const sourceAmount = plus(amount, row.fee ?? 0);
  const feesInFiat = withdrawalFee.feeInFiat === null ? null : plus(withdrawalFee.feeInFiat, processingFee.feeInFiat ?? 0, 2);
  const totalInFiat = row.amount_in_fiat === null || feesInFiat === null ? null : plus(row.amount_in_fiat, feesInFiat, 2);
  const reported = managedTransferOf(row, sender);
  return {
    ...reported,
    from: { ...reported.from, logoUrl: `${publicUrl}${logoPath(sender.type, 'icon', 'light')}` },
    subClientId: row.sub_client_id,
    transferType: row.transfer_type as Schemas['ManagedTransfer']['transferType'],
    amountInFiat: row.amount_in_fiat,
    amountToReceive: amount,
    amountToReceiveInFiat: row.amount_in_fiat,
    tokenAddress: (network && tokenOn(network, symbol)?.contract) ?? null,
    networkId: row.network_id,
    hash: row.tx_hash,
    // A sandbox transfer is on no chain: no explorer shows its hash.
    infoUrl: null,
    destinationAddress: row.to_address,
    refundAddress: row.from_address,
    // The institution pays the network's fee out of its own, which is what the account paid.
    gasFee: chain ? feeOf(chain.networkFee) : null,
    withdrawalFee,
    processingFee,
    // `amount` is what the destination receives, the fees on top of it.
    isFeeIncluded: false,
    sourceAmount,
    destinationAmount: amount,
    destinationAmountInFiat: row.amount_in_fiat,
    totalFeesAmountInFiat: feesInFiat,
    totalTransactionAmountInFiat: totalInFiat,
    fundingMethods: [
      {
        type: 'existingCryptocurrencyBalance',
        amount: sourceAmount,
        amountInFiat: totalInFiat,
        toSymbol: symbol,
        fromAmount: sourceAmount,
        fromSymbol: symbol,
        paymentMethodType: null,
        fee: feeOf(0),
      },
    ],
  };
}
