import { ApiPath, apiRoutes } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/openapi';
import { serverRoutes } from '../src/routes';
import { startApi, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, unknown> };
        responses: Record<string, unknown>;
        'x-permission'?: string;
      }
    >
  >;
  components: { schemas: Record<string, unknown> } & Record<string, Record<string, unknown> | undefined>;
}

function collectRefs(value: unknown, refs: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, refs));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') refs.add(item);
      else collectRefs(item, refs);
    }
  }
  return refs;
}

describe('GET /openapi.json', () => {
  it('documents every route of the table and the contract', async () => {
    const response = await api.agent().get('/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    for (const route of Object.values(apiRoutes)) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toContain(String(route.status));
      expect(operation?.requestBody !== undefined).toBe(route.request !== undefined || route.bodyType === 'multipart');
      expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(
        operation?.requestBody ? [route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json'] : [],
      );
      expect(operation?.['x-permission']).toBe(route.permission);
    }
    expect(serverRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      Object.values(apiRoutes)
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    );
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        ...new Set([
          ...Object.values(apiRoutes).map((route) => openApiPath(route.path)),
          ApiPath.openapi,
          ApiPath.publicOpenapi,
        ]),
      ].sort(),
    );
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const ref of collectRefs(document, new Set())) {
      const [, , kind = '', name = ''] = ref.split('/');
      expect(document.components[kind]?.[name], ref).toBeDefined();
    }
  });

  it('describes bodies from the contract structs', async () => {
    const document = (await api.agent().get('/openapi.json')).body as OpenApiDocument;
    expect(document.components.schemas.SignupRequest).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['username', 'password', 'email', 'roles', 'country', 'language', 'acceptTerms'],
      properties: {
        password: { type: 'string', minLength: 8, maxLength: 128 },
        language: { enum: ['en', 'es', 'fr', 'pt'] },
        roles: { type: 'array', maxItems: 0 },
      },
    });
    expect(document.components.schemas.ChangePasswordRequest).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/ResetPasswordRequest' },
        { $ref: '#/components/schemas/UpdatePasswordRequest' },
      ],
    });
    expect(document.components.schemas.UserInfo).toMatchObject({
      properties: { name: { type: ['string', 'null'] } },
    });
  });

  it('writes path parameters the OpenAPI way', async () => {
    const document = (await api.agent().get('/openapi.json')).body as OpenApiDocument;
    expect(Object.keys(document.paths).filter((path) => path.includes(':'))).toEqual([]);
    const removeMember = document.paths['/company/{id}/members/{memberId}']?.delete;
    expect(removeMember?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'memberId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(removeMember?.['x-permission']).toBe('manageMembers');
    expect(document.paths['/company/{id}']?.get?.operationId).toBe('getCompanyById');
    expect(document.paths['/company/{id}']?.patch?.operationId).toBe('patchCompanyById');
  });
});
