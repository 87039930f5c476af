import { examplePayments } from '../../Money/common/payments.examples';
import { REVENUE_BUCKETS, type RevenuePeriod } from '@meridian/contract';
import type { ChecklistStep, RecentPaymentView, RevenueBucket, RevenueView } from './Dashboard.types';

/** The stories' clock: 2026-06-15 10:30 UTC; buckets end with the one now is in. */
const now = Date.UTC(2026, 5, 15, 10, 30);
const hour = 3_600_000;
const day = 24 * hour;

/** A steady, repeatable pattern of sales (no randomness: the screenshots must not move). */
const wave = (index: number, seed: number) => Math.round(((Math.sin(index * 0.9 + seed) + 1.3) / 2.3) * 100);

function monthStart(monthsBack: number): Date {
  return new Date(Date.UTC(2026, 5 - monthsBack, 1));
}

function bucketBounds(period: RevenuePeriod, index: number, count: number): { start: Date; end: Date } {
  const back = count - 1 - index;
  if (period === 'year') return { start: monthStart(back), end: monthStart(back - 1) };
  const size = period === 'day' ? hour : day;
  const lastStart = period === 'day' ? Math.floor(now / hour) * hour : Math.floor(now / day) * day;
  const start = lastStart - back * size;
  return { start: new Date(start), end: new Date(start + size) };
}

const scale = { day: 4_990, week: 42_000, month: 38_000, year: 1_150_000 } as const satisfies Record<
  RevenuePeriod,
  number
>;

/** Example revenue of a period, with the previous period a little lower. */
export function exampleRevenue(period: RevenuePeriod): RevenueView {
  const count = REVENUE_BUCKETS[period];
  const buckets: RevenueBucket[] = Array.from({ length: count }, (_, index) => {
    const payments = period === 'day' && index % 5 === 2 ? 0 : Math.max(1, Math.round(wave(index, 1) / 20));
    const totalCents = payments === 0 ? 0 : Math.round((scale[period] * wave(index, 1)) / 100 / 10) * 10;
    return {
      ...bucketBounds(period, index, count),
      totalCents,
      count: payments,
      previousTotalCents: Math.round((scale[period] * wave(index, 2.4) * 0.85) / 100 / 10) * 10,
    };
  });
  const totalCents = buckets.reduce((sum, bucket) => sum + bucket.totalCents, 0);
  const paymentCount = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const previousTotal = buckets.reduce((sum, bucket) => sum + bucket.previousTotalCents, 0);
  const previousCount = Math.max(1, Math.round(paymentCount * 0.9));
  return {
    period,
    environment: 'live',
    currency: 'USD',
    timeZone: 'UTC',
    current: { totalCents, count: paymentCount, averageCents: Math.round(totalCents / Math.max(1, paymentCount)) },
    previous: {
      totalCents: previousTotal,
      count: previousCount,
      averageCents: Math.round(previousTotal / previousCount),
    },
    buckets,
    unpriced: 0,
  };
}

const linkNames = ['Summer sale', 'Espresso subscription', 'PaymentLink_4'];

/** Example recent payments: the payment tables' examples, each with a link (one unmatched) and a chain. */
export const exampleRecentPayments: RecentPaymentView[] = examplePayments.map((payment, index) => ({
  ...payment,
  link:
    index === 4
      ? null
      : { name: linkNames[index % linkNames.length] ?? 'Summer sale', href: `/payment-links/link-${index % 3}` },
  chainId: 1284,
  environment: index === 5 ? 'test' : 'live',
}));

/** A month of revenue in a workspace that prices in euros (each payment from its own locked rate). */
export const euroRevenue: RevenueView = { ...exampleRevenue('month'), currency: 'EUR' };

/**
 * The recent payments of a workspace that prices in euros: in euros, and the second one, priced
 * in dollars ($27.00 at its own locked 1.08 dollars a euro), in both.
 */
export const euroRecentPayments: RecentPaymentView[] = exampleRecentPayments.map((payment, index) => ({
  ...payment,
  value: payment.value && { minor: Math.round(payment.value.minor / 1.08), currency: 'EUR' },
  price:
    payment.value && (index === 1 ? payment.value : { minor: Math.round(payment.value.minor / 1.08), currency: 'EUR' }),
}));

/** The checklist of a workspace that has added a wallet and created a link. */
export const exampleChecklist: ChecklistStep[] = [
  { id: 'wallet', done: true, href: '/wallet-management' },
  { id: 'link', done: true, href: '/payment-links' },
  { id: 'testPayment', done: false, href: '/payment-links' },
  { id: 'team', done: false, href: '/settings/members/invite' },
  { id: 'limit', done: false, href: '/settings/verification' },
];
