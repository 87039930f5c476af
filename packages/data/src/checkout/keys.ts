/** The mutations of the checkout page, by the name their state is kept under. */
export type CheckoutMutation = 'open-session' | 'submit-transaction';

/**
 * SWR keys of the payer's side of a payment link: a link's public face by its slug, a checkout
 * session by its id, and exchange rates by pairing. None belongs to a workspace.
 */
export const checkoutKeys = {
  link: (slug: string) => ['checkout', 'link', slug] as const,
  session: (sessionId: string) => ['checkout', 'session', sessionId] as const,
  exchangeRate: (pairing: string) => ['checkout', 'exchange-rate', pairing] as const,
  /** The state of a mutation (no cached data), per link or per session. */
  mutation: (name: CheckoutMutation, id: string) => ['checkout', 'mutation', name, id] as const,
};
