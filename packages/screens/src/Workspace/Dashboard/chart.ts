// The revenue chart's arithmetic and labels, kept apart from the drawing so that they are
// tested on their own: the value axis's round steps, the change from the previous period, and
// each bucket's name on the time axis and in the table, in the reader's language and the
// workspace's time zone.

import { CURRENCY_DIGITS, REVENUE_PERIODS, type Currency, type RevenuePeriod } from '@meridian/contract';
import { dateTimeFormat, formatMoney, numberFormat } from '../../common/intlFormats';

export { REVENUE_PERIODS, type RevenuePeriod };

/** One cent short of a dollar rounds to a dollar: the axis never steps by less than $1. */
const MIN_STEP_CENTS = 100;

/**
 * The value axis's ticks, in cents, from 0 to the first round value at or above `maxCents`:
 * about `count` steps of 1, 2, 2.5 or 5 times a power of ten dollars. An empty chart still has
 * an axis ($0 to $1).
 */
export function valueTicks(maxCents: number, count = 4): number[] {
  const max = Math.max(0, maxCents);
  const raw = Math.max(max / Math.max(1, count), MIN_STEP_CENTS);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const factor = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10;
  const step = factor * magnitude;
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, index) => Math.round(index * step));
}

/**
 * The change from the previous period as a fraction (0.12 is 12% more), 0 when both are 0, and
 * null when there is nothing to compare with (the previous period had none, or no average).
 */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/** Which way a change goes, rounded as it is shown (a whole percent): a 0.2% move is no change. */
export function changeDirection(change: number | null): 'up' | 'down' | 'flat' | 'none' {
  if (change === null) return 'none';
  const percent = Math.round(change * 100);
  return percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
}

/** The time axis's short name of a bucket: the hour, the weekday, the day, or the month. */
export function bucketAxisLabel(period: RevenuePeriod, start: Date, locale: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions =
    period === 'day'
      ? { hour: 'numeric' }
      : period === 'week'
        ? { weekday: 'short' }
        : period === 'month'
          ? { day: 'numeric', month: 'short' }
          : { month: 'short' };
  return dateTimeFormat(locale, { ...options, timeZone }).format(start);
}

/** A bucket's full name, in the table and the bars' descriptions: the hour of a day, the day, or the month of a year. */
export function bucketLabel(period: RevenuePeriod, start: Date, locale: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions =
    period === 'day'
      ? { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }
      : period === 'year'
        ? { month: 'long', year: 'numeric' }
        : { weekday: 'short', day: 'numeric', month: 'short' };
  return dateTimeFormat(locale, { ...options, timeZone }).format(start);
}

/**
 * Which buckets name themselves on the time axis, so that labels do not run into each other:
 * every one when each has room for its label, else one in every few, always the last (now).
 */
export function labelledBuckets(count: number, width: number, labelWidth: number): boolean[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(width / Math.max(1, labelWidth)));
  const every = Math.max(1, Math.ceil(count / fit));
  return Array.from({ length: count }, (_, index) => (count - 1 - index) % every === 0);
}

/**
 * `minor` units of `currency` in the locale's currency format (`formatMoney`). `compact` is for
 * the axis: whole units below a thousand ($250, 250 €), then the locale's short form ($2.5K,
 * 2,5 k €); a currency without minor units (the yen) is always whole.
 */
export function formatAmount(minor: number, currency: Currency, locale: string, compact = false): string {
  if (!compact) return formatMoney(locale, minor, currency);
  const scale = 10 ** CURRENCY_DIGITS[currency];
  const options: Intl.NumberFormatOptions =
    Math.abs(minor) >= 1000 * scale
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : {
          minimumFractionDigits: minor % scale === 0 ? 0 : CURRENCY_DIGITS[currency],
          maximumFractionDigits: CURRENCY_DIGITS[currency],
        };
  return numberFormat(locale, { style: 'currency', currency, ...options }).format(minor / scale);
}
