// The public API a store or a program calls with an API key (`Authorization: Bearer mrd_...`),
// under /v1: the structs of public-routes.ts. A test key sees and makes test objects only, a
// live key live ones only.
import { array, enums, object, refine, type Infer } from 'superstruct';
import { isIsoDateTime } from './dates';
import { PublicEvent } from './event-data';
import { EVENT_TYPES } from './events';
import { pageAnswerFields, pageQueryFields } from './lists';
import { Email, textLength } from './rules';
import { Checkout, PublicPayment } from './checkout-object';
import { RedirectUrl, Amount } from './payment-links';
import { requiredText } from './phone';
import {
  METADATA_KEY_MAX_LENGTH,
  METADATA_KEYS_MAX,
  METADATA_VALUE_MAX_LENGTH,
  MetadataKey,
  MetadataValue,
} from './metadata';
import { annotate, optional, record, refineCodes } from './schema';
import { singleLineText, textRuleProblem } from './text';

import { UuidField } from './ids';
import { CurrencyStruct } from './currencies';

/** A moment with its offset, as a request gives it. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const CHECKOUT_DESCRIPTION_MAX_LENGTH = 500;
export const ORDER_REFERENCE_MAX_LENGTH = 100;
export { METADATA_KEY_MAX_LENGTH, METADATA_KEYS_MAX, METADATA_VALUE_MAX_LENGTH } from './metadata';

/**
 * The store's own facts about the order, given back as they were sent: up to 20 short strings.
 * Keys and values follow the text rule (no NUL, no lone surrogate, no control character; a value
 * may span lines), which the database's JSON also needs.
 */
export const Metadata = annotate(
  refineCodes(record(MetadataKey, MetadataValue), ['too_long', 'invalid'], (value) => {
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
  {
    description: `Up to ${METADATA_KEYS_MAX} string values, returned as sent`,
    maxProperties: METADATA_KEYS_MAX,
    // The refinement above is a struct of its own: it says again what the record's keys and values are.
    propertyNames: MetadataKey,
    additionalProperties: MetadataValue,
  },
);

export const OrderReference = annotate(
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
  /** The price in `currency`, such as `"49.90"` (yen `"1250"`: no decimals). */
  amount: Amount,
  /** The price currency; the workspace's when left out. A currency Meridian does not take is refused (422 on `currency`). */
  currency: optional(CurrencyStruct),
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
  /**
   * When the checkout stops accepting payment: 15 minutes to 7 days from now; 24 hours by
   * default. A store that replaces a checkout (the order changed) expires the old one instead.
   */
  expiresAt: optional(
    annotate(
      refine(singleLineText(), 'invalid', (value) =>
        ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
          ? true
          : 'Enter a date and time in ISO 8601 with its offset, such as 2026-06-15T10:30:00Z',
      ),
      { format: 'date-time' },
    ),
  ),
});
export type PublicCreateCheckoutRequest = Infer<typeof PublicCreateCheckoutRequest>;

/** A time in the query string (ISO 8601). */
const Since = annotate(
  refine(singleLineText(), 'invalid', (value) =>
    isIsoDateTime(value, { minYear: 1970 })
      ? true
      : 'Enter a date and time in ISO 8601 from 1970 to 9999, such as 2026-06-15T10:30:00Z',
  ),
  { format: 'date-time' },
);

/** The order of a `/v1` list: newest first by default, or `asc`, oldest first (reconciliation). */
export const LIST_ORDERS = ['desc', 'asc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
const Order = annotate(enums(LIST_ORDERS), { description: '`desc` (newest first, the default) or `asc`' });

/** GET /v1/checkouts: the store's checkouts (those made through `/v1`), by order reference. */
export const PublicCheckoutListQuery = object({
  orderReference: optional(OrderReference),
  order: optional(Order),
  ...pageQueryFields,
});
export type PublicCheckoutListQuery = Infer<typeof PublicCheckoutListQuery>;
export const PublicCheckoutListResponse = object({ checkouts: array(Checkout), ...pageAnswerFields });
export type PublicCheckoutListResponse = Infer<typeof PublicCheckoutListResponse>;

/** GET /v1/payments: the key's mode's payments detected at or after `since`, newest first unless `order=asc`. */
export const PublicPaymentListQuery = object({ since: optional(Since), order: optional(Order), ...pageQueryFields });
export type PublicPaymentListQuery = Infer<typeof PublicPaymentListQuery>;
export const PublicPaymentListResponse = object({ payments: array(PublicPayment), ...pageAnswerFields });
export type PublicPaymentListResponse = Infer<typeof PublicPaymentListResponse>;

/** An event's id in the query string: the last event a reader handled. */
const EventIdField = annotate(
  refine(singleLineText(), 'invalid', (value) => (/^\d{1,18}$/.test(value) ? true : 'Enter an event id')),
  { pattern: '^\\d{1,18}$', description: "An event's id: the list starts after it" },
);

/**
 * GET /v1/events: the key's mode's events (and the workspace's own facts), newest first; with
 * `order=asc` oldest first, and `after` the last event id a reader handled: the events written
 * after it, in the order they became visible, so that a reader that keeps the id misses none.
 */
export const PublicEventListQuery = object({
  since: optional(Since),
  type: optional(enums(EVENT_TYPES)),
  order: optional(Order),
  after: optional(EventIdField),
  ...pageQueryFields,
});
export type PublicEventListQuery = Infer<typeof PublicEventListQuery>;
export const PublicEventListResponse = object({ events: array(PublicEvent), ...pageAnswerFields });
export type PublicEventListResponse = Infer<typeof PublicEventListResponse>;
