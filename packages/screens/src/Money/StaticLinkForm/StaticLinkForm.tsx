import type { Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Button, Card, Form, Inline, Link, Stack, Stepper } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useForm, type FieldErrorsOf } from '../../common/useForm';
import {
  useDraftReport,
  useFormSteps,
  useTypedTexts,
  type FormDraftProps,
  type StepAddressProps,
} from '../../common/useFormSteps';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import type { LinkPricingProps } from '../common/amount';
import { linkFormMessages } from '../common/link-form.messages';
import { StepActions } from '../common/money.styles';
import { soleWalletId, type WalletView } from '../common/views';
import { StaticLinkAfter } from './StaticLinkAfter';
import { StaticLinkBilling } from './StaticLinkBilling';
import { messages, useStaticLinkErrorText } from './StaticLinkForm.messages';
import {
  emptyStaticLinkValues,
  STATIC_LINK_STEPS,
  staticLinkStepFields,
  toStaticLinkSubmission,
  validateStaticLinkStep,
  type StaticLinkErrorKey,
  type StaticLinkStep,
  type StaticLinkSubmission,
  type StaticLinkValues,
} from './StaticLinkForm.rules';
import { FormBody } from './StaticLinkForm.styles';
import { StaticLinkPayment } from './StaticLinkPayment';

export interface StaticLinkFormProps
  extends StepAddressProps<StaticLinkStep>, FormDraftProps<StaticLinkStep, StaticLinkValues>, LinkPricingProps {
  /** `edit` fills the form with `defaultValues` and saves instead of creating. */
  mode?: 'create' | 'edit';
  initialStep?: StaticLinkStep;
  defaultValues?: Partial<StaticLinkValues>;
  /** The wallets payments can go to (Moonbeam wallets). */
  wallets: WalletView[];
  /** The workspace's verification tier, whose limit caps the amount. */
  tier: Tier;
  /** The verification page, offered when the amount is above the tier's limit. */
  verificationHref: string;
  /** Where a wallet is added (owners and admins only). */
  addWalletHref?: string;
  /** Where Cancel leads (the links list). */
  cancelHref: string;
  onSubmit: (link: StaticLinkSubmission) => ActionResult;
  status?: SubmitStatus;
  error?: 'createFailed' | 'saveFailed';
  /** The server's refusals by field (a tier limit, say); the form opens the step that has the first. */
  fieldErrors?: FieldErrorsOf<StaticLinkValues, StaticLinkErrorKey>;
}

/**
 * A static payment link in three steps: name and amount (within the tier's limit),
 * payment (payout wallet, environment, what to collect from the payer, VAT) and after payment
 * (a message and an https redirect). Editing shows the same steps, filled.
 */
export function StaticLinkForm({
  mode = 'create',
  initialStep = 'billing',
  defaultValues,
  wallets,
  tier,
  currency = 'USD',
  usdPerUnit,
  verificationHref,
  addWalletHref,
  cancelHref,
  onSubmit,
  status = 'idle',
  error,
  fieldErrors,
  addressStep,
  onStepChange,
  onDraftChange,
  onCancel,
  defaultTyped,
}: StaticLinkFormProps) {
  const intl = useIntl();
  const steps = useFormSteps({
    steps: STATIC_LINK_STEPS,
    fieldsOf: staticLinkStepFields,
    initialStep,
    fieldErrors,
    addressStep,
    onStepChange,
  });
  const step = steps.step;
  const form = useForm({
    initialValues: { ...emptyStaticLinkValues, currency, payoutWalletId: soleWalletId(wallets), ...defaultValues },
    validate: (values: StaticLinkValues) => validateStaticLinkStep(step, values, tier, usdPerUnit),
    prepare: toStaticLinkSubmission,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    scope: step,
  });
  const { typed, textProps } = useTypedTexts(defaultTyped);
  useDraftReport(onDraftChange, step, form.values, typed);

  const errorText = useStaticLinkErrorText(tier, form.values.currency, usdPerUnit);
  const fieldError = (name: keyof StaticLinkValues) => errorText(form.errorFor(name), form.values.amount);
  const aboveLimit = form.errorFor('amount') === 'aboveTierLimit';

  const stepLabels = [
    { id: 'billing', label: intl.formatMessage(messages.stepDetails) },
    { id: 'payment', label: intl.formatMessage(messages.stepPayment) },
    { id: 'after', label: intl.formatMessage(messages.stepAfter) },
  ];
  const fieldProps = { values: form.values, setValue: form.setValue, errorText: fieldError, textProps };
  const isLast = steps.isLast;
  // The later steps hold defaults (the one wallet, a test link, nothing more asked of the payer,
  // no message): a new link can be created from any step; a step that needs an answer opens.
  const createNow = () => {
    if (!form.check()) return;
    const open = STATIC_LINK_STEPS.find(
      (candidate) => Object.keys(validateStaticLinkStep(candidate, form.values, tier, usdPerUnit)).length > 0,
    );
    if (open) steps.setStep(open);
    else form.submit();
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(mode === 'edit' ? messages.editHeading : messages.createHeading)}
        description={intl.formatMessage(messages.description)}
      />
      <FormBody>
        <Stepper
          steps={stepLabels}
          currentStep={step}
          aria-label={intl.formatMessage(messages.progress)}
          onStepPress={(id) => steps.setStep(id as StaticLinkStep)}
        />
        <Card as="div">
          <Form
            {...form.formProps}
            onSubmit={steps.handleContinue(form)}
            error={isLast && error && !form.isSubmitting ? intl.formatMessage(linkFormMessages[error]) : undefined}
          >
            {step === 'billing' ? <StaticLinkBilling {...fieldProps} currencyFixed={mode === 'edit'} /> : null}
            {step === 'billing' && aboveLimit ? (
              <Link href={verificationHref} variant="standalone">
                {intl.formatMessage(linkFormMessages.raiseTier)}
              </Link>
            ) : null}
            {step === 'payment' ? (
              <StaticLinkPayment
                {...fieldProps}
                wallets={wallets}
                addWalletHref={addWalletHref}
                payoutWalletMissing={form.errorFor('payoutWalletId') !== undefined}
              />
            ) : null}
            {step === 'after' ? <StaticLinkAfter {...fieldProps} /> : null}
            <StepActions>
              <Inline gap={2}>
                <Link href={cancelHref} variant="standalone" onPress={onCancel}>
                  {intl.formatMessage(linkFormMessages.cancel)}
                </Link>
                {steps.isFirst ? null : (
                  <Button variant="secondary" isDisabled={form.isSubmitting} onPress={steps.back}>
                    {intl.formatMessage(linkFormMessages.back)}
                  </Button>
                )}
              </Inline>
              <Inline gap={2}>
                {mode === 'create' && !isLast ? (
                  <Button variant="secondary" isLoading={form.isSubmitting} onPress={createNow}>
                    {intl.formatMessage(linkFormMessages.create)}
                  </Button>
                ) : null}
                <Button type="submit" isLoading={isLast && form.isSubmitting}>
                  {intl.formatMessage(
                    isLast
                      ? mode === 'edit'
                        ? linkFormMessages.save
                        : linkFormMessages.create
                      : linkFormMessages.continue,
                  )}
                </Button>
              </Inline>
            </StepActions>
          </Form>
        </Card>
      </FormBody>
    </Stack>
  );
}
