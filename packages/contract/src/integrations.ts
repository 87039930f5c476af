// Store integrations: the request and response structs of the integration routes
// (integration-routes.ts). A workspace has at most one integration per provider.
import { array, enums, integer, object, string, type Infer } from 'superstruct';
import { CurrencyStruct } from './currencies';
import { EnvironmentStruct } from './link-fields';
import { requiredText } from './phone';
import { annotate, nullable, optional } from './schema';
import { WebhookUrl } from './webhooks';
import { DateTime, Uuid, UuidField } from './ids';

export const INTEGRATION_PROVIDERS = ['squarespace', 'woocommerce'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/**
 * `pending`: created, no working key yet; `verified`: the provider accepted the key with every
 * permission needed; `failed`: the provider refused the key later (revoked, permission taken
 * away): see `failure`.
 */
export const INTEGRATION_STATUSES = ['pending', 'verified', 'failed'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** The Squarespace Commerce API permissions Meridian needs: Products (read), Orders (read and write). */
export const SQUARESPACE_PERMISSIONS = ['products', 'orders'] as const;
export type SquarespacePermission = (typeof SQUARESPACE_PERMISSIONS)[number];

/** Why an integration failed: the key was refused (unknown or revoked), or lacks a permission. */
export const INTEGRATION_FAILURES = ['key_refused', 'missing_permission'] as const;
export type IntegrationFailureReason = (typeof INTEGRATION_FAILURES)[number];

/** What the integration's last sync did: checking the key, importing products, creating an order. */
export const SYNC_KINDS = ['verify', 'import', 'order'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

/** Results of one sync: done, will be tried again (the provider asked to wait), or failed. */
export const SYNC_OUTCOMES = ['ok', 'retrying', 'failed'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** A Squarespace Commerce API key as pasted: printable, no spaces, at most 200 characters. */
export const SQUARESPACE_KEY_MAX_LENGTH = 200;

export const IntegrationFailure = object({
  reason: enums(INTEGRATION_FAILURES),
  /** missing_permission: the permissions the key lacks. */
  permissions: array(enums(SQUARESPACE_PERMISSIONS)),
  at: DateTime,
});
export type IntegrationFailure = Infer<typeof IntegrationFailure>;

/** The integration's last delivery or sync and its result: its health at a glance. */
export const IntegrationHealth = object({
  kind: enums(SYNC_KINDS),
  outcome: enums(SYNC_OUTCOMES),
  at: DateTime,
});
export type IntegrationHealth = Infer<typeof IntegrationHealth>;

export const Integration = object({
  id: Uuid,
  companyId: Uuid,
  provider: enums(INTEGRATION_PROVIDERS),
  status: enums(INTEGRATION_STATUSES),
  failure: nullable(IntegrationFailure),
  /** The last four characters of the stored key; the key itself is never answered. */
  keyLastFour: nullable(string()),
  /** The store's site, as the provider names it, once verified. */
  siteTitle: nullable(string()),
  siteUrl: nullable(string()),
  /** Where imported products' links pay, and in which environment. */
  payoutWalletId: nullable(Uuid),
  environment: EnvironmentStruct,
  /** How many products (or variants) are imported as payment links. */
  productCount: integer(),
  health: nullable(IntegrationHealth),
  createdAt: DateTime,
  verifiedAt: nullable(DateTime),
});
export type Integration = Infer<typeof Integration>;

export const CreateIntegrationRequest = object({
  companyId: UuidField,
  provider: enums(INTEGRATION_PROVIDERS),
});
export type CreateIntegrationRequest = Infer<typeof CreateIntegrationRequest>;

export const CreateSquarespaceRequest = object({ companyId: UuidField });
export type CreateSquarespaceRequest = Infer<typeof CreateSquarespaceRequest>;

/**
 * PATCH /integration/squarespace/{id} and /integration/woocommerce/{id}: the wallet the store's
 * payments go to, and the environment (of the links Squarespace products are imported as; of
 * WooCommerce's next pairing).
 */
export const StoreSettingsRequest = object({
  payoutWalletId: optional(UuidField),
  environment: optional(EnvironmentStruct),
});
export type StoreSettingsRequest = Infer<typeof StoreSettingsRequest>;

export const VerifySquarespaceRequest = object({
  squarespaceApiKey: annotate(requiredText(SQUARESPACE_KEY_MAX_LENGTH), { format: 'password' }),
});
export type VerifySquarespaceRequest = Infer<typeof VerifySquarespaceRequest>;

export const IntegrationListResponse = object({ integrations: array(Integration) });
export type IntegrationListResponse = Infer<typeof IntegrationListResponse>;

/** A Squarespace product (or one of its variants) imported as a payment link. */
export const ImportedProduct = object({
  productId: string(),
  variantId: string(),
  name: string(),
  sku: nullable(string()),
  /** Its price: a decimal string in `currency`'s digits (the store's currency, the link's). */
  amount: string(),
  currency: CurrencyStruct,
  linkId: Uuid,
  linkStatus: string(),
  /** The link's buy URL, for a button on the merchant's Squarespace pages. */
  url: string(),
});
export type ImportedProduct = Infer<typeof ImportedProduct>;

/** One line of the sync log the merchant reads. */
export const SyncLogEntry = object({
  id: Uuid,
  kind: enums(SYNC_KINDS),
  outcome: enums(SYNC_OUTCOMES),
  /** What happened, in a few facts: counts, the provider's status, the order created... */
  imported: optional(integer()),
  updated: optional(integer()),
  skipped: optional(integer()),
  orderNumber: optional(nullable(string())),
  linkName: optional(string()),
  httpStatus: optional(nullable(integer())),
  retryAfterSeconds: optional(integer()),
  reason: optional(string()),
  at: DateTime,
});
export type SyncLogEntry = Infer<typeof SyncLogEntry>;

export const SquarespaceDetail = object({
  integration: Integration,
  products: array(ImportedProduct),
  log: array(SyncLogEntry),
});
export type SquarespaceDetail = Infer<typeof SquarespaceDetail>;

/**
 * A product the import left out, and why (not in USD, above the tier's cap, its link archived, no
 * price, or data that cannot make a link: a missing or unreadable id, a name the text rule
 * refuses; its id and name are then empty when they are what cannot be read).
 */
export const SkippedProduct = object({
  productId: string(),
  variantId: string(),
  name: string(),
  reason: enums(['currency', 'tier_limit', 'archived', 'no_price', 'invalid_data'] as const),
});
export type SkippedProduct = Infer<typeof SkippedProduct>;

export const SquarespaceSyncResponse = object({
  integration: Integration,
  imported: integer(),
  updated: integer(),
  skipped: array(SkippedProduct),
});
export type SquarespaceSyncResponse = Infer<typeof SquarespaceSyncResponse>;

// WooCommerce: the dashboard issues a one-time connection code; the plugin on the store
// exchanges it (POST /v1/woocommerce/pair) for an API key and a webhook endpoint at the store.

/** How long a connection code can be exchanged, in minutes. */
export const WOOCOMMERCE_CODE_MINUTES = 15;
/** The scopes of the key a pairing makes: checkouts for orders, refunds of them, and reading what happened. */
export const WOOCOMMERCE_KEY_SCOPES = ['checkouts:write', 'payments:read', 'events:read', 'refunds:write'] as const;
/** The events the store's endpoint receives: what changes an order. */
export const WOOCOMMERCE_EVENT_TYPES = [
  'checkout.paid',
  'checkout.paid_late',
  'checkout.underpaid',
  'checkout.overpaid',
  'checkout.expired',
  'payment.reverted',
  'refund.confirmed',
] as const;
/** The longest connection code accepted (a code is 29 characters: five groups of five). */
export const WOOCOMMERCE_CODE_MAX_LENGTH = 64;

/**
 * Where the pairing stands: `not_started` (no code yet), `waiting` (a code is out, the plugin has
 * not called in), `connected` (the plugin holds its key), `failed` (see `failure`).
 */
export const WOOCOMMERCE_STATES = ['not_started', 'waiting', 'connected', 'failed'] as const;
export type WooCommerceState = (typeof WOOCOMMERCE_STATES)[number];

/**
 * Why a pairing failed: the code expired unused, the store's key was revoked, or its webhook
 * endpoint was disabled (the store kept failing) or removed.
 */
export const WOOCOMMERCE_FAILURES = ['code_expired', 'key_revoked', 'endpoint_disabled', 'endpoint_removed'] as const;
export type WooCommerceFailureReason = (typeof WOOCOMMERCE_FAILURES)[number];

/** The last event sent to the store: its type, whether it arrived, when. */
export const WooCommerceDelivery = object({
  eventType: string(),
  status: enums(['pending', 'succeeded', 'failed'] as const),
  at: DateTime,
});
export type WooCommerceDelivery = Infer<typeof WooCommerceDelivery>;

/** GET /integration/woocommerce/{id}/check-verify */
export const WooCommerceStatus = object({
  integrationId: Uuid,
  state: enums(WOOCOMMERCE_STATES),
  /** waiting: until when the code can be exchanged. */
  codeExpiresAt: nullable(DateTime),
  /** connected (and failed after a connection): the store's address as the plugin gave it. */
  storeUrl: nullable(string()),
  connectedAt: nullable(DateTime),
  /** The last four characters of the store's key. */
  keyLastFour: nullable(string()),
  environment: EnvironmentStruct,
  payoutWalletId: nullable(Uuid),
  lastDelivery: nullable(WooCommerceDelivery),
  failure: nullable(object({ reason: enums(WOOCOMMERCE_FAILURES), at: nullable(DateTime) })),
});
export type WooCommerceStatus = Infer<typeof WooCommerceStatus>;

/** POST /integration/woocommerce/{id}: the code, answered this once (a new one replaces it). */
export const WooCommerceCodeResponse = object({
  code: string(),
  expiresAt: DateTime,
  status: WooCommerceStatus,
});
export type WooCommerceCodeResponse = Infer<typeof WooCommerceCodeResponse>;

/** POST /v1/woocommerce/pair, sent by the plugin. */
export const WooCommercePairRequest = object({
  code: requiredText(WOOCOMMERCE_CODE_MAX_LENGTH),
  /** The store's home address. */
  storeUrl: WebhookUrl,
  /** Where the plugin receives the events. */
  webhookUrl: WebhookUrl,
});
export type WooCommercePairRequest = Infer<typeof WooCommercePairRequest>;

/** The key and the webhook secret, answered this once. */
export const WooCommercePairResponse = object({
  apiKey: string(),
  webhookSecret: string(),
  environment: EnvironmentStruct,
  scopes: array(string()),
  eventTypes: array(string()),
});
export type WooCommercePairResponse = Infer<typeof WooCommercePairResponse>;
