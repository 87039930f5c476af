import { paymentRoutes, type Payment } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentKeys } from './keys';

/** GET /payments/{id}: one of the workspace's payments. */
export function getPayment(client: ApiClient, paymentId: string): Promise<Payment> {
  return client.call(paymentRoutes.getPayment, { params: { id: paymentId } });
}

/** A payment of the workspace `companyId` (its page). */
export function usePayment(companyId: string, paymentId: string, options?: QueryOptions) {
  return useApiQuery(paymentKeys.payment(companyId, paymentId), (client) => getPayment(client, paymentId), options);
}
