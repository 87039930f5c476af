import { LINK_MESSAGE_MAX_LENGTH, LINK_NAME_MAX_LENGTH, type Tier } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { amountCents } from '../common/amount';
import { useAmountErrorText } from '../common/amount.messages';
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
    defaultMessage: 'Optional: the receipt is sent there once they have paid.',
  },
  paymentFor: { id: 'screens.Money.DynamicLinkCreate.paymentFor', defaultMessage: 'What it is for' },
  amount: { id: 'screens.Money.DynamicLinkCreate.amount', defaultMessage: 'Amount' },
  summaryHeading: { id: 'screens.Money.DynamicLinkCreate.summaryHeading', defaultMessage: 'Check the link' },
  summaryHelp: {
    id: 'screens.Money.DynamicLinkCreate.summaryHelp',
    defaultMessage: 'Once created, the link takes one payment of this amount, then closes.',
  },
  payoutWallet: { id: 'screens.Money.DynamicLinkCreate.payoutWallet', defaultMessage: 'Payout wallet' },
  environment: { id: 'screens.Money.DynamicLinkCreate.environment', defaultMessage: 'Environment' },
  none: { id: 'screens.Money.DynamicLinkCreate.none', defaultMessage: 'None' },
  continue: { id: 'screens.Money.DynamicLinkCreate.continue', defaultMessage: 'Continue' },
  back: { id: 'screens.Money.DynamicLinkCreate.back', defaultMessage: 'Back' },
  cancel: { id: 'screens.Money.DynamicLinkCreate.cancel', defaultMessage: 'Cancel' },
  create: { id: 'screens.Money.DynamicLinkCreate.create', defaultMessage: 'Create link' },
  createFailed: {
    id: 'screens.Money.DynamicLinkCreate.createFailed',
    defaultMessage: 'We could not create the link. Please try again.',
  },
  recipientRequired: {
    id: 'screens.Money.DynamicLinkCreate.recipientRequired',
    defaultMessage: 'Enter who the link is for.',
  },
  emailInvalid: {
    id: 'screens.Money.DynamicLinkCreate.emailInvalid',
    defaultMessage: 'Enter an email address like name@example.com, or leave it empty.',
  },
});

const lengthMessages = defineMessages<{ tooLong: { max: number } }>({
  tooLong: { id: 'screens.Money.DynamicLinkCreate.tooLong', defaultMessage: 'Use at most {max, number} characters.' },
});

export function useDynamicLinkErrorText(tier: Tier) {
  const intl = useIntl();
  const amountText = useAmountErrorText(tier);
  return (key: DynamicLinkErrorKey | undefined, amount: number): string | undefined => {
    switch (key) {
      case undefined:
      case 'payoutWalletRequired':
        return undefined;
      case 'amountRequired':
      case 'amountInvalid':
      case 'aboveTierLimit':
        return amountText(key, amountCents(amount));
      case 'recipientTooLong':
        return intl.formatMessage(lengthMessages.tooLong, { max: LINK_NAME_MAX_LENGTH });
      case 'descriptionTooLong':
        return intl.formatMessage(lengthMessages.tooLong, { max: LINK_MESSAGE_MAX_LENGTH });
      default:
        return intl.formatMessage(messages[key]);
    }
  };
}
