import { messagesIn } from '@meridian/ui';

/**
 * The words that fields of several forms share (a business's legal name on its details and in
 * its verification, an e-mail address that is no address): one message each, so that the forms
 * say them the same way in every language.
 */
export const commonFieldMessages = messagesIn('screens.common.fields', {
  legalName: 'Legal name',
  registrationNumber: 'Registration number',
  emailInvalid: 'Enter a valid email address, like name@example.com',
});
