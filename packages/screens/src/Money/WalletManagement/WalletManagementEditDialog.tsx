import { useIntl } from 'react-intl';
import { Button, Dialog, Form } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import type { WalletView } from '../common/views';
import { checkWalletDetails, WalletDetailsFields, type WalletDetailsValues } from '../common/WalletDetailsFields';
import { messages } from './WalletManagement.messages';

interface WalletManagementEditDialogProps {
  wallet: WalletView;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (values: WalletDetailsValues) => ActionResult;
}

/** Renames a wallet and changes its colour; its address and network never change. */
export function WalletManagementEditDialog({ wallet, isOpen, onOpenChange, onSave }: WalletManagementEditDialogProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { label: wallet.label, colour: wallet.colour },
    validate: checkWalletDetails,
    prepare: (values: WalletDetailsValues) => ({ ...values, label: values.label.trim() }),
    onSubmit: onSave,
  });
  return (
    <Dialog
      title={intl.formatMessage(messages.editTitle)}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!form.isSubmitting) onOpenChange(open);
      }}
    >
      <Form {...form.formProps}>
        <WalletDetailsFields
          values={form.values}
          onLabelChange={(label) => form.setValue('label', label)}
          onColourChange={(colour) => form.setValue('colour', colour)}
          labelError={form.errorFor('label')}
        />
        <Button type="submit" isLoading={form.isSubmitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Form>
    </Dialog>
  );
}
