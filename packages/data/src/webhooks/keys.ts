import type { WebhookDeliveryListQuery } from '@meridian/contract';

/** The mutations of the webhook pages, by the name their state is kept under. */
export type WebhookMutation =
  'create' | 'update' | 'remove' | 'rotate' | 'test' | 'replay' | 'send-pending' | 'redeliver';

const sorted = (value: object) => JSON.stringify(value, Object.keys(value).sort());

/** SWR keys of a workspace's webhooks: every key starts with `['webhooks', companyId]`. */
export const webhookKeys = {
  all: (companyId: string) => ['webhooks', companyId] as const,
  /** The workspace's endpoints. */
  list: (companyId: string) => ['webhooks', companyId, 'list'] as const,
  /** One page of an endpoint's deliveries. */
  deliveries: (companyId: string, endpointId: string, page: WebhookDeliveryListQuery = {}) =>
    ['webhooks', companyId, 'deliveries', endpointId, sorted(page)] as const,
  /** One delivery with its attempts. */
  delivery: (companyId: string, endpointId: string, deliveryId: string) =>
    ['webhooks', companyId, 'delivery', endpointId, deliveryId] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: WebhookMutation, companyId: string) => ['webhooks', companyId, 'mutation', name] as const,
};

/** A key filter for `mutate`: every cached page and delivery of one endpoint. */
export function deliveriesOf(companyId: string, endpointId: string) {
  return (key: unknown) =>
    Array.isArray(key) &&
    key[0] === 'webhooks' &&
    key[1] === companyId &&
    (key[2] === 'deliveries' || key[2] === 'delivery') &&
    key[3] === endpointId;
}
