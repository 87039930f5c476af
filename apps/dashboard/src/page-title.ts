import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

const titleTemplate = defineMessage<{ page: string }>({ id: 'app.pageTitle', defaultMessage: '{page} · Meridian' });

/** The name of each page, as the browser tab and history show it. */
export const pageNames = defineMessages({
  login: { id: 'app.pages.login', defaultMessage: 'Log in' },
  signup: { id: 'app.pages.signup', defaultMessage: 'Sign up' },
  confirmCode: { id: 'app.pages.confirmCode', defaultMessage: 'Confirm your account' },
  forgotPassword: { id: 'app.pages.forgotPassword', defaultMessage: 'Forgot password' },
  updatePassword: { id: 'app.pages.updatePassword', defaultMessage: 'Update password' },
  resetPassword: { id: 'app.pages.resetPassword', defaultMessage: 'Reset password' },
  onboarding: { id: 'app.pages.onboarding', defaultMessage: 'Get started' },
  pendingInvites: { id: 'app.pages.pendingInvites', defaultMessage: 'Invitations' },
  dashboard: { id: 'app.pages.dashboard', defaultMessage: 'Dashboard' },
  account: { id: 'app.pages.account', defaultMessage: 'Account' },
  settings: { id: 'app.pages.settings', defaultMessage: 'Settings' },
  businessDetails: { id: 'app.pages.businessDetails', defaultMessage: 'Business details' },
  members: { id: 'app.pages.members', defaultMessage: 'Members' },
  inviteMember: { id: 'app.pages.inviteMember', defaultMessage: 'Invite a member' },
  verifyCompanyEmail: { id: 'app.pages.verifyCompanyEmail', defaultMessage: 'Verify company email' },
  help: { id: 'app.pages.help', defaultMessage: 'Help center' },
  wallets: { id: 'app.pages.wallets', defaultMessage: 'Wallets' },
  addWallet: { id: 'app.pages.addWallet', defaultMessage: 'Add a wallet' },
  paymentLinks: { id: 'app.pages.paymentLinks', defaultMessage: 'Payment links' },
  newStaticLink: { id: 'app.pages.newStaticLink', defaultMessage: 'New payment link' },
  newDynamicLink: { id: 'app.pages.newDynamicLink', defaultMessage: 'New link for one payment' },
  newDonationLink: { id: 'app.pages.newDonationLink', defaultMessage: 'New donation link' },
  editLink: { id: 'app.pages.editLink', defaultMessage: 'Edit payment link' },
  dynamicLink: { id: 'app.pages.dynamicLink', defaultMessage: 'Link for one payment' },
  linkPayments: { id: 'app.pages.linkPayments', defaultMessage: 'Payments of a link' },
  unmatchedPayments: { id: 'app.pages.unmatchedPayments', defaultMessage: 'Unmatched payments' },
  customers: { id: 'app.pages.customers', defaultMessage: 'Customers' },
  billing: { id: 'app.pages.billing', defaultMessage: 'Billing' },
  billingStatement: { id: 'app.pages.billingStatement', defaultMessage: 'Statement' },
  customer: { id: 'app.pages.customer', defaultMessage: 'Customer' },
  payment: { id: 'app.pages.payment', defaultMessage: 'Payment' },
  integrations: { id: 'app.pages.integrations', defaultMessage: 'Integrations' },
  squarespace: { id: 'app.pages.squarespace', defaultMessage: 'Squarespace' },
  woocommerce: { id: 'app.pages.woocommerce', defaultMessage: 'WooCommerce' },
  apiKeys: { id: 'app.pages.apiKeys', defaultMessage: 'API keys' },
  webhooks: { id: 'app.pages.webhooks', defaultMessage: 'Webhooks' },
  webhookDeliveries: { id: 'app.pages.webhookDeliveries', defaultMessage: 'Webhook deliveries' },
  verification: { id: 'app.pages.verification', defaultMessage: 'Verification' },
  notFound: { id: 'app.pages.notFound', defaultMessage: 'Page not found' },
  serverError: { id: 'app.pages.serverError', defaultMessage: 'Internal Server Error' },
  loading: { id: 'app.pages.loading', defaultMessage: 'Loading' },
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
