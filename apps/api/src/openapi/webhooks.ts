/**
 * The document's `webhooks` (OpenAPI 3.1): what Meridian POSTs to a workspace's endpoints, one
 * entry per event type, so that a generator types a receiver as well as a client. Each is signed
 * the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`) and carries
 * `{type, timestamp, data}`, `data` being that event type's payload in the contract's
 * `EVENT_DATA`.
 */
import type { StructLike } from '@meridian/contract';
import { toJsonSchema, type JsonSchema } from './json-schema';

export const WEBHOOKS_TAG = 'Webhooks';

export const WEBHOOKS_DESCRIPTION =
  "What Meridian sends to a workspace's webhook endpoints (Settings, Webhooks), one POST per event of the " +
  'types an endpoint asks for. Check `webhook-signature` before trusting the body (Standard Webhooks: ' +
  '`v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the secret, `whsec_` and ' +
  'its base64 key), refuse an old `webhook-timestamp`, and act on each `webhook-id` once: every attempt ' +
  'of a delivery carries the same one.';

const header = (name: string, description: string, schema: JsonSchema) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema,
});

/** The Standard Webhooks headers of every delivery. */
const HEADERS = [
  header('webhook-id', "The event's id, the same on every attempt and redelivery: the receiver's idempotency key.", {
    type: 'string',
    minLength: 1,
  }),
  header('webhook-timestamp', 'When this attempt was signed, in seconds since 1970 (UTC).', {
    type: 'string',
    pattern: '^\\d+$',
  }),
  header(
    'webhook-signature',
    'Space-separated `v1,<base64>` signatures, one per signing secret in use (two for 24 hours after a ' +
      'rotation): the HMAC-SHA256 of `webhook-id.webhook-timestamp.body`.',
    { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
  ),
];

/** What the receiver may answer, and what Meridian does then. */
const RESPONSES = {
  '2XX': { description: 'Received: the delivery is done. Answer within 15 seconds.' },
  '410': { description: 'Gone: the endpoint is disabled at once, and its owners told.' },
  '429': {
    description: 'Too many: the next attempt waits as long as `Retry-After` says (at most 24 hours).',
  },
  '4XX': {
    description:
      'Refused: tried again 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h later (ten attempts); ' +
      'after 10 events in a row failed every attempt, the endpoint is disabled.',
  },
  '5XX': {
    description: 'Failed: tried again as a 4XX is (a 503 with `Retry-After` waits as long as it says).',
  },
};

/** `checkout.paid` -> `checkoutPaid`. */
function operationName(type: string): string {
  return type.replace(/[._](\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The webhooks section: one POST per event type, its body `{type, timestamp, data}`. */
export function webhooksSection(
  eventData: Readonly<Record<string, StructLike>>,
  components: Map<StructLike, string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(eventData).map(([type, data]) => [
      type,
      {
        post: {
          operationId: `${operationName(type)}Webhook`,
          summary: `A \`${type}\` event`,
          tags: [WEBHOOKS_TAG],
          security: [],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    type: { type: 'string', const: type },
                    timestamp: { type: 'string', format: 'date-time', description: 'When the event was written' },
                    data: toJsonSchema(data, components),
                  },
                  required: ['type', 'timestamp', 'data'],
                  additionalProperties: false,
                },
              },
            },
          },
          responses: RESPONSES,
        },
      },
    ]),
  );
}
