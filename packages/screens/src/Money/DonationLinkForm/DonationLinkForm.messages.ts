import { messagesIn } from '@meridian/ui';
import { LINK_MESSAGE_MAX_LENGTH, LINK_NAME_MAX_LENGTH, type Currency, type Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { useLinkErrorText } from '../common/link-form.messages';
import type { UsdPerUnit } from '../common/amount';
import type { DonationLinkErrorKey } from './DonationLinkForm.rules';

export const messages = messagesIn('screens.Money.DonationLinkForm', {
  heading: 'New donation link',
  editHeading: 'Edit donation link',
  description: 'Payers choose how much to give, from a minimum you set or one of your suggestions.',
  minimum: 'Minimum donation',
  minimumHelp: 'Optional.',
  suggest: 'Suggest amounts',
  suggestHelp: 'Up to three amounts payers can pick with one tap; they can still type their own.',
  suggestedGroup: 'Suggested amounts',
  message: 'Thank-you message',
  suggestedRequired: 'Enter at least one amount, or turn suggestions off.',
  belowMinimum: 'A suggestion cannot be below the minimum donation.',
});

const valueMessages = messagesIn<{ suggested: { n: number } }>('screens.Money.DonationLinkForm', {
  suggested: 'Amount {n, number}',
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
