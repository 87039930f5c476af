import { shortenAddress } from '@meridian/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ButtonLink, Dialog, Form, Select, SelectItem, Stack, Text } from '@meridian/ui';
import { useForm, type FieldErrorsOf } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import type { PaymentView } from '../common/payments';
import { formatTokenAmount } from '../common/tokenAmount';
import { messages, valueMessages } from './UnmatchedPayments.messages';

/** What an unmatched payment can be assigned to: an open or recent checkout. */
export interface AssignTarget {
  id: string;
  /** How the merchant recognises it: the link's name, the checkout's amount and time. */
  label: string;
  /** The chain and token it is paid in: a payment takes only a checkout of its own. */
  chainId: number;
  symbol: string;
  /** What it asks for, in the token's smallest unit. */
  units: string;
}

interface UnmatchedAssignDialogProps {
  payment: PaymentView | undefined;
  targets: AssignTarget[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves once assigned (the dialog closes); a rejection keeps it open with the failure. */
  onAssign: (paymentId: string, targetId: string) => ActionResult;
  /** Where a payment link is made, offered when no checkout can take the payment. */
  createLinkHref?: string;
}

interface AssignValues {
  targetId: string | null;
}

type AssignErrorKey = 'targetRequired';

const validate = (values: AssignValues): FieldErrorsOf<AssignValues, AssignErrorKey> =>
  values.targetId ? {} : { targetId: 'targetRequired' };

/** Picks the checkout or link an unmatched payment pays for, then assigns it. */
export function UnmatchedAssignDialog({
  payment,
  targets,
  isOpen,
  onOpenChange,
  onAssign,
  createLinkHref,
}: UnmatchedAssignDialogProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    initialValues: { targetId: null } as AssignValues,
    validate,
    prepare: (values) => values.targetId ?? '',
    onSubmit: (targetId: string) => {
      if (!payment) return;
      setFailed(false);
      return Promise.resolve(onAssign(payment.id, targetId)).then(
        () => {
          form.reset({ targetId: null });
          onOpenChange(false);
        },
        () => setFailed(true),
      );
    },
  });
  const close = (open: boolean) => {
    if (form.isSubmitting) return;
    if (!open) {
      form.reset({ targetId: null });
      setFailed(false);
    }
    onOpenChange(open);
  };
  const targetError = form.errorFor('targetId');
  const amount = payment ? formatTokenAmount(payment.amount, intl.locale) : '';
  // Only a checkout of the payment's chain and token can take it (the API refuses another).
  const fitting = payment
    ? targets.filter((target) => target.chainId === payment.chainId && target.symbol === payment.amount.symbol)
    : [];
  const exact = payment ? fitting.some((target) => target.units === payment.amount.units) : true;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      title={intl.formatMessage(messages.assignTitle)}
      description={
        payment
          ? intl.formatMessage(valueMessages.assignDescription, { amount, payer: shortenAddress(payment.payer) })
          : undefined
      }
    >
      <Form {...form.formProps}>
        <Stack gap={5}>
          {failed ? <Alert live tone="danger" description={intl.formatMessage(messages.assignFailed)} /> : null}
          {fitting.length === 0 ? (
            <NoTarget symbol={payment?.amount.symbol ?? ''} createLinkHref={createLinkHref} />
          ) : (
            <Select
              name="target"
              label={intl.formatMessage(messages.target)}
              isRequired
              fullWidth
              value={form.values.targetId}
              onChange={(id) => form.setValue('targetId', id == null ? null : String(id))}
              isInvalid={targetError !== undefined}
              errorMessage={targetError ? intl.formatMessage(messages[targetError]) : undefined}
            >
              {fitting.map((target) => (
                <SelectItem key={target.id} id={target.id}>
                  {target.label}
                </SelectItem>
              ))}
            </Select>
          )}
          {fitting.length > 0 && !exact ? (
            <Text size="sm" tone="muted">
              {intl.formatMessage(valueMessages.noExactAmount, { amount })}
            </Text>
          ) : null}
          {fitting.length === 0 ? null : (
            <Stack gap={2} align="end">
              <div>
                <Button variant="secondary" onPress={() => close(false)} isDisabled={form.isSubmitting}>
                  {intl.formatMessage(messages.cancel)}
                </Button>{' '}
                <Button type="submit" isLoading={form.isSubmitting}>
                  {intl.formatMessage(messages.assign)}
                </Button>
              </div>
            </Stack>
          )}
        </Stack>
      </Form>
    </Dialog>
  );
}

/** Why no checkout can take the payment, and the ways forward. */
function NoTarget({ symbol, createLinkHref }: { symbol: string; createLinkHref?: string }) {
  const intl = useIntl();
  return (
    <Alert
      tone="info"
      title={intl.formatMessage(messages.noTargetTitle)}
      description={
        <Stack gap={2}>
          <span>{intl.formatMessage(valueMessages.noTargetWhy, { symbol })}</span>
          <span>{intl.formatMessage(messages.noTargetNext)}</span>
        </Stack>
      }
      action={
        createLinkHref ? (
          <ButtonLink href={createLinkHref} size="sm" variant="secondary">
            {intl.formatMessage(messages.createLink)}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
