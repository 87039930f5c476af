import { messagesIn } from '@meridian/ui';
import { defineMessage, type MessageTag } from 'react-intl';

export const messages = messagesIn('screens.Auth.Signup', {
  heading: 'Create your account',
  description: 'Start accepting crypto payments with Meridian.',
  username: 'Username',
  email: 'Email',
  emailHelp: 'We will send a confirmation code to this address.',
  country: 'Country',
  countryPlaceholder: 'Search for a country',
  terms: 'I accept the terms of service and the privacy policy',
  submit: 'Create account',
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
export const usernameRulesMessages = messagesIn<{ usernameRules: { min: number; max: number } }>(
  'screens.Auth.Signup',
  {
    usernameRules:
      '{min, number} to {max, plural, one {# letter, digit, dot, hyphen or underscore.} other {# letters, digits, dots, hyphens or underscores.}}',
  },
);
