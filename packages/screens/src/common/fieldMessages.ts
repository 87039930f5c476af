import { defineMessages } from 'react-intl';

/**
 * The words that fields of several forms share (a business's legal name on its details and in
 * its verification, an e-mail address that is no address): one message each, so that the forms
 * say them the same way in every language.
 */
export const commonFieldMessages = defineMessages({
  legalName: { id: 'screens.common.fields.legalName', defaultMessage: 'Legal name' },
  registrationNumber: { id: 'screens.common.fields.registrationNumber', defaultMessage: 'Registration number' },
  emailInvalid: {
    id: 'screens.common.fields.emailInvalid',
    defaultMessage: 'Enter a valid email address, like name@example.com',
  },
});
