import { DEFAULT_CURRENCY, minorToNumber, type Currency } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { AmountField, Button, Card, Form, Radio, RadioGroup } from '@meridian/ui';
import { currencyName } from '../../common/intlFormats';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { useAmountProblemText } from '../common/amount.messages';
import { useMoneyText } from '../common/money.messages';
import { messages, valueMessages } from './Checkout.messages';
import { checkDonation, donationMinor, type DonationErrorKey } from './Checkout.rules';
import { StepBody } from './Checkout.styles';

interface CheckoutDonationProps {
  /** The link's currency: every amount here is in its minor units (whole yen for JPY). Default US dollars. */
  currency?: Currency;
  minimumCents?: number;
  suggestedCents?: number[];
  defaultCents?: number;
  /** The amount chosen, in minor units of `currency`. */
  onAmount: (minor: number) => ActionResult;
}

interface DonationValues {
  /** In the link's currency, `NaN` while empty. */
  amount: number;
}

/** The payer's own amount for a donation: typed, or one of the suggested amounts, at least the minimum. */
export function CheckoutDonation({
  currency = DEFAULT_CURRENCY,
  minimumCents,
  suggestedCents = [],
  defaultCents,
  onAmount,
}: CheckoutDonationProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const problemText = useAmountProblemText(currency);
  const form = useForm({
    initialValues: { amount: defaultCents === undefined ? Number.NaN : minorToNumber(defaultCents, currency) },
    validate: ({ amount }: DonationValues): Partial<Record<'amount', DonationErrorKey>> => {
      const problem = checkDonation(amount, minimumCents, currency);
      return problem ? { amount: problem } : {};
    },
    prepare: ({ amount }: DonationValues) => donationMinor(amount, currency) ?? 0,
    onSubmit: onAmount,
  });
  const min = money.amount(minimumCents ?? 1, currency);
  const error = form.errorFor('amount');
  const errorText = (key: DonationErrorKey) => {
    if (key === 'belowMinimum') return intl.formatMessage(valueMessages.belowMinimum, { min });
    if (key === 'amountInvalid') {
      return intl.formatMessage(valueMessages.amountInvalid, {
        currency: currencyName(intl.locale, currency),
        smallest: money.amount(1, currency),
      });
    }
    return intl.formatMessage(messages[key]);
  };
  const { amount } = form.values;
  const chosen = donationMinor(amount, currency);

  return (
    <Card>
      <Form {...form.formProps}>
        <StepBody>
          {suggestedCents.length > 0 ? (
            <RadioGroup
              name="suggested"
              label={intl.formatMessage(messages.suggested)}
              orientation="horizontal"
              value={chosen === null ? null : String(chosen)}
              onChange={(minor) => form.setValue('amount', minorToNumber(Number(minor), currency))}
            >
              {suggestedCents.map((minor) => (
                <Radio key={minor} value={String(minor)}>
                  {money.amount(minor, currency)}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          <AmountField
            name="amount"
            currency={currency}
            unreadableMessage={problemText}
            label={intl.formatMessage(valueMessages.donationAmount, { currency: currencyName(intl.locale, currency) })}
            description={minimumCents ? intl.formatMessage(valueMessages.minimum, { min }) : undefined}
            isRequired
            fullWidth
            value={amount}
            onChange={(next) => form.setValue('amount', next)}
            isInvalid={error !== undefined}
            errorMessage={error ? errorText(error) : undefined}
          />
          <Button type="submit" isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </StepBody>
      </Form>
    </Card>
  );
}
