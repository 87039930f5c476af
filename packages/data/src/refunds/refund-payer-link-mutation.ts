import { refundRoutes, type RefundPayerLinkResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { refundKeys } from './keys';
import { refundsOf } from './refund-cancel-mutation';

/** POST /refunds/{id}/payer-link: a new payer's link, shown once (the last one stops working). */
export function createRefundPayerLink(client: ApiClient, refundId: string): Promise<RefundPayerLinkResponse> {
  return client.call(refundRoutes.createRefundPayerLink, { params: { id: refundId } });
}

/** Makes a new payer's link for a refund of `companyId`; its refunds reload. */
export function useCreateRefundPayerLink(companyId: string) {
  return useApiMutation(refundKeys.mutation('payer-link', companyId), {
    request: (client, refundId: string) => createRefundPayerLink(client, refundId),
    onSuccess: (_answer, _id, { mutate }) => void mutate(refundsOf(companyId)),
  });
}
