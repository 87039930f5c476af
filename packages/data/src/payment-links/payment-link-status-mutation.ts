import { linkRoutes, type LinkStatus, type PaymentLink } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { paymentLinkKeys } from './keys';
import { paymentLinksOf } from './payment-link-static-create-mutation';

export interface PaymentLinkStatusChange {
  linkId: string;
  status: LinkStatus;
}

/**
 * PATCH /payment-link/{id}: active <-> disabled, either -> archived (final). A refused change
 * answers `STATUS_TRANSITION_REFUSED`.
 */
export function changePaymentLinkStatus(
  client: ApiClient,
  { linkId, status }: PaymentLinkStatusChange,
): Promise<PaymentLink> {
  return client.call(linkRoutes.changeLinkStatus, { params: { id: linkId }, body: { status } });
}

/** Disables, enables or archives a link; the cached link becomes the answer and the lists reload. */
export function useChangePaymentLinkStatus(companyId: string) {
  return useApiMutation(paymentLinkKeys.mutation('status', companyId), {
    request: (client, change: PaymentLinkStatusChange) => changePaymentLinkStatus(client, change),
    onSuccess: async (link, _arg, { mutate }) => {
      await mutate(paymentLinkKeys.detail(companyId, link.id), link, { revalidate: false });
      void mutate(paymentLinksOf(companyId));
    },
  });
}
