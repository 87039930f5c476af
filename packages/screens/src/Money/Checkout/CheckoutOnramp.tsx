import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Badge,
  Button,
  Card,
  CountryComboBox,
  Heading,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  Text,
} from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { useMoneyText } from '../common/money.messages';
import { messages, providerMessages } from './CheckoutOnramp.messages';
import { PayDetails } from './Checkout.styles';

export type OnrampMethod = 'card' | 'bank_transfer';

/** What the on-ramp provider offers the payer of an open session. */
export interface CheckoutOnrampOffer {
  provider: { name: string; sandbox: boolean };
  /** The countries it serves and what a payer there can use. */
  countries: { country: string; methods: OnrampMethod[] }[];
  /** Its fee per method, in the price's currency (minor units), and what the payer pays in all. */
  fees: { method: OnrampMethod; currency: string; feeMinor: number; totalMinor: number }[];
  /** Where the payer's latest order stands, when they started one. */
  order?: { method: OnrampMethod; state: string } | null;
}

export interface CheckoutOnrampProps {
  offer: CheckoutOnrampOffer;
  /** The country first shown (the payer's, as their language or billing details say). */
  defaultCountry?: string;
  /** Sends the payer to the provider with the country and method chosen. */
  onStart: (choice: { country: string; method: OnrampMethod }) => ActionResult;
  /** Why the last start failed. */
  error?: 'unavailable' | 'provider';
}

const FAILED = ['failed', 'cancelled', 'expired', 'refunded'];

/**
 * "Card or bank transfer", beside the wallet path: the payer's country (what they can use there),
 * the method, the provider's fee before they leave, and the way to the provider's page.
 */
export function CheckoutOnramp({ offer, defaultCountry, onStart, error }: CheckoutOnrampProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const provider = offer.provider.name;
  const codes = useMemo(() => offer.countries.map((entry) => entry.country), [offer.countries]);
  const [country, setCountry] = useState<string | null>(
    defaultCountry && codes.includes(defaultCountry) ? defaultCountry : null,
  );
  const methods = offer.countries.find((entry) => entry.country === country)?.methods ?? [];
  const [chosen, setChosen] = useState<OnrampMethod>('card');
  const method = methods.includes(chosen) ? chosen : methods[0];
  const fee = offer.fees.find((entry) => entry.method === method);
  const start = usePendingAction();
  const label = { card: messages.card, bank_transfer: messages.bankTransfer };
  const state = offer.order?.state;

  return (
    <Card>
      <Stack gap={4}>
        <Inline gap={3}>
          <Heading level={2} size="sm">
            {intl.formatMessage(messages.heading)}
          </Heading>
          {offer.provider.sandbox ? <Badge tone="warning">{intl.formatMessage(messages.sandbox)}</Badge> : null}
        </Inline>
        <Text size="sm" tone="muted">
          {intl.formatMessage(providerMessages.intro, { provider })}
        </Text>
        {state && FAILED.includes(state) ? (
          <Alert tone="warning" description={intl.formatMessage(messages.declined)} />
        ) : null}
        {state === 'pending' || state === 'completed' ? (
          <Alert tone="info" description={intl.formatMessage(providerMessages.pending, { provider })} />
        ) : null}
        {error ? (
          <Alert
            tone="danger"
            description={
              error === 'provider'
                ? intl.formatMessage(providerMessages.providerDown, { provider })
                : intl.formatMessage(messages.unavailable)
            }
          />
        ) : null}
        <CountryComboBox
          label={intl.formatMessage(messages.country)}
          description={intl.formatMessage(messages.countryHelp)}
          countries={codes}
          value={country}
          onChange={setCountry}
          fullWidth
        />
        {country && methods.length === 0 ? (
          <Text size="sm">{intl.formatMessage(providerMessages.notServed, { provider })}</Text>
        ) : null}
        {methods.length > 0 ? (
          <RadioGroup
            name="onrampMethod"
            label={intl.formatMessage(messages.method)}
            orientation="horizontal"
            value={method}
            onChange={(value) => setChosen(value as OnrampMethod)}
          >
            {methods.map((value) => (
              <Radio key={value} value={value}>
                {intl.formatMessage(label[value])}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        {fee ? (
          <PayDetails>
            <dt>{intl.formatMessage(providerMessages.fee, { provider })}</dt>
            <dd>{money.amount(fee.feeMinor, fee.currency)}</dd>
            <dt>{intl.formatMessage(providerMessages.youPay, { provider })}</dt>
            <dd>{money.amount(fee.totalMinor, fee.currency)}</dd>
          </PayDetails>
        ) : null}
        <div>
          <Button
            variant="secondary"
            isDisabled={!country || !method}
            isLoading={start.isPending}
            onPress={() => (country && method ? start.run(() => onStart({ country, method })) : undefined)}
          >
            {intl.formatMessage(providerMessages.continue, { provider })}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
