/**
 * What an event changes, as the dashboard's pages see it: the live channel's topics. Types are
 * matched by their noun, so a type added later to a known noun reaches the right pages.
 */
import { EVENT_TYPES, type EventType, type LiveTopic } from '@meridian/contract';
import { dashboardLinkId } from '../checkout/object';
import { typedDataOf, type EventRow } from '../events/consumer';

/** The types of an event of one noun (`checkout`, `payment`). */
function typesOf<Noun extends string>(noun: Noun) {
  return EVENT_TYPES.filter((type): type is Extract<EventType, `${Noun}.${string}`> => type.startsWith(`${noun}.`));
}
const CHECKOUT_TYPES = typesOf('checkout');
const PAYMENT_TYPES = typesOf('payment');

/**
 * The dashboard page an event's money belongs to (the link whose payments it changes, a store's
 * checkout's own), and whether a payment counts for a checkout, read from its typed data.
 */
export function whatEventTouches(event: Pick<EventRow, 'type' | 'data'>): { linkId: string | null; matched: boolean } {
  const checkout = typedDataOf(event, CHECKOUT_TYPES);
  if (checkout) return { linkId: dashboardLinkId(checkout.data), matched: true };
  const payment = typedDataOf(event, PAYMENT_TYPES);
  if (payment) {
    const { checkoutId, paymentLinkId } = payment.data;
    return { linkId: paymentLinkId ?? checkoutId, matched: checkoutId !== null };
  }
  return { linkId: null, matched: !event.type.startsWith('payment.') };
}

/** The topics an event of `type` changes; `matched` says whether a payment belongs to a checkout. */
export function topicsOf(type: string, matched: boolean): LiveTopic[] {
  const [noun = '', verb = ''] = type.split('.');
  switch (noun) {
    case 'checkout':
      // A checkout's state shows on its link's payments, in the links table's totals and on the
      // dashboard.
      return ['payments', 'links', 'dashboard'];
    case 'payment':
      if (verb === 'assigned') return ['payments', 'unmatched', 'links', 'dashboard'];
      if (verb === 'unmatched' || !matched) return ['unmatched', 'dashboard'];
      return ['payments', 'dashboard'];
    case 'wallet':
      return ['wallets'];
    case 'member':
      return ['members'];
    case 'refund':
      // A refund's state shows on its payment's page and its customer's.
      return ['payments'];
    case 'customer':
      // An erased customer's details leave their payments (and the customers list).
      return ['payments'];
    case 'verification':
    case 'tier':
      return ['workspace'];
    case 'integration':
      // A store paired (the WooCommerce page turns Connected by itself), its health, its removal.
      return ['integrations'];
    case 'webhook_endpoint':
      return ['webhooks'];
    default:
      return [];
  }
}
