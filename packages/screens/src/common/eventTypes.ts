import { messagesIn } from '@meridian/ui';
import type { EventType } from '@meridian/contract';
import { useIntl, type MessageDescriptor } from 'react-intl';

/*
 * What each event type means, in one line: shown where event types are chosen (a webhook
 * endpoint's events) and listed (its deliveries). Every type of the contract has one: a type
 * added there fails the type check until it is described here. The ids are spelled out because
 * message extraction reads them literally.
 */
const eventTypeMessages = messagesIn('screens.Workspace.eventTypes', {
  'checkout.opened': 'A payer opened a checkout and was given a price.',
  'checkout.processing': 'A checkout received its full amount, which is being confirmed.',
  'checkout.paid': 'A checkout is paid: its payment is confirmed.',
  'checkout.paid_late': 'A checkout was paid after it had expired.',
  'checkout.underpaid': 'A checkout received less than its price.',
  'checkout.overpaid': 'A checkout received more than its price.',
  'checkout.expired': 'A checkout’s time ran out before it was paid.',
  'checkout.reopened': 'A checkout is open again: a reorganisation of the chain took back its payment.',
  'payment.detected': 'A transfer to one of your wallets was seen on the network, not yet final.',
  'payment.confirmed': 'A payment is final: no reorganisation of the chain can undo it.',
  'payment.reverted': 'A payment was taken back by a reorganisation of the chain.',
  'payment.assigned': 'A member assigned an unmatched payment to a checkout.',
  'payment.unmatched': 'A transfer to one of your wallets matches no checkout.',
  'wallet.verified': 'A wallet was proved yours by its signature.',
  'member.invited': 'Someone was invited to join the workspace.',
  'api_key.created': 'An API key was created.',
  'api_key.rolled': 'An API key was replaced by a new one; the old one works until it expires.',
  'api_key.revoked': 'An API key was revoked and is refused from now on.',
  'webhook_endpoint.created': 'A webhook endpoint was added.',
  'webhook_endpoint.updated': 'A webhook endpoint was changed: its address, its events or its secret.',
  'webhook_endpoint.disabled': 'A webhook endpoint was disabled, by a member or after repeated failures.',
  'webhook_endpoint.deleted': 'A webhook endpoint was deleted.',
  'customer.erased': 'A customer’s personal details were erased.',
  'verification.updated': 'A verification request moved on: a decision or a step to take.',
  'tier.changed': 'The workspace’s tier and payment limit changed.',
  'integration.updated': 'A store integration was connected or its settings changed.',
  'integration.removed': 'A store integration was disconnected.',
  'refund.requested': 'A refund of a payment was made; the payer has not been asked for an address yet.',
  'refund.awaiting_address': 'A refund waits for the payer’s address: their link was emailed or copied.',
  'refund.ready': 'A refund has its address and is ready to send.',
  'refund.sending': 'A refund’s transaction was recorded and is being checked on the chain.',
  'refund.confirmed': 'A refund’s transfer was confirmed on the chain.',
  'refund.cancelled': 'A refund was cancelled before anything was sent.',
  'refund.failed': 'A refund’s transaction failed on the chain.',
}) satisfies Record<EventType, MessageDescriptor>;

const isEventType = (type: string): type is EventType => Object.hasOwn(eventTypeMessages, type);

/** The one-line description of an event type, in the reader's language (none for a type it does not know). */
export function useEventTypeDescription(): (type: string) => string | undefined {
  const intl = useIntl();
  return (type) => (isEventType(type) ? intl.formatMessage(eventTypeMessages[type]) : undefined);
}
