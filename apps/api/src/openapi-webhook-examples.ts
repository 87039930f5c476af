/**
 * The examples of the public API's webhook endpoint routes in GET /openapi.json (openapi.ts
 * gathers them with the other public routes'): a request when the route takes a body, and its answer.
 */
import { ApiPath } from '@meridian/contract';

const SAMPLE_ENDPOINT = {
  id: '8d4e6f20-1a3b-4c5d-9e7f-0a1b2c3d4e5f',
  companyId: '3f2a9d1e-7b4c-4e8a-9c61-0d5b2e7f8a90',
  url: 'https://shop.example/webhooks/meridian',
  description: 'Orders',
  mode: 'test',
  eventTypes: ['checkout.paid', 'checkout.expired'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  previousSecretExpiresAt: null,
  createdAt: '2026-06-15T10:30:00.000Z',
};
const SAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4F8uZWfy6pY=';

export const WEBHOOK_ENDPOINT_EXAMPLES: Record<string, { request?: unknown; response: unknown }> = {
  [`GET ${ApiPath.publicWebhookEndpoints}`]: {
    response: { endpoints: [SAMPLE_ENDPOINT], total: 1, nextCursor: null, hasMore: false },
  },
  [`POST ${ApiPath.publicWebhookEndpoints}`]: {
    request: {
      url: SAMPLE_ENDPOINT.url,
      eventTypes: SAMPLE_ENDPOINT.eventTypes,
      description: SAMPLE_ENDPOINT.description,
    },
    response: { endpoint: SAMPLE_ENDPOINT, secret: SAMPLE_SECRET },
  },
  [`GET ${ApiPath.publicWebhookEndpoint}`]: { response: SAMPLE_ENDPOINT },
  [`PATCH ${ApiPath.publicWebhookEndpoint}`]: {
    request: { enabled: false },
    response: { ...SAMPLE_ENDPOINT, enabled: false, disabledReason: 'manual' },
  },
  [`DELETE ${ApiPath.publicWebhookEndpoint}`]: { response: { ok: true } },
  [`POST ${ApiPath.publicWebhookEndpointRotateSecret}`]: {
    response: {
      endpoint: { ...SAMPLE_ENDPOINT, previousSecretExpiresAt: '2026-06-16T10:30:00.000Z' },
      secret: 'whsec_q3V8xN1bT6yR0mK4pW9sL2cF7hJ5dG8aZe1Ud0Kx4Bs=',
    },
  },
};
