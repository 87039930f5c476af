import type { Currency, Environment } from '@meridian/contract';
import type { PaymentView } from '../../Money/common/payments';
import type { RevenuePeriod } from './chart';

/** What a span took: its revenue, its payments, and their average (none without payments). */
export interface RevenueFigures {
  totalCents: number;
  count: number;
  averageCents: number | null;
}

/** One bar of the chart: an hour, a day or a month, with the same slot of the previous period. */
export interface RevenueBucket {
  start: Date;
  end: Date;
  totalCents: number;
  count: number;
  previousTotalCents: number;
}

/** The revenue of a period, as the dashboard shows it. */
export interface RevenueView {
  period: RevenuePeriod;
  environment: Environment;
  /** The workspace's currency: every amount is in its minor units, each payment from its own locked rate. */
  currency: Currency;
  /** The workspace's time zone, in which buckets begin and are named (an IANA name). */
  timeZone: string;
  current: RevenueFigures;
  previous: RevenueFigures;
  buckets: RevenueBucket[];
  /** Payments of the period without a value in the currency (not matched to a checkout yet). */
  unpriced: number;
}

/** A recent payment: a payment as the tables show it, with its link and chain. */
export interface RecentPaymentView extends PaymentView {
  /** The link it paid and that link's page; none while the payment is unmatched. */
  link: { name: string; href: string } | null;
  /** The chain it was sent on, for its explorer page. */
  chainId: number;
  /** Live, or on the test network (marked so in the list, which holds both). */
  environment: Environment;
}

/** The first-run checklist's steps, in order. */
export const CHECKLIST_STEPS = ['wallet', 'link', 'testPayment', 'team', 'limit'] as const;
export type ChecklistStepId = (typeof CHECKLIST_STEPS)[number];

/** A step of the first-run checklist: whether the workspace has done it, and the page that does it. */
export interface ChecklistStep {
  id: ChecklistStepId;
  done: boolean;
  href: string;
}
