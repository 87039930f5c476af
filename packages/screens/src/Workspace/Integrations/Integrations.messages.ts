import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Integrations', {
  heading: 'Integrations',
  description: 'Connect your online store, so that its products are paid with crypto and its orders stay in the store.',
  squarespace: 'Squarespace',
  squarespaceDescription:
    'Import your products as payment links with buy buttons for your pages; each payment becomes an order in Squarespace.',
  woocommerce: 'WooCommerce',
  woocommerceDescription: 'A plugin adds Meridian to your WordPress store’s checkout and marks orders paid.',
  notConnected: 'Not connected',
  pending: 'Setup not finished',
  verified: 'Connected',
  failed: 'Needs attention',
  noneYet: 'No store connected yet',
  noneYetDescription: 'Choose your store’s platform below to start.',
  neverSynced: 'Nothing synced yet',
  ok: 'succeeded',
  retrying: 'will be tried again',
  outcomeFailed: 'failed',
  loadFailed: 'The integrations could not be loaded.',
  viewOnly: 'Only owners, admins and developers can connect or change integrations.',
});

/** The messages with values, typed. */
export const valueMessages = messagesIn<{
  connect: { provider: string };
  manage: { provider: string };
  view: { provider: string };
  products: { count: number };
  healthVerify: { outcome: string; when: string };
  healthImport: { outcome: string; when: string };
  healthOrder: { outcome: string; when: string };
}>('screens.Workspace.Integrations', {
  connect: 'Connect {provider}',
  manage: 'Manage {provider}',
  view: 'View {provider}',
  products: '{count, plural, one {# product imported} other {# products imported}}',
  healthVerify:
    'Last sync ({when}): {outcome, select, ok {the key was checked} retrying {checking the key failed; it will be tried again} other {checking the key failed}}',
  healthImport:
    'Last sync ({when}): {outcome, select, ok {the products were imported} retrying {importing the products failed; it will be tried again} other {importing the products failed}}',
  healthOrder:
    'Last sync ({when}): {outcome, select, ok {an order was sent} retrying {sending an order failed; it will be tried again} other {sending an order failed}}',
});
