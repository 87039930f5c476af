import { apiRoutes, ErrorBody, PROFILE_IMAGE_FIELD, RATE_LIMITS, type RouteLimit } from '@meridian/contract';
import sharp from 'sharp';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApiKey } from '../src/api-keys/secret';
import { createKey } from './support/api-keys';
import { merchant } from './support/checkout';
import {
  Agent,
  confirmedUser,
  DASHBOARD_ORIGIN,
  minutes,
  startApi,
  type ApiResponse,
  type TestApi,
} from './support/harness';
import { companyBody, createWorkspace, path } from './support/workspaces';

/** Small counts and a ten-minute window (shorter than a session token), so a test reaches every limit in a few requests. */
const USER_MAX = 2;
const IP_MAX = 3;
const WINDOW_SECONDS = 600;
const shrink = (limit: RouteLimit): RouteLimit => ({
  ...limit,
  max: limit.per === 'user' ? USER_MAX : IP_MAX,
  windowSeconds: WINDOW_SECONDS,
});

const OTHER_IP = '203.0.113.7';

let api: TestApi;
let png: Buffer;
beforeAll(async () => {
  api = await startApi({}, { rateLimit: shrink });
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => api?.close());

function expectRateLimited(response: ApiResponse, label: string) {
  expect(response.status, label).toBe(429);
  const error = create(response.body, ErrorBody).error;
  expect(error.code, label).toBe('RATE_LIMITED');
  expect(error.retryAfterSeconds, label).toBeGreaterThan(0);
  expect(error.retryAfterSeconds, label).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.headers.get('retry-after'), label).toBe(String(error.retryAfterSeconds));
}

async function upload(agent: Agent, ip?: string): Promise<ApiResponse> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const cookie = [...agent.jar].map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('; ');
  const response = await fetch(`${api.url}${apiRoutes.uploadProfileImage.path}`, {
    method: 'POST',
    headers: {
      origin: DASHBOARD_ORIGIN,
      'sec-fetch-site': 'same-origin',
      cookie,
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: await response.json(), setCookies: [] };
}

const viaIp = (ip?: string) => (ip ? { 'x-forwarded-for': ip } : undefined);

describe('rate limits', () => {
  it('declares the limits of the routes that cost the most, documented in the OpenAPI document', async () => {
    expect(apiRoutes.uploadProfileImage.limits).toEqual([RATE_LIMITS.profileImageUser, RATE_LIMITS.profileImageIp]);
    expect(apiRoutes.createCompany.limits).toEqual([RATE_LIMITS.workspaceUser, RATE_LIMITS.workspaceIp]);
    expect(apiRoutes.createInvite.limits).toEqual([RATE_LIMITS.inviteUser, RATE_LIMITS.inviteIp]);
    expect(apiRoutes.sendPhoneCode.limits).toEqual([RATE_LIMITS.phoneCodeIp]);
    const document = (await api.agent().get('/openapi.json')).body as {
      paths: Record<string, Record<string, { 'x-rate-limits'?: unknown; responses: Record<string, unknown> }>>;
    };
    const upload = document.paths['/user/upload-profile-image']?.post;
    expect(upload?.['x-rate-limits']).toEqual([RATE_LIMITS.profileImageUser, RATE_LIMITS.profileImageIp]);
    expect(upload?.responses).toHaveProperty('429');
  });

  it('limits profile pictures per account and per address', async () => {
    const [first, second, third] = await Promise.all([confirmedUser(api), confirmedUser(api), confirmedUser(api)]);
    for (let i = 0; i < USER_MAX; i += 1) expect((await upload(first.agent)).status).toBe(200);
    expectRateLimited(await upload(first.agent), 'the same account');
    // Another account is unaffected by the first one's limit (and fills the address's).
    expect((await upload(second.agent)).status).toBe(200);
    expectRateLimited(await upload(third.agent), 'the same address');
    // Another address is unaffected.
    expect((await upload(third.agent, OTHER_IP)).status).toBe(200);
    // The window passes: the account may upload again.
    api.clock.advance(WINDOW_SECONDS * 1000 + 1000);
    expect((await upload(first.agent)).status).toBe(200);
  });

  it('limits new workspaces per account and per address; a refused request does not count', async () => {
    const [first, second, third] = await Promise.all([confirmedUser(api), confirmedUser(api), confirmedUser(api)]);
    const ip = '198.51.100.20';
    // A body the contract refuses is not counted.
    const refused = await first.agent.post(apiRoutes.createCompany.path, companyBody({ name: '' }), viaIp(ip));
    expect(refused.status).toBe(422);
    for (let i = 0; i < USER_MAX; i += 1) {
      const created = await first.agent.post(apiRoutes.createCompany.path, companyBody(), viaIp(ip));
      expect(created.status).toBe(201);
    }
    const before = await api.counts();
    expectRateLimited(
      await first.agent.post(apiRoutes.createCompany.path, companyBody(), viaIp(ip)),
      'the same account',
    );
    expect(await api.counts()).toEqual(before);
    expect((await second.agent.post(apiRoutes.createCompany.path, companyBody(), viaIp(ip))).status).toBe(201);
    expectRateLimited(
      await third.agent.post(apiRoutes.createCompany.path, companyBody(), viaIp(ip)),
      'the same address',
    );
    expect((await third.agent.post(apiRoutes.createCompany.path, companyBody(), viaIp(OTHER_IP))).status).toBe(201);
  });

  it('limits invitations per account and per address', async () => {
    const [first, second, third] = await Promise.all([confirmedUser(api), confirmedUser(api), confirmedUser(api)]);
    const ip = '198.51.100.30';
    const workspaces = [];
    for (const user of [first, second, third]) workspaces.push((await createWorkspace(user.agent)).id);
    let n = 0;
    const inviteFrom = (agent: Agent, companyId: string, from?: string) => {
      n += 1;
      return agent.post(
        path(apiRoutes.createInvite.path, { id: companyId }),
        { email: `guest${n}@example.com`, privilege: 'viewer' },
        viaIp(from),
      );
    };
    const [a = '', b = '', c = ''] = workspaces;
    for (let i = 0; i < USER_MAX; i += 1) expect((await inviteFrom(first.agent, a, ip)).status).toBe(201);
    expectRateLimited(await inviteFrom(first.agent, a, ip), 'the same account');
    expect((await inviteFrom(second.agent, b, ip)).status).toBe(201);
    expectRateLimited(await inviteFrom(third.agent, c, ip), 'the same address');
    expect((await inviteFrom(third.agent, c, OTHER_IP)).status).toBe(201);
  });

  it('limits phone codes per address across accounts', async () => {
    const users = await Promise.all([confirmedUser(api), confirmedUser(api)]);
    const ip = '198.51.100.40';
    const sendCode = (agent: Agent, from: string) =>
      agent.post(apiRoutes.sendPhoneCode.path, { phone: '+351 912 345 678' }, viaIp(from));
    const [first, second] = users;
    if (!first || !second) throw new Error('no users');
    for (let i = 0; i < IP_MAX; i += 1) {
      expect((await sendCode(first.agent, ip)).status).toBe(200);
      // Past the one-code-a-minute cooldown of the account.
      api.clock.advance(minutes(2));
    }
    expectRateLimited(await sendCode(second.agent, ip), 'the same address, another account');
    expect((await sendCode(second.agent, OTHER_IP)).status).toBe(200);
  });
});

describe('failed API keys', () => {
  it('are limited per client address: 429 before any key is looked up, never for another address or a valid key elsewhere', async () => {
    // Past the windows of the tests above (new workspaces from this machine's address).
    api.clock.advance((WINDOW_SECONDS + 1) * 1000);
    const m = await merchant(api);
    const { secret } = await createKey(m.owner.agent, m.company.id);
    const attacker = '198.51.100.77';
    const call = (ip: string, key?: string) =>
      new Agent(api.url, {
        'x-forwarded-for': ip,
        ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
      }).get(apiRoutes.publicListPayments.path);
    // Missing, mistyped and unknown keys each count as a failure: 401 up to the limit.
    const bad = [undefined, `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`, newApiKey('test')];
    for (let i = 0; i < IP_MAX; i += 1)
      expect((await call(attacker, bad[i % bad.length])).status, `try ${i}`).toBe(401);
    expectRateLimited(await call(attacker, newApiKey('live')), 'one more unknown key');
    // The address is held back whatever it sends, its own valid key included...
    expectRateLimited(await call(attacker, secret), 'a valid key from the limited address');
    // ...but another address with the valid key, and another client's mistakes, are not.
    expect((await call(OTHER_IP, secret)).status).toBe(200);
    expect((await call('198.51.100.78', newApiKey('test'))).status).toBe(401);
    // A valid key counts nothing: its address never reaches the limit through it.
    expect((await call('198.51.100.79', secret)).status).toBe(200);
    expect((await call('198.51.100.79', newApiKey('test'))).status).toBe(401);
    // The window passing frees the address.
    api.clock.advance((WINDOW_SECONDS + 1) * 1000);
    expect((await call(attacker, secret)).status).toBe(200);
  });
});
