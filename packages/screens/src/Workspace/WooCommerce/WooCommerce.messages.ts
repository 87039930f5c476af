import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.WooCommerce.heading', defaultMessage: 'WooCommerce' },
  description: {
    id: 'screens.Workspace.WooCommerce.description',
    defaultMessage: 'Add Meridian to your WordPress store’s checkout: buyers pay in crypto and orders are marked paid.',
  },
  back: { id: 'screens.Workspace.WooCommerce.back', defaultMessage: 'Integrations' },
  coming: {
    id: 'screens.Workspace.WooCommerce.coming',
    defaultMessage: 'Coming soon: the plugin and its pairing are not available yet. These are the steps it will take.',
  },
  stepsTitle: { id: 'screens.Workspace.WooCommerce.stepsTitle', defaultMessage: 'Set up the plugin' },
  step1: {
    id: 'screens.Workspace.WooCommerce.step1',
    defaultMessage: 'Download the Meridian plugin and upload it in WordPress under Plugins, then Add New.',
  },
  step2: {
    id: 'screens.Workspace.WooCommerce.step2',
    defaultMessage: 'Create a connection code here; it works for 15 minutes.',
  },
  step3: {
    id: 'screens.Workspace.WooCommerce.step3',
    defaultMessage: 'Paste the code in WooCommerce, under Settings, then Payments, then Meridian.',
  },
  download: { id: 'screens.Workspace.WooCommerce.download', defaultMessage: 'Download the plugin' },
  createCode: { id: 'screens.Workspace.WooCommerce.createCode', defaultMessage: 'Create a connection code' },
  codeLabel: { id: 'screens.Workspace.WooCommerce.codeLabel', defaultMessage: 'Connection code' },
  copyCode: { id: 'screens.Workspace.WooCommerce.copyCode', defaultMessage: 'Copy the connection code' },
  waitingTitle: { id: 'screens.Workspace.WooCommerce.waitingTitle', defaultMessage: 'Waiting for the plugin' },
  waiting: {
    id: 'screens.Workspace.WooCommerce.waiting',
    defaultMessage:
      'Paste the code in the plugin’s settings. This page moves on by itself once the plugin has called in.',
  },
  noEvent: { id: 'screens.Workspace.WooCommerce.noEvent', defaultMessage: 'No event delivered yet.' },
  failedTitle: { id: 'screens.Workspace.WooCommerce.failedTitle', defaultMessage: 'The plugin cannot be reached' },
  pairAgain: { id: 'screens.Workspace.WooCommerce.pairAgain', defaultMessage: 'Pair again' },
  disconnect: { id: 'screens.Workspace.WooCommerce.disconnect', defaultMessage: 'Disconnect WooCommerce' },
});

/** The messages with values, typed. */
export const valueMessages = defineMessages<{
  connectedTitle: { store: string };
  lastEvent: { when: string };
  failed: { store: string };
  expires: { time: string };
}>({
  connectedTitle: { id: 'screens.Workspace.WooCommerce.connectedTitle', defaultMessage: 'Connected to {store}' },
  lastEvent: {
    id: 'screens.Workspace.WooCommerce.lastEvent',
    defaultMessage: 'Last event delivered {when}.',
  },
  failed: {
    id: 'screens.Workspace.WooCommerce.failed',
    defaultMessage: 'The last deliveries to {store} failed. Check that the plugin is active, or pair it again.',
  },
  expires: { id: 'screens.Workspace.WooCommerce.expires', defaultMessage: 'The code expires at {time}.' },
});
