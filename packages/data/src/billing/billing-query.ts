import { billingRoutes, type BillingResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { billingKeys } from './keys';

/** GET /company/{id}/billing: the tier, its limit, this month's use, the fee rate and the statements. */
export function getBilling(client: ApiClient, companyId: string): Promise<BillingResponse> {
  return client.call(billingRoutes.billing, { params: { id: companyId } });
}

/**
 * A workspace's billing; it reloads when the live channel says a payment changed the
 * dashboard's figures (`changedKeys`), so the month's use moves without a reload.
 */
export function useBilling(companyId: string, options?: QueryOptions) {
  return useApiQuery(billingKeys.summary(companyId), (client) => getBilling(client, companyId), options);
}
