// The dashboard's figures: revenue by period, the newest payments, and the payments' CSV export
// (the request and response structs of dashboard-routes.ts).
import { array, enums, integer, object, omit, string, type Infer } from 'superstruct';
import { CurrencyStruct } from './currencies';
import { EnvironmentStruct } from './link-fields';
import { Payment, PaymentListQuery } from './payments';
import { annotate, nullable, optional, refineCodes } from './schema';
import { singleLineText } from './text';
import { DateTime, UuidField } from './ids';

/**
 * The revenue periods, each rolling and ending now, its boundaries in the workspace's time zone:
 * `day` the last 24 hours (24 hourly buckets, each starting at the hour), `week` the last 7 days
 * with today (daily), `month` the last 30 days with today (daily), `year` the last 12 months
 * with this one (monthly).
 */
export const REVENUE_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

/** How many buckets each period has. */
export const REVENUE_BUCKETS: Record<RevenuePeriod, number> = { day: 24, week: 7, month: 30, year: 12 };

/** GET /dashboard/revenue?companyId&period&environment (live by default). */
export const RevenueQuery = object({
  companyId: UuidField,
  period: annotate(enums(REVENUE_PERIODS), { description: 'day, week, month or year' }),
  environment: optional(EnvironmentStruct),
});
export type RevenueQuery = Infer<typeof RevenueQuery>;

/**
 * A span's confirmed payments: their total in minor units of the response's `currency`, how many,
 * and their average (null when none).
 */
export const RevenueSpan = object({
  from: DateTime,
  to: DateTime,
  totalCents: integer(),
  count: integer(),
  averageCents: nullable(integer()),
});
export type RevenueSpan = Infer<typeof RevenueSpan>;

/** One bucket of the current period, with the total of the same bucket one period earlier. */
export const RevenueBucket = object({
  start: DateTime,
  end: DateTime,
  totalCents: integer(),
  count: integer(),
  previousTotalCents: integer(),
});
export type RevenueBucket = Infer<typeof RevenueBucket>;

/**
 * The revenue of a period in the workspace's currency: each confirmed payment valued at its
 * checkout session's locked rate in the session's currency, then expressed in the workspace's
 * currency through the USD snapshot locked with it (never the day's rate). A confirmed payment
 * with no value there (a transfer no session claimed, or one whose snapshot lacks the currency)
 * is left out of the totals and counted in `unpriced`.
 */
export const RevenueResponse = object({
  period: enums(REVENUE_PERIODS),
  /** The workspace's currency: every `...Cents` amount here is in its minor units. */
  currency: CurrencyStruct,
  environment: EnvironmentStruct,
  /** The workspace's IANA time zone, in which the buckets are cut. */
  timeZone: string(),
  current: RevenueSpan,
  /** The same buckets one period earlier. */
  previous: RevenueSpan,
  buckets: array(RevenueBucket),
  /** Confirmed payments of the current span that have no value in `currency`. */
  unpriced: integer(),
});
export type RevenueResponse = Infer<typeof RevenueResponse>;

export const RECENT_PAYMENTS_LIMIT_DEFAULT = 10;
export const RECENT_PAYMENTS_LIMIT_MAX = 50;
/** The last page number the recent payments take (pages beyond the last are empty). */
export const RECENT_PAYMENTS_PAGE_MAX = 100_000;

/** A whole number of the query string from 1 to `max`. */
const wholeNumber = (max: number, description: string) =>
  annotate(
    refineCodes(singleLineText(), ['invalid', 'out_of_range'], (value) => {
      if (!/^\d{1,9}$/.test(value)) return [{ code: 'invalid', message: 'Enter a whole number' }];
      const number = Number(value);
      return number >= 1 && number <= max ? [] : [{ code: 'out_of_range', message: `Enter a number from 1 to ${max}` }];
    }),
    // A whole number in the query string: an integer parameter.
    { type: 'integer', minimum: 1, maximum: max, description },
  );

/**
 * GET /dashboard/recent-payments?companyId&environment&page&limit: the workspace's payments,
 * newest first, of one environment when given (the dashboard sends the one its figures show).
 */
export const RecentPaymentsQuery = object({
  companyId: UuidField,
  /** Only the payments of this environment; every payment when absent. */
  environment: optional(EnvironmentStruct),
  /** From 1. */
  page: optional(wholeNumber(RECENT_PAYMENTS_PAGE_MAX, `1 to ${RECENT_PAYMENTS_PAGE_MAX}; 1 by default`)),
  limit: optional(
    wholeNumber(
      RECENT_PAYMENTS_LIMIT_MAX,
      `1 to ${RECENT_PAYMENTS_LIMIT_MAX}; ${RECENT_PAYMENTS_LIMIT_DEFAULT} by default`,
    ),
  ),
});
export type RecentPaymentsQuery = Infer<typeof RecentPaymentsQuery>;

/** A page of the workspace's own payments (those of its checkout sessions); `total` counts them all. */
export const RecentPaymentsResponse = object({
  payments: array(Payment),
  total: integer(),
  page: integer(),
  limit: integer(),
});
export type RecentPaymentsResponse = Infer<typeof RecentPaymentsResponse>;

/** GET /payments/export?companyId: the payments list's filters, every matching payment. */
export const PaymentExportQuery = omit(PaymentListQuery, ['limit', 'cursor']);
export type PaymentExportQuery = Infer<typeof PaymentExportQuery>;

/**
 * The columns of the payments' CSV export, in order (its header row). `value` is the payment in
 * the workspace's currency (named by `currency`), from its own locked rate and snapshot; `rate`
 * is its locked rate in `price_currency` per token, and `price` its value in that currency.
 * `refunded` is what its confirmed refunds gave back, in the workspace's currency at the
 * payment's own locked rate (0 without refunds; empty where `value` is).
 */
export const PAYMENT_EXPORT_COLUMNS = [
  'date',
  'link',
  'type',
  'environment',
  'token',
  'amount',
  'value',
  'rate',
  'payer',
  'transaction_hash',
  'block',
  'explorer_url',
  'status',
  'currency',
  'price_currency',
  'price',
  'refunded',
] as const;

/** The CSV document (text/csv, RFC 4180, a header row then one row per payment). */
export const PaymentExportCsv = annotate(string(), {
  description: `text/csv: ${PAYMENT_EXPORT_COLUMNS.join(', ')}`,
});
