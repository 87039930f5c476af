import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  badge: { id: 'screens.Workspace.ComingSoon.badge', defaultMessage: 'Coming soon' },
  title: { id: 'screens.Workspace.ComingSoon.title', defaultMessage: 'This page is on its way' },
  description: {
    id: 'screens.Workspace.ComingSoon.description',
    defaultMessage:
      'We are still building it. Everything else works as usual: your wallets, payment links and payments are ready to use.',
  },
  dashboard: { id: 'screens.Workspace.ComingSoon.dashboard', defaultMessage: 'Back to the dashboard' },
  help: { id: 'screens.Workspace.ComingSoon.help', defaultMessage: 'Visit the help center' },
});

/** Each page's name and what it will do. */
export const pageMessages = defineMessages({
  customersTitle: { id: 'screens.Workspace.ComingSoon.customers.title', defaultMessage: 'Customers' },
  customersDescription: {
    id: 'screens.Workspace.ComingSoon.customers.description',
    defaultMessage: 'The people who paid through your links, with what each of them paid and when.',
  },
  billingTitle: { id: 'screens.Workspace.ComingSoon.billing.title', defaultMessage: 'Billing' },
  billingDescription: {
    id: 'screens.Workspace.ComingSoon.billing.description',
    defaultMessage: 'Your tier, how much of this month’s payment limit you have used, and Meridian’s fees.',
  },
  integrationsTitle: { id: 'screens.Workspace.ComingSoon.integrations.title', defaultMessage: 'Integrations' },
  integrationsDescription: {
    id: 'screens.Workspace.ComingSoon.integrations.description',
    defaultMessage: 'Connect your Squarespace or WooCommerce store so that its checkout takes crypto payments.',
  },
  apiKeysTitle: { id: 'screens.Workspace.ComingSoon.apiKeys.title', defaultMessage: 'API keys' },
  apiKeysDescription: {
    id: 'screens.Workspace.ComingSoon.apiKeys.description',
    defaultMessage:
      'Keys that let your own systems create payment links and read payments: create, name and revoke them.',
  },
  verificationTitle: { id: 'screens.Workspace.ComingSoon.verification.title', defaultMessage: 'Verification' },
  verificationDescription: {
    id: 'screens.Workspace.ComingSoon.verification.description',
    defaultMessage: 'Verify your identity or your business to move up a tier and raise your payment limit.',
  },
});
