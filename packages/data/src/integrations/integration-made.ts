import { integrationRoutes, type Integration } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import type { MutationContext } from '../swr/api-mutation';
import { integrationKeys } from './keys';
import { checkWooCommerce } from './woocommerce-check-query';

/**
 * Writes an integration the API has just made into the workspace's cached list, from the API's
 * answer rather than from a reload: should the reload, or a later step of the same action, fail,
 * the page still knows the integration, and its next try acts on it instead of making a second
 * one (which the API refuses with `CONFLICT`). A list not loaded yet is left to load.
 */
export async function cacheMadeIntegration(companyId: string, made: Integration, { mutate }: MutationContext) {
  await mutate<Integration[]>(
    integrationKeys.list(companyId),
    (list) => (list && !list.some((integration) => integration.id === made.id) ? [...list, made] : list),
    { revalidate: false },
  );
}

/** POST /integration: the workspace's WooCommerce integration (one per workspace: a second is `CONFLICT`). */
export function createWooCommerce(client: ApiClient, companyId: string): Promise<Integration> {
  return client.call(integrationRoutes.createIntegration, { body: { companyId, provider: 'woocommerce' as const } });
}

/**
 * The id of the WooCommerce integration a step of the page (a connection code, the payment
 * settings) acts on: `integrationId`, or, when the page knows none yet, one made now. What is made
 * is cached before the step runs, whatever the step's outcome: its status first (the page waits
 * for it once it knows the integration, and would drop the form being saved meanwhile; if it
 * cannot be read, the page reads it itself), then the list (`cacheMadeIntegration`).
 */
export async function wooCommerceIntegrationId(
  companyId: string,
  integrationId: string | undefined,
  context: MutationContext,
): Promise<string> {
  if (integrationId !== undefined) return integrationId;
  const { client, mutate } = context;
  const made = await createWooCommerce(client, companyId);
  const status = await checkWooCommerce(client, made.id).catch(() => undefined);
  if (status) await mutate(integrationKeys.woocommerce(companyId, made.id), status, { revalidate: false });
  await cacheMadeIntegration(companyId, made, context);
  return made.id;
}
