// What each event type carries: the `data` of an event, in the event stream, in `/v1/events`
// and in every webhook. A checkout's events carry the public checkout object and a payment's the
// public payment object, both as `/v1` answers them at that moment; the other types carry the
// object of their resource as the dashboard's API answers it (a refund's, as `/v1/refunds` does). One struct per type, so that the
// API's consumers (notifications, the live channel, store orders, webhooks) read them typed and
// the OpenAPI document publishes them for receivers.
import { array, enums, integer, literal, object, string, type Infer, type Struct } from 'superstruct';
import { API_KEY_PREFIXES } from './api-key-format';
import { ApiKeyModeStruct } from './api-keys';
import { Checkout, PublicPayment } from './checkout-object';
import { Role, TierStruct } from './company';
import { EVENT_OBJECT_TYPES, EVENT_TYPES, type EventType } from './events';
import { DateTime, Uuid } from './ids';
import {
  INTEGRATION_FAILURES,
  INTEGRATION_PROVIDERS,
  INTEGRATION_STATUSES,
  SQUARESPACE_PERMISSIONS,
} from './integrations';
import { EnvironmentStruct } from './link-fields';
import { Refund } from './refunds';
import { annotate, nullable, union, type StructLike } from './schema';
import { verificationDecisionFields } from './verification';
import { Wallet } from './wallets';
import { WebhookEndpoint } from './webhooks';

/** `member.invited`: the invitation as the workspace lists it, and who sent it. */
export const InviteEventData = object({
  id: Uuid,
  email: string(),
  privilege: Role,
  invitedBy: string(),
  invitedAt: DateTime,
  expiresAt: DateTime,
});

const apiKeyFields = {
  id: Uuid,
  label: string(),
  mode: ApiKeyModeStruct,
  prefix: enums(Object.values(API_KEY_PREFIXES)),
  lastFour: string(),
  /** The member who did it (an empty string when no member did). */
  by: string(),
  expiresAt: nullable(DateTime),
};
/** `api_key.created`, `api_key.revoked`: the key as its list shows it, never the key itself. */
export const ApiKeyEventData = object(apiKeyFields);
/** `api_key.rolled`: the old key (working until its expiry) and the key that replaces it. */
export const ApiKeyRolledEventData = object({ ...apiKeyFields, replacedBy: Uuid });

/** `customer.erased`: who was erased, from how many checkouts, and by whom. */
export const CustomerErasedEventData = object({ customerId: Uuid, checkouts: integer(), erasedBy: string() });

/** `verification.updated`: where a verification request stands, and the workspace's tier. */
export const VerificationEventData = object({
  verificationId: Uuid,
  ...verificationDecisionFields,
  tier: TierStruct,
});

/** `tier.changed`: the workspace's tier before and after the decision that raised it. */
export const TierChangedEventData = object({ from: TierStruct, to: TierStruct, verificationId: Uuid });

/** `integration.updated`, `integration.removed`: a store integration's health. */
export const IntegrationEventData = object({
  integrationId: Uuid,
  provider: enums(INTEGRATION_PROVIDERS),
  status: enums(INTEGRATION_STATUSES),
  failureReason: nullable(enums(INTEGRATION_FAILURES)),
  failurePermissions: array(enums(SQUARESPACE_PERMISSIONS)),
  siteUrl: nullable(string()),
});

/** The `data` of each event type. */
export const EVENT_DATA = {
  'checkout.opened': Checkout,
  'checkout.processing': Checkout,
  'checkout.paid': Checkout,
  'checkout.paid_late': Checkout,
  'checkout.underpaid': Checkout,
  'checkout.overpaid': Checkout,
  'checkout.expired': Checkout,
  'checkout.reopened': Checkout,
  'payment.detected': PublicPayment,
  'payment.confirmed': PublicPayment,
  'payment.reverted': PublicPayment,
  'payment.assigned': PublicPayment,
  'payment.unmatched': PublicPayment,
  'wallet.verified': Wallet,
  'member.invited': InviteEventData,
  'api_key.created': ApiKeyEventData,
  'api_key.rolled': ApiKeyRolledEventData,
  'api_key.revoked': ApiKeyEventData,
  'webhook_endpoint.created': WebhookEndpoint,
  'webhook_endpoint.updated': WebhookEndpoint,
  'webhook_endpoint.disabled': WebhookEndpoint,
  'webhook_endpoint.deleted': WebhookEndpoint,
  'customer.erased': CustomerErasedEventData,
  'verification.updated': VerificationEventData,
  'tier.changed': TierChangedEventData,
  'integration.updated': IntegrationEventData,
  'integration.removed': IntegrationEventData,
  'refund.requested': Refund,
  'refund.awaiting_address': Refund,
  'refund.ready': Refund,
  'refund.sending': Refund,
  'refund.confirmed': Refund,
  'refund.cancelled': Refund,
  'refund.failed': Refund,
} as const satisfies Record<EventType, StructLike>;

/** The data an event of type `Type` carries. */
export type EventData<Type extends EventType = EventType> = Infer<(typeof EVENT_DATA)[Type]>;

/** The kind of object each event type is about. */
export const EVENT_OBJECT_TYPE = {
  checkout: 'checkout',
  payment: 'payment',
  wallet: 'wallet',
  member: 'invite',
  api_key: 'api_key',
  webhook_endpoint: 'webhook_endpoint',
  customer: 'customer',
  verification: 'verification',
  tier: 'company',
  integration: 'integration',
  refund: 'refund',
} as const satisfies Record<string, (typeof EVENT_OBJECT_TYPES)[number]>;

/** One event of each type, as `/v1/events` lists it: its type says which `data` it carries. */
function publicEventOf<Type extends EventType>(type: Type) {
  return object({
    id: annotate(string(), { pattern: '^\\d+$', description: 'A decimal integer, growing with time' }),
    type: literal(type),
    /** The mode of the object it is about; null for a fact of the workspace itself (a member, a wallet). */
    mode: nullable(EnvironmentStruct),
    objectType: enums(EVENT_OBJECT_TYPES),
    objectId: Uuid,
    data: EVENT_DATA[type],
    createdAt: DateTime,
  });
}

const PUBLIC_EVENT_SHAPES = EVENT_TYPES.map(publicEventOf);

const [firstShape, ...otherShapes] = PUBLIC_EVENT_SHAPES;
/** An event as the public API lists it (its `type` says which of `EVENT_DATA` its `data` is). */
export const PublicEvent = annotate(union([firstShape!, ...otherShapes]), { oneOf: PUBLIC_EVENT_SHAPES }) as Struct<
  PublicEvent,
  null
>;
export type PublicEvent = { [Type in EventType]: Infer<ReturnType<typeof publicEventOf<Type>>> }[EventType];
