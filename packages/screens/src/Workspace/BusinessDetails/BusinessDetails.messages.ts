import { defineMessages, type MessageDescriptor } from 'react-intl';
import { commonFieldMessages } from '../../common/fieldMessages';
import { phoneErrorMessages } from '../../common/phone';
import type { BusinessDetailsErrorKey } from './BusinessDetails.rules';

export const messages = {
  legalName: commonFieldMessages.legalName,
  registrationNumber: commonFieldMessages.registrationNumber,
  ...defineMessages({
    heading: { id: 'screens.Workspace.BusinessDetails.heading', defaultMessage: 'Business details' },
    description: {
      id: 'screens.Workspace.BusinessDetails.description',
      defaultMessage:
        'Your company’s legal and contact details. Customers see them on your payment pages, and they are used to verify your business.',
    },
    readOnly: {
      id: 'screens.Workspace.BusinessDetails.readOnly',
      defaultMessage: 'Only owners and admins can change business details or verify them.',
    },
    companySection: { id: 'screens.Workspace.BusinessDetails.companySection', defaultMessage: 'Company' },
    registrationNumberHelp: {
      id: 'screens.Workspace.BusinessDetails.registrationNumberHelp',
      defaultMessage: 'The number your company is registered under in the business register.',
    },
    website: { id: 'screens.Workspace.BusinessDetails.website', defaultMessage: 'Website' },
    websiteHelp: {
      id: 'screens.Workspace.BusinessDetails.websiteHelp',
      defaultMessage: 'https:// is added if you leave it out.',
    },
    email: { id: 'screens.Workspace.BusinessDetails.email', defaultMessage: 'Company email' },
    phone: { id: 'screens.Workspace.BusinessDetails.phone', defaultMessage: 'Phone' },
    currencyHelp: {
      id: 'screens.Workspace.BusinessDetails.currencyHelp',
      defaultMessage: 'New links and checkouts are priced in it. Existing links keep their own currency.',
    },
    addressSection: { id: 'screens.Workspace.BusinessDetails.addressSection', defaultMessage: 'Address' },
    addressDescription: {
      id: 'screens.Workspace.BusinessDetails.addressDescription',
      defaultMessage: 'The address is saved once the street is filled in.',
    },
    street: { id: 'screens.Workspace.BusinessDetails.street', defaultMessage: 'Street address' },
    city: { id: 'screens.Workspace.BusinessDetails.city', defaultMessage: 'City' },
    state: { id: 'screens.Workspace.BusinessDetails.state', defaultMessage: 'State, province or region' },
    postalCode: { id: 'screens.Workspace.BusinessDetails.postalCode', defaultMessage: 'Postal code' },
    country: { id: 'screens.Workspace.BusinessDetails.country', defaultMessage: 'Country' },
    save: { id: 'screens.Workspace.BusinessDetails.save', defaultMessage: 'Save changes' },
    verificationSection: {
      id: 'screens.Workspace.BusinessDetails.verificationSection',
      defaultMessage: 'Verification',
    },
    verificationDescription: {
      id: 'screens.Workspace.BusinessDetails.verificationDescription',
      defaultMessage:
        'Verifying your domain raises your workspace to the Basic Plus tier. Verifying your company email confirms that messages sent to it reach you.',
    },
    verified: { id: 'screens.Workspace.BusinessDetails.verified', defaultMessage: 'Verified' },
    notVerified: { id: 'screens.Workspace.BusinessDetails.notVerified', defaultMessage: 'Not verified' },
    // Domain verification.
    domain: { id: 'screens.Workspace.BusinessDetails.domain', defaultMessage: 'Domain' },
    domainMissing: {
      id: 'screens.Workspace.BusinessDetails.domainMissing',
      defaultMessage: 'Save your website first: you verify the domain it is on.',
    },
    verifyDomain: { id: 'screens.Workspace.BusinessDetails.verifyDomain', defaultMessage: 'Verify domain' },
    viewDnsRecord: { id: 'screens.Workspace.BusinessDetails.viewDnsRecord', defaultMessage: 'View DNS record' },
    instructionsTitle: {
      id: 'screens.Workspace.BusinessDetails.instructionsTitle',
      defaultMessage: 'Add a TXT record to your domain',
    },
    stepSignIn: {
      id: 'screens.Workspace.BusinessDetails.stepSignIn',
      defaultMessage: 'Log in to the provider that manages your domain’s DNS (your registrar or DNS host).',
    },
    stepAddRecord: {
      id: 'screens.Workspace.BusinessDetails.stepAddRecord',
      defaultMessage: 'Add a TXT record with the host and value below, then save it.',
    },
    stepCheck: {
      id: 'screens.Workspace.BusinessDetails.stepCheck',
      defaultMessage: 'Come back here and select “Check now”.',
    },
    recordType: { id: 'screens.Workspace.BusinessDetails.recordType', defaultMessage: 'Type' },
    recordHost: { id: 'screens.Workspace.BusinessDetails.recordHost', defaultMessage: 'Host' },
    recordValue: { id: 'screens.Workspace.BusinessDetails.recordValue', defaultMessage: 'Value' },
    copyHost: { id: 'screens.Workspace.BusinessDetails.copyHost', defaultMessage: 'Copy host' },
    copyValue: { id: 'screens.Workspace.BusinessDetails.copyValue', defaultMessage: 'Copy TXT record value' },
    propagation: {
      id: 'screens.Workspace.BusinessDetails.propagation',
      defaultMessage:
        'A DNS change may take up to 48 hours to propagate. If the record is not found at first, check again later.',
    },
    checkNow: { id: 'screens.Workspace.BusinessDetails.checkNow', defaultMessage: 'Check now' },
    resultError: {
      id: 'screens.Workspace.BusinessDetails.resultError',
      defaultMessage: 'The domain could not be checked. Try again in a moment.',
    },
    // Company email verification.
    emailMissing: {
      id: 'screens.Workspace.BusinessDetails.emailMissing',
      defaultMessage: 'Save a company email first.',
    },
    verifyEmail: { id: 'screens.Workspace.BusinessDetails.verifyEmail', defaultMessage: 'Verify email' },
    resendLink: { id: 'screens.Workspace.BusinessDetails.resendLink', defaultMessage: 'Send a new link' },
    emailHelp: {
      id: 'screens.Workspace.BusinessDetails.emailHelp',
      defaultMessage: 'We send a link to this address. Opening it confirms the address.',
    },
  }),
};

/** Messages with arguments. */
export const valueMessages = defineMessages<{
  lastChecked: { time: string };
  lastSent: { time: string };
  resultVerified: { host: string };
  resultNotFound: { host: string };
  resultWrongValue: { host: string };
  emailLinkSentTo: { email: string };
}>({
  lastChecked: { id: 'screens.Workspace.BusinessDetails.lastChecked', defaultMessage: 'Last checked {time}' },
  lastSent: { id: 'screens.Workspace.BusinessDetails.lastSent', defaultMessage: 'Last sent {time}' },
  resultVerified: {
    id: 'screens.Workspace.BusinessDetails.resultVerified',
    defaultMessage: 'The TXT record was found: {host} is verified. Keep the record in place.',
  },
  resultNotFound: {
    id: 'screens.Workspace.BusinessDetails.resultNotFound',
    defaultMessage: 'No verification TXT record was found on {host} yet.',
  },
  resultWrongValue: {
    id: 'screens.Workspace.BusinessDetails.resultWrongValue',
    defaultMessage:
      'A TXT record was found on {host}, but its value does not match. Make sure it reads exactly as shown above.',
  },
  emailLinkSentTo: {
    id: 'screens.Workspace.BusinessDetails.emailLinkSentTo',
    defaultMessage: 'We sent a verification link to {email}. Open it to confirm the address.',
  },
});

/**
 * The outcomes the app announces with a toast (success and error for save,
 * domain verification and the e-mail link). The screen shows the same outcomes inline.
 */
export const businessDetailsToastMessages = defineMessages({
  saved: { id: 'screens.Workspace.BusinessDetails.saved', defaultMessage: 'Business details saved' },
  saveFailed: {
    id: 'screens.Workspace.BusinessDetails.saveFailed',
    defaultMessage: 'Failed to save business details',
  },
  domainVerified: { id: 'screens.Workspace.BusinessDetails.domainVerified', defaultMessage: 'Domain verified' },
  domainVerificationFailed: {
    id: 'screens.Workspace.BusinessDetails.domainVerificationFailed',
    defaultMessage: 'Domain verification failed',
  },
  emailLinkSent: {
    id: 'screens.Workspace.BusinessDetails.emailLinkSent',
    defaultMessage: 'Verification link sent',
  },
  emailLinkFailed: {
    id: 'screens.Workspace.BusinessDetails.emailLinkFailed',
    defaultMessage: 'Failed to send the verification link',
  },
});

export const errorMessages: Readonly<Record<BusinessDetailsErrorKey, MessageDescriptor>> = {
  ...phoneErrorMessages,
  emailInvalid: commonFieldMessages.emailInvalid,
  ...defineMessages({
    legalNameRequired: {
      id: 'screens.Workspace.BusinessDetails.legalNameRequired',
      defaultMessage: 'Enter your company’s legal name',
    },
    websiteInvalid: {
      id: 'screens.Workspace.BusinessDetails.websiteInvalid',
      defaultMessage: 'Enter a web address, like example.com',
    },
    streetRequired: {
      id: 'screens.Workspace.BusinessDetails.streetRequired',
      defaultMessage: 'Enter the street, or clear the rest of the address',
    },
    countryRequired: {
      id: 'screens.Workspace.BusinessDetails.countryRequired',
      defaultMessage: 'Select the country of this address',
    },
  }),
};
