import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'screens.Workspace.OnrampSettings.title', defaultMessage: 'Cards and bank transfers' },
  workspaceDescription: {
    id: 'screens.Workspace.OnrampSettings.workspaceDescription',
    defaultMessage:
      'Payers without crypto can pay by card or bank transfer: an on-ramp provider takes their money, buys the exact token amount and sends it to your address, where it arrives as an ordinary payment.',
  },
  workspaceSwitch: {
    id: 'screens.Workspace.OnrampSettings.workspaceSwitch',
    defaultMessage: 'Offer cards and bank transfers',
  },
  workspaceSwitchHelp: {
    id: 'screens.Workspace.OnrampSettings.workspaceSwitchHelp',
    defaultMessage: 'Then turn it on for each link that should offer it, on the link’s page.',
  },
  linkDescription: {
    id: 'screens.Workspace.OnrampSettings.linkDescription',
    defaultMessage: 'Payers of this link without crypto can pay by card or bank transfer through the on-ramp provider.',
  },
  linkSwitch: {
    id: 'screens.Workspace.OnrampSettings.linkSwitch',
    defaultMessage: 'Offer cards and bank transfers on this link',
  },
  provider: { id: 'screens.Workspace.OnrampSettings.provider', defaultMessage: 'Provider' },
  countries: { id: 'screens.Workspace.OnrampSettings.countries', defaultMessage: 'Countries served' },
  sandbox: { id: 'screens.Workspace.OnrampSettings.sandbox', defaultMessage: 'Sandbox: test payments only' },
  readOnly: {
    id: 'screens.Workspace.OnrampSettings.readOnly',
    defaultMessage: 'Only owners and admins can change this setting.',
  },
  noProvider: {
    id: 'screens.Workspace.OnrampSettings.noProvider',
    defaultMessage:
      'No on-ramp provider is set up on this server, so cards and bank transfers cannot be offered. Payers pay with crypto.',
  },
  workspaceOff: {
    id: 'screens.Workspace.OnrampSettings.workspaceOff',
    defaultMessage:
      'Cards and bank transfers are off for the workspace: this link offers them only once they are turned on in the business details too.',
  },
  workspaceSettings: { id: 'screens.Workspace.OnrampSettings.workspaceSettings', defaultMessage: 'Business details' },
  loading: {
    id: 'screens.Workspace.OnrampSettings.loading',
    defaultMessage: 'Loading the card and bank transfer setting',
  },
  loadFailed: {
    id: 'screens.Workspace.OnrampSettings.loadFailed',
    defaultMessage: 'The card and bank transfer setting could not be loaded.',
  },
});

/** What the page tells in a toast, and beside the switch when a change fails. */
export const onrampSettingsToastMessages = defineMessages({
  turnedOn: { id: 'screens.Workspace.OnrampSettings.turnedOn', defaultMessage: 'Cards and bank transfers turned on' },
  turnedOff: {
    id: 'screens.Workspace.OnrampSettings.turnedOff',
    defaultMessage: 'Cards and bank transfers turned off',
  },
  saveFailed: {
    id: 'screens.Workspace.OnrampSettings.saveFailed',
    defaultMessage: 'The setting could not be changed. Try again.',
  },
});
