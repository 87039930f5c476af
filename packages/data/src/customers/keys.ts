import type { CustomerListQuery } from '@meridian/contract';

/** The mutations of the customer pages. */
export type CustomerMutation = 'erase';

const sorted = (value: object) => JSON.stringify(value, Object.keys(value).sort());

/** SWR keys of a workspace's customers: every key starts with `['customers', companyId]`. */
export const customerKeys = {
  all: (companyId: string) => ['customers', companyId] as const,
  /** One page of the list, for its search. */
  list: (companyId: string, query: CustomerListQuery = {}) => ['customers', companyId, 'list', sorted(query)] as const,
  /** One customer with their payments. */
  detail: (companyId: string, customerId: string) => ['customers', companyId, 'detail', customerId] as const,
  mutation: (name: CustomerMutation, companyId: string) => ['customers', companyId, 'mutation', name] as const,
};

/** Matches every cached customer query of the workspace. */
export function customersOf(companyId: string) {
  return (key: unknown) =>
    Array.isArray(key) && key[0] === 'customers' && key[1] === companyId && key[2] !== 'mutation';
}
