// Webhooks: a workspace's endpoints, the deliveries of its events to them and each attempt
// (the structs of webhook-routes.ts). Deliveries follow the Standard Webhooks signature scheme:
// see apps/api/src/webhooks/.
import { array, boolean, enums, integer, object, string, type Infer } from 'superstruct';
import { isIsoDateTime } from './dates';
import { EVENT_TYPES, type EventType } from './events';
import { pageAnswerFields, pageQueryFields } from './lists';
import { API_KEY_MODES } from './api-key-format';
import { annotate, nullable, optional, refineCodes } from './schema';
import { singleLineText } from './text';
import { DateTime, Uuid } from './ids';

/**
 * The event types an endpoint may ask for: the event stream's own, except the changes of the
 * endpoints themselves (a receiver is not told of its own configuration).
 */
export const WEBHOOK_EVENT_TYPES = EVENT_TYPES.filter(
  (type): type is Exclude<EventType, `webhook_endpoint.${string}`> => !type.startsWith('webhook_endpoint.'),
);
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** The longest description of an endpoint. */
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** How much of a receiver's answer each attempt keeps, in bytes. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 2048;
/** How much of a failure's own message each attempt keeps, in bytes. */
export const WEBHOOK_ERROR_KEPT_BYTES = 512;
/** After this many events in a row that failed every retry, an endpoint is disabled. */
export const WEBHOOK_FAILURES_BEFORE_DISABLE = 10;
/** How long the previous secret still signs after a rotation, in hours. */
export const WEBHOOK_ROTATION_HOURS = 24;

/**
 * What is wrong with an endpoint URL as typed (the server adds the checks that need the
 * network: an address that is private, or a name that does not resolve). `http:` is accepted
 * here; the server refuses it unless its development setting allows local receivers.
 */
export type WebhookUrlProblem = 'required' | 'invalid' | 'too_long' | 'credentials';

export function checkWebhookUrl(value: string): WebhookUrlProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > WEBHOOK_URL_MAX_LENGTH) return 'too_long';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'invalid';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.hash) return 'invalid';
  if (url.username || url.password) return 'credentials';
  return null;
}

const URL_MESSAGES: Record<WebhookUrlProblem, string> = {
  required: 'Enter the URL that receives the events',
  invalid: 'Enter an https:// URL without a #fragment',
  too_long: `Use at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  credentials: 'Remove the user name and password from the URL: deliveries are signed instead',
};

export const WebhookUrl = annotate(
  refineCodes(singleLineText(), ['required', 'invalid', 'too_long', 'credentials'], (value) => {
    const problem = checkWebhookUrl(value);
    return problem ? [{ code: problem, message: URL_MESSAGES[problem] }] : [];
  }),
  { format: 'uri', maxLength: WEBHOOK_URL_MAX_LENGTH, description: 'https://…; the receiver of the deliveries' },
);

const EventTypes = annotate(
  refineCodes(array(enums(WEBHOOK_EVENT_TYPES)), ['too_short'], (value) =>
    value.length === 0 ? [{ code: 'too_short', message: 'Choose at least one event type' }] : [],
  ),
  { description: 'The event types delivered to the endpoint, at least one', minItems: 1 },
);

const Description = annotate(
  refineCodes(singleLineText(), ['too_long'], (value) =>
    value.trim().length > WEBHOOK_DESCRIPTION_MAX_LENGTH
      ? [{ code: 'too_long', message: `Use at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters` }]
      : [],
  ),
  { maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH },
);

/**
 * An endpoint's mode, chosen when it is made: a test endpoint hears test events, a live one live
 * events, and both hear the facts of the workspace itself (events without a mode).
 */
export const WebhookMode = annotate(enums(API_KEY_MODES), {
  description: 'test (hears test events) or live (live events); both hear the workspace’s own facts',
});

/** Why an endpoint is disabled: by a member, by its receiver (410 Gone), or after failing events. */
export const WEBHOOK_DISABLED_REASONS = ['manual', 'gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/** An endpoint as the list shows it (never its secret). */
export const WebhookEndpoint = object({
  id: Uuid,
  companyId: Uuid,
  url: string(),
  description: string(),
  mode: WebhookMode,
  eventTypes: array(enums(WEBHOOK_EVENT_TYPES)),
  enabled: boolean(),
  disabledReason: nullable(enums(WEBHOOK_DISABLED_REASONS)),
  /** Events in a row that failed every retry (reset by a success). */
  consecutiveFailures: integer(),
  /** Until when the secret before the last rotation still signs too; null when none does. */
  previousSecretExpiresAt: nullable(DateTime),
  createdAt: DateTime,
});
export type WebhookEndpoint = Infer<typeof WebhookEndpoint>;

/**
 * The `data` of the test event (`webhook.test`) a member sends to an endpoint: not an event of
 * the stream, signed and sent like one.
 */
export const WebhookTestData = object({ message: string(), endpointId: Uuid });
export type WebhookTestData = Infer<typeof WebhookTestData>;

export const WebhookEndpointListResponse = object({ endpoints: array(WebhookEndpoint) });
export type WebhookEndpointListResponse = Infer<typeof WebhookEndpointListResponse>;

const endpointFields = {
  url: WebhookUrl,
  eventTypes: EventTypes,
  description: optional(Description),
};

/** POST /company/{id}/webhooks: the mode is chosen here, once (it cannot be changed afterwards). */
export const CreateWebhookEndpointRequest = object({ ...endpointFields, mode: WebhookMode });
export type CreateWebhookEndpointRequest = Infer<typeof CreateWebhookEndpointRequest>;

/** POST /v1/webhook-endpoints: the endpoint takes the key's mode. */
export const PublicCreateWebhookEndpointRequest = object(endpointFields);
export type PublicCreateWebhookEndpointRequest = Infer<typeof PublicCreateWebhookEndpointRequest>;

/** GET /v1/webhook-endpoints: the key's mode's endpoints, oldest first, a page at a time. */
export const PublicWebhookEndpointListQuery = object({ ...pageQueryFields });
export type PublicWebhookEndpointListQuery = Infer<typeof PublicWebhookEndpointListQuery>;
export const PublicWebhookEndpointListResponse = object({ endpoints: array(WebhookEndpoint), ...pageAnswerFields });
export type PublicWebhookEndpointListResponse = Infer<typeof PublicWebhookEndpointListResponse>;

export const UpdateWebhookEndpointRequest = object({
  url: optional(WebhookUrl),
  eventTypes: optional(EventTypes),
  description: optional(Description),
  enabled: optional(boolean()),
});
export type UpdateWebhookEndpointRequest = Infer<typeof UpdateWebhookEndpointRequest>;

/** A new endpoint or a rotated one, with its signing secret: answered this once. */
export const WebhookSecretResponse = object({
  endpoint: WebhookEndpoint,
  /** `whsec_` and the base64 of 32 random bytes. */
  secret: string(),
});
export type WebhookSecretResponse = Infer<typeof WebhookSecretResponse>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event (or test event) to one endpoint; retried until it succeeds or the schedule ends. */
export const WebhookDelivery = object({
  id: Uuid,
  endpointId: Uuid,
  /** The `webhook-id` header: the event's id, the same on every attempt. */
  messageId: string(),
  /** The event's id, null for a test event. */
  eventId: nullable(string()),
  type: string(),
  status: enums(WEBHOOK_DELIVERY_STATUSES),
  attempts: integer(),
  nextAttemptAt: nullable(DateTime),
  lastAttemptAt: nullable(DateTime),
  /** The last attempt's HTTP status, null without an answer. */
  lastStatusCode: nullable(integer()),
  createdAt: DateTime,
});
export type WebhookDelivery = Infer<typeof WebhookDelivery>;

export const WebhookDeliveryListQuery = object({ ...pageQueryFields });
export type WebhookDeliveryListQuery = Infer<typeof WebhookDeliveryListQuery>;

export const WebhookDeliveryListResponse = object({
  deliveries: array(WebhookDelivery),
  ...pageAnswerFields,
  /** The endpoint's deliveries not yet delivered nor failed: waiting for their next attempt, or being sent. */
  pending: integer(),
});
export type WebhookDeliveryListResponse = Infer<typeof WebhookDeliveryListResponse>;

/** Why an attempt failed without a 2xx answer (its `error`). */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'status',
  'timeout',
  'redirect',
  'connection',
  'private_address',
  'unresolvable',
  /** Nothing was sent: the endpoint's signing secret could not be decrypted (the server's key changed). */
  'secret_unreadable',
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

/** One try at sending a delivery. */
export const WebhookAttempt = object({
  id: Uuid,
  sentAt: DateTime,
  /** The receiver's HTTP status, null without an answer. */
  statusCode: nullable(integer()),
  latencyMs: integer(),
  /** The first 2 KB of the answer's body, as text (NUL bytes dropped, invalid UTF-8 replaced). */
  responseBody: string(),
  error: nullable(enums(WEBHOOK_ATTEMPT_ERRORS)),
  /** The failure in words (English, for the log; at most 512 bytes). */
  errorMessage: nullable(string()),
});
export type WebhookAttempt = Infer<typeof WebhookAttempt>;

export const WebhookDeliveryDetail = object({
  delivery: WebhookDelivery,
  /** The body sent, exactly as signed. */
  body: string(),
  attempts: array(WebhookAttempt),
});
export type WebhookDeliveryDetail = Infer<typeof WebhookDeliveryDetail>;

export const ReplayWebhooksRequest = object({
  /** Every delivery created since this time that has not succeeded (failed or pending) is sent again. */
  since: annotate(
    refineCodes(singleLineText(), ['invalid'], (value) =>
      !isIsoDateTime(value, { minYear: 1970, time: true })
        ? [{ code: 'invalid', message: 'Enter a date and time in ISO 8601, from 1970 to 9999' }]
        : [],
    ),
    { format: 'date-time' },
  ),
});
export type ReplayWebhooksRequest = Infer<typeof ReplayWebhooksRequest>;

/** How many deliveries a replay or "send pending now" made due at once. */
export const ReplayWebhooksResponse = object({ queued: integer() });
export type ReplayWebhooksResponse = Infer<typeof ReplayWebhooksResponse>;
