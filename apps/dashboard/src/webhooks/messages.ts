import { messagesIn } from '@meridian/ui';

/** What the webhook pages say in toasts. */
export const webhookMessages = messagesIn('app.webhooks', {
  added: 'Endpoint added',
  enabled: 'Endpoint enabled',
  disabled: 'Endpoint disabled',
  removed: 'Endpoint deleted',
  testQueued: 'Test event sent',
  redelivered: 'Delivery sent again',
});

export const webhookValueMessages = messagesIn<{
  replayed: { count: number };
  sentPending: { count: number };
  rotated: { hours: number };
}>('app.webhooks', {
  replayed:
    '{count, plural, =0 {No undelivered event in that period} one {# undelivered event sent again} other {# undelivered events sent again}}',
  sentPending:
    '{count, plural, =0 {No delivery was waiting} one {# pending delivery sent now} other {# pending deliveries sent now}}',
  rotated:
    '{hours, plural, one {New secret made: the previous one still signs for # hour} other {New secret made: the previous one still signs for # hours}}',
});
