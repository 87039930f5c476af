import { Building2, UsersRound } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ChoiceCard, ChoiceCards, CountryComboBox, Form, Select, SelectItem, TextField } from '@meridian/ui';
import type { SubmitResult, SubmitStatus } from '../../Auth/useAuthForm';
import { OnboardingLayout } from '../../Shell/OnboardingLayout';
import type { InviteActionState, PendingInvite } from '../PendingInvites';
import { OnboardingJoin } from './OnboardingJoin';
import { StepActions } from './Onboarding.styles';
import {
  onboardingMessages as messages,
  sizeMessages,
  useCaseMessages,
  useOnboardingErrorText,
} from './onboardingMessages';
import { companySizes, useCaseOptions, type CompanySize, type UseCase } from './options';
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
} from './validation';

export interface OnboardingProps {
  /** Called with the whole new workspace after the last step; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: CreateWorkspaceValues) => SubmitResult;
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
  onAcceptInvite: (inviteId: string) => SubmitResult;
  /** Called, after a confirmation, with an invite's id; without it the join flow only accepts. */
  onRefuseInvite?: (inviteId: string) => SubmitResult;
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
  const formId = useId();
  const [step, setStep] = useState<OnboardingStep>(initialStep);
  const [values, setValues] = useState<OnboardingValues>({ ...emptyValues, ...defaultValues });
  // Steps whose Continue was pressed: their fields are checked live from then on.
  const [attempted, setAttempted] = useState<ReadonlySet<OnboardingStep>>(() => new Set());
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // Server errors stay until their field is edited; new ones lead back to the first step that has one.
  const serverKey = JSON.stringify(fieldErrors ?? {});
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  const [edited, setEdited] = useState<ReadonlySet<OnboardingField>>(() => new Set());
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    setEdited(new Set());
    const target = createSteps.find((s) => stepFields[s].some((field) => fieldErrors?.[field]));
    if (target) {
      setStep(target);
      setFocusRequest((n) => n + 1);
    }
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = document.getElementById(formId)?.querySelector('[data-invalid]');
    invalid?.querySelector<HTMLElement>('input:not([type="hidden"]), button, textarea')?.focus();
  }, [focusRequest, formId]);

  const clientErrors = attempted.has(step) ? validateStep(step, values) : {};
  const errorFor = (field: OnboardingField) =>
    clientErrors[field] ?? (edited.has(field) ? undefined : fieldErrors?.[field]);
  const fieldError = (field: OnboardingField) => {
    const key = errorFor(field);
    return { isInvalid: key !== undefined, errorMessage: errorText(key) };
  };

  const setValue = <F extends OnboardingField>(field: F, value: OnboardingValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!edited.has(field)) setEdited(new Set(edited).add(field));
  };

  const isSubmitting = status === 'submitting' || pending;

  const handleContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setAttempted(new Set(attempted).add(step));
    const errors = validateStep(step, values);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    if (step === 'choose') {
      setStep(values.choice === 'join' ? 'join' : 'name');
      return;
    }
    if (step !== 'phone') {
      const index = createSteps.indexOf(step as CreateStep);
      setStep(createSteps[index + 1] ?? 'phone');
      return;
    }
    setEdited(new Set());
    const result = onSubmit(toCreateWorkspaceValues(values));
    if (result && typeof result.then === 'function') {
      setPending(true);
      // A rejection only ends the pending state: the caller reports failures through `error`.
      const done = () => setPending(false);
      result.then(done, done);
    }
  };

  const actions = (next: ReactNode) => (
    <StepActions data-align={step === 'choose' ? 'end' : undefined}>
      {step === 'choose' ? null : (
        <Button variant="secondary" size="lg" isDisabled={isSubmitting} onPress={() => setStep(previousStep(step))}>
          {intl.formatMessage(messages.back)}
        </Button>
      )}
      {next}
    </StepActions>
  );
  const continueButton = (
    <Button type="submit" size="lg">
      {intl.formatMessage(messages.continue)}
    </Button>
  );

  const steps = [
    { id: 'name', label: intl.formatMessage(messages.stepName) },
    { id: 'company', label: intl.formatMessage(messages.stepCompany) },
    { id: 'useCases', label: intl.formatMessage(messages.stepUseCases) },
    { id: 'phone', label: intl.formatMessage(messages.stepPhone) },
  ];

  const layout = (heading: string, description: ReactNode, body: ReactNode) => (
    <OnboardingLayout
      heading={heading}
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

  const form = (children: ReactNode, formError?: ReactNode) => (
    <Form id={formId} onSubmit={handleContinue} error={formError}>
      {children}
    </Form>
  );

  switch (step) {
    case 'choose':
      return layout(
        intl.formatMessage(messages.chooseHeading),
        intl.formatMessage(messages.chooseDescription),
        form(
          <>
            <ChoiceCards
              name="choice"
              label={intl.formatMessage(messages.chooseLabel)}
              columns={2}
              value={values.choice}
              onChange={(choice) => setValue('choice', choice === 'join' ? 'join' : 'create')}
              {...fieldError('choice')}
            >
              <ChoiceCard
                value="create"
                icon={<Building2 />}
                title={intl.formatMessage(messages.chooseCreate)}
                description={intl.formatMessage(messages.chooseCreateDescription)}
              />
              <ChoiceCard
                value="join"
                icon={<UsersRound />}
                title={intl.formatMessage(messages.chooseJoin)}
                description={intl.formatMessage(messages.chooseJoinDescription)}
              />
            </ChoiceCards>
            {actions(continueButton)}
          </>,
        ),
      );

    case 'name':
      return layout(
        intl.formatMessage(messages.nameHeading),
        intl.formatMessage(messages.nameDescription),
        form(
          <>
            <TextField
              name="name"
              label={intl.formatMessage(messages.name)}
              description={intl.formatMessage(messages.nameHelp)}
              autoComplete="organization"
              fullWidth
              isRequired
              value={values.name}
              onChange={(name) => setValue('name', name)}
              {...fieldError('name')}
            />
            {actions(continueButton)}
          </>,
        ),
      );

    case 'company':
      return layout(
        intl.formatMessage(messages.companyHeading),
        intl.formatMessage(messages.companyDescription),
        form(
          <>
            <Select
              name="size"
              label={intl.formatMessage(messages.size)}
              placeholder={intl.formatMessage(messages.sizePlaceholder)}
              fullWidth
              isRequired
              value={values.size}
              onChange={(size) => setValue('size', size == null ? null : (String(size) as CompanySize))}
              {...fieldError('size')}
            >
              {companySizes.map((size) => (
                <SelectItem key={size} id={size}>
                  {intl.formatMessage(sizeMessages[size])}
                </SelectItem>
              ))}
            </Select>
            {values.size === 'other' ? (
              <TextField
                name="sizeOther"
                label={intl.formatMessage(messages.sizeOther)}
                fullWidth
                isRequired
                value={values.sizeOther}
                onChange={(sizeOther) => setValue('sizeOther', sizeOther)}
                {...fieldError('sizeOther')}
              />
            ) : null}
            <CountryComboBox
              name="country"
              label={intl.formatMessage(messages.country)}
              fullWidth
              isRequired
              value={values.country}
              onChange={(country) => setValue('country', country)}
              {...fieldError('country')}
            />
            <TextField
              name="website"
              label={intl.formatMessage(messages.website)}
              description={intl.formatMessage(messages.websiteHelp)}
              placeholder="example.com"
              autoComplete="url"
              inputMode="url"
              spellCheck="false"
              fullWidth
              value={values.website}
              onChange={(website) => setValue('website', website)}
              {...fieldError('website')}
            />
            {actions(continueButton)}
          </>,
        ),
      );

    case 'useCases':
      return layout(
        intl.formatMessage(messages.useCasesHeading),
        intl.formatMessage(messages.useCasesDescription),
        form(
          <>
            <ChoiceCards
              selectionMode="multiple"
              name="useCases"
              label={intl.formatMessage(messages.useCases)}
              columns={2}
              value={values.useCases}
              onChange={(useCases) => setValue('useCases', useCases as UseCase[])}
              {...fieldError('useCases')}
            >
              {useCaseOptions.map((useCase) => (
                <ChoiceCard
                  key={useCase}
                  value={useCase}
                  title={intl.formatMessage(useCaseMessages[useCase].title)}
                  description={intl.formatMessage(useCaseMessages[useCase].description)}
                />
              ))}
            </ChoiceCards>
            {values.useCases.includes('other') ? (
              <TextField
                name="useCaseOther"
                label={intl.formatMessage(messages.useCaseOther)}
                fullWidth
                isRequired
                value={values.useCaseOther}
                onChange={(useCaseOther) => setValue('useCaseOther', useCaseOther)}
                {...fieldError('useCaseOther')}
              />
            ) : null}
            {actions(continueButton)}
          </>,
        ),
      );

    case 'phone':
      return layout(
        intl.formatMessage(messages.phoneHeading),
        intl.formatMessage(messages.phoneDescription),
        form(
          <>
            <TextField
              name="phone"
              type="tel"
              label={intl.formatMessage(messages.phone)}
              description={intl.formatMessage(messages.phoneHelp)}
              autoComplete="tel"
              fullWidth
              isRequired
              value={values.phone}
              onChange={(phone) => setValue('phone', phone)}
              {...fieldError('phone')}
            />
            {actions(
              <Button type="submit" size="lg" isLoading={isSubmitting}>
                {intl.formatMessage(messages.create)}
              </Button>,
            )}
          </>,
          isSubmitting ? undefined : errorText(error),
        ),
      );

    case 'join':
      return layout(
        intl.formatMessage(messages.joinHeading),
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
}
