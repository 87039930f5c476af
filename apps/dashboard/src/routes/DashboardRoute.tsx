import { DashboardHome } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** /dashboard: the workspace's home, a placeholder until revenue and recent payments arrive. */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  const { workspace, user } = useWorkspaceContext();
  return <DashboardHome userName={user.name || user.username} workspaceName={workspace.name} />;
}
