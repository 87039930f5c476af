// Checkout: the request and response structs of the public checkout routes (checkout-routes.ts)
// and of the exchange rate, and the rules the checkout page and the server share (token amounts
// as integers, the EIP-681 payment address, session states). Amounts of a token are integers in
// its smallest unit (wei for the coin), sent as decimal strings: nothing goes through floating
// point.
import { array, boolean, enums, integer, object, refine, string, type Infer } from 'superstruct';
import { optionalText, requiredText } from './phone';
import { Country, Email } from './rules';
import { annotate, nullable, optional } from './schema';
import { singleLineText } from './text';
import { EnvironmentStruct, LinkTypeStruct, Amount } from './link-fields';
import { DateTime, Uuid } from './ids';
import { CurrencyStruct } from './currencies';

/** An integer amount of a token's smallest unit, as a decimal string (`"1500000"` is 1.5 USDC). */
export const TokenUnits = annotate(string(), {
  pattern: '^\\d+$',
  description: "An integer in the token's smallest unit, as a decimal string",
  examples: ['1500000'],
});

// ---------------------------------------------------------------------------------------------
// Exchange rates

/** A pairing as `BASE/QUOTE`: a token symbol, then `USD` (`GLMR/USD`, `USDC/USD`). */
export const PAIRING_PATTERN = /^([A-Za-z0-9.]{1,11})\/([A-Za-z]{3})$/;

/** GET /exchange-rate?pairing=GLMR/USD */
export const ExchangeRateQuery = object({
  pairing: annotate(singleLineText(), {
    pattern: PAIRING_PATTERN.source,
    examples: ['GLMR/USD'],
    description: 'A token symbol, a slash and USD',
  }),
});
export type ExchangeRateQuery = Infer<typeof ExchangeRateQuery>;

/** How old (in milliseconds) a rate may be before the checkout refuses to quote with it. */
export const RATE_STALE_AFTER_MS = 10 * 60 * 1000;

/**
 * One rate: how many units of `quote` one `base` is worth, as a decimal string with up to 18
 * decimals (`"0.2512"`). `sandbox` marks the fixed rates of a server without a real provider
 * (development and the local chain): the page says so beside the price.
 */
export const ExchangeRate = object({
  pairing: string(),
  base: string(),
  quote: string(),
  rate: annotate(string(), { pattern: '^\\d+(\\.\\d+)?$', examples: ['0.2512'] }),
  /** When the provider gave this rate. */
  fetchedAt: DateTime,
  sandbox: boolean(),
});
export type ExchangeRate = Infer<typeof ExchangeRate>;

// ---------------------------------------------------------------------------------------------
// Token amounts

/** `"1500000"`, 6 -> `"1.5"`: integer units as a decimal, without trailing zeros. */
export function formatTokenUnits(units: string | bigint, decimals: number): string {
  const value = typeof units === 'bigint' ? units : BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `"1.5"`, 6 -> 1500000n: a decimal amount of a token in its smallest unit; null when it is not one or has too many decimals. */
export function parseTokenUnits(value: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/**
 * The EIP-681 address a wallet's QR scanner reads: `ethereum:<token>@<chain>/transfer?address=<to>&uint256=<units>`
 * for a token, `ethereum:<to>@<chain>?value=<wei>` for the coin. Several wallets ignore parts of
 * it, so the page shows the address, amount, token contract and network beside the code.
 */
export function paymentUri(input: { chainId: number; to: string; contract: string | null; units: string }): string {
  return input.contract === null
    ? `ethereum:${input.to}@${input.chainId}?value=${input.units}`
    : `ethereum:${input.contract}@${input.chainId}/transfer?address=${input.to}&uint256=${input.units}`;
}

// ---------------------------------------------------------------------------------------------
// The link's public face

/**
 * Whether a payer can pay through a link now:
 * - `usable`: open a session;
 * - `unavailable`: the link is disabled or archived (the page says only that);
 * - `above_limit`: its amount is above the merchant's tier cap (see `tierLimit`);
 * - `paid`: a dynamic link whose one payment is made;
 * - `expired`: a store's checkout whose time is over, or that the store ended: final.
 */
export const CHECKOUT_LINK_STATUSES = ['usable', 'unavailable', 'above_limit', 'paid', 'expired'] as const;
export type CheckoutLinkStatus = (typeof CHECKOUT_LINK_STATUSES)[number];

/** A token the payer can pay with: the chain's coin (`contract` null) or an ERC-20. */
export const CheckoutToken = object({
  symbol: string(),
  /** The ERC-20 contract, EIP-55 checksummed; null for the chain's native coin. */
  contract: nullable(string()),
  decimals: integer(),
});
export type CheckoutToken = Infer<typeof CheckoutToken>;

/** The chain a link is paid on. */
export const CheckoutChain = object({
  id: integer(),
  /** "Moonbeam", "Moonbase Alpha" or "Local test chain". */
  name: string(),
  /** True for every chain but Moonbeam: test money only. */
  test: boolean(),
});
export type CheckoutChain = Infer<typeof CheckoutChain>;

/** The limit a checkout ran into: the tier, its cap (USD), per payment or per calendar month, and the tier that lifts it. */
export const CheckoutTierLimit = object({
  tier: string(),
  limit: string(),
  period: enums(['payment', 'month'] as const),
  requiredTier: nullable(string()),
});
export type CheckoutTierLimit = Infer<typeof CheckoutTierLimit>;

/**
 * GET /checkout/{slug}: what a payer sees of a link, and nothing more of the workspace than its
 * name. Amounts in USD as decimals (`"49.90"`).
 */
export const CheckoutLink = object({
  slug: string(),
  merchantName: string(),
  name: string(),
  type: LinkTypeStruct,
  /**
   * Dynamic links: what the payment is for. The link's message for after the payment is not
   * part of its public face: the session carries it once paid.
   */
  summary: nullable(string()),
  /** The price currency: every amount of the link is in it (its digits: none for JPY). */
  currency: CurrencyStruct,
  /** Static and dynamic links: the price; donations: null. */
  amount: nullable(string()),
  /** Donations: the smallest amount accepted, or null. */
  minimumAmount: nullable(string()),
  suggestedAmounts: array(string()),
  options: object({
    collectEmail: boolean(),
    collectBillingDetails: boolean(),
    includeVat: boolean(),
    vatRate: nullable(string()),
  }),
  environment: EnvironmentStruct,
  chain: CheckoutChain,
  /** The coin first, then the tokens configured on the chain. */
  tokens: array(CheckoutToken),
  status: enums(CHECKOUT_LINK_STATUSES),
  /** `above_limit`: the cap the link's amount is above. */
  tierLimit: nullable(CheckoutTierLimit),
  /** Dynamic links: their one session once opened (read it with GET /checkout-session/{id}). */
  sessionId: nullable(Uuid),
});
export type CheckoutLink = Infer<typeof CheckoutLink>;

// ---------------------------------------------------------------------------------------------
// Checkout sessions

export const BILLING_NAME_MAX_LENGTH = 100;
export const BILLING_LINE_MAX_LENGTH = 200;
export const VAT_NUMBER_MAX_LENGTH = 32;

/** The payer's billing details, asked when the link collects them. */
export const BillingDetails = object({
  name: requiredText(BILLING_NAME_MAX_LENGTH),
  street: requiredText(BILLING_LINE_MAX_LENGTH),
  city: requiredText(BILLING_LINE_MAX_LENGTH),
  postalCode: optionalText(32),
  country: Country,
});
export type BillingDetails = Infer<typeof BillingDetails>;

/**
 * POST /checkout/{slug}/sessions: pay with `token` (a symbol of the link's `tokens`). A donation
 * sends its `amount` (USD); `email` when the link collects it, `billing` (and an optional
 * `vatNumber`) when it collects billing details. A field the link does not ask for is refused
 * (`not_allowed`), one it asks for and is missing is `required`.
 */
export const OpenCheckoutRequest = object({
  token: requiredText(11),
  amount: optional(Amount),
  email: optional(Email),
  billing: optional(BillingDetails),
  vatNumber: optional(optionalText(VAT_NUMBER_MAX_LENGTH)),
});
export type OpenCheckoutRequest = Infer<typeof OpenCheckoutRequest>;

/**
 * A session's state: `open` (waiting for the payment), `processing` (the full amount seen on
 * chain, not final yet), `paid` (final), `expired` (nothing enough arrived in time). A reorg can
 * take `processing` back to `open`.
 */
export const SESSION_STATES = ['open', 'processing', 'paid', 'expired'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

/**
 * What is unusual about a session, beside its state: `underpaid` (less than the amount arrived),
 * `overpaid` (more), `paid_late` (after it expired, within 24 hours), `marked` (the merchant
 * assigned a payment to it by hand).
 */
export const SESSION_EXCEPTIONS = ['underpaid', 'overpaid', 'paid_late', 'marked'] as const;
export type SessionException = (typeof SESSION_EXCEPTIONS)[number];

/** One on-chain transfer: `pending` until final, then `confirmed`; `reverted` when a reorg dropped it. */
export const PAYMENT_STATES = ['pending', 'confirmed', 'reverted'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How a payment was tied to its session: its unique amount, a transaction hash the page sent, or the merchant by hand. */
export const PAYMENT_MATCHES = ['amount', 'transaction', 'marked'] as const;
export type PaymentMatch = (typeof PAYMENT_MATCHES)[number];

/** A transfer as the payer's page sees it. */
export const CheckoutPayment = object({
  txHash: string(),
  amount: TokenUnits,
  state: enums(PAYMENT_STATES),
  /** Blocks on top of the transfer's, its own included; null once reverted. */
  confirmations: integer(),
  detectedAt: DateTime,
});
export type CheckoutPayment = Infer<typeof CheckoutPayment>;

/**
 * A checkout session: what to pay, where, and how far the payment is. The page polls it (about
 * once a second) until `paid` or `expired`.
 */
export const CheckoutSession = object({
  id: Uuid,
  linkSlug: string(),
  merchantName: string(),
  linkName: string(),
  state: enums(SESSION_STATES),
  exception: nullable(enums(SESSION_EXCEPTIONS)),
  chain: CheckoutChain,
  /** The payout address (EIP-55). */
  payTo: string(),
  token: CheckoutToken,
  /** Exactly what to send, in the token's smallest unit: the price plus the session's unique offset. */
  amount: TokenUnits,
  /** What arrived and counts (pending or confirmed transfers), in the same unit. */
  received: TokenUnits,
  /** The price currency: `subtotalCents`, `vatCents` and `totalCents` are its minor units (whole yen for JPY). */
  currency: CurrencyStruct,
  /** The rate locked when the session opened: units of `currency` per token (`"0.2315"`). */
  rate: annotate(string(), { pattern: '^\\d+(\\.\\d+)?$', examples: ['0.2315'] }),
  /** Where the rate came from (`sandbox`, `kraken`, `coinbase`...) and when. */
  rateSource: string(),
  rateAt: DateTime,
  /** The sandbox's fixed rates, not a market's: the page says so. */
  rateSandbox: boolean(),
  /** Minor units of `currency`: the price before VAT, the VAT, and their sum. */
  subtotalCents: integer(),
  vatCents: integer(),
  totalCents: integer(),
  /** The rate holds until then: 20 minutes for the coin, 60 for stablecoins. */
  expiresAt: DateTime,
  /** The EIP-681 address for a QR code. */
  paymentUri: string(),
  /** While processing: the confirmations of the last transfer and how many make it final. */
  confirmations: nullable(object({ count: integer(), required: integer() })),
  /** The transaction the payer's wallet sent, once the server bound it to the session. */
  transactionHash: nullable(string()),
  payments: array(CheckoutPayment),
  paidAt: nullable(DateTime),
  /** Once paid (null before): the link's thank-you message and where to send the payer. */
  message: nullable(string()),
  redirectUrl: nullable(string()),
  createdAt: DateTime,
});
export type CheckoutSession = Infer<typeof CheckoutSession>;

/** POST /checkout-session/{id}/transaction: the hash of the transaction the payer's wallet sent. */
/** A transaction hash: `0x` and 64 hexadecimal digits (any case). */
const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/**
 * POST /checkout-session/{id}/transaction: the hash of the transaction the payer's wallet sent.
 * Anything but a transaction hash is refused here (422 `invalid`), before the chain is asked.
 */
export const SubmitTransactionRequest = object({
  txHash: annotate(
    refine(singleLineText(), 'invalid', (value) =>
      TX_HASH_PATTERN.test(value.trim()) ? true : 'Expected a transaction hash: 0x and 64 hexadecimal digits',
    ),
    { pattern: TX_HASH_PATTERN.source },
  ),
});
export type SubmitTransactionRequest = Infer<typeof SubmitTransactionRequest>;

/** How long a session holds its rate: 20 minutes in the chain's coin, 60 in a stablecoin. */
export const SESSION_LIFETIME_MS = { coin: 20 * 60 * 1000, token: 60 * 60 * 1000 } as const;
/** A payment arriving this long after the session expired still counts, flagged `paid_late`. */
export const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
