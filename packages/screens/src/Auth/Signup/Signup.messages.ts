import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Auth.Signup.heading', defaultMessage: 'Create your account' },
  description: {
    id: 'screens.Auth.Signup.description',
    defaultMessage: 'Start accepting crypto payments with Meridian.',
  },
  username: { id: 'screens.Auth.Signup.username', defaultMessage: 'Username' },
  email: { id: 'screens.Auth.Signup.email', defaultMessage: 'Email' },
  emailHelp: {
    id: 'screens.Auth.Signup.emailHelp',
    defaultMessage: 'We will send a confirmation code to this address.',
  },
  country: { id: 'screens.Auth.Signup.country', defaultMessage: 'Country' },
  countryPlaceholder: { id: 'screens.Auth.Signup.countryPlaceholder', defaultMessage: 'Search for a country' },
  terms: {
    id: 'screens.Auth.Signup.terms',
    defaultMessage: 'I accept the terms of service and the privacy policy',
  },
  submit: { id: 'screens.Auth.Signup.submit', defaultMessage: 'Create account' },
});

export const termsLinksMessage = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
  id: 'screens.Auth.Signup.termsLinks',
  defaultMessage: 'Read the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>.',
});
export const haveAccountMessage = defineMessage<{ link: MessageTag }>({
  id: 'screens.Auth.Signup.haveAccount',
  defaultMessage: 'Already have an account? <link>Log in</link>',
});

/** The username's rules, its lengths the contract's (`USERNAME_MIN_LENGTH`, `USERNAME_MAX_LENGTH`). */
export const usernameRulesMessages = defineMessages<{ usernameRules: { min: number; max: number } }>({
  usernameRules: {
    id: 'screens.Auth.Signup.usernameRules',
    defaultMessage:
      '{min, number} to {max, plural, one {# letter, digit, dot, hyphen or underscore.} other {# letters, digits, dots, hyphens or underscores.}}',
  },
});
