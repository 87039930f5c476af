import { linkRoutes, type CreateStaticLinkRequest, type PaymentLink } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { paymentLinkKeys } from './keys';

export type NewStaticLink = Omit<CreateStaticLinkRequest, 'companyId'>;

/**
 * POST /payment-link/static: a static or donation link. `TIER_LIMIT_EXCEEDED` carries
 * `error.tierLimit` (the cap and the tier that lifts it).
 */
export function createStaticLink(client: ApiClient, companyId: string, body: NewStaticLink): Promise<PaymentLink> {
  return client.call(linkRoutes.createStaticLink, { body: { ...body, companyId } });
}

/** Creates a static or donation link; the lists reload. */
export function useCreateStaticLink(companyId: string) {
  return useApiMutation(paymentLinkKeys.mutation('create-static', companyId), {
    request: (client, body: NewStaticLink) => createStaticLink(client, companyId, body),
    onSuccess: async (link, _body, { mutate }) => {
      await mutate(paymentLinkKeys.detail(companyId, link.id), link, { revalidate: false });
      void mutate(paymentLinksOf(companyId));
    },
  });
}

/** Matches every cached list page of the workspace. */
export function paymentLinksOf(companyId: string) {
  const prefix = paymentLinkKeys.list(companyId).slice(0, 3);
  return (key: unknown) => Array.isArray(key) && prefix.every((part, index) => key[index] === part);
}
