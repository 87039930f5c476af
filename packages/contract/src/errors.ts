import { Uuid } from './ids';
import { array, enums, integer, object, string, type Infer } from 'superstruct';
import { nullable, optional } from './schema';

/** Every error code the API answers with, in `{ error: { code } }`. */
export const ErrorCode = {
  /** The request is malformed: a body that is not valid JSON or UTF-8, a bad path or header. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The body parsed but broke a rule: see `details` for the fields. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** Login failed. Deliberately the same whether or not the account exists. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Too many failed logins for the account: see `retryAfterSeconds`. */
  RATE_LIMITED: 'RATE_LIMITED',
  CODE_INVALID: 'CODE_INVALID',
  CODE_EXPIRED: 'CODE_EXPIRED',
  /** Five wrong tries: the code is void; request a new one. */
  CODE_ATTEMPTS_EXCEEDED: 'CODE_ATTEMPTS_EXCEEDED',
  /** A code was sent less than 60 s ago: see `retryAfterSeconds`. */
  RESEND_COOLDOWN: 'RESEND_COOLDOWN',
  /** The access lifetime is over: refresh the session (or log in when that fails). */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** No session, or a revoked or unknown one. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** A required user action (see `userActionsRequired`) must be completed first. */
  ACTION_REQUIRED: 'ACTION_REQUIRED',
  /** A mutating request from another site (Origin / Sec-Fetch-Site check). */
  CSRF_REJECTED: 'CSRF_REJECTED',
  NOT_FOUND: 'NOT_FOUND',
  /** The request's headers are larger than the server accepts. */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  FORBIDDEN: 'FORBIDDEN',
  /** The username or e-mail address cannot be used. */
  CONFLICT: 'CONFLICT',
  /** The password equals the username or the e-mail address. */
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  /** The password is on the list of most common passwords. */
  PASSWORD_COMMON: 'PASSWORD_COMMON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The change would leave the workspace without an owner. */
  LAST_OWNER: 'LAST_OWNER',
  /** The action needs the password again (last login older than 15 minutes), or the password given is wrong. */
  REAUTHENTICATION_REQUIRED: 'REAUTHENTICATION_REQUIRED',
  /** A verification link that is unknown, already used or replaced by a newer one. */
  LINK_INVALID: 'LINK_INVALID',
  /** A verification link past its lifetime. */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** The action needs a detail the workspace has not saved yet (a website, a company e-mail). */
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  /**
   * The text message could not be sent: the SMS gateway refused it or could not be reached, or
   * none is configured on this server. Nothing was changed; the request may be tried again.
   */
  SMS_UNAVAILABLE: 'SMS_UNAVAILABLE',
  /** Wallet verification: no unused challenge of the last 10 minutes (none asked, used, or expired); ask a new one. */
  CHALLENGE_EXPIRED: 'CHALLENGE_EXPIRED',
  /** Wallet verification: the signature is not the wallet's address signing the last challenge. */
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  /** Payment links pay to this wallet (active or disabled ones): see `links`. Nothing was removed. */
  WALLET_IN_USE: 'WALLET_IN_USE',
  /** An amount above the workspace tier's per-payment cap: see `tierLimit` for the cap and the tier that lifts it. */
  TIER_LIMIT_EXCEEDED: 'TIER_LIMIT_EXCEEDED',
  /** A payment link status change the rules refuse (archived is final; a link already has that status). */
  STATUS_TRANSITION_REFUSED: 'STATUS_TRANSITION_REFUSED',
  /** An archived payment link is kept as it was: it cannot be edited. */
  LINK_ARCHIVED: 'LINK_ARCHIVED',
  /**
   * No exchange rate for the pairing, or only one older than 10 minutes: the checkout refuses to
   * quote rather than guess, and a link priced in a currency other than US dollars cannot be
   * checked against the tier's limit. Try again shortly.
   */
  RATE_UNAVAILABLE: 'RATE_UNAVAILABLE',
  /** The payment link is disabled or archived (or its payout wallet is gone): it takes no payment now. */
  LINK_UNAVAILABLE: 'LINK_UNAVAILABLE',
  /** A dynamic link's one payment is already made. */
  LINK_ALREADY_PAID: 'LINK_ALREADY_PAID',
  /**
   * The checkout's time is over: a link's session whose rate no longer holds (open a new one), or
   * a store's checkout that expired (final: the store makes a new checkout).
   */
  CHECKOUT_EXPIRED: 'CHECKOUT_EXPIRED',
  /** The transaction is not on the chain yet (or failed to be read): send its hash again shortly. */
  TRANSACTION_NOT_FOUND: 'TRANSACTION_NOT_FOUND',
  /** The transaction does not pay this session: see `mismatch` for what differs. Nothing was bound. */
  TRANSACTION_MISMATCH: 'TRANSACTION_MISMATCH',
  /** The payment is already tied to a session: only unmatched payments can be assigned. */
  PAYMENT_ALREADY_MATCHED: 'PAYMENT_ALREADY_MATCHED',
  /**
   * The payment cannot be refunded: it is not confirmed (pending or reverted), or it belongs to no
   * checkout of the workspace (an unmatched transfer).
   */
  PAYMENT_NOT_REFUNDABLE: 'PAYMENT_NOT_REFUNDABLE',
  /**
   * The refund is more than the payment can still give back (what it received, less the refunds
   * not cancelled or failed): see `refundable`. Nothing was made.
   */
  REFUND_EXCEEDS_PAYMENT: 'REFUND_EXCEEDS_PAYMENT',
  /** The refund's state does not allow this (it was sent, confirmed, cancelled or failed): read it again. */
  REFUND_STATE_CONFLICT: 'REFUND_STATE_CONFLICT',
  /**
   * The `Idempotency-Key` was used in the last 24 hours for another request (another route or
   * another body, compared by meaning: the same JSON with its keys in another order is the same
   * request): nothing was done. Use a new key for a new request.
   */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /**
   * The first request under this `Idempotency-Key` is still running: nothing was done. Send the
   * same request again after `Retry-After` to get its answer.
   */
  IDEMPOTENCY_KEY_IN_USE: 'IDEMPOTENCY_KEY_IN_USE',
  /** The checkout is paid, or its payment is confirming: it can no longer be expired. */
  CHECKOUT_NOT_EXPIRABLE: 'CHECKOUT_NOT_EXPIRABLE',
  /**
   * The identity provider could not be reached or refused the request: nothing was started; try
   * again shortly.
   */
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  /**
   * Cards and bank transfers are not offered here: the merchant has them off, no on-ramp provider
   * is configured, or the provider does not serve this token, country or method.
   */
  ONRAMP_UNAVAILABLE: 'ONRAMP_UNAVAILABLE',
  /**
   * A store's API (Squarespace) could not be reached, failed, or asked to wait (see
   * `retryAfterSeconds`). Nothing was changed; try again shortly.
   */
  INTEGRATION_UNAVAILABLE: 'INTEGRATION_UNAVAILABLE',
  /** The webhook endpoint is disabled: nothing is sent to it (no test event, no pending delivery) until it is enabled. */
  WEBHOOK_ENDPOINT_DISABLED: 'WEBHOOK_ENDPOINT_DISABLED',
  /** A bug on the server. */
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_CODES = Object.values(ErrorCode) as readonly ErrorCode[];

/** The HTTP status that goes with each code. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  INVALID_CREDENTIALS: 401,
  RATE_LIMITED: 429,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  RESEND_COOLDOWN: 429,
  SESSION_EXPIRED: 401,
  UNAUTHENTICATED: 401,
  ACTION_REQUIRED: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  HEADERS_TOO_LARGE: 431,
  FORBIDDEN: 403,
  CONFLICT: 409,
  PASSWORD_TOO_WEAK: 422,
  PASSWORD_COMMON: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LAST_OWNER: 409,
  REAUTHENTICATION_REQUIRED: 403,
  LINK_INVALID: 400,
  LINK_EXPIRED: 410,
  PRECONDITION_FAILED: 409,
  SMS_UNAVAILABLE: 503,
  CHALLENGE_EXPIRED: 410,
  SIGNATURE_INVALID: 422,
  WALLET_IN_USE: 409,
  TIER_LIMIT_EXCEEDED: 422,
  STATUS_TRANSITION_REFUSED: 409,
  LINK_ARCHIVED: 409,
  RATE_UNAVAILABLE: 503,
  LINK_UNAVAILABLE: 409,
  LINK_ALREADY_PAID: 409,
  CHECKOUT_EXPIRED: 410,
  TRANSACTION_NOT_FOUND: 409,
  TRANSACTION_MISMATCH: 422,
  PAYMENT_ALREADY_MATCHED: 409,
  PAYMENT_NOT_REFUNDABLE: 409,
  REFUND_EXCEEDS_PAYMENT: 422,
  REFUND_STATE_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  CHECKOUT_NOT_EXPIRABLE: 409,
  PROVIDER_UNAVAILABLE: 503,
  ONRAMP_UNAVAILABLE: 409,
  INTEGRATION_UNAVAILABLE: 503,
  WEBHOOK_ENDPOINT_DISABLED: 409,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** Why one field was refused (in `details`). */
export const FieldErrorCode = {
  required: 'required',
  unknown_field: 'unknown_field',
  /** Wrong JSON type (a number where a string belongs...). */
  type: 'type',
  invalid: 'invalid',
  too_short: 'too_short',
  too_long: 'too_long',
  not_accepted: 'not_accepted',
  not_allowed: 'not_allowed',
  common: 'common',
  weak: 'weak',
  /** Invitations: the address already belongs to a member. */
  already_member: 'already_member',
  /** Invitations: the address already has a pending invitation. */
  already_invited: 'already_invited',
  /** Uploads: more pixels than allowed. */
  too_large: 'too_large',
  /** Wallet addresses: the right shape, but its checksum fails (a typing mistake). */
  checksum: 'checksum',
  /** Wallet addresses: an address of another network (a Kusama address offered as Polkadot). */
  wrong_network: 'wrong_network',
  /** Wallet addresses: an address that cannot receive a payment (the zero address, a precompile, a token contract). */
  cannot_receive: 'cannot_receive',
  /** Wallet addresses: the workspace already has a wallet with this address. */
  already_added: 'already_added',
  /** Payment links: a live link's payout wallet must be verified first. */
  not_verified: 'not_verified',
  /** A number below its minimum or above its maximum (amounts, VAT rate, page size). */
  out_of_range: 'out_of_range',
  /** Webhook URLs: a user name or password in the URL (deliveries are signed instead). */
  credentials: 'credentials',
  /** Webhook URLs: http where only https is accepted. */
  https_required: 'https_required',
  /** Webhook URLs: the host is (or resolves to) a loopback, private, link-local or reserved address. */
  private_address: 'private_address',
  /** Webhook URLs: the host name resolves to no address. */
  unresolvable: 'unresolvable',
  /** Store integrations: the store refused the key (unknown or revoked). */
  key_refused: 'key_refused',
  /** Store integrations: the key lacks a permission; the field names it (`squarespaceApiKey.orders`). */
  missing_permission: 'missing_permission',
  /** Phone numbers: no leading `+` and country code, so the number's country is unknown. */
  no_country_code: 'no_country_code',
  /** Phone numbers: `+` followed by no country's code. */
  unknown_country_code: 'unknown_country_code',
  /** Amounts: a minus sign. */
  negative: 'negative',
  /** Amounts: more decimals than the currency has (two for US dollars). */
  too_many_decimals: 'too_many_decimals',
  /** Amounts: a currency symbol or code typed with the number. */
  currency_symbol: 'currency_symbol',
  /** A new account e-mail address that is the account's address already. */
  unchanged: 'unchanged',
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];

export const FIELD_ERROR_CODES = Object.values(FieldErrorCode) as readonly FieldErrorCode[];

export const FieldError = object({
  /** Dot path of the field in the request body, e.g. `password` or `address.city`. */
  field: string(),
  code: enums(FIELD_ERROR_CODES),
  /** English explanation for logs and developers; clients show their own text per code. */
  message: string(),
});
export type FieldError = Infer<typeof FieldError>;

export const ErrorBody = object({
  error: object({
    code: enums(ERROR_CODES),
    message: string(),
    details: optional(array(FieldError)),
    retryAfterSeconds: optional(integer()),
    /** WALLET_IN_USE: the payment links (active or disabled) that pay to the wallet. */
    links: optional(array(object({ id: Uuid, name: string(), status: string() }))),
    /**
     * TIER_LIMIT_EXCEEDED: the workspace's tier, its per-payment cap (USD decimal), the amount
     * refused, and the first tier that allows it (null when none does).
     */
    tierLimit: optional(
      object({
        tier: string(),
        limit: string(),
        amount: string(),
        requiredTier: nullable(string()),
        /** `payment` (Basic, Basic Plus: each payment) or `month` (Silver, Gold: the calendar month's volume). */
        period: optional(enums(['payment', 'month'] as const)),
      }),
    ),
    /**
     * TRANSACTION_MISMATCH: what differs from the session: `chain`, `token`, `recipient`,
     * `amount`, `failed` (the transaction reverted), `used` (it already paid another session).
     */
    mismatch: optional(array(string())),
    /**
     * REFUND_EXCEEDS_PAYMENT: what the payment can still give back, in the token's smallest unit
     * and in its price currency (a decimal string in `currency`).
     */
    refundable: optional(object({ amount: string(), priceAmount: string(), currency: string() })),
  }),
});
export type ErrorBody = Infer<typeof ErrorBody>;
