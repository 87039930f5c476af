import { refundRoutes, type PaymentRefundsResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { refundKeys } from './keys';

/** GET /payments/{id}/refunds: the refunds (newest first), what the payment received and can still give back. */
export function listPaymentRefunds(client: ApiClient, paymentId: string): Promise<PaymentRefundsResponse> {
  return client.call(refundRoutes.listPaymentRefunds, { params: { id: paymentId } });
}

/** A payment's refunds (the payment belongs to `companyId`, the workspace shown). */
export function usePaymentRefunds(companyId: string, paymentId: string, options?: QueryOptions) {
  return useApiQuery(
    refundKeys.payment(companyId, paymentId),
    (client) => listPaymentRefunds(client, paymentId),
    options,
  );
}
