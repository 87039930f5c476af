import type { LinkPaymentListQuery, PaymentListQuery } from '@meridian/contract';

/** The mutations of the payment pages, by the name their state is kept under. */
export type PaymentMutation = 'assign';

/** The workspace list's filters and page (everything of the query but the workspace). */
export type PaymentListFilters = Omit<PaymentListQuery, 'companyId'>;

/** A page of a list that has only pages: `limit` and the previous page's `nextCursor`. */
export type PaymentPage = LinkPaymentListQuery;

const sorted = (value: object) => JSON.stringify(value, Object.keys(value).sort());

/** SWR keys of a workspace's payments: every key starts with `['payments', companyId]`. */
export const paymentKeys = {
  all: (companyId: string) => ['payments', companyId] as const,
  /** One page of the workspace's payments, for its filters. */
  list: (companyId: string, filters: PaymentListFilters = {}) =>
    ['payments', companyId, 'list', sorted(filters)] as const,
  /** One payment (its page). */
  payment: (companyId: string, paymentId: string) => ['payments', companyId, 'payment', paymentId] as const,
  /** One page of the unmatched inbox. */
  unmatched: (companyId: string, page: PaymentPage = {}) => ['payments', companyId, 'unmatched', sorted(page)] as const,
  /** One page of a link's payments. */
  link: (companyId: string, linkId: string, page: PaymentPage = {}) =>
    ['payments', companyId, 'link', linkId, sorted(page)] as const,
  /** The sessions an unmatched payment can be assigned to (of one link, or of all). */
  assignable: (companyId: string, linkId?: string) => ['payments', companyId, 'assignable', linkId ?? ''] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: PaymentMutation, companyId: string) => ['payments', companyId, 'mutation', name] as const,
};

/** Matches every cached payment list of the workspace (all lists, all pages, the sessions). */
export function paymentsOf(companyId: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'payments' && key[1] === companyId && key[2] !== 'mutation';
}
