import { messagesIn } from '@meridian/ui';
import {
  LINK_MESSAGE_MAX_LENGTH,
  LINK_NAME_MAX_LENGTH,
  VAT_RATE_MAX,
  type Currency,
  type Tier,
} from '@meridian/contract';

import type { UsdPerUnit } from '../common/amount';
import { useLinkErrorText } from '../common/link-form.messages';
import type { StaticLinkErrorKey } from './StaticLinkForm.rules';

export const messages = messagesIn('screens.Money.StaticLinkForm', {
  createHeading: 'New payment link',
  editHeading: 'Edit payment link',
  description: 'A fixed amount in the currency you choose, on a link you can share as often as you like.',
  progress: 'Payment link steps',
  stepDetails: 'Name and amount',
  stepPayment: 'Payment',
  stepAfter: 'After payment',
  options: 'Ask the payer for',
  collectEmail: 'Collect the customer’s email',
  collectBilling: 'Collect billing details',
  includeVat: 'Include VAT',
  vatRate: 'VAT rate (%)',
  message: 'Message after payment',
  messageHelp: 'Shown on the thank-you page, e.g. when the order ships.',
  redirectUrl: 'Redirect after payment',
  redirectHelp: 'Optional: an https address the payer is sent to after the thank-you page.',
  redirectInvalid: 'Enter a full https address, like https://example.com/thanks.',
});

const valueMessages = messagesIn<{ vatRateInvalid: { max: number } }>('screens.Money.StaticLinkForm', {
  vatRateInvalid: 'Enter a rate from 0 to {max, number} %, with at most two decimals.',
});

/** Each error of the form in words (the payout wallet's is shown by its own field). */
export function useStaticLinkErrorText(tier: Tier, currency?: Currency, usdPerUnit?: UsdPerUnit) {
  return useLinkErrorText<StaticLinkErrorKey>(
    tier,
    {
      lengths: { nameTooLong: LINK_NAME_MAX_LENGTH, messageTooLong: LINK_MESSAGE_MAX_LENGTH },
      messages: { vatRateInvalid: valueMessages.vatRateInvalid, redirectInvalid: messages.redirectInvalid },
      values: { vatRateInvalid: { max: VAT_RATE_MAX } },
    },
    currency,
    usdPerUnit,
  );
}
