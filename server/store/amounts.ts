// The one place where amounts cross the store's boundary. The domain computes amounts exactly (institutions/decimal.ts)
// and holds each as the JS number whose shortest representation is that decimal; the database holds the decimal
// itself (schema.ts). Writing a number stores that shortest decimal; reading parses it back to the same number.
import Big from 'big.js';

/** The decimal a number stands for, in plain notation (1e-7 is 0.0000001), as the amount columns hold it. */
export function toDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`An amount must be a finite number, not ${value}`);
  return new Big(value).toFixed();
}

export const toDecimalOrNull = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : toDecimal(value);

/** A stored decimal as the domain's number. */
export const fromDecimal = (value: string): number => Number(value);

export const fromDecimalOrNull = (value: string | null): number | null => (value === null ? null : Number(value));
