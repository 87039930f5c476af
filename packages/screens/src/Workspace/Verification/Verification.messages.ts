import { messagesIn } from '@meridian/ui';
import { commonFieldMessages } from '../../common/fieldMessages';

export const messages = {
  ...messagesIn('screens.Workspace.Verification', {
    heading: 'Verification',
    description: 'Each tier raises your payment limit. Verify your domain, your identity or your business to reach it.',
    tiers: 'Tiers',
    currentTier: 'Your tier',
    limit: 'Limit',
    needs: 'What it needs',
    needsBasic: 'Nothing: every workspace starts here.',
    needsBasicPlus: 'Your domain verified with a DNS TXT record.',
    needsSilver: 'Your identity as an individual, or your business, verified by our identity provider.',
    needsGold:
      'Silver first, then enhanced verification of your business with its registration number and country. Reduced fees.',
    verifyDomain: 'Verify your domain',
    statusActive: 'Active',
    statusInProgress: 'In progress',
    statusPending: 'Pending',
    statusRejected: 'Rejected',
    silverTitle: 'Verify for Silver',
    goldTitle: 'Enhanced verification for Gold',
    goldIntro: 'Give your business’s registration number and the country where it is registered.',
    subject: 'Verify as',
    individual: 'An individual',
    individualHelp: 'You, with an identity document and a selfie.',
    business: 'A business',
    businessHelp: 'Your company, in the jurisdiction where it is registered.',
    country: 'Country of registration',
    region: 'State or province',
    start: 'Start verification',
    startEnhanced: 'Start enhanced verification',
    inProgressTitle: 'Verification in progress',
    inProgressText:
      'Finish it on our identity provider’s page, on this computer or on your phone. This page updates by itself.',
    continueHere: 'Continue verification',
    continueOnPhone: 'Continue on your phone',
    inReviewTitle: 'In review',
    inReviewText: 'Our identity provider is reviewing what you sent. You will be notified of the decision.',
    pendingTitle: 'Enhanced verification pending',
    pendingText: 'This may take up to 24 hours. You will be notified of the decision.',
    rejectedTitle: 'Verification rejected',
    rejectedRetry: 'You can start again below.',
    rejectedFinal: 'This decision is final. Contact support if you think it is a mistake.',
    reasons: 'Reasons given',
    highest: 'Your workspace has the highest tier.',
    readOnly: 'Only owners and admins can start a verification.',
    phoneTitle: 'Continue on your phone',
    phoneQr: 'QR code to continue the verification on your phone',
    phoneLink: 'Link for your phone',
    loadFailed: 'Failed to load the verification. Please try again.',
    loading: 'Loading the verification',
  }),
  legalName: commonFieldMessages.legalName,
  registrationNumber: commonFieldMessages.registrationNumber,
};

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
