import { refundRoutes, type Refund } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { refundKeys } from './keys';
import { refundsOf } from './refund-cancel-mutation';

/** POST /refunds/{id}/sent: the hash of the transfer that gives the money back; the watcher checks it. */
export function markRefundSent(client: ApiClient, refundId: string, txHash: string): Promise<Refund> {
  return client.call(refundRoutes.markRefundSent, { params: { id: refundId }, body: { txHash } });
}

/** Records a refund's transfer (sent from a connected wallet, or given by hash); its refunds reload. */
export function useMarkRefundSent(companyId: string) {
  return useApiMutation(refundKeys.mutation('sent', companyId), {
    request: (client, { refundId, txHash }: { refundId: string; txHash: string }) =>
      markRefundSent(client, refundId, txHash),
    onSuccess: (_refund, _arg, { mutate }) => void mutate(refundsOf(companyId)),
  });
}
