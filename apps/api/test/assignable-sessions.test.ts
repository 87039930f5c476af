// The checkouts a member may assign an unmatched payment to, over HTTP: a workspace's open
// sessions, newest first, narrowed to a link; expired ones (final: nothing pays them any more),
// paid ones and other workspaces' never show.
import { apiRoutes, AssignableSessionListResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { link, merchant, openSession, payer, startRateProvider, type Merchant } from './support/checkout';
import { minutes, startApi, type TestApi } from './support/harness';
import { errorOf } from './support/workspaces';

let provider: Awaited<ReturnType<typeof startRateProvider>>;
let api: TestApi;
beforeAll(async () => {
  provider = await startRateProvider({ GLMR: '0.25', USDC: '1' });
  api = await startApi({
    EXCHANGE_RATE_URL: provider.url,
    CHAIN_TOKENS_1287: 'USDC:0x00000000000000000000000000000000000000c1:6',
  });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});

const sessionsOf = async (m: Merchant, query = '') => {
  const response = await m.owner.agent.get(
    `${apiRoutes.listAssignableSessions.path}?companyId=${m.company.id}${query}`,
  );
  expect(response.status).toBe(200);
  return create(response.body, AssignableSessionListResponse).sessions;
};

describe('the sessions a payment can be assigned to', () => {
  it('lists the open sessions of the workspace, newest first, by link; never an expired one', async () => {
    const m = await merchant(api);
    const shirts = await link(m, { name: 'Shirts' });
    const mugs = await link(m, { name: 'Mugs', amount: '12.00' });
    const old = await openSession(payer(api), shirts.slug, { token: 'USDC' });
    // An hour later (the owner logs in again): the first session's time is up.
    api.clock.advance(minutes(61));
    const login = await m.owner.agent.post(apiRoutes.login.path, {
      username: m.owner.body.email,
      password: m.owner.body.password,
    });
    expect(login.status).toBe(200);
    const fresh = await openSession(payer(api), mugs.slug, { token: 'DEV' });

    const second = await openSession(payer(api), shirts.slug, { token: 'DEV' });

    const all = await sessionsOf(m);
    expect(all.map((session) => session.id)).toEqual([second.id, fresh.id]);
    expect(all.map((session) => session.id)).not.toContain(old.id);
    expect(all[1]).toMatchObject({
      linkId: mugs.id,
      linkName: 'Mugs',
      environment: 'test',
      state: 'open',
      chainId: 1287,
      token: { symbol: 'DEV', contract: null, decimals: 18 },
      amount: fresh.amount,
      totalCents: 1200,
      expiresAt: fresh.expiresAt,
    });
    expect(all[0]).toMatchObject({
      linkName: 'Shirts',
      token: { symbol: 'DEV' },
      amount: second.amount,
      totalCents: 4990,
    });

    expect((await sessionsOf(m, `&linkId=${shirts.id}`)).map((session) => session.id)).toEqual([second.id]);
    // Another workspace's sessions never show, and it cannot read this one's.
    const other = await merchant(api);
    expect(await sessionsOf(other)).toEqual([]);
    const stranger = await other.owner.agent.get(`${apiRoutes.listAssignableSessions.path}?companyId=${m.company.id}`);
    expect(stranger.status).toBe(404);
  });

  it('refuses a link id that is no id, naming the field', async () => {
    const m = await merchant(api);
    const response = await m.owner.agent.get(
      `${apiRoutes.listAssignableSessions.path}?companyId=${m.company.id}&linkId=shirts`,
    );
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details?.[0]).toMatchObject({ field: 'linkId' });
  });
});
