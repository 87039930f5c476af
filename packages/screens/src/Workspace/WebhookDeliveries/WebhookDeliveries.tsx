import { ScrollText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Alert, EmptyState, Stack, type CursorPaging } from '@meridian/ui';
import type { Environment } from '@meridian/contract';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { WebhooksActionAlert, type WebhookActionErrorKey } from '../Webhooks/WebhooksActionAlert';
import { WebhookModeBadge } from '../Webhooks/WebhooksTable';
import { messages } from './WebhookDeliveries.messages';
import { UrlTitle } from './WebhookDeliveries.styles';
import { WebhookDeliveriesActions, type ReplayWindow } from './WebhookDeliveriesActions';
import { WebhookDeliveriesDetail, type WebhookDeliveryDetailView } from './WebhookDeliveriesDetail';
import { WebhookDeliveriesTable, type WebhookDeliveryView } from './WebhookDeliveriesTable';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';

export { REPLAY_WINDOWS, type ReplayWindow } from './WebhookDeliveriesActions';

/** What went wrong: loading the log, or one of the actions (refused, or failed). */
export type WebhookDeliveriesErrorKey = 'loadFailed' | WebhookActionErrorKey;

export interface WebhookDeliveriesProps {
  /** The endpoint's URL (the page's title), its mode and whether it is enabled. */
  endpoint: { url: string; mode: Environment; enabled: boolean };
  backHref: string;
  deliveries: WebhookDeliveryView[];
  paging?: CursorPaging;
  canManage: boolean;
  isLoading?: boolean;
  error?: WebhookDeliveriesErrorKey;
  /** `testRateLimited`: the seconds until a test event is accepted again. */
  retryAfterSeconds?: number;
  /** The endpoint's deliveries waiting for their next retry. */
  pending: number;
  onRetry?: () => void;
  onDismissError?: () => void;
  /** The delivery whose attempts are open (its id), and its detail once loaded. */
  openDeliveryId?: string;
  detail?: WebhookDeliveryDetailView;
  onOpen: (deliveryId: string) => void;
  onClose: () => void;
  onRedeliver: (deliveryId: string) => ActionResult;
  onReplay: (hours: ReplayWindow) => ActionResult;
  onTest: () => ActionResult;
  /** Sends the pending deliveries now (after a confirmation when there are many). */
  onSendPending: () => ActionResult;
  /** Whether the replay dialog starts open (a story). */
  defaultReplayOpen?: boolean;
}

/**
 * An endpoint's delivery log: each event sent, its status and attempts; send one again, send the
 * pending ones now, resend the undelivered ones of a period, test.
 */
export function WebhookDeliveries({
  endpoint,
  backHref,
  deliveries,
  paging,
  canManage,
  isLoading = false,
  error,
  retryAfterSeconds,
  pending,
  onRetry,
  onDismissError,
  openDeliveryId,
  detail,
  onOpen,
  onClose,
  onRedeliver,
  onReplay,
  onTest,
  onSendPending,
  defaultReplayOpen = false,
}: WebhookDeliveriesProps) {
  const intl = useIntl();
  const action = usePendingAction();

  const actions = canManage ? (
    <WebhookDeliveriesActions
      enabled={endpoint.enabled}
      pending={pending}
      onTest={onTest}
      onSendPending={onSendPending}
      onReplay={onReplay}
      defaultReplayOpen={defaultReplayOpen}
    />
  ) : null;

  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={<UrlTitle>{endpoint.url}</UrlTitle>}
        description={intl.formatMessage(messages.description)}
        actions={actions}
      >
        <span>
          <WebhookModeBadge mode={endpoint.mode} />
        </span>
      </PageHeader>
      {!endpoint.enabled ? <Alert tone="warning" description={intl.formatMessage(messages.disabled)} /> : null}
      {/* A refusal because the endpoint is disabled says no more than the alert above once the page knows it. */}
      {error && error !== 'loadFailed' && !(error === 'endpointDisabled' && !endpoint.enabled) ? (
        <WebhooksActionAlert error={error} retryAfterSeconds={retryAfterSeconds} onDismiss={onDismissError} />
      ) : null}
      {error === 'loadFailed' ? (
        <LoadFailedAlert live description={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : (
        <WebhookDeliveriesTable
          deliveries={deliveries}
          paging={paging}
          isLoading={isLoading}
          canManage={canManage}
          onView={(row) => onOpen(row.id)}
          onRedeliver={(row) => action.run(() => onRedeliver(row.id))}
          emptyState={
            <EmptyState
              icon={<ScrollText />}
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(messages.emptyDescription)}
            />
          }
        />
      )}

      {openDeliveryId ? (
        <WebhookDeliveriesDetail
          detail={detail?.delivery.id === openDeliveryId ? detail : undefined}
          canManage={canManage}
          onClose={onClose}
          onRedeliver={onRedeliver}
        />
      ) : null}
    </Stack>
  );
}
