// Cards and bank transfers through an on-ramp: a payer without crypto buys the exact token amount
// of an open checkout session from the on-ramp provider, which sends it to the session's address.
// The structs of the payer's routes (onramp-routes.ts) and of the workspace's and links' setting.
import { array, boolean, enums, integer, object, string, type Infer } from 'superstruct';
import { Country } from './rules';
import { annotate, nullable } from './schema';

/** How a payer pays the on-ramp provider. */
export const ONRAMP_METHODS = ['card', 'bank_transfer'] as const;
export type OnrampMethod = (typeof ONRAMP_METHODS)[number];
export const OnrampMethodStruct = enums(ONRAMP_METHODS);

/**
 * Where an on-ramp order stands, moved by the provider's signed webhooks: `created` (the payer
 * is at the provider), `pending` (paid there, the tokens on their way), `completed` (sent to the
 * session's address: the chain watcher takes it from there), or a final failure.
 */
export const ONRAMP_ORDER_STATES = [
  'created',
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OnrampOrderState = (typeof ONRAMP_ORDER_STATES)[number];

/** The on-ramp provider as a payer and a merchant see it: its name, and whether it is the sandbox. */
export const OnrampProviderInfo = object({
  name: string(),
  sandbox: boolean(),
});
export type OnrampProviderInfo = Infer<typeof OnrampProviderInfo>;

/** A country the provider serves and the methods a payer there can use. */
export const OnrampCountry = object({
  country: annotate(string(), { pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' }),
  methods: array(OnrampMethodStruct),
});
export type OnrampCountry = Infer<typeof OnrampCountry>;

/** The provider's fee for one method, in the session's price currency (minor units). */
export const OnrampFee = object({
  method: OnrampMethodStruct,
  /** ISO 4217, the currency the payer pays the provider in. */
  currency: string(),
  /** The fee, in that currency's minor units. */
  feeMinor: integer(),
  /** What the payer pays the provider in all (the price and the fee), in minor units. */
  totalMinor: integer(),
});
export type OnrampFee = Infer<typeof OnrampFee>;

/**
 * GET /checkout-session/{id}/onramp: whether the payer can pay this session by card or bank
 * transfer, through which provider, in which countries, and at what fee.
 */
export const OnrampOffer = object({
  /** False when the merchant has it off, no provider is configured, or the provider does not sell the session's token on its network. */
  available: boolean(),
  provider: nullable(OnrampProviderInfo),
  countries: array(OnrampCountry),
  fees: array(OnrampFee),
  /** The payer's latest order for this session, where it stands (null: none started). */
  order: nullable(object({ id: string(), method: OnrampMethodStruct, state: enums(ONRAMP_ORDER_STATES) })),
});
export type OnrampOffer = Infer<typeof OnrampOffer>;

/** POST /checkout-session/{id}/onramp: the payer's country and how they pay. */
export const StartOnrampRequest = object({
  country: Country,
  method: OnrampMethodStruct,
});
export type StartOnrampRequest = Infer<typeof StartOnrampRequest>;

/** The order started: where the payer goes to pay (the provider's hosted page). */
export const OnrampStarted = object({
  orderId: string(),
  redirectUrl: string(),
});
export type OnrampStarted = Infer<typeof OnrampStarted>;

/** A workspace's setting: whether its links may offer cards and bank transfers, and through whom. */
export const OnrampSettings = object({
  enabled: boolean(),
  /** The configured provider; null where none is (production without keys): nothing can be turned on. */
  provider: nullable(OnrampProviderInfo),
  /** The countries the provider serves (ISO 3166-1 alpha-2). */
  countries: array(string()),
});
export type OnrampSettings = Infer<typeof OnrampSettings>;

/** PUT /company/{id}/onramp: turn it on or off for the workspace (owners and admins). */
export const UpdateOnrampSettingsRequest = object({ enabled: boolean() });
export type UpdateOnrampSettingsRequest = Infer<typeof UpdateOnrampSettingsRequest>;
