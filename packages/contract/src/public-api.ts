// The public API a store or a program calls with an API key (`Authorization: Bearer mrd_...`),
// under /v1: the structs of public-routes.ts. A test key sees and makes test objects only, a
// live key live ones only.
import { array, enums, object, record, refine, string, type Infer } from 'superstruct';
import { isIsoDateTime } from './dates';
import { Event, EVENT_TYPES } from './events';
import { pageAnswerFields, pageQueryFields } from './lists';
import { Email, textLength } from './rules';
import { DynamicLinkPaymentStatus, Payment } from './payments';
import { EnvironmentStruct, RedirectUrl, UsdAmount } from './payment-links';
import { requiredText } from './phone';
import { annotate, nullable, optional, refineCodes } from './schema';
import { singleLineText, textRuleProblem } from './text';

const Uuid = annotate(string(), { format: 'uuid' });
const UuidField = annotate(singleLineText(), { format: 'uuid' });
const DateTime = annotate(string(), { format: 'date-time', description: 'ISO 8601' });

export const CHECKOUT_DESCRIPTION_MAX_LENGTH = 500;
export const ORDER_REFERENCE_MAX_LENGTH = 100;
export const METADATA_KEYS_MAX = 20;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_VALUE_MAX_LENGTH = 500;

/**
 * The store's own facts about the order, given back as they were sent: up to 20 short strings.
 * Keys and values follow the text rule (no NUL, no lone surrogate, no control character; a value
 * may span lines), which the database's JSON also needs.
 */
export const Metadata = annotate(
  refineCodes(record(string(), string()), ['too_long', 'invalid'], (value) => {
    const entries = Object.entries(value);
    if (entries.length > METADATA_KEYS_MAX) {
      return [{ code: 'too_long', message: `Use at most ${METADATA_KEYS_MAX} keys` }];
    }
    for (const [key, entry] of entries) {
      if (key.length === 0 || key.length > METADATA_KEY_MAX_LENGTH) {
        return [{ code: 'too_long', message: `Keys have 1 to ${METADATA_KEY_MAX_LENGTH} characters` }];
      }
      const keyProblem = textRuleProblem(key);
      // The key itself is not named: it is what cannot be shown.
      if (keyProblem) return [{ code: 'invalid', message: `A key is refused: ${keyProblem}` }];
      // A failure's path replaces the field's own: it names the field (`metadata.cart`) in full.
      if (entry.length > METADATA_VALUE_MAX_LENGTH) {
        return [
          { path: ['metadata', key], code: 'too_long', message: `Use at most ${METADATA_VALUE_MAX_LENGTH} characters` },
        ];
      }
      const valueProblem = textRuleProblem(entry, 'multi-line');
      if (valueProblem) return [{ path: ['metadata', key], code: 'invalid', message: valueProblem }];
    }
    return [];
  }),
  { description: `Up to ${METADATA_KEYS_MAX} string values, returned as sent` },
);

const OrderReference = annotate(
  refine(
    singleLineText(),
    'too_long',
    (value) =>
      textLength(value.trim()) <= ORDER_REFERENCE_MAX_LENGTH || `Use at most ${ORDER_REFERENCE_MAX_LENGTH} characters`,
  ),
  { maxLength: ORDER_REFERENCE_MAX_LENGTH, description: "The store's own order number" },
);

/** POST /v1/checkouts: one payment for one order, in the key's environment. */
export const PublicCreateCheckoutRequest = object({
  /** The price in USD, such as `"49.90"`. */
  amount: UsdAmount,
  /** What the payment is for, shown to the payer. */
  description: requiredText(CHECKOUT_DESCRIPTION_MAX_LENGTH),
  orderReference: optional(OrderReference),
  /** Where the payer goes once paid (https). */
  returnUrl: optional(RedirectUrl),
  metadata: optional(Metadata),
  /** Who pays, when the store knows. */
  customer: optional(object({ name: optional(requiredText(100)), email: optional(Email) })),
  /** The wallet paid; without it, the workspace's first wallet that may receive in the key's environment. */
  payoutWalletId: optional(UuidField),
});
export type PublicCreateCheckoutRequest = Infer<typeof PublicCreateCheckoutRequest>;

/** Where a checkout stands: `pending` until a payer opens it, then its session's state. */
export const CHECKOUT_STATUSES = ['pending', 'open', 'processing', 'paid', 'expired'] as const;

/** A checkout as the public API answers it. */
export const PublicCheckout = object({
  id: Uuid,
  mode: EnvironmentStruct,
  status: enums(CHECKOUT_STATUSES),
  amount: string(),
  currency: enums(['USD'] as const),
  description: string(),
  orderReference: nullable(string()),
  returnUrl: nullable(string()),
  metadata: record(string(), string()),
  /** The page the payer pays on: send the buyer there. */
  url: string(),
  /** The payment, once a payer opened the checkout. */
  payment: nullable(DynamicLinkPaymentStatus),
  createdAt: DateTime,
});
export type PublicCheckout = Infer<typeof PublicCheckout>;

/** A time in the query string (ISO 8601). */
const Since = annotate(
  refine(singleLineText(), 'invalid', (value) =>
    isIsoDateTime(value, { minYear: 1970 })
      ? true
      : 'Enter a date and time in ISO 8601 from 1970 to 9999, such as 2026-06-15T10:30:00Z',
  ),
  { format: 'date-time' },
);

/** GET /v1/payments: the key's environment's payments detected at or after `since`, newest first. */
export const PublicPaymentListQuery = object({ since: optional(Since), ...pageQueryFields });
export type PublicPaymentListQuery = Infer<typeof PublicPaymentListQuery>;
export const PublicPaymentListResponse = object({ payments: array(Payment), ...pageAnswerFields });
export type PublicPaymentListResponse = Infer<typeof PublicPaymentListResponse>;

/** GET /v1/events: the key's environment's events written at or after `since`, newest first. */
export const PublicEventListQuery = object({
  since: optional(Since),
  type: optional(enums(EVENT_TYPES)),
  ...pageQueryFields,
});
export type PublicEventListQuery = Infer<typeof PublicEventListQuery>;
export const PublicEventListResponse = object({ events: array(Event), ...pageAnswerFields });
export type PublicEventListResponse = Infer<typeof PublicEventListResponse>;
