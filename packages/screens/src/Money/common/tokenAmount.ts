import { numberFormat } from '../../common/intlFormats';

/**
 * Token amounts as the payment screens get them: whole token units (the smallest unit the
 * token counts in) as a decimal string, with the token's decimals and symbol. Nothing here
 * goes through floating point, so 18-decimal amounts keep every digit.
 */
export interface TokenAmount {
  /** Whole units of the token, a non-negative integer as a decimal string (`"1250000417"`). */
  units: string;
  /** How many decimals the token has (6 for USDC, 18 for GLMR). */
  decimals: number;
  /** What the token is called on its chain (`USDC`, `GLMR`, `DEV`). */
  symbol: string;
}

const UNITS = /^\d+$/;

/** `{ units: "1250000417", decimals: 6 }` -> `"1250.000417"`: the exact amount, dot-separated, as wallets take it. */
export function tokenDecimal({ units, decimals }: Pick<TokenAmount, 'units' | 'decimals'>): string {
  if (!UNITS.test(units)) throw new Error(`Not a token amount in units: ${units}`);
  const digits = units.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/**
 * The exact amount written for a locale: its digit grouping and decimal separator, every
 * significant decimal kept (`"1,250.000417"` in English, `"1250,000417"` in Spanish).
 */
export function formatTokenNumber(amount: Pick<TokenAmount, 'units' | 'decimals'>, locale: string): string {
  const [whole = '0', fraction] = tokenDecimal(amount).split('.');
  const format = numberFormat(locale, { useGrouping: true });
  const parts = format.formatToParts(BigInt(whole));
  const decimal =
    numberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.';
  const wholeText = parts.map((part) => part.value).join('');
  return fraction ? `${wholeText}${decimal}${fraction}` : wholeText;
}

/** The amount and its symbol for a locale: `"1,250.000417 USDC"`. */
export function formatTokenAmount(amount: TokenAmount, locale: string): string {
  return `${formatTokenNumber(amount, locale)} ${amount.symbol}`;
}

/** `a - b` in units, never below zero (what is still owed after a short payment). */
export function subtractUnits(a: string, b: string): string {
  const difference = BigInt(a) - BigInt(b);
  return (difference > 0n ? difference : 0n).toString();
}
