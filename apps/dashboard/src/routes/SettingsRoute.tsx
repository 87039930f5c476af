import { Settings } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** /settings: the workspace's tier and the settings pages. */
export default function SettingsRoute() {
  usePageTitle(pageNames.settings);
  const { workspace } = useWorkspaceContext();
  return (
    <Settings
      tier={workspace.tier}
      links={{
        members: paths.members,
        businessDetails: paths.businessDetails,
        apiKeys: paths.apiKeys,
        webhooks: paths.webhooks,
        integrations: paths.integrations,
        verification: paths.verification,
      }}
    />
  );
}
