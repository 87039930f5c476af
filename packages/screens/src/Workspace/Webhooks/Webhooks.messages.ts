import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Webhooks', {
  heading: 'Webhooks',
  description:
    'Meridian sends your server a signed request when something happens in this workspace: a checkout paid, a payment confirmed.',
  readOnly: 'Only owners, admins and developers can add or change endpoints.',
  add: 'Add endpoint',
  loading: 'Loading endpoints',
  loadFailed: 'The endpoints could not be loaded. Check your connection and try again.',
  actionFailed: 'That did not work. Nothing was changed; try again in a moment.',
  endpointDisabled: 'This endpoint is disabled, so nothing is sent to it: enable it first.',
  emptyTitle: 'No endpoints yet',
  emptyDescription: 'Add the URL of your server to be told of payments as they happen, without asking.',
  table: 'Endpoints',
  url: 'URL',
  events: 'Events',
  status: 'Status',
  mode: 'Mode',
  test: 'Test',
  live: 'Live',
  modeHelp:
    'Both modes receive the workspace’s own events (members, wallets, verification). An endpoint keeps its mode: add another for the other one.',
  modeTest: 'Test: events of test payments and checkouts',
  modeLive: 'Live: events of real payments and checkouts',
  enabled: 'Enabled',
  disabledManual: 'Disabled',
  disabledGone: 'Disabled: the endpoint answered 410 Gone',
  sendTest: 'Send test event',
  disable: 'Disable',
  enable: 'Enable',
  rotate: 'Rotate secret',
  remove: 'Delete',
  removeConfirm: 'Delete endpoint',
  removeTitle: 'Delete this endpoint?',
  createTitle: 'Add an endpoint',
  createDescription: 'Meridian signs every delivery; your server checks the signature with the secret shown next.',
  urlLabel: 'Endpoint URL',
  urlHelp: 'An https address on the internet, such as https://shop.example/webhooks/meridian',
  descriptionLabel: 'Description (optional)',
  eventsLabel: 'Events to send',
  save: 'Add endpoint',
  secretTitle: 'Signing secret',
  secretWarning: 'Copy it now and keep it on your server: it is shown only this once.',
  secretLabel: 'Secret',
  copySecret: 'Copy secret',
  secretDone: 'I have saved it',
  urlRequired: 'Enter the URL that receives the events.',
  urlInvalid: 'Enter a whole address starting with https://, without a #fragment.',
  urlTooLong: 'This URL is too long.',
  urlCredentials: 'Remove the user name and password from the URL: deliveries are signed instead.',
  urlHttpsRequired: 'Use an https:// address: webhooks are sent encrypted only.',
  urlPrivateAddress:
    'This address is on a private network or this machine, which Meridian cannot reach. Use your server’s public address.',
  urlUnresolvable: 'This host name does not exist. Check it for typing mistakes.',
  eventsRequired: 'Choose at least one event.',
  createFailed: 'The endpoint could not be added. Try again in a moment.',
});

export const valueMessages = messagesIn<{
  disabledFailing: { count: number };
  testRateLimited: { minutes: number };
  removeMessage: { url: string };
  eventCount: { count: number };
  secretFor: { url: string };
}>('screens.Workspace.Webhooks', {
  disabledFailing:
    '{count, plural, one {Disabled after # failed event} other {Disabled after # failed events in a row}}',
  testRateLimited:
    'Enough test events for now: send the next one in {minutes, plural, one {# minute} other {# minutes}}.',
  removeMessage: '{url} will receive nothing more, and its delivery log is deleted with it.',
  eventCount: '{count, plural, one {# event} other {# events}}',
  secretFor: 'The secret of {url}',
});
