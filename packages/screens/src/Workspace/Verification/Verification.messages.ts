import { messagesIn } from '@meridian/ui';
import { defineMessages } from 'react-intl';
import { commonFieldMessages } from '../../common/fieldMessages';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Verification.heading', defaultMessage: 'Verification' },
  description: {
    id: 'screens.Workspace.Verification.description',
    defaultMessage:
      'Each tier raises your payment limit. Verify your domain, your identity or your business to reach it.',
  },
  tiers: { id: 'screens.Workspace.Verification.tiers', defaultMessage: 'Tiers' },
  currentTier: { id: 'screens.Workspace.Verification.currentTier', defaultMessage: 'Your tier' },
  limit: { id: 'screens.Workspace.Verification.limit', defaultMessage: 'Limit' },
  needs: { id: 'screens.Workspace.Verification.needs', defaultMessage: 'What it needs' },
  needsBasic: {
    id: 'screens.Workspace.Verification.needsBasic',
    defaultMessage: 'Nothing: every workspace starts here.',
  },
  needsBasicPlus: {
    id: 'screens.Workspace.Verification.needsBasicPlus',
    defaultMessage: 'Your domain verified with a DNS TXT record.',
  },
  needsSilver: {
    id: 'screens.Workspace.Verification.needsSilver',
    defaultMessage: 'Your identity as an individual, or your business, verified by our identity provider.',
  },
  needsGold: {
    id: 'screens.Workspace.Verification.needsGold',
    defaultMessage:
      'Silver first, then enhanced verification of your business with its registration number and country. Reduced fees.',
  },
  verifyDomain: { id: 'screens.Workspace.Verification.verifyDomain', defaultMessage: 'Verify your domain' },
  statusActive: { id: 'screens.Workspace.Verification.statusActive', defaultMessage: 'Active' },
  statusInProgress: { id: 'screens.Workspace.Verification.statusInProgress', defaultMessage: 'In progress' },
  statusPending: { id: 'screens.Workspace.Verification.statusPending', defaultMessage: 'Pending' },
  statusRejected: { id: 'screens.Workspace.Verification.statusRejected', defaultMessage: 'Rejected' },
  silverTitle: { id: 'screens.Workspace.Verification.silverTitle', defaultMessage: 'Verify for Silver' },
  goldTitle: { id: 'screens.Workspace.Verification.goldTitle', defaultMessage: 'Enhanced verification for Gold' },
  goldIntro: {
    id: 'screens.Workspace.Verification.goldIntro',
    defaultMessage: 'Give your business’s registration number and the country where it is registered.',
  },
  subject: { id: 'screens.Workspace.Verification.subject', defaultMessage: 'Verify as' },
  individual: { id: 'screens.Workspace.Verification.individual', defaultMessage: 'An individual' },
  individualHelp: {
    id: 'screens.Workspace.Verification.individualHelp',
    defaultMessage: 'You, with an identity document and a selfie.',
  },
  business: { id: 'screens.Workspace.Verification.business', defaultMessage: 'A business' },
  businessHelp: {
    id: 'screens.Workspace.Verification.businessHelp',
    defaultMessage: 'Your company, in the jurisdiction where it is registered.',
  },
  legalName: commonFieldMessages.legalName,
  country: { id: 'screens.Workspace.Verification.country', defaultMessage: 'Country of registration' },
  region: { id: 'screens.Workspace.Verification.region', defaultMessage: 'State or province' },
  registrationNumber: commonFieldMessages.registrationNumber,
  start: { id: 'screens.Workspace.Verification.start', defaultMessage: 'Start verification' },
  startEnhanced: { id: 'screens.Workspace.Verification.startEnhanced', defaultMessage: 'Start enhanced verification' },
  inProgressTitle: { id: 'screens.Workspace.Verification.inProgressTitle', defaultMessage: 'Verification in progress' },
  inProgressText: {
    id: 'screens.Workspace.Verification.inProgressText',
    defaultMessage:
      'Finish it on our identity provider’s page, on this computer or on your phone. This page updates by itself.',
  },
  continueHere: { id: 'screens.Workspace.Verification.continueHere', defaultMessage: 'Continue verification' },
  continueOnPhone: { id: 'screens.Workspace.Verification.continueOnPhone', defaultMessage: 'Continue on your phone' },
  inReviewTitle: { id: 'screens.Workspace.Verification.inReviewTitle', defaultMessage: 'In review' },
  inReviewText: {
    id: 'screens.Workspace.Verification.inReviewText',
    defaultMessage: 'Our identity provider is reviewing what you sent. You will be notified of the decision.',
  },
  pendingTitle: { id: 'screens.Workspace.Verification.pendingTitle', defaultMessage: 'Enhanced verification pending' },
  pendingText: {
    id: 'screens.Workspace.Verification.pendingText',
    defaultMessage: 'This may take up to 24 hours. You will be notified of the decision.',
  },
  rejectedTitle: { id: 'screens.Workspace.Verification.rejectedTitle', defaultMessage: 'Verification rejected' },
  rejectedRetry: {
    id: 'screens.Workspace.Verification.rejectedRetry',
    defaultMessage: 'You can start again below.',
  },
  rejectedFinal: {
    id: 'screens.Workspace.Verification.rejectedFinal',
    defaultMessage: 'This decision is final. Contact support if you think it is a mistake.',
  },
  reasons: { id: 'screens.Workspace.Verification.reasons', defaultMessage: 'Reasons given' },
  highest: { id: 'screens.Workspace.Verification.highest', defaultMessage: 'Your workspace has the highest tier.' },
  readOnly: {
    id: 'screens.Workspace.Verification.readOnly',
    defaultMessage: 'Only owners and admins can start a verification.',
  },
  phoneTitle: { id: 'screens.Workspace.Verification.phoneTitle', defaultMessage: 'Continue on your phone' },
  phoneQr: {
    id: 'screens.Workspace.Verification.phoneQr',
    defaultMessage: 'QR code to continue the verification on your phone',
  },
  phoneLink: { id: 'screens.Workspace.Verification.phoneLink', defaultMessage: 'Link for your phone' },
  loadFailed: {
    id: 'screens.Workspace.Verification.loadFailed',
    defaultMessage: 'Failed to load the verification. Please try again.',
  },
  loading: { id: 'screens.Workspace.Verification.loading', defaultMessage: 'Loading the verification' },
});

export const valueMessages = messagesIn<{ mailed: { email: string }; phoneText: { minutes: number } }>(
  'screens.Workspace.Verification',
  {
    phoneText:
      'Scan this code with your phone’s camera, or open the link on it. It works once, for {minutes, plural, one {# minute} other {# minutes}}.',
    mailed: 'We also sent these instructions to {email}.',
  },
);

/** Field errors, by key. */
export const fieldMessages = messagesIn('screens.Workspace.Verification.errors', {
  required: 'This field is required',
  regionRequired: 'Choose the state or province where the business is registered',
  invalid: 'Check this value',
  notAllowed: 'Businesses of this country cannot be verified yet',
  tooLong: 'This is too long',
});
export type VerificationFieldError = keyof typeof fieldMessages;

/** What can go wrong when starting, as the screen says it. */
export const errorMessages = messagesIn('screens.Workspace.Verification.errors', {
  failed: 'The verification could not be started. Please try again.',
  unavailable: 'Our identity provider cannot be reached right now. Nothing was started; try again in a moment.',
  handoffFailed: 'The link for your phone could not be made. Please try again.',
});
export type VerificationErrorKey = keyof typeof errorMessages;
