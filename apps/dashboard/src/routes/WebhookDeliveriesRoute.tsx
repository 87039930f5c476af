import { can, type WebhookDelivery } from '@meridian/contract';
import {
  useCursorPages,
  useRedeliverWebhook,
  useReplayWebhooks,
  useSendPendingWebhooks,
  useSendWebhookTest,
  useWebhookDeliveries,
  useWebhookDelivery,
  useWebhookEndpoints,
} from '@meridian/data';
import { WebhookDeliveries, type ReplayWindow, type WebhookDeliveryView } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { NotFoundPage } from '../RouteError';
import { webhookActionError, type WebhookActionError } from '../webhooks/action-error';
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
 * opens its attempts. Owners, admins and developers send one again, send the pending ones now,
 * resend the undelivered ones of a period and send a test event; viewers read.
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
  const sendPending = useSendPendingWebhooks(companyId);
  const [actionError, setActionError] = useState<WebhookActionError>();

  const act = async (run: () => Promise<unknown>, done: () => string) => {
    setActionError(undefined);
    try {
      const answer = await run();
      toast.success(done());
      return answer;
    } catch (error) {
      setActionError(webhookActionError(error));
      // A refusal may come from a change made elsewhere (the endpoint disabled): show it as it is now.
      void endpoints.mutate();
      return undefined;
    }
  };
  /** Runs an action that answers how many deliveries it made due, and says so. */
  const queue = (run: () => Promise<{ queued: number }>, done: typeof webhookValueMessages.replayed) => {
    let count = 0;
    return act(
      async () => {
        count = (await run()).queued;
      },
      () => intl.formatMessage(done, { count }),
    );
  };

  const endpoint = endpoints.data?.find((entry) => entry.id === endpointId);
  if (endpoints.data && !endpoint) return <NotFoundPage />;
  if (!endpoint) return <ContentLoading />;
  return (
    <WebhookDeliveries
      endpoint={{ url: endpoint.url, mode: endpoint.mode, enabled: endpoint.enabled }}
      backHref={paths.webhooks}
      deliveries={(deliveries.data?.deliveries ?? []).map(view)}
      paging={pages.paging(deliveries.data, deliveries.data?.deliveries.length ?? 0)}
      canManage={can(workspace.role, 'manageDeveloper')}
      isLoading={deliveries.isLoading}
      error={deliveries.error && !deliveries.data ? 'loadFailed' : actionError?.key}
      retryAfterSeconds={actionError?.retryAfterSeconds}
      pending={deliveries.data?.pending ?? 0}
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
      onReplay={(hours: ReplayWindow) =>
        queue(
          () => replay.trigger({ endpointId, since: new Date(Date.now() - hours * HOUR).toISOString() }),
          webhookValueMessages.replayed,
        )
      }
      onSendPending={() => queue(() => sendPending.trigger(endpointId), webhookValueMessages.sentPending)}
      onTest={() =>
        act(
          () => test.trigger(endpointId),
          () => intl.formatMessage(webhookMessages.testQueued),
        )
      }
    />
  );
}
