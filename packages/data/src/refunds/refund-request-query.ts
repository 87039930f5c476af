import { refundRoutes, type RefundRequestView } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { refundKeys } from './keys';

/** GET /refund-request/{token}: the payer's refund page (no session); LINK_INVALID or LINK_EXPIRED when it cannot be used. */
export function getRefundRequest(client: ApiClient, token: string): Promise<RefundRequestView> {
  return client.call(refundRoutes.getRefundRequest, { params: { token } });
}

/** What the payer's refund page shows. */
export function useRefundRequest(token: string, options?: QueryOptions) {
  return useApiQuery(refundKeys.request(token), (client) => getRefundRequest(client, token), options);
}
