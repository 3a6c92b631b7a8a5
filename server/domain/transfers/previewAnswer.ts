// What previewTransfer answers of a checked preview: its amounts and fees in the asset and in fiat at one price,
// the token as its chain has it, and node-api's fields for what the sandbox does not do (client and processing
// fees, balance funding, moving funds from another account), each answered as none.
import type { Schemas } from '../../contract/types.js';
import type { Chain } from '../../institutions/adapter.js';
import { plus, times } from '../../institutions/decimal.js';
import { gasDetails } from '../../institutions/gas.js';
import { tokenOn } from '../../institutions/tokens.js';
import { PREVIEW_TTL_SECONDS } from './previews.js';
import { transferFee } from './transferRecords.js';

/** No institution of the sandbox tops an account up from another of the login before sending. */
const NO_OTHER_ACCOUNT: Schemas['PreviewTransfer']['transferFromAnotherAccountAvailabilityInfo'] = {
  transferFromAnotherAccountNeeded: false,
  transferFromAnotherAccountAmount: 0,
  anotherAccountName: null,
};

/** A preview that is not `succeeded`: its reason, and nothing previewed. */
export const unpreviewed = (status: Schemas['PreviewTransfer']['status'], errorMessage: string): Schemas['PreviewTransfer'] => ({
  status,
  errorMessage,
  previewResult: null,
  transferBalanceFundingAvailability: null,
  transferFromAnotherAccountAvailabilityInfo: NO_OTHER_ACCOUNT,
});

/** What a preview sends, as checked. */
export interface Previewed {
  previewId: string;
  symbol: string;
  /** What reaches the destination, the institution's fee not included. */
  amount: number;
  institutionFee: number;
  chain: Chain;
  fromAddress: string;
  toAddress: string;
  addressTag: string | null;
  clientTransactionId: string | null;
  isFeeIncluded: boolean;
}

/** The answer of a preview, every fiat value at the asset's price at `now`. */
export function previewAnswer(p: Previewed, now: number, price: number | undefined): Schemas['PreviewTransfer'] {
  const { symbol, amount, chain } = p;
  const total = plus(amount, p.institutionFee);
  const inFiat = (value: number) => (price === undefined ? null : times(value, price));
  const none = transferFee(0, symbol, now);
  // Every network carries the tokens its chains are derived from (institutions/chains.ts).
  const token = tokenOn(chain.network, symbol)!;
  return {
    status: 'succeeded',
    errorMessage: null,
    previewResult: {
      previewId: p.previewId,
      previewExpiresIn: PREVIEW_TTL_SECONDS,
      fromAddress: p.fromAddress,
      refundAddress: p.fromAddress,
      toAddress: p.toAddress,
      addressTag: p.addressTag,
      symbol,
      amount,
      amountInFiat: inFiat(amount),
      totalEstimatedAmount: total,
      totalEstimatedAmountInFiat: inFiat(total),
      networkId: chain.network.id,
      networkName: chain.network.name,
      contractAddress: token.contract,
      institutionTransferFee: transferFee(p.institutionFee, symbol, now),
      estimatedNetworkGasFee: transferFee(chain.networkFee, symbol, now),
      estimatedNetworkGasFeeDetails: gasDetails(chain, symbol, now),
      decimalPlaces: token.decimals,
      unitPrice: price ?? null,
      clientTransactionId: p.clientTransactionId,
      // The sandbox charges no client fee and the request sets none.
      clientFee: 0,
      customClientFee: none,
      processingFeeRetainMethod: { type: 'default', processingFeeAddress: null },
      transferType: 'deposit',
      isCustomClientFeeProvided: false,
      amountWithCustomClientFee: amount,
      fiatCurrency: 'USD',
      isFeeIncluded: p.isFeeIncluded,
      // What reaches the destination and is asked of the institution: the amount asked, never more.
      amountToReceive: amount,
      amountToReceiveInFiat: inFiat(amount),
      transferAmountToRequest: amount,
      isMaximumAmount: false,
      totalEstimatedAmountPlusConversionFeesInFiat: inFiat(total),
    },
    transferBalanceFundingAvailability: {
      status: 'disabled',
      transferTotalAmount: total,
      unitPrice: price ?? null,
      gasFeeBuffer: none,
      symbol,
      transferTotalAmountInFiat: inFiat(total),
    },
    transferFromAnotherAccountAvailabilityInfo: NO_OTHER_ACCOUNT,
  };
}
