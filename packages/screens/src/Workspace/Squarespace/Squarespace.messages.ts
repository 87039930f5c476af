import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Squarespace.heading', defaultMessage: 'Squarespace' },
  description: {
    id: 'screens.Workspace.Squarespace.description',
    defaultMessage:
      'Sell your Squarespace products for crypto: each becomes a payment link, and each payment an order in your store.',
  },
  back: { id: 'screens.Workspace.Squarespace.back', defaultMessage: 'Integrations' },
  howTitle: { id: 'screens.Workspace.Squarespace.howTitle', defaultMessage: 'How it works' },
  how: {
    id: 'screens.Workspace.Squarespace.how',
    defaultMessage:
      'Squarespace’s checkout accepts only its own payment processors, so Meridian cannot appear in it. Instead, put each product’s buy link on your Squarespace pages: the payer pays on Meridian, and the paid order appears in Squarespace for you to fulfil.',
  },
  keyTitle: { id: 'screens.Workspace.Squarespace.keyTitle', defaultMessage: 'Connect with an API key' },
  replaceTitle: { id: 'screens.Workspace.Squarespace.replaceTitle', defaultMessage: 'Connect a new key' },
  keyLabel: { id: 'screens.Workspace.Squarespace.keyLabel', defaultMessage: 'Commerce API key' },
  keyHelp: {
    id: 'screens.Workspace.Squarespace.keyHelp',
    defaultMessage:
      'In Squarespace, open Settings, then Developer tools, then Developer API keys, and make a key with Products: read and Orders: read and write.',
  },
  keyRequired: { id: 'screens.Workspace.Squarespace.keyRequired', defaultMessage: 'Paste the API key' },
  verify: { id: 'screens.Workspace.Squarespace.verify', defaultMessage: 'Check and connect' },
  verifying: {
    id: 'screens.Workspace.Squarespace.verifying',
    defaultMessage: 'Checking the key with Squarespace…',
  },
  keyRefused: {
    id: 'screens.Workspace.Squarespace.keyRefused',
    defaultMessage: 'Squarespace refused this key: it was revoked or deleted, or it was not copied whole.',
  },
  missingProducts: {
    id: 'screens.Workspace.Squarespace.missingProducts',
    defaultMessage: 'The key lacks the Products permission (read). Add it in Squarespace, or make a new key.',
  },
  missingOrders: {
    id: 'screens.Workspace.Squarespace.missingOrders',
    defaultMessage: 'The key lacks the Orders permission (read and write). Add it in Squarespace, or make a new key.',
  },
  missingBoth: {
    id: 'screens.Workspace.Squarespace.missingBoth',
    defaultMessage:
      'The key lacks the Products (read) and Orders (read and write) permissions. Add them in Squarespace, or make a new key.',
  },
  unavailable: {
    id: 'screens.Workspace.Squarespace.unavailable',
    defaultMessage: 'Squarespace could not be reached. Try again in a moment.',
  },
  failedGeneric: {
    id: 'screens.Workspace.Squarespace.failedGeneric',
    defaultMessage: 'That did not work. Try again in a moment.',
  },
  failedTitle: { id: 'screens.Workspace.Squarespace.failedTitle', defaultMessage: 'The connection stopped working' },
  settingsTitle: { id: 'screens.Workspace.Squarespace.settingsTitle', defaultMessage: 'Payment links' },
  settingsDescription: {
    id: 'screens.Workspace.Squarespace.settingsDescription',
    defaultMessage: 'Where the imported products’ links pay, and whether they take test or live payments.',
  },
  wallet: { id: 'screens.Workspace.Squarespace.wallet', defaultMessage: 'Payout wallet' },
  walletRequired: { id: 'screens.Workspace.Squarespace.walletRequired', defaultMessage: 'Choose a wallet' },
  walletRefused: {
    id: 'screens.Workspace.Squarespace.walletRefused',
    defaultMessage: 'This wallet cannot take these payments: live links pay to a verified Moonbeam wallet.',
  },
  noWallet: {
    id: 'screens.Workspace.Squarespace.noWallet',
    defaultMessage: 'Add a Moonbeam wallet first: the links need somewhere to pay.',
  },
  addWallet: { id: 'screens.Workspace.Squarespace.addWallet', defaultMessage: 'Add a wallet' },
  environment: { id: 'screens.Workspace.Squarespace.environment', defaultMessage: 'Payments' },
  test: { id: 'screens.Workspace.Squarespace.test', defaultMessage: 'Test' },
  live: { id: 'screens.Workspace.Squarespace.live', defaultMessage: 'Live' },
  save: { id: 'screens.Workspace.Squarespace.save', defaultMessage: 'Save' },
  productsTitle: { id: 'screens.Workspace.Squarespace.productsTitle', defaultMessage: 'Products' },
  productsDescription: {
    id: 'screens.Workspace.Squarespace.productsDescription',
    defaultMessage: 'One payment link per product or variant. Import again after changing prices in Squarespace.',
  },
  import: { id: 'screens.Workspace.Squarespace.import', defaultMessage: 'Import products' },
  importAgain: { id: 'screens.Workspace.Squarespace.importAgain', defaultMessage: 'Import again' },
  importNeedsWallet: {
    id: 'screens.Workspace.Squarespace.importNeedsWallet',
    defaultMessage: 'Save a payout wallet before importing.',
  },
  leftOutHelp: {
    id: 'screens.Workspace.Squarespace.leftOutHelp',
    defaultMessage:
      'Products are left out when priced in another currency than US dollars, above your payment limit, or when you archived their link.',
  },
  noProducts: { id: 'screens.Workspace.Squarespace.noProducts', defaultMessage: 'No products imported yet' },
  copied: { id: 'screens.Workspace.Squarespace.copied', defaultMessage: 'Buy link copied' },
  logTitle: { id: 'screens.Workspace.Squarespace.logTitle', defaultMessage: 'Sync log' },
  logEmpty: { id: 'screens.Workspace.Squarespace.logEmpty', defaultMessage: 'Nothing synced yet.' },
  logVerify: { id: 'screens.Workspace.Squarespace.logVerify', defaultMessage: 'Key checked' },
  reasonKey: { id: 'screens.Workspace.Squarespace.reasonKey', defaultMessage: 'Squarespace refused the key' },
  reasonPermission: { id: 'screens.Workspace.Squarespace.reasonPermission', defaultMessage: 'a permission is missing' },
  reasonOther: { id: 'screens.Workspace.Squarespace.reasonOther', defaultMessage: 'see the product and its link' },
  remove: { id: 'screens.Workspace.Squarespace.remove', defaultMessage: 'Disconnect Squarespace' },
  removeTitle: { id: 'screens.Workspace.Squarespace.removeTitle', defaultMessage: 'Disconnect Squarespace?' },
  removeMessage: {
    id: 'screens.Workspace.Squarespace.removeMessage',
    defaultMessage:
      'The key and the sync log are deleted and no more orders are sent to Squarespace. The imported payment links stay: archive them if they should stop taking payments.',
  },
  removeConfirm: { id: 'screens.Workspace.Squarespace.removeConfirm', defaultMessage: 'Disconnect' },
  viewOnly: {
    id: 'screens.Workspace.Squarespace.viewOnly',
    defaultMessage: 'Only owners, admins and developers can connect or change this integration.',
  },
  notConnected: {
    id: 'screens.Workspace.Squarespace.notConnected',
    defaultMessage: 'Squarespace is not connected.',
  },
});

/** The messages with values, typed. */
export const valueMessages = defineMessages<{
  failedAt: { when: string };
  verifiedTitle: { site: string };
  verifiedKey: { lastFour: string; when: string };
  imported: { imported: number; updated: number; skipped: number };
  logImport: { imported: number; updated: number; skipped: number };
  logOrder: { number: string; name: string };
  logRetrying: { name: string; seconds: number };
  logFailed: { kind: string; name: string; reason: string };
  reasonStatus: { status: number };
  copyUrl: { name: string };
}>({
  copyUrl: { id: 'screens.Workspace.Squarespace.copyUrl', defaultMessage: 'Copy the buy link of {name}' },
  failedAt: {
    id: 'screens.Workspace.Squarespace.failedAt',
    defaultMessage: 'Since {when}. Orders wait, and are sent once a working key is connected.',
  },
  verifiedTitle: { id: 'screens.Workspace.Squarespace.verifiedTitle', defaultMessage: 'Connected to {site}' },
  verifiedKey: {
    id: 'screens.Workspace.Squarespace.verifiedKey',
    defaultMessage: 'Key ending in {lastFour}, checked {when}.',
  },
  imported: {
    id: 'screens.Workspace.Squarespace.imported',
    defaultMessage:
      '{imported, plural, one {# new link} other {# new links}}, {updated, plural, one {# updated} other {# updated}}, {skipped, plural, one {# product left out} other {# products left out}}.',
  },
  logImport: {
    id: 'screens.Workspace.Squarespace.logImport',
    defaultMessage:
      'Products imported: {imported, plural, one {# new} other {# new}}, {updated, plural, one {# updated} other {# updated}}, {skipped, plural, one {# left out} other {# left out}}',
  },
  logOrder: { id: 'screens.Workspace.Squarespace.logOrder', defaultMessage: 'Order {number} created for {name}' },
  logRetrying: {
    id: 'screens.Workspace.Squarespace.logRetrying',
    defaultMessage: 'Order for {name} will be sent again in {seconds, plural, one {# second} other {# seconds}}',
  },
  logFailed: {
    id: 'screens.Workspace.Squarespace.logFailed',
    defaultMessage: '{kind, select, import {Import} other {Order for {name}}} failed: {reason}',
  },
  reasonStatus: { id: 'screens.Workspace.Squarespace.reasonStatus', defaultMessage: 'Squarespace answered {status}' },
});
