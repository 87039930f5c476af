// The RateLimit-Limit, -Remaining and -Reset headers of the public API (/v1), over HTTP: what a
// store's program reads on each answer to pace itself. A key's budget counts its requests, a
// request refused for another reason is given back, and requests without a valid key count
// against the client address's own budget.
import { apiRoutes, ApiPath, CreatedApiKey } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchant, type Merchant } from './support/checkout';
import { Agent, startApi, type ApiResponse, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

const KEY_MAX = 4;
const KEYLESS_MAX = 3;

let api: TestApi;
let m: Merchant;
beforeAll(async () => {
  api = await startApi(
    {},
    {
      rateLimit: (limit) =>
        limit.per === 'apiKey'
          ? { ...limit, max: KEY_MAX }
          : limit.per === 'keyless'
            ? { ...limit, max: KEYLESS_MAX }
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
  it("count against the address's budget: no key, a bad key, the public document, a body that is not JSON", async () => {
    // A fresh address's budget: the requests above were all made with keys.
    const noKey = await program().get(apiRoutes.publicListPayments.path);
    expect(noKey.status).toBe(401);
    expect(quota(noKey)).toMatchObject({ limit: KEYLESS_MAX, remaining: KEYLESS_MAX - 1 });
    const document = await program().get(ApiPath.publicOpenapi);
    expect(document.status).toBe(200);
    expect(quota(document)).toMatchObject({ limit: KEYLESS_MAX, remaining: KEYLESS_MAX - 2 });
    const notJson = await program().request('POST', apiRoutes.publicCreateCheckout.path, {
      raw: '{"amount":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(quota(notJson)).toMatchObject({ limit: KEYLESS_MAX, remaining: 0 });

    const badKey = await program('mrd_test_not-a-key').get(apiRoutes.publicListPayments.path);
    expect([badKey.status, errorOf(badKey.body).code]).toEqual([429, 'RATE_LIMITED']);
    expect(quota(badKey).reset).toBe(Number(badKey.headers.get('retry-after')));
    const documentOver = await program().get(ApiPath.publicOpenapi);
    expect(documentOver.status).toBe(429);

    // A valid key is not slowed by the address's keyless requests.
    const keyed = await program(await newKey(['payments:read'])).get(apiRoutes.publicListPayments.path);
    expect([keyed.status, quota(keyed).limit]).toEqual([200, KEY_MAX]);
  });

  it('leave the dashboard routes without the headers: they belong to the public API', async () => {
    const dashboard = await m.owner.agent.get(apiRoutes.userInfo.path);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('ratelimit-limit')).toBeNull();
  });
});
