import type { Notification } from '@meridian/contract';
import { useNotificationList, useSelectedWorkspace, useUnreadNotificationCount } from '@meridian/data';
import { NotificationsPanel } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { linkPaths, paths } from '../paths';

const messages = defineMessages({
  fetchFailed: { id: 'app.notifications.fetchFailed', defaultMessage: 'Failed to fetch notifications' },
  loadMoreFailed: { id: 'app.notifications.loadMoreFailed', defaultMessage: 'Failed to load more notifications' },
});

/** The page a notification opens. */
export function notificationHref(notification: Notification): string {
  switch (notification.type) {
    case 'payment_received':
      return linkPaths.payments(notification.data.linkId);
    case 'wallet_verification':
      return paths.wallets;
    case 'company_invite':
      return paths.pendingInvites;
    case 'kyb_verification':
      return paths.verification;
  }
}

/**
 * The panel the bell opens: mounted when it opens, so the list loads afresh each time (and
 * again on `reloadNotifications()`, which the live channel calls). Opening a notification
 * marks it read and goes to its page, in its workspace.
 */
function ShellNotificationsPanel() {
  const intl = useIntl();
  const toast = useToast();
  const { workspace, workspaces, select, reload } = useSelectedWorkspace();
  const revalidator = useRevalidator();
  const list = useNotificationList({
    onFetchFailed: () => toast.danger(intl.formatMessage(messages.fetchFailed)),
    onLoadMoreFailed: () => toast.danger(intl.formatMessage(messages.loadMoreFailed)),
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

/** The bell of the sidebar shell: the unread count, and the panel it opens. */
export function useShellNotifications() {
  const unread = useUnreadNotificationCount();
  return { unreadCount: unread.data ?? 0, panel: <ShellNotificationsPanel /> };
}
