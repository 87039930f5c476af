import {
  LINK_MESSAGE_MAX_LENGTH,
  LINK_NAME_MAX_LENGTH,
  VAT_RATE_MAX,
  type Currency,
  type Tier,
} from '@meridian/contract';
import { defineMessages } from 'react-intl';
import type { UsdPerUnit } from '../common/amount';
import { useLinkErrorText } from '../common/link-form.messages';
import type { StaticLinkErrorKey } from './StaticLinkForm.rules';

export const messages = defineMessages({
  createHeading: { id: 'screens.Money.StaticLinkForm.createHeading', defaultMessage: 'New payment link' },
  editHeading: { id: 'screens.Money.StaticLinkForm.editHeading', defaultMessage: 'Edit payment link' },
  description: {
    id: 'screens.Money.StaticLinkForm.description',
    defaultMessage: 'A fixed amount in the currency you choose, on a link you can share as often as you like.',
  },
  progress: { id: 'screens.Money.StaticLinkForm.progress', defaultMessage: 'Payment link steps' },
  stepDetails: { id: 'screens.Money.StaticLinkForm.stepDetails', defaultMessage: 'Name and amount' },
  stepPayment: { id: 'screens.Money.StaticLinkForm.stepPayment', defaultMessage: 'Payment' },
  stepAfter: { id: 'screens.Money.StaticLinkForm.stepAfter', defaultMessage: 'After payment' },
  options: { id: 'screens.Money.StaticLinkForm.options', defaultMessage: 'Ask the payer for' },
  collectEmail: { id: 'screens.Money.StaticLinkForm.collectEmail', defaultMessage: 'Collect the customer’s email' },
  collectBilling: { id: 'screens.Money.StaticLinkForm.collectBilling', defaultMessage: 'Collect billing details' },
  includeVat: { id: 'screens.Money.StaticLinkForm.includeVat', defaultMessage: 'Include VAT' },
  vatRate: { id: 'screens.Money.StaticLinkForm.vatRate', defaultMessage: 'VAT rate (%)' },
  message: { id: 'screens.Money.StaticLinkForm.message', defaultMessage: 'Message after payment' },
  messageHelp: {
    id: 'screens.Money.StaticLinkForm.messageHelp',
    defaultMessage: 'Shown on the thank-you page, e.g. when the order ships.',
  },
  redirectUrl: { id: 'screens.Money.StaticLinkForm.redirectUrl', defaultMessage: 'Redirect after payment' },
  redirectHelp: {
    id: 'screens.Money.StaticLinkForm.redirectHelp',
    defaultMessage: 'Optional: an https address the payer is sent to after the thank-you page.',
  },
  redirectInvalid: {
    id: 'screens.Money.StaticLinkForm.redirectInvalid',
    defaultMessage: 'Enter a full https address, like https://example.com/thanks.',
  },
});

const valueMessages = defineMessages<{ vatRateInvalid: { max: number } }>({
  vatRateInvalid: {
    id: 'screens.Money.StaticLinkForm.vatRateInvalid',
    defaultMessage: 'Enter a rate from 0 to {max, number} %, with at most two decimals.',
  },
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
