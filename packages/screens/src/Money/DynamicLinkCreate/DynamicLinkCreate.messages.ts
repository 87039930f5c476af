import { LINK_SUMMARY_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH, type Currency, type Tier } from '@meridian/contract';
import { defineMessages } from 'react-intl';
import type { UsdPerUnit } from '../common/amount';
import { useLinkErrorText } from '../common/link-form.messages';
import type { DynamicLinkErrorKey } from './DynamicLinkCreate.rules';

export const messages = defineMessages({
  heading: { id: 'screens.Money.DynamicLinkCreate.heading', defaultMessage: 'New link for one payment' },
  description: {
    id: 'screens.Money.DynamicLinkCreate.description',
    defaultMessage: 'A link for one recipient that takes exactly one payment, like an invoice.',
  },
  progress: { id: 'screens.Money.DynamicLinkCreate.progress', defaultMessage: 'Link steps' },
  stepRecipient: { id: 'screens.Money.DynamicLinkCreate.stepRecipient', defaultMessage: 'Recipient' },
  stepSummary: { id: 'screens.Money.DynamicLinkCreate.stepSummary', defaultMessage: 'Summary' },
  recipientName: { id: 'screens.Money.DynamicLinkCreate.recipientName', defaultMessage: 'Recipient' },
  recipientNameHelp: {
    id: 'screens.Money.DynamicLinkCreate.recipientNameHelp',
    defaultMessage: 'The person or company who pays, as they should see it.',
  },
  recipientEmail: { id: 'screens.Money.DynamicLinkCreate.recipientEmail', defaultMessage: 'Recipient’s email' },
  recipientEmailHelp: {
    id: 'screens.Money.DynamicLinkCreate.recipientEmailHelp',
    defaultMessage: 'The receipt is sent there once they have paid.',
  },
  recipientLanguage: {
    id: 'screens.Money.DynamicLinkCreate.recipientLanguage',
    defaultMessage: 'Language of the email',
  },
  recipientLanguageHelp: {
    id: 'screens.Money.DynamicLinkCreate.recipientLanguageHelp',
    defaultMessage: 'The link is e-mailed to the recipient in this language once it is created.',
  },
  paymentFor: { id: 'screens.Money.DynamicLinkCreate.paymentFor', defaultMessage: 'What it is for' },
  summaryHeading: { id: 'screens.Money.DynamicLinkCreate.summaryHeading', defaultMessage: 'Check the link' },
  summaryHelp: {
    id: 'screens.Money.DynamicLinkCreate.summaryHelp',
    defaultMessage: 'Once created, the link takes one payment of this amount, then closes.',
  },
  payoutWallet: { id: 'screens.Money.DynamicLinkCreate.payoutWallet', defaultMessage: 'Payout wallet' },
  environment: { id: 'screens.Money.DynamicLinkCreate.environment', defaultMessage: 'Environment' },
  none: { id: 'screens.Money.DynamicLinkCreate.none', defaultMessage: 'None' },
  recipientRequired: {
    id: 'screens.Money.DynamicLinkCreate.recipientRequired',
    defaultMessage: 'Enter who the link is for.',
  },
  emailRequired: {
    id: 'screens.Money.DynamicLinkCreate.emailRequired',
    defaultMessage: 'Enter the recipient’s email address.',
  },
  emailInvalid: {
    id: 'screens.Money.DynamicLinkCreate.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com.',
  },
  descriptionRequired: {
    id: 'screens.Money.DynamicLinkCreate.descriptionRequired',
    defaultMessage: 'Say what the payment is for.',
  },
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
