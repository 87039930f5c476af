// Payments as the merchant sees them: the request and response structs of the payment routes
// (payment-routes.ts). A payment is one on-chain transfer to a payout address; it belongs to a
// checkout session, or waits unmatched until a member assigns it to one.
import { array, boolean, enums, integer, object, string, type Infer } from 'superstruct';
import {
  CheckoutToken,
  PAYMENT_MATCHES,
  PAYMENT_STATES,
  SESSION_EXCEPTIONS,
  SESSION_STATES,
  TokenUnits,
} from './checkout';
import { CurrencyStruct } from './currencies';
import { isIsoDateTime } from './dates';
import { pageAnswerFields, pageQueryFields } from './lists';
import { EnvironmentStruct, PaymentLink } from './payment-links';
import { annotate, nullable, optional, refineCodes } from './schema';
import { singleLineText } from './text';
import { DateTime, Uuid, UuidField } from './ids';

/** A payment: one transfer to a watched address, unique on (chain, transaction, log index). */
export const Payment = object({
  id: Uuid,
  /**
   * The workspace of its session; for an unmatched payment, which belongs to its address and is
   * shown to every workspace that proved that address, the workspace whose list it is in.
   */
  companyId: Uuid,
  environment: EnvironmentStruct,
  chainId: integer(),
  txHash: string(),
  /** The transfer's log index in its block; -1 for a transfer of the chain's coin. */
  logIndex: integer(),
  blockNumber: string(),
  from: string(),
  to: string(),
  token: CheckoutToken,
  amount: TokenUnits,
  /** What it was worth at its session's locked rate, in USD cents; null while unmatched. */
  usdCents: nullable(integer()),
  /** The workspace's currency, which `cents` is in. */
  currency: CurrencyStruct,
  /**
   * What it was worth in the workspace's currency: its value in `priceCurrency` re-expressed
   * through the USD snapshot locked with its session (never the day's rate); null while unmatched
   * or when that snapshot lacks the currency.
   */
  cents: nullable(integer()),
  /** The currency its checkout session priced in; null while unmatched. */
  priceCurrency: nullable(CurrencyStruct),
  /** What it was worth at the locked rate in `priceCurrency`'s minor units; null while unmatched. */
  priceCents: nullable(integer()),
  state: enums(PAYMENT_STATES),
  /** How it was tied to its session; null while unmatched. */
  match: nullable(enums(PAYMENT_MATCHES)),
  /** Whether it arrived after the checkout it was meant for had expired: it waits, unmatched, for the merchant. */
  late: boolean(),
  session: nullable(
    object({
      id: Uuid,
      state: enums(SESSION_STATES),
      exception: nullable(enums(SESSION_EXCEPTIONS)),
      linkId: Uuid,
      linkName: string(),
    }),
  ),
  detectedAt: DateTime,
  confirmedAt: nullable(DateTime),
  /**
   * Blocks on its own (its block included) as of the chain head the watcher last saw (0 once
   * reverted, or before the watcher saw the chain), and how many make it final: the checkout's
   * shape.
   */
  confirmations: object({ count: integer(), required: integer() }),
});
export type Payment = Infer<typeof Payment>;

/**
 * Where a dynamic link's one payment stands: its latest checkout session's state (expired once
 * past its deadline) and exception, its token and amount, when it was paid, and the payment
 * that counts for it.
 */
export const DynamicLinkPaymentStatus = object({
  sessionId: Uuid,
  state: enums(SESSION_STATES),
  exception: nullable(enums(SESSION_EXCEPTIONS)),
  token: CheckoutToken,
  amount: TokenUnits,
  paidAt: nullable(DateTime),
  paymentId: nullable(Uuid),
});
export type DynamicLinkPaymentStatus = Infer<typeof DynamicLinkPaymentStatus>;

/**
 * GET /payment-link/{id} and GET /payment-link/dynamic/{id}: the link, and for a dynamic link
 * its payment (null before anyone opened it).
 */
export const PaymentLinkDetail = object({
  ...PaymentLink.schema,
  payment: optional(nullable(DynamicLinkPaymentStatus)),
});
export type PaymentLinkDetail = Infer<typeof PaymentLinkDetail>;

/**
 * Whether a date of the query string is a real day (or time) from the year 2000 (payments are
 * recorded at the server's time) to 9999: see `isIsoDateTime`.
 */
function isDateFilter(value: string): boolean {
  return isIsoDateTime(value, { minYear: 2000 });
}

/** A date in the query string (`2026-11-01` or a full ISO 8601 time). */
const DateFilter = annotate(
  refineCodes(singleLineText(), ['invalid'], (value) =>
    isDateFilter(value) ? [] : [{ code: 'invalid', message: 'Enter a date such as 2026-11-01, from the year 2000' }],
  ),
  { format: 'date-time' },
);

const pageFields = pageQueryFields;

/** GET /payments?companyId: newest first, filtered, a page at a time. */
export const PaymentListQuery = object({
  companyId: UuidField,
  state: optional(enums(PAYMENT_STATES)),
  environment: optional(EnvironmentStruct),
  /** One link's payments. */
  linkId: optional(UuidField),
  /** `matched`: tied to a session; `unmatched`: waiting in the inbox. */
  matched: optional(enums(['matched', 'unmatched'] as const)),
  /** Detected at or after / before. */
  from: optional(DateFilter),
  to: optional(DateFilter),
  ...pageFields,
});
export type PaymentListQuery = Infer<typeof PaymentListQuery>;

/** GET /payment-link/{id}/payments: one link's payments. */
export const LinkPaymentListQuery = object({ ...pageFields });
export type LinkPaymentListQuery = Infer<typeof LinkPaymentListQuery>;

/** GET /payments/unmatched?companyId: transfers no session claimed. */
export const UnmatchedPaymentListQuery = object({ companyId: UuidField, ...pageFields });
export type UnmatchedPaymentListQuery = Infer<typeof UnmatchedPaymentListQuery>;

/** A page of payments; `total` counts every match of the filters, `nextCursor` the next page (null on the last). */
export const PaymentListResponse = object({ payments: array(Payment), ...pageAnswerFields });
export type PaymentListResponse = Infer<typeof PaymentListResponse>;

/**
 * POST /payments/{id}/assign: an unmatched payment the workspace `companyId` sees goes to one of
 * its sessions (flagged `marked`), and leaves every other workspace's inbox.
 */
export const AssignPaymentRequest = object({ companyId: UuidField, sessionId: UuidField });
export type AssignPaymentRequest = Infer<typeof AssignPaymentRequest>;

/** How many sessions GET /payments/sessions answers at most. */
export const ASSIGNABLE_SESSIONS_MAX = 100;

/**
 * A checkout session an unmatched payment can be assigned to: open or expired, not paid, on the
 * payment's chain and in its token (the API refuses another).
 */
export const AssignableSession = object({
  id: Uuid,
  linkId: Uuid,
  linkName: string(),
  environment: EnvironmentStruct,
  state: enums(['open', 'expired'] as const),
  chainId: integer(),
  token: CheckoutToken,
  /** What the session asks for, in the token's smallest unit. */
  amount: TokenUnits,
  /** Its total in minor units of `currency`, its price currency. */
  currency: CurrencyStruct,
  totalCents: integer(),
  createdAt: DateTime,
  expiresAt: DateTime,
});
export type AssignableSession = Infer<typeof AssignableSession>;

/** GET /payments/sessions?companyId: the sessions to assign a payment to, newest first; `linkId` narrows to one link's. */
export const AssignableSessionQuery = object({ companyId: UuidField, linkId: optional(UuidField) });
export type AssignableSessionQuery = Infer<typeof AssignableSessionQuery>;

export const AssignableSessionListResponse = object({ sessions: array(AssignableSession) });
export type AssignableSessionListResponse = Infer<typeof AssignableSessionListResponse>;
