export {
  REPLAY_WINDOWS,
  WebhookDeliveries,
  type ReplayWindow,
  type WebhookDeliveriesErrorKey,
  type WebhookDeliveriesProps,
} from './WebhookDeliveries';
export { type WebhookAttemptView, type WebhookDeliveryDetailView } from './WebhookDeliveriesDetail';
export { type WebhookDeliveryView } from './WebhookDeliveriesTable';
