// The checkout and the payment as a store sees them: the public objects of `/v1` and of every
// `checkout.*` and `payment.*` event and webhook. A payment link is a reusable page; a checkout
// is one thing a payer pays: a session of a link, or a checkout a store made through
// `POST /v1/checkouts`. Its id is the same in `GET /v1/checkouts/{id}`, in its events and in its
// webhooks, from its creation to its last event.
import { enums, integer, object, string, type Infer } from 'superstruct';
import { CheckoutToken, PAYMENT_STATES, SESSION_EXCEPTIONS, TokenUnits } from './checkout';
import { DateTime, Uuid } from './ids';
import { CurrencyStruct } from './currencies';
import { EnvironmentStruct } from './link-fields';
import { METADATA_KEYS_MAX, MetadataKey, MetadataValue } from './metadata';
import { annotate, nullable, record } from './schema';

/**
 * Where a checkout stands: `open` (it can be paid), `processing` (the full amount seen on chain,
 * not final yet), `paid` (final), `expired` (final: nothing enough arrived in time, or the store
 * expired it; money arriving afterwards never pays it).
 */
export const CHECKOUT_STATUSES = ['open', 'processing', 'paid', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** How long a store's checkout can be paid, from its creation: 24 hours unless it says, 15 minutes to 7 days. */
export const CHECKOUT_EXPIRY_MS = {
  default: 24 * 60 * 60 * 1000,
  min: 15 * 60 * 1000,
  max: 7 * 24 * 60 * 60 * 1000,
} as const;

/** A store's own facts about an order, as it sent them: short strings by key. */
export const MetadataObject = annotate(record(MetadataKey, MetadataValue), {
  description: 'The values the checkout was created with, returned unchanged',
  maxProperties: METADATA_KEYS_MAX,
});

/** One on-chain transfer to a payout address, as `/v1` and the `payment.*` events answer it. */
export const PublicPayment = object({
  id: Uuid,
  mode: EnvironmentStruct,
  /** `pending` until final on its chain, then `confirmed`; `reverted` when a reorg dropped it. */
  status: enums(PAYMENT_STATES),
  /** The checkout it pays; null while unmatched (it arrived late, or matches no checkout). */
  checkoutId: nullable(Uuid),
  /** The payment link whose checkout it pays, when that checkout is a session of a link. */
  paymentLinkId: nullable(Uuid),
  /** The checkout it was meant for, when it arrived after that checkout expired. */
  lateForCheckoutId: nullable(Uuid),
  chainId: integer(),
  txHash: string(),
  from: string(),
  to: string(),
  token: CheckoutToken,
  /** What arrived, in the token's smallest unit. */
  amount: TokenUnits,
  detectedAt: DateTime,
  confirmedAt: nullable(DateTime),
  revertedAt: nullable(DateTime),
});
export type PublicPayment = Infer<typeof PublicPayment>;

/** A checkout, as `GET /v1/checkouts/{id}` answers it and every `checkout.*` event carries it. */
export const Checkout = object({
  id: Uuid,
  mode: EnvironmentStruct,
  status: enums(CHECKOUT_STATUSES),
  /**
   * What is unusual beside the status: `underpaid` (less than the amount arrived in time),
   * `overpaid` (more), `paid_late` (money arrived after it expired: it waits, unmatched, for the
   * merchant), `marked` (the merchant assigned a payment to it by hand).
   */
  exception: nullable(enums(SESSION_EXCEPTIONS)),
  /** The price in `currency`, a decimal string in its digits such as `"49.90"` (yen `"1250"`). */
  amount: string(),
  currency: CurrencyStruct,
  /**
   * The rate locked when the payer opened it (units of `currency` per token), where it came from
   * and when; null until a payer opened it.
   */
  rate: nullable(string()),
  rateSource: nullable(string()),
  rateAt: nullable(DateTime),
  /** What the payment is for: a store's description, or the link's name. */
  description: string(),
  /** The store's own order reference, as it was sent; null for a session of a link. */
  orderReference: nullable(string()),
  metadata: MetadataObject,
  /** The payment link this checkout is a session of; null for a checkout a store made. */
  paymentLinkId: nullable(Uuid),
  /** The page the payer pays on. */
  url: string(),
  /** Where the payer goes once paid (https), if anywhere. */
  returnUrl: nullable(string()),
  /** When it stops accepting payment, if it is not paid by then. */
  expiresAt: DateTime,
  /** The payment that pays it, or the latest that arrived for it; null before any. */
  payment: nullable(PublicPayment),
  createdAt: DateTime,
});
export type Checkout = Infer<typeof Checkout>;
