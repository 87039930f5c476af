import { can, type WebhookDelivery } from '@meridian/contract';
import {
  useCursorPages,
  useRedeliverWebhook,
  useReplayWebhooks,
  useSendWebhookTest,
  useWebhookDeliveries,
  useWebhookDelivery,
  useWebhookEndpoints,
} from '@meridian/data';
import {
  WebhookDeliveries,
  type ReplayWindow,
  type WebhookDeliveriesErrorKey,
  type WebhookDeliveryView,
} from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { NotFoundPage } from '../RouteError';
import { webhookMessages, webhookValueMessages } from '../webhooks/messages';
import { ContentLoading } from '../workspace/ContentLoading';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

const view = (delivery: WebhookDelivery): WebhookDeliveryView => ({
  id: delivery.id,
  type: delivery.type,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatusCode: delivery.lastStatusCode,
  createdAt: delivery.createdAt,
  nextAttemptAt: delivery.nextAttemptAt,
});

const HOUR = 3600_000;

/**
 * /settings/webhooks/:endpointId: an endpoint's deliveries, newest first, a page at a time; each
 * opens its attempts. Owners, admins and developers send one again, resend the failed ones of a
 * period and send a test event; viewers read.
 */
export default function WebhookDeliveriesRoute() {
  usePageTitle(pageNames.webhookDeliveries);
  const intl = useIntl();
  const toast = useToast();
  const { endpointId = '' } = useParams();
  const { workspace } = useWorkspaceContext();
  const companyId = workspace.id;
  const endpoints = useWebhookEndpoints(companyId);
  const pages = useCursorPages(`webhook-deliveries:${companyId}:${endpointId}`);
  const deliveries = useWebhookDeliveries(companyId, endpointId, pages.query);
  const [openId, setOpenId] = useState<string>();
  const detail = useWebhookDelivery(companyId, endpointId, openId ?? '', { enabled: openId !== undefined });
  const redeliver = useRedeliverWebhook(companyId);
  const replay = useReplayWebhooks(companyId);
  const test = useSendWebhookTest(companyId);
  const [actionError, setActionError] = useState<WebhookDeliveriesErrorKey>();

  const act = async (run: () => Promise<unknown>, done: () => string) => {
    setActionError(undefined);
    try {
      const answer = await run();
      toast.success(done());
      return answer;
    } catch {
      setActionError('actionFailed');
      return undefined;
    }
  };

  const endpoint = endpoints.data?.find((entry) => entry.id === endpointId);
  if (endpoints.data && !endpoint) return <NotFoundPage />;
  if (!endpoint) return <ContentLoading />;
  return (
    <WebhookDeliveries
      endpoint={{ url: endpoint.url, enabled: endpoint.enabled }}
      backHref={paths.webhooks}
      deliveries={(deliveries.data?.deliveries ?? []).map(view)}
      paging={pages.paging(deliveries.data, deliveries.data?.deliveries.length ?? 0)}
      canManage={can(workspace.role, 'manageDeveloper')}
      isLoading={deliveries.isLoading}
      error={deliveries.error && !deliveries.data ? 'loadFailed' : actionError}
      onRetry={() => void deliveries.mutate()}
      onDismissError={() => setActionError(undefined)}
      openDeliveryId={openId}
      detail={
        detail.data
          ? {
              delivery: view(detail.data.delivery),
              body: detail.data.body,
              attempts: detail.data.attempts,
            }
          : undefined
      }
      onOpen={setOpenId}
      onClose={() => setOpenId(undefined)}
      onRedeliver={(deliveryId) =>
        act(
          () => redeliver.trigger({ endpointId, deliveryId }),
          () => intl.formatMessage(webhookMessages.redelivered),
        )
      }
      onReplay={async (hours: ReplayWindow) => {
        let count = 0;
        await act(
          async () => {
            const since = new Date(Date.now() - hours * HOUR).toISOString();
            count = (await replay.trigger({ endpointId, since })).queued;
          },
          () => intl.formatMessage(webhookValueMessages.replayed, { count }),
        );
      }}
      onTest={() =>
        act(
          () => test.trigger(endpointId),
          () => intl.formatMessage(webhookMessages.testQueued),
        )
      }
    />
  );
}
