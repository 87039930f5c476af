import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Webhooks.heading', defaultMessage: 'Webhooks' },
  description: {
    id: 'screens.Workspace.Webhooks.description',
    defaultMessage:
      'Meridian sends your server a signed request when something happens in this workspace: a checkout paid, a payment confirmed.',
  },
  readOnly: {
    id: 'screens.Workspace.Webhooks.readOnly',
    defaultMessage: 'Only owners, admins and developers can add or change endpoints.',
  },
  add: { id: 'screens.Workspace.Webhooks.add', defaultMessage: 'Add endpoint' },
  loading: { id: 'screens.Workspace.Webhooks.loading', defaultMessage: 'Loading endpoints' },
  loadFailed: {
    id: 'screens.Workspace.Webhooks.loadFailed',
    defaultMessage: 'The endpoints could not be loaded. Check your connection and try again.',
  },
  actionFailed: {
    id: 'screens.Workspace.Webhooks.actionFailed',
    defaultMessage: 'That did not work. Nothing was changed; try again in a moment.',
  },
  endpointDisabled: {
    id: 'screens.Workspace.Webhooks.endpointDisabled',
    defaultMessage: 'This endpoint is disabled, so nothing is sent to it: enable it first.',
  },
  emptyTitle: { id: 'screens.Workspace.Webhooks.emptyTitle', defaultMessage: 'No endpoints yet' },
  emptyDescription: {
    id: 'screens.Workspace.Webhooks.emptyDescription',
    defaultMessage: 'Add the URL of your server to be told of payments as they happen, without asking.',
  },
  table: { id: 'screens.Workspace.Webhooks.table', defaultMessage: 'Endpoints' },
  url: { id: 'screens.Workspace.Webhooks.url', defaultMessage: 'URL' },
  events: { id: 'screens.Workspace.Webhooks.events', defaultMessage: 'Events' },
  status: { id: 'screens.Workspace.Webhooks.status', defaultMessage: 'Status' },
  mode: { id: 'screens.Workspace.Webhooks.mode', defaultMessage: 'Mode' },
  test: { id: 'screens.Workspace.Webhooks.test', defaultMessage: 'Test' },
  live: { id: 'screens.Workspace.Webhooks.live', defaultMessage: 'Live' },
  modeHelp: {
    id: 'screens.Workspace.Webhooks.modeHelp',
    defaultMessage:
      'Both modes receive the workspace’s own events (members, wallets, verification). An endpoint keeps its mode: add another for the other one.',
  },
  modeTest: {
    id: 'screens.Workspace.Webhooks.modeTest',
    defaultMessage: 'Test: events of test payments and checkouts',
  },
  modeLive: {
    id: 'screens.Workspace.Webhooks.modeLive',
    defaultMessage: 'Live: events of real payments and checkouts',
  },
  enabled: { id: 'screens.Workspace.Webhooks.enabled', defaultMessage: 'Enabled' },
  disabledManual: { id: 'screens.Workspace.Webhooks.disabledManual', defaultMessage: 'Disabled' },
  disabledGone: {
    id: 'screens.Workspace.Webhooks.disabledGone',
    defaultMessage: 'Disabled: the endpoint answered 410 Gone',
  },
  sendTest: { id: 'screens.Workspace.Webhooks.sendTest', defaultMessage: 'Send test event' },
  disable: { id: 'screens.Workspace.Webhooks.disable', defaultMessage: 'Disable' },
  enable: { id: 'screens.Workspace.Webhooks.enable', defaultMessage: 'Enable' },
  rotate: { id: 'screens.Workspace.Webhooks.rotate', defaultMessage: 'Rotate secret' },
  remove: { id: 'screens.Workspace.Webhooks.remove', defaultMessage: 'Delete' },
  removeConfirm: { id: 'screens.Workspace.Webhooks.removeConfirm', defaultMessage: 'Delete endpoint' },
  removeTitle: { id: 'screens.Workspace.Webhooks.removeTitle', defaultMessage: 'Delete this endpoint?' },
  createTitle: { id: 'screens.Workspace.Webhooks.createTitle', defaultMessage: 'Add an endpoint' },
  createDescription: {
    id: 'screens.Workspace.Webhooks.createDescription',
    defaultMessage: 'Meridian signs every delivery; your server checks the signature with the secret shown next.',
  },
  urlLabel: { id: 'screens.Workspace.Webhooks.urlLabel', defaultMessage: 'Endpoint URL' },
  urlHelp: {
    id: 'screens.Workspace.Webhooks.urlHelp',
    defaultMessage: 'An https address on the internet, such as https://shop.example/webhooks/meridian',
  },
  descriptionLabel: { id: 'screens.Workspace.Webhooks.descriptionLabel', defaultMessage: 'Description (optional)' },
  eventsLabel: { id: 'screens.Workspace.Webhooks.eventsLabel', defaultMessage: 'Events to send' },
  save: { id: 'screens.Workspace.Webhooks.save', defaultMessage: 'Add endpoint' },
  secretTitle: { id: 'screens.Workspace.Webhooks.secretTitle', defaultMessage: 'Signing secret' },
  secretWarning: {
    id: 'screens.Workspace.Webhooks.secretWarning',
    defaultMessage: 'Copy it now and keep it on your server: it is shown only this once.',
  },
  secretLabel: { id: 'screens.Workspace.Webhooks.secretLabel', defaultMessage: 'Secret' },
  copySecret: { id: 'screens.Workspace.Webhooks.copySecret', defaultMessage: 'Copy secret' },
  secretDone: { id: 'screens.Workspace.Webhooks.secretDone', defaultMessage: 'I have saved it' },
  urlRequired: {
    id: 'screens.Workspace.Webhooks.urlRequired',
    defaultMessage: 'Enter the URL that receives the events.',
  },
  urlInvalid: {
    id: 'screens.Workspace.Webhooks.urlInvalid',
    defaultMessage: 'Enter a whole address starting with https://, without a #fragment.',
  },
  urlTooLong: { id: 'screens.Workspace.Webhooks.urlTooLong', defaultMessage: 'This URL is too long.' },
  urlCredentials: {
    id: 'screens.Workspace.Webhooks.urlCredentials',
    defaultMessage: 'Remove the user name and password from the URL: deliveries are signed instead.',
  },
  urlHttpsRequired: {
    id: 'screens.Workspace.Webhooks.urlHttpsRequired',
    defaultMessage: 'Use an https:// address: webhooks are sent encrypted only.',
  },
  urlPrivateAddress: {
    id: 'screens.Workspace.Webhooks.urlPrivateAddress',
    defaultMessage:
      'This address is on a private network or this machine, which Meridian cannot reach. Use your server’s public address.',
  },
  urlUnresolvable: {
    id: 'screens.Workspace.Webhooks.urlUnresolvable',
    defaultMessage: 'This host name does not exist. Check it for typing mistakes.',
  },
  eventsRequired: { id: 'screens.Workspace.Webhooks.eventsRequired', defaultMessage: 'Choose at least one event.' },
  createFailed: {
    id: 'screens.Workspace.Webhooks.createFailed',
    defaultMessage: 'The endpoint could not be added. Try again in a moment.',
  },
});

export const valueMessages = defineMessages<{
  disabledFailing: { count: number };
  testRateLimited: { minutes: number };
  removeMessage: { url: string };
  eventCount: { count: number };
  secretFor: { url: string };
}>({
  disabledFailing: {
    id: 'screens.Workspace.Webhooks.disabledFailing',
    defaultMessage:
      '{count, plural, one {Disabled after # failed event} other {Disabled after # failed events in a row}}',
  },
  testRateLimited: {
    id: 'screens.Workspace.Webhooks.testRateLimited',
    defaultMessage:
      'Enough test events for now: send the next one in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  removeMessage: {
    id: 'screens.Workspace.Webhooks.removeMessage',
    defaultMessage: '{url} will receive nothing more, and its delivery log is deleted with it.',
  },
  eventCount: {
    id: 'screens.Workspace.Webhooks.eventCount',
    defaultMessage: '{count, plural, one {# event} other {# events}}',
  },
  secretFor: { id: 'screens.Workspace.Webhooks.secretFor', defaultMessage: 'The secret of {url}' },
});
