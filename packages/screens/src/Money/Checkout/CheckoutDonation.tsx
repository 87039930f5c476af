import { parseUsdCents } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { AmountField, Button, Card, Form, Radio, RadioGroup } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { useMoneyText } from '../common/money.messages';
import { messages, valueMessages } from './Checkout.messages';
import { checkDonation, type DonationErrorKey } from './Checkout.rules';
import { StepBody } from './Checkout.styles';

interface CheckoutDonationProps {
  minimumCents?: number;
  suggestedCents?: number[];
  defaultCents?: number;
  /** The amount chosen, in USD cents. */
  onAmount: (cents: number) => ActionResult;
}

interface DonationValues {
  /** In US dollars, `NaN` while empty. */
  amount: number;
}

/** The payer's own amount for a donation: typed, or one of the suggested amounts, at least the minimum. */
export function CheckoutDonation({ minimumCents, suggestedCents = [], defaultCents, onAmount }: CheckoutDonationProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const form = useForm({
    initialValues: { amount: defaultCents === undefined ? Number.NaN : defaultCents / 100 },
    validate: ({ amount }: DonationValues): Partial<Record<'amount', DonationErrorKey>> => {
      const problem = checkDonation(amount, minimumCents);
      return problem ? { amount: problem } : {};
    },
    prepare: ({ amount }: DonationValues) => parseUsdCents(amount.toFixed(2)) ?? 0,
    onSubmit: onAmount,
  });
  const min = money.usd(minimumCents ?? 1);
  const error = form.errorFor('amount');
  const errorText = (key: DonationErrorKey) =>
    key === 'belowMinimum'
      ? intl.formatMessage(valueMessages.belowMinimum, { min })
      : intl.formatMessage(messages[key]);
  const { amount } = form.values;

  return (
    <Card>
      <Form {...form.formProps}>
        <StepBody>
          {suggestedCents.length > 0 ? (
            <RadioGroup
              name="suggested"
              label={intl.formatMessage(messages.suggested)}
              orientation="horizontal"
              value={Number.isNaN(amount) ? null : String(Math.round(amount * 100))}
              onChange={(cents) => form.setValue('amount', Number(cents) / 100)}
            >
              {suggestedCents.map((cents) => (
                <Radio key={cents} value={String(cents)}>
                  {money.usd(cents)}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          <AmountField
            name="amount"
            label={intl.formatMessage(messages.donationAmount)}
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
