import { shortenAddress } from '@meridian/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Dialog, Form, Select, SelectItem, Stack } from '@meridian/ui';
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
  /** Resolves once assigned; a rejection keeps the dialog open with the failure. */
  onAssign: (paymentId: string, targetId: string) => Promise<unknown> | void;
  onAssigned: (target: AssignTarget) => void;
}

/** Picks the checkout or link an unmatched payment pays for, then assigns it. */
export function UnmatchedAssignDialog({
  payment,
  targets,
  isOpen,
  onOpenChange,
  onAssign,
  onAssigned,
}: UnmatchedAssignDialogProps) {
  const intl = useIntl();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const close = (open: boolean) => {
    if (pending) return;
    if (!open) {
      setTargetId(null);
      setMissing(false);
      setFailed(false);
    }
    onOpenChange(open);
  };
  const submit = async () => {
    const target = targets.find((candidate) => candidate.id === targetId);
    if (!payment || !target) {
      setMissing(true);
      return;
    }
    setPending(true);
    setFailed(false);
    try {
      await onAssign(payment.id, target.id);
      setPending(false);
      onAssigned(target);
      setTargetId(null);
      onOpenChange(false);
    } catch {
      setPending(false);
      setFailed(true);
    }
  };
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
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={5}>
          {failed ? <Alert live tone="danger" description={intl.formatMessage(messages.assignFailed)} /> : null}
          <Select
            name="target"
            label={intl.formatMessage(messages.target)}
            isRequired
            fullWidth
            value={targetId}
            onChange={(id) => {
              setTargetId(id == null ? null : String(id));
              setMissing(false);
            }}
            isInvalid={missing}
            errorMessage={missing ? intl.formatMessage(messages.targetRequired) : undefined}
          >
            {targets.map((target) => (
              <SelectItem key={target.id} id={target.id}>
                {target.label}
              </SelectItem>
            ))}
          </Select>
          <Stack gap={2} align="end">
            <div>
              <Button variant="secondary" onPress={() => close(false)} isDisabled={pending}>
                {intl.formatMessage(messages.cancel)}
              </Button>{' '}
              <Button type="submit" isLoading={pending}>
                {intl.formatMessage(messages.assign)}
              </Button>
            </div>
          </Stack>
        </Stack>
      </Form>
    </Dialog>
  );
}
