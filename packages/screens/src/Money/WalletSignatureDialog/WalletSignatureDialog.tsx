import { NETWORK_ECOSYSTEM, type Network } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, CopyButton, Form, Inline, Stack, TextArea } from '@meridian/ui';
import { FormDialog } from '../../common/FormDialog';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { errorMessages, messages, valueMessages } from './WalletSignatureDialog.messages';
import { checkPastedSignature, type SignatureErrorKey } from './WalletSignatureDialog.rules';

/** What the server said of a pasted signature: not this message's, the message expired, or it failed. */
export type WalletSignatureError = Extract<SignatureErrorKey, 'invalid' | 'expired' | 'failed'>;

export interface WalletSignatureDialogProps {
  isOpen: boolean;
  /** The wallet to prove: its network says which wallets can sign, its address which account. */
  wallet: { label: string; network: Network; address: string };
  /** The message to sign, exactly; undefined while it is being prepared. */
  message?: string;
  /** Called with the pasted signature, trimmed; a returned promise keeps the dialog busy. */
  onSubmit: (signature: string) => ActionResult;
  onCancel: () => void;
  /** The server's answer to the last signature; shown until the field is edited. */
  error?: WalletSignatureError;
  /** What the field starts with (stories and tests). */
  defaultValues?: { signature?: string };
}

type Values = { signature: string };
const validate = ({ signature }: Values): { signature?: SignatureErrorKey } => {
  const problem = checkPastedSignature(signature);
  return problem ? { signature: problem } : {};
};
const prepare = ({ signature }: Values) => signature.trim();

/**
 * Proving a wallet without a browser extension: the message to sign, shown whole with a copy
 * button, the steps for the wallet's kind, and a field for the signature the wallet app gives.
 * The server checks it as it checks an extension's.
 */
export function WalletSignatureDialog({
  isOpen,
  wallet,
  message,
  onSubmit,
  onCancel,
  error,
  defaultValues,
}: WalletSignatureDialogProps) {
  const intl = useIntl();
  const form = useForm<Values, SignatureErrorKey, string>({
    initialValues: { signature: defaultValues?.signature ?? '' },
    validate,
    prepare,
    onSubmit,
    fieldErrors: error && error !== 'expired' ? { signature: error } : undefined,
    errorText: (key) => intl.formatMessage(errorMessages[key]),
  });
  const steps = NETWORK_ECOSYSTEM[wallet.network] === 'evm' ? valueMessages.evmSteps : valueMessages.substrateSteps;

  return (
    <FormDialog
      isOpen={isOpen}
      form={form}
      emptyValues={{ signature: '' }}
      onCancel={onCancel}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(steps, { address: wallet.address })}
      size="md"
      cancelLabel={intl.formatMessage(messages.cancel)}
      submitLabel={intl.formatMessage(messages.verify)}
      isSubmitDisabled={message === undefined}
    >
      <Stack gap={4}>
        {error === 'expired' ? (
          <Alert tone="warning" live description={intl.formatMessage(errorMessages.expired)} />
        ) : null}
        {message === undefined ? (
          <Alert tone="info" description={intl.formatMessage(messages.loading)} />
        ) : (
          <Inline gap={2} align="end" wrap={false}>
            <TextArea
              label={intl.formatMessage(messages.message)}
              value={message}
              isReadOnly
              rows={Math.min(8, message.split('\n').length + 1)}
              fullWidth
            />
            <CopyButton value={message} label={intl.formatMessage(messages.copyMessage)} />
          </Inline>
        )}
        <Form {...form.formProps}>
          <TextArea
            {...form.field('signature')}
            label={intl.formatMessage(messages.signature)}
            description={intl.formatMessage(messages.signatureHelp)}
            rows={3}
            fullWidth
            autoComplete="off"
          />
        </Form>
      </Stack>
    </FormDialog>
  );
}
