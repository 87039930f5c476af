import { linkRoutes, type PaymentLink, type UpdateStaticLinkRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { paymentLinkKeys } from './keys';
import { paymentLinksOf } from './payment-link-static-create-mutation';

export interface PaymentLinkUpdate {
  linkId: string;
  body: UpdateStaticLinkRequest;
}

/** PATCH /payment-link/static/{id}: only the fields sent change; `LINK_ARCHIVED` once archived. */
export function updatePaymentLink(
  client: ApiClient,
  linkId: string,
  body: UpdateStaticLinkRequest,
): Promise<PaymentLink> {
  return client.call(linkRoutes.updateStaticLink, { params: { id: linkId }, body });
}

/** Edits a static or donation link; the cached link becomes the answer and the lists reload. */
export function useUpdatePaymentLink(companyId: string) {
  return useApiMutation(paymentLinkKeys.mutation('update', companyId), {
    request: (client, { linkId, body }: PaymentLinkUpdate) => updatePaymentLink(client, linkId, body),
    onSuccess: async (link, _arg, { mutate }) => {
      await mutate(paymentLinkKeys.detail(companyId, link.id), link, { revalidate: false });
      void mutate(paymentLinksOf(companyId));
    },
  });
}
