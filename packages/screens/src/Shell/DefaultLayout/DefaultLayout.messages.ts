import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Shell.DefaultLayout', {
  skipToContent: 'Skip to main content',
  sidebar: 'Workspace',
  navigation: 'Main',
  menu: 'Menu',
  dashboard: 'Dashboard',
  wallets: 'Wallets',
  paymentLinks: 'Payment links',
  integrations: 'Integrations',
  customers: 'Customers',
  account: 'Account',
  billing: 'Billing',
  settings: 'Settings',
  help: 'Help',
  switcherLabel: 'Workspace',
  workspaces: 'Your workspaces',
  createWorkspace: 'Create a workspace',
  joinWorkspace: 'Join a workspace',
  addMembers: 'Add members',
  accountSettings: 'Account settings',
  logOut: 'Log out',
  notificationsPanel: 'Notifications',
});

export const countMessages = messagesIn<{ memberCount: { count: number }; notifications: { count: number } }>(
  'screens.Shell.DefaultLayout',
  {
    memberCount: '{count, plural, one {# member} other {# members}}',
    notifications: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  },
);
