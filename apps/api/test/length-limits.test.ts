import { ErrorBody, type FieldError } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, DASHBOARD_ORIGIN, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace } from './support/workspaces';
import { paid } from './support/paid';

let api: TestApi;
let owner: Agent;
let companyId: string;
/** Objects a path may name by id: a wallet, a payment link and an integration of the owner's workspace. */
const objectIds: Record<string, string> = {};
let apiKeyId: string;
let endpointId: string;
let program: Agent;
beforeAll(async () => {
  // A webhook endpoint on loopback (nothing listens there): no delivery leaves the machine.
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: '1' });
  owner = (await confirmedUser(api)).agent;
  companyId = (await createWorkspace(owner)).id;
  const wallet = await owner.post('/wallet', {
    companyId,
    platform: 'moonbeam',
    ecosystem: 'evm',
    addresses: ['0x52908400098527886e0f7030069857d2e4169ee7'],
    metadata: { ui: { label: 'Main', colour: 'blue' } },
  });
  objectIds['/wallet/'] = (wallet.body as { id: string }).id;
  const link = await owner.post('/payment-link/static', {
    companyId,
    type: 'static',
    amount: '10',
    environment: 'test',
    payoutWalletId: objectIds['/wallet/'],
  });
  objectIds['/payment-link/'] = (link.body as { id: string }).id;
  // A confirmed payment of the workspace, whose refunds routes read their body only once they find it.
  const payment = await paid(api, {
    companyId,
    linkId: objectIds['/payment-link/'],
    payTo: '0x52908400098527886e0f7030069857d2e4169ee7',
    at: new Date(),
    cents: 1000,
  });
  objectIds['/payments/'] = payment.paymentId;
  const key = await owner.post(`/company/${companyId}/api-keys`, {
    label: 'Limits',
    mode: 'test',
    scopes: ['checkouts:write', 'payment_links:write', 'webhooks:write', 'refunds:write'],
  });
  const made = key.body as { apiKey: { id: string }; secret: string };
  apiKeyId = made.apiKey.id;
  // The public API (/v1) is called with the key instead of the session.
  program = api.agent({ authorization: `Bearer ${made.secret}` });
  const integration = await owner.post('/integration/squarespace', { companyId });
  objectIds['/integration/squarespace/'] = (integration.body as { id: string }).id;
  const endpoint = await owner.post(`/company/${companyId}/webhooks`, {
    url: 'http://127.0.0.1:9/hooks',
    eventTypes: ['checkout.paid'],
    mode: 'test',
  });
  endpointId = (endpoint.body as { endpoint: { id: string } }).endpoint.id;
});
afterAll(() => api?.close());

type Schema = Record<string, unknown>;

interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface LimitCase {
  label: string;
  method: string;
  url: string;
  multipart: boolean;
  field: string;
  body: Record<string, unknown>;
}

/** Follows a `$ref` into the document's components. */
function resolve(document: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const components = (document.components as { schemas: Record<string, Schema> }).schemas;
  return resolve(document, components[name] ?? {});
}

/** A value of `length` characters that passes every rule of the field but its length. */
function overLong(schema: Schema, length: number): string {
  const format = schema.format;
  const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (format === 'email') return `${'a'.repeat(Math.max(1, length - '@example.com'.length))}@example.com`;
  if (format === 'uri') return `https://${'a'.repeat(Math.max(1, length - 'https://.example'.length))}.example`;
  if (typeof example === 'string' && example.includes(' ')) {
    // A phone number: separators inside keep it valid while it grows.
    const [head = '', ...rest] = example.split(' ');
    const tail = rest.join('');
    return `${head}${' '.repeat(Math.max(1, length - head.length - tail.length))}${tail}`;
  }
  return 'a'.repeat(length);
}

/** Whether a schema's type is `type`, or a list of types that holds it (`['string', 'null']`). */
function hasType(schema: Schema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** Every string field with a maxLength (nested objects as `a.b`), with a value one over it. */
function stringFields(document: Schema, schema: Schema, prefix: string): { field: string; value: unknown }[] {
  const resolved = resolve(document, schema);
  if (!hasType(resolved, 'object')) return [];
  const found: { field: string; value: unknown }[] = [];
  for (const [key, raw] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>)) {
    const property = resolve(document, raw);
    const branches = Array.isArray(property.anyOf) ? (property.anyOf as Schema[]) : [property];
    const field = prefix ? `${prefix}.${key}` : key;
    if (
      typeof property.maxLength === 'number' &&
      branches.some((branch) => hasType(resolve(document, branch), 'string'))
    ) {
      found.push({ field, value: overLong(property, property.maxLength + 1) });
    }
    for (const branch of branches) {
      for (const nested of stringFields(document, branch, field)) {
        // The nested field inside its parent object, the parent's other fields left out.
        found.push({ field: nested.field, value: nested.value });
      }
    }
  }
  return found;
}

/** Puts `value` at the dotted `field` of an object. */
function bodyWith(field: string, value: unknown): Record<string, unknown> {
  const keys = field.split('.');
  const body: Record<string, unknown> = {};
  let target = body;
  for (const key of keys.slice(0, -1)) {
    const next: Record<string, unknown> = {};
    target[key] = next;
    target = next;
  }
  target[keys[keys.length - 1] ?? ''] = value;
  return body;
}

function limitCases(document: Schema): LimitCase[] {
  const cases: LimitCase[] = [];
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const [template, operations] of Object.entries(paths)) {
    if (template.startsWith('/dev/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content;
      if (!content) continue;
      const multipart = 'multipart/form-data' in content;
      const schema = (content['multipart/form-data'] ?? content['application/json'])?.schema;
      if (!schema) continue;
      // Path parameters name real objects: the owner's workspace (others get a random id).
      const owned = Object.entries(objectIds).find(([prefix]) => template.startsWith(prefix))?.[1];
      const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'id'
          ? (owned ?? companyId)
          : name === 'keyId'
            ? apiKeyId
            : name === 'endpointId'
              ? endpointId
              : '00000000-0000-4000-8000-000000000000',
      );
      // A route that finds its workspace in the body gets the owner's.
      const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
      const components = (document.components as { schemas: Record<string, Schema> } | undefined)?.schemas ?? {};
      const resolved = ref ? (components[ref] ?? schema) : schema;
      const properties = (resolved.properties as Record<string, unknown> | undefined) ?? {};
      const named = 'companyId' in properties;
      for (const { field, value } of stringFields(document, schema, '')) {
        cases.push({
          label: `${method.toUpperCase()} ${template} ${field}`,
          method: method.toUpperCase(),
          url,
          multipart,
          field,
          body: { ...(named && field !== 'companyId' ? { companyId } : {}), ...bodyWith(field, value) },
        });
      }
    }
  }
  return cases;
}

async function send(limitCase: LimitCase): Promise<{ status: number; body: unknown }> {
  if (!limitCase.multipart) {
    const caller = limitCase.url.startsWith('/v1/') ? program : owner;
    const response = await caller.request(limitCase.method, limitCase.url, { json: limitCase.body });
    return response;
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(limitCase.body)) form.append(key, String(value));
  const cookie = [...owner.jar].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('; ');
  const response = await fetch(`${api.url}${limitCase.url}`, {
    method: limitCase.method,
    headers: { origin: DASHBOARD_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

function details(body: unknown): FieldError[] {
  return create(body, ErrorBody).error.details ?? [];
}

describe('the length limits the OpenAPI document announces', () => {
  it('refuses a value one character over any maxLength with 422 naming the field, and changes nothing', async () => {
    const document = (await api.agent().get('/openapi.json')).body as Schema;
    const cases = limitCases(document);
    // The walk finds the fields it should: JSON and multipart routes alike.
    expect(cases.map((entry) => entry.label)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/auth\/signup username$/),
        expect.stringMatching(/^PATCH \/user\/info-settings phone$/),
        expect.stringMatching(/^PATCH \/user\/info-settings name$/),
        expect.stringMatching(/^PATCH \/company\/\{id\} phone$/),
      ]),
    );
    const before = await api.counts();
    const user = await owner.get('/user/info');
    const company = await owner.get(`/company/${companyId}`);
    for (const limitCase of cases) {
      const response = await send(limitCase);
      expect(response.status, limitCase.label).toBe(422);
      expect(details(response.body), limitCase.label).toContainEqual(
        expect.objectContaining({ field: limitCase.field, code: 'too_long' }),
      );
    }
    expect(await api.counts()).toEqual(before);
    expect((await owner.get('/user/info')).body).toEqual(user.body);
    expect((await owner.get(`/company/${companyId}`)).body).toEqual(company.body);
  });
});
