import { defineMessages, useIntl } from 'react-intl';
import { NumberField, type NumberFieldProps } from '../NumberField';

const messages = defineMessages<{ maxAmount: { amount: string } }>({
  maxAmount: { id: 'ui.AmountField.maxAmount', defaultMessage: 'Maximum {amount}' },
});

export interface AmountFieldProps extends Omit<
  NumberFieldProps,
  'formatOptions' | 'minValue' | 'hideStepper' | 'step'
> {
  /** ISO 4217 code of the amount's currency. Default `USD`. */
  currency?: string;
  /**
   * The largest amount allowed (a tier limit, for example), shown in the description. It is a
   * hint, not a clamp: the caller validates and names the limit when it is exceeded.
   */
  maxAmount?: number;
}

/**
 * An amount of money in one currency, typed and shown in the interface language's currency
 * format (`$1,250.00`, `1.250,00 €`), never negative, to the cent.
 */
export function AmountField({ currency = 'USD', maxAmount, description, ...props }: AmountFieldProps) {
  const intl = useIntl();
  const hint =
    maxAmount === undefined
      ? null
      : intl.formatMessage(messages.maxAmount, {
          amount: intl.formatNumber(maxAmount, { style: 'currency', currency }),
        });
  return (
    <NumberField
      {...props}
      hideStepper
      minValue={0}
      formatOptions={{ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }}
      description={
        description && hint ? (
          <>
            {description} {hint}
          </>
        ) : (
          (description ?? hint)
        )
      }
    />
  );
}
