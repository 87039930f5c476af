import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.WebhookDeliveries', {
  back: 'Webhooks',
  description: 'Each event sent to this endpoint, and every attempt at sending it.',
  disabled: 'This endpoint is disabled: nothing is sent to it until it is enabled again.',
  sendTest: 'Send test event',
  replay: 'Resend undelivered events',
  replayTitle: 'Resend undelivered events',
  replayDescription:
    'Every event of the period not yet delivered, failed or waiting for a retry, is sent again with the same webhook-id and a new round of retries.',
  replaySince: 'Events since',
  sendPendingDescription:
    'They are sent at once instead of at their next retry, each with its own webhook-id: your server receives them all together.',
  sendPendingConfirm: 'Send now',
  replayHour: 'The last hour',
  replayDay: 'The last 24 hours',
  replayWeek: 'The last 7 days',
  replayMonth: 'The last 30 days',
  replayConfirm: 'Resend',
  table: 'Deliveries',
  event: 'Event',
  status: 'Status',
  attempts: 'Attempts',
  created: 'Created',
  pending: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
  view: 'View attempts',
  redeliver: 'Send again',
  emptyTitle: 'Nothing sent yet',
  emptyDescription: 'Events this endpoint wants show here as they are sent. Send a test event to try it.',
  loadFailed: 'The deliveries could not be loaded. Check your connection and try again.',
  detailTitle: 'Delivery attempts',
  detailLoading: 'Loading attempts',
  noAttempts: 'Not sent yet: it is due now.',
  body: 'Body sent',
  answer: 'Answer (first 2 KB)',
  noAnswer: 'No answer',
  errorStatus: 'Not a 2xx answer',
  errorTimeout: 'No answer in time',
  errorRedirect: 'A redirect, not followed',
  errorConnection: 'Could not connect',
  errorPrivateAddress: 'Refused: the host resolved to a private address',
  errorUnresolvable: 'The host name did not resolve',
  errorSecretUnreadable: 'Not sent: the signing secret could not be read; rotate it',
  ok: 'Received',
});

export const valueMessages = messagesIn<{
  attemptLine: { sentAt: string; status: string | number; latency: number };
  nextAttempt: { time: string };
  sendPending: { count: number };
  sendPendingTitle: { count: number };
}>('screens.Workspace.WebhookDeliveries', {
  sendPending: '{count, plural, =0 {Send pending now} other {Send pending now (#)}}',
  sendPendingTitle: '{count, plural, one {Send # pending delivery now?} other {Send # pending deliveries now?}}',
  attemptLine: '{sentAt} · {status} · {latency} ms',
  nextAttempt: 'Next attempt: {time}',
});
