import { Link2, Rocket, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
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

const m = defineMessages({
  gettingStarted: { id: 'screens.Workspace.Help.gettingStarted', defaultMessage: 'Getting started' },
  gettingStartedDescription: {
    id: 'screens.Workspace.Help.gettingStartedDescription',
    defaultMessage: 'Set up your workspace, your team and your verification.',
  },
  setUpWorkspaceTitle: { id: 'screens.Workspace.Help.setUpWorkspaceTitle', defaultMessage: 'Set up your workspace' },
  setUpWorkspaceBody: {
    id: 'screens.Workspace.Help.setUpWorkspaceBody',
    defaultMessage:
      'Add your company’s legal name, website, contact details and address. Customers see them on your payment pages.',
  },
  setUpWorkspaceLink: { id: 'screens.Workspace.Help.setUpWorkspaceLink', defaultMessage: 'Open business details' },
  inviteTeamTitle: { id: 'screens.Workspace.Help.inviteTeamTitle', defaultMessage: 'Invite your team' },
  inviteTeamBody: {
    id: 'screens.Workspace.Help.inviteTeamBody',
    defaultMessage:
      'Owners and admins invite members by email and give each one a role: admin, developer or viewer. Nobody can give a role above their own.',
  },
  inviteTeamLink: { id: 'screens.Workspace.Help.inviteTeamLink', defaultMessage: 'Open members' },
  verifyBusinessTitle: { id: 'screens.Workspace.Help.verifyBusinessTitle', defaultMessage: 'Verify your business' },
  verifyBusinessBody: {
    id: 'screens.Workspace.Help.verifyBusinessBody',
    defaultMessage:
      'Each verification raises your payment limits: your domain for Basic Plus, your identity or your business for Silver, then enhanced verification for Gold.',
  },
  verifyBusinessLink: { id: 'screens.Workspace.Help.verifyBusinessLink', defaultMessage: 'Open verification' },

  walletsPayments: { id: 'screens.Workspace.Help.walletsPayments', defaultMessage: 'Wallets and payments' },
  walletsPaymentsDescription: {
    id: 'screens.Workspace.Help.walletsPaymentsDescription',
    defaultMessage: 'Where your payments arrive and how customers pay.',
  },
  addWalletTitle: { id: 'screens.Workspace.Help.addWalletTitle', defaultMessage: 'Add a wallet' },
  addWalletBody: {
    id: 'screens.Workspace.Help.addWalletBody',
    defaultMessage:
      'Payments arrive in wallets you own. Add one on Moonbeam, Polkadot or Kusama by connecting your wallet app or typing its address.',
  },
  addWalletLink: { id: 'screens.Workspace.Help.addWalletLink', defaultMessage: 'Open wallets' },
  tokensTitle: { id: 'screens.Workspace.Help.tokensTitle', defaultMessage: 'Stablecoins you can receive' },
  tokensBody: {
    id: 'screens.Workspace.Help.tokensBody',
    defaultMessage:
      'Prices are in your workspace’s currency (US dollars, euros, pounds, reais and more), converted at a rate locked when the customer opens the checkout. Customers can pay with the stablecoins USDC, USDT, DAI and EURC, or with the network’s own currency.',
  },
  testModeTitle: { id: 'screens.Workspace.Help.testModeTitle', defaultMessage: 'Test before going live' },
  testModeBody: {
    id: 'screens.Workspace.Help.testModeBodyNetwork',
    defaultMessage:
      'Links in the test environment are paid on {testNetwork, select, local {the local test chain that runs with Meridian on this computer} other {the Moonbase Alpha test network}} with DEV, a coin that has no value. Live links are paid on Moonbeam.',
  },

  paymentLinks: { id: 'screens.Workspace.Help.paymentLinks', defaultMessage: 'Payment links' },
  paymentLinksDescription: {
    id: 'screens.Workspace.Help.paymentLinksDescription',
    defaultMessage: 'Create, share and manage the links your customers pay through.',
  },
  createLinkTitle: { id: 'screens.Workspace.Help.createLinkTitle', defaultMessage: 'Create a payment link' },
  createLinkBody: {
    id: 'screens.Workspace.Help.createLinkBody',
    defaultMessage:
      'A static link asks for a fixed amount and can be paid many times. A dynamic link is one payment from one customer. A donation link lets the payer choose the amount.',
  },
  createLinkLink: { id: 'screens.Workspace.Help.createLinkLink', defaultMessage: 'Open payment links' },
  manageLinksTitle: { id: 'screens.Workspace.Help.manageLinksTitle', defaultMessage: 'Share and manage links' },
  manageLinksBody: {
    id: 'screens.Workspace.Help.manageLinksBody',
    defaultMessage:
      'Copy a link’s address to share it anywhere. Disable a link to pause it, enable it again later, or archive it when you no longer need it. Archiving cannot be undone.',
  },
  customerDetailsTitle: {
    id: 'screens.Workspace.Help.customerDetailsTitle',
    defaultMessage: 'Collect customer details',
  },
  customerDetailsBody: {
    id: 'screens.Workspace.Help.customerDetailsBody',
    defaultMessage:
      'A static link can ask for the customer’s email and billing details, include VAT, and send the customer to your own page after paying.',
  },

  faqPaymentMethodsQ: {
    id: 'screens.Workspace.Help.faqPaymentMethodsQ',
    defaultMessage: 'Which payment methods are accepted?',
  },
  faqPaymentMethodsA: {
    id: 'screens.Workspace.Help.faqPaymentMethods',
    defaultMessage:
      'Meridian accepts cards, bank transfers and crypto, depending on the region. Customers pay in cryptocurrency from any country: the stablecoins USDC, USDT, DAI and EURC, or the network’s own currency. {onrampProvider, select, none {Cards and bank transfers come through an on-ramp provider, which this server does not have configured yet.} other {Where you turn them on in settings, customers without crypto pay by card or bank transfer through {onrampProvider}, which buys the exact amount and sends it to you as an ordinary payment; what each customer can use depends on their country. {onrampProvider} serves {onrampCountries}.}}',
  },
  faqLimitsQ: { id: 'screens.Workspace.Help.faqLimitsQ', defaultMessage: 'How much can I receive?' },
  faqLimitsA: {
    id: 'screens.Workspace.Help.faqLimitsA',
    defaultMessage:
      'It depends on your verification tier. Basic and Basic Plus limit each payment; Silver and Gold limit the total you receive in a calendar month. The limits of each tier are listed on this page.',
  },
  faqRaiseLimitQ: { id: 'screens.Workspace.Help.faqRaiseLimitQ', defaultMessage: 'How do I raise my payment limit?' },
  faqRaiseLimitA: {
    id: 'screens.Workspace.Help.faqRaiseLimitA',
    defaultMessage:
      'Verify your domain to reach Basic Plus, then your identity or your business to reach Silver. Once you are on Silver, enhanced verification takes you to Gold, which also comes with reduced transaction fees.',
  },
  faqVerificationTimeQ: {
    id: 'screens.Workspace.Help.faqVerificationTimeQ',
    defaultMessage: 'How long does verification take?',
  },
  faqVerificationTimeA: {
    id: 'screens.Workspace.Help.faqVerificationTimeA',
    defaultMessage:
      'Domain verification depends on DNS: a change may take up to 48 hours to propagate. Enhanced verification for Gold may take up to 24 hours.',
  },
  faqNetworksQ: {
    id: 'screens.Workspace.Help.faqNetworksQ',
    defaultMessage: 'Which networks can I receive payments on?',
  },
  faqNetworksA: {
    id: 'screens.Workspace.Help.faqNetworksANetwork',
    defaultMessage:
      'You can add wallets on Moonbeam, Polkadot and Kusama. Payment links are paid on Moonbeam, or in the test environment on {testNetwork, select, local {the local test chain} other {the Moonbase Alpha test network}}.',
  },
  faqLinkTypesQ: {
    id: 'screens.Workspace.Help.faqLinkTypesQ',
    defaultMessage: 'What is the difference between static, dynamic and donation links?',
  },
  faqLinkTypesA: {
    id: 'screens.Workspace.Help.faqLinkTypesA',
    defaultMessage:
      'A static link has a fixed amount and a reusable address. A dynamic link is created for one payment from one customer. With a donation link, the payer picks the amount.',
  },
  faqRolesQ: {
    id: 'screens.Workspace.Help.faqRolesQ',
    defaultMessage: 'Who can change business details and wallets?',
  },
  faqRolesA: {
    id: 'screens.Workspace.Help.faqRolesA',
    defaultMessage:
      'Owners and admins. Developers manage payment links, API keys and integrations; viewers see everything without changing it.',
  },
  faqLanguageQ: {
    id: 'screens.Workspace.Help.faqLanguageQ',
    defaultMessage: 'Can I use Meridian in another language?',
  },
  faqLanguageA: {
    id: 'screens.Workspace.Help.faqLanguageA',
    defaultMessage: 'Yes: choose English, Spanish, French or Portuguese under Account, in Display language.',
  },
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
