import { messagesIn } from '@meridian/ui';
import { LINK_SUMMARY_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH, type Currency, type Tier } from '@meridian/contract';

import type { UsdPerUnit } from '../common/amount';
import { useLinkErrorText } from '../common/link-form.messages';
import type { DynamicLinkErrorKey } from './DynamicLinkCreate.rules';

export const messages = messagesIn('screens.Money.DynamicLinkCreate', {
  heading: 'New link for one payment',
  description: 'A link for one recipient that takes exactly one payment, like an invoice.',
  progress: 'Link steps',
  stepRecipient: 'Recipient',
  stepSummary: 'Summary',
  recipientName: 'Recipient',
  recipientNameHelp: 'The person or company who pays, as they should see it.',
  recipientEmail: 'Recipient’s email',
  recipientEmailHelp: 'The receipt is sent there once they have paid.',
  recipientLanguage: 'Language of the email',
  recipientLanguageHelp: 'The link is e-mailed to the recipient in this language once it is created.',
  paymentFor: 'What it is for',
  summaryHeading: 'Check the link',
  summaryHelp: 'Once created, the link takes one payment of this amount, then closes.',
  payoutWallet: 'Payout wallet',
  environment: 'Environment',
  none: 'None',
  recipientRequired: 'Enter who the link is for.',
  emailRequired: 'Enter the recipient’s email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  descriptionRequired: 'Say what the payment is for.',
});

export function useDynamicLinkErrorText(tier: Tier, currency?: Currency, usdPerUnit?: UsdPerUnit) {
  return useLinkErrorText<DynamicLinkErrorKey>(
    tier,
    {
      lengths: { recipientTooLong: RECIPIENT_NAME_MAX_LENGTH, descriptionTooLong: LINK_SUMMARY_MAX_LENGTH },
      messages: {
        recipientRequired: messages.recipientRequired,
        emailRequired: messages.emailRequired,
        emailInvalid: messages.emailInvalid,
        descriptionRequired: messages.descriptionRequired,
      },
    },
    currency,
    usdPerUnit,
  );
}
