import type { Tier } from '@meridian/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Form, Inline, Link, Stack, Stepper } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { StepActions } from '../common/money.styles';
import type { WalletView } from '../common/views';
import { messages, useDynamicLinkErrorText } from './DynamicLinkCreate.messages';
import {
  emptyDynamicLinkValues,
  toDynamicLinkSubmission,
  validateDynamicLink,
  type DynamicLinkStep,
  type DynamicLinkSubmission,
  type DynamicLinkValues,
} from './DynamicLinkCreate.rules';
import { FormBody } from './DynamicLinkCreate.styles';
import { DynamicLinkRecipient } from './DynamicLinkRecipient';
import { DynamicLinkSummary } from './DynamicLinkSummary';

export interface DynamicLinkCreateProps {
  initialStep?: DynamicLinkStep;
  defaultValues?: Partial<DynamicLinkValues>;
  /** The wallets payments can go to (Moonbeam wallets). */
  wallets: WalletView[];
  /** The workspace's verification tier, whose limit caps the amount. */
  tier: Tier;
  addWalletHref?: string;
  /** Where Cancel leads (the links list). */
  cancelHref: string;
  onSubmit: (link: DynamicLinkSubmission) => ActionResult;
  status?: SubmitStatus;
  error?: 'createFailed';
}

/**
 * A link for one payment by one recipient, in two steps: the recipient (who, what for, how
 * much, paid to which wallet, in which environment), then a summary to check before creating.
 */
export function DynamicLinkCreate({
  initialStep = 'recipient',
  defaultValues,
  wallets,
  tier,
  addWalletHref,
  cancelHref,
  onSubmit,
  status = 'idle',
  error,
}: DynamicLinkCreateProps) {
  const intl = useIntl();
  const errorText = useDynamicLinkErrorText(tier);
  const [step, setStep] = useState<DynamicLinkStep>(initialStep);
  const form = useForm({
    initialValues: { ...emptyDynamicLinkValues, ...defaultValues },
    validate: (values: DynamicLinkValues) => validateDynamicLink(values, tier),
    prepare: toDynamicLinkSubmission,
    onSubmit,
    isBusy: status === 'submitting',
  });

  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.isSubmitting || !form.check()) {
      setStep('recipient');
      return;
    }
    if (step === 'recipient') setStep('summary');
    else form.submit();
  };

  const steps = [
    { id: 'recipient', label: intl.formatMessage(messages.stepRecipient) },
    { id: 'summary', label: intl.formatMessage(messages.stepSummary) },
  ];

  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      <FormBody>
        <Stepper
          steps={steps}
          currentStep={step}
          aria-label={intl.formatMessage(messages.progress)}
          onStepPress={(id) => setStep(id as DynamicLinkStep)}
        />
        <Card as="div">
          <Form
            {...form.formProps}
            onSubmit={handleContinue}
            error={step === 'summary' && error && !form.isSubmitting ? intl.formatMessage(messages[error]) : undefined}
          >
            {step === 'recipient' ? (
              <DynamicLinkRecipient
                values={form.values}
                setValue={form.setValue}
                errorText={(name) => errorText(form.errorFor(name), form.values.amount)}
                payoutWalletMissing={form.errorFor('payoutWalletId') !== undefined}
                wallets={wallets}
                addWalletHref={addWalletHref}
              />
            ) : (
              <DynamicLinkSummary values={form.values} wallets={wallets} />
            )}
            <StepActions>
              <Inline gap={2}>
                <Link href={cancelHref} variant="standalone">
                  {intl.formatMessage(messages.cancel)}
                </Link>
                {step === 'summary' ? (
                  <Button variant="secondary" isDisabled={form.isSubmitting} onPress={() => setStep('recipient')}>
                    {intl.formatMessage(messages.back)}
                  </Button>
                ) : null}
              </Inline>
              <Button type="submit" isLoading={step === 'summary' && form.isSubmitting}>
                {intl.formatMessage(step === 'summary' ? messages.create : messages.continue)}
              </Button>
            </StepActions>
          </Form>
        </Card>
      </FormBody>
    </Stack>
  );
}
