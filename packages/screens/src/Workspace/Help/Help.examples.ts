import type { HelpProps } from './Help';

/** The dashboard's pages the help centre's answers lead to, for the stories and tests. */
export const exampleHelpLinks: HelpProps['links'] = {
  businessDetails: '/settings/business-details',
  members: '/settings/members',
  verification: '/settings/verification',
  wallets: '/wallet-management',
  paymentLinks: '/payment-links',
  account: '/account',
  apiKeys: '/settings/api-keys',
  webhooks: '/settings/webhooks',
  wooCommerce: '/integrations/woocommerce',
  squarespace: '/integrations/squarespace',
  billing: '/billing',
};
