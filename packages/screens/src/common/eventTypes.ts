import type { EventType } from '@meridian/contract';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

/*
 * What each event type means, in one line: shown where event types are chosen (a webhook
 * endpoint's events) and listed (its deliveries). Every type of the contract has one: a type
 * added there fails the type check until it is described here. The ids are spelled out because
 * message extraction reads them literally.
 */
const eventTypeMessages = defineMessages({
  'checkout.opened': {
    id: 'screens.Workspace.eventTypes.checkout.opened',
    defaultMessage: 'A payer opened a checkout and was given a price.',
  },
  'checkout.processing': {
    id: 'screens.Workspace.eventTypes.checkout.processing',
    defaultMessage: 'A checkout received its full amount, which is being confirmed.',
  },
  'checkout.paid': {
    id: 'screens.Workspace.eventTypes.checkout.paid',
    defaultMessage: 'A checkout is paid: its payment is confirmed.',
  },
  'checkout.paid_late': {
    id: 'screens.Workspace.eventTypes.checkout.paid_late',
    defaultMessage: 'A checkout was paid after it had expired.',
  },
  'checkout.underpaid': {
    id: 'screens.Workspace.eventTypes.checkout.underpaid',
    defaultMessage: 'A checkout received less than its price.',
  },
  'checkout.overpaid': {
    id: 'screens.Workspace.eventTypes.checkout.overpaid',
    defaultMessage: 'A checkout received more than its price.',
  },
  'checkout.expired': {
    id: 'screens.Workspace.eventTypes.checkout.expired',
    defaultMessage: 'A checkout’s time ran out before it was paid.',
  },
  'checkout.reopened': {
    id: 'screens.Workspace.eventTypes.checkout.reopened',
    defaultMessage: 'A checkout is open again: a reorganisation of the chain took back its payment.',
  },
  'payment.detected': {
    id: 'screens.Workspace.eventTypes.payment.detected',
    defaultMessage: 'A transfer to one of your wallets was seen on the network, not yet final.',
  },
  'payment.confirmed': {
    id: 'screens.Workspace.eventTypes.payment.confirmed',
    defaultMessage: 'A payment is final: no reorganisation of the chain can undo it.',
  },
  'payment.reverted': {
    id: 'screens.Workspace.eventTypes.payment.reverted',
    defaultMessage: 'A payment was taken back by a reorganisation of the chain.',
  },
  'payment.assigned': {
    id: 'screens.Workspace.eventTypes.payment.assigned',
    defaultMessage: 'A member assigned an unmatched payment to a checkout.',
  },
  'payment.unmatched': {
    id: 'screens.Workspace.eventTypes.payment.unmatched',
    defaultMessage: 'A transfer to one of your wallets matches no checkout.',
  },
  'wallet.verified': {
    id: 'screens.Workspace.eventTypes.wallet.verified',
    defaultMessage: 'A wallet was proved yours by its signature.',
  },
  'member.invited': {
    id: 'screens.Workspace.eventTypes.member.invited',
    defaultMessage: 'Someone was invited to join the workspace.',
  },
  'api_key.created': { id: 'screens.Workspace.eventTypes.api_key.created', defaultMessage: 'An API key was created.' },
  'api_key.rolled': {
    id: 'screens.Workspace.eventTypes.api_key.rolled',
    defaultMessage: 'An API key was replaced by a new one; the old one works until it expires.',
  },
  'api_key.revoked': {
    id: 'screens.Workspace.eventTypes.api_key.revoked',
    defaultMessage: 'An API key was revoked and is refused from now on.',
  },
  'webhook_endpoint.created': {
    id: 'screens.Workspace.eventTypes.webhook_endpoint.created',
    defaultMessage: 'A webhook endpoint was added.',
  },
  'webhook_endpoint.updated': {
    id: 'screens.Workspace.eventTypes.webhook_endpoint.updated',
    defaultMessage: 'A webhook endpoint was changed: its address, its events or its secret.',
  },
  'webhook_endpoint.disabled': {
    id: 'screens.Workspace.eventTypes.webhook_endpoint.disabled',
    defaultMessage: 'A webhook endpoint was disabled, by a member or after repeated failures.',
  },
  'webhook_endpoint.deleted': {
    id: 'screens.Workspace.eventTypes.webhook_endpoint.deleted',
    defaultMessage: 'A webhook endpoint was deleted.',
  },
  'customer.erased': {
    id: 'screens.Workspace.eventTypes.customer.erased',
    defaultMessage: 'A customer’s personal details were erased.',
  },
  'verification.updated': {
    id: 'screens.Workspace.eventTypes.verification.updated',
    defaultMessage: 'A verification request moved on: a decision or a step to take.',
  },
  'tier.changed': {
    id: 'screens.Workspace.eventTypes.tier.changed',
    defaultMessage: 'The workspace’s tier and payment limit changed.',
  },
  'integration.updated': {
    id: 'screens.Workspace.eventTypes.integration.updated',
    defaultMessage: 'A store integration was connected or its settings changed.',
  },
  'integration.removed': {
    id: 'screens.Workspace.eventTypes.integration.removed',
    defaultMessage: 'A store integration was disconnected.',
  },
  'refund.requested': {
    id: 'screens.Workspace.eventTypes.refund.requested',
    defaultMessage: 'A refund of a payment was made; the payer has not been asked for an address yet.',
  },
  'refund.awaiting_address': {
    id: 'screens.Workspace.eventTypes.refund.awaiting_address',
    defaultMessage: 'A refund waits for the payer’s address: their link was emailed or copied.',
  },
  'refund.ready': {
    id: 'screens.Workspace.eventTypes.refund.ready',
    defaultMessage: 'A refund has its address and is ready to send.',
  },
  'refund.sending': {
    id: 'screens.Workspace.eventTypes.refund.sending',
    defaultMessage: 'A refund’s transaction was recorded and is being checked on the chain.',
  },
  'refund.confirmed': {
    id: 'screens.Workspace.eventTypes.refund.confirmed',
    defaultMessage: 'A refund’s transfer was confirmed on the chain.',
  },
  'refund.cancelled': {
    id: 'screens.Workspace.eventTypes.refund.cancelled',
    defaultMessage: 'A refund was cancelled before anything was sent.',
  },
  'refund.failed': {
    id: 'screens.Workspace.eventTypes.refund.failed',
    defaultMessage: 'A refund’s transaction failed on the chain.',
  },
}) satisfies Record<EventType, MessageDescriptor>;

const isEventType = (type: string): type is EventType => Object.hasOwn(eventTypeMessages, type);

/** The one-line description of an event type, in the reader's language (none for a type it does not know). */
export function useEventTypeDescription(): (type: string) => string | undefined {
  const intl = useIntl();
  return (type) => (isEventType(type) ? intl.formatMessage(eventTypeMessages[type]) : undefined);
}
