import { LINK_MESSAGE_MAX_LENGTH, type Tier } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { AmountField, Button, Card, Form, Link, Stack, Switch, TextArea } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { useForm, type FieldErrorsOf } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { useAmountProblemText } from '../common/amount.messages';
import type { LinkPricingProps } from '../common/amount';
import { linkFormMessages } from '../common/link-form.messages';
import { LinkCurrencyField } from '../common/LinkCurrencyField';
import { invalidProps, LinkNameField, RaiseTierLink } from '../common/LinkFields';
import { StepActions } from '../common/money.styles';
import { PayoutFields } from '../common/PayoutFields';
import { soleWalletId, type WalletView } from '../common/views';
import { messages, useDonationLinkText } from './DonationLinkForm.messages';
import {
  emptyDonationLinkValues,
  suggestedFields,
  toDonationLinkSubmission,
  validateDonationLink,
  type DonationLinkErrorKey,
  type DonationLinkSubmission,
  type DonationLinkValues,
} from './DonationLinkForm.rules';
import { FormBody, SuggestedRow } from './DonationLinkForm.styles';

export interface DonationLinkFormProps extends LinkPricingProps {
  /** `edit` fills the form with `defaultValues` and saves instead of creating. */
  mode?: 'create' | 'edit';
  defaultValues?: Partial<DonationLinkValues>;
  /** The wallets payments can go to (Moonbeam wallets). */
  wallets: WalletView[];
  /** The workspace's verification tier, whose limit caps the minimum and the suggestions. */
  tier: Tier;
  /** The verification page, offered when an amount is above the tier's limit. */
  verificationHref?: string;
  addWalletHref?: string;
  cancelHref: string;
  onSubmit: (link: DonationLinkSubmission) => ActionResult;
  status?: SubmitStatus;
  error?: 'createFailed' | 'saveFailed';
  /** The server's refusals by field (a tier limit, say). */
  fieldErrors?: FieldErrorsOf<DonationLinkValues, DonationLinkErrorKey>;
}

/**
 * A donation link: the payer chooses the amount, from an optional minimum, helped by up to
 * three suggested amounts; paid to a payout wallet in one environment.
 */
const amountFields = ['minimum', ...suggestedFields] as const;

export function DonationLinkForm({
  mode = 'create',
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
}: DonationLinkFormProps) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { ...emptyDonationLinkValues, currency, payoutWalletId: soleWalletId(wallets), ...defaultValues },
    validate: (values: DonationLinkValues) => validateDonationLink(values, tier, usdPerUnit),
    prepare: toDonationLinkSubmission,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
  });
  const { values, setValue } = form;
  const amountProblemText = useAmountProblemText(values.currency);
  const text = useDonationLinkText(tier, values.currency, usdPerUnit);
  /** A field bound to the form, its error in the link's words (an amount's read with the amount typed). */
  const field = <N extends keyof DonationLinkValues>(name: N, amount = Number.NaN) => ({
    ...form.field(name),
    ...invalidProps(text.error(form.errorFor(name), amount)),
  });

  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(mode === 'edit' ? messages.editHeading : messages.heading)}
        description={intl.formatMessage(messages.description)}
      />
      <FormBody>
        <Card as="div">
          <Form
            {...form.formProps}
            error={error && !form.isSubmitting ? intl.formatMessage(linkFormMessages[error]) : undefined}
          >
            <LinkNameField {...field('name')} />
            <LinkCurrencyField
              value={values.currency}
              onChange={(next) => setValue('currency', next)}
              isFixed={mode === 'edit'}
            />
            <AmountField
              unreadableMessage={amountProblemText}
              currency={values.currency}
              {...field('minimum', values.minimum)}
              label={intl.formatMessage(messages.minimum)}
              description={intl.formatMessage(messages.minimumHelp)}
            />
            <Switch
              name="suggest"
              description={intl.formatMessage(messages.suggestHelp)}
              isSelected={values.suggest}
              onChange={(suggest) => setValue('suggest', suggest)}
            >
              {intl.formatMessage(messages.suggest)}
            </Switch>
            {values.suggest ? (
              <SuggestedRow role="group" aria-label={intl.formatMessage(messages.suggestedGroup)}>
                {suggestedFields.map((name, index) => (
                  <AmountField
                    unreadableMessage={amountProblemText}
                    currency={values.currency}
                    key={name}
                    {...field(name, values[name])}
                    label={text.suggestedLabel(index + 1)}
                  />
                ))}
              </SuggestedRow>
            ) : null}
            {verificationHref && amountFields.some((name) => form.errorFor(name) === 'aboveTierLimit') ? (
              <RaiseTierLink href={verificationHref} />
            ) : null}
            <PayoutFields
              wallets={wallets}
              addWalletHref={addWalletHref}
              values={values}
              setValue={setValue}
              payoutWalletMissing={form.errorFor('payoutWalletId') !== undefined}
            />
            <TextArea
              {...field('message')}
              label={intl.formatMessage(messages.message)}
              rows={2}
              maxLength={LINK_MESSAGE_MAX_LENGTH}
              fullWidth
            />
            <StepActions>
              <Link href={cancelHref} variant="standalone">
                {intl.formatMessage(linkFormMessages.cancel)}
              </Link>
              <Button type="submit" isLoading={form.isSubmitting}>
                {intl.formatMessage(mode === 'edit' ? linkFormMessages.save : linkFormMessages.create)}
              </Button>
            </StepActions>
          </Form>
        </Card>
      </FormBody>
    </Stack>
  );
}
