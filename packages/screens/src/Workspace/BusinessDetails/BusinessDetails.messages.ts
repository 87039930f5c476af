import { messagesIn } from '@meridian/ui';
import { type MessageDescriptor } from 'react-intl';
import { commonFieldMessages } from '../../common/fieldMessages';
import { phoneErrorMessages } from '../../common/phone';
import type { BusinessDetailsErrorKey } from './BusinessDetails.rules';

export const messages = {
  legalName: commonFieldMessages.legalName,
  registrationNumber: commonFieldMessages.registrationNumber,
  ...messagesIn('screens.Workspace.BusinessDetails', {
    heading: 'Business details',
    description:
      'Your company’s legal and contact details. Customers see them on your payment pages, and they are used to verify your business.',
    readOnly: 'Only owners and admins can change business details or verify them.',
    companySection: 'Company',
    registrationNumberHelp: 'The number your company is registered under in the business register.',
    website: 'Website',
    websiteHelp: 'https:// is added if you leave it out.',
    email: 'Company email',
    phone: 'Phone',
    currencyHelp: 'New links and checkouts are priced in it. Existing links keep their own currency.',
    addressSection: 'Address',
    addressDescription: 'The address is saved once the street is filled in.',
    street: 'Street address',
    city: 'City',
    state: 'State, province or region',
    postalCode: 'Postal code',
    country: 'Country',
    save: 'Save changes',
    verificationSection: 'Verification',
    verificationDescription:
      'Verifying your domain raises your workspace to the Basic Plus tier. Verifying your company email confirms that messages sent to it reach you.',
    verified: 'Verified',
    notVerified: 'Not verified',
    domain: 'Domain',
    domainMissing: 'Save your website first: you verify the domain it is on.',
    verifyDomain: 'Verify domain',
    viewDnsRecord: 'View DNS record',
    instructionsTitle: 'Add a TXT record to your domain',
    stepSignIn: 'Log in to the provider that manages your domain’s DNS (your registrar or DNS host).',
    stepAddRecord: 'Add a TXT record with the host and value below, then save it.',
    stepCheck: 'Come back here and select “Check now”.',
    recordType: 'Type',
    recordHost: 'Host',
    recordValue: 'Value',
    copyHost: 'Copy host',
    copyValue: 'Copy TXT record value',
    propagation:
      'A DNS change may take up to 48 hours to propagate. If the record is not found at first, check again later.',
    checkNow: 'Check now',
    resultError: 'The domain could not be checked. Try again in a moment.',
    emailMissing: 'Save a company email first.',
    verifyEmail: 'Verify email',
    resendLink: 'Send a new link',
    emailHelp: 'We send a link to this address. Opening it confirms the address.',
  }),
};

/** Messages with arguments. */
export const valueMessages = messagesIn<{
  lastChecked: { time: string };
  lastSent: { time: string };
  resultVerified: { host: string };
  resultNotFound: { host: string };
  resultWrongValue: { host: string };
  emailLinkSentTo: { email: string };
}>('screens.Workspace.BusinessDetails', {
  lastChecked: 'Last checked {time}',
  lastSent: 'Last sent {time}',
  resultVerified: 'The TXT record was found: {host} is verified. Keep the record in place.',
  resultNotFound: 'No verification TXT record was found on {host} yet.',
  resultWrongValue:
    'A TXT record was found on {host}, but its value does not match. Make sure it reads exactly as shown above.',
  emailLinkSentTo: 'We sent a verification link to {email}. Open it to confirm the address.',
});

/**
 * The outcomes the app announces with a toast (success and error for save,
 * domain verification and the e-mail link). The screen shows the same outcomes inline.
 */
export const businessDetailsToastMessages = messagesIn('screens.Workspace.BusinessDetails', {
  saved: 'Business details saved',
  saveFailed: 'Failed to save business details',
  domainVerified: 'Domain verified',
  domainVerificationFailed: 'Domain verification failed',
  emailLinkSent: 'Verification link sent',
  emailLinkFailed: 'Failed to send the verification link',
});

export const errorMessages: Readonly<Record<BusinessDetailsErrorKey, MessageDescriptor>> = {
  ...phoneErrorMessages,
  emailInvalid: commonFieldMessages.emailInvalid,
  ...messagesIn('screens.Workspace.BusinessDetails', {
    legalNameRequired: 'Enter your company’s legal name',
    websiteInvalid: 'Enter a web address, like example.com',
    streetRequired: 'Enter the street, or clear the rest of the address',
    countryRequired: 'Select the country of this address',
  }),
};
