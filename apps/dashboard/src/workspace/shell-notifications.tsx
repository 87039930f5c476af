import type { Notification } from '@meridian/contract';
import { useUnreadNotificationCount } from '@meridian/data';
import { Spinner } from '@meridian/ui';
import { lazy, Suspense } from 'react';
import { linkPaths, paths } from '../paths';

/** The panel, loaded the first time the bell opens it. */
const ShellNotificationsPanel = lazy(() => import('./ShellNotificationsPanel.lazy'));

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
    case 'refund':
      // The payments of the workspace's links (a refund's payment is among them).
      return paths.paymentLinks;
  }
}

/** The bell of the sidebar shell: the unread count, and the panel it opens. */
export function useShellNotifications() {
  const unread = useUnreadNotificationCount();
  return {
    unreadCount: unread.data ?? 0,
    panel: (
      <Suspense fallback={<Spinner />}>
        <ShellNotificationsPanel />
      </Suspense>
    ),
  };
}
