// The notifications panel's own chunk: the bell's count is in the shell, the panel (its list,
// icons and texts) loads the first time the bell opens it.
import type { Notification } from '@meridian/contract';
import { useNotificationList, useSelectedWorkspace } from '@meridian/data';
import { NotificationsPanel } from '@meridian/screens';
import { useToast, messagesIn } from '@meridian/ui';
import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { notificationHref } from './shell-notifications';

const messages = messagesIn('app.notifications', {
  fetchFailed: 'Failed to fetch notifications',
  loadMoreFailed: 'Failed to load more notifications',
});

/**
 * The panel the bell opens: mounted when it opens, so the list loads afresh each time (and
 * again on `reloadNotifications()`, which the live channel calls). Opening a notification
 * marks it read and goes to its page, in its workspace.
 */
export default function ShellNotificationsPanel() {
  const intl = useIntl();
  const toast = useToast();
  const { workspace, workspaces, select, reload } = useSelectedWorkspace();
  const revalidator = useRevalidator();
  const list = useNotificationList({
    onFetchFailed: () => toast.error(intl.formatMessage(messages.fetchFailed)),
    onLoadMoreFailed: () => toast.error(intl.formatMessage(messages.loadMoreFailed)),
  });

  const open = (notification: Notification) => {
    if (!notification.read) void list.markRead([notification.id]);
    // A payment, a wallet or a verification of another of the person's workspaces: that one is shown.
    const { companyId } = notification.data;
    const member = workspaces?.some((candidate) => candidate.id === companyId);
    if (notification.type !== 'company_invite' && member && workspace && companyId !== workspace.id) {
      select(companyId);
      void reload();
      void revalidator.revalidate();
    }
  };

  const { state, failure } = list;
  return (
    <NotificationsPanel
      notifications={state.notifications}
      status={state.status}
      failure={failure}
      hasMore={state.hasMore}
      isLoadingMore={state.isLoadingMore}
      hrefOf={notificationHref}
      onOpen={open}
      onMarkAllRead={list.markAllRead}
      onLoadMore={list.loadMore}
      onRetry={list.reload}
    />
  );
}
