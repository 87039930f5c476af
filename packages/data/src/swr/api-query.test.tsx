import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserCompanies } from '../company/companies-list-query';
import { useCompany } from '../company/company-get-query';
import { useSelectedWorkspace } from '../company/company-selected-query';
import { useUserInvites } from '../invites/invites-list-query';
import { useCompanyInvites } from '../members/member-invites-list-query';
import { useMembers } from '../members/members-list-query';
import { useRecentPayments } from '../dashboard/dashboard-recent-payments-query';
import { useRevenue } from '../dashboard/dashboard-revenue-query';
import { useBilling } from '../billing/billing-query';
import { useStatement } from '../billing/billing-statement-query';
import { useCustomer } from '../customers/customer-query';
import { useCustomers } from '../customers/customers-list-query';
import { useNotificationPreferences } from '../notifications/notification-preferences-query';
import { useUnreadNotificationCount } from '../notifications/notifications-unread-count-query';
import { useAssignableSessions } from '../payments/assignable-sessions-query';
import { useLinkPayments } from '../payments/link-payments-query';
import { usePayment } from '../payments/payment-query';
import { usePaymentRefunds } from '../refunds/payment-refunds-query';
import { useRefundRequest } from '../refunds/refund-request-query';
import { usePayments } from '../payments/payments-list-query';
import { useUnmatchedPayments } from '../payments/unmatched-payments-query';
import { dataWrapper, exampleCompany, exampleUser, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { noRefundsExample, refundRequestExample, strayPayment } from '../test/payments';
import { lumen } from '../test/workspaces';
import { useUserInfo } from '../user/user-info-query';
import { useCheckoutLink } from '../checkout/checkout-link-query';
import { useCheckoutSession } from '../checkout/checkout-session-query';
import { useExchangeRate } from '../checkout/exchange-rate-query';
import { checkoutLinkExample, checkoutSessionExample, exchangeRateExample } from '../test/checkout';
import { useWebhookDeliveries } from '../webhooks/webhook-deliveries-query';
import { useWebhookEndpoints } from '../webhooks/webhooks-list-query';
import type { QueryOptions } from './api-query';

const api = withFakeApi();

const wrapper = dataWrapper(api);

type Query = (options: QueryOptions) => { data?: unknown; error?: unknown; isLoading: boolean };

const queries: [string, string, unknown, Query][] = [
  ['the user', 'GET /user/info', exampleUser, (options) => useUserInfo(options)],
  ["the user's workspaces", 'GET /user/companies', { companies: [lumen] }, (options) => useUserCompanies(options)],
  [
    'the selected workspace',
    'GET /user/companies',
    { companies: [lumen] },
    (options) => {
      const selected = useSelectedWorkspace(options);
      return { data: selected.workspace, error: selected.error, isLoading: selected.isLoading };
    },
  ],
  ["the user's invitations", 'GET /company/invites', { invites: [] }, (options) => useUserInvites(options)],
  [
    'the unread notifications, counted',
    'GET /notification?onlyUnread=true&limit=1',
    { data: { notifications: [], total: 0, hasMore: false } },
    (options) => useUnreadNotificationCount(options),
  ],
  [
    'the notification e-mail choices',
    'GET /user/notification-preferences',
    {
      email: {
        payment_received: false,
        wallet_verification: true,
        company_invite: true,
        kyb_verification: true,
        refund: true,
      },
    },
    (options) => useNotificationPreferences(options),
  ],
  ['a workspace', `GET /company/${lumen.id}`, exampleCompany(lumen), (options) => useCompany(lumen.id, options)],
  ['its members', `GET /company/${lumen.id}/members`, { members: [] }, (options) => useMembers(lumen.id, options)],
  [
    'its pending invitations',
    `GET /company/${lumen.id}/members/invites`,
    { invites: [] },
    (options) => useCompanyInvites(lumen.id, options),
  ],
  [
    "a link's public face",
    'GET /checkout/k3v9QmTx2bLp8RwZ',
    checkoutLinkExample,
    (options) => useCheckoutLink('k3v9QmTx2bLp8RwZ', options),
  ],
  [
    'a checkout session',
    `GET /checkout-session/${checkoutSessionExample.id}`,
    { ...checkoutSessionExample, state: 'paid' },
    (options) => useCheckoutSession(checkoutSessionExample.id, options),
  ],
  [
    'an exchange rate',
    'GET /exchange-rate?pairing=DEV%2FUSD',
    exchangeRateExample,
    (options) => useExchangeRate('DEV/USD', options),
  ],
  [
    'its revenue',
    `GET /dashboard/revenue?companyId=${lumen.id}&period=day&environment=live`,
    {
      period: 'day',
      currency: 'USD',
      environment: 'live',
      timeZone: 'UTC',
      current: {
        from: '2026-06-14T11:00:00.000Z',
        to: '2026-06-15T10:30:00.000Z',
        totalCents: 0,
        count: 0,
        averageCents: null,
      },
      previous: {
        from: '2026-06-13T11:00:00.000Z',
        to: '2026-06-14T10:30:00.000Z',
        totalCents: 0,
        count: 0,
        averageCents: null,
      },
      buckets: [],
      unpriced: 0,
    },
    (options) => useRevenue(lumen.id, 'day', 'live', options),
  ],
  [
    'its newest payments',
    `GET /dashboard/recent-payments?companyId=${lumen.id}&environment=test&page=1&limit=10`,
    { payments: [], total: 0, page: 1, limit: 10 },
    (options) => useRecentPayments(lumen.id, 'test', 1, 10, options),
  ],
  [
    'its billing',
    `GET /company/${lumen.id}/billing`,
    {
      tier: 'basic',
      currency: 'USD',
      limit: {
        perPaymentCents: 10000,
        monthlyCents: null,
        currency: 'USD',
        perPaymentLocal: 10000,
        monthlyLocal: null,
        usdPerUnit: { USD: '1' },
      },
      month: {
        month: '2026-06',
        from: '2026-06-01T00:00:00.000Z',
        to: '2026-07-01T00:00:00.000Z',
        usedCents: 0,
        testUsedCents: 0,
      },
      inCurrency: { usedCents: 0, testUsedCents: 0 },
      feeRateBp: 100,
      statements: [],
    },
    (options) => useBilling(lumen.id, options),
  ],
  [
    'a month’s statement',
    `GET /company/${lumen.id}/billing/statements/2026-06`,
    {
      month: '2026-06',
      currency: 'USD',
      volumeCents: 0,
      paymentCount: 0,
      feeCents: 0,
      refundCount: 0,
      refundCents: 0,
      netCents: 0,
      tier: 'basic',
      feeRateBp: 100,
      lines: [],
    },
    (options) => useStatement(lumen.id, '2026-06', options),
  ],
  [
    'its customers',
    `GET /company/${lumen.id}/customers?q=ada`,
    { customers: [], total: 0, nextCursor: null, hasMore: false },
    (options) => useCustomers(lumen.id, { q: 'ada' }, options),
  ],
  [
    'a customer',
    `GET /company/${lumen.id}/customers/${lumen.id}`,
    {
      customer: {
        id: lumen.id,
        email: 'ada@example.com',
        name: null,
        country: null,
        currency: 'USD',
        paymentCount: 0,
        totalCents: 0,
        testPaymentCount: 0,
        testTotalCents: 0,
        firstSeenAt: '2026-06-01T00:00:00.000Z',
        lastSeenAt: '2026-06-01T00:00:00.000Z',
      },
      billing: { street: null, city: null, postalCode: null, vatNumber: null },
      payments: [],
      refunds: [],
    },
    (options) => useCustomer(lumen.id, lumen.id, options),
  ],
  [
    'its payments',
    `GET /payments?state=confirmed&companyId=${lumen.id}`,
    { payments: [], total: 0, nextCursor: null, hasMore: false },
    (options) => usePayments(lumen.id, { state: 'confirmed' }, options),
  ],
  [
    'its unmatched payments',
    `GET /payments/unmatched?companyId=${lumen.id}`,
    { payments: [], total: 0, nextCursor: null, hasMore: false },
    (options) => useUnmatchedPayments(lumen.id, {}, options),
  ],
  ['a payment', `GET /payments/${lumen.id}`, strayPayment, (options) => usePayment(lumen.id, lumen.id, options)],
  [
    'a payment’s refunds',
    `GET /payments/${lumen.id}/refunds`,
    noRefundsExample,
    (options) => usePaymentRefunds(lumen.id, lumen.id, options),
  ],
  [
    'the payer’s refund page',
    'GET /refund-request/Xq3v9QmTx2bLp8RwZk4Nc1',
    refundRequestExample,
    (options) => useRefundRequest('Xq3v9QmTx2bLp8RwZk4Nc1', options),
  ],
  [
    'a link’s payments',
    `GET /payment-link/${lumen.id}/payments?limit=5`,
    { payments: [], total: 0, nextCursor: null, hasMore: false },
    (options) => useLinkPayments(lumen.id, lumen.id, { limit: '5' }, options),
  ],
  [
    'the sessions to assign a payment to',
    `GET /payments/sessions?companyId=${lumen.id}`,
    { sessions: [] },
    (options) => useAssignableSessions(lumen.id, undefined, options),
  ],
  [
    'its webhook endpoints',
    `GET /company/${lumen.id}/webhooks`,
    { endpoints: [] },
    (options) => useWebhookEndpoints(lumen.id, options),
  ],
  [
    "an endpoint's deliveries",
    `GET /company/${lumen.id}/webhooks/${lumen.id}/deliveries`,
    { deliveries: [], total: 0, nextCursor: null, hasMore: false, pending: 0 },
    (options) => useWebhookDeliveries(lumen.id, lumen.id, {}, options),
  ],
];

describe('every query hook', () => {
  it.each(queries)(
    '%s: nothing is requested while `enabled` is false; it loads once enabled',
    async (_what, route, json, useQuery) => {
      sessionIssued(minute);
      api.current.routes.set(route, () => ({ json }));
      const { result, rerender } = renderHook(({ enabled }) => useQuery({ enabled }), {
        wrapper,
        initialProps: { enabled: false },
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(result.current).toMatchObject({ data: undefined, error: undefined, isLoading: false });
      expect(api.current.hits).toEqual([]);

      rerender({ enabled: true });
      await waitFor(() => expect(result.current.data).toBeDefined());
      expect(api.current.hits).toEqual([route]);
    },
  );
});
