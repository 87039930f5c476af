import type { Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@meridian/contract';
import { Button } from '@meridian/ui';
import type { LinkPricingProps } from '../common/amount';
import { linkFormMessages } from '../common/link-form.messages';
import { linkFieldsProps } from '../common/LinkFields';
import { LinkStepsForm, useLinkSteps, type LinkStepsProps } from '../common/LinkStepsForm';
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
import { DynamicLinkRecipient } from './DynamicLinkRecipient';
import { DynamicLinkSummary } from './DynamicLinkSummary';

export interface DynamicLinkCreateProps
  extends
    LinkStepsProps<DynamicLinkStep, DynamicLinkValues, DynamicLinkErrorKey, DynamicLinkSubmission>,
    LinkPricingProps {
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
  error?: 'createFailed';
}

/** The interface's language (`pt-BR` reads as `pt`), the recipient's until the form says otherwise. */
const interfaceLanguage = (locale: string): Language =>
  LANGUAGES.find((language) => locale.toLowerCase().startsWith(language)) ?? 'en';

/**
 * A link for one payment by one recipient, in two steps: the recipient (who, what for, how
 * much, paid to which wallet, in which environment), then a summary to check before creating.
 */
export function DynamicLinkCreate(props: DynamicLinkCreateProps) {
  const { defaultValues, wallets, tier, currency = 'USD', usdPerUnit, verificationHref } = props;
  const intl = useIntl();
  const validate = (values: DynamicLinkValues) => validateDynamicLink(values, tier, usdPerUnit);
  const { steps, step, form, textProps } = useLinkSteps(props, {
    steps: DYNAMIC_LINK_STEPS,
    fieldsOf: dynamicLinkStepFields,
    initialValues: {
      ...emptyDynamicLinkValues,
      currency,
      payoutWalletId: soleWalletId(wallets),
      recipientLanguage: interfaceLanguage(intl.locale),
      ...defaultValues,
    },
    validate: (_step, values) => validate(values),
    prepare: toDynamicLinkSubmission,
  });
  const errorText = useDynamicLinkErrorText(tier, form.values.currency, usdPerUnit);

  const stepLabels = [
    { id: 'recipient', label: intl.formatMessage(messages.stepRecipient) },
    { id: 'summary', label: intl.formatMessage(messages.stepSummary) },
  ];

  return (
    <LinkStepsForm
      title={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      stepLabels={stepLabels}
      progressLabel={intl.formatMessage(messages.progress)}
      steps={steps}
      formProps={form.formProps}
      onSubmit={steps.handleContinue(form, () => validate(form.values))}
      isSubmitting={form.isSubmitting}
      error={props.error}
      raiseTierHref={
        step === 'recipient' && form.errorFor('amount') === 'aboveTierLimit' ? verificationHref : undefined
      }
      cancelHref={props.cancelHref}
      onCancel={props.onCancel}
      submitActions={
        <Button type="submit" isLoading={steps.isLast && form.isSubmitting}>
          {intl.formatMessage(steps.isLast ? linkFormMessages.create : linkFormMessages.continue)}
        </Button>
      }
    >
      {step === 'recipient' ? (
        <DynamicLinkRecipient
          {...linkFieldsProps(form, errorText, textProps)}
          payout={{
            wallets,
            addWalletHref: props.addWalletHref,
            payoutWalletMissing: form.errorFor('payoutWalletId') !== undefined,
          }}
        />
      ) : (
        <DynamicLinkSummary values={form.values} wallets={wallets} />
      )}
    </LinkStepsForm>
  );
}
