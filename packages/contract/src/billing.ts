// Billing and customers (the structs of billing-routes.ts and customer-routes.ts): the tier, its
// limit and this calendar month's use, the fee rate, monthly statements; the payers who left an
// e-mail or billing details through a link, their payments and totals.
import { array, integer, object, string, type Infer } from 'superstruct';
import { CheckoutToken } from './checkout';
import { TierStruct } from './company';
import { CurrencyStruct } from './currencies';
import { pageAnswerFields, pageQueryFields } from './lists';
import { Refund } from './refunds';
import { EnvironmentStruct } from './link-fields';
import { annotate, nullable, optional, record, refineCodes } from './schema';
import { singleLineText } from './text';
import { DateTime, Uuid } from './ids';

/** A statement's month, `2026-06` (UTC). */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const Month = annotate(string(), {
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  description: 'A calendar month (UTC), YYYY-MM',
});

/** Fees in basis points (1/100 of a percent): 100 is 1 %. */
export const FEE_RATE_BP_MAX = 10_000;

/**
 * The fee of a payment of `cents` at `rateBp` basis points, in whole cents (half up). A
 * statement's fees are the sum of its payments' fees, so that every line adds up.
 */
export function feeCents(cents: number, rateBp: number): number {
  return Math.round((cents * rateBp) / 10_000);
}

/**
 * A month's confirmed volume in one environment: the paid checkouts' total, how many, their fees,
 * in the workspace's currency (each checkout's total re-expressed from its own locked snapshot).
 */
export const StatementSummary = object({
  month: Month,
  volumeCents: integer(),
  paymentCount: integer(),
  feeCents: integer(),
});
export type StatementSummary = Infer<typeof StatementSummary>;

/**
 * GET /company/{id}/billing. Only live payments count towards the limit and the fees; the test
 * payments of the month are given apart (`testUsedCents`), counting towards nothing.
 */
export const BillingResponse = object({
  tier: TierStruct,
  /** The workspace's currency: the statements' amounts and `inCurrency`'s are in its minor units. */
  currency: CurrencyStruct,
  /** The tier's caps in USD cents: each payment (Basic, Basic Plus) or a calendar month (Silver, Gold). */
  limit: object({
    perPaymentCents: nullable(integer()),
    monthlyCents: nullable(integer()),
    /**
     * The same caps in the workspace's pricing currency (`currency`), in its minor units at the
     * current rate, for the forms to show beside the US dollar figure; null where there is no cap.
     */
    currency: CurrencyStruct,
    perPaymentLocal: nullable(integer()),
    monthlyLocal: nullable(integer()),
    /**
     * The rate snapshot those figures come from (US dollars per unit of each currency it holds,
     * decimal strings): the link forms compare an amount with the caps and say the caps in the
     * workspace's currency with it. Null when no rate could be had now.
     */
    usdPerUnit: nullable(record(string(), string())),
  }),
  /**
   * This calendar month (UTC): from its first instant to the next month's; its use in USD cents
   * (what the monthly cap is compared with).
   */
  month: object({ month: Month, from: DateTime, to: DateTime, usedCents: integer(), testUsedCents: integer() }),
  /**
   * The month's use in `currency`, each paid checkout from its own locked snapshot: for reading
   * only, the caps are compared in USD (`month`).
   */
  inCurrency: object({ usedCents: integer(), testUsedCents: integer() }),
  /** The tier's fee rate in basis points (100 = 1 %). */
  feeRateBp: integer(),
  /** The months with live payments, newest first (this month always), at most 24. */
  statements: array(StatementSummary),
});
export type BillingResponse = Infer<typeof BillingResponse>;

/** One payment link's share of a statement. */
export const StatementLine = object({
  linkId: Uuid,
  linkName: string(),
  volumeCents: integer(),
  paymentCount: integer(),
  feeCents: integer(),
});
export type StatementLine = Infer<typeof StatementLine>;

/**
 * GET /company/{id}/billing/statements/{month}: the month's summary and its lines by link, and
 * the refunds confirmed in the month (of this month's payments or earlier ones): how many, what
 * they gave back in the workspace's currency (each at its payment's own locked rate), and the
 * month's net, its volume less those refunds. A refund returns no fee: `feeCents` stays as the
 * payments' fees. A refund its payment's snapshot cannot express in the workspace's currency (a
 * payment priced before currencies) is counted but adds nothing.
 */
export const StatementResponse = object({
  ...StatementSummary.schema,
  /** The workspace's currency: every `...Cents` amount here is in its minor units. */
  currency: CurrencyStruct,
  refundCount: integer(),
  refundCents: integer(),
  netCents: integer(),
  tier: TierStruct,
  feeRateBp: integer(),
  lines: array(StatementLine),
});
export type StatementResponse = Infer<typeof StatementResponse>;

/**
 * The columns of a statement's CSV file, one row per paid checkout of the month: `amount` and
 * `fee` in the workspace's currency (named by `currency`), and the checkout's own price;
 * `refunded`, what its confirmed refunds gave back so far, in the workspace's currency.
 */
export const STATEMENT_CSV_COLUMNS = [
  'paid_at',
  'payment_id',
  'link',
  'token',
  'amount',
  'fee_rate',
  'fee',
  'currency',
  'price_currency',
  'price',
  'refunded',
] as const;

export const StatementCsv = annotate(string(), { description: `text/csv: ${STATEMENT_CSV_COLUMNS.join(', ')}` });

/** The longest customer search. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 200;

/** Part of a name or an e-mail address, any case. */
const CustomerSearch = annotate(
  refineCodes(singleLineText(), ['too_long'], (value) =>
    value.length > CUSTOMER_SEARCH_MAX_LENGTH
      ? [{ code: 'too_long', message: `Use at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters` }]
      : [],
  ),
  { maxLength: CUSTOMER_SEARCH_MAX_LENGTH },
);

/** GET /company/{id}/customers?q&limit&cursor (and the export's `q`). */
export const CustomerListQuery = object({ q: optional(CustomerSearch), ...pageQueryFields });
export type CustomerListQuery = Infer<typeof CustomerListQuery>;

export const CustomerExportQuery = object({ q: optional(CustomerSearch) });
export type CustomerExportQuery = Infer<typeof CustomerExportQuery>;

/**
 * A customer: their details as last given, and their paid checkouts, live (`totalCents`,
 * `paymentCount`) and test (`testTotalCents`, `testPaymentCount`) apart, the totals in the
 * workspace's `currency` (each checkout from its own locked snapshot).
 */
export const Customer = object({
  id: Uuid,
  email: nullable(string()),
  name: nullable(string()),
  country: nullable(string()),
  currency: CurrencyStruct,
  paymentCount: integer(),
  totalCents: integer(),
  testPaymentCount: integer(),
  testTotalCents: integer(),
  firstSeenAt: DateTime,
  lastSeenAt: DateTime,
});
export type Customer = Infer<typeof Customer>;

export const CustomerListResponse = object({ customers: array(Customer), ...pageAnswerFields });
export type CustomerListResponse = Infer<typeof CustomerListResponse>;

/** One of a customer's checkouts that took money (paid, or received and confirming). */
export const CustomerPayment = object({
  sessionId: Uuid,
  /** The payment that paid it (its page; the confirmed one where there were several); null while none is known. */
  paymentId: nullable(Uuid),
  linkId: Uuid,
  linkName: string(),
  environment: EnvironmentStruct,
  state: string(),
  token: CheckoutToken,
  /** The workspace's currency, which `totalCents` is in. */
  currency: CurrencyStruct,
  /** Its total in `currency`, from its own locked snapshot; null when that snapshot lacks the currency. */
  totalCents: nullable(integer()),
  /** The currency it was priced in, and its total there. */
  priceCurrency: CurrencyStruct,
  priceCents: integer(),
  txHash: nullable(string()),
  createdAt: DateTime,
  paidAt: nullable(DateTime),
});
export type CustomerPayment = Infer<typeof CustomerPayment>;

/**
 * GET /company/{id}/customers/{customerId}: the customer, every detail they gave, their payments
 * (newest first, at most 100), and the refunds of those payments in every state (newest first,
 * at most 100).
 */
export const CustomerDetail = object({
  customer: Customer,
  billing: object({
    street: nullable(string()),
    city: nullable(string()),
    postalCode: nullable(string()),
    vatNumber: nullable(string()),
  }),
  payments: array(CustomerPayment),
  refunds: array(Refund),
});
export type CustomerDetail = Infer<typeof CustomerDetail>;

/** The columns of the customers' CSV file: the totals in the workspace's currency, named by `currency`. */
export const CUSTOMER_CSV_COLUMNS = [
  'email',
  'name',
  'street',
  'city',
  'postal_code',
  'country',
  'vat_number',
  'payments',
  'total',
  'test_payments',
  'test_total',
  'first_seen',
  'last_seen',
  'currency',
] as const;

export const CustomerCsv = annotate(string(), { description: `text/csv: ${CUSTOMER_CSV_COLUMNS.join(', ')}` });
