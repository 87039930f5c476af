import { isCurrency, parseMinor } from '@meridian/contract';
import type { MoneyAmount } from '@meridian/screens';

/** `"12.50"` EUR -> 1250 euro cents; null when it is not an amount of a currency Meridian takes. */
export function priceOf(amount: string, currency: string): MoneyAmount | null {
  if (!isCurrency(currency)) return null;
  const minor = parseMinor(amount, currency);
  return minor === null ? null : { minor, currency };
}
