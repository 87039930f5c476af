import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Form } from '@meridian/ui';
import { useForm } from '../../common/useForm';
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
  createSteps,
  emptyValues,
  isCreateStep,
  previousStep,
  stepFields,
  toCreateWorkspaceValues,
  validateStep,
  type CreateStep,
  type OnboardingField,
  type OnboardingStep,
  type OnboardingValues,
  type StepFieldsProps,
} from './Onboarding.rules';
import type { OnboardingProps } from './Onboarding.types';

export type { OnboardingProps } from './Onboarding.types';

/** The steps that are a form: their heading, description and fields. */
const formSteps: Record<
  Exclude<OnboardingStep, 'join'>,
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
  const [step, setStep] = useState<OnboardingStep>(initialStep);
  const form = useForm({
    initialValues: { ...emptyValues, ...defaultValues },
    validate: (values: OnboardingValues) => validateStep(step, values),
    prepare: toCreateWorkspaceValues,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
    // Each step's fields are checked live once its own Continue was pressed.
    scope: step,
  });
  const { values, setValue, isSubmitting } = form;
  useEffect(() => onDraftChange?.({ step, values }), [step, values, onDraftChange]);

  // New server errors lead back to the first step that has one.
  const serverKey = JSON.stringify(fieldErrors ?? {});
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    const target = createSteps.find((s) => stepFields[s].some((field) => fieldErrors?.[field]));
    if (target) setStep(target);
  }

  const fieldError = (field: OnboardingField) => {
    const key = form.errorFor(field);
    return { isInvalid: key !== undefined, errorMessage: errorText(key) };
  };

  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || !form.check()) return;
    if (step === 'choose') setStep(values.choice === 'join' ? 'join' : 'name');
    else if (step !== 'phone') setStep(createSteps[createSteps.indexOf(step as CreateStep) + 1] ?? 'phone');
    else form.submit();
  };

  const steps = [
    { id: 'name', label: intl.formatMessage(messages.stepName) },
    { id: 'company', label: intl.formatMessage(messages.stepCompany) },
    { id: 'useCases', label: intl.formatMessage(messages.stepUseCases) },
    { id: 'phone', label: intl.formatMessage(messages.stepPhone) },
  ];

  const layout = (heading: MessageDescriptor, description: ReactNode, body: ReactNode) => (
    <OnboardingLayout
      heading={intl.formatMessage(heading)}
      description={description}
      steps={isCreateStep(step) ? steps : undefined}
      currentStep={step}
      stepsLabel={intl.formatMessage(messages.progress)}
      onStepPress={(id) => setStep(id as CreateStep)}
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
        onBack={() => setStep('choose')}
        onCreateInstead={() => {
          setValue('choice', 'create');
          setStep('name');
        }}
      />,
    );
  }

  const { heading, description, Fields } = formSteps[step];
  const fieldProps: StepFieldsProps = { values, setValue, fieldError };
  return layout(
    heading,
    intl.formatMessage(description),
    <Form
      {...form.formProps}
      onSubmit={handleContinue}
      error={step === 'phone' && !isSubmitting ? errorText(error) : undefined}
    >
      <Fields {...fieldProps} />
      <StepActions data-align={step === 'choose' ? 'end' : undefined}>
        {step === 'choose' ? null : (
          <Button variant="secondary" size="lg" isDisabled={isSubmitting} onPress={() => setStep(previousStep(step))}>
            {intl.formatMessage(messages.back)}
          </Button>
        )}
        {step === 'phone' ? (
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
