/**
 * What an event changes, as the dashboard's pages see it: the live channel's topics. Types are
 * matched by their noun, so a type added later to a known noun reaches the right pages.
 */
import type { LiveTopic } from '@meridian/contract';

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
    case 'payment_link':
      return ['links'];
    case 'wallet':
      return ['wallets'];
    case 'member':
      return ['members'];
    case 'customer':
      // An erased customer's details leave their payments (and the customers list).
      return ['payments'];
    case 'verification':
    case 'tier':
      return ['workspace'];
    default:
      return [];
  }
}
