import { messagesIn } from '@meridian/ui';
import { type MessageTag } from 'react-intl';

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

export const termsLinksMessage = messagesIn<{ termsLinks: { terms: MessageTag; privacy: MessageTag } }>(
  'screens.Auth.Signup',
  {
    termsLinks: 'Read the <terms>terms of service</terms> and the <privacy>privacy policy</privacy>.',
  },
).termsLinks;
export const haveAccountMessage = messagesIn<{ haveAccount: { link: MessageTag } }>('screens.Auth.Signup', {
  haveAccount: 'Already have an account? <link>Log in</link>',
}).haveAccount;

/** The username's rules, its lengths the contract's (`USERNAME_MIN_LENGTH`, `USERNAME_MAX_LENGTH`). */
export const usernameRulesMessages = messagesIn<{ usernameRules: { min: number; max: number } }>(
  'screens.Auth.Signup',
  {
    usernameRules:
      '{min, number} to {max, plural, one {# letter, digit, dot, hyphen or underscore.} other {# letters, digits, dots, hyphens or underscores.}}',
  },
);
