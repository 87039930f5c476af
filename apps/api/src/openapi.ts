import * as contract from '@meridian/contract';
import {
  ApiPath,
  CookieName,
  ERROR_STATUS,
  getSchemaHints,
  pathParameters,
  type ErrorCode,
  type StructLike,
} from '@meridian/contract';
import { is, Struct } from 'superstruct';
import type { ServerRoute } from './routes/define';
import { WEBHOOK_ENDPOINT_EXAMPLES } from './openapi-webhook-examples';

type JsonSchema = Record<string, unknown>;

/** Named structs exported by the contract become `components.schemas`. */
function contractComponents(): Map<StructLike, string> {
  const names = new Map<StructLike, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof Struct && (value.type === 'object' || value.type === 'union') && /^[A-Z]/.test(name)) {
      names.set(value, name);
    }
  }
  return names;
}

function acceptsValue(struct: StructLike, value: unknown): boolean {
  return struct instanceof Struct ? is(value, struct) : false;
}

function isStruct(value: unknown): value is StructLike {
  return value instanceof Struct;
}

/** Turns a superstruct struct into JSON Schema (2020-12, as OpenAPI 3.1 uses). */
export function toJsonSchema(struct: StructLike, components: Map<StructLike, string>, root = false): JsonSchema {
  const name = components.get(struct);
  if (name && !root) return { $ref: `#/components/schemas/${name}` };
  const { oneOf, ...hints } = getSchemaHints(struct) ?? {};
  let schema: JsonSchema;
  switch (struct.type) {
    case 'object': {
      const shape = (struct.schema ?? {}) as Record<string, unknown>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        if (!isStruct(field)) continue;
        properties[key] = toJsonSchema(field, components);
        if (!acceptsValue(field, undefined)) required.push(key);
      }
      schema = { type: 'object', properties, additionalProperties: false, ...(required.length ? { required } : {}) };
      break;
    }
    case 'array':
      schema = {
        type: 'array',
        ...(isStruct(struct.schema) ? { items: toJsonSchema(struct.schema, components) } : {}),
      };
      break;
    case 'enums':
      schema = { enum: Object.values(struct.schema as Record<string, unknown>) };
      break;
    case 'literal':
      schema = { const: struct.schema };
      break;
    case 'union':
      schema = { oneOf: (oneOf ?? []).map((member) => toJsonSchema(member, components)) };
      break;
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      schema = { type: struct.type };
      break;
    default:
      schema = {};
  }
  if (struct.type !== 'object' && acceptsValue(struct, null)) schema = { anyOf: [schema, { type: 'null' }] };
  return { ...schema, ...hints };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in or session expired',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Service unavailable',
};

function errorResponses(route: ServerRoute): Record<string, unknown> {
  const codes = new Set<ErrorCode>(route.errors as ErrorCode[]);
  if (route.request || route.bodyType === 'multipart') {
    for (const code of ['BAD_REQUEST', 'VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const)
      codes.add(code);
  }
  if (route.query) codes.add('VALIDATION_FAILED');
  // The public API takes no cookie, so no CSRF check either.
  if (route.method !== 'GET' && !route.apiKey) codes.add('CSRF_REJECTED');
  if (route.limits.length > 0) codes.add('RATE_LIMITED');
  if (route.session === 'active') codes.add('ACTION_REQUIRED');
  codes.add('INTERNAL');
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${list.join(', ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return responses;
}

/** Fastify's `/company/:id` as OpenAPI writes it: `/company/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The request body: JSON, or multipart/form-data (text fields from the struct, or a file upload). */
function requestBody(route: ServerRoute, components: Map<StructLike, string>): Record<string, unknown> | null {
  if (route.bodyType === 'multipart') {
    const schema = route.request
      ? toJsonSchema(route.request, components)
      : {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: ['file'],
        };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!route.request) return null;
  return { required: false, content: { 'application/json': { schema: toJsonSchema(route.request, components) } } };
}

/** The query string's fields as OpenAPI parameters (a struct made with `object()`). */
function queryParameters(route: ServerRoute, components: Map<StructLike, string>): Record<string, unknown>[] {
  if (!route.query) return [];
  const schema = toJsonSchema(route.query, components, true) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The public API's tag: every /v1 route, and only those. */
export const PUBLIC_API_TAG = 'Public API';

const SAMPLE_ID = '8b0e1c55-2f5c-4c6b-9d44-5f6a1f0c2d31';
const SAMPLE_TIME = '2026-06-15T10:30:00.000Z';
const SAMPLE_LINK = {
  id: SAMPLE_ID,
  companyId: '3f2a9d1e-7b4c-4e8a-9c61-0d5b2e7f8a90',
  type: 'static',
  name: 'Coffee subscription',
  status: 'active',
  environment: 'test',
  amount: '19.00',
  minimumAmount: null,
  suggestedAmounts: [],
  message: null,
  redirectUrl: null,
  payoutWalletId: '5c7e2b10-93d4-4f1a-8e2b-6a0f9c3d4e51',
  options: { collectEmail: false, collectBillingDetails: false, includeVat: false, vatRate: null },
  recipient: null,
  summary: null,
  slug: 'q8Zt3kV1bN0xY7wR2cLm5A',
  url: 'https://dashboard.example/pay/q8Zt3kV1bN0xY7wR2cLm5A',
  createdAt: SAMPLE_TIME,
  updatedAt: SAMPLE_TIME,
};
const SAMPLE_PAYMENT = {
  id: '8b1f0c52-6d3e-4a7b-9c21-5e4f3a2d1c0b',
  mode: 'test',
  status: 'confirmed',
  checkoutId: SAMPLE_ID,
  paymentLinkId: null,
  lateForCheckoutId: null,
  chainId: 1287,
  txHash: '0x5f2a9c1e7b3d4f60a8e2c9b1d7f3a5e4c2b0d9e8f7a6b5c4d3e2f1a0b9c8d7e6',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  token: { symbol: 'USDC', contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
  amount: '49904217',
  detectedAt: SAMPLE_TIME,
  confirmedAt: SAMPLE_TIME,
  revertedAt: null,
};
const SAMPLE_CHECKOUT = {
  id: SAMPLE_ID,
  mode: 'test',
  status: 'open',
  exception: null,
  amount: '49.90',
  currency: 'USD',
  description: 'Two bags of Ethiopian beans',
  orderReference: 'WC-1042',
  metadata: { cart: 'c_9' },
  paymentLinkId: null,
  url: 'https://dashboard.example/pay/Jx2pQ9s4Tn6vW8yZ1aBcDe',
  returnUrl: 'https://shop.example/thanks',
  expiresAt: '2026-06-16T10:30:00.000Z',
  payment: null,
  createdAt: SAMPLE_TIME,
};
const SAMPLE_PAID_CHECKOUT = { ...SAMPLE_CHECKOUT, status: 'paid', payment: SAMPLE_PAYMENT };

/** An example per public route: its request (when it takes a body) and its answer. */
const PUBLIC_EXAMPLES: Record<string, { request?: unknown; response: unknown }> = {
  [`POST ${ApiPath.publicCheckouts}`]: {
    request: {
      amount: '49.90',
      description: 'Two bags of Ethiopian beans',
      orderReference: 'WC-1042',
      returnUrl: 'https://shop.example/thanks',
      metadata: { cart: 'c_9' },
    },
    response: SAMPLE_CHECKOUT,
  },
  [`GET ${ApiPath.publicCheckouts}`]: {
    response: { checkouts: [SAMPLE_PAID_CHECKOUT], total: 1, nextCursor: null, hasMore: false },
  },
  [`GET ${ApiPath.publicCheckout}`]: { response: SAMPLE_PAID_CHECKOUT },
  [`POST ${ApiPath.publicCheckoutExpire}`]: { response: { ...SAMPLE_CHECKOUT, status: 'expired' } },
  [`GET ${ApiPath.publicPayment}`]: { response: SAMPLE_PAYMENT },
  [`GET ${ApiPath.publicPayments}`]: {
    response: { payments: [SAMPLE_PAYMENT], total: 1, nextCursor: null, hasMore: false },
  },
  [`GET ${ApiPath.publicEvents}`]: {
    response: {
      events: [
        {
          id: '1042',
          type: 'checkout.paid',
          mode: 'test',
          objectType: 'checkout',
          objectId: SAMPLE_ID,
          data: SAMPLE_PAID_CHECKOUT,
          createdAt: SAMPLE_TIME,
        },
      ],
      total: 1,
      nextCursor: null,
      hasMore: false,
    },
  },
  [`POST ${ApiPath.publicPaymentLinks}`]: {
    request: { type: 'static', name: 'Coffee subscription', amount: '19.00' },
    response: SAMPLE_LINK,
  },
  [`GET ${ApiPath.publicPaymentLinks}`]: {
    response: { links: [SAMPLE_LINK], total: 1, nextCursor: null, hasMore: false },
  },
  [`POST ${ApiPath.publicWooCommercePair}`]: {
    request: {
      code: '7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E',
      storeUrl: 'https://shop.example/',
      webhookUrl: 'https://shop.example/?wc-api=meridian_payments',
    },
    response: {
      apiKey: 'mrd_test_2Bq9XkT4vN7pL1sR8wY3zC6mF0hJ5dG9aQe3Ud2Kx',
      webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4F8uZWfy6pY=',
      environment: 'test',
      scopes: ['checkouts:write', 'payments:read', 'events:read'],
      eventTypes: [
        'checkout.paid',
        'checkout.paid_late',
        'checkout.underpaid',
        'checkout.overpaid',
        'checkout.expired',
        'payment.reverted',
      ],
    },
  },
  ...WEBHOOK_ENDPOINT_EXAMPLES,
};

/** The Idempotency-Key header every public POST takes. */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string (a UUID): the same key and body answer the same result for 24 hours, without doing it twice; ' +
    'the same key with another body is refused (409 IDEMPOTENCY_KEY_REUSED).',
  schema: { type: 'string', maxLength: 255 },
};

/** The OpenAPI 3.1 document of the route table (GET /openapi.json). */
export function buildOpenApi(
  routes: readonly ServerRoute[],
  info: { version: string; serverUrl?: string },
): JsonSchema {
  const components = contractComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const security = route.apiKey
      ? [{ apiKey: [] }]
      : route.session === 'pending' || route.session === 'active'
        ? [{ sessionCookie: [] }]
        : route.session === 'optional'
          ? [{}, { sessionCookie: [] }]
          : [];
    const isPublic = route.apiKey !== undefined || route.path.startsWith('/v1/');
    const example = isPublic ? PUBLIC_EXAMPLES[`${route.method} ${route.path}`] : undefined;
    const parameters: Record<string, unknown>[] = pathParameters(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    parameters.push(...queryParameters(route, components));
    if (route.apiKey && route.method === 'POST') parameters.push(IDEMPOTENCY_KEY_PARAMETER);
    const body = requestBody(route, components);
    const requestContent = body?.content as Record<string, Record<string, unknown>> | undefined;
    if (example?.request !== undefined && requestContent?.['application/json']) {
      requestContent['application/json'].example = example.request;
    }
    const operation: Record<string, unknown> = {
      operationId:
        route.method.toLowerCase() +
        route.path
          .replace(/:(\w+)/g, 'by-$1')
          .replace(/(^|[/.-])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())
          .replace(/[^\w]/g, ''),
      summary: route.summary,
      ...(route.permission
        ? {
            description:
              `Needs the workspace permission \`${route.permission}\` in the workspace \`id\` ` +
              '(a stranger gets 404 NOT_FOUND, a member whose role lacks it 403 FORBIDDEN).',
            'x-permission': route.permission,
          }
        : {}),
      tags: [isPublic ? PUBLIC_API_TAG : (route.path.split('/')[1] ?? 'api')],
      ...(route.apiKey
        ? {
            description:
              `Needs an API key with the scope \`${route.apiKey.scope}\` (\`write\` includes \`read\`). ` +
              'A test key sees and makes test objects only, a live key live ones only.',
            'x-scope': route.apiKey.scope,
          }
        : {}),
      security,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      ...(route.limits.length > 0
        ? {
            'x-rate-limits': route.limits.map(({ name, per, max, windowSeconds }) => ({
              name,
              per,
              max,
              windowSeconds,
            })),
          }
        : {}),
      responses: {
        [String(route.status)]: {
          description: 'Success',
          content: {
            [route.produces ?? 'application/json']: {
              schema: toJsonSchema(route.response, components),
              ...(example ? { example: example.response } : {}),
            },
          },
        },
        ...errorResponses(route),
      },
    };
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  paths[ApiPath.openapi] = {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      tags: ['meta'],
      security: [],
      responses: {
        '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  };
  const tagNames = new Set<string>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const tag of (operation as { tags?: string[] }).tags ?? []) tagNames.add(tag);
    }
  }
  const tags = [...tagNames].sort().map((name) =>
    name === PUBLIC_API_TAG
      ? {
          name,
          description:
            'What a store or a program calls with an API key: checkouts for orders, payments and events since a time, payment links.',
        }
      : { name },
  );
  const schemas: Record<string, JsonSchema> = {};
  for (const [struct, name] of [...components].sort(([, a], [, b]) => a.localeCompare(b))) {
    schemas[name] = toJsonSchema(struct, components, true);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Meridian API',
      version: info.version,
      description:
        'Accounts, sessions and workspaces. Session: opaque token in the HttpOnly cookie ' +
        `\`${CookieName.session}\`; readable cookies carry sessionExpiry, sessionRefreshThreshold, ` +
        'userActionsRequired, pendingInvites, userWorkspaces and selectedWorkspaceId. Mutating requests ' +
        'from other sites are refused (Origin / Sec-Fetch-Site). The public API (`/v1`, tag "Public API") ' +
        'is called with an API key instead: `Authorization: Bearer mrd_test_...` or `mrd_live_...`, never a cookie.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: CookieName.session },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key made in the dashboard (Settings, API keys): mrd_test_ or mrd_live_, 37 random characters ' +
            'and a 6-character checksum. Dashboard routes refuse it.',
        },
      },
    },
  };
}
