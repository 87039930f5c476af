import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Form } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { OnboardingLayout } from '../../Shell/OnboardingLayout';
import type { InviteActionState, PendingInvite } from '../PendingInvites';
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
  stepFields,
  toCreateWorkspaceValues,
  validateStep,
  type CreateStep,
  type CreateWorkspaceValues,
  type OnboardingErrorKey,
  type OnboardingErrors,
  type OnboardingField,
  type OnboardingStep,
  type OnboardingValues,
  type StepFieldsProps,
} from './Onboarding.rules';

export interface OnboardingProps {
  /** Called with the whole new workspace after the last step; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: CreateWorkspaceValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `createFailed` or `network`. */
  error?: OnboardingErrorKey;
  /**
   * Server errors by form field (`name`, `country`, `website`, `phone`...): the flow returns to
   * the first step with one, and each shows until its field is edited.
   */
  fieldErrors?: OnboardingErrors;
  /** What the form starts with. */
  defaultValues?: Partial<OnboardingValues>;
  /** The step shown first. @default 'choose' */
  initialStep?: OnboardingStep;
  /** The user's pending invites, listed by the join flow. */
  invites: PendingInvite[];
  /** Called with an invite's id; a returned promise keeps the invite busy until it settles. */
  onAcceptInvite: (inviteId: string) => ActionResult;
  /** Called, after a confirmation, with an invite's id; without it the join flow only accepts. */
  onRefuseInvite?: (inviteId: string) => ActionResult;
  inviteBusy?: InviteActionState;
  inviteError?: InviteActionState;
  /** The account's email address, named in the join flow's advice on getting invited. */
  email?: string;
  /** Shows a "Log out" button in the header. */
  onLogout?: () => void;
  /** The year of the copyright line; defaults to the current year. */
  copyrightYear?: number;
}

const emptyValues: OnboardingValues = {
  choice: null,
  name: '',
  size: null,
  sizeOther: '',
  country: null,
  website: '',
  useCases: [],
  useCaseOther: '',
  phone: '',
};

const isCreateStep = (step: OnboardingStep): step is CreateStep => (createSteps as readonly string[]).includes(step);

function previousStep(step: OnboardingStep): OnboardingStep {
  const index = isCreateStep(step) ? createSteps.indexOf(step) : -1;
  return index > 0 ? (createSteps[index - 1] ?? 'choose') : 'choose';
}

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
