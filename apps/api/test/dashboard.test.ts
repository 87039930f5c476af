// The dashboard's figures over HTTP: revenue by period in the workspace's time zone, beside the
// period before, and the newest payments a page at a time.
import {
  apiRoutes,
  Company,
  PaymentListResponse,
  RecentPaymentsResponse,
  RevenueResponse,
  type RevenueQuery,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../src/db/schema';
import { merchant, link, type Merchant } from './support/checkout';
import { startApi, type TestApi } from './support/harness';
import { paid, unmatched } from './support/paid';
import { errorOf, joinAs, path } from './support/workspaces';

let api: TestApi;
let lumen: Merchant;
let other: Merchant;
let testLink: string;
let liveLink: string;
let otherLink: string;

/** The tests' "now": Monday 15 June 2026, 10:30 UTC (19:30 in Tokyo). */
const NOW = Date.parse('2026-06-15T10:30:00Z');

const revenueOf = async (m: Merchant, query: Partial<RevenueQuery>) => {
  const params = new URLSearchParams({ companyId: m.company.id, ...query });
  const response = await m.owner.agent.get(`${apiRoutes.dashboardRevenue.path}?${params}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return create(response.body, RevenueResponse);
};

const setTimeZone = async (m: Merchant, timeZone: string) => {
  const response = await m.owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: m.company.id }), {
    json: { timeZone },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return create(response.body, Company);
};

beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
  api.clock.advance(NOW - Date.now());
  // Priced in US dollars: the figures below are the payments' own dollar amounts.
  lumen = await merchant(api, { name: 'Lumen', currency: 'USD' });
  other = await merchant(api, { name: 'Other', currency: 'USD' });
  // A proved payout address: live links may pay to it, and its unmatched transfers are Lumen's to see.
  await api.app.meridian.database.db
    .update(wallets)
    .set({ verifiedAt: api.clock.now() })
    .where(eq(wallets.id, lumen.wallet.id));
  testLink = (await link(lumen, { name: 'House blend' })).id;
  liveLink = (await link(lumen, { name: 'Workshop', environment: 'live' })).id;
  otherLink = (await link(other)).id;
  await setTimeZone(lumen, 'Asia/Tokyo');
  await seedPayments();
});

afterAll(async () => {
  await api?.close();
});

/** Lumen's payments around the tests' now, and another workspace's at the same times. */
async function seedPayments() {
  const on = (linkId: string, at: string, cents: number, extra: object = {}) =>
    paid(api, { companyId: lumen.company.id, linkId, payTo: lumen.wallet.addresses[0]!, at, cents, ...extra });
  // This week, in Tokyo (UTC+9): today is 15 June from 14 June 15:00 UTC.
  await on(testLink, '2026-06-14T16:00:00Z', 10_00); // 15 June, 01:00 in Tokyo (14 June in UTC)
  await on(testLink, '2026-06-14T14:00:00Z', 20_05); // 14 June, 23:00 in Tokyo
  await on(testLink, '2026-06-09T02:00:00Z', 7_50); // 9 June, the week's first day
  await on(testLink, '2026-06-08T14:59:00Z', 99_00); // 8 June 23:59 in Tokyo: before the week
  await on(testLink, '2026-06-15T09:00:00Z', 5_00, { state: 'pending' }); // not final: left out
  await on(testLink, '2026-06-15T09:00:00Z', 6_00, { state: 'reverted' }); // reorged away: left out
  await on(liveLink, '2026-06-15T09:00:00Z', 40_00, { environment: 'live' });
  // The week before, bucket for bucket: 8 June in Tokyo, before 19:30 and after it.
  await on(testLink, '2026-06-07T16:00:00Z', 3_00); // 8 June 01:00 in Tokyo: paired with today
  await on(testLink, '2026-06-08T11:00:00Z', 8_00); // 8 June 20:00 in Tokyo: later than now's time of day
  // A month boundary: 31 May 20:00 UTC is 1 June 05:00 in Tokyo.
  await on(testLink, '2026-05-31T20:00:00Z', 12_34);
  // The same month a year before.
  await on(testLink, '2025-06-10T00:00:00Z', 1_00);
  // A transfer to Lumen's proved address that no session claimed: no USD value.
  await unmatched(api, { to: lumen.wallet.addresses[0]!, at: '2026-06-15T01:00:00Z' });
  await unmatched(api, { to: lumen.wallet.addresses[0]!, at: '2026-06-15T01:00:00Z', state: 'pending' });
  // Another workspace's payments, at the same times, never count.
  await paid(api, {
    companyId: other.company.id,
    linkId: otherLink,
    payTo: other.wallet.addresses[0]!,
    at: '2026-06-14T16:00:00Z',
    cents: 500_00,
  });
  await unmatched(api, { to: other.wallet.addresses[0]!, at: '2026-06-15T01:00:00Z' });
}

describe('the workspace time zone', () => {
  it('is UTC until set, taken from the request at creation, checked against the time zone database', async () => {
    expect(
      create((await other.owner.agent.get(path(apiRoutes.getCompany.path, { id: other.company.id }))).body, Company)
        .timeZone,
    ).toBe('UTC');
    const made = await other.owner.agent.post(apiRoutes.createCompany.path, {
      name: 'Lisbon branch',
      size: '1-10',
      country: 'PT',
      useCases: ['online_store'],
      phone: '+351 912 345 678',
      timeZone: 'Europe/Lisbon',
    });
    expect(made.status).toBe(201);
    expect(create(made.body, Company).timeZone).toBe('Europe/Lisbon');
    // An alias is kept under its canonical name.
    expect((await setTimeZone(other, 'US/Pacific')).timeZone).toBe('America/Los_Angeles');

    const before = await api.counts();
    for (const timeZone of ['Mars/Olympus_Mons', '+02:00', 'UTC+2', '', 'Europe/Lisbon\u0000']) {
      const refused = await other.owner.agent.request(
        'PATCH',
        path(apiRoutes.updateCompany.path, { id: other.company.id }),
        { json: { timeZone } },
      );
      expect(refused.status, timeZone).toBe(422);
      expect(errorOf(refused.body).code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(refused.body)).toContain('timeZone');
    }
    expect(await api.counts()).toEqual(before);
    expect(
      create((await other.owner.agent.get(path(apiRoutes.getCompany.path, { id: other.company.id }))).body, Company)
        .timeZone,
    ).toBe('America/Los_Angeles');
  });
});

describe('revenue', () => {
  it('cuts the week in days of the workspace time zone, beside the week before', async () => {
    const week = await revenueOf(lumen, { period: 'week', environment: 'test' });
    expect(week.period).toBe('week');
    expect(week.environment).toBe('test');
    expect(week.timeZone).toBe('Asia/Tokyo');
    expect(week.buckets).toHaveLength(7);
    // Each day starts at midnight in Tokyo (15:00 UTC the day before); the last one ends now.
    expect(week.buckets[0]?.start).toBe('2026-06-08T15:00:00.000Z');
    expect(week.buckets[6]?.start).toBe('2026-06-14T15:00:00.000Z');
    expect(Date.parse(week.buckets[6]?.end ?? '') - NOW).toBeGreaterThanOrEqual(0);
    expect(Date.parse(week.buckets[6]?.end ?? '') - NOW).toBeLessThan(60_000);
    expect(week.buckets.map((bucket) => bucket.totalCents)).toEqual([7_50, 0, 0, 0, 0, 20_05, 10_00]);
    expect(week.buckets.map((bucket) => bucket.count)).toEqual([1, 0, 0, 0, 0, 1, 1]);
    expect(week.current).toMatchObject({
      from: '2026-06-08T15:00:00.000Z',
      to: week.buckets[6]?.end,
      totalCents: 37_55,
      count: 3,
      averageCents: 12_52,
    });
    // The week before: 1 to 8 June in Tokyo, its last day up to the same time of day as now.
    expect(week.previous.from).toBe('2026-06-01T15:00:00.000Z');
    expect(Date.parse(week.previous.to) - (NOW - 7 * 86_400_000)).toBeLessThan(60_000);
    expect(week.buckets.map((bucket) => bucket.previousTotalCents)).toEqual([0, 0, 0, 0, 0, 0, 3_00]);
    expect(week.previous).toMatchObject({ totalCents: 3_00, count: 1, averageCents: 3_00 });
    // The confirmed transfer no session claimed (the pending one is not final yet).
    expect(week.unpriced).toBe(1);
  });

  it('counts test and live apart, live by default', async () => {
    const live = await revenueOf(lumen, { period: 'week' });
    expect(live.environment).toBe('live');
    expect(live.current).toMatchObject({ totalCents: 40_00, count: 1, averageCents: 40_00 });
    expect(live.previous).toMatchObject({ totalCents: 0, count: 0, averageCents: null });
    expect(live.unpriced).toBe(0);
    const named = await revenueOf(lumen, { period: 'week', environment: 'live' });
    expect(named.buckets.map((bucket) => bucket.totalCents)).toEqual(live.buckets.map((bucket) => bucket.totalCents));
    expect(named.current.totalCents).toBe(40_00);
  });

  it('cuts the year in months of the time zone: a payment on the last evening of May in UTC is June in Tokyo', async () => {
    const tokyo = await revenueOf(lumen, { period: 'year', environment: 'test' });
    expect(tokyo.buckets).toHaveLength(12);
    expect(tokyo.buckets[0]?.start).toBe('2025-06-30T15:00:00.000Z'); // 1 July 2025 in Tokyo
    expect(tokyo.buckets[11]?.start).toBe('2026-05-31T15:00:00.000Z'); // 1 June 2026 in Tokyo
    expect(tokyo.buckets[10]?.totalCents).toBe(0);
    expect(tokyo.buckets[11]).toMatchObject({
      totalCents: 10_00 + 20_05 + 7_50 + 99_00 + 3_00 + 8_00 + 12_34,
      count: 7,
    });
    // June 2025, up to the same day and time, pairs with June 2026.
    expect(tokyo.buckets[11]?.previousTotalCents).toBe(1_00);
    expect(tokyo.previous.from).toBe('2024-06-30T15:00:00.000Z');

    await setTimeZone(lumen, 'UTC');
    try {
      const utc = await revenueOf(lumen, { period: 'year', environment: 'test' });
      expect(utc.timeZone).toBe('UTC');
      expect(utc.buckets[11]?.start).toBe('2026-06-01T00:00:00.000Z');
      expect(utc.buckets[10]).toMatchObject({ start: '2026-05-01T00:00:00.000Z', totalCents: 12_34, count: 1 });
      expect(utc.buckets[11]?.totalCents).toBe(10_00 + 20_05 + 7_50 + 99_00 + 3_00 + 8_00);
    } finally {
      await setTimeZone(lumen, 'Asia/Tokyo');
    }
  });

  it('cuts the day in 24 hours from the hour, and the month in 30 days', async () => {
    const day = await revenueOf(lumen, { period: 'day', environment: 'test' });
    expect(day.buckets).toHaveLength(24);
    expect(day.buckets[23]?.start).toBe('2026-06-15T10:00:00.000Z');
    expect(day.buckets[0]?.start).toBe('2026-06-14T11:00:00.000Z');
    // 14 June 14:00 and 16:00 UTC; the day before, 13 June: nothing.
    expect(day.buckets[3]).toMatchObject({ start: '2026-06-14T14:00:00.000Z', totalCents: 20_05, count: 1 });
    expect(day.buckets[5]).toMatchObject({ start: '2026-06-14T16:00:00.000Z', totalCents: 10_00, count: 1 });
    expect(day.current).toMatchObject({ totalCents: 30_05, count: 2 });
    expect(day.previous.from).toBe('2026-06-13T11:00:00.000Z');

    const month = await revenueOf(lumen, { period: 'month', environment: 'test' });
    expect(month.buckets).toHaveLength(30);
    expect(month.buckets[0]?.start).toBe('2026-05-16T15:00:00.000Z'); // 17 May in Tokyo
    expect(month.current.count).toBe(7);
    expect(month.buckets[15]).toMatchObject({ start: '2026-05-31T15:00:00.000Z', totalCents: 12_34 });
  });

  it('never counts another workspace payments', async () => {
    const week = await revenueOf(other, { period: 'week', environment: 'test' });
    expect(week.current).toMatchObject({ totalCents: 500_00, count: 1 });
    // Its wallet is not proved: the unmatched transfer to it is nobody's yet.
    expect(week.unpriced).toBe(0);
  });

  it('answers every member (a viewer too); a stranger gets 404, a bad period or environment 422', async () => {
    const viewer = await joinAs(api, lumen.owner.agent, lumen.company.id, 'viewer');
    const url = (query: string) => `${apiRoutes.dashboardRevenue.path}?${query}`;
    const seen = await viewer.agent.get(url(`companyId=${lumen.company.id}&period=week&environment=test`));
    expect(seen.status).toBe(200);
    expect(create(seen.body, RevenueResponse).current.totalCents).toBe(37_55);

    const stranger = await other.owner.agent.get(url(`companyId=${lumen.company.id}&period=week`));
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger.body).code).toBe('NOT_FOUND');
    // An id that names no workspace (or none at all) is a stranger's too.
    for (const companyId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '']) {
      const refused = await lumen.owner.agent.get(url(`companyId=${companyId}&period=week`));
      expect(refused.status, companyId).toBe(404);
    }
    for (const query of ['period=decade', 'period=', 'period=week&environment=prod', 'period=week&extra=1', '']) {
      const refused = await lumen.owner.agent.get(url(`companyId=${lumen.company.id}&${query}`));
      expect(refused.status, query).toBe(422);
      const error = errorOf(refused.body);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    const badPeriod = errorOf((await lumen.owner.agent.get(url(`companyId=${lumen.company.id}&period=decade`))).body);
    expect(badPeriod.details?.map((detail) => detail.field)).toEqual(['period']);
  });
});

describe('recent payments', () => {
  it('pages the workspace own payments, newest first', async () => {
    const url = (m: Merchant, query = '') =>
      `${apiRoutes.dashboardRecentPayments.path}?companyId=${m.company.id}${query}`;
    const first = create((await lumen.owner.agent.get(url(lumen))).body, RecentPaymentsResponse);
    // Lumen's eleven payments of sessions (pending and reverted ones too); not the unmatched transfers.
    expect(first).toMatchObject({ total: 11, page: 1, limit: 10 });
    expect(first.payments).toHaveLength(10);
    const times = first.payments.map((payment) => payment.detectedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.payments.every((payment) => payment.companyId === lumen.company.id)).toBe(true);
    const live = first.payments.find((payment) => payment.environment === 'live');
    expect(live).toMatchObject({
      usdCents: 40_00,
      state: 'confirmed',
      token: { symbol: 'USDC', decimals: 6 },
      amount: '40000000',
      session: { linkId: liveLink, linkName: 'Workshop', state: 'paid' },
    });

    // Each as the payment list shows it.
    const listed = create(
      (await lumen.owner.agent.get(`${apiRoutes.listPayments.path}?companyId=${lumen.company.id}&matched=matched`))
        .body,
      PaymentListResponse,
    );
    expect(first.payments).toEqual(listed.payments.slice(0, 10));

    const second = create((await lumen.owner.agent.get(url(lumen, '&page=2'))).body, RecentPaymentsResponse);
    expect(second).toMatchObject({ total: 11, page: 2, limit: 10 });
    expect(second.payments.map((payment) => payment.detectedAt)).toEqual(['2025-06-10T00:00:00.000Z']);
    const small = create((await lumen.owner.agent.get(url(lumen, '&page=2&limit=5'))).body, RecentPaymentsResponse);
    expect(small.payments.map((payment) => payment.detectedAt)).toEqual([
      '2026-06-09T02:00:00.000Z',
      '2026-06-08T14:59:00.000Z',
      '2026-06-08T11:00:00.000Z',
      '2026-06-07T16:00:00.000Z',
      '2026-05-31T20:00:00.000Z',
    ]);
    const beyond = create((await lumen.owner.agent.get(url(lumen, '&page=9'))).body, RecentPaymentsResponse);
    expect(beyond).toEqual({ payments: [], total: 11, page: 9, limit: 10 });

    const others = create((await other.owner.agent.get(url(other, '&limit=50'))).body, RecentPaymentsResponse);
    expect(others.total).toBe(1);
    expect(others.payments[0]?.usdCents).toBe(500_00);

    expect((await other.owner.agent.get(url(lumen))).status).toBe(404);
    for (const query of ['&page=0', '&page=-1', '&page=x', '&limit=51', '&limit=0', '&limit=1.5']) {
      const refused = await lumen.owner.agent.get(url(lumen, query));
      expect(refused.status, query).toBe(422);
      expect(errorOf(refused.body).code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists one environment when asked, as the figures above it count it', async () => {
    const url = (query: string) => `${apiRoutes.dashboardRecentPayments.path}?companyId=${lumen.company.id}${query}`;
    const live = create((await lumen.owner.agent.get(url('&environment=live'))).body, RecentPaymentsResponse);
    expect(live.total).toBe(1);
    expect(live.payments.map((payment) => payment.session?.linkName)).toEqual(['Workshop']);
    const test = create((await lumen.owner.agent.get(url('&environment=test&limit=5'))).body, RecentPaymentsResponse);
    expect(test.total).toBe(10);
    expect(test.payments).toHaveLength(5);
    expect(test.payments.every((payment) => payment.environment === 'test')).toBe(true);
    const testSecond = create(
      (await lumen.owner.agent.get(url('&environment=test&page=2&limit=5'))).body,
      RecentPaymentsResponse,
    );
    expect(testSecond.payments.map((payment) => payment.detectedAt)).toEqual([
      '2026-06-08T14:59:00.000Z',
      '2026-06-08T11:00:00.000Z',
      '2026-06-07T16:00:00.000Z',
      '2026-05-31T20:00:00.000Z',
      '2025-06-10T00:00:00.000Z',
    ]);
    // The revenue of the same environment agrees: one live payment this week.
    expect((await revenueOf(lumen, { period: 'week', environment: 'live' })).current.count).toBe(1);
    const refused = await lumen.owner.agent.get(url('&environment=staging'));
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).code).toBe('VALIDATION_FAILED');
  });
});
