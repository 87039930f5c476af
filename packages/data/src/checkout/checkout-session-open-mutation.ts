import { checkoutRoutes, type CheckoutSession, type OpenCheckoutRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { checkoutKeys } from './keys';

/**
 * POST /checkout/{slug}/sessions: opens a session in a token at a locked rate (a dynamic link
 * answers its one session). Refusals: `LINK_UNAVAILABLE`, `LINK_ALREADY_PAID`,
 * `TIER_LIMIT_EXCEEDED` (with `tierLimit`), `RATE_UNAVAILABLE`, `VALIDATION_FAILED` by field.
 */
export function openCheckoutSession(
  client: ApiClient,
  slug: string,
  body: OpenCheckoutRequest,
): Promise<CheckoutSession> {
  return client.call(checkoutRoutes.openCheckoutSession, { params: { slug }, body });
}

/** Opens a session; the answer becomes the cached session, which the page then follows. */
export function useOpenCheckoutSession(slug: string) {
  return useApiMutation(checkoutKeys.mutation('open-session', slug), {
    request: (client, body: OpenCheckoutRequest) => openCheckoutSession(client, slug, body),
    onSuccess: (session, _body, { mutate }) => mutate(checkoutKeys.session(session.id), session, { revalidate: false }),
  });
}
