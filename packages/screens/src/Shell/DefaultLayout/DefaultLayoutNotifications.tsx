import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, Popover, PopoverDialog, PopoverTrigger } from '@meridian/ui';
import { countMessages, messages } from './DefaultLayout.messages';
import { NotificationsAnchor, UnreadCount } from './DefaultLayout.styles';

interface DefaultLayoutNotificationsProps {
  unreadCount: number;
  notificationsPanel?: ReactNode;
  onNotificationsPress?: () => void;
}

/**
 * The notifications button with its unread count: it opens `notificationsPanel` in a popover
 * when there is one, and calls `onNotificationsPress` otherwise.
 */
export function DefaultLayoutNotifications({
  unreadCount,
  notificationsPanel,
  onNotificationsPress,
}: DefaultLayoutNotificationsProps) {
  const intl = useIntl();
  const notificationsLabel = intl.formatMessage(countMessages.notifications, { count: unreadCount });
  const notificationsButton = (
    <NotificationsAnchor>
      <IconButton
        label={notificationsLabel}
        icon={<Bell />}
        onPress={notificationsPanel ? undefined : onNotificationsPress}
      />
      {unreadCount > 0 ? (
        <UnreadCount aria-hidden>
          {unreadCount > 99 ? `${intl.formatNumber(99)}+` : intl.formatNumber(unreadCount)}
        </UnreadCount>
      ) : null}
    </NotificationsAnchor>
  );

  if (!notificationsPanel) return notificationsButton;
  return (
    <PopoverTrigger>
      {notificationsButton}
      <Popover placement="bottom end" wide>
        <PopoverDialog flush aria-label={intl.formatMessage(messages.notificationsPanel)}>
          {notificationsPanel}
        </PopoverDialog>
      </Popover>
    </PopoverTrigger>
  );
}
