import {
  apiRoutes,
  ApiPath,
  CookieName,
  EVENT_DATA,
  WebhookTestData,
  pathParameters,
  type StructLike,
} from '@meridian/contract';
import { is, Struct } from 'superstruct';
import { PUBLIC_EXAMPLES } from './openapi/examples';
import { HEADER_COMPONENTS, idempotencyKeyParameter, PARAMETER_COMPONENTS, responseHeaders } from './openapi/headers';
import { usedComponents } from './openapi/components';
import { errorCodes, errorResponse } from './openapi/errors';
import { contractComponents, toJsonSchema, type JsonSchema } from './openapi/json-schema';
import { PUBLIC_API_PREFIX as PUBLIC_PREFIX } from './security/csrf';
import { webhooksSection, WEBHOOKS_DESCRIPTION, WEBHOOKS_TAG } from './openapi/webhooks';
import type { ServerRoute } from './routes/define';

export { toJsonSchema } from './openapi/json-schema';

/** The public API's tag: every /v1 route, and only those. */
export const PUBLIC_API_TAG = 'Public API';

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
  // A route reads no body as `{}`: the body is required when `{}` is not a valid one.
  const required = !(route.request instanceof Struct && is({}, route.request));
  return { required, content: { 'application/json': { schema: toJsonSchema(route.request, components) } } };
}

/** The query string's fields as OpenAPI parameters (a struct made with `object()`). */
function queryParameters(route: ServerRoute, components: Map<StructLike, string>): Record<string, unknown>[] {
  if (!route.query) return [];
  const schema = toJsonSchema(route.query, components, true) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }));
}

/** The contract's name of each route, by `METHOD path`: a public route's is its operationId. */
const ROUTE_NAMES = new Map<string, string>(
  Object.entries(apiRoutes).map(([name, route]) => [`${route.method} ${route.path}`, name]),
);

function operationId(route: ServerRoute): string {
  const name = ROUTE_NAMES.get(`${route.method} ${route.path}`);
  if (route.path.startsWith(PUBLIC_PREFIX) && name) {
    const bare = name.replace(/^public/, '');
    return bare.charAt(0).toLowerCase() + bare.slice(1);
  }
  return (
    route.method.toLowerCase() +
    route.path
      .replace(/:(\w+)/g, 'by-$1')
      .replace(/(^|[/.-])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())
      .replace(/[^\w]/g, '')
  );
}

function operationDescription(route: ServerRoute): string | undefined {
  if (route.apiKey) {
    return (
      `Needs an API key with the scope \`${route.apiKey.scope}\` (\`write\` includes \`read\`). ` +
      "A test key sees and makes test objects only, a live key live ones only; another workspace's or mode's " +
      'object answers 404.'
    );
  }
  if (route.permission) {
    return (
      `Needs the workspace permission \`${route.permission}\` in the workspace \`id\` ` +
      '(a stranger gets 404 NOT_FOUND, a member whose role lacks it 403 FORBIDDEN).'
    );
  }
  return undefined;
}

function operation(route: ServerRoute, components: Map<StructLike, string>): Record<string, unknown> {
  const isPublic = route.path.startsWith(PUBLIC_PREFIX);
  const idempotent = route.apiKey !== undefined && route.method === 'POST';
  const security = route.apiKey
    ? [{ apiKey: [] }]
    : route.session === 'pending' || route.session === 'active'
      ? [{ sessionCookie: [] }]
      : route.session === 'optional'
        ? [{}, { sessionCookie: [] }]
        : [];
  const example = isPublic ? PUBLIC_EXAMPLES[`${route.method} ${route.path}`] : undefined;
  const parameters: unknown[] = pathParameters(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  parameters.push(...queryParameters(route, components));
  if (idempotent) parameters.push(idempotencyKeyParameter);
  const body = requestBody(route, components);
  const requestContent = body?.content as Record<string, Record<string, unknown>> | undefined;
  if (example?.request !== undefined && requestContent?.['application/json']) {
    requestContent['application/json'].example = example.request;
  }
  const description = operationDescription(route);
  const errors = [...errorCodes(route)].map(([status, codes]) => [
    String(status),
    errorResponse(status, codes, responseHeaders(status, { isPublic, idempotent }), isPublic),
  ]);
  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(description ? { description } : {}),
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(route.apiKey ? { 'x-scope': route.apiKey.scope } : {}),
    tags: [isPublic ? PUBLIC_API_TAG : (route.path.split('/')[1] ?? 'api')],
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(route.limits.length > 0
      ? {
          'x-rate-limits': route.limits.map(({ name, per, max, windowSeconds }) => ({ name, per, max, windowSeconds })),
        }
      : {}),
    responses: {
      [String(route.status)]: {
        description: 'Success',
        headers: responseHeaders(route.status, { isPublic, idempotent }),
        content: {
          [route.produces ?? 'application/json']: {
            schema: toJsonSchema(route.response, components),
            ...(example ? { example: example.response } : {}),
          },
        },
      },
      ...Object.fromEntries(errors),
    },
  };
}

/** The operation of a document itself (GET /openapi.json, GET /v1/openapi.json). */
function documentOperation(id: string, summary: string, isPublic: boolean): Record<string, unknown> {
  return {
    operationId: id,
    summary,
    tags: [isPublic ? PUBLIC_API_TAG : 'meta'],
    security: [],
    responses: {
      '200': {
        description: 'The OpenAPI 3.1 document',
        headers: responseHeaders(200, { isPublic, idempotent: false }),
        content: { 'application/json': { schema: { type: 'object' } } },
      },
      ...(isPublic
        ? { '429': errorResponse(429, ['RATE_LIMITED'], responseHeaders(429, { isPublic, idempotent: false }), true) }
        : {}),
    },
  };
}

export interface DocumentInfo {
  version: string;
  /** Where clients reach the API (its public base URL, `/api` behind the dashboard). */
  serverUrl?: string;
  /** The dashboard's address: the terms of service are there. */
  publicUrl?: string;
}

const PUBLIC_DESCRIPTION =
  'The API a store or a program calls with an API key (`Authorization: Bearer mrd_test_...` or `mrd_live_...`, ' +
  'made in the dashboard under Settings, API keys): checkouts for orders, payments and events since a time, ' +
  'payment links, and the webhooks Meridian sends. Errors have one format, `{ "error": { "code", "message", ' +
  '"details"? } }`. Every answer carries `X-Request-Id` and the RateLimit-* headers; every POST made with a key ' +
  'takes an `Idempotency-Key`.';

/** The OpenAPI 3.1 document of the route table (GET /openapi.json). */
export function buildOpenApi(routes: readonly ServerRoute[], info: DocumentInfo): JsonSchema {
  const components = contractComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, components) };
  }
  paths[ApiPath.openapi] = { get: documentOperation('openapi', 'This document', false) };
  paths[ApiPath.publicOpenapi] = {
    get: documentOperation('publicOpenapi', "The public API's OpenAPI document: its routes and webhooks", true),
  };
  const schemas: Record<string, JsonSchema> = {};
  for (const [struct, name] of components) schemas[name] = toJsonSchema(struct, components, true);
  const document: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: 'Meridian API',
      version: info.version,
      description:
        'Accounts, sessions and workspaces. Session: opaque token in the HttpOnly cookie ' +
        `\`${CookieName.session}\`; readable cookies carry sessionExpiry, sessionRefreshThreshold, ` +
        'userActionsRequired, pendingInvites, userWorkspaces and selectedWorkspaceId. Mutating requests ' +
        'from other sites are refused (Origin / Sec-Fetch-Site). The public API (`/v1`, tag "Public API", ' +
        `also alone at \`${ApiPath.publicOpenapi}\`) is called with an API key instead, never a cookie.`,
      ...(info.publicUrl
        ? { license: { name: 'Meridian terms of service', url: `${info.publicUrl}/legal/terms` } }
        : {}),
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl, description: 'This Meridian' }] } : {}),
    paths,
    // Every event type's webhook, and the test event a member sends.
    webhooks: webhooksSection({ ...EVENT_DATA, 'webhook.test': WebhookTestData }, components),
    components: {
      schemas,
      headers: HEADER_COMPONENTS,
      parameters: PARAMETER_COMPONENTS,
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
  const tagNames = new Set<string>([WEBHOOKS_TAG]);
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) for (const tag of (op as { tags: string[] }).tags) tagNames.add(tag);
  }
  document.tags = [...tagNames].sort().map((name) => ({
    name,
    description:
      name === PUBLIC_API_TAG
        ? PUBLIC_DESCRIPTION
        : name === WEBHOOKS_TAG
          ? WEBHOOKS_DESCRIPTION
          : `The dashboard's \`/${name}\` routes.`,
  }));
  document.components = usedComponents(document);
  return document;
}

/**
 * The public API's own document (GET /v1/openapi.json): the /v1 routes and the webhooks, with the
 * components they use, and the API key as their only security scheme.
 */
export function publicOpenApi(whole: JsonSchema): JsonSchema {
  const paths = Object.fromEntries(
    Object.entries(whole.paths as Record<string, unknown>).filter(([path]) => path.startsWith(PUBLIC_PREFIX)),
  );
  const info = whole.info as Record<string, unknown>;
  const document: JsonSchema = {
    ...whole,
    info: { ...info, title: 'Meridian public API', description: PUBLIC_DESCRIPTION },
    tags: (whole.tags as { name: string }[]).filter((tag) => tag.name === PUBLIC_API_TAG || tag.name === WEBHOOKS_TAG),
    paths,
  };
  const components = usedComponents(document);
  const schemes = (whole.components as { securitySchemes: Record<string, unknown> }).securitySchemes;
  return { ...document, components: { ...components, securitySchemes: { apiKey: schemes.apiKey } } };
}
