import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Form } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import { useDraftReport, useFormSteps } from '../../common/useFormSteps';
import { OnboardingLayout } from '../../Shell/OnboardingLayout';
import { OnboardingChoose } from './OnboardingChoose';
import { OnboardingCompany } from './OnboardingCompany';
import { OnboardingJoin } from './OnboardingJoin';
import { OnboardingName } from './OnboardingName';
import { OnboardingPhone } from './OnboardingPhone';
import { OnboardingUseCases } from './OnboardingUseCases';
import { StepActions } from './Onboarding.styles';
import { onboardingMessages as messages, useOnboardingErrorText } from './Onboarding.messages';
import {
  emptyValues,
  FORM_STEPS,
  formStepFields,
  isCreateStep,
  toCreateWorkspaceValues,
  validateStep,
  type FormStep,
  type OnboardingStep,
  type OnboardingValues,
  type StepFieldsProps,
} from './Onboarding.rules';
import type { OnboardingProps } from './Onboarding.types';

export type { OnboardingProps } from './Onboarding.types';

/** The steps that are a form: their heading, description and fields. */
const formSteps: Record<
  FormStep,
  { heading: MessageDescriptor; description: MessageDescriptor; Fields: (props: StepFieldsProps) => ReactNode }
> = {
  choose: { heading: messages.chooseHeading, description: messages.chooseDescription, Fields: OnboardingChoose },
  name: { heading: messages.nameHeading, description: messages.nameDescription, Fields: OnboardingName },
  company: { heading: messages.companyHeading, description: messages.companyDescription, Fields: OnboardingCompany },
  useCases: {
    heading: messages.useCasesHeading,
    description: messages.useCasesDescription,
    Fields: OnboardingUseCases,
  },
  phone: { heading: messages.phoneHeading, description: messages.phoneDescription, Fields: OnboardingPhone },
};

/**
 * The first thing a new user sees: create a workspace (name, company details, use cases,
 * contact phone, one step each) or join one by accepting an invitation. The screen keeps what
 * was typed across steps and after a failed submission.
 */
export function Onboarding({
  onSubmit,
  status,
  error,
  fieldErrors,
  defaultValues,
  initialStep = 'choose',
  onDraftChange,
  addressStep,
  onStepChange,
  invites,
  onAcceptInvite,
  onRefuseInvite,
  inviteBusy,
  inviteError,
  email,
  onLogout,
  copyrightYear,
}: OnboardingProps) {
  const intl = useIntl();
  const errorText = useOnboardingErrorText();
  // The form's steps, in order; joining a workspace is a page of its own, reached from the choice.
  const steps = useFormSteps({
    steps: FORM_STEPS,
    fieldsOf: formStepFields,
    initialStep: initialStep === 'join' ? 'choose' : initialStep,
    fieldErrors,
    // Joining is no form step: under it, the form stands at the choice.
    addressStep: addressStep === 'join' ? 'choose' : addressStep,
    onStepChange,
  });
  const [joining, setJoining] = useState(addressStep === undefined ? initialStep === 'join' : addressStep === 'join');
  const [seenAddress, setSeenAddress] = useState(addressStep);
  if (addressStep !== seenAddress) {
    setSeenAddress(addressStep);
    setJoining(addressStep === 'join');
  }
  const join = () => {
    setJoining(true);
    onStepChange?.('join');
  };
  /** From joining back to a form step: a move of its own, even to the step the form stands at. */
  const leaveJoin = (to: FormStep) => {
    setJoining(false);
    if (steps.step === to) onStepChange?.(to);
    else steps.setStep(to);
  };
  const step: OnboardingStep = joining ? 'join' : steps.step;
  const form = useForm({
    initialValues: { ...emptyValues, ...defaultValues },
    validate: (values: OnboardingValues) => validateStep(step, values),
    prepare: toCreateWorkspaceValues,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    errorText,
    // Each step's fields are checked live once its own Continue was pressed.
    scope: step,
  });
  const { values, setValue, isSubmitting } = form;
  useDraftReport(onDraftChange, step, values);

  const continueSteps = steps.handleContinue(form);
  // The choice leads to the next form step, or to joining, once checked.
  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    if (step !== 'choose' || values.choice !== 'join') return continueSteps(event);
    event.preventDefault();
    if (!isSubmitting && form.check()) join();
  };

  const progress = [
    { id: 'name', label: intl.formatMessage(messages.stepName) },
    { id: 'company', label: intl.formatMessage(messages.stepCompany) },
    { id: 'useCases', label: intl.formatMessage(messages.stepUseCases) },
    { id: 'phone', label: intl.formatMessage(messages.stepPhone) },
  ];

  const layout = (heading: MessageDescriptor, description: ReactNode, body: ReactNode) => (
    <OnboardingLayout
      heading={intl.formatMessage(heading)}
      description={description}
      steps={isCreateStep(step) ? progress : undefined}
      currentStep={step}
      stepsLabel={intl.formatMessage(messages.progress)}
      onStepPress={(id) => steps.setStep(id as FormStep)}
      focusKey={step}
      copyrightYear={copyrightYear}
      headerEnd={
        onLogout ? (
          <Button variant="ghost" onPress={onLogout}>
            {intl.formatMessage(messages.logOut)}
          </Button>
        ) : undefined
      }
    >
      {body}
    </OnboardingLayout>
  );

  if (step === 'join') {
    return layout(
      messages.joinHeading,
      invites.length > 0 ? intl.formatMessage(messages.joinDescription) : undefined,
      <OnboardingJoin
        invites={invites}
        email={email}
        onAccept={onAcceptInvite}
        onRefuse={onRefuseInvite}
        busy={inviteBusy}
        error={inviteError}
        onBack={() => leaveJoin('choose')}
        onCreateInstead={() => {
          setValue('choice', 'create');
          leaveJoin('name');
        }}
      />,
    );
  }

  const { heading, description, Fields } = formSteps[steps.step];
  const fieldProps: StepFieldsProps = { values, setValue, field: form.field, errorProps: form.errorProps };
  return layout(
    heading,
    intl.formatMessage(description),
    <Form
      {...form.formProps}
      onSubmit={handleContinue}
      error={steps.isLast && !isSubmitting ? errorText(error) : undefined}
    >
      <Fields {...fieldProps} />
      <StepActions data-align={steps.isFirst ? 'end' : undefined}>
        {steps.isFirst ? null : (
          <Button variant="secondary" size="lg" isDisabled={isSubmitting} onPress={steps.back}>
            {intl.formatMessage(messages.back)}
          </Button>
        )}
        {steps.isLast ? (
          <Button type="submit" size="lg" isLoading={isSubmitting}>
            {intl.formatMessage(messages.create)}
          </Button>
        ) : (
          <Button type="submit" size="lg">
            {intl.formatMessage(messages.continue)}
          </Button>
        )}
      </StepActions>
    </Form>,
  );
}
