import type { CompanySummary, UserInfo } from '@meridian/contract';
import {
  clientErrorCodes,
  QueryProvider,
  readSessionFacts,
  useApiClient,
  useSelectedWorkspace,
  useFreshStorageLinks,
  useUserInfo,
} from '@meridian/data';
import { DefaultLayout, ServerError, type DefaultLayoutLinks } from '@meridian/screens';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext, useRevalidator } from 'react-router';
import { useSignOut } from '../auth/useSignOut';
import { useFollowUserLanguage } from '../i18n/useFollowUserLanguage';
import { FIRST_LOAD_QUIET_MS, PageLoading } from '../PageLoading';
import { paths } from '../paths';
import { useAccountTheme } from '../theme/useAccountTheme';
import { useShellNotifications } from './shell-notifications';

/** Where the sidebar and the workspace menu lead. */
export const shellLinks: DefaultLayoutLinks = {
  dashboard: paths.dashboard,
  wallets: paths.wallets,
  paymentLinks: paths.paymentLinks,
  integrations: paths.integrations,
  customers: paths.customers,
  account: paths.account,
  billing: paths.billing,
  settings: paths.settings,
  help: paths.help,
  createWorkspace: paths.createWorkspace,
  joinWorkspace: paths.pendingInvites,
  addMembers: paths.inviteMember,
};

/** What every page inside the shell knows: the workspace shown and the signed-in user. */
export interface WorkspaceContext {
  workspace: CompanySummary;
  workspaces: CompanySummary[];
  user: UserInfo;
}

/** The workspace and user of the page being shown (inside `WorkspaceShell`). */
export function useWorkspaceContext(): WorkspaceContext {
  return useOutletContext<WorkspaceContext>();
}

/**
 * The layout route of the signed-in pages: the sidebar shell with the user's workspaces, the
 * selected one (its role and member count), the user's name and picture, and logout. The
 * interface follows the account's language. Switching workspace writes the selection cookie
 * and reloads the data and the route guard.
 */
function WorkspaceShellContent() {
  useAccountTheme(true);
  const user = useUserInfo();
  useFollowUserLanguage(user.data?.language);
  // The picture's signed link expires after an hour: renewed before, for a page left open.
  useFreshStorageLinks(user.data?.profileImageUrl);
  const { workspace, workspaces, error, reload, select } = useSelectedWorkspace();
  const { signOut } = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const [stuck, setStuck] = useState(false);
  const notifications = useShellNotifications();

  // The cookies said there was a workspace, but the user no longer has any: onboarding is next,
  // once a refresh has rewritten the cookies (the guard would otherwise send the person back).
  const hasNone = workspaces !== undefined && workspaces.length === 0;
  useEffect(() => {
    if (!hasNone) return;
    let current = true;
    void client
      .refreshSession()
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        if (readSessionFacts().userWorkspaces.length === 0) void navigate(paths.onboarding, { replace: true });
        else setStuck(true);
      });
    return () => {
      current = false;
    };
  }, [client, hasNone, navigate]);

  // The shell and its page take the place of the spinner in a deferred render: the answers that
  // make them ready (SWR's) re-render at once and in one piece, which for the whole shell and its
  // page is a long task; deferred, React renders them in slices with the browser in between,
  // showing the spinner until they are done.
  const ready = useDeferredValue(Boolean(workspace && workspaces && user.data));
  // The pages' context changes only with what it holds: a new object at each render of the shell
  // (the bell's count answering, say) would render the page again, in one synchronous piece.
  const context = useMemo<WorkspaceContext | undefined>(
    () => (workspace && workspaces && user.data ? { workspace, workspaces, user: user.data } : undefined),
    [workspace, workspaces, user.data],
  );

  const failure = (error && !workspaces ? error : undefined) ?? (user.error && !user.data ? user.error : undefined);
  // An ended session is handled by the data provider, which sends the person to log in.
  if (failure?.code === clientErrorCodes.sessionExpired) return <PageLoading />;
  if (failure || stuck) {
    const retry = () => {
      setStuck(false);
      void reload();
      void user.mutate();
    };
    return <ServerError links={{ home: paths.root }} onRetry={retry} />;
  }
  // On a first load, the first paint is the shell with its page when the data answers soon enough.
  if (!workspace || !workspaces || !user.data || !context || !ready)
    return <PageLoading spinnerFrom={FIRST_LOAD_QUIET_MS} />;

  const switchWorkspace = (id: string) => {
    select(id);
    void reload();
    void revalidator.revalidate();
  };

  return (
    <DefaultLayout
      links={shellLinks}
      currentPath={location.pathname}
      workspaces={workspaces.map(({ id, name }) => ({ id, name }))}
      selectedWorkspaceId={workspace.id}
      onSelectWorkspace={switchWorkspace}
      callerRole={workspace.role}
      memberCount={workspace.memberCount}
      user={{ name: user.data.name || user.data.username, avatarUrl: user.data.profileImageUrl }}
      onLogout={() => void signOut()}
      unreadCount={notifications.unreadCount}
      notificationsPanel={notifications.panel}
    >
      <Outlet context={context} />
    </DefaultLayout>
  );
}

/** Open pages refresh when their data changes: the live channel, loaded beside the page's data. */
const LiveUpdates = lazy(() => import('./LiveUpdates.lazy'));

/** The shell and the signed-in pages in it load data: its queries run in a `QueryProvider`. */
export default function WorkspaceShell() {
  return (
    <QueryProvider>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
      <WorkspaceShellContent />
    </QueryProvider>
  );
}
