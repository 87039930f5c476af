import type { LinkListQuery } from '@meridian/contract';

/** The mutations of the payment link pages, by the name their state is kept under. */
export type PaymentLinkMutation = 'create-static' | 'create-dynamic' | 'update' | 'status';

/** The list's filters, sort and page (everything of the query but the workspace). */
export type LinkListFilters = Omit<LinkListQuery, 'companyId'>;

/** SWR keys of a workspace's payment links. */
export const paymentLinkKeys = {
  all: (companyId: string) => ['payment-links', companyId] as const,
  /** One page of the list, for its filters (all pages of a workspace share the `all` prefix). */
  list: (companyId: string, filters: LinkListFilters = {}) =>
    ['payment-links', companyId, 'list', JSON.stringify(filters, Object.keys(filters).sort())] as const,
  detail: (companyId: string, linkId: string) => ['payment-links', companyId, 'detail', linkId] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: PaymentLinkMutation, companyId: string) => ['payment-links', companyId, 'mutation', name] as const,
};
