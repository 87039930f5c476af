import { LINK_MESSAGE_MAX_LENGTH, LINK_NAME_MAX_LENGTH, type Tier } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { amountCents } from '../common/amount';
import { useAmountErrorText } from '../common/amount.messages';
import type { DonationLinkErrorKey } from './DonationLinkForm.rules';

export const messages = defineMessages({
  heading: { id: 'screens.Money.DonationLinkForm.heading', defaultMessage: 'New donation link' },
  description: {
    id: 'screens.Money.DonationLinkForm.description',
    defaultMessage: 'Payers choose how much to give, from a minimum you set or one of your suggestions.',
  },
  name: { id: 'screens.Money.DonationLinkForm.name', defaultMessage: 'Name' },
  nameHelp: {
    id: 'screens.Money.DonationLinkForm.nameHelp',
    defaultMessage: 'Payers see it. Left empty, the link is numbered, like PaymentLink_12.',
  },
  minimum: { id: 'screens.Money.DonationLinkForm.minimum', defaultMessage: 'Minimum donation' },
  minimumHelp: { id: 'screens.Money.DonationLinkForm.minimumHelp', defaultMessage: 'Optional.' },
  suggest: { id: 'screens.Money.DonationLinkForm.suggest', defaultMessage: 'Suggest amounts' },
  suggestHelp: {
    id: 'screens.Money.DonationLinkForm.suggestHelp',
    defaultMessage: 'Up to three amounts payers can pick with one tap; they can still type their own.',
  },
  suggestedGroup: { id: 'screens.Money.DonationLinkForm.suggestedGroup', defaultMessage: 'Suggested amounts' },
  message: { id: 'screens.Money.DonationLinkForm.message', defaultMessage: 'Thank-you message' },
  create: { id: 'screens.Money.DonationLinkForm.create', defaultMessage: 'Create link' },
  cancel: { id: 'screens.Money.DonationLinkForm.cancel', defaultMessage: 'Cancel' },
  createFailed: {
    id: 'screens.Money.DonationLinkForm.createFailed',
    defaultMessage: 'We could not create the link. Please try again.',
  },
  suggestedRequired: {
    id: 'screens.Money.DonationLinkForm.suggestedRequired',
    defaultMessage: 'Enter at least one amount, or turn suggestions off.',
  },
  belowMinimum: {
    id: 'screens.Money.DonationLinkForm.belowMinimum',
    defaultMessage: 'A suggestion cannot be below the minimum donation.',
  },
});

const valueMessages = defineMessages<{ suggested: { n: number }; tooLong: { max: number } }>({
  suggested: { id: 'screens.Money.DonationLinkForm.suggested', defaultMessage: 'Amount {n, number}' },
  tooLong: { id: 'screens.Money.DonationLinkForm.tooLong', defaultMessage: 'Use at most {max, number} characters.' },
});

export function useDonationLinkText(tier: Tier) {
  const intl = useIntl();
  const amountText = useAmountErrorText(tier);
  return {
    suggestedLabel: (n: number) => intl.formatMessage(valueMessages.suggested, { n }),
    error: (key: DonationLinkErrorKey | undefined, amount: number): string | undefined => {
      switch (key) {
        case undefined:
        case 'payoutWalletRequired':
          return undefined;
        case 'amountRequired':
        case 'amountInvalid':
        case 'aboveTierLimit':
          return amountText(key, amountCents(amount));
        case 'nameTooLong':
          return intl.formatMessage(valueMessages.tooLong, { max: LINK_NAME_MAX_LENGTH });
        case 'messageTooLong':
          return intl.formatMessage(valueMessages.tooLong, { max: LINK_MESSAGE_MAX_LENGTH });
        default:
          return intl.formatMessage(messages[key]);
      }
    },
  };
}
