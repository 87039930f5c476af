import { defineMessages } from 'react-intl';

/** What the webhook pages say in toasts. */
export const webhookMessages = defineMessages({
  added: { id: 'app.webhooks.added', defaultMessage: 'Endpoint added' },
  enabled: { id: 'app.webhooks.enabled', defaultMessage: 'Endpoint enabled' },
  disabled: { id: 'app.webhooks.disabled', defaultMessage: 'Endpoint disabled' },
  rotated: { id: 'app.webhooks.rotated', defaultMessage: 'New secret made: the previous one still signs for 24 hours' },
  removed: { id: 'app.webhooks.removed', defaultMessage: 'Endpoint deleted' },
  testQueued: { id: 'app.webhooks.testQueued', defaultMessage: 'Test event sent' },
  redelivered: { id: 'app.webhooks.redelivered', defaultMessage: 'Delivery sent again' },
});

export const webhookValueMessages = defineMessages<{ replayed: { count: number } }>({
  replayed: {
    id: 'app.webhooks.replayed',
    defaultMessage:
      '{count, plural, =0 {No failed event in that period} one {# failed event sent again} other {# failed events sent again}}',
  },
});
