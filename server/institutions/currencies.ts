// The sandbox's reference exchange rates: US dollars per unit of each fiat currency its accounts may hold. Fixed, so
// that a value in dollars repeats; a currency without one has no value in dollars.
import { dictionary, type NullPrototype } from '../contract/dictionary.js';
const USD_PER_UNIT: Readonly<Record<string, number>> & NullPrototype = dictionary({
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CHF: 1.12,
  CAD: 0.73,
  AUD: 0.66,
  JPY: 0.0067,
  MXN: 0.058,
  TRY: 0.031,
  BRL: 0.19,
});

/** US dollars per unit of the currency, or undefined where the sandbox has no rate for it. */
export const usdPerUnit = (currency: string): number | undefined => USD_PER_UNIT[currency];
