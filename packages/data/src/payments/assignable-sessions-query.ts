import { paymentRoutes, type AssignableSessionListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentKeys } from './keys';

/**
 * GET /payments/sessions?companyId: the checkout sessions an unmatched payment can be assigned
 * to (open or expired), newest first; `linkId` narrows to one link's.
 */
export function listAssignableSessions(
  client: ApiClient,
  companyId: string,
  linkId?: string,
): Promise<AssignableSessionListResponse> {
  return client.call(paymentRoutes.listAssignableSessions, {
    query: { companyId, ...(linkId === undefined ? {} : { linkId }) },
  });
}

/** The sessions to assign a payment to (of one link when `linkId` is given). */
export function useAssignableSessions(companyId: string, linkId?: string, options?: QueryOptions) {
  return useApiQuery(
    paymentKeys.assignable(companyId, linkId),
    (client) => listAssignableSessions(client, companyId, linkId),
    options,
  );
}
