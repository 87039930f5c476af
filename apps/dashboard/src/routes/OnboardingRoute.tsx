import { canonicalTimeZone, type CreateCompanyRequest, type UserInfo } from '@meridian/contract';
import { QueryProvider, useCreateCompany, useUserInfo } from '@meridian/data';
import { Onboarding, type CreateWorkspaceValues, type OnboardingProps } from '@meridian/screens';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignOut } from '../auth/useSignOut';
import { useFollowUserLanguage } from '../i18n/useFollowUserLanguage';
import { pageNames, usePageTitle } from '../page-title';
import { useSessionDraft } from '../form-draft';
import { PageLoading } from '../PageLoading';
import { useStepAddress } from '../step-address';
import { createWorkspaceFlag, paths } from '../paths';
import { useAccountTheme } from '../theme/useAccountTheme';
import { onboardingDraftName, onboardingDraftToKeep, parseOnboardingDraft } from '../workspace/onboarding-draft';
import { useInviteAnswers } from '../workspace/useInviteAnswers';
import { onboardingErrors } from '../workspace/workspace-errors';

/**
 * /onboarding: create a workspace (it becomes the selected one and the dashboard opens), or
 * join one by accepting an invitation. Fields the API refuses send the flow back to their step.
 * `/onboarding?create` (the workspace menu's "Create a workspace") starts at the name step.
 * What was typed is kept for the tab (`workspace/onboarding-draft.ts`): a reload resumes the
 * step with its values, until the workspace is created.
 */
function OnboardingRouteContent() {
  usePageTitle(pageNames.onboarding);
  useAccountTheme(true);
  const account = useUserInfo();
  const user = account.data;
  const answers = useInviteAnswers();
  // The form starts from the account (its country) and the invitations (none: creating is the
  // only way on), so it waits for both rather than asking what they answer. An account that could
  // not be read does not hold the form back: its country is then asked like any other field.
  if ((!user && !account.error) || answers.isLoading) return <PageLoading />;
  return <OnboardingForm user={user} answers={answers} />;
}

interface OnboardingFormProps {
  user: UserInfo | undefined;
  answers: ReturnType<typeof useInviteAnswers>;
}

function OnboardingForm({ user, answers }: OnboardingFormProps) {
  const navigate = useNavigate();
  useFollowUserLanguage(user?.language);
  const { signOut } = useSignOut();
  const { trigger, isMutating, error, reset } = useCreateCompany();
  const stepAddress = useStepAddress<NonNullable<OnboardingProps['initialStep']>>();
  // From the workspace menu's "Create a workspace": straight to the name step.
  const [search] = useSearchParams();
  const creating = search.has(createWorkspaceFlag);
  const { saved: draft, save, clear: clearDraft } = useSessionDraft(onboardingDraftName, parseOnboardingDraft);
  const saveDraft = useCallback<NonNullable<OnboardingProps['onDraftChange']>>(
    (current) => save(onboardingDraftToKeep(current)),
    [save],
  );
  const [start] = useState((): Pick<OnboardingProps, 'initialStep' | 'defaultValues'> => {
    // The step shown is the address's when it names one; the initial step is then the bare
    // address's, where Back over the steps ends: the flow's own start.
    const bare = creating || answers.invites.length === 0 ? 'name' : 'choose';
    const resumeAt = (step: NonNullable<OnboardingProps['initialStep']>) =>
      stepAddress.addressStep === undefined ? step : bare;
    if (draft && !creating) return { initialStep: resumeAt(draft.step), defaultValues: draft.values };
    // The country was given at sign-up: never asked twice, only shown to be changed.
    const known = { country: user?.country };
    // With no invitation to accept, creating a workspace is the way on: the flow starts there
    // (Back still leads to the choice).
    if (!creating) return answers.invites.length > 0 ? { defaultValues: known } : createFlow(known);
    // The create flow: at the name step, or where a draft of it had got to.
    const resumes = draft?.values.choice === 'create' && draft.step !== 'choose' && draft.step !== 'join';
    return resumes
      ? { initialStep: resumeAt(draft.step), defaultValues: { ...draft.values, choice: 'create' } }
      : createFlow(known);
  });

  const submit = async (values: CreateWorkspaceValues) => {
    reset();
    try {
      // The screen's values are the request, with the country chosen from the same list, and the
      // browser's time zone for the workspace's (the dashboard's days and months).
      const timeZone = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
      await trigger({ ...(values as CreateCompanyRequest), ...(timeZone ? { timeZone } : {}) });
    } catch {
      return; // shown by the screen through `error` and `fieldErrors`
    }
    clearDraft();
    await navigate(paths.dashboard, { replace: true });
  };

  return (
    <Onboarding
      {...start}
      onDraftChange={saveDraft}
      {...stepAddress}
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      {...onboardingErrors(error)}
      invites={answers.invites}
      onAcceptInvite={answers.onAccept}
      onRefuseInvite={answers.onRefuse}
      inviteBusy={answers.busy}
      inviteError={answers.error}
      email={user?.email}
      onLogout={() => void signOut()}
    />
  );
}

/** The create flow from its name step. */
const createFlow = (values: Partial<NonNullable<OnboardingProps['defaultValues']>>) => ({
  initialStep: 'name' as const,
  defaultValues: { ...values, choice: 'create' as const },
});

/** Onboarding loads the account and its invitations: its queries run in a `QueryProvider`. */
export default function OnboardingRoute() {
  return (
    <QueryProvider>
      <OnboardingRouteContent />
    </QueryProvider>
  );
}
