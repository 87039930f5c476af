import { LINK_MESSAGE_MAX_LENGTH, LINK_NAME_MAX_LENGTH, type Currency, type Tier } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { useLinkErrorText } from '../common/link-form.messages';
import type { UsdPerUnit } from '../common/amount';
import type { DonationLinkErrorKey } from './DonationLinkForm.rules';

export const messages = defineMessages({
  heading: { id: 'screens.Money.DonationLinkForm.heading', defaultMessage: 'New donation link' },
  editHeading: { id: 'screens.Money.DonationLinkForm.editHeading', defaultMessage: 'Edit donation link' },
  description: {
    id: 'screens.Money.DonationLinkForm.description',
    defaultMessage: 'Payers choose how much to give, from a minimum you set or one of your suggestions.',
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
  suggestedRequired: {
    id: 'screens.Money.DonationLinkForm.suggestedRequired',
    defaultMessage: 'Enter at least one amount, or turn suggestions off.',
  },
  belowMinimum: {
    id: 'screens.Money.DonationLinkForm.belowMinimum',
    defaultMessage: 'A suggestion cannot be below the minimum donation.',
  },
});

const valueMessages = defineMessages<{ suggested: { n: number } }>({
  suggested: { id: 'screens.Money.DonationLinkForm.suggested', defaultMessage: 'Amount {n, number}' },
});

export function useDonationLinkText(tier: Tier, currency?: Currency, usdPerUnit?: UsdPerUnit) {
  const intl = useIntl();
  return {
    suggestedLabel: (n: number) => intl.formatMessage(valueMessages.suggested, { n }),
    error: useLinkErrorText<DonationLinkErrorKey>(
      tier,
      {
        lengths: { nameTooLong: LINK_NAME_MAX_LENGTH, messageTooLong: LINK_MESSAGE_MAX_LENGTH },
        messages: { suggestedRequired: messages.suggestedRequired, belowMinimum: messages.belowMinimum },
      },
      currency,
      usdPerUnit,
    ),
  };
}
