import { checkoutRoutes, type CheckoutSession } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type LiveQuery, type QueryOptions } from '../swr/api-query';
import { checkoutKeys } from './keys';

/** GET /checkout-session/{id}: what to pay, where, and how far the payment is. */
export function getCheckoutSession(client: ApiClient, sessionId: string): Promise<CheckoutSession> {
  return client.call(checkoutRoutes.getCheckoutSession, { params: { id: sessionId } });
}

/** A session is final once paid or expired: nothing more happens to it on its own. */
export function isFinalSession(session: CheckoutSession): boolean {
  return session.state === 'paid' || session.state === 'expired';
}

/** How often the page asks again while the session is not final. */
export const SESSION_REFRESH_MS = 1000;

const live: LiveQuery<CheckoutSession> = { everyMs: SESSION_REFRESH_MS, isFinal: isFinalSession };

/**
 * A checkout session, followed live: loaded again about every second until it is paid or
 * expired. A network failure or a 5xx is tried again until the API answers (the page
 * reconnects on its own), the last answer kept in the meantime.
 */
export function useCheckoutSession(sessionId: string, options?: QueryOptions) {
  return useApiQuery(checkoutKeys.session(sessionId), (client) => getCheckoutSession(client, sessionId), options, live);
}
