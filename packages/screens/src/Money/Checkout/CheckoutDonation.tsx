import { parseUsdCents } from '@meridian/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AmountField, Button, Card, Form, Radio, RadioGroup, Stack } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { useMoneyText } from '../common/money.messages';
import { messages, valueMessages } from './Checkout.messages';
import { checkDonation, type DonationErrorKey } from './Checkout.rules';

interface CheckoutDonationProps {
  minimumCents?: number;
  suggestedCents?: number[];
  defaultCents?: number;
  /** The amount chosen, in USD cents. */
  onAmount: (cents: number) => ActionResult;
}

/** The payer's own amount for a donation: typed, or one of the suggested amounts, at least the minimum. */
export function CheckoutDonation({ minimumCents, suggestedCents = [], defaultCents, onAmount }: CheckoutDonationProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const [amount, setAmount] = useState(defaultCents === undefined ? Number.NaN : defaultCents / 100);
  const [error, setError] = useState<DonationErrorKey>();
  const [attempted, setAttempted] = useState(false);
  const submit = usePendingAction();
  const min = money.usd(minimumCents ?? 1);
  const errorText = (key: DonationErrorKey) =>
    key === 'belowMinimum'
      ? intl.formatMessage(valueMessages.belowMinimum, { min })
      : intl.formatMessage(messages[key]);
  const change = (next: number) => {
    setAmount(next);
    if (attempted) setError(checkDonation(next, minimumCents));
  };

  return (
    <Card>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          const problem = checkDonation(amount, minimumCents);
          setError(problem);
          if (!problem) submit.run(() => onAmount(parseUsdCents(amount.toFixed(2))!));
        }}
      >
        <Stack gap={5}>
          {suggestedCents.length > 0 ? (
            <RadioGroup
              name="suggested"
              label={intl.formatMessage(messages.suggested)}
              orientation="horizontal"
              value={Number.isNaN(amount) ? null : String(Math.round(amount * 100))}
              onChange={(cents) => change(Number(cents) / 100)}
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
            value={amount}
            onChange={change}
            isInvalid={error !== undefined}
            errorMessage={error ? errorText(error) : undefined}
          />
          <Button type="submit" isLoading={submit.isPending}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
