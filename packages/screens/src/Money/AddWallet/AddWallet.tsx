import type { WalletErrorKey } from '@meridian/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, ConfirmDialog, Form, Inline, Link, Stack, Stepper } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { usePendingAction } from '../../common/usePendingAction';
import { useMoneyText } from '../common/money.messages';
import { StepActions } from '../common/money.styles';
import { WalletDetailsFields } from '../common/WalletDetailsFields';
import { AddWalletAddress, type WalletConnection, type WalletConnector } from './AddWalletAddress';
import { AddWalletNetwork } from './AddWalletNetwork';
import { messages, useAddressProblemText, walletErrorMessages } from './AddWallet.messages';
import {
  ADD_WALLET_STEPS,
  emptyAddWalletValues,
  hasProgress,
  toNewWallet,
  validateStep,
  type AddWalletStep,
  type AddWalletValues,
  type NewWallet,
} from './AddWallet.rules';
import { FlowBody } from './AddWallet.styles';

export type { WalletConnection, WalletConnector } from './AddWalletAddress';

export interface AddWalletProps {
  /** Where the flow starts (stories and deep links); default the network step. */
  initialStep?: AddWalletStep;
  defaultValues?: Partial<AddWalletValues>;
  /** The wallet library's connection: its status and the accounts it shares. */
  connection: WalletConnection;
  /** The ways to connect a wallet offered on this page. */
  connectors: WalletConnector[];
  /** Connects with one of `connectors`; a returned promise keeps its button busy. */
  onConnect: (connectorId: string) => ActionResult;
  /**
   * The last wallet or provider error, as a key (switch rejected, signature refused...): said on
   * the address step, or with `signatureFailed` in its warning.
   */
  walletError?: WalletErrorKey;
  /** Creates the wallet (then the caller asks it to sign the proof message). */
  onSubmit: (wallet: NewWallet) => ActionResult;
  /** `submitting` while the wallet is created, `signing` while the signature is awaited. */
  status?: 'idle' | 'submitting' | 'signing';
  /** `createFailed`: nothing was saved. `signatureFailed`: saved, not verified. */
  error?: 'createFailed' | 'signatureFailed';
  /** Asks the new wallet to sign the proof message again. */
  onSign: () => ActionResult;
  /** Where the flow leads once left, or once done (the wallets page). */
  doneHref: string;
  /** Leaves the flow (after a confirmation when something was chosen or typed). */
  onExit: () => void;
  /**
   * Told whether anything was chosen or typed, at first and on every change: leaving the page
   * another way (a link elsewhere, the browser's back button) should then ask first.
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * A navigation away waits for an answer: shows the exit confirmation. Leaving calls `onExit`,
   * staying calls `onStay`.
   */
  isLeaving?: boolean;
  /** The person chose to stay after `isLeaving`. */
  onStay?: () => void;
}

/**
 * Adding a payout wallet in three steps: the network, the address (an account of the connected
 * wallet, or typed and checked for the network), then its name and colour. Leaving with
 * something chosen asks first.
 */
export function AddWallet({
  initialStep = 'network',
  defaultValues,
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
  const sign = usePendingAction();
  const form = useForm({
    initialValues: { ...emptyAddWalletValues, ...defaultValues },
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

  const labelKey = form.errorFor('label');
  const labelError = labelKey === 'labelRequired' || labelKey === 'labelTooLong' ? labelKey : undefined;

  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.isSubmitting || !form.check()) return;
    const next = ADD_WALLET_STEPS[ADD_WALLET_STEPS.indexOf(step) + 1];
    if (next) setStep(next);
    else form.submit();
  };
  const isDirty = hasProgress(values);
  const exit = () => (isDirty ? setExitOpen(true) : onExit());
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const steps = [
    { id: 'network', label: intl.formatMessage(messages.stepNetwork) },
    { id: 'address', label: intl.formatMessage(messages.stepAddress) },
    { id: 'details', label: intl.formatMessage(messages.stepDetails) },
  ];

  const signatureFailed =
    error === 'signatureFailed' ? (
      <Alert
        live
        tone="warning"
        title={intl.formatMessage(messages.signatureFailed)}
        description={
          walletError
            ? `${intl.formatMessage(walletErrorMessages[walletError])} ${intl.formatMessage(messages.signatureFailedHelp)}`
            : intl.formatMessage(messages.signatureFailedHelp)
        }
        action={
          <Inline gap={2}>
            <Button size="sm" variant="secondary" isLoading={sign.isPending} onPress={() => sign.run(onSign)}>
              {intl.formatMessage(messages.signAgain)}
            </Button>
            <Link href={doneHref} variant="standalone">
              {intl.formatMessage(messages.verifyLater)}
            </Link>
          </Inline>
        }
      />
    ) : null;

  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      <FlowBody>
        <Stepper
          steps={steps}
          currentStep={step}
          aria-label={intl.formatMessage(messages.progress)}
          onStepPress={(id) => setStep(id as AddWalletStep)}
        />
        {signatureFailed ?? (
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
                <WalletDetailsFields
                  values={values}
                  onLabelChange={(label) => form.setValue('label', label)}
                  onColourChange={(colour) => form.setValue('colour', colour)}
                  labelError={labelError}
                />
              )}
              <StepActions>
                <Inline gap={2}>
                  <Button variant="ghost" isDisabled={form.isSubmitting} onPress={exit}>
                    {intl.formatMessage(messages.cancel)}
                  </Button>
                  {step === 'network' ? null : (
                    <Button
                      variant="secondary"
                      isDisabled={form.isSubmitting}
                      onPress={() => setStep(ADD_WALLET_STEPS[ADD_WALLET_STEPS.indexOf(step) - 1] ?? 'network')}
                    >
                      {intl.formatMessage(messages.back)}
                    </Button>
                  )}
                </Inline>
                <Button type="submit" isLoading={step === 'details' && form.isSubmitting}>
                  {intl.formatMessage(step === 'details' ? messages.submit : messages.continue)}
                </Button>
              </StepActions>
            </Form>
          </Card>
        )}
      </FlowBody>
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
