import type { Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@meridian/contract';
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
import { linkFormMessages } from '../common/link-form.messages';
import { StepActions } from '../common/money.styles';
import { soleWalletId, type WalletView } from '../common/views';
import { messages, useDynamicLinkErrorText } from './DynamicLinkCreate.messages';
import {
  DYNAMIC_LINK_STEPS,
  dynamicLinkStepFields,
  emptyDynamicLinkValues,
  toDynamicLinkSubmission,
  validateDynamicLink,
  type DynamicLinkErrorKey,
  type DynamicLinkStep,
  type DynamicLinkSubmission,
  type DynamicLinkValues,
} from './DynamicLinkCreate.rules';
import { FormBody } from './DynamicLinkCreate.styles';
import { DynamicLinkRecipient } from './DynamicLinkRecipient';
import type { LinkPricingProps } from '../common/amount';
import { DynamicLinkSummary } from './DynamicLinkSummary';

export interface DynamicLinkCreateProps
  extends StepAddressProps<DynamicLinkStep>, FormDraftProps<DynamicLinkStep, DynamicLinkValues>, LinkPricingProps {
  initialStep?: DynamicLinkStep;
  defaultValues?: Partial<DynamicLinkValues>;
  /** The wallets payments can go to (Moonbeam wallets). */
  wallets: WalletView[];
  /** The workspace's verification tier, whose limit caps the amount. */
  tier: Tier;
  /** The verification page, offered when the amount is above the tier's limit. */
  verificationHref?: string;
  addWalletHref?: string;
  /** Where Cancel leads (the links list). */
  cancelHref: string;
  onSubmit: (link: DynamicLinkSubmission) => ActionResult;
  status?: SubmitStatus;
  error?: 'createFailed';
  /** The server's refusals by field (a tier limit, say): the form goes back to the recipient step. */
  fieldErrors?: FieldErrorsOf<DynamicLinkValues, DynamicLinkErrorKey>;
}

/** The interface's language (`pt-BR` reads as `pt`), the recipient's until the form says otherwise. */
const interfaceLanguage = (locale: string): Language =>
  LANGUAGES.find((language) => locale.toLowerCase().startsWith(language)) ?? 'en';

/**
 * A link for one payment by one recipient, in two steps: the recipient (who, what for, how
 * much, paid to which wallet, in which environment), then a summary to check before creating.
 */
export function DynamicLinkCreate({
  initialStep = 'recipient',
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
}: DynamicLinkCreateProps) {
  const intl = useIntl();
  const steps = useFormSteps({
    steps: DYNAMIC_LINK_STEPS,
    fieldsOf: dynamicLinkStepFields,
    initialStep,
    fieldErrors,
    addressStep,
    onStepChange,
  });
  const step = steps.step;
  const validate = (values: DynamicLinkValues) => validateDynamicLink(values, tier, usdPerUnit);
  const form = useForm({
    initialValues: {
      ...emptyDynamicLinkValues,
      currency,
      payoutWalletId: soleWalletId(wallets),
      recipientLanguage: interfaceLanguage(intl.locale),
      ...defaultValues,
    },
    validate,
    prepare: toDynamicLinkSubmission,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    scope: step,
  });
  const errorText = useDynamicLinkErrorText(tier, form.values.currency, usdPerUnit);
  const { typed, textProps } = useTypedTexts(defaultTyped);
  useDraftReport(onDraftChange, step, form.values, typed);

  const stepLabels = [
    { id: 'recipient', label: intl.formatMessage(messages.stepRecipient) },
    { id: 'summary', label: intl.formatMessage(messages.stepSummary) },
  ];

  return (
    <Stack gap={6}>
      <PageHeader title={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)} />
      <FormBody>
        <Stepper
          steps={stepLabels}
          currentStep={step}
          aria-label={intl.formatMessage(messages.progress)}
          onStepPress={(id) => steps.setStep(id as DynamicLinkStep)}
        />
        <Card as="div">
          <Form
            {...form.formProps}
            onSubmit={steps.handleContinue(form, () => validate(form.values))}
            error={
              step === 'summary' && error && !form.isSubmitting
                ? intl.formatMessage(linkFormMessages[error])
                : undefined
            }
          >
            {step === 'recipient' ? (
              <DynamicLinkRecipient
                values={form.values}
                setValue={form.setValue}
                errorText={(name) => errorText(form.errorFor(name), form.values.amount)}
                textProps={textProps}
                payoutWalletMissing={form.errorFor('payoutWalletId') !== undefined}
                wallets={wallets}
                addWalletHref={addWalletHref}
              />
            ) : (
              <DynamicLinkSummary values={form.values} wallets={wallets} />
            )}
            {step === 'recipient' && verificationHref && form.errorFor('amount') === 'aboveTierLimit' ? (
              <Link href={verificationHref} variant="standalone">
                {intl.formatMessage(linkFormMessages.raiseTier)}
              </Link>
            ) : null}
            <StepActions>
              <Inline gap={2}>
                <Link href={cancelHref} variant="standalone" onPress={onCancel}>
                  {intl.formatMessage(linkFormMessages.cancel)}
                </Link>
                {step === 'summary' ? (
                  <Button variant="secondary" isDisabled={form.isSubmitting} onPress={steps.back}>
                    {intl.formatMessage(linkFormMessages.back)}
                  </Button>
                ) : null}
              </Inline>
              <Button type="submit" isLoading={step === 'summary' && form.isSubmitting}>
                {intl.formatMessage(step === 'summary' ? linkFormMessages.create : linkFormMessages.continue)}
              </Button>
            </StepActions>
          </Form>
        </Card>
      </FormBody>
    </Stack>
  );
}
