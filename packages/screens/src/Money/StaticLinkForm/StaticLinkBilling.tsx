import { useIntl } from 'react-intl';
import { AmountField, TextField } from '@meridian/ui';
import { useAmountProblemText } from '../common/amount.messages';
import { linkFormMessages } from '../common/link-form.messages';
import { messages } from './StaticLinkForm.messages';
import type { StaticLinkFieldsProps } from './StaticLinkForm.types';

/** Step 1: the link's name and its amount in US dollars. */
export function StaticLinkBilling({ values, setValue, errorText, textProps }: StaticLinkFieldsProps) {
  const intl = useIntl();
  const amountProblemText = useAmountProblemText();
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
      <AmountField
        unreadableMessage={amountProblemText}
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
