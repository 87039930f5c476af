import type { Notification } from '@meridian/contract';
import { BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, EmptyState, Heading, Inline, Spinner, Text } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { messages } from './NotificationsPanel.messages';
import { ItemList, PanelBody, PanelFooter, PanelHeader, PanelRoot, PanelState } from './NotificationsPanel.styles';
import { NotificationsPanelItem } from './NotificationsPanelItem';

export type NotificationsPanelStatus = 'idle' | 'pending' | 'success' | 'error';

export interface NotificationsPanelProps {
  /** The notifications loaded so far, newest first. */
  notifications: Notification[];
  /** The list's state: `pending` before the first answer, `error` after a failure. */
  status: NotificationsPanelStatus;
  /** What failed, when `status` is `error`: the first page, a further page, or marking read. */
  failure?: 'fetch' | 'load-more' | 'mark-read' | null;
  /** Whether another page follows the ones loaded. */
  hasMore: boolean;
  /** A further page is on its way. */
  isLoadingMore?: boolean;
  /** Where a notification leads (its payment link, the wallets, the invitations, the verification page). */
  hrefOf: (notification: Notification) => string;
  /** A notification was opened: mark it read (the link navigates by itself). */
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => ActionResult;
  onLoadMore: () => ActionResult;
  /** Loads the list again after a failed first load. */
  onRetry: () => ActionResult;
  /** The time relative times are counted from (ms); when the panel opened by default. */
  now?: number;
}

/** The caller's notifications, opened from the bell: a link per notification, mark all read, load more. */
export function NotificationsPanel({
  notifications,
  status,
  failure = null,
  hasMore,
  isLoadingMore = false,
  hrefOf,
  onOpen,
  onMarkAllRead,
  onLoadMore,
  onRetry,
  now,
}: NotificationsPanelProps) {
  const intl = useIntl();
  // Times are counted from when the panel opened (it opens afresh each time).
  const [openedAt] = useState(() => Date.now());
  const headingId = useId();
  const markAll = usePendingAction();
  const retry = usePendingAction();
  const hasUnread = notifications.some((notification) => !notification.read);
  const empty = notifications.length === 0;

  let body;
  if (empty && (status === 'pending' || status === 'idle')) {
    body = (
      <PanelState>
        <Inline gap={2} align="center">
          <Spinner size="sm" label={null} />
          <Text tone="muted">{intl.formatMessage(messages.loading)}</Text>
        </Inline>
      </PanelState>
    );
  } else if (empty && status === 'error' && failure === 'fetch') {
    body = (
      <PanelState>
        <Alert
          tone="danger"
          title={intl.formatMessage(messages.fetchFailed)}
          action={
            <Button size="sm" variant="secondary" isLoading={retry.isPending} onPress={() => retry.run(onRetry)}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      </PanelState>
    );
  } else if (empty) {
    body = (
      <PanelState>
        <EmptyState
          icon={<BellOff />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        />
      </PanelState>
    );
  } else {
    body = (
      <>
        <ItemList aria-label={intl.formatMessage(messages.heading)}>
          {notifications.map((notification) => (
            <NotificationsPanelItem
              key={notification.id}
              notification={notification}
              href={hrefOf(notification)}
              now={now ?? openedAt}
              onOpen={onOpen}
            />
          ))}
        </ItemList>
        {hasMore || failure === 'load-more' ? (
          <PanelFooter>
            {failure === 'load-more' && !isLoadingMore ? (
              <Alert tone="danger" title={intl.formatMessage(messages.loadMoreFailed)} />
            ) : null}
            {hasMore ? (
              <Button variant="secondary" isLoading={isLoadingMore} onPress={() => void onLoadMore()}>
                {intl.formatMessage(failure === 'load-more' ? messages.retry : messages.loadMore)}
              </Button>
            ) : null}
          </PanelFooter>
        ) : null}
      </>
    );
  }

  return (
    <PanelRoot aria-labelledby={headingId}>
      <PanelHeader>
        <Heading level={2} size="sm" id={headingId}>
          {intl.formatMessage(messages.heading)}
        </Heading>
        {empty ? null : (
          <Button
            size="sm"
            variant="ghost"
            isDisabled={!hasUnread}
            isLoading={markAll.isPending}
            onPress={() => markAll.run(onMarkAllRead)}
          >
            {intl.formatMessage(messages.markAllRead)}
          </Button>
        )}
      </PanelHeader>
      <PanelBody aria-busy={status === 'pending' || isLoadingMore}>{body}</PanelBody>
    </PanelRoot>
  );
}
