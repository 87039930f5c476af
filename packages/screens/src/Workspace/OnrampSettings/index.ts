export { OnrampSettings, type OnrampSettingsProps, type OnrampSettingsView } from './OnrampSettings';
export { onrampSettingsToastMessages } from './OnrampSettings.messages';
