import { checkoutRoutes, LATE_PAYMENT_WINDOW_MS, type CheckoutSession } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type LiveQuery, type QueryOptions } from '../swr/api-query';
import { checkoutKeys } from './keys';

/** GET /checkout-session/{id}: what to pay, where, and how far the payment is. */
export function getCheckoutSession(client: ApiClient, sessionId: string): Promise<CheckoutSession> {
  return client.call(checkoutRoutes.getCheckoutSession, { params: { id: sessionId } });
}

/**
 * A session is final once paid, or once expired and no payment can still come late for it: money
 * the payer sent just before the price expired arrives afterwards (`paid_late`), and the page
 * that shows the expired price must turn to say it arrived rather than offer a new price to pay
 * twice. So an expired session is followed until money came late for it or the late window ends.
 */
export function isFinalSession(session: CheckoutSession, now: Date = new Date()): boolean {
  if (session.state === 'paid') return true;
  if (session.state !== 'expired') return false;
  return session.exception === 'paid_late' || now.getTime() >= Date.parse(session.expiresAt) + LATE_PAYMENT_WINDOW_MS;
}

/** How often the page asks again while the session is not final. */
export const SESSION_REFRESH_MS = 1000;

const live: LiveQuery<CheckoutSession> = { everyMs: SESSION_REFRESH_MS, isFinal: (session) => isFinalSession(session) };

/**
 * A checkout session, followed live: loaded again about every second until it is final
 * (`isFinalSession`). A network failure or a 5xx is tried again until the API answers (the page
 * reconnects on its own), the last answer kept in the meantime.
 */
export function useCheckoutSession(sessionId: string, options?: QueryOptions) {
  return useApiQuery(checkoutKeys.session(sessionId), (client) => getCheckoutSession(client, sessionId), options, live);
}
