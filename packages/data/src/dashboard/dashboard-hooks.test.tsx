import type { Payment, RecentPaymentsResponse, RevenueResponse } from '@meridian/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { dataWrapper, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { strayPayment } from '../test/payments';
import { lumen } from '../test/workspaces';
import { useRecentPayments } from './dashboard-recent-payments-query';
import { useRevenue } from './dashboard-revenue-query';
import { paymentsExportUrl } from './payments-export-url';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const bucket = (day: number, totalCents: number) => ({
  start: `2026-06-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  end: `2026-06-${String(day + 1).padStart(2, '0')}T00:00:00.000Z`,
  totalCents,
  count: totalCents > 0 ? 1 : 0,
  previousTotalCents: 0,
});

const week: RevenueResponse = {
  period: 'week',
  currency: 'USD',
  environment: 'test',
  timeZone: 'Europe/Lisbon',
  current: {
    from: '2026-06-09T00:00:00.000Z',
    to: '2026-06-15T10:30:00.000Z',
    totalCents: 4200,
    count: 2,
    averageCents: 2100,
  },
  previous: {
    from: '2026-06-02T00:00:00.000Z',
    to: '2026-06-08T10:30:00.000Z',
    totalCents: 0,
    count: 0,
    averageCents: null,
  },
  buckets: [9, 10, 11, 12, 13, 14, 15].map((day) => bucket(day, day === 14 ? 3000 : day === 15 ? 1200 : 0)),
  unpriced: 0,
};

const payment = (index: number): Payment => ({
  ...strayPayment,
  id: `99999999-9999-4999-8999-${String(index).padStart(12, '0')}`,
  txHash: `0x${String(index).padStart(64, '0')}`,
  usdCents: 1234,
  cents: 1234,
  priceCurrency: 'USD',
  priceCents: 1234,
  match: 'amount',
  session: {
    id: '88888888-8888-4888-8888-888888888888',
    state: 'paid',
    exception: null,
    linkId: '66666666-6666-4666-8666-666666666666',
    linkName: 'Shirts',
  },
});

describe('the dashboard hooks', () => {
  it("load a period's revenue in the environment asked for", async () => {
    sessionIssued(minute);
    api.current.routes.set(`GET /dashboard/revenue?companyId=${lumen.id}&period=week&environment=test`, () => ({
      json: week,
    }));
    const { result } = renderHook(() => useRevenue(lumen.id, 'week', 'test'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(week));
    expect(api.current.hits).toContain(`GET /dashboard/revenue?companyId=${lumen.id}&period=week&environment=test`);
  });

  it('keep a refusal as an API error with its code', async () => {
    sessionIssued(minute);
    api.current.routes.set(`GET /dashboard/revenue?companyId=${lumen.id}&period=year&environment=live`, () => ({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    }));
    const { result } = renderHook(() => useRevenue(lumen.id, 'year', 'live'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(isApiError(result.current.error) && result.current.error.code).toBe('NOT_FOUND');
    expect(result.current.data).toBeUndefined();
  });

  it('load the newest payments a page at a time', async () => {
    sessionIssued(minute);
    const pages: Record<string, RecentPaymentsResponse> = {
      '1': { payments: [payment(1), payment(2)], total: 3, page: 1, limit: 2 },
      '2': { payments: [payment(3)], total: 3, page: 2, limit: 2 },
    };
    for (const [page, answer] of Object.entries(pages)) {
      api.current.routes.set(
        `GET /dashboard/recent-payments?companyId=${lumen.id}&environment=live&page=${page}&limit=2`,
        () => ({
          json: answer,
        }),
      );
    }
    const { result, rerender } = renderHook(({ page }) => useRecentPayments(lumen.id, 'live', page, 2), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() =>
      expect(result.current.data?.payments.map((entry) => entry.id)).toEqual([payment(1).id, payment(2).id]),
    );
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.data).toEqual(pages['2']));
    expect(api.current.hits.filter((hit) => hit.startsWith('GET /dashboard/recent-payments'))).toEqual([
      `GET /dashboard/recent-payments?companyId=${lumen.id}&environment=live&page=1&limit=2`,
      `GET /dashboard/recent-payments?companyId=${lumen.id}&environment=live&page=2&limit=2`,
    ]);
  });
});

describe('paymentsExportUrl', () => {
  it("is the export's address under the API, with the filters given", () => {
    expect(paymentsExportUrl({ companyId: lumen.id })).toBe(`/api/payments/export?companyId=${lumen.id}`);
    expect(
      paymentsExportUrl(
        { companyId: lumen.id, state: 'confirmed', environment: 'live', from: '2026-06-01', to: '2026-07-01' },
        'https://dashboard.example/api/',
      ),
    ).toBe(
      `https://dashboard.example/api/payments/export?companyId=${lumen.id}&state=confirmed&environment=live&from=2026-06-01&to=2026-07-01`,
    );
    expect(paymentsExportUrl({ companyId: lumen.id, linkId: 'a b&c', matched: undefined })).toBe(
      `/api/payments/export?companyId=${lumen.id}&linkId=a+b%26c`,
    );
  });
});
