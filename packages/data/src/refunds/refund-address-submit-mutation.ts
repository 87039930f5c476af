import { refundRoutes, type RefundRequestView } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { refundKeys } from './keys';

/** POST /refund-request/{token}/address: the payer's refund address; the link is used up. */
export function submitRefundAddress(client: ApiClient, token: string, address: string): Promise<RefundRequestView> {
  return client.call(refundRoutes.submitRefundAddress, { params: { token }, body: { address } });
}

/** Gives the refund address on the payer's page; the page's answer is replaced by the new one. */
export function useSubmitRefundAddress(token: string) {
  return useApiMutation(refundKeys.mutation('address', token), {
    request: (client, address: string) => submitRefundAddress(client, token, address),
    onSuccess: (view, _address, { mutate }) => void mutate(refundKeys.request(token), view, { revalidate: false }),
  });
}
