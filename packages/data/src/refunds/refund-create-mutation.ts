import { refundRoutes, type CreatedRefundResponse, type CreateRefundRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { refundKeys } from './keys';
import { refundsOf } from './refund-cancel-mutation';

/**
 * POST /payments/{id}/refunds: all that is left (no `amount`), or a part in the token or, with
 * `currency`, in the price currency. The answer carries the payer's link, shown once.
 */
export function createRefund(
  client: ApiClient,
  paymentId: string,
  body: CreateRefundRequest,
): Promise<CreatedRefundResponse> {
  return client.call(refundRoutes.createRefund, { params: { id: paymentId }, body });
}

/** Creates a refund of a payment of `companyId`; the workspace's refunds reload. */
export function useCreateRefund(companyId: string) {
  return useApiMutation(refundKeys.mutation('create', companyId), {
    request: (client, { paymentId, body }: { paymentId: string; body: CreateRefundRequest }) =>
      createRefund(client, paymentId, body),
    onSuccess: (_answer, _arg, { mutate }) => void mutate(refundsOf(companyId)),
  });
}
