export { Settings, type SettingsProps, type SettingsLinks } from './Settings';
