import { messagesIn } from '@meridian/ui';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '@meridian/contract';
import { useIntl } from 'react-intl';
import { commonFieldMessages } from '../common/fieldMessages';

/**
 * Every error text the auth screens show, client validation and server outcomes alike. Callers
 * never pass text: they pass one of these keys (`error`, `fieldErrors`) and the screen shows
 * the message in the user's language. The first five are the product's exact wording.
 */
const plainMessages = {
  ...messagesIn('errors.auth', {
    loginFailed: 'Login failed. Please check your credentials and try again.',
    signupFailed: 'Sign up failed. Please try again later',
    resendFailed: 'Failed to send verification code, please try again later',
    resetFailed: 'Failed to reset password',
    updatePasswordFailed: 'Failed to update password',
    confirmFailed: 'We could not confirm your account. Please try again later.',
    wrongCode: 'This code is not correct. Check the email we sent and try again.',
    codeExpired: 'This code has expired or is no longer valid. Request a new code.',
    tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
    network: 'We could not reach Meridian. Check your connection and try again.',
    usernameUnavailable: 'This username is not available',
    emailUnavailable: 'This email address cannot be used',
    passwordWeak: 'Your password cannot be your username or your email address',
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
    currentPasswordWrong: 'The current password is not correct',
    identifierRequired: 'Enter your username or email',
    passwordRequired: 'Enter your password',
    currentPasswordRequired: 'Enter your current password',
    usernameRequired: 'Choose a username',
    usernameInvalid: 'Use letters, digits, dots, hyphens and underscores, starting with a letter or a digit',
    emailRequired: 'Enter your email address',
    countryRequired: 'Select your country',
    newPasswordRequired: 'Enter a password',
    passwordUnchanged: 'Choose a password different from the current one',
    confirmPasswordRequired: 'Repeat the new password',
    passwordMismatch: 'New passwords do not match',
    termsRequired: 'You must accept the terms of service and the privacy policy',
  }),
  emailInvalid: commonFieldMessages.emailInvalid,
};

/** The errors that name a limit: the limit is the contract's, passed as a number (`authErrorValues`). */
const limitMessages = messagesIn<{
  usernameTooShort: { min: number };
  usernameTooLong: { max: number };
  passwordTooShort: { min: number };
  passwordTooLong: { max: number };
  codeRequired: { digits: number };
  codeInvalid: { digits: number };
}>('errors.auth', {
  usernameTooShort: '{min, plural, one {Use at least # character} other {Use at least # characters}}',
  usernameTooLong: '{max, plural, one {Use no more than # character} other {Use no more than # characters}}',
  passwordTooShort: '{min, plural, one {Use at least # character} other {Use at least # characters}}',
  passwordTooLong: '{max, plural, one {Use no more than # character} other {Use no more than # characters}}',
  codeRequired: '{digits, plural, one {Enter the #-digit code} other {Enter the #-digit code}}',
  codeInvalid: '{digits, plural, one {The code has # digit} other {The code has # digits}}',
});

const authErrorMessages = { ...plainMessages, ...limitMessages };

/** The key of an auth error message; see `authErrorMessages` for the texts. */
export type AuthErrorKey = keyof typeof authErrorMessages;

/** Every key callers may pass as `error` or in `fieldErrors`. */
export const authErrorKeys = Object.keys(authErrorMessages) as AuthErrorKey[];

/** Server errors for some fields, by field name, shown next to those fields until they are edited. */
export type FieldErrors<Name extends string> = Partial<Record<Name, AuthErrorKey>>;

/** Resolves an error key to the text in the current language. */
export function useAuthErrorText() {
  const intl = useIntl();
  return (key: AuthErrorKey | undefined): string | undefined => {
    // The limits the errors name are the contract's rules.
    switch (key) {
      case undefined:
        return undefined;
      case 'usernameTooShort':
        return intl.formatMessage(limitMessages.usernameTooShort, { min: USERNAME_MIN_LENGTH });
      case 'usernameTooLong':
        return intl.formatMessage(limitMessages.usernameTooLong, { max: USERNAME_MAX_LENGTH });
      case 'passwordTooShort':
        return intl.formatMessage(limitMessages.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
      case 'passwordTooLong':
        return intl.formatMessage(limitMessages.passwordTooLong, { max: PASSWORD_MAX_LENGTH });
      case 'codeRequired':
        return intl.formatMessage(limitMessages.codeRequired, { digits: VERIFICATION_CODE_LENGTH });
      case 'codeInvalid':
        return intl.formatMessage(limitMessages.codeInvalid, { digits: VERIFICATION_CODE_LENGTH });
      default:
        return intl.formatMessage(plainMessages[key]);
    }
  };
}
