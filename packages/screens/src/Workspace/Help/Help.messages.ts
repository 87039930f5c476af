import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Help', {
  heading: 'Help center',
  description: 'Guides and answers to common questions. Can’t find what you need? Our team is here to help.',
  search: 'Search the help center',
  searchPlaceholder: 'Try “wallet” or “payment limit”',
  topics: 'Browse by topic',
  faq: 'Frequently asked questions',
  tiers: 'Payment limits by tier',
  tiersDescription: 'Limits are in US dollars. Each verification raises your workspace to a higher tier.',
  tierColumn: 'Tier',
  limitColumn: 'Payment limit',
  howColumn: 'How to reach it',
  contact: 'Contact us',
  contactDescription: 'Reach our support team the way that suits you best.',
  liveChat: 'Live chat',
  liveChatText: 'The quickest way to reach us during support hours.',
  startChat: 'Start a chat',
  liveChatUnavailable:
    'Live chat is not open yet. Until it is, email our support team: we reply within one business day.',
  liveChatEmailInstead: 'Email support instead',
  emailSupport: 'Email support',
  emailSupportText: 'Write to us at any time. We answer during support hours.',
  hours: 'Support hours',
  hoursValue: 'Monday-Friday 9AM-6PM ET',
  hoursText: 'Outside these hours, send us an email and we will reply when we are back.',
  noResultsText: 'Check the spelling or try other words. You can also contact us below.',
  showAll: 'Browse all topics',
});

export const valueMessages = messagesIn<{
  results: { count: number; query: string };
  noResults: { query: string };
}>('screens.Workspace.Help', {
  results: '{count, plural, one {# result} other {# results}} for “{query}”',
  noResults: 'No results for “{query}”',
});
