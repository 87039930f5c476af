import type { Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Button, Inline } from '@meridian/ui';
import type { LinkPricingProps } from '../common/amount';
import { linkFormMessages } from '../common/link-form.messages';
import { linkFieldsProps } from '../common/LinkFields';
import { LinkStepsForm, useLinkSteps, type LinkStepsProps } from '../common/LinkStepsForm';
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
import { StaticLinkPayment } from './StaticLinkPayment';

export interface StaticLinkFormProps
  extends LinkStepsProps<StaticLinkStep, StaticLinkValues, StaticLinkErrorKey, StaticLinkSubmission>, LinkPricingProps {
  /** `edit` fills the form with `defaultValues` and saves instead of creating. */
  mode?: 'create' | 'edit';
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
  error?: 'createFailed' | 'saveFailed';
}

/**
 * A static payment link in three steps: name and amount (within the tier's limit),
 * payment (payout wallet, environment, what to collect from the payer, VAT) and after payment
 * (a message and an https redirect). Editing shows the same steps, filled.
 */
export function StaticLinkForm(props: StaticLinkFormProps) {
  const { mode = 'create', defaultValues, wallets, tier, currency = 'USD', usdPerUnit } = props;
  const intl = useIntl();
  const { steps, step, form, textProps } = useLinkSteps(props, {
    steps: STATIC_LINK_STEPS,
    fieldsOf: staticLinkStepFields,
    initialValues: { ...emptyStaticLinkValues, currency, payoutWalletId: soleWalletId(wallets), ...defaultValues },
    validate: (current, values) => validateStaticLinkStep(current, values, tier, usdPerUnit),
    prepare: toStaticLinkSubmission,
  });

  const errorText = useStaticLinkErrorText(tier, form.values.currency, usdPerUnit);
  const fieldProps = linkFieldsProps(form, errorText, textProps);
  const payout = {
    wallets,
    addWalletHref: props.addWalletHref,
    payoutWalletMissing: form.errorFor('payoutWalletId') !== undefined,
  };
  const aboveLimit = form.errorFor('amount') === 'aboveTierLimit';

  const stepLabels = [
    { id: 'billing', label: intl.formatMessage(messages.stepDetails) },
    { id: 'payment', label: intl.formatMessage(messages.stepPayment) },
    { id: 'after', label: intl.formatMessage(messages.stepAfter) },
  ];
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
    <LinkStepsForm
      title={intl.formatMessage(mode === 'edit' ? messages.editHeading : messages.createHeading)}
      description={intl.formatMessage(messages.description)}
      stepLabels={stepLabels}
      progressLabel={intl.formatMessage(messages.progress)}
      steps={steps}
      formProps={form.formProps}
      onSubmit={steps.handleContinue(form)}
      isSubmitting={form.isSubmitting}
      error={props.error}
      raiseTierHref={step === 'billing' && aboveLimit ? props.verificationHref : undefined}
      cancelHref={props.cancelHref}
      onCancel={props.onCancel}
      submitActions={
        <Inline gap={2}>
          {mode === 'create' && !isLast ? (
            <Button variant="secondary" isLoading={form.isSubmitting} onPress={createNow}>
              {intl.formatMessage(linkFormMessages.create)}
            </Button>
          ) : null}
          <Button type="submit" isLoading={isLast && form.isSubmitting}>
            {intl.formatMessage(
              isLast ? (mode === 'edit' ? linkFormMessages.save : linkFormMessages.create) : linkFormMessages.continue,
            )}
          </Button>
        </Inline>
      }
    >
      {step === 'billing' ? <StaticLinkBilling {...fieldProps} currencyFixed={mode === 'edit'} /> : null}
      {step === 'payment' ? <StaticLinkPayment {...fieldProps} payout={payout} /> : null}
      {step === 'after' ? <StaticLinkAfter {...fieldProps} /> : null}
    </LinkStepsForm>
  );
}
