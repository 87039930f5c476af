/**
 * The positive decimal strings exchange rates travel as (`"0.2512"`, `"156.25"`), read and
 * divided exactly with bigints: a rate never passes through a floating-point number.
 */
import { scaledDecimal } from '@meridian/contract';

/** The fraction digits a source may answer with (digits and an optional fraction, no sign, no exponent). */
const SOURCE_FRACTION_DIGITS = 30;

/** The fraction digits a rate keeps (what the checkout's conversion reads). */
export const RATE_FRACTION_DIGITS = 18;

const scaled = (value: string) => scaledDecimal(value, SOURCE_FRACTION_DIGITS);

function written(units: bigint): string {
  const text = units.toString().padStart(RATE_FRACTION_DIGITS + 1, '0');
  const whole = text.slice(0, -RATE_FRACTION_DIGITS);
  const fraction = text.slice(-RATE_FRACTION_DIGITS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** `a / b` to 18 fraction digits, half up, without trailing zeros; null when either is not a positive decimal or the quotient rounds to zero. */
export function divideDecimal(a: string, b: string): string | null {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y || x.digits === 0n || y.digits === 0n) return null;
  // (x.digits / x.scale) / (y.digits / y.scale) × 10^18
  const numerator = x.digits * y.scale * 10n ** BigInt(RATE_FRACTION_DIGITS);
  const denominator = y.digits * x.scale;
  const units = (2n * numerator + denominator) / (2n * denominator);
  return units === 0n ? null : written(units);
}

/** A source's answer as a rate (at most 18 fraction digits, half up), or null when it is not a positive decimal. */
export function positiveDecimal(value: unknown): string | null {
  return typeof value === 'string' ? divideDecimal(value, '1') : null;
}
