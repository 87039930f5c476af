import type { Currency } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { AmountField, Link, TextField } from '@meridian/ui';
import type { FieldBinding, FieldErrorProps, FormFields } from '../../common/useForm';
import type { TextProps } from '../../common/useFormSteps';
import { useAmountProblemText } from './amount.messages';
import { LinkCurrencyField } from './LinkCurrencyField';
import { linkFormMessages } from './link-form.messages';

/** What a link form's group of fields (a step, say) gets from the form. */
export interface LinkFieldsProps<Values extends object> {
  values: Values;
  setValue: <N extends keyof Values & string>(name: N, value: Values[N]) => void;
  /** A field bound to the form (its name, value, onChange and error in words), to spread on it. */
  field: <N extends keyof Values & string>(name: N) => FieldBinding<Values[N]>;
  /** The field's error in words, or undefined. */
  errorText: (name: keyof Values & string) => string | undefined;
  /** A number field's text as typed, for the draft. */
  textProps: TextProps;
}

/** A field's error props from its error in words (undefined: valid). */
export const invalidProps = (errorMessage: string | undefined): FieldErrorProps => ({
  isInvalid: errorMessage !== undefined,
  errorMessage,
});

/**
 * What a link form in steps gives its steps: the form's values and fields, each error in the
 * link's words (`errorText` reads an amount's error with the amount typed).
 */
export function linkFieldsProps<Values extends { amount: number }, ErrorKey extends string>(
  form: Pick<FormFields<Values>, 'values' | 'setValue' | 'field'> & {
    errorFor: (name: keyof Values & string) => ErrorKey | undefined;
  },
  errorText: (key: ErrorKey | undefined, amount: number) => string | undefined,
  textProps: TextProps,
): LinkFieldsProps<Values> {
  const fieldError = (name: keyof Values & string) => errorText(form.errorFor(name), form.values.amount);
  return {
    values: form.values,
    setValue: form.setValue,
    field: (name) => ({ ...form.field(name), ...invalidProps(fieldError(name)) }),
    errorText: fieldError,
    textProps,
  };
}

/** The link's name, which payers see (optional: the link is numbered without one); takes the form's binding. */
export function LinkNameField(binding: FieldBinding<string>) {
  const intl = useIntl();
  return (
    <TextField
      {...binding}
      label={intl.formatMessage(linkFormMessages.name)}
      description={intl.formatMessage(linkFormMessages.nameHelp)}
      fullWidth
    />
  );
}

interface LinkPriceFieldsProps {
  values: { currency: Currency; amount: number };
  setValue(name: 'currency', value: Currency): void;
  setValue(name: 'amount', value: number): void;
  /** The amount's error in words, or undefined. */
  errorMessage: string | undefined;
  textProps: TextProps;
  /** The currency of a link that exists cannot change. */
  currencyFixed?: boolean;
}

/** A link's price: its currency and its amount in it (required). */
export function LinkPriceFields({ values, setValue, errorMessage, textProps, currencyFixed }: LinkPriceFieldsProps) {
  const intl = useIntl();
  const amountProblemText = useAmountProblemText(values.currency);
  return (
    <>
      <LinkCurrencyField
        value={values.currency}
        onChange={(currency) => setValue('currency', currency)}
        isFixed={currencyFixed}
      />
      <AmountField
        unreadableMessage={amountProblemText}
        currency={values.currency}
        name="amount"
        label={intl.formatMessage(linkFormMessages.amount)}
        isRequired
        value={values.amount}
        onChange={(amount) => setValue('amount', amount)}
        {...textProps('amount')}
        {...invalidProps(errorMessage)}
      />
    </>
  );
}

/** The way to the verification page, under an amount above the tier's limit. */
export function RaiseTierLink({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <Link href={href} variant="standalone">
      {intl.formatMessage(linkFormMessages.raiseTier)}
    </Link>
  );
}
