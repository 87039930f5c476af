import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  skipToContent: { id: 'screens.Shell.DefaultLayout.skipToContent', defaultMessage: 'Skip to main content' },
  sidebar: { id: 'screens.Shell.DefaultLayout.sidebar', defaultMessage: 'Workspace' },
  navigation: { id: 'screens.Shell.DefaultLayout.navigation', defaultMessage: 'Main' },
  menu: { id: 'screens.Shell.DefaultLayout.menu', defaultMessage: 'Menu' },
  dashboard: { id: 'screens.Shell.DefaultLayout.dashboard', defaultMessage: 'Dashboard' },
  wallets: { id: 'screens.Shell.DefaultLayout.wallets', defaultMessage: 'Wallets' },
  paymentLinks: { id: 'screens.Shell.DefaultLayout.paymentLinks', defaultMessage: 'Payment links' },
  integrations: { id: 'screens.Shell.DefaultLayout.integrations', defaultMessage: 'Integrations' },
  customers: { id: 'screens.Shell.DefaultLayout.customers', defaultMessage: 'Customers' },
  account: { id: 'screens.Shell.DefaultLayout.account', defaultMessage: 'Account' },
  billing: { id: 'screens.Shell.DefaultLayout.billing', defaultMessage: 'Billing' },
  settings: { id: 'screens.Shell.DefaultLayout.settings', defaultMessage: 'Settings' },
  help: { id: 'screens.Shell.DefaultLayout.help', defaultMessage: 'Help' },
  switcherLabel: { id: 'screens.Shell.DefaultLayout.switcherLabel', defaultMessage: 'Workspace' },
  workspaces: { id: 'screens.Shell.DefaultLayout.workspaces', defaultMessage: 'Your workspaces' },
  createWorkspace: { id: 'screens.Shell.DefaultLayout.createWorkspace', defaultMessage: 'Create a workspace' },
  joinWorkspace: { id: 'screens.Shell.DefaultLayout.joinWorkspace', defaultMessage: 'Join a workspace' },
  addMembers: { id: 'screens.Shell.DefaultLayout.addMembers', defaultMessage: 'Add members' },
  accountSettings: { id: 'screens.Shell.DefaultLayout.accountSettings', defaultMessage: 'Account settings' },
  logOut: { id: 'screens.Shell.DefaultLayout.logOut', defaultMessage: 'Log out' },
  notificationsPanel: { id: 'screens.Shell.DefaultLayout.notificationsPanel', defaultMessage: 'Notifications' },
});

export const countMessages = defineMessages<{ memberCount: { count: number }; notifications: { count: number } }>({
  memberCount: {
    id: 'screens.Shell.DefaultLayout.memberCount',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
  notifications: {
    id: 'screens.Shell.DefaultLayout.notifications',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  },
});
