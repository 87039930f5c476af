import { messagesIn } from '@meridian/ui';
import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

const titleTemplate = messagesIn<{ pageTitle: { page: string } }>('app', {
  pageTitle: '{page} · Meridian',
}).pageTitle;

/** The name of each page, as the browser tab and history show it. */
export const pageNames = messagesIn('app.pages', {
  login: 'Log in',
  signup: 'Sign up',
  confirmCode: 'Confirm your account',
  forgotPassword: 'Forgot password',
  updatePassword: 'Update password',
  resetPassword: 'Reset password',
  onboarding: 'Get started',
  pendingInvites: 'Invitations',
  dashboard: 'Dashboard',
  account: 'Account',
  settings: 'Settings',
  businessDetails: 'Business details',
  members: 'Members',
  inviteMember: 'Invite a member',
  verifyCompanyEmail: 'Verify company email',
  help: 'Help center',
  wallets: 'Wallets',
  addWallet: 'Add a wallet',
  paymentLinks: 'Payment links',
  newStaticLink: 'New payment link',
  newDynamicLink: 'New link for one payment',
  newDonationLink: 'New donation link',
  editLink: 'Edit payment link',
  dynamicLink: 'Link for one payment',
  linkPayments: 'Payments of a link',
  unmatchedPayments: 'Unmatched payments',
  customers: 'Customers',
  billing: 'Billing',
  billingStatement: 'Statement',
  customer: 'Customer',
  payment: 'Payment',
  integrations: 'Integrations',
  squarespace: 'Squarespace',
  woocommerce: 'WooCommerce',
  apiKeys: 'API keys',
  webhooks: 'Webhooks',
  webhookDeliveries: 'Webhook deliveries',
  verification: 'Verification',
  notFound: 'Page not found',
  serverError: 'Internal Server Error',
  loading: 'Loading',
});

/** Sets the document title to `<Page> · Meridian`, in the current language. */
export function usePageTitle(page: MessageDescriptor): void {
  const intl = useIntl();
  // i18n-fragment: the page's name stands alone before the product's (“Payments · Meridian”)
  const title = intl.formatMessage(titleTemplate, { page: intl.formatMessage(page) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
