import { messagesIn } from '@meridian/ui';
import { Plug } from 'lucide-react';

import type { FaqEntry, HelpCategory } from './Help.content';

/*
 * What merchants ask about connecting their store or their own code: API keys, webhooks, the
 * WooCommerce and Squarespace integrations, and what Meridian charges. Every fact here is one
 * the product keeps (docs/product.md: "Billing and customers", "Store integrations", "Webhooks";
 * docs/decisions.md: "API keys and the public API").
 */
const m = messagesIn('screens.Workspace.Help', {
  stores: 'Stores, API and fees',
  storesDescription: 'Connect your store or your own code, and what Meridian charges.',
  apiKeysTitle: 'API keys',
  apiKeysBody:
    'Your code calls the API at /v1 with a key in the header Authorization: Bearer. A key is for tests (mrd_test_) or live payments (mrd_live_) and sees only that mode’s objects; its scopes say what it may read or write: payment links, checkouts, payments, customers, webhooks, events. The key is shown once, when it is made. Roll it to replace it with a grace period, or revoke it to stop it at once.',
  apiKeysLink: 'Open API keys',
  webhooksTitle: 'Webhooks',
  webhooksBody:
    'Meridian sends the events you choose (a checkout paid or expired, a payment confirmed…) to your https addresses, signed by the Standard Webhooks scheme: check the webhook-signature header with the endpoint’s whsec_ secret, and handle each webhook-id once. Only a 2xx answer counts: a failed delivery is tried 10 times over about three days, and an endpoint whose last 10 events all failed is disabled and its owners told by email.',
  webhooksLink: 'Open webhooks',
  wooCommerceTitle: 'WooCommerce',
  wooCommerceBody:
    'Download the Meridian Payments plugin from the WooCommerce page, create a connection code there, and paste it with the API address in WooCommerce, under Settings, Payments, Meridian. The code works once, for 15 minutes. Buyers then pay at Meridian’s checkout and come back to your store: a paid order is completed, and anything unusual (paid late, too little or too much) puts it on hold with a note. The store’s prices can be in any currency Meridian takes, such as US dollars, euros or reais.',
  wooCommerceLink: 'Open WooCommerce',
  squarespaceTitle: 'Squarespace',
  squarespaceBody:
    'Squarespace’s checkout takes only its own payment processors, so Meridian works beside it: paste a Commerce API key (Products: read; Orders: read and write), import your products as payment links, one per variant, and put each link’s address on your pages. When a link is paid, Meridian creates the order in Squarespace, once.',
  squarespaceLink: 'Open Squarespace',
  feesTitle: 'Fees and tiers',
  feesBody:
    'Each live payment has a fee, a share of its total (1% unless your agreement says otherwise, half that on Gold). Payments reach your wallet whole: the fees are listed on your monthly statement, never taken on the network. Test payments are free. Your tier sets your limit: Basic and Basic Plus limit each payment, Silver and Gold the month’s total.',
  feesLink: 'Open billing',
  faqFeesQ: 'What does Meridian charge?',
  faqFeesA:
    'A fee on each live payment, a share of its total: 1% unless your agreement says otherwise, half that on Gold. There is no fee to sign up, for test payments or for payments that never arrive. Fees are not taken from the payment: they are listed on your monthly statement under Billing.',
  faqTestApiQ: 'How do I test my store or my code without real money?',
  faqTestApiA:
    'Use a test API key (mrd_test_) and a test webhook endpoint, or pair your store in test mode. Test checkouts are paid on {testNetwork, select, local {the local test chain} other {the Moonbase Alpha test network}} with DEV, a coin that has no value, and never count towards your limit or your fees.',
  faqStoresQ: 'Which online stores can I connect?',
  faqStoresA:
    'WooCommerce, where Meridian becomes a payment method at your checkout through its plugin, and Squarespace, where your products become payment links and paid orders appear in Squarespace. Any other store or program can use the API and webhooks.',
});

/** Stores, the API and fees: the topic for merchants who connect a store or their own code. */
export const storesCategory: HelpCategory = {
  id: 'stores',
  icon: Plug,
  title: m.stores,
  description: m.storesDescription,
  articles: [
    { id: 'apiKeys', title: m.apiKeysTitle, body: m.apiKeysBody, link: { to: 'apiKeys', label: m.apiKeysLink } },
    { id: 'webhooks', title: m.webhooksTitle, body: m.webhooksBody, link: { to: 'webhooks', label: m.webhooksLink } },
    {
      id: 'wooCommerce',
      title: m.wooCommerceTitle,
      body: m.wooCommerceBody,
      link: { to: 'wooCommerce', label: m.wooCommerceLink },
    },
    {
      id: 'squarespace',
      title: m.squarespaceTitle,
      body: m.squarespaceBody,
      link: { to: 'squarespace', label: m.squarespaceLink },
    },
    { id: 'fees', title: m.feesTitle, body: m.feesBody, link: { to: 'billing', label: m.feesLink } },
  ],
};

/** The questions merchants ask about stores, the API and fees. */
export const storesFaq: readonly FaqEntry[] = [
  { id: 'fees', question: m.faqFeesQ, answer: m.faqFeesA },
  { id: 'stores', question: m.faqStoresQ, answer: m.faqStoresA },
  { id: 'testApi', question: m.faqTestApiQ, answer: m.faqTestApiA },
];
