import { can } from '@meridian/contract';
import { useIntegrations } from '@meridian/data';
import { Integrations } from '@meridian/screens';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** /integrations: the workspace's store integrations, each with its health; reached from the sidebar and the settings. */
export default function IntegrationsRoute() {
  usePageTitle(pageNames.integrations);
  const { workspace } = useWorkspaceContext();
  const integrations = useIntegrations(workspace.id);
  if (integrations.data === undefined && !integrations.error) return <ContentLoading />;
  return (
    <Integrations
      integrations={integrations.data ?? (integrations.error ? [] : undefined)}
      loadFailed={integrations.error !== undefined && integrations.data === undefined}
      onRetry={() => void integrations.mutate()}
      canManage={can(workspace.role, 'manageDeveloper')}
      links={{ squarespace: paths.squarespace, woocommerce: paths.woocommerce }}
    />
  );
}
