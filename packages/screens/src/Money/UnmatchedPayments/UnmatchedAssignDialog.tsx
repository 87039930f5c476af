import { shortenAddress } from '@meridian/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Dialog, Form, Select, SelectItem, Stack } from '@meridian/ui';
import { useForm, type FieldErrorsOf } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import type { PaymentView } from '../common/payments';
import { formatTokenAmount } from '../common/tokenAmount';
import { messages, valueMessages } from './UnmatchedPayments.messages';

/** What an unmatched payment can be assigned to: an open or recent checkout, or a link. */
export interface AssignTarget {
  id: string;
  /** How the merchant recognises it: the link's name, the checkout's amount and time. */
  label: string;
}

interface UnmatchedAssignDialogProps {
  payment: PaymentView | undefined;
  targets: AssignTarget[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves once assigned (the dialog closes); a rejection keeps it open with the failure. */
  onAssign: (paymentId: string, targetId: string) => ActionResult;
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
            {targets.map((target) => (
              <SelectItem key={target.id} id={target.id}>
                {target.label}
              </SelectItem>
            ))}
          </Select>
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
        </Stack>
      </Form>
    </Dialog>
  );
}
