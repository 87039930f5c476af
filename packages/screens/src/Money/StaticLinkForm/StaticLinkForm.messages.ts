import { LINK_MESSAGE_MAX_LENGTH, LINK_NAME_MAX_LENGTH, VAT_RATE_MAX, type Tier } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { amountCents } from '../common/amount';
import { useAmountErrorText } from '../common/amount.messages';
import type { StaticLinkErrorKey } from './StaticLinkForm.rules';

export const messages = defineMessages({
  createHeading: { id: 'screens.Money.StaticLinkForm.createHeading', defaultMessage: 'New payment link' },
  editHeading: { id: 'screens.Money.StaticLinkForm.editHeading', defaultMessage: 'Edit payment link' },
  description: {
    id: 'screens.Money.StaticLinkForm.description',
    defaultMessage: 'A fixed amount in US dollars on a link you can share as often as you like.',
  },
  progress: { id: 'screens.Money.StaticLinkForm.progress', defaultMessage: 'Payment link steps' },
  stepBilling: { id: 'screens.Money.StaticLinkForm.stepBilling', defaultMessage: 'Billing' },
  stepPayment: { id: 'screens.Money.StaticLinkForm.stepPayment', defaultMessage: 'Payment' },
  stepAfter: { id: 'screens.Money.StaticLinkForm.stepAfter', defaultMessage: 'After payment' },
  name: { id: 'screens.Money.StaticLinkForm.name', defaultMessage: 'Name' },
  nameHelp: {
    id: 'screens.Money.StaticLinkForm.nameHelp',
    defaultMessage: 'Payers see it. Left empty, the link is numbered, like PaymentLink_12.',
  },
  amount: { id: 'screens.Money.StaticLinkForm.amount', defaultMessage: 'Amount' },
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
  continue: { id: 'screens.Money.StaticLinkForm.continue', defaultMessage: 'Continue' },
  back: { id: 'screens.Money.StaticLinkForm.back', defaultMessage: 'Back' },
  cancel: { id: 'screens.Money.StaticLinkForm.cancel', defaultMessage: 'Cancel' },
  create: { id: 'screens.Money.StaticLinkForm.create', defaultMessage: 'Create link' },
  save: { id: 'screens.Money.StaticLinkForm.save', defaultMessage: 'Save changes' },
  raiseTier: { id: 'screens.Money.StaticLinkForm.raiseTier', defaultMessage: 'Raise your limit' },
  createFailed: {
    id: 'screens.Money.StaticLinkForm.createFailed',
    defaultMessage: 'We could not create the link. Please try again.',
  },
  saveFailed: {
    id: 'screens.Money.StaticLinkForm.saveFailed',
    defaultMessage: 'We could not save the link. Please try again.',
  },
  redirectInvalid: {
    id: 'screens.Money.StaticLinkForm.redirectInvalid',
    defaultMessage: 'Enter a full https address, like https://example.com/thanks.',
  },
});

const valueMessages = defineMessages<{
  nameTooLong: { max: number };
  messageTooLong: { max: number };
  vatRateInvalid: { max: number };
}>({
  nameTooLong: {
    id: 'screens.Money.StaticLinkForm.nameTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  },
  messageTooLong: {
    id: 'screens.Money.StaticLinkForm.messageTooLong',
    defaultMessage: 'Use at most {max, number} characters.',
  },
  vatRateInvalid: {
    id: 'screens.Money.StaticLinkForm.vatRateInvalid',
    defaultMessage: 'Enter a rate from 0 to {max, number} %, with at most two decimals.',
  },
});

/** Each error of the form in words (the payout wallet's is shown by its own field). */
export function useStaticLinkErrorText(tier: Tier) {
  const intl = useIntl();
  const amountText = useAmountErrorText(tier);
  return (key: StaticLinkErrorKey | undefined, amount: number): string | undefined => {
    switch (key) {
      case undefined:
      case 'payoutWalletRequired':
        return undefined;
      case 'amountRequired':
      case 'amountInvalid':
      case 'aboveTierLimit':
        return amountText(key, amountCents(amount));
      case 'nameTooLong':
        return intl.formatMessage(valueMessages.nameTooLong, { max: LINK_NAME_MAX_LENGTH });
      case 'messageTooLong':
        return intl.formatMessage(valueMessages.messageTooLong, { max: LINK_MESSAGE_MAX_LENGTH });
      case 'vatRateInvalid':
        return intl.formatMessage(valueMessages.vatRateInvalid, { max: VAT_RATE_MAX });
      case 'redirectInvalid':
        return intl.formatMessage(messages.redirectInvalid);
    }
  };
}
