import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Integrations.heading', defaultMessage: 'Integrations' },
  description: {
    id: 'screens.Workspace.Integrations.description',
    defaultMessage:
      'Connect your online store, so that its products are paid with crypto and its orders stay in the store.',
  },
  squarespace: { id: 'screens.Workspace.Integrations.squarespace', defaultMessage: 'Squarespace' },
  squarespaceDescription: {
    id: 'screens.Workspace.Integrations.squarespaceDescription',
    defaultMessage:
      'Import your products as payment links with buy buttons for your pages; each payment becomes an order in Squarespace.',
  },
  woocommerce: { id: 'screens.Workspace.Integrations.woocommerce', defaultMessage: 'WooCommerce' },
  woocommerceDescription: {
    id: 'screens.Workspace.Integrations.woocommerceDescription',
    defaultMessage: 'A plugin adds Meridian to your WordPress store’s checkout and marks orders paid.',
  },
  notConnected: { id: 'screens.Workspace.Integrations.notConnected', defaultMessage: 'Not connected' },
  pending: { id: 'screens.Workspace.Integrations.pending', defaultMessage: 'Setup not finished' },
  verified: { id: 'screens.Workspace.Integrations.verified', defaultMessage: 'Connected' },
  failed: { id: 'screens.Workspace.Integrations.failed', defaultMessage: 'Needs attention' },
  noneYet: { id: 'screens.Workspace.Integrations.noneYet', defaultMessage: 'No store connected yet' },
  noneYetDescription: {
    id: 'screens.Workspace.Integrations.noneYetDescription',
    defaultMessage: 'Choose your store’s platform below to start.',
  },
  neverSynced: { id: 'screens.Workspace.Integrations.neverSynced', defaultMessage: 'Nothing synced yet' },
  // A sync's outcome as the Squarespace log's badge shows it: on its own, never glued to a noun.
  ok: { id: 'screens.Workspace.Integrations.ok', defaultMessage: 'succeeded' },
  retrying: { id: 'screens.Workspace.Integrations.retrying', defaultMessage: 'will be tried again' },
  outcomeFailed: { id: 'screens.Workspace.Integrations.outcomeFailed', defaultMessage: 'failed' },
  loadFailed: {
    id: 'screens.Workspace.Integrations.loadFailed',
    defaultMessage: 'The integrations could not be loaded.',
  },
  viewOnly: {
    id: 'screens.Workspace.Integrations.viewOnly',
    defaultMessage: 'Only owners, admins and developers can connect or change integrations.',
  },
});

/** The messages with values, typed. */
export const valueMessages = defineMessages<{
  connect: { provider: string };
  manage: { provider: string };
  view: { provider: string };
  products: { count: number };
  healthVerify: { outcome: string; when: string };
  healthImport: { outcome: string; when: string };
  healthOrder: { outcome: string; when: string };
}>({
  connect: { id: 'screens.Workspace.Integrations.connect', defaultMessage: 'Connect {provider}' },
  manage: { id: 'screens.Workspace.Integrations.manage', defaultMessage: 'Manage {provider}' },
  view: { id: 'screens.Workspace.Integrations.view', defaultMessage: 'View {provider}' },
  products: {
    id: 'screens.Workspace.Integrations.products',
    defaultMessage: '{count, plural, one {# product imported} other {# products imported}}',
  },
  // One message per kind of sync, the outcome chosen inside it: a sentence is never glued from
  // a noun phrase and a participle that would have to agree with it.
  healthVerify: {
    id: 'screens.Workspace.Integrations.healthVerify',
    defaultMessage:
      'Last sync ({when}): {outcome, select, ok {the key was checked} retrying {checking the key failed; it will be tried again} other {checking the key failed}}',
  },
  healthImport: {
    id: 'screens.Workspace.Integrations.healthImport',
    defaultMessage:
      'Last sync ({when}): {outcome, select, ok {the products were imported} retrying {importing the products failed; it will be tried again} other {importing the products failed}}',
  },
  healthOrder: {
    id: 'screens.Workspace.Integrations.healthOrder',
    defaultMessage:
      'Last sync ({when}): {outcome, select, ok {an order was sent} retrying {sending an order failed; it will be tried again} other {sending an order failed}}',
  },
});
