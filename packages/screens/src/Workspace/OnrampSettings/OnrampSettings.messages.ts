import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.OnrampSettings', {
  title: 'Cards and bank transfers',
  workspaceDescription:
    'Payers without crypto can pay by card or bank transfer: an on-ramp provider takes their money, buys the exact token amount and sends it to your address, where it arrives as an ordinary payment.',
  workspaceSwitch: 'Offer cards and bank transfers',
  workspaceSwitchHelp: 'Then turn it on for each link that should offer it, on the link’s page.',
  linkDescription: 'Payers of this link without crypto can pay by card or bank transfer through the on-ramp provider.',
  linkSwitch: 'Offer cards and bank transfers on this link',
  provider: 'Provider',
  countries: 'Countries served',
  sandbox: 'Sandbox: test payments only',
  readOnly: 'Only owners and admins can change this setting.',
  noProvider:
    'No on-ramp provider is set up on this server, so cards and bank transfers cannot be offered. Payers pay with crypto.',
  workspaceOff:
    'Cards and bank transfers are off for the workspace: this link offers them only once they are turned on in the business details too.',
  workspaceSettings: 'Business details',
  loading: 'Loading the card and bank transfer setting',
  loadFailed: 'The card and bank transfer setting could not be loaded.',
});

/** What the page tells in a toast, and beside the switch when a change fails. */
export const onrampSettingsToastMessages = messagesIn('screens.Workspace.OnrampSettings', {
  turnedOn: 'Cards and bank transfers turned on',
  turnedOff: 'Cards and bank transfers turned off',
  saveFailed: 'The setting could not be changed. Try again.',
});
