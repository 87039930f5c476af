// Refunds: money a workspace gives back for a confirmed payment, in the payment's token, never
// more than was paid (partial refunds add up; cancelled and failed ones count for nothing).
// Meridian holds no money: the payer gives a refund address on a page reached by a single-use
// link, the merchant sends from one of the workspace's wallets (or names a transfer made
// elsewhere), and the chain watcher confirms it. The structs of refund-routes.ts, the `data` of
// every `refund.*` event and webhook, and the rules the screens and the API share.
import { array, boolean, enums, integer, object, refine, string, type Infer } from 'superstruct';
import { CheckoutChain, CheckoutToken, TokenUnits } from './checkout';
import { CURRENCY_DIGITS, CurrencyStruct, type Currency } from './currencies';
import { DateTime, Uuid, UuidField } from './ids';
import { EnvironmentStruct } from './link-fields';
import { pageAnswerFields, pageQueryFields } from './lists';
import { optionalText } from './phone';
import { LanguageStruct } from './rules';
import { annotate, nullable, optional, refineCodes } from './schema';
import { singleLineText } from './text';

/**
 * Where a refund stands:
 * - `requested`: made; the payer has not been asked for an address yet (no e-mail known: the
 *   merchant copies the payer's link);
 * - `awaiting_address`: the payer's link is out (mailed or copied), waiting for their address;
 * - `ready`: the refund address is known; the merchant sends;
 * - `sending`: a transaction hash is recorded; the watcher checks it (see `problem`);
 * - `confirmed`: the transfer is on chain with its confirmations (final);
 * - `cancelled`: the merchant withdrew it before sending (final);
 * - `failed`: the transaction reverted (final; a new refund may be made).
 */
export const REFUND_STATES = [
  'requested',
  'awaiting_address',
  'ready',
  'sending',
  'confirmed',
  'cancelled',
  'failed',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const RefundStateStruct = enums(REFUND_STATES);

/** The states that no longer change. */
export const REFUND_FINAL_STATES = ['confirmed', 'cancelled', 'failed'] as const satisfies readonly RefundState[];
/** The states whose amount counts against what the payment can still give back. */
export const REFUND_COUNTING_STATES = [
  'requested',
  'awaiting_address',
  'ready',
  'sending',
  'confirmed',
] as const satisfies readonly RefundState[];
/** The states in which the merchant may still cancel (nothing was sent). */
export const REFUND_CANCELLABLE_STATES = [
  'requested',
  'awaiting_address',
  'ready',
] as const satisfies readonly RefundState[];
/** The states in which a payer's link can be made (a new one replaces the last). */
export const REFUND_LINKABLE_STATES = ['requested', 'awaiting_address'] as const satisfies readonly RefundState[];

export function isRefundState<const States extends readonly RefundState[]>(
  state: RefundState,
  states: States,
): state is States[number] {
  return (states as readonly RefundState[]).includes(state);
}

/**
 * Why the watcher has not confirmed a refund in `sending` yet:
 * - `not_found`: no transaction with that hash on the chain yet;
 * - `wrong_token`: it moves another token (or the coin instead of the token);
 * - `wrong_amount`: not exactly the refund's amount;
 * - `wrong_sender`: not sent from one of the workspace's wallets;
 * - `wrong_recipient`: not sent to the refund address;
 * - `reverted`: the transaction failed on chain (the refund is `failed`).
 */
export const REFUND_PROBLEMS = [
  'not_found',
  'wrong_token',
  'wrong_amount',
  'wrong_sender',
  'wrong_recipient',
  'reverted',
] as const;
export type RefundProblem = (typeof REFUND_PROBLEMS)[number];

/** How long the payer's link works: 30 days from when it was made. */
export const REFUND_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The longest reason a refund can carry. */
export const REFUND_REASON_MAX_LENGTH = 200;

/**
 * A refund, as the dashboard's routes, `/v1/refunds` and every `refund.*` event answer it.
 * `amount` is what is sent, in the token's smallest unit; `priceAmount` the same money in the
 * payment's price currency at the payment's own locked rate.
 */
export const Refund = object({
  id: Uuid,
  mode: EnvironmentStruct,
  state: RefundStateStruct,
  paymentId: Uuid,
  /** The checkout the payment paid (or was meant for, when it arrived late); null for neither. */
  checkoutId: nullable(Uuid),
  chainId: integer(),
  token: CheckoutToken,
  /** What is given back, in the token's smallest unit. */
  amount: TokenUnits,
  /** The same, in `currency` as a decimal string in its digits (`"10.00"`, yen `"1250"`). */
  priceAmount: string(),
  currency: CurrencyStruct,
  /** The merchant's reason, as given (a store's refund reason); null without one. */
  reason: nullable(string()),
  /** Where the money goes (EIP-55); null until the payer (or the merchant) gives it. */
  address: nullable(string()),
  /** The address the payment was sent from: offered to the payer, with a warning about exchanges. */
  paymentFrom: string(),
  /** Until when the payer's current link works; null before one is made, and once used. */
  linkExpiresAt: nullable(DateTime),
  /** Whether the payer's link was mailed to the e-mail address the checkout knows. */
  linkMailed: boolean(),
  /** The transfer that gives the money back, once recorded. */
  txHash: nullable(string()),
  /** The workspace wallet it was sent from, once the watcher read the transfer. */
  from: nullable(string()),
  /** While sending and once confirmed: blocks on the transfer's (its own included) and how many make it final. */
  confirmations: nullable(object({ count: integer(), required: integer() })),
  /** Why the watcher has not confirmed it yet (or why it failed); null when nothing is wrong. */
  problem: nullable(enums(REFUND_PROBLEMS)),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** When the address was given. */
  addressAt: nullable(DateTime),
  /** When the transaction hash was recorded. */
  sentAt: nullable(DateTime),
  confirmedAt: nullable(DateTime),
  cancelledAt: nullable(DateTime),
  failedAt: nullable(DateTime),
});
export type Refund = Infer<typeof Refund>;

/** A decimal amount typed for a refund: in the token, or in the price currency when `currency` is given. */
const RefundAmount = annotate(
  refineCodes(singleLineText(), ['invalid', 'negative'], (value) => {
    const text = value.trim();
    if (text.startsWith('-')) return [{ code: 'negative', message: 'Enter an amount above zero' }];
    return /^\d{1,40}(\.\d{1,40})?$/.test(text) ? [] : [{ code: 'invalid', message: 'Enter an amount such as 10.50' }];
  }),
  {
    pattern: '^\\d+(\\.\\d+)?$',
    description:
      'A decimal amount: in the token (`"10.5"` USDC) or, with `currency`, in the payment\'s price currency (`"10.00"`); left out, all that can still be refunded',
  },
);

/** What a refund is made with, from the payment's page or `/v1/refunds`. */
const createRefundFields = {
  /** Left out: everything the payment can still give back (a full refund is the token amount received). */
  amount: optional(RefundAmount),
  /**
   * The payment's price currency when `amount` is in it (converted at the payment's locked rate);
   * left out, `amount` is in the token. Another currency is refused (`not_allowed`).
   */
  currency: optional(CurrencyStruct),
  /** The refund address, when the merchant already has it: the payer is not asked. Checked for the payment's network. */
  address: optional(annotate(singleLineText(), { description: "An address on the payment's network" })),
  reason: optional(optionalText(REFUND_REASON_MAX_LENGTH)),
  /** The payer's language for the mail with their link; by default the language of the member (or the workspace's first owner) who makes it. */
  language: optional(LanguageStruct),
};

/** POST /payments/{id}/refunds. */
export const CreateRefundRequest = object(createRefundFields);
export type CreateRefundRequest = Infer<typeof CreateRefundRequest>;

/**
 * POST /payments/{id}/refunds: the refund, and the payer's link when it was made and mailed with
 * it (shown once: only its digest is kept); null when the address was given, or when the checkout
 * knows no e-mail (the refund stays `requested` until the merchant makes a link to copy).
 */
export const CreatedRefundResponse = object({
  refund: Refund,
  payerUrl: nullable(string()),
});
export type CreatedRefundResponse = Infer<typeof CreatedRefundResponse>;

/** What a payment can still give back, in the token and in its price currency. */
export const RefundableAmount = object({
  amount: TokenUnits,
  priceAmount: string(),
  currency: CurrencyStruct,
});
export type RefundableAmount = Infer<typeof RefundableAmount>;

/**
 * GET /payments/{id}/refunds: the payment's refunds, newest first, what it received, and what
 * it can still give back (nothing while not confirmed).
 */
export const PaymentRefundsResponse = object({
  refunds: array(Refund),
  paid: RefundableAmount,
  refundable: RefundableAmount,
  /** Whether a refund can be made now: the payment is confirmed and belongs to a checkout of the workspace. */
  canRefund: boolean(),
});
export type PaymentRefundsResponse = Infer<typeof PaymentRefundsResponse>;

/** A transaction hash: `0x` and 64 hexadecimal digits. */
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * POST /refunds/{id}/sent: the hash of the transaction that gives the money back, sent from a
 * connected workspace wallet or elsewhere. A refund `ready`, or `sending` with a problem (a
 * corrected hash), moves to `sending`; the watcher confirms it.
 */
export const MarkRefundSentRequest = object({
  txHash: annotate(
    refine(singleLineText(), 'invalid', (value) =>
      TX_HASH.test(value.trim()) ? true : 'Expected a transaction hash: 0x and 64 hexadecimal digits',
    ),
    { pattern: TX_HASH.source },
  ),
});
export type MarkRefundSentRequest = Infer<typeof MarkRefundSentRequest>;

/** POST /refunds/{id}/payer-link: a new payer's link (the last one stops working), shown once. */
export const RefundPayerLinkResponse = object({ refund: Refund, payerUrl: string() });
export type RefundPayerLinkResponse = Infer<typeof RefundPayerLinkResponse>;

/**
 * GET /refund-request/{token}: what the payer's page shows. The token is the link's 128 random
 * bits; a used or replaced link is LINK_INVALID, one older than 30 days LINK_EXPIRED.
 */
export const RefundRequestView = object({
  merchantName: string(),
  /** What the payment was for: the link's name or the store's description. */
  description: string(),
  state: RefundStateStruct,
  chain: CheckoutChain,
  token: CheckoutToken,
  amount: TokenUnits,
  priceAmount: string(),
  currency: CurrencyStruct,
  /** The address the payment came from: offered, with a warning that an exchange may not credit a return. */
  paymentFrom: string(),
  /** The address given, once given. */
  address: nullable(string()),
  expiresAt: DateTime,
});
export type RefundRequestView = Infer<typeof RefundRequestView>;

/** POST /refund-request/{token}/address: the payer's refund address, checked for the payment's network. */
export const SubmitRefundAddressRequest = object({
  address: annotate(singleLineText(), { description: "An address on the payment's network" }),
});
export type SubmitRefundAddressRequest = Infer<typeof SubmitRefundAddressRequest>;

/** POST /v1/refunds: a refund of a checkout's payment (`checkoutId`) or of a payment (`paymentId`): one of them. */
export const PublicCreateRefundRequest = refineCodes(
  object({ checkoutId: optional(UuidField), paymentId: optional(UuidField), ...createRefundFields }),
  ['required'],
  (value) =>
    (value.checkoutId === undefined) !== (value.paymentId === undefined)
      ? []
      : [{ path: ['checkoutId'], code: 'required', message: 'Give either checkoutId or paymentId, not both' }],
);
export type PublicCreateRefundRequest = Infer<typeof PublicCreateRefundRequest>;

/** GET /v1/refunds: the key's mode's refunds, newest first; narrowed to a checkout's or a payment's. */
export const PublicRefundListQuery = object({
  checkoutId: optional(UuidField),
  paymentId: optional(UuidField),
  ...pageQueryFields,
});
export type PublicRefundListQuery = Infer<typeof PublicRefundListQuery>;

export const RefundListResponse = object({ refunds: array(Refund), ...pageAnswerFields });
export type RefundListResponse = Infer<typeof RefundListResponse>;

// ---------------------------------------------------------------------------------------------
// Amounts: a token amount and the same money in the price currency, at a payment's locked rate
// (`rate`: price currency units per token, a decimal string), in exact integer arithmetic.

/** A decimal string as a fraction of integers: `"0.25"` -> 25n / 100n. */
function fractionOf(decimal: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new Error(`Not a decimal rate: ${decimal}`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(`${match[1]}${fraction}`), denominator: 10n ** BigInt(fraction.length) };
}

/** `numerator / denominator` rounded half up (both positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A token amount (smallest unit) in whole minor units of `currency`, at `rate`, half up. */
export function tokenUnitsToMinor(units: bigint, decimals: number, rate: string, currency: Currency): number {
  const { numerator, denominator } = fractionOf(rate);
  const scale = 10n ** BigInt(CURRENCY_DIGITS[currency]);
  return Number(divideHalfUp(units * numerator * scale, denominator * 10n ** BigInt(decimals)));
}

/** Minor units of `currency` in the token's smallest unit, at `rate`, half up; null at a rate of zero. */
export function minorToTokenUnits(minor: number, currency: Currency, rate: string, decimals: number): bigint | null {
  const { numerator, denominator } = fractionOf(rate);
  if (numerator === 0n) return null;
  const scale = 10n ** BigInt(CURRENCY_DIGITS[currency]);
  return divideHalfUp(BigInt(minor) * denominator * 10n ** BigInt(decimals), numerator * scale);
}
