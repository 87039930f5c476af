/**
 * The currencies a workspace can price in (docs/product.md, "Currencies"): each with its ISO 4217
 * code, its minor-unit digits (JPY has none) and its symbol. Amounts travel as decimal strings
 * in the currency's own digits (`"12.50"` euros, `"1250"` yen) and are whole minor units inside
 * (1250 cents, 1250 yen). A workspace's pricing currency defaults from its country.
 */
import { enums } from 'superstruct';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'MXN', 'CAD', 'AUD', 'CHF', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CurrencyStruct = enums(CURRENCIES);

/** The currency every workspace priced in before it could choose, and the tier limits' own. */
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The digits of each currency's minor unit: cents for most, none for the yen. */
export const CURRENCY_DIGITS: Readonly<Record<Currency, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  BRL: 2,
  MXN: 2,
  CAD: 2,
  AUD: 2,
  CHF: 2,
  JPY: 0,
};

/** The symbol each currency is known by where the language has none of its own. */
export const CURRENCY_SYMBOL: Readonly<Record<Currency, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  BRL: 'R$',
  MXN: 'MX$',
  CAD: 'CA$',
  AUD: 'A$',
  CHF: 'CHF',
  JPY: '¥',
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The largest amount a link or checkout can ask for, in the currency's whole units (10^10 minor units for two-digit ones). */
export const MAX_AMOUNT_MINOR = 10_000_000_000;

/**
 * `"12.5"` -> 1250 euro cents, `"1250"` -> 1250 yen: a decimal string in `currency`'s digits as
 * whole minor units; null when it is not one (letters, more decimals than the currency has).
 */
export function parseMinor(value: string, currency: Currency): number | null {
  const digits = CURRENCY_DIGITS[currency];
  const match = /^(\d{1,16})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1250 -> `"12.50"` (euros), 1250 -> `"1250"` (yen): minor units as the decimal the API sends. */
export function formatMinor(minor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(minor) / 10 ** digits);
  if (digits === 0) return `${sign}${whole}`;
  const fraction = String(Math.abs(minor) % 10 ** digits).padStart(digits, '0');
  return `${sign}${whole}.${fraction}`;
}

/** The amount in major units as a number, for `Intl.NumberFormat` (exact for the amounts Meridian handles). */
export function minorToNumber(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DIGITS[currency];
}

/**
 * A decimal string without sign or exponent (`"1.08"`, `"0.0064"`), with at most 15 whole and
 * `maxFractionDigits` fraction digits, as an integer and its power of ten; null when it is not one.
 */
export function scaledDecimal(value: string, maxFractionDigits: number): { digits: bigint; scale: bigint } | null {
  const match = new RegExp(`^(\\d{1,15})(?:\\.(\\d{1,${maxFractionDigits}}))?$`).exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(`${match[1]}${fraction}`), scale: 10n ** BigInt(fraction.length) };
}

/**
 * USD per one unit of each currency (`{"USD":"1","EUR":"1.08"}`), the snapshot taken with a
 * locked rate and kept with its session and payment. Rows made before currencies were chosen
 * hold the US dollar alone.
 */
export type UsdPerUnit = Partial<Record<Currency, string>>;

/** A rate of the snapshot as a positive decimal of at most 18 fraction digits, or a RangeError naming it. */
function snapshotRate(value: string | undefined, name: string): { digits: bigint; scale: bigint } {
  const scaled = value === undefined ? null : scaledDecimal(value, 18);
  if (!scaled) throw new RangeError(`${name} is not a decimal (got "${value}")`);
  if (scaled.digits === 0n) throw new RangeError(`${name} is zero`);
  return scaled;
}

/**
 * `minor` units of `from` in minor units of `to`, through US dollars at `usdPerUnit` (USD per one
 * unit of each currency, the snapshot locked with a rate): exact decimal arithmetic on bigints,
 * rounded half up (half away from zero for a negative amount). A currency to itself is unchanged.
 */
export function convertMinor(
  minor: number,
  from: Currency,
  to: Currency,
  usdPerUnit: Readonly<Partial<Record<Currency, string>>>,
): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  if (from === to) return minor;
  const source = snapshotRate(usdPerUnit[from], `USD per ${from}`);
  const target = snapshotRate(usdPerUnit[to], `USD per ${to}`);
  // minor / 10^digits(from) × usd(from) / usd(to) × 10^digits(to)
  const numerator = BigInt(Math.abs(minor)) * source.digits * target.scale * 10n ** BigInt(CURRENCY_DIGITS[to]);
  const denominator = target.digits * source.scale * 10n ** BigInt(CURRENCY_DIGITS[from]);
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  const result = Number(minor < 0 ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${minor} ${from} is too large to convert to ${to}`);
  return result;
}
