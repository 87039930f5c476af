import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Card, ConfirmDialog, Form, Stack, Stepper } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useForm } from '../../common/useForm';
import { useMoneyText } from '../common/money.messages';
import { WalletDetailsFields } from '../common/WalletDetailsFields';
import { AddWalletActions } from './AddWalletActions';
import { AddWalletAddress } from './AddWalletAddress';
import { AddWalletNetwork } from './AddWalletNetwork';
import { AddWalletSignatureFailed } from './AddWalletSignatureFailed';
import { messages, useAddressProblemText } from './AddWallet.messages';
import {
  ADD_WALLET_STEPS,
  emptyAddWalletValues,
  hasProgress,
  toNewWallet,
  validateStep,
  type AddWalletStep,
  type AddWalletValues,
} from './AddWallet.rules';
import { StepsFormBody } from '../common/money.styles';
import type { AddWalletProps } from './AddWallet.types';

export type { AddWalletProps } from './AddWallet.types';
export type { WalletConnection, WalletConnector } from './AddWalletAddress';

/**
 * Adding a payout wallet in three steps: the network, the address (an account of the connected
 * wallet, or typed and checked for the network), then its name and colour. Leaving with
 * something chosen asks first.
 */
export function AddWallet({
  initialStep = 'network',
  defaultValues,
  suggestedNetwork,
  connection,
  connectors,
  onConnect,
  walletError,
  onSubmit,
  status = 'idle',
  error,
  onSign,
  doneHref,
  onExit,
  onDirtyChange,
  isLeaving = false,
  onStay,
}: AddWalletProps) {
  const intl = useIntl();
  const text = useMoneyText();
  const problemText = useAddressProblemText();
  const [step, setStep] = useState<AddWalletStep>(initialStep);
  const [isExitOpen, setExitOpen] = useState(false);
  const form = useForm({
    initialValues: { ...emptyAddWalletValues, network: suggestedNetwork ?? null, ...defaultValues },
    validate: (values: AddWalletValues) => validateStep(step, values),
    prepare: toNewWallet,
    onSubmit,
    isBusy: status !== 'idle',
    scope: step,
  });
  const { values } = form;
  const networkName = values.network ? text.network(values.network) : '';

  const errorText = (name: 'network' | 'account' | 'address') => {
    const key = form.errorFor(name);
    if (!key) return undefined;
    if (key === 'networkRequired') return intl.formatMessage(messages.networkRequired);
    if (key === 'labelRequired' || key === 'labelTooLong') return undefined;
    return problemText(key, networkName);
  };

  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.isSubmitting || !form.check()) return;
    const next = ADD_WALLET_STEPS[ADD_WALLET_STEPS.indexOf(step) + 1];
    // The name starts as the network's: a right default to keep or change, not a question.
    if (next === 'details' && values.label.trim() === '') form.setValue('label', networkName);
    if (next) setStep(next);
    else form.submit();
  };
  // A suggested network left as it was is no progress to confirm leaving.
  const isDirty = hasProgress(
    suggestedNetwork && values.network === suggestedNetwork ? { ...values, network: null } : values,
  );
  const exit = () => (isDirty ? setExitOpen(true) : onExit());
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const steps = [
    { id: 'network', label: intl.formatMessage(messages.stepNetwork) },
    { id: 'address', label: intl.formatMessage(messages.stepAddress) },
    { id: 'details', label: intl.formatMessage(messages.stepDetails) },
  ];

  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      <StepsFormBody>
        <Stepper
          steps={steps}
          currentStep={step}
          aria-label={intl.formatMessage(messages.progress)}
          onStepPress={(id) => setStep(id as AddWalletStep)}
        />
        {error === 'signatureFailed' ? (
          <AddWalletSignatureFailed walletError={walletError} onSign={onSign} doneHref={doneHref} />
        ) : (
          <Card as="div">
            <Form
              {...form.formProps}
              onSubmit={handleContinue}
              error={
                step === 'details' && error === 'createFailed' && !form.isSubmitting
                  ? intl.formatMessage(messages.createFailed)
                  : undefined
              }
            >
              {step === 'network' ? (
                <AddWalletNetwork
                  value={values.network}
                  onChange={(network) => form.setValue('network', network)}
                  error={errorText('network')}
                />
              ) : step === 'address' ? (
                <AddWalletAddress
                  values={values}
                  setValue={form.setValue}
                  error={errorText(values.source === 'wallet' ? 'account' : 'address')}
                  connection={connection}
                  connectors={connectors}
                  onConnect={onConnect}
                  walletError={walletError}
                />
              ) : (
                <WalletDetailsFields form={form} />
              )}
              <AddWalletActions
                step={step}
                isSubmitting={form.isSubmitting}
                onCancel={exit}
                onBack={() => setStep(ADD_WALLET_STEPS[ADD_WALLET_STEPS.indexOf(step) - 1] ?? 'network')}
              />
            </Form>
          </Card>
        )}
      </StepsFormBody>
      <ConfirmDialog
        tone="danger"
        isOpen={isExitOpen || isLeaving}
        onOpenChange={setExitOpen}
        onCancel={isLeaving ? onStay : undefined}
        title={intl.formatMessage(messages.exitTitle)}
        message={intl.formatMessage(messages.exitMessage)}
        confirmLabel={intl.formatMessage(messages.exitConfirm)}
        onConfirm={onExit}
      />
    </Stack>
  );
}
