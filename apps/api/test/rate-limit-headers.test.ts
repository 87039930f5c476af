// The RateLimit-Limit, -Remaining and -Reset headers of the public API (/v1), over HTTP: what a
// store's program reads on each answer to pace itself. A key's budget counts its requests, a
// request refused for another reason is given back; an answer without a valid key reports the
// address's refused keys (the limit that refuses the address once spent); the public document
// has its own quota per address.
import { API_KEY_LIMITS, apiRoutes, ApiPath, CreatedApiKey } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchant, type Merchant } from './support/checkout';
import { Agent, startApi, type ApiResponse, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

const KEY_MAX = 4;
const FAILURE_MAX = 3;
const DOCUMENT_MAX = 2;

let api: TestApi;
let m: Merchant;
beforeAll(async () => {
  api = await startApi(
    {},
    {
      rateLimit: (limit) =>
        limit.per === 'apiKey'
          ? { ...limit, max: KEY_MAX }
          : limit.name === API_KEY_LIMITS.apiKeyFailureIp.name
            ? { ...limit, max: FAILURE_MAX }
            : limit.name === API_KEY_LIMITS.publicDocumentIp.name
              ? { ...limit, max: DOCUMENT_MAX }
              : { ...limit, max: 10_000 },
    },
  );
  m = await merchant(api);
});
afterAll(() => api?.close());

async function newKey(scopes: string[]): Promise<string> {
  const response = await m.owner.agent.post(path(apiRoutes.createApiKey.path, { id: m.company.id }), {
    label: 'Shop',
    mode: 'test',
    scopes,
  });
  return create(response.body, CreatedApiKey).secret;
}

const program = (secret?: string) => new Agent(api.url, secret ? { authorization: `Bearer ${secret}` } : {});

/** The quota an answer reports. */
function quota(response: ApiResponse) {
  return {
    limit: Number(response.headers.get('ratelimit-limit')),
    remaining: Number(response.headers.get('ratelimit-remaining')),
    reset: Number(response.headers.get('ratelimit-reset')),
  };
}

describe("a key's quota", () => {
  it('counts down on each answer, gives back what was refused, and stops at the limit with Retry-After', async () => {
    const secret = await newKey(['payments:read']);
    const store = program(secret);
    const list = () => store.get(apiRoutes.publicListPayments.path);

    const first = await list();
    expect(first.status).toBe(200);
    expect(quota(first)).toMatchObject({ limit: KEY_MAX, remaining: KEY_MAX - 1 });
    expect(quota(first).reset).toBeGreaterThan(0);
    expect(quota(first).reset).toBeLessThanOrEqual(60);
    expect(quota(await list())).toMatchObject({ limit: KEY_MAX, remaining: KEY_MAX - 2 });

    // Refused requests are not counted, and say so: a bad query, a scope the key lacks, an
    // unknown path.
    const badQuery = await store.get(`${apiRoutes.publicListPayments.path}?limit=0`);
    expect(badQuery.status).toBe(422);
    expect(quota(badQuery)).toMatchObject({ limit: KEY_MAX, remaining: KEY_MAX - 2 });
    const noScope = await store.get(apiRoutes.publicListEvents.path);
    expect(noScope.status).toBe(403);
    expect(quota(noScope)).toMatchObject({ limit: KEY_MAX, remaining: KEY_MAX - 2 });
    const unknown = await store.get('/v1/nowhere');
    expect(unknown.status).toBe(404);
    expect(quota(unknown)).toMatchObject({ limit: KEY_MAX, remaining: KEY_MAX - 2 });

    await list();
    const last = await list();
    expect([last.status, quota(last).remaining]).toEqual([200, 0]);
    const over = await list();
    expect([over.status, errorOf(over.body).code]).toEqual([429, 'RATE_LIMITED']);
    expect(quota(over)).toMatchObject({ limit: KEY_MAX, remaining: 0 });
    expect(quota(over).reset).toBe(Number(over.headers.get('retry-after')));

    // Another key of the same workspace has its own quota.
    const other = await program(await newKey(['payments:read'])).get(apiRoutes.publicListPayments.path);
    expect([other.status, quota(other).remaining]).toEqual([200, KEY_MAX - 1]);
  });
});

describe('requests without a valid key', () => {
  it("report the address's refused keys, counted by the key check, then its 429 for any key", async () => {
    // An address of its own (the API trusts loopback's X-Forwarded-For): the others are unaffected.
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const noKey = await program().get(apiRoutes.publicListPayments.path, from);
    expect(noKey.status).toBe(401);
    expect(quota(noKey)).toMatchObject({ limit: FAILURE_MAX, remaining: FAILURE_MAX - 1 });
    // A body that is not JSON is refused before the key is read: reported, not counted.
    const notJson = await program().request('POST', apiRoutes.publicCreateCheckout.path, {
      raw: '{"amount":',
      headers: { 'content-type': 'application/json', ...from },
    });
    expect(notJson.status).toBe(400);
    expect(quota(notJson)).toMatchObject({ limit: FAILURE_MAX, remaining: FAILURE_MAX - 1 });
    const badKey = await program('mrd_test_not-a-key').get(apiRoutes.publicListPayments.path, from);
    expect(badKey.status).toBe(401);
    expect(quota(badKey)).toMatchObject({ limit: FAILURE_MAX, remaining: FAILURE_MAX - 2 });
    const last = await program('mrd_test_not-a-key').get(apiRoutes.publicListPayments.path, from);
    expect([last.status, quota(last).remaining]).toEqual([401, 0]);

    // Spent: the address's next request is refused before its key is read, a valid one included.
    const secret = await newKey(['payments:read']);
    const refused = await program(secret).get(apiRoutes.publicListPayments.path, from);
    expect([refused.status, errorOf(refused.body).code]).toEqual([429, 'RATE_LIMITED']);
    expect(quota(refused)).toMatchObject({ limit: FAILURE_MAX, remaining: 0 });
    expect(quota(refused).reset).toBe(Number(refused.headers.get('retry-after')));
    // The same key from another address works, with its own quota.
    const elsewhere = await program(secret).get(apiRoutes.publicListPayments.path);
    expect([elsewhere.status, quota(elsewhere).limit]).toEqual([200, KEY_MAX]);
  });

  it('count the public document per address, with its own quota', async () => {
    const from = { 'x-forwarded-for': '198.51.100.8' };
    const first = await program().get(ApiPath.publicOpenapi, from);
    expect([first.status, quota(first)]).toMatchObject([200, { limit: DOCUMENT_MAX, remaining: DOCUMENT_MAX - 1 }]);
    await program().get(ApiPath.publicOpenapi, from);
    const over = await program().get(ApiPath.publicOpenapi, from);
    expect([over.status, quota(over).remaining]).toEqual([429, 0]);
    expect(quota(over).reset).toBe(Number(over.headers.get('retry-after')));
  });

  it('leave the dashboard routes without the headers: they belong to the public API', async () => {
    const dashboard = await m.owner.agent.get(apiRoutes.userInfo.path);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('ratelimit-limit')).toBeNull();
  });
});
