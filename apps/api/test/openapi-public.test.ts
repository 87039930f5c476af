// The public API's OpenAPI document (GET /v1/openapi.json), as a store's developer or a client
// generator reads it from the running API: the /v1 routes only, where to call them, what may be
// null, typed metadata, integers, formats, and the headers of every request and answer.
import { ApiPath, apiRoutes, EVENT_TYPES } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, PUBLIC_API_TAG } from '../src/openapi';
import { Agent, startApi, type TestApi } from './support/harness';

interface Response {
  headers?: Record<string, { $ref: string }>;
  content?: Record<string, { example?: unknown }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters?: ({ $ref: string } | { name: string; in: string; schema: Record<string, unknown> })[];
  responses: Record<string, Response>;
}
interface Webhook {
  post: {
    tags: string[];
    parameters: { name: string; in: string; required: boolean }[];
    requestBody: {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } & Record<string, unknown> } };
    };
  };
}
interface Document {
  servers: { url: string }[];
  webhooks: Record<string, Webhook>;
  info: { license?: { url?: string } };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    headers: Record<string, { required?: boolean; schema: Record<string, unknown> }>;
    securitySchemes: Record<string, unknown>;
  };
}

let api: TestApi;
let publicDocument: Document;
let whole: Document;
beforeAll(async () => {
  api = await startApi({ PUBLIC_URL: 'https://dashboard.example' });
  // No key, no cookie: what a generator's first request looks like.
  const response = await new Agent(api.url, {}).get(ApiPath.publicOpenapi);
  expect(response.status).toBe(200);
  publicDocument = response.body as Document;
  whole = (await api.agent().get(ApiPath.openapi)).body as Document;
});
afterAll(() => api?.close());

const publicRoutes = Object.values(apiRoutes).filter((route) => route.path.startsWith('/v1/'));
const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /v1/openapi.json', () => {
  it('serves the public routes alone, with where to call them, to anyone', () => {
    expect(Object.keys(publicDocument.paths).sort()).toEqual(
      [...new Set([...publicRoutes.map((route) => openApiPath(route.path)), ApiPath.publicOpenapi])].sort(),
    );
    expect(publicDocument.servers).toEqual([{ url: 'https://dashboard.example/api', description: 'This Meridian' }]);
    expect(publicDocument.info.license?.url).toBe('https://dashboard.example/legal/terms');
    expect(Object.keys(publicDocument.components.securitySchemes)).toEqual(['apiKey']);
    // Only what the public routes use: no dashboard body.
    expect(publicDocument.components.schemas.SignupRequest).toBeUndefined();
    expect(publicDocument.tags.every((tag) => (tag.description ?? '').length > 0)).toBe(true);
    // The whole document keeps the dashboard's routes.
    expect(whole.paths[openApiPath(apiRoutes.signup.path)]).toBeDefined();
    expect(whole.paths[openApiPath(apiRoutes.publicCreateCheckout.path)]).toBeDefined();
  });

  it('publishes every event type as a webhook: the Standard Webhooks headers, and its own data', () => {
    const webhooks = publicDocument.webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...EVENT_TYPES, 'webhook.test'].sort());
    for (const type of EVENT_TYPES) {
      const post = webhooks[type]!.post;
      expect(post.tags).toEqual(['Webhooks']);
      expect(post.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
        ['webhook-id', 'header', true],
        ['webhook-timestamp', 'header', true],
        ['webhook-signature', 'header', true],
      ]);
      const body = post.requestBody.content['application/json'].schema;
      expect(body).toMatchObject({
        type: 'object',
        required: ['type', 'timestamp', 'data'],
        additionalProperties: false,
        properties: { type: { const: type }, timestamp: { type: 'string', format: 'date-time' } },
      });
    }
    const dataOf = (type: string) =>
      webhooks[type]!.post.requestBody.content['application/json'].schema.properties.data;
    expect(dataOf('checkout.paid')).toEqual({ $ref: '#/components/schemas/Checkout' });
    expect(dataOf('payment.reverted')).toEqual({ $ref: '#/components/schemas/PublicPayment' });
    expect(dataOf('member.invited')).toEqual({ $ref: '#/components/schemas/InviteEventData' });
  });

  it('tags every public operation, each with an example answer', () => {
    for (const { path, method, operation } of operations(publicDocument)) {
      expect(operation.tags, `${method} ${path}`).toEqual([PUBLIC_API_TAG]);
      if (path === ApiPath.publicOpenapi) continue;
      const [, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
      expect(success?.content?.['application/json']?.example, `${method} ${path}`).toBeDefined();
    }
  });

  it('says null where the API answers null: a new checkout has no payment, a static link no recipient', () => {
    const checkout = publicDocument.components.schemas.Checkout!;
    expect(checkout.required).toContain('payment');
    expect((checkout.properties as Record<string, unknown>).payment).toEqual({
      anyOf: [{ $ref: '#/components/schemas/PublicPayment' }, { type: 'null' }],
    });
    const link = publicDocument.components.schemas.PaymentLink!;
    expect((link.properties as Record<string, unknown>).recipient).toMatchObject({
      type: ['object', 'null'],
      required: ['name', 'email'],
    });
  });

  it('types metadata, integers, formats and enums', () => {
    expect(publicDocument.components.schemas.Metadata).toMatchObject({
      type: 'object',
      maxProperties: 20,
      propertyNames: { minLength: 1, maxLength: 40 },
      additionalProperties: { type: 'string', maxLength: 500 },
    });
    expect(publicDocument.components.schemas.MetadataObject).toMatchObject({
      type: 'object',
      maxProperties: 20,
      additionalProperties: { type: 'string', maxLength: 500 },
    });
    const checkout = publicDocument.components.schemas.Checkout!.properties as Record<string, unknown>;
    expect(checkout.metadata).toEqual({ $ref: '#/components/schemas/MetadataObject' });
    expect(checkout.id).toMatchObject({ type: 'string', format: 'uuid' });
    expect(checkout.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(checkout.status).toMatchObject({ type: 'string', enum: expect.arrayContaining(['paid', 'expired']) });
    const list = publicDocument.paths[openApiPath(apiRoutes.publicListPayments.path)]!.get!;
    const limit = list.parameters?.find((parameter) => 'name' in parameter && parameter.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
    const total = (publicDocument.components.schemas.PublicPaymentListResponse!.properties as Record<string, unknown>)
      .total;
    expect(total).toEqual({ type: 'integer' });
  });

  it('names the headers: Idempotency-Key on every POST with a key, X-Request-Id and RateLimit-* on every answer', () => {
    for (const { path, method, operation } of operations(publicDocument)) {
      const takesKey = publicRoutes.some(
        (route) => openApiPath(route.path) === path && route.method.toLowerCase() === method && route.apiKey,
      );
      const idempotencyKey = (operation.parameters ?? []).some(
        (parameter) => '$ref' in parameter && parameter.$ref === '#/components/parameters/IdempotencyKey',
      );
      expect(idempotencyKey, `${method} ${path}`).toBe(takesKey && method === 'post');
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(Object.keys(response.headers ?? {}), `${method} ${path} ${status}`).toEqual(
          expect.arrayContaining(['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
        );
        if (status === '429') expect(response.headers?.['Retry-After']).toBeDefined();
      }
    }
    const { headers } = publicDocument.components;
    for (const name of ['RateLimitLimit', 'RateLimitRemaining', 'RateLimitReset', 'RetryAfter']) {
      expect(headers[name], name).toMatchObject({ required: true, schema: { type: 'integer' } });
    }
    // The dashboard's routes answer X-Request-Id too, without the public API's quota.
    const signup = whole.paths[openApiPath(apiRoutes.signup.path)]!.post!;
    expect(Object.keys(signup.responses['201']?.headers ?? {})).toEqual(['X-Request-Id']);
  });
});
