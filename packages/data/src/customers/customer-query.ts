import { customerRoutes, type CustomerDetail } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { customerKeys } from './keys';

/** GET /company/{id}/customers/{customerId}: the customer, the details they gave and their payments. */
export function getCustomer(client: ApiClient, companyId: string, customerId: string): Promise<CustomerDetail> {
  return client.call(customerRoutes.customer, { params: { id: companyId, customerId } });
}

/** One customer with their payments. */
export function useCustomer(companyId: string, customerId: string, options?: QueryOptions) {
  return useApiQuery(
    customerKeys.detail(companyId, customerId),
    (client) => getCustomer(client, companyId, customerId),
    options,
  );
}
