import type { SettingsProps } from './Settings';

/** The settings pages the hub leads to, for the stories and tests. */
export const exampleSettingsLinks: SettingsProps['links'] = {
  members: '/settings/members',
  businessDetails: '/settings/business-details',
  apiKeys: '/settings/api-keys',
  webhooks: '/settings/webhooks',
  integrations: '/integrations',
  verification: '/settings/verification',
};
