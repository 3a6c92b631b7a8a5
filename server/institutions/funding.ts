// How a user can fund a transfer at an institution, with what each way costs: what a quote lists.
import type { FundingMethod } from './adapter.js';
import type { Institution } from './catalog.js';

/** The trading fee of buying the asset a transfer sends, as a fraction of the amount (the public reference's example). */
const PURCHASE_FEE_RATE = 0.008;
/** What a card costs on top of the purchase. */
const CARD_FEE_RATE = 0.025;

const buying = (option: FundingMethod['option'], paymentMethodType: FundingMethod['paymentMethodType'], paymentMethodFeeRate = 0) => ({
  option,
  paymentMethodType,
  tradingFeeRate: PURCHASE_FEE_RATE,
  paymentMethodFeeRate,
});

/** The institution's funding methods, cheapest first. */
export function fundingMethodsOf(info: Institution): FundingMethod[] {
  // A payment institution sells what it sends, paid by bank or card.
  if (info.kind === 'payment')
    return [buying('paymentMethodDepositUsage', 'bankAccount'), buying('paymentMethodDepositUsage', 'card', CARD_FEE_RATE)];
  const methods: FundingMethod[] = [
    { option: 'existingCryptocurrencyBalance', paymentMethodType: null, tradingFeeRate: 0, paymentMethodFeeRate: 0 },
  ];
  // What the account holds in cash buys the asset, where it holds cash.
  if (info.kind !== 'wallet' && info.fiat?.length) methods.push(buying('buyingPowerPurchase', null));
  if (info.bankFunding) methods.push(buying('paymentMethodDepositUsage', 'bankAccount'));
  return methods;
}
