import { checkoutRoutes, type CheckoutSession } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { checkoutKeys } from './keys';

/**
 * POST /checkout-session/{id}/transaction: the hash the payer's wallet answered. The server
 * reads the receipt itself and binds it only when chain, token, recipient and amount match:
 * `TRANSACTION_NOT_FOUND` (not on the chain yet, or never), `TRANSACTION_MISMATCH`,
 * `CHECKOUT_EXPIRED`.
 */
export function submitCheckoutTransaction(
  client: ApiClient,
  sessionId: string,
  txHash: string,
): Promise<CheckoutSession> {
  return client.call(checkoutRoutes.submitCheckoutTransaction, { params: { id: sessionId }, body: { txHash } });
}

/** Reports the transaction; the answer becomes the cached session. */
export function useSubmitCheckoutTransaction(sessionId: string) {
  return useApiMutation(checkoutKeys.mutation('submit-transaction', sessionId), {
    request: (client, txHash: string) => submitCheckoutTransaction(client, sessionId, txHash),
    onSuccess: (session, _txHash, { mutate }) =>
      mutate(checkoutKeys.session(session.id), session, { revalidate: false }),
  });
}
