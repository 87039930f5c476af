import { defineMessages } from 'react-intl';

/** What the webhook pages say in toasts. */
export const webhookMessages = defineMessages({
  added: { id: 'app.webhooks.added', defaultMessage: 'Endpoint added' },
  enabled: { id: 'app.webhooks.enabled', defaultMessage: 'Endpoint enabled' },
  disabled: { id: 'app.webhooks.disabled', defaultMessage: 'Endpoint disabled' },
  removed: { id: 'app.webhooks.removed', defaultMessage: 'Endpoint deleted' },
  testQueued: { id: 'app.webhooks.testQueued', defaultMessage: 'Test event sent' },
  redelivered: { id: 'app.webhooks.redelivered', defaultMessage: 'Delivery sent again' },
});

export const webhookValueMessages = defineMessages<{
  replayed: { count: number };
  sentPending: { count: number };
  rotated: { hours: number };
}>({
  replayed: {
    id: 'app.webhooks.replayed',
    defaultMessage:
      '{count, plural, =0 {No undelivered event in that period} one {# undelivered event sent again} other {# undelivered events sent again}}',
  },
  sentPending: {
    id: 'app.webhooks.sentPending',
    defaultMessage:
      '{count, plural, =0 {No delivery was waiting} one {# pending delivery sent now} other {# pending deliveries sent now}}',
  },
  // A new secret's toast: the previous one signs for the contract's `WEBHOOK_ROTATION_HOURS`.
  rotated: {
    id: 'app.webhooks.rotated',
    defaultMessage:
      '{hours, plural, one {New secret made: the previous one still signs for # hour} other {New secret made: the previous one still signs for # hours}}',
  },
});
