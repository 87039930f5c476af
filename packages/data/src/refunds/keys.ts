/** The mutations of the refund pages, by the name their state is kept under. */
export type RefundMutation = 'create' | 'cancel' | 'sent' | 'payer-link' | 'address';

/**
 * SWR keys of refunds: a payment's refunds under its workspace, and the payer's refund page by
 * its link's token (no workspace, no session).
 */
export const refundKeys = {
  all: (companyId: string) => ['refunds', companyId] as const,
  /** A payment's refunds, what it received and what it can still give back. */
  payment: (companyId: string, paymentId: string) => ['refunds', companyId, 'payment', paymentId] as const,
  /** The payer's page of a link. */
  request: (token: string) => ['refunds', 'request', token] as const,
  /** The state of a mutation (no cached data), per workspace (or per link for the payer's). */
  mutation: (name: RefundMutation, id: string) => ['refunds', id, 'mutation', name] as const,
};
