import { paymentRoutes, type Payment } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { paymentLinksOf } from '../payment-links/payment-link-static-create-mutation';
import { useApiMutation } from '../swr/api-mutation';
import { paymentKeys, paymentsOf } from './keys';

export interface PaymentAssignment {
  paymentId: string;
  sessionId: string;
}

/**
 * POST /payments/{id}/assign: an unmatched payment the workspace sees goes to one of its checkout
 * sessions (flagged `marked`). `PAYMENT_ALREADY_MATCHED` when it was assigned meanwhile; a session
 * in another token or on another chain is refused by field (`sessionId`).
 */
export function assignPayment(
  client: ApiClient,
  companyId: string,
  { paymentId, sessionId }: PaymentAssignment,
): Promise<Payment> {
  return client.call(paymentRoutes.assignPayment, { params: { id: paymentId }, body: { companyId, sessionId } });
}

/**
 * Assigns an unmatched payment: it leaves the cached inbox at once, then every payment list
 * (the inbox, the workspace's, each link's), the assignable sessions and the links list (their
 * paid counts and totals) reload.
 */
export function useAssignPayment(companyId: string) {
  return useApiMutation(paymentKeys.mutation('assign', companyId), {
    request: (client, assignment: PaymentAssignment) => assignPayment(client, companyId, assignment),
    onSuccess: async (_payment, { paymentId }, { mutate }) => {
      const unmatched = (key: unknown) => paymentsOf(companyId)(key) && Array.isArray(key) && key[2] === 'unmatched';
      await mutate<{ payments: Payment[]; total: number; nextCursor: string | null }>(
        unmatched,
        (page) =>
          page && {
            ...page,
            payments: page.payments.filter((payment) => payment.id !== paymentId),
            total: Math.max(0, page.total - 1),
          },
        { revalidate: false },
      );
      void mutate(paymentsOf(companyId));
      void mutate(paymentLinksOf(companyId));
    },
  });
}
