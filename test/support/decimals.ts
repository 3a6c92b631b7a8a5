// Exact decimals for the tests' oracles: a number as an integer count of 10^-scale units, in BigInt, independently of
// the server's decimal library.
import { expect } from 'vitest';

/** A number's exact value in units of 10^-scale; fails on one with more decimals (float noise). */
export function scaled(value: number, scale: number): bigint {
  const [whole, fraction = ''] = String(Math.abs(value)).split('.');
  expect(fraction.length, `${value} has more than ${scale} decimals`).toBeLessThanOrEqual(scale);
  const n = BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0'));
  return value < 0 ? -n : n;
}

/** The number of `n` units of 10^-scale (n ≥ 0), printed exactly and read back. */
export const fromScaled = (n: number, scale: number) =>
  Number(`${Math.floor(n / 10 ** scale)}.${String(n % 10 ** scale).padStart(scale, '0')}`);
