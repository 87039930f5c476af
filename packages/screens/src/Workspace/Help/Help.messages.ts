import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Help.heading', defaultMessage: 'Help center' },
  description: {
    id: 'screens.Workspace.Help.description',
    defaultMessage: 'Guides and answers to common questions. Can’t find what you need? Our team is here to help.',
  },
  search: { id: 'screens.Workspace.Help.search', defaultMessage: 'Search the help center' },
  searchPlaceholder: {
    id: 'screens.Workspace.Help.searchPlaceholder',
    defaultMessage: 'Try “wallet” or “payment limit”',
  },
  topics: { id: 'screens.Workspace.Help.topics', defaultMessage: 'Browse by topic' },
  faq: { id: 'screens.Workspace.Help.faq', defaultMessage: 'Frequently asked questions' },
  tiers: { id: 'screens.Workspace.Help.tiers', defaultMessage: 'Payment limits by tier' },
  tiersDescription: {
    id: 'screens.Workspace.Help.tiersDescription',
    defaultMessage: 'Limits are in US dollars. Each verification raises your workspace to a higher tier.',
  },
  tierColumn: { id: 'screens.Workspace.Help.tierColumn', defaultMessage: 'Tier' },
  limitColumn: { id: 'screens.Workspace.Help.limitColumn', defaultMessage: 'Payment limit' },
  howColumn: { id: 'screens.Workspace.Help.howColumn', defaultMessage: 'How to reach it' },
  contact: { id: 'screens.Workspace.Help.contact', defaultMessage: 'Contact us' },
  contactDescription: {
    id: 'screens.Workspace.Help.contactDescription',
    defaultMessage: 'Reach our support team the way that suits you best.',
  },
  liveChat: { id: 'screens.Workspace.Help.liveChat', defaultMessage: 'Live chat' },
  liveChatText: {
    id: 'screens.Workspace.Help.liveChatText',
    defaultMessage: 'The quickest way to reach us during support hours.',
  },
  startChat: { id: 'screens.Workspace.Help.startChat', defaultMessage: 'Start a chat' },
  liveChatUnavailable: {
    id: 'screens.Workspace.Help.liveChatUnavailable',
    defaultMessage: 'Live chat is not open yet. Until it is, email our support team: we reply within one business day.',
  },
  liveChatEmailInstead: { id: 'screens.Workspace.Help.liveChatEmailInstead', defaultMessage: 'Email support instead' },
  emailSupport: { id: 'screens.Workspace.Help.emailSupport', defaultMessage: 'Email support' },
  emailSupportText: {
    id: 'screens.Workspace.Help.emailSupportText',
    defaultMessage: 'Write to us at any time. We answer during support hours.',
  },
  hours: { id: 'screens.Workspace.Help.hours', defaultMessage: 'Support hours' },
  hoursValue: { id: 'screens.Workspace.Help.hoursValue', defaultMessage: 'Monday-Friday 9AM-6PM ET' },
  hoursText: {
    id: 'screens.Workspace.Help.hoursText',
    defaultMessage: 'Outside these hours, send us an email and we will reply when we are back.',
  },
  noResultsText: {
    id: 'screens.Workspace.Help.noResultsText',
    defaultMessage: 'Check the spelling or try other words. You can also contact us below.',
  },
  showAll: { id: 'screens.Workspace.Help.showAll', defaultMessage: 'Browse all topics' },
});

export const valueMessages = defineMessages<{
  results: { count: number; query: string };
  noResults: { query: string };
}>({
  results: {
    id: 'screens.Workspace.Help.results',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”',
  },
  noResults: { id: 'screens.Workspace.Help.noResults', defaultMessage: 'No results for “{query}”' },
});
