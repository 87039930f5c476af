import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.DashboardHome.heading', defaultMessage: 'Dashboard' },
  next: {
    id: 'screens.Workspace.DashboardHome.next',
    defaultMessage: 'Revenue by period and your recent payments will appear here in a coming update.',
  },
});

export const valueMessages = defineMessages<{ welcome: { name: string } }>({
  welcome: { id: 'screens.Workspace.DashboardHome.welcome', defaultMessage: 'Welcome, {name}' },
});
