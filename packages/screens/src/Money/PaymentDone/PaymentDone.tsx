import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Heading, Link, Stack, Text, type CopyFunction } from '@meridian/ui';
import type { LanguagePickerProps } from '../../Auth/GuestLayout/LanguagePickerContext';
import { CheckoutLayout } from '../Checkout/CheckoutLayout';
import { useCountdown } from '../common/useCountdown';
import { messages, valueMessages } from './PaymentDone.messages';
import { Done, Redirecting } from './PaymentDone.styles';
import { PaymentDoneReceipt, type PaymentReceipt } from './PaymentDoneReceipt';

export type { PaymentReceipt } from './PaymentDoneReceipt';

export interface PaymentDoneProps {
  merchantName: string;
  receipt: PaymentReceipt;
  /** The link's thank-you message; a default one without it. */
  message?: string;
  /** Where the link sends the payer afterwards, and when (the page counts down, and offers to go now). */
  redirect?: { url: string; at: Date };
  /** Called when the countdown ends: the page goes to the redirect's address. */
  onRedirect?: (url: string) => void;
  /**
   * Without a redirect, a link that takes more than one payment (static, donation) offers another
   * one: back to its first step.
   */
  onPayAgain?: () => void;
  isTest?: boolean;
  languagePicker?: LanguagePickerProps;
  copy?: CopyFunction;
}

/**
 * After a payment: the thank-you message, the receipt, and the way onward: the link's redirect
 * (counted down, or at once), else the note that the page may be closed and, for a link that
 * takes more payments, another payment.
 */
export function PaymentDone({
  merchantName,
  receipt,
  message,
  redirect,
  onRedirect,
  onPayAgain,
  isTest,
  languagePicker,
  copy,
}: PaymentDoneProps) {
  const intl = useIntl();
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
      <PaymentDoneReceipt receipt={receipt} copy={copy} />
      {redirect ? null : (
        <Stack gap={3} align="start">
          <Text tone="muted">{intl.formatMessage(messages.closeNote)}</Text>
          {onPayAgain ? (
            <Button variant="secondary" onPress={onPayAgain}>
              {intl.formatMessage(messages.payAgain)}
            </Button>
          ) : null}
        </Stack>
      )}
    </CheckoutLayout>
  );
}
