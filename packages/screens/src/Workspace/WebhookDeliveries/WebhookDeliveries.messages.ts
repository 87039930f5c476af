import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'screens.Workspace.WebhookDeliveries.back', defaultMessage: 'Webhooks' },
  description: {
    id: 'screens.Workspace.WebhookDeliveries.description',
    defaultMessage: 'Each event sent to this endpoint, and every attempt at sending it.',
  },
  disabled: {
    id: 'screens.Workspace.WebhookDeliveries.disabled',
    defaultMessage: 'This endpoint is disabled: nothing is sent to it until it is enabled again.',
  },
  sendTest: { id: 'screens.Workspace.WebhookDeliveries.sendTest', defaultMessage: 'Send test event' },
  replay: { id: 'screens.Workspace.WebhookDeliveries.replay', defaultMessage: 'Resend undelivered events' },
  replayTitle: {
    id: 'screens.Workspace.WebhookDeliveries.replayTitle',
    defaultMessage: 'Resend undelivered events',
  },
  replayDescription: {
    id: 'screens.Workspace.WebhookDeliveries.replayDescription',
    defaultMessage:
      'Every event of the period not yet delivered, failed or waiting for a retry, is sent again with the same webhook-id and a new round of retries.',
  },
  replaySince: { id: 'screens.Workspace.WebhookDeliveries.replaySince', defaultMessage: 'Events since' },
  sendPendingDescription: {
    id: 'screens.Workspace.WebhookDeliveries.sendPendingDescription',
    defaultMessage:
      'They are sent at once instead of at their next retry, each with its own webhook-id: your server receives them all together.',
  },
  sendPendingConfirm: { id: 'screens.Workspace.WebhookDeliveries.sendPendingConfirm', defaultMessage: 'Send now' },
  replayHour: { id: 'screens.Workspace.WebhookDeliveries.replayHour', defaultMessage: 'The last hour' },
  replayDay: { id: 'screens.Workspace.WebhookDeliveries.replayDay', defaultMessage: 'The last 24 hours' },
  replayWeek: { id: 'screens.Workspace.WebhookDeliveries.replayWeek', defaultMessage: 'The last 7 days' },
  replayMonth: { id: 'screens.Workspace.WebhookDeliveries.replayMonth', defaultMessage: 'The last 30 days' },
  replayConfirm: { id: 'screens.Workspace.WebhookDeliveries.replayConfirm', defaultMessage: 'Resend' },
  table: { id: 'screens.Workspace.WebhookDeliveries.table', defaultMessage: 'Deliveries' },
  event: { id: 'screens.Workspace.WebhookDeliveries.event', defaultMessage: 'Event' },
  status: { id: 'screens.Workspace.WebhookDeliveries.status', defaultMessage: 'Status' },
  attempts: { id: 'screens.Workspace.WebhookDeliveries.attempts', defaultMessage: 'Attempts' },
  created: { id: 'screens.Workspace.WebhookDeliveries.created', defaultMessage: 'Created' },
  pending: { id: 'screens.Workspace.WebhookDeliveries.pending', defaultMessage: 'Retrying' },
  succeeded: { id: 'screens.Workspace.WebhookDeliveries.succeeded', defaultMessage: 'Delivered' },
  failed: { id: 'screens.Workspace.WebhookDeliveries.failed', defaultMessage: 'Failed' },
  view: { id: 'screens.Workspace.WebhookDeliveries.view', defaultMessage: 'View attempts' },
  redeliver: { id: 'screens.Workspace.WebhookDeliveries.redeliver', defaultMessage: 'Send again' },
  emptyTitle: { id: 'screens.Workspace.WebhookDeliveries.emptyTitle', defaultMessage: 'Nothing sent yet' },
  emptyDescription: {
    id: 'screens.Workspace.WebhookDeliveries.emptyDescription',
    defaultMessage: 'Events this endpoint wants show here as they are sent. Send a test event to try it.',
  },
  loadFailed: {
    id: 'screens.Workspace.WebhookDeliveries.loadFailed',
    defaultMessage: 'The deliveries could not be loaded. Check your connection and try again.',
  },
  detailTitle: { id: 'screens.Workspace.WebhookDeliveries.detailTitle', defaultMessage: 'Delivery attempts' },
  detailLoading: { id: 'screens.Workspace.WebhookDeliveries.detailLoading', defaultMessage: 'Loading attempts' },
  noAttempts: { id: 'screens.Workspace.WebhookDeliveries.noAttempts', defaultMessage: 'Not sent yet: it is due now.' },
  body: { id: 'screens.Workspace.WebhookDeliveries.body', defaultMessage: 'Body sent' },
  answer: { id: 'screens.Workspace.WebhookDeliveries.answer', defaultMessage: 'Answer (first 2 KB)' },
  noAnswer: { id: 'screens.Workspace.WebhookDeliveries.noAnswer', defaultMessage: 'No answer' },
  errorStatus: { id: 'screens.Workspace.WebhookDeliveries.errorStatus', defaultMessage: 'Not a 2xx answer' },
  errorTimeout: { id: 'screens.Workspace.WebhookDeliveries.errorTimeout', defaultMessage: 'No answer in time' },
  errorRedirect: {
    id: 'screens.Workspace.WebhookDeliveries.errorRedirect',
    defaultMessage: 'A redirect, not followed',
  },
  errorConnection: { id: 'screens.Workspace.WebhookDeliveries.errorConnection', defaultMessage: 'Could not connect' },
  errorPrivateAddress: {
    id: 'screens.Workspace.WebhookDeliveries.errorPrivateAddress',
    defaultMessage: 'Refused: the host resolved to a private address',
  },
  errorUnresolvable: {
    id: 'screens.Workspace.WebhookDeliveries.errorUnresolvable',
    defaultMessage: 'The host name did not resolve',
  },
  errorSecretUnreadable: {
    id: 'screens.Workspace.WebhookDeliveries.errorSecretUnreadable',
    defaultMessage: 'Not sent: the signing secret could not be read; rotate it',
  },
  ok: { id: 'screens.Workspace.WebhookDeliveries.ok', defaultMessage: 'Received' },
});

export const valueMessages = defineMessages<{
  attemptLine: { sentAt: string; status: string | number; latency: number };
  nextAttempt: { time: string };
  sendPending: { count: number };
  sendPendingTitle: { count: number };
}>({
  sendPending: {
    id: 'screens.Workspace.WebhookDeliveries.sendPending',
    defaultMessage: '{count, plural, =0 {Send pending now} other {Send pending now (#)}}',
  },
  sendPendingTitle: {
    id: 'screens.Workspace.WebhookDeliveries.sendPendingTitle',
    defaultMessage: '{count, plural, one {Send # pending delivery now?} other {Send # pending deliveries now?}}',
  },
  attemptLine: {
    id: 'screens.Workspace.WebhookDeliveries.attemptLine',
    defaultMessage: '{sentAt} · {status} · {latency} ms',
  },
  nextAttempt: { id: 'screens.Workspace.WebhookDeliveries.nextAttempt', defaultMessage: 'Next attempt: {time}' },
});
