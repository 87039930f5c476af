import type { LinkListResponse, PaymentListResponse } from '@meridian/contract';
import { act, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client/api-client';
import { usePaymentLinks } from '../payment-links/payment-links-list-query';
import { useUnmatchedPayments } from '../payments/unmatched-payments-query';
import { browserLikeFetch, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { useLinkPayments } from '../payments/link-payments-query';
import { DataProvider } from './DataProvider';
import { QueryProvider } from './QueryProvider';

const api = withFakeApi();
const linkId = '66666666-6666-4666-8666-666666666666';
let served = 0;

/** Each list, the route that answers it, and an answer that says how many items the server has. */
const lists = [
  {
    name: 'the payment links',
    route: () => `GET /payment-link?companyId=${lumen.id}`,
    answer: (total: number): LinkListResponse => ({ links: [], total, nextCursor: null, hasMore: false }),
    useTotal: () => usePaymentLinks(lumen.id).data?.total,
  },
  {
    name: 'the unmatched payments',
    route: () => `GET /payments/unmatched?companyId=${lumen.id}`,
    answer: (total: number): PaymentListResponse => ({ payments: [], total, nextCursor: null, hasMore: false }),
    useTotal: () => useUnmatchedPayments(lumen.id).data?.total,
  },
  {
    name: "a link's payments",
    route: () => `GET /payment-link/${linkId}/payments`,
    answer: (total: number): PaymentListResponse => ({ payments: [], total, nextCursor: null, hasMore: false }),
    useTotal: () => useLinkPayments(lumen.id, linkId).data?.total,
  },
];

/**
 * The app's data layer as the dashboard sets it up (no test overrides of SWR's options), with a
 * page that reads one list and can be left and opened again, as navigation does.
 */
function app(client: ApiClient, read: () => number | undefined, seen: { total?: number }) {
  function Page() {
    seen.total = read();
    return null;
  }
  return ({ open }: { open: boolean }) =>
    createElement(DataProvider, {
      client,
      children: createElement(QueryProvider, { children: open ? createElement(Page) : null }),
    });
}

describe('a list never shows older data than the server has', () => {
  it.each(lists)('$name load again when their page is opened again, at once', async (list) => {
    sessionIssued(minute);
    served = 0;
    api.current.routes.set(list.route(), () => ({ json: list.answer(served) }));
    const seen: { total?: number } = {};
    const App = app(createApiClient({ baseUrl: api.current.url, fetch: browserLikeFetch }), list.useTotal, seen);
    const view = render(createElement(App, { open: true }));
    await waitFor(() => expect(seen.total).toBe(0));

    // The merchant leaves the page; a payment arrives; they come back through the sidebar.
    view.rerender(createElement(App, { open: false }));
    served = 1;
    view.rerender(createElement(App, { open: true }));
    await waitFor(() => expect(seen.total).toBe(1));
    expect(api.current.hits.filter((hit) => hit === list.route())).toHaveLength(2);
  });

  it.each(lists)('$name load again when the window gets the focus back, at once', async (list) => {
    sessionIssued(minute);
    served = 0;
    api.current.routes.set(list.route(), () => ({ json: list.answer(served) }));
    const seen: { total?: number } = {};
    const App = app(createApiClient({ baseUrl: api.current.url, fetch: browserLikeFetch }), list.useTotal, seen);
    render(createElement(App, { open: true }));
    await waitFor(() => expect(seen.total).toBe(0));

    // The merchant pays the link in another tab and comes back to this one.
    served = 1;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(seen.total).toBe(1));
  });
});
