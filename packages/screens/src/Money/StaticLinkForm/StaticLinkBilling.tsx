import { useIntl } from 'react-intl';
import { AmountField, TextField } from '@meridian/ui';
import { useAmountProblemText } from '../common/amount.messages';
import { linkFormMessages } from '../common/link-form.messages';
import { LinkCurrencyField } from '../common/LinkCurrencyField';
import { messages } from './StaticLinkForm.messages';
import type { StaticLinkFieldsProps } from './StaticLinkForm.types';

/** Step 1: the link's name, its currency (fixed once the link exists) and its amount in it. */
export function StaticLinkBilling({
  values,
  setValue,
  errorText,
  textProps,
  currencyFixed = false,
}: StaticLinkFieldsProps & { currencyFixed?: boolean }) {
  const intl = useIntl();
  const amountProblemText = useAmountProblemText(values.currency);
  return (
    <>
      <TextField
        name="name"
        label={intl.formatMessage(linkFormMessages.name)}
        description={intl.formatMessage(linkFormMessages.nameHelp)}
        fullWidth
        value={values.name}
        onChange={(name) => setValue('name', name)}
        isInvalid={errorText('name') !== undefined}
        errorMessage={errorText('name')}
      />
      <LinkCurrencyField
        value={values.currency}
        onChange={(currency) => setValue('currency', currency)}
        isFixed={currencyFixed}
      />
      <AmountField
        unreadableMessage={amountProblemText}
        currency={values.currency}
        name="amount"
        label={intl.formatMessage(messages.amount)}
        isRequired
        value={values.amount}
        onChange={(amount) => setValue('amount', amount)}
        {...textProps('amount')}
        isInvalid={errorText('amount') !== undefined}
        errorMessage={errorText('amount')}
      />
    </>
  );
}
