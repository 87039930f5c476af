import { useIntl } from 'react-intl';
import { EmptyState, Stack } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import { messages, valueMessages } from './DashboardHome.messages';

export interface DashboardHomeProps {
  /** How the person is greeted: their name, or their username when they gave no name. */
  userName: string;
  workspaceName: string;
}

/** The workspace's home page, a placeholder until revenue and recent payments arrive. */
export function DashboardHome({ userName, workspaceName }: DashboardHomeProps) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={intl.formatMessage(valueMessages.welcome, { name: userName })}
      />
      <EmptyState title={workspaceName} description={intl.formatMessage(messages.next)} />
    </Stack>
  );
}
