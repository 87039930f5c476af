import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Form, Radio, RadioGroup, Stack, Text, TextField } from '@meridian/ui';
import { FormDialog } from '../../common/FormDialog';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { formatPrice, formatRate, type RateView } from '../common/refunds';
import type { MoneyAmount } from '../common/payments';
import { formatTokenAmount, type TokenAmount } from '../common/tokenAmount';
import { errorMessages, messages, valueMessages } from './RefundDialog.messages';
import {
  checkRefund,
  emptyRefundValues,
  readRefund,
  type NewRefund,
  type RefundErrorKey,
  type RefundValues,
} from './RefundDialog.rules';

export interface RefundDialogProps {
  isOpen: boolean;
  /** What the payment brought in, and what it was worth in its price currency (null without a rate). */
  paid: TokenAmount;
  paidPrice: MoneyAmount | null;
  /** What is left to refund, in the token's smallest unit (a decimal string). */
  left: string;
  /** The payment's locked rate: partial amounts may be typed in its currency and are converted at it. */
  rate: RateView | null;
  /** Creates the refund once confirmed; a returned promise keeps the dialog busy until it settles. */
  onRefund: (refund: NewRefund) => ActionResult;
  onCancel: () => void;
  status?: SubmitStatus;
  /** `moreThanLeft`: the API refused the amount (another refund came first); `failed`: anything else. */
  error?: 'moreThanLeft' | 'failed';
  /** What the dialog starts with, and on which step (stories and tests). */
  defaultValues?: Partial<RefundValues>;
  defaultConfirming?: boolean;
}

/**
 * Refunds all or part of a payment: what is left, or an amount typed in the price currency
 * (converted to the token at the payment's locked rate, the conversion shown) or in the token,
 * never more than what is left; then a confirmation that says what happens next.
 */
export function RefundDialog({
  isOpen,
  paid,
  paidPrice,
  left,
  rate,
  onRefund,
  onCancel,
  status,
  error,
  defaultValues,
  defaultConfirming = false,
}: RefundDialogProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(defaultConfirming);
  const context = { locale: intl.locale, paid, left: BigInt(left), rate };
  const token = (amount: TokenAmount) => formatTokenAmount(amount, intl.locale);
  const price = (amount: MoneyAmount | null) => (amount ? formatPrice(amount, intl.locale) : '');
  /** A token amount and what it is worth, for the messages that name both (`hasPrice`: whether there is a worth). */
  const worth = (amount: TokenAmount, value: MoneyAmount | null) => ({
    amount: token(amount),
    price: price(value),
    hasPrice: value ? 'yes' : 'no',
  });
  const form = useForm<RefundValues, RefundErrorKey, NewRefund>({
    initialValues: { ...emptyRefundValues, unit: rate ? 'price' : 'token', ...defaultValues },
    validate: (values) => checkRefund(values, context),
    prepare: (values) => readRefund(values, context) as NewRefund,
    onSubmit: (refund) => (confirming ? onRefund(refund) : setConfirming(true)),
    isBusy: status === 'submitting',
    errorText: (key) => intl.formatMessage(errorMessages[key]),
  });
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setConfirming(false);
  }

  const refund = readRefund(form.values, context);
  const ready = typeof refund === 'string' ? null : refund;
  const leftAmount = { ...paid, units: left };
  const leftRefund = readRefund({ ...form.values, kind: 'full' }, context);
  const leftPrice = typeof leftRefund === 'string' ? null : leftRefund.price;
  const rateText = rate ? formatRate(rate, intl.locale) : '';

  const description = () => {
    if (form.values.kind === 'full') return undefined;
    if (!ready || !rate) return intl.formatMessage(valueMessages.left, { amount: token(leftAmount) });
    return form.values.unit === 'price'
      ? intl.formatMessage(valueMessages.converted, {
          amount: token(ready.amount),
          rate: rateText,
          symbol: paid.symbol,
        })
      : intl.formatMessage(valueMessages.convertedPrice, {
          price: price(ready.price),
          rate: rateText,
          symbol: paid.symbol,
        });
  };

  return (
    <FormDialog
      isOpen={isOpen}
      form={form}
      emptyValues={{ ...emptyRefundValues, unit: rate ? 'price' : 'token' }}
      onCancel={confirming ? () => setConfirming(false) : onCancel}
      title={intl.formatMessage(confirming ? messages.confirmTitle : messages.title)}
      size="sm"
      cancelLabel={intl.formatMessage(confirming ? messages.back : messages.cancel)}
      submitLabel={intl.formatMessage(confirming ? messages.create : messages.continue)}
    >
      <Form {...form.formProps}>
        {confirming && ready ? (
          <Stack gap={4}>
            <Text>{intl.formatMessage(valueMessages.confirm, worth(ready.amount, ready.price))}</Text>
            <Text tone="muted">{intl.formatMessage(messages.nextSteps)}</Text>
            {error ? (
              <Alert
                live
                tone="danger"
                description={intl.formatMessage(error === 'moreThanLeft' ? messages.changed : messages.failed)}
              />
            ) : null}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Text tone="muted">{intl.formatMessage(valueMessages.paid, worth(paid, paidPrice))}</Text>
            <RadioGroup
              name="kind"
              label={intl.formatMessage(messages.kind)}
              value={form.values.kind}
              onChange={(value) => form.setValue('kind', value as RefundValues['kind'])}
            >
              <Radio value="full">{intl.formatMessage(valueMessages.full, worth(leftAmount, leftPrice))}</Radio>
              <Radio value="partial">{intl.formatMessage(messages.partial)}</Radio>
            </RadioGroup>
            {form.values.kind === 'partial' ? (
              <>
                {rate ? (
                  <RadioGroup
                    name="unit"
                    orientation="horizontal"
                    label={intl.formatMessage(messages.unit)}
                    value={form.values.unit}
                    onChange={(value) => form.setValue('unit', value as RefundValues['unit'])}
                  >
                    <Radio value="price">{rate.currency}</Radio>
                    <Radio value="token">{paid.symbol}</Radio>
                  </RadioGroup>
                ) : null}
                <TextField
                  {...form.field('amount')}
                  label={intl.formatMessage(messages.amount)}
                  inputMode="decimal"
                  autoComplete="off"
                  description={description()}
                  fullWidth
                />
              </>
            ) : null}
          </Stack>
        )}
      </Form>
    </FormDialog>
  );
}
