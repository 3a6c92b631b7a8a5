// Amounts are decimals: every sum, difference and product of amounts, prices and fees is computed exactly with
// big.js and rounded once, so no binary-float noise (0.8075990000000001) reaches a message, a field, a webhook or the
// store. Amounts enter and leave as JS numbers, which hold these decimals exactly as their shortest representation.
import Big from 'big.js';

/** Decimal places of crypto amounts (and of their sums): the sandbox's assets count in units of 10⁻⁸. */
export const CRYPTO_DECIMALS = 8;
/** Decimal places of fiat values (USD). */
export const FIAT_DECIMALS = 2;

type Amount = number | string | Big;

/** The exact decimal rounded half up to `digits` places, as a number. */
export const round = (value: Amount, digits = FIAT_DECIMALS): number => Number(new Big(value).round(digits, Big.roundHalfUp));

export const plus = (a: Amount, b: Amount, digits = CRYPTO_DECIMALS): number => round(new Big(a).plus(b), digits);
export const minus = (a: Amount, b: Amount, digits = CRYPTO_DECIMALS): number => round(new Big(a).minus(b), digits);
export const times = (a: Amount, b: Amount, digits = FIAT_DECIMALS): number => round(new Big(a).times(b), digits);
/** a / b, or 0 when b is 0. */
export const ratio = (a: Amount, b: Amount, digits: number): number => (new Big(b).eq(0) ? 0 : round(new Big(a).div(b), digits));
export const sum = (values: Iterable<Amount>, digits = CRYPTO_DECIMALS): number => {
  let total = new Big(0);
  for (const value of values) total = total.plus(value);
  return round(total, digits);
};
