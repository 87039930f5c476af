// The event stream as a workspace's members read it (GET /events) and the notifications made
// from it (GET /notification, PATCH /notification): the structs of event-routes.ts.
import { array, boolean, enums, integer, literal, object, string, unknown, type Infer } from 'superstruct';
import { CheckoutToken, TokenUnits } from './checkout';
import { Role } from './company';
import { pageAnswerFields, pageQueryFields } from './lists';
import { EnvironmentStruct } from './link-fields';
import { annotate, nullable, optional, record, refineCodes, union } from './schema';
import { singleLineText } from './text';
import { DateTime, isUuid, Uuid, UuidField } from './ids';
import { CurrencyStruct } from './currencies';

/**
 * What happened, as a noun and a past participle; stable once published. A checkout session
 * is opened, then processing (received in full, confirming), paid (or paid late), expired, or
 * reopened when a reorg takes back what counted; under- and overpayments are their own events.
 * A payment is detected, confirmed, reverted (a reorg) or assigned to a session by a member; a
 * transfer no session claims is unmatched, an event of every workspace that proved its address.
 * An API key is created, rolled (a new key replaces it, the old one works until its expiry) or
 * revoked (refused at once); its events never carry the key.
 * A verification request is updated at each decision of the identity provider, and the
 * workspace's tier changed when a decision raises it.
 */
export const EVENT_TYPES = [
  'checkout.opened',
  'checkout.processing',
  'checkout.paid',
  'checkout.paid_late',
  'checkout.underpaid',
  'checkout.overpaid',
  'checkout.expired',
  'checkout.reopened',
  'payment.detected',
  'payment.confirmed',
  'payment.reverted',
  'payment.assigned',
  'payment.unmatched',
  'wallet.verified',
  'member.invited',
  'api_key.created',
  'api_key.rolled',
  'api_key.revoked',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.disabled',
  'webhook_endpoint.deleted',
  'customer.erased',
  'verification.updated',
  'tier.changed',
  'integration.updated',
  'integration.removed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The kind of object an event is about. */
export const EVENT_OBJECT_TYPES = [
  'checkout',
  'payment',
  'wallet',
  'invite',
  'api_key',
  'webhook_endpoint',
  'customer',
  'verification',
  'company',
  'integration',
] as const;
export type EventObjectType = (typeof EVENT_OBJECT_TYPES)[number];

/** An event id: a decimal string (ids grow with time; they are the paging cursor). */
const EventId = annotate(string(), { pattern: '^\\d+$', description: 'A decimal integer, growing with time' });

/** One event of a workspace's stream. */
export const Event = object({
  id: EventId,
  companyId: Uuid,
  type: enums(EVENT_TYPES),
  objectType: enums(EVENT_OBJECT_TYPES),
  objectId: Uuid,
  /** The object's facts at that moment (its ids, state, amounts). */
  data: record(string(), unknown()),
  createdAt: DateTime,
});
export type Event = Infer<typeof Event>;

/** A whole number from `min` to `max` in the query string. */
function wholeNumber(min: number, max: number, description: string) {
  return annotate(
    refineCodes(singleLineText(), ['invalid', 'out_of_range'], (value) => {
      if (!/^\d{1,18}$/.test(value)) return [{ code: 'invalid', message: 'Enter a whole number' }];
      const number = Number(value);
      return number >= min && number <= max
        ? []
        : [{ code: 'out_of_range', message: `Enter a number from ${min} to ${max}` }];
    }),
    // A whole number in the query string: an integer parameter.
    { type: 'integer', minimum: min, maximum: max, description },
  );
}

/** GET /events?companyId: the workspace's events, newest first, a page at a time (the list kind of `lists.ts`). */
export const EventListQuery = object({
  companyId: UuidField,
  type: optional(enums(EVENT_TYPES)),
  ...pageQueryFields,
});
export type EventListQuery = Infer<typeof EventListQuery>;

/** A page of events, newest first; `total` counts every event of the filter, `nextCursor` the next page. */
export const EventListResponse = object({ events: array(Event), ...pageAnswerFields });
export type EventListResponse = Infer<typeof EventListResponse>;

// ---------------------------------------------------------------------------------------------
// Notifications

export const NOTIFICATION_TYPES = [
  'payment_received',
  'wallet_verification',
  'company_invite',
  'kyb_verification',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Whether a type is mailed when the person has not chosen: a payment is not, the rest are. */
export const NOTIFICATION_EMAIL_DEFAULTS: Readonly<Record<NotificationType, boolean>> = {
  payment_received: false,
  wallet_verification: true,
  company_invite: true,
  kyb_verification: true,
};

/** Where a business verification request stands. */
export const VERIFICATION_STATUSES = ['active', 'in_progress', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A checkout of one of the recipient's workspaces was paid (on time or late). */
export const PaymentReceivedData = object({
  companyId: Uuid,
  sessionId: Uuid,
  linkId: Uuid,
  linkName: string(),
  environment: EnvironmentStruct,
  chainId: integer(),
  token: CheckoutToken,
  amount: TokenUnits,
  /** What the checkout asked for, in minor units of `currency` (absent: US dollars, before currencies). */
  currency: optional(CurrencyStruct),
  totalCents: integer(),
  late: boolean(),
});

/** A wallet of one of the recipient's workspaces was proved by a signature. */
export const WalletVerificationData = object({
  companyId: Uuid,
  walletId: Uuid,
  network: string(),
  address: string(),
  label: string(),
});

/** The recipient was invited to a workspace (they may not belong to it yet). */
export const CompanyInviteData = object({
  companyId: Uuid,
  companyName: string(),
  inviteId: Uuid,
  privilege: Role,
  invitedBy: nullable(string()),
});

/** A business verification request of one of the recipient's workspaces changed its status. */
export const KybVerificationData = object({
  companyId: Uuid,
  companyName: string(),
  status: enums(VERIFICATION_STATUSES),
  /** The tier the request is for, when it names one. */
  tier: nullable(string()),
});

const NotificationFields = {
  id: Uuid,
  read: boolean(),
  createdAt: DateTime,
};

const PaymentReceivedNotification = object({
  ...NotificationFields,
  type: literal('payment_received'),
  data: PaymentReceivedData,
});
const WalletVerificationNotification = object({
  ...NotificationFields,
  type: literal('wallet_verification'),
  data: WalletVerificationData,
});
const CompanyInviteNotification = object({
  ...NotificationFields,
  type: literal('company_invite'),
  data: CompanyInviteData,
});

const KybVerificationNotification = object({
  ...NotificationFields,
  type: literal('kyb_verification'),
  data: KybVerificationData,
});

const NOTIFICATION_SHAPES = [
  PaymentReceivedNotification,
  WalletVerificationNotification,
  CompanyInviteNotification,
  KybVerificationNotification,
] as const;

/** One notification of the caller: what the client needs to word and link it, no text. */
export const Notification = union([...NOTIFICATION_SHAPES]);
export type Notification = Infer<typeof Notification>;

export const NOTIFICATION_PAGE_SIZE_DEFAULT = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;
export const NOTIFICATION_SKIP_MAX = 100_000;

/** GET /notification: the caller's notifications, newest first. */
export const NotificationListQuery = object({
  limit: optional(
    wholeNumber(
      1,
      NOTIFICATION_PAGE_SIZE_MAX,
      `1 to ${NOTIFICATION_PAGE_SIZE_MAX}; ${NOTIFICATION_PAGE_SIZE_DEFAULT} by default`,
    ),
  ),
  skip: optional(wholeNumber(0, NOTIFICATION_SKIP_MAX, 'How many to pass over; 0 by default')),
  onlyUnread: optional(enums(['true', 'false'] as const)),
});
export type NotificationListQuery = Infer<typeof NotificationListQuery>;

/** `total` counts every notification the filter matches; `hasMore` whether another page follows. */
export const NotificationListResponse = object({
  data: object({
    notifications: array(Notification),
    total: integer(),
    hasMore: boolean(),
  }),
});
export type NotificationListResponse = Infer<typeof NotificationListResponse>;

export const MARK_NOTIFICATIONS_MAX = 100;

/** PATCH /notification: marks the caller's own notifications read. */
export const MarkNotificationsRequest = object({
  notificationIds: annotate(
    refineCodes(array(singleLineText()), ['required', 'too_long', 'invalid'], (ids) => {
      if (ids.length === 0) return [{ code: 'required', message: 'Give at least one notification id' }];
      if (ids.length > MARK_NOTIFICATIONS_MAX) {
        return [{ code: 'too_long', message: `Give at most ${MARK_NOTIFICATIONS_MAX} ids at a time` }];
      }
      return ids.every(isUuid) ? [] : [{ code: 'invalid', message: 'Every id must be a notification id (a UUID)' }];
    }),
    { minItems: 1, maxItems: MARK_NOTIFICATIONS_MAX, description: 'Notification ids (UUIDs)' },
  ),
});
export type MarkNotificationsRequest = Infer<typeof MarkNotificationsRequest>;

/**
 * How many of the caller's notifications the ids named (marked read now or already read), and
 * the ids that name none of them (another person's, or unknown): those changed nothing.
 */
export const MarkNotificationsResponse = object({
  data: object({
    updated: integer(),
    notFound: array(Uuid),
  }),
});
export type MarkNotificationsResponse = Infer<typeof MarkNotificationsResponse>;

/** Per notification type, whether it is also sent by e-mail. */
export const NotificationEmailPreferences = object({
  payment_received: boolean(),
  wallet_verification: boolean(),
  company_invite: boolean(),
  kyb_verification: boolean(),
});
export type NotificationEmailPreferences = Infer<typeof NotificationEmailPreferences>;

/** GET and PATCH /user/notification-preferences: the caller's choices, defaults filled in. */
export const NotificationPreferencesResponse = object({ email: NotificationEmailPreferences });
export type NotificationPreferencesResponse = Infer<typeof NotificationPreferencesResponse>;

/** PATCH /user/notification-preferences: one type's e-mail switch. */
export const UpdateNotificationPreferenceRequest = object({
  type: enums(NOTIFICATION_TYPES),
  email: boolean(),
});
export type UpdateNotificationPreferenceRequest = Infer<typeof UpdateNotificationPreferenceRequest>;
