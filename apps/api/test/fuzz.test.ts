import { apiRoutes, ERROR_CODES, ErrorBody, MemberListResponse, type RouteShape } from '@meridian/contract';
import fc from 'fast-check';
import { create, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from './support/api-keys';
import { link, merchant, openSession, payer } from './support/checkout';
import {
  BROKEN_TEXT,
  CRAFTED_CURSORS,
  deepJson,
  encodeSegment,
  EXTREME_TIMES,
  junk,
  nastyText,
  nulPath,
  PROTOTYPE_KEYS,
} from './support/fuzz';
import { Agent, confirmedUser, DASHBOARD_ORIGIN, startApi, type TestApi } from './support/harness';
import { createWorkspace, path, startDnsServer } from './support/workspaces';

/**
 * Property-based: for every route, bodies generated from the route's own schema (as the OpenAPI
 * document states it) and then spoilt (control characters, huge and empty strings, wrong
 * types, nested junk, unknown fields), with path ids of the caller's objects, of a stranger's
 * and of nothing, sent over HTTP by the owner of a workspace (and to the public API's routes
 * with a valid key of the workspace, every scope). No answer may be a 5xx, and every error must
 * be `{ error: { code, message } }` with a code of the contract. Each route also gets, whatever
 * the seed, each class of input that once reached the database or an object lookup: NUL and
 * lone surrogates in every field, key and query value, prototype names (`__proto__`,
 * `toString`...) as keys and values, times of year 0000 and past 9999, and crafted cursors.
 *
 * FUZZ_RUNS sets the cases per route (20 by default), FUZZ_SEED the seed (fixed by default, so
 * a run is repeatable); a failure prints both.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

type Schema = Record<string, unknown>;
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
}

let api: TestApi;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let owner: Agent;
/** A store's program: the workspace's key, every scope, no cookie. */
let program: Agent;
let ownerLogin: { username: string; password: string };
let document: Schema;
const ids: Record<string, string[]> = { id: [], memberId: [], token: [], slug: [] };

beforeAll(async () => {
  dns = await startDnsServer(new Map());
  api = await startApi({ DNS_SERVERS: dns.address });
  // A workspace with a wallet, a link, a checkout session on it and a store's checkout, so that
  // ids of real objects reach every route, the public checkout's and the key's included.
  const m = await merchant(api);
  owner = m.owner.agent;
  ownerLogin = { username: m.owner.body.username, password: m.owner.body.password };
  const own = m.company;
  const created = await link(m);
  const session = await openSession(payer(api), created.slug, { token: 'DEV' });
  const { secret } = await createKey(owner, own.id);
  program = new Agent(api.url, { authorization: `Bearer ${secret}` });
  const checkout = await program.post(apiRoutes.publicCreateCheckout.path, { amount: '5.00', description: 'Beans' });
  const stranger = await confirmedUser(api);
  const theirs = await createWorkspace(stranger.agent);
  const members = async (agent: Agent, companyId: string) =>
    create((await agent.get(path(apiRoutes.listMembers.path, { id: companyId }))).body, MemberListResponse).members;
  ids.id = [own.id, theirs.id, created.id, session.id, m.wallet.id, (checkout.body as { id: string }).id];
  ids.slug = [created.slug];
  // A statement's month: a real one, and the ends of what a year of four digits writes.
  ids.month = ['2026-06', '9999-12', '0000-01'];
  ids.memberId = [...(await members(owner, own.id)), ...(await members(stranger.agent, theirs.id))].map(
    (member) => member.memberId,
  );
  ids.token = ['a'.repeat(43)];
  document = (await api.agent().get('/openapi.json')).body as Schema;
});
afterAll(async () => {
  await api?.close();
  await dns?.close();
});

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const components = (document.components as { schemas: Record<string, Schema> }).schemas;
  return resolve(components[ref.replace('#/components/schemas/', '')] ?? {});
}

/** Dates a parser takes but a database may not: year 0, the far past and future, impossible days. */
const extremeDate = fc.constantFrom(
  ...EXTREME_TIMES,
  '0001-01-01',
  '1000-01-01',
  '1969-12-31T23:59:59Z',
  '2026-02-30',
  '2026-13-01',
  '2026-11-01T25:61:00Z',
  '2026-11-01T10:00:00+99:99',
  '-000001-01-01',
);

/** A value the schema describes (examples, enums, bounded strings...). */
function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  if (Array.isArray(resolved.enum)) return fc.constantFrom(...(resolved.enum as unknown[]));
  if ('const' in resolved) return fc.constant(resolved.const);
  const branches = (resolved.anyOf ?? resolved.oneOf) as Schema[] | undefined;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => valid(branch, depth)));
  // A value that may be null: `type: ['string', 'null']`.
  if (Array.isArray(resolved.type)) {
    return fc.oneof(...(resolved.type as string[]).map((type) => valid({ ...resolved, type }, depth)));
  }
  switch (resolved.type) {
    case 'string': {
      const examples = Array.isArray(resolved.examples) ? (resolved.examples as string[]) : [];
      const max = typeof resolved.maxLength === 'number' ? resolved.maxLength : 60;
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: max }),
        ...(examples.length > 0 ? [fc.constantFrom(...examples)] : []),
        ...(resolved.format === 'email' ? [fc.emailAddress()] : []),
        ...(resolved.format === 'uuid' ? [fc.uuid(), fc.constantFrom(...Object.values(ids).flat())] : []),
        ...(resolved.format === 'date-time' ? [extremeDate] : []),
      );
    }
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valid((resolved.items as Schema) ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = (resolved.properties ?? {}) as Record<string, Schema>;
      const required = (resolved.required ?? []) as string[];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, valid(field, depth + 1)])),
        { requiredKeys: required.filter((key) => key in properties) },
      );
    }
    default:
      return junk;
  }
}

/** A body from the schema, spoilt: each field kept, dropped or replaced by junk, plus unknown fields. */
function spoilt(schema: Schema): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const object = fc
    .tuple(
      valid(resolved) as fc.Arbitrary<Record<string, unknown>>,
      fc.array(fc.tuple(fc.constantFrom(...Object.keys(properties), 'unknownField', '__proto__', ''), junk), {
        maxLength: 3,
      }),
      fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 2 }),
    )
    .map(([base, replacements, extra]) => {
      const body: Record<string, unknown> = { ...base };
      for (const [key, value] of replacements) {
        Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return { ...body, ...extra };
    });
  return fc.oneof(
    { weight: 1, arbitrary: valid(resolved) },
    { weight: 5, arbitrary: resolved.type === 'object' ? object : junk },
    { weight: 1, arbitrary: junk },
  );
}

/** A path parameter: one of the caller's objects, a stranger's, or nothing that exists. */
const pathValue = (name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(ids[name]?.length ? ids[name] : ['x'])) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: nastyText.map((text) => text.slice(0, 200)) },
    { weight: 1, arbitrary: nulPath },
  );

interface FuzzCase {
  params: Record<string, string>;
  body: unknown;
  /** For JSON: send the body as raw text instead (broken JSON). */
  raw?: string;
  /** The query string's parameters, for routes that read one. */
  query?: Record<string, string>;
}

/** `value` (an object) with one more own key, `__proto__` included. */
function withKey(value: object, key: string, entry: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  Object.defineProperty(copy, key, { value: entry, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The schema of one field of a body's schema. */
function fieldSchema(schema: Schema | undefined, key: string): Schema {
  return ((schema ? resolve(schema).properties : undefined) as Record<string, Schema> | undefined)?.[key] ?? {};
}

function operationOf(route: RouteShape): Operation | undefined {
  return (document.paths as Record<string, Record<string, Operation>>)[route.path.replace(/:(\w+)/g, '{$1}')]?.[
    route.method.toLowerCase()
  ];
}

/** The route's query parameters as the OpenAPI document states them. */
function queryParameters(route: RouteShape) {
  return (operationOf(route)?.parameters ?? []).filter((parameter) => parameter.in === 'query');
}

/** A query parameter that carries a page's cursor. */
const isCursor = (name: string) => name === 'cursor' || name === 'after';

/** A query value: one the schema describes, a date out of range, text a parser chokes on. */
function queryValue(schema: Schema | undefined, name: string): fc.Arbitrary<string> {
  const resolved = schema ? resolve(schema) : {};
  const described = valid(resolved).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  const known = name === 'companyId' ? [fc.constantFrom(...(ids.id ?? []))] : [];
  const dates = resolved.format === 'date-time' ? [extremeDate, extremeDate] : [];
  const cursors = isCursor(name) ? [fc.constantFrom(...CRAFTED_CURSORS)] : [];
  return fc.oneof(
    ...known,
    ...known,
    described,
    ...dates,
    ...cursors,
    nastyText.map((text) => text.slice(0, 300)),
  );
}

/** The query string: each parameter given or not, with its value. */
function queryArbitrary(route: RouteShape): fc.Arbitrary<Record<string, string>> {
  const parameters = queryParameters(route);
  return fc.record(
    Object.fromEntries(parameters.map((parameter) => [parameter.name, queryValue(parameter.schema, parameter.name)])),
    { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
}

function caseArbitrary(route: RouteShape): fc.Arbitrary<FuzzCase> {
  const operation = operationOf(route);
  const content = operation?.requestBody?.content;
  const schema = (content?.['multipart/form-data'] ?? content?.['application/json'])?.schema;
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = fc.record(Object.fromEntries(names.map((name) => [name, pathValue(name)])));
  const body = schema ? spoilt(schema) : fc.option(junk, { nil: undefined });
  const raw = fc.option(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"text"',
      '{"a":1}{',
      '\u0000',
      deepJson(5_000),
      deepJson(3_000, 'object'),
    ),
    { nil: undefined, freq: 8 },
  );
  return fc.record({ params, body, raw, query: queryArbitrary(route) });
}

/**
 * Cases every route gets besides the random ones: each field of the schema (or one unknown
 * field) set to a long text, a NUL, null, an array, deep nesting; and a body that is no object.
 */
function edgeCases(route: RouteShape): FuzzCase[] {
  const operation = operationOf(route);
  const content = operation?.requestBody?.content;
  const schema = (content?.['multipart/form-data'] ?? content?.['application/json'])?.schema;
  const keys = schema ? Object.keys((resolve(schema).properties ?? {}) as Record<string, unknown>) : [];
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = Object.fromEntries(names.map((name) => [name, ids[name]?.[0] ?? 'x']));
  const strangers = Object.fromEntries(names.map((name) => [name, ids[name]?.[1] ?? 'x']));
  let deep: unknown = 'deep';
  for (let level = 0; level < 1_000; level += 1) deep = [deep];
  const every = (value: unknown) => Object.fromEntries((keys.length > 0 ? keys : ['field']).map((key) => [key, value]));
  // Each field 5,000 levels deep, written as text (the nesting itself must be refused, not choke the server).
  const deepRaw = (kind: 'array' | 'object') =>
    `{${(keys.length > 0 ? keys : ['field']).map((key) => `${JSON.stringify(key)}:${deepJson(5_000, kind)}`).join(',')}}`;
  // The query's dates out of range (the workspace's id kept, the rest left out so they reach the
  // database); then every other parameter with a NUL.
  const queryOf = (value: (format: unknown) => string | undefined) =>
    Object.fromEntries(
      queryParameters(route).flatMap((parameter) => {
        const given =
          parameter.name === 'companyId' ? (ids.id?.[0] ?? '') : value(resolve(parameter.schema ?? {}).format);
        return given === undefined ? [] : [[parameter.name, given]];
      }),
    );
  const dates = ['0000-01-01', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '2026-02-30'].map((date) =>
    queryOf((format) => (format === 'date-time' ? date : undefined)),
  );
  const hasDates = queryParameters(route).some((parameter) => resolve(parameter.schema ?? {}).format === 'date-time');
  const nulQuery = queryOf((format) => (format === 'date-time' ? undefined : 'a\u0000b'));
  // Each class of input that reaches the database or an object lookup, whatever the seed.
  const dateKeys = keys.filter((key) => resolve(fieldSchema(schema, key)).format === 'date-time');
  const classes = [...BROKEN_TEXT, ...PROTOTYPE_KEYS];
  const awkwardKeys = ['\u0000', 'a\u0000', '\ud800', ...PROTOTYPE_KEYS];
  const awkwardRecord = `{${awkwardKeys.map((key) => `${JSON.stringify(key)}:"\\u0000"`).join(',')},"k":"\\ud800"}`;
  const keysRaw = `{${[...awkwardKeys.map((key) => `${JSON.stringify(key)}:"x"`), ...(keys.length > 0 ? keys : ['field']).map((key) => `${JSON.stringify(key)}:${awkwardRecord}`)].join(',')}}`;
  const queryClasses = [...classes, ...EXTREME_TIMES].map((value) => queryOf(() => value));
  const cursors = queryParameters(route)
    .filter((parameter) => isCursor(parameter.name))
    .flatMap((parameter) =>
      CRAFTED_CURSORS.map((cursor) => ({ ...queryOf(() => undefined), [parameter.name]: cursor })),
    );
  const pathClasses = ['\uD800', ...PROTOTYPE_KEYS].map((value) =>
    Object.fromEntries(names.map((name) => [name, value])),
  );
  // A route with an example body (the public API's): the example with one field at a time made
  // bad, and each object field given keys no record may take, so the other fields pass.
  const example = content?.['application/json']?.example;
  const oneAtATime =
    example && typeof example === 'object' && !Array.isArray(example)
      ? Object.entries(example).flatMap(([key, value]) => [
          ...classes.map((bad) => ({ ...example, [key]: bad })),
          ...(value && typeof value === 'object' && !Array.isArray(value)
            ? [
                ...awkwardKeys.map((bad) => ({ ...example, [key]: withKey(value, bad, 'x') })),
                ...classes.map((bad) => ({ ...example, [key]: withKey(value, 'k', bad) })),
              ]
            : []),
        ])
      : [];
  const nul = Object.fromEntries(names.map((name) => [name, '\u0000']));
  const nulInside = Object.fromEntries(names.map((name) => [name, `${ids[name]?.[0] ?? 'x'}\u0000`]));
  return [
    ...(names.length > 0
      ? [
          { params: nul, body: every('x') },
          { params: nulInside, body: every('x') },
        ]
      : []),
    ...(route.method === 'GET' ? [] : [{ params, body: undefined, raw: deepRaw('array') }]),
    ...(route.method === 'GET' ? [] : [{ params, body: undefined, raw: deepRaw('object') }]),
    ...(hasDates ? dates.map((query) => ({ params, body: undefined, query })) : []),
    ...(Object.keys(nulQuery).length > 0 ? [{ params, body: undefined, query: nulQuery }] : []),

    ...pathClasses.map((classParams) => ({ params: classParams, body: every('x') })),
    ...classes.map((value) => ({ params, body: every(value) })),
    ...(route.method === 'GET' ? [] : [{ params, body: undefined, raw: keysRaw }]),
    ...EXTREME_TIMES.map((time) => ({ params, body: Object.fromEntries(dateKeys.map((key) => [key, time])) })).filter(
      () => dateKeys.length > 0,
    ),
    ...(queryParameters(route).length > 0 ? queryClasses.map((query) => ({ params, body: undefined, query })) : []),
    ...cursors.map((query) => ({ params, body: undefined, query })),
    ...oneAtATime.map((body) => ({ params, body })),
    { params, body: every('x'.repeat(5_000)) },
    { params, body: every('a\u0000b') },
    { params, body: every(null) },
    { params, body: every(['x', 1, {}]) },
    { params: strangers, body: every(deep) },
    { params, body: ['not', 'an', 'object'] },
    { params, body: 'text' },
  ];
}

async function send(route: RouteShape, fuzz: FuzzCase): Promise<{ status: number; body: unknown }> {
  const search = Object.entries(fuzz.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeSegment(value)}`)
    .join('&');
  const url =
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeSegment(fuzz.params[name] ?? '')) +
    (search ? `?${search}` : '');
  if (route.bodyType === 'multipart') {
    const form = new FormData();
    const fields = fuzz.body && typeof fuzz.body === 'object' ? Object.entries(fuzz.body) : [['value', fuzz.body]];
    for (const [key, value] of fields.slice(0, 10)) {
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      if (key === 'file') form.append('file', new Blob([text.slice(0, 100_000)]), 'file.png');
      else form.append(String(key), text.slice(0, 100_000));
    }
    const response = await fetch(`${api.url}${url}`, {
      method: route.method,
      headers: { origin: DASHBOARD_ORIGIN, 'sec-fetch-site': 'same-origin', cookie: owner.cookieHeader() },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
  // The public API's routes take the key, never the owner's cookie.
  const caller = route.apiKey ? program : owner;
  if (route.method === 'GET') return caller.request('GET', url);
  if (fuzz.raw !== undefined) {
    return caller.request(route.method, url, { raw: fuzz.raw, headers: { 'content-type': 'application/json' } });
  }
  return caller.request(route.method, url, fuzz.body === undefined ? {} : { json: fuzz.body });
}

/** Signs the owner in again if a fuzzed request ended the session (logout, a refresh). */
async function keepSignedIn(): Promise<void> {
  if ((await owner.get(apiRoutes.userInfo.path)).status === 200) return;
  owner.jar.clear();
  const response = await owner.post(apiRoutes.login.path, ownerLogin);
  if (response.status !== 200) throw new Error(`could not sign in again: ${response.status}`);
}

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);
const routes = Object.entries(apiRoutes as Record<string, RouteShape>).filter(
  ([, route]) => !route.path.startsWith('/dev/'),
);

describe(`fuzzing every route (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  it.each(routes)('%s: never a 5xx, every error in the contract format', async (name, route) => {
    await keepSignedIn();
    const check = async (fuzz: FuzzCase) => {
      const response = await send(route, fuzz);
      expect(response.status).toBeLessThan(500);
      if (response.status >= 400) {
        expect(is(response.body, ErrorBody)).toBe(true);
        expect(errorCodes.has((response.body as ErrorBody).error.code)).toBe(true);
      }
    };
    // The fixed cases, every one of them (as fast-check's examples they would count against
    // FUZZ_RUNS, and the ones past it would never run).
    for (const edge of edgeCases(route)) {
      try {
        await check(edge);
      } catch (error) {
        throw new Error(
          `${name} (${route.method} ${route.path}) failed on a fixed case ${JSON.stringify(edge).slice(0, 600)}\n${String(error)}`,
        );
      }
    }
    try {
      await fc.assert(fc.asyncProperty(caseArbitrary(route), check), { numRuns: RUNS, seed: SEED, endOnFailure: true });
    } catch (error) {
      throw new Error(
        `${name} (${route.method} ${route.path}) failed; replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n${String(error)}`,
      );
    }
  });
});
