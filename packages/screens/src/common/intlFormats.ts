import { CURRENCY_DIGITS, isCurrency, type Currency } from '@meridian/contract';

/**
 * The locale's number and date formats, made once per locale and options and kept: making one
 * (`new Intl.NumberFormat`, `new Intl.DateTimeFormat`) costs far more than using it, and a chart
 * or a table formats a few values per row at every render (the dashboard's chart made about 130
 * at each of its renders: 5 to 9 ms on a desktop's CPU, four times that on a phone's).
 * Formats are immutable, so one is safely shared.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/** A bound on the kept formats (locales times options are few; this only guards against a leak). */
const MAX_FORMATS = 500;

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const found = formats.get(key);
  if (found) return found as F;
  if (formats.size >= MAX_FORMATS) formats.clear();
  const made = make();
  formats.set(key, made);
  return made;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * The digits of a currency's minor unit: the contract's for the currencies a workspace prices in,
 * Intl's own (ISO 4217) for any other code, such as one an on-ramp provider names (KWD: 3).
 */
export function currencyDigits(currency: string): number {
  if (isCurrency(currency)) return CURRENCY_DIGITS[currency];
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * THE money format: `minor` units of `currency` in the viewer's language, with the currency's own
 * digits (1250 EUR cents: "12,50 €" in Spanish; 1250 BRL cents: "R$ 12,50" in Portuguese; 1250
 * yen: "¥1,250" in English). `currency` is any ISO 4217 code: one Meridian prices in
 * (`Currency`), or another a provider names, in Intl's digits (`currencyDigits`). `whole` drops
 * the decimals (a tier limit: "$10,000").
 */
export function formatMoney(locale: string, minor: number, currency: string, whole = false): string {
  const minorDigits = currencyDigits(currency);
  const digits = whole ? 0 : minorDigits;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** minorDigits);
}

/**
 * The currency's name as a sentence says an amount of it, in the viewer's language ("US
 * dollars", "yenes japoneses", "euros"): for "this amount is in {currency}".
 */
export function currencyName(locale: string, currency: Currency): string {
  const name =
    numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'name' })
      .formatToParts(2)
      .find((part) => part.type === 'currency')?.value ?? currency;
  // Mid-sentence, only English keeps a capital (its names start with a proper adjective).
  return locale.startsWith('en') ? name : name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
}
