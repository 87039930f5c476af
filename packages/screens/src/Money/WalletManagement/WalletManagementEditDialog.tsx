import { checkWalletAddress, type AddressProblem } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Button, Dialog, Form, TextField } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { useAddressProblemText } from '../AddWallet/AddWallet.messages';
import { useMoneyText } from '../common/money.messages';
import type { WalletView } from '../common/views';
import {
  checkWalletDetails,
  WalletDetailsFields,
  type WalletDetailsErrorKey,
  type WalletDetailsValues,
} from '../common/WalletDetailsFields';
import { messages, valueMessages } from './WalletManagement.messages';

/** What the edit dialog saves: the name, the colour and the payout address (as Meridian stores it). */
export interface WalletEditValues extends WalletDetailsValues {
  address: string;
}

type EditErrors = Partial<{ label: WalletDetailsErrorKey; address: AddressProblem }>;

interface WalletManagementEditDialogProps {
  wallet: WalletView;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (values: WalletEditValues) => ActionResult;
}

/**
 * Renames a wallet, changes its colour or its payout address (checked for the wallet's network,
 * which never changes; a new address must be verified again).
 */
export function WalletManagementEditDialog({ wallet, isOpen, onOpenChange, onSave }: WalletManagementEditDialogProps) {
  const intl = useIntl();
  const text = useMoneyText();
  const problemText = useAddressProblemText();
  const networkName = text.network(wallet.network);
  const form = useForm({
    initialValues: { label: wallet.label, colour: wallet.colour, address: wallet.address },
    validate: (values: WalletEditValues): EditErrors => {
      const errors: EditErrors = { ...checkWalletDetails(values) };
      const check = checkWalletAddress(wallet.network, values.address);
      if (!check.ok) errors.address = check.problem;
      return errors;
    },
    prepare: (values: WalletEditValues) => {
      const check = checkWalletAddress(wallet.network, values.address);
      return { ...values, label: values.label.trim(), address: check.ok ? check.address : values.address.trim() };
    },
    onSubmit: onSave,
  });
  const addressProblem = form.errorFor('address');
  return (
    <Dialog
      title={intl.formatMessage(messages.editTitle)}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!form.isSubmitting) onOpenChange(open);
      }}
    >
      <Form {...form.formProps}>
        <WalletDetailsFields form={form} />
        <TextField
          name="address"
          label={intl.formatMessage(valueMessages.payoutAddress, { network: networkName })}
          description={intl.formatMessage(messages.payoutAddressHelp)}
          isRequired
          fullWidth
          spellCheck="false"
          autoComplete="off"
          value={form.values.address}
          onChange={(address) => form.setValue('address', address)}
          isInvalid={addressProblem !== undefined}
          errorMessage={
            addressProblem === 'wrong_network'
              ? intl.formatMessage(valueMessages.addressWrongNetwork, { network: networkName })
              : addressProblem
                ? problemText(addressProblem as AddressProblem, networkName)
                : undefined
          }
        />
        <Button type="submit" isLoading={form.isSubmitting}>
          {intl.formatMessage(messages.save)}
        </Button>
      </Form>
    </Dialog>
  );
}
