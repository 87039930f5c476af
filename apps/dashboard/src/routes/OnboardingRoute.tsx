import type { CreateCompanyRequest } from '@meridian/contract';
import { QueryProvider, useCreateCompany, useUserInfo } from '@meridian/data';
import { Onboarding, type CreateWorkspaceValues } from '@meridian/screens';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignOut } from '../auth/useSignOut';
import { useFollowUserLanguage } from '../i18n/useFollowUserLanguage';
import { pageNames, usePageTitle } from '../page-title';
import { createWorkspaceFlag, paths } from '../paths';
import { useAccountTheme } from '../theme/useAccountTheme';
import { useInviteAnswers } from '../workspace/useInviteAnswers';
import { onboardingErrors } from '../workspace/workspace-errors';

/**
 * /onboarding: create a workspace (it becomes the selected one and the dashboard opens), or
 * join one by accepting an invitation. Fields the API refuses send the flow back to their step.
 * `/onboarding?create` (the workspace menu's "Create a workspace") starts at the name step.
 */
function OnboardingRouteContent() {
  usePageTitle(pageNames.onboarding);
  useAccountTheme(true);
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  useFollowUserLanguage(user?.language);
  const { signOut } = useSignOut();
  const { trigger, isMutating, error, reset } = useCreateCompany();
  const answers = useInviteAnswers();
  // From the workspace menu's "Create a workspace": straight to the name step.
  const [search] = useSearchParams();
  const creating = search.has(createWorkspaceFlag);

  const submit = async (values: CreateWorkspaceValues) => {
    reset();
    try {
      // The screen's values are the request, with the country chosen from the same list.
      await trigger(values as CreateCompanyRequest);
    } catch {
      return; // shown by the screen through `error` and `fieldErrors`
    }
    await navigate(paths.dashboard, { replace: true });
  };

  return (
    <Onboarding
      {...(creating && { initialStep: 'name' as const, defaultValues: { choice: 'create' as const } })}
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

/** Onboarding loads the account and its invitations: its queries run in a `QueryProvider`. */
export default function OnboardingRoute() {
  return (
    <QueryProvider>
      <OnboardingRouteContent />
    </QueryProvider>
  );
}
