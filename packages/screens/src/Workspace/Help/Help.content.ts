import { messagesIn } from '@meridian/ui';
import { Link2, Rocket, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { type MessageDescriptor } from 'react-intl';
import { storesCategory, storesFaq } from './Help.stores';

/**
 * The network test links are paid on: the local test chain of a local run (`npm start`), else
 * Moonbase Alpha. The texts that name it take it as `testNetwork`.
 */
export type HelpTestNetwork = 'local' | 'moonbaseAlpha';

/** The values the texts take: the test network, and the card and bank transfer provider with its countries in words. */
export type HelpValues = {
  testNetwork: HelpTestNetwork;
  /** The provider's name, or `none`. */
  onrampProvider: string;
  onrampCountries: string;
};

/** The app pages that articles point to. */
export interface HelpLinks {
  businessDetails: string;
  members: string;
  verification: string;
  wallets: string;
  paymentLinks: string;
  account: string;
  apiKeys: string;
  webhooks: string;
  wooCommerce: string;
  squarespace: string;
  billing: string;
}

export interface HelpArticle {
  id: string;
  title: MessageDescriptor;
  body: MessageDescriptor;
  /** The page the article is about, and the link's text. */
  link?: { to: keyof HelpLinks; label: MessageDescriptor };
}

export interface HelpCategory {
  id: string;
  icon: ComponentType;
  title: MessageDescriptor;
  description: MessageDescriptor;
  articles: HelpArticle[];
}

export interface FaqEntry {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

const m = messagesIn('screens.Workspace.Help', {
  gettingStarted: 'Getting started',
  gettingStartedDescription: 'Set up your workspace, your team and your verification.',
  setUpWorkspaceTitle: 'Set up your workspace',
  setUpWorkspaceBody:
    'Add your company’s legal name, website, contact details and address. Customers see them on your payment pages.',
  setUpWorkspaceLink: 'Open business details',
  inviteTeamTitle: 'Invite your team',
  inviteTeamBody:
    'Owners and admins invite members by email and give each one a role: admin, developer or viewer. Nobody can give a role above their own.',
  inviteTeamLink: 'Open members',
  verifyBusinessTitle: 'Verify your business',
  verifyBusinessBody:
    'Each verification raises your payment limits: your domain for Basic Plus, your identity or your business for Silver, then enhanced verification for Gold.',
  verifyBusinessLink: 'Open verification',
  walletsPayments: 'Wallets and payments',
  walletsPaymentsDescription: 'Where your payments arrive and how customers pay.',
  addWalletTitle: 'Add a wallet',
  addWalletBody:
    'Payments arrive in wallets you own. Add one on Moonbeam, Polkadot or Kusama by connecting your wallet app or typing its address.',
  addWalletLink: 'Open wallets',
  tokensTitle: 'Stablecoins you can receive',
  tokensBody:
    'Prices are in your workspace’s currency (US dollars, euros, pounds, reais and more), converted at a rate locked when the customer opens the checkout. Customers can pay with the stablecoins USDC, USDT, DAI and EURC, or with the network’s own currency.',
  testModeTitle: 'Test before going live',
  testModeBody:
    'Links in the test environment are paid on {testNetwork, select, local {the local test chain that runs with Meridian on this computer} other {the Moonbase Alpha test network}} with DEV, a coin that has no value. Live links are paid on Moonbeam.',
  paymentLinks: 'Payment links',
  paymentLinksDescription: 'Create, share and manage the links your customers pay through.',
  createLinkTitle: 'Create a payment link',
  createLinkBody:
    'A static link asks for a fixed amount and can be paid many times. A dynamic link is one payment from one customer. A donation link lets the payer choose the amount.',
  createLinkLink: 'Open payment links',
  manageLinksTitle: 'Share and manage links',
  manageLinksBody:
    'Copy a link’s address to share it anywhere. Disable a link to pause it, enable it again later, or archive it when you no longer need it. Archiving cannot be undone.',
  customerDetailsTitle: 'Collect customer details',
  customerDetailsBody:
    'A static link can ask for the customer’s email and billing details, include VAT, and send the customer to your own page after paying.',
  faqPaymentMethodsQ: 'Which payment methods are accepted?',
  faqPaymentMethodsA:
    'Meridian accepts cards, bank transfers and crypto, depending on the region. Customers pay in cryptocurrency from any country: the stablecoins USDC, USDT, DAI and EURC, or the network’s own currency. {onrampProvider, select, none {Cards and bank transfers come through an on-ramp provider, which this server does not have configured yet.} other {Where you turn them on in settings, customers without crypto pay by card or bank transfer through {onrampProvider}, which buys the exact amount and sends it to you as an ordinary payment; what each customer can use depends on their country. {onrampProvider} serves {onrampCountries}.}}',
  faqLimitsQ: 'How much can I receive?',
  faqLimitsA:
    'It depends on your verification tier. Basic and Basic Plus limit each payment; Silver and Gold limit the total you receive in a calendar month. The limits of each tier are listed on this page.',
  faqRaiseLimitQ: 'How do I raise my payment limit?',
  faqRaiseLimitA:
    'Verify your domain to reach Basic Plus, then your identity or your business to reach Silver. Once you are on Silver, enhanced verification takes you to Gold, which also comes with reduced transaction fees.',
  faqVerificationTimeQ: 'How long does verification take?',
  faqVerificationTimeA:
    'Domain verification depends on DNS: a change may take up to 48 hours to propagate. Enhanced verification for Gold may take up to 24 hours.',
  faqNetworksQ: 'Which networks can I receive payments on?',
  faqNetworksA:
    'You can add wallets on Moonbeam, Polkadot and Kusama. Payment links are paid on Moonbeam, or in the test environment on {testNetwork, select, local {the local test chain} other {the Moonbase Alpha test network}}.',
  faqLinkTypesQ: 'What is the difference between static, dynamic and donation links?',
  faqLinkTypesA:
    'A static link has a fixed amount and a reusable address. A dynamic link is created for one payment from one customer. With a donation link, the payer picks the amount.',
  faqRolesQ: 'Who can change business details and wallets?',
  faqRolesA:
    'Owners and admins. Developers manage payment links, API keys and integrations; viewers see everything without changing it.',
  faqLanguageQ: 'Can I use Meridian in another language?',
  faqLanguageA: 'Yes: choose English, Spanish, French or Portuguese under Account, in Display language.',
});

/** The topics of the help center and their articles. */
export const helpCategories: readonly HelpCategory[] = [
  {
    id: 'gettingStarted',
    icon: Rocket,
    title: m.gettingStarted,
    description: m.gettingStartedDescription,
    articles: [
      {
        id: 'setUpWorkspace',
        title: m.setUpWorkspaceTitle,
        body: m.setUpWorkspaceBody,
        link: { to: 'businessDetails', label: m.setUpWorkspaceLink },
      },
      {
        id: 'inviteTeam',
        title: m.inviteTeamTitle,
        body: m.inviteTeamBody,
        link: { to: 'members', label: m.inviteTeamLink },
      },
      {
        id: 'verifyBusiness',
        title: m.verifyBusinessTitle,
        body: m.verifyBusinessBody,
        link: { to: 'verification', label: m.verifyBusinessLink },
      },
    ],
  },
  {
    id: 'walletsPayments',
    icon: Wallet,
    title: m.walletsPayments,
    description: m.walletsPaymentsDescription,
    articles: [
      {
        id: 'addWallet',
        title: m.addWalletTitle,
        body: m.addWalletBody,
        link: { to: 'wallets', label: m.addWalletLink },
      },
      { id: 'tokens', title: m.tokensTitle, body: m.tokensBody },
      { id: 'testMode', title: m.testModeTitle, body: m.testModeBody },
    ],
  },
  {
    id: 'paymentLinks',
    icon: Link2,
    title: m.paymentLinks,
    description: m.paymentLinksDescription,
    articles: [
      {
        id: 'createLink',
        title: m.createLinkTitle,
        body: m.createLinkBody,
        link: { to: 'paymentLinks', label: m.createLinkLink },
      },
      { id: 'manageLinks', title: m.manageLinksTitle, body: m.manageLinksBody },
      { id: 'customerDetails', title: m.customerDetailsTitle, body: m.customerDetailsBody },
    ],
  },
  storesCategory,
];

/** Frequently asked questions, the most asked first. */
export const faqEntries: readonly FaqEntry[] = [
  { id: 'paymentMethods', question: m.faqPaymentMethodsQ, answer: m.faqPaymentMethodsA },
  { id: 'limits', question: m.faqLimitsQ, answer: m.faqLimitsA },
  { id: 'raiseLimit', question: m.faqRaiseLimitQ, answer: m.faqRaiseLimitA },
  { id: 'verificationTime', question: m.faqVerificationTimeQ, answer: m.faqVerificationTimeA },
  { id: 'networks', question: m.faqNetworksQ, answer: m.faqNetworksA },
  { id: 'linkTypes', question: m.faqLinkTypesQ, answer: m.faqLinkTypesA },
  ...storesFaq,
  { id: 'roles', question: m.faqRolesQ, answer: m.faqRolesA },
  { id: 'language', question: m.faqLanguageQ, answer: m.faqLanguageA },
];
