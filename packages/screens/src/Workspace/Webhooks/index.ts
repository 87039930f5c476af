export { Webhooks, type WebhooksErrorKey, type WebhooksProps } from './Webhooks';
export { type WebhookEndpointView } from './WebhooksTable';
export { type WebhookActionErrorKey } from './WebhooksActionAlert';
export {
  urlErrorKey,
  type WebhookCreateErrors,
  type WebhookCreateValues,
  type WebhookUrlErrorKey,
} from './Webhooks.rules';
