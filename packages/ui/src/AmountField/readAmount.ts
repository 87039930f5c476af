/**
 * Reading an amount of money as a person types it, in their language's number format. An amount
 * that the language cannot read one way only is refused rather than guessed: `12,50` in English
 * (where the comma groups thousands, and `50` is no group of three) is not 1,250, and `1.250`,
 * which reads 1.25 in English and 1,250 in Spanish, is taken nowhere it could be the other.
 */

const SPACES = /[\s\u00a0\u202f\u2009]/g;

interface Separators {
  decimal: string;
  /** The grouping separator, a plain space where the language groups with a space. */
  group: string;
}

function separatorsOf(locale: string): Separators {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = (parts.find((part) => part.type === 'group')?.value ?? ',').replace(SPACES, ' ');
  return { decimal, group };
}

/** The ways the currency is written in this language: its symbol, narrow symbol, code and name. */
function currencyMarks(locale: string, currency: string): string[] {
  const marks = new Set<string>([currency]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code', 'name'] as const) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
    for (const part of parts) if (part.type === 'currency') marks.add(part.value.trim());
  }
  return [...marks].filter((mark) => mark !== '').sort((a, b) => b.length - a.length);
}

/** The digits of `currency`'s minor unit in ISO 4217 (2 for USD and EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whole units written with a grouping separator, if any, in groups of three: `1,250,000`, `1250`. */
function readWhole(text: string, group: string): string | null {
  if (/^\d+$/.test(text)) return text;
  const separator = text.includes(group) ? group : ' ';
  const groups = text.split(separator);
  const [first, ...rest] = groups;
  if (first === undefined || !/^\d{1,3}$/.test(first)) return null;
  return rest.every((part) => /^\d{3}$/.test(part)) ? groups.join('') : null;
}

/**
 * The amount `text` says in `locale` (`"$1,250.50"` in English, `"1.250,50 US$"` in Spanish), the
 * currency's sign allowed anywhere around it; `NaN` when it is empty, and `null` when the
 * language cannot read it as one amount of the currency (`"12,50"` in English, a minus sign,
 * letters, `"12.5"` yen).
 */
export function readAmount(text: string, locale: string, currency = 'USD'): number | null {
  let rest = text;
  for (const mark of currencyMarks(locale, currency)) rest = rest.split(mark).join(' ');
  rest = rest.replace(SPACES, ' ').trim();
  if (rest === '') return text.trim() === '' ? Number.NaN : null;
  if (!/^[\d.,' ]+$/.test(rest) || !/^\d/.test(rest)) return null;

  const { decimal, group } = separatorsOf(locale);
  // The other mark of the two: where the language groups with a space, a dot or a comma that is
  // not its decimal mark can only be one, when one or two digits follow it.
  const other = decimal === '.' ? ',' : '.';
  let whole = rest;
  let fraction = '';
  if (rest.includes(decimal)) {
    const parts = rest.split(decimal);
    if (parts.length !== 2) return null;
    [whole, fraction] = parts as [string, string];
  } else if (rest.includes(other) && other !== group) {
    const parts = rest.split(other);
    if (parts.length !== 2 || !/^\d{1,2}$/.test(parts[1]!)) return null;
    [whole, fraction] = parts as [string, string];
  }
  // Three decimals read as a thousands group in other languages (`1.250`): neither is assumed.
  if (fraction !== '' && (!/^\d+$/.test(fraction) || fraction.length === 3)) return null;
  // More decimals than the currency has (`12.5` yen) are no amount of it.
  if (fraction.length > currencyDigits(currency)) return null;
  if (rest.endsWith(decimal)) return null;
  const digits = readWhole(whole.trim(), group);
  if (digits === null) return null;
  return Number(fraction === '' ? digits : `${digits}.${fraction}`);
}
