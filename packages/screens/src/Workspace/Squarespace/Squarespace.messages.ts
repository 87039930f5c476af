import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Squarespace', {
  heading: 'Squarespace',
  description:
    'Sell your Squarespace products for crypto: each becomes a payment link, and each payment an order in your store.',
  back: 'Integrations',
  howTitle: 'How it works',
  how: 'Squarespace’s checkout accepts only its own payment processors, so Meridian cannot appear in it. Instead, put each product’s buy link on your Squarespace pages: the payer pays on Meridian, and the paid order appears in Squarespace for you to fulfil.',
  keyTitle: 'Connect with an API key',
  replaceTitle: 'Connect a new key',
  keyLabel: 'Commerce API key',
  keyHelp:
    'In Squarespace, open Settings, then Developer tools, then Developer API keys, and make a key with Products: read and Orders: read and write.',
  keyRequired: 'Paste the API key',
  verify: 'Check and connect',
  verifying: 'Checking the key with Squarespace…',
  keyRefused: 'Squarespace refused this key: it was revoked or deleted, or it was not copied whole.',
  missingProducts: 'The key lacks the Products permission (read). Add it in Squarespace, or make a new key.',
  missingOrders: 'The key lacks the Orders permission (read and write). Add it in Squarespace, or make a new key.',
  missingBoth:
    'The key lacks the Products (read) and Orders (read and write) permissions. Add them in Squarespace, or make a new key.',
  unavailable: 'Squarespace could not be reached. Try again in a moment.',
  failedGeneric: 'That did not work. Try again in a moment.',
  failedTitle: 'The connection stopped working',
  settingsTitle: 'Payment links',
  settingsDescription: 'Where the imported products’ links pay, and whether they take test or live payments.',
  wallet: 'Payout wallet',
  walletRequired: 'Choose a wallet',
  walletRefused: 'This wallet cannot take these payments: live links pay to a verified Moonbeam wallet.',
  noWallet: 'Add a Moonbeam wallet first: the links need somewhere to pay.',
  addWallet: 'Add a wallet',
  environment: 'Payments',
  test: 'Test',
  live: 'Live',
  save: 'Save',
  productsTitle: 'Products',
  productsDescription: 'One payment link per product or variant. Import again after changing prices in Squarespace.',
  import: 'Import products',
  importAgain: 'Import again',
  importNeedsWallet: 'Save a payout wallet before importing.',
  leftOutHelp:
    'Products are left out when priced in another currency than US dollars, above your payment limit, or when you archived their link.',
  noProducts: 'No products imported yet',
  copied: 'Buy link copied',
  logTitle: 'Sync log',
  logEmpty: 'Nothing synced yet.',
  logVerify: 'Key checked',
  reasonKey: 'Squarespace refused the key',
  reasonPermission: 'a permission is missing',
  reasonOther: 'see the product and its link',
  remove: 'Disconnect Squarespace',
  removeTitle: 'Disconnect Squarespace?',
  removeMessage:
    'The key and the sync log are deleted and no more orders are sent to Squarespace. The imported payment links stay: archive them if they should stop taking payments.',
  removeConfirm: 'Disconnect',
  viewOnly: 'Only owners, admins and developers can connect or change this integration.',
  notConnected: 'Squarespace is not connected.',
});

/** The messages with values, typed. */
export const valueMessages = messagesIn<{
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
}>('screens.Workspace.Squarespace', {
  copyUrl: 'Copy the buy link of {name}',
  failedAt: 'Since {when}. Orders wait, and are sent once a working key is connected.',
  verifiedTitle: 'Connected to {site}',
  verifiedKey: 'Key ending in {lastFour}, checked {when}.',
  imported:
    '{imported, plural, one {# new link} other {# new links}}, {updated, plural, one {# updated} other {# updated}}, {skipped, plural, one {# product left out} other {# products left out}}.',
  logImport:
    'Products imported: {imported, plural, one {# new} other {# new}}, {updated, plural, one {# updated} other {# updated}}, {skipped, plural, one {# left out} other {# left out}}',
  logOrder: 'Order {number} created for {name}',
  logRetrying: 'Order for {name} will be sent again in {seconds, plural, one {# second} other {# seconds}}',
  logFailed: '{kind, select, import {Import} other {Order for {name}}} failed: {reason}',
  reasonStatus: 'Squarespace answered {status}',
});
