import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Card, CopyButton, Heading, Link, Stack, Text, type CopyFunction } from '@meridian/ui';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import { CheckoutLayout } from '../Checkout/CheckoutLayout';
import { CopyRow, OrderLines } from '../Checkout/Checkout.styles';
import { useMoneyText } from '../common/money.messages';
import { Address } from '../common/money.styles';
import { formatTokenAmount, type TokenAmount } from '../common/tokenAmount';
import { useCountdown } from '../common/useCountdown';
import { messages, valueMessages } from './PaymentDone.messages';
import { Done, Redirecting } from './PaymentDone.styles';

/** A completed payment as its receipt shows it. */
export interface PaymentReceipt {
  paymentId: string;
  subtotalCents: number;
  /** The VAT rate in percent and its amount, when the link adds VAT. */
  vat?: { rate: number; cents: number };
  totalCents: number;
  /** What was sent, in the token. */
  paid: TokenAmount;
}

export interface PaymentDoneProps {
  merchantName: string;
  receipt: PaymentReceipt;
  /** The link's thank-you message; a default one without it. */
  message?: string;
  /** Where the link sends the payer afterwards, and when (the page counts down, and offers to go now). */
  redirect?: { url: string; at: Date };
  /** Called when the countdown ends: the page goes to the redirect's address. */
  onRedirect?: (url: string) => void;
  isTest?: boolean;
  languagePicker?: LanguagePickerProps;
  copy?: CopyFunction;
}

/** After a payment: the thank-you message, the receipt (subtotal, VAT, total, paid, payment ID), and the way back to the merchant. */
export function PaymentDone({
  merchantName,
  receipt,
  message,
  redirect,
  onRedirect,
  isTest,
  languagePicker,
  copy,
}: PaymentDoneProps) {
  const intl = useIntl();
  const money = useMoneyText();
  const seconds = useCountdown(redirect?.at, () => (redirect ? onRedirect?.(redirect.url) : undefined));
  return (
    <CheckoutLayout merchantName={merchantName} isTest={isTest} languagePicker={languagePicker}>
      <Done>
        <CircleCheck aria-hidden />
        <Stack gap={2}>
          <Heading level={1} size="lg">
            {intl.formatMessage(messages.heading)}
          </Heading>
          <Text>{message ?? intl.formatMessage(messages.thanks)}</Text>
        </Stack>
      </Done>
      {redirect ? (
        <Stack gap={2} align="start">
          <Redirecting role="timer" aria-live="off">
            {intl.formatMessage(valueMessages.redirecting, { merchant: merchantName, seconds })}
          </Redirecting>
          <Link href={redirect.url} variant="standalone">
            {intl.formatMessage(messages.goNow)}
          </Link>
        </Stack>
      ) : null}
      <Card title={intl.formatMessage(messages.summary)}>
        <OrderLines>
          {receipt.vat ? (
            <>
              <dt>{intl.formatMessage(messages.subtotal)}</dt>
              <dd>{money.usd(receipt.subtotalCents)}</dd>
              <dt>
                {intl.formatMessage(valueMessages.vat, {
                  rate: intl.formatNumber(receipt.vat.rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
                })}
              </dt>
              <dd>{money.usd(receipt.vat.cents)}</dd>
            </>
          ) : null}
          <dt data-total>{intl.formatMessage(messages.total)}</dt>
          <dd data-total>{money.usd(receipt.totalCents)}</dd>
          <dt>{intl.formatMessage(messages.paid)}</dt>
          <dd>{formatTokenAmount(receipt.paid, intl.locale)}</dd>
          <dt>{intl.formatMessage(messages.paymentId)}</dt>
          <dd>
            <CopyRow data-align="end">
              <Address>{receipt.paymentId}</Address>
              <CopyButton
                value={receipt.paymentId}
                label={intl.formatMessage(messages.copyPaymentId)}
                copiedMessage={intl.formatMessage(messages.paymentIdCopied)}
                copy={copy}
              />
            </CopyRow>
          </dd>
        </OrderLines>
      </Card>
    </CheckoutLayout>
  );
}
