import { linkRoutes, type CreateDynamicLinkRequest, type PaymentLink } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { paymentLinkKeys } from './keys';
import { paymentLinksOf } from './payment-link-static-create-mutation';

export type NewDynamicLink = Omit<CreateDynamicLinkRequest, 'companyId'>;

/** POST /payment-link/dynamic: one payment for one recipient. */
export function createDynamicLink(client: ApiClient, companyId: string, body: NewDynamicLink): Promise<PaymentLink> {
  return client.call(linkRoutes.createDynamicLink, { body: { ...body, companyId } });
}

/** Creates a dynamic link; the lists reload. */
export function useCreateDynamicLink(companyId: string) {
  return useApiMutation(paymentLinkKeys.mutation('create-dynamic', companyId), {
    request: (client, body: NewDynamicLink) => createDynamicLink(client, companyId, body),
    onSuccess: async (link, _body, { mutate }) => {
      await mutate(paymentLinkKeys.detail(companyId, link.id), link, { revalidate: false });
      void mutate(paymentLinksOf(companyId));
    },
  });
}
