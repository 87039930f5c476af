import { refundRoutes, type Refund } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { refundKeys } from './keys';

/** Matches every cached refund read of the workspace (not the mutations' state). */
export function refundsOf(companyId: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'refunds' && key[1] === companyId && key[2] !== 'mutation';
}

/** POST /refunds/{id}/cancel: before anything was sent; the payer's link stops working. */
export function cancelRefund(client: ApiClient, refundId: string): Promise<Refund> {
  return client.call(refundRoutes.cancelRefund, { params: { id: refundId } });
}

/** Cancels a refund of `companyId`; its refunds reload. */
export function useCancelRefund(companyId: string) {
  return useApiMutation(refundKeys.mutation('cancel', companyId), {
    request: (client, refundId: string) => cancelRefund(client, refundId),
    onSuccess: (_refund, _id, { mutate }) => void mutate(refundsOf(companyId)),
  });
}
