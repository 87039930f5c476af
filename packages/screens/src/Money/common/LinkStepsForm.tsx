import type { FormEvent, ReactNode } from 'react';
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
import { RaiseTierLink } from './LinkFields';
import { linkFormMessages } from './link-form.messages';
import { StepActions, StepsFormBody } from './money.styles';

/** The props a new link form in steps (static, dynamic) takes for its steps, its draft and its submission. */
export interface LinkStepsProps<Step extends string, Values, ErrorKey extends string, Submission>
  extends StepAddressProps<Step>, FormDraftProps<Step, Values> {
  /** The step shown first. @default the first step */
  initialStep?: Step;
  onSubmit: (link: Submission) => ActionResult;
  status?: SubmitStatus;
  /** The server's refusals by field (a tier limit, say): the form opens the step that has the first. */
  fieldErrors?: FieldErrorsOf<Values, ErrorKey>;
}

interface LinkStepsOptions<Step extends string, Values, ErrorKey extends string, Submission> {
  steps: readonly [Step, ...Step[]];
  fieldsOf: Record<Step, readonly (keyof Values & string)[]>;
  initialValues: Values;
  /** The errors of a step's fields (a step without fields: all of them). */
  validate: (step: Step, values: Values) => FieldErrorsOf<Values, ErrorKey>;
  prepare: (values: Values) => Submission;
}

/**
 * A link form in steps: its steps (kept in the address), its form scoped to the step, the
 * number fields' texts as typed and the draft reported on every change.
 */
export function useLinkSteps<Step extends string, Values extends object, ErrorKey extends string, Submission>(
  {
    initialStep,
    fieldErrors,
    addressStep,
    onStepChange,
    onDraftChange,
    defaultTyped,
    onSubmit,
    status = 'idle',
  }: LinkStepsProps<Step, Values, ErrorKey, Submission>,
  { steps: order, fieldsOf, initialValues, validate, prepare }: LinkStepsOptions<Step, Values, ErrorKey, Submission>,
) {
  const steps = useFormSteps({
    steps: order,
    fieldsOf,
    initialStep: initialStep ?? order[0],
    fieldErrors,
    addressStep,
    onStepChange,
  });
  const form = useForm({
    initialValues,
    validate: (values: Values) => validate(steps.step, values),
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    scope: steps.step,
  });
  const { typed, textProps } = useTypedTexts(defaultTyped);
  useDraftReport(onDraftChange, steps.step, form.values, typed);
  return { steps, step: steps.step, form, textProps };
}

interface LinkStepsFormProps<Step extends string> {
  title: string;
  description: string;
  /** The steps' names, in order. */
  stepLabels: { id: string; label: string }[];
  /** The stepper's name. */
  progressLabel: string;
  /** Where the form stands (`useLinkSteps`' `steps`). */
  steps: { step: Step; setStep: (step: Step) => void; isFirst: boolean; isLast: boolean; back: () => void };
  formProps: { id: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  /** The last submission's failure, shown on the last step. */
  error?: 'createFailed' | 'saveFailed';
  /** Set when the amount is above the tier's limit: where the limit is raised. */
  raiseTierHref?: string;
  /** Where Cancel leads (the links list). */
  cancelHref: string;
  onCancel?: () => void;
  /** The buttons at the end of the actions: Continue, Create, Save. */
  submitActions: ReactNode;
  /** The current step's fields. */
  children: ReactNode;
}

/** The page of a link form in steps: its heading, the steps, the current step's fields, Cancel, Back and what submits. */
export function LinkStepsForm<Step extends string>({
  title,
  description,
  stepLabels,
  progressLabel,
  steps,
  formProps,
  onSubmit,
  isSubmitting,
  error,
  raiseTierHref,
  cancelHref,
  onCancel,
  submitActions,
  children,
}: LinkStepsFormProps<Step>) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader title={title} description={description} />
      <StepsFormBody>
        <Stepper
          steps={stepLabels}
          currentStep={steps.step}
          aria-label={progressLabel}
          onStepPress={(id) => steps.setStep(id as Step)}
        />
        <Card as="div">
          <Form
            {...formProps}
            onSubmit={onSubmit}
            error={steps.isLast && error && !isSubmitting ? intl.formatMessage(linkFormMessages[error]) : undefined}
          >
            {children}
            {raiseTierHref ? <RaiseTierLink href={raiseTierHref} /> : null}
            <StepActions>
              <Inline gap={2}>
                <Link href={cancelHref} variant="standalone" onPress={onCancel}>
                  {intl.formatMessage(linkFormMessages.cancel)}
                </Link>
                {steps.isFirst ? null : (
                  <Button variant="secondary" isDisabled={isSubmitting} onPress={steps.back}>
                    {intl.formatMessage(linkFormMessages.back)}
                  </Button>
                )}
              </Inline>
              {submitActions}
            </StepActions>
          </Form>
        </Card>
      </StepsFormBody>
    </Stack>
  );
}
