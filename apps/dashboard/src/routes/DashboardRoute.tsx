import { EmptyState, Heading, Stack, Text } from '@meridian/ui';
import { useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { workspaceMessages, workspaceValueMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/** /dashboard: the workspace's home, a placeholder until revenue and recent payments arrive. */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  const intl = useIntl();
  const { workspace, user } = useWorkspaceContext();
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Heading level={1}>{intl.formatMessage(workspaceMessages.dashboardHeading)}</Heading>
        <Text tone="muted">
          {intl.formatMessage(workspaceValueMessages.welcome, { name: user.name || user.username })}
        </Text>
      </Stack>
      <EmptyState title={workspace.name} description={intl.formatMessage(workspaceMessages.dashboardNext)} />
    </Stack>
  );
}
