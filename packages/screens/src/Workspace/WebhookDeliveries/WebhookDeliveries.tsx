import { FlaskConical, History, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ConfirmDialog, EmptyState, Inline, Select, Stack, type CursorPaging } from '@meridian/ui';
import { BackLink, PageHeader } from '../../common/PageHeader';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { messages } from './WebhookDeliveries.messages';
import { Code } from './WebhookDeliveries.styles';
import { WebhookDeliveriesDetail, type WebhookDeliveryDetailView } from './WebhookDeliveriesDetail';
import { WebhookDeliveriesTable, type WebhookDeliveryView } from './WebhookDeliveriesTable';

/** How far back a replay reaches, in hours. */
export const REPLAY_WINDOWS = [1, 24, 168, 720] as const;
export type ReplayWindow = (typeof REPLAY_WINDOWS)[number];
const WINDOW_LABELS = {
  1: messages.replayHour,
  24: messages.replayDay,
  168: messages.replayWeek,
  720: messages.replayMonth,
} as const;

export type WebhookDeliveriesErrorKey = 'loadFailed' | 'actionFailed';

export interface WebhookDeliveriesProps {
  /** The endpoint's URL (the page's title) and whether it is enabled. */
  endpoint: { url: string; enabled: boolean };
  backHref: string;
  deliveries: WebhookDeliveryView[];
  paging?: CursorPaging;
  canManage: boolean;
  isLoading?: boolean;
  error?: WebhookDeliveriesErrorKey;
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
  /** Whether the replay dialog starts open (a story). */
  defaultReplayOpen?: boolean;
}

/** An endpoint's delivery log: each event sent, its status and attempts; send one again, resend the failed ones, test. */
export function WebhookDeliveries({
  endpoint,
  backHref,
  deliveries,
  paging,
  canManage,
  isLoading = false,
  error,
  onRetry,
  onDismissError,
  openDeliveryId,
  detail,
  onOpen,
  onClose,
  onRedeliver,
  onReplay,
  onTest,
  defaultReplayOpen = false,
}: WebhookDeliveriesProps) {
  const intl = useIntl();
  const [isReplayOpen, setReplayOpen] = useState(defaultReplayOpen);
  const [period, setPeriod] = useState<ReplayWindow>(24);
  const replay = usePendingAction();
  const action = usePendingAction();

  const actions = canManage ? (
    <Inline gap={2}>
      <Button
        variant="secondary"
        isDisabled={!endpoint.enabled}
        isLoading={action.isPending}
        onPress={() => action.run(onTest)}
      >
        <FlaskConical aria-hidden />
        {intl.formatMessage(messages.sendTest)}
      </Button>
      <Button variant="secondary" onPress={() => setReplayOpen(true)}>
        <History aria-hidden />
        {intl.formatMessage(messages.replay)}
      </Button>
    </Inline>
  ) : null;

  return (
    <Stack gap={6}>
      <PageHeader
        before={<BackLink href={backHref}>{intl.formatMessage(messages.back)}</BackLink>}
        title={<Code>{endpoint.url}</Code>}
        description={intl.formatMessage(messages.description)}
        actions={actions}
      />
      {!endpoint.enabled ? <Alert tone="warning" description={intl.formatMessage(messages.disabled)} /> : null}
      {error === 'actionFailed' ? (
        <Alert live tone="danger" description={intl.formatMessage(messages.actionFailed)} onDismiss={onDismissError} />
      ) : null}
      {error === 'loadFailed' ? (
        <Alert
          tone="danger"
          live
          description={intl.formatMessage(messages.loadFailed)}
          action={
            onRetry ? (
              <Button size="sm" variant="secondary" onPress={onRetry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            ) : undefined
          }
        />
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
      <ConfirmDialog
        isOpen={isReplayOpen}
        onOpenChange={(open) => {
          if (!replay.isPending) setReplayOpen(open);
        }}
        isPending={replay.isPending}
        title={intl.formatMessage(messages.replayTitle)}
        message={
          <Stack gap={4}>
            <span>{intl.formatMessage(messages.replayDescription)}</span>
            <Select
              label={intl.formatMessage(messages.replaySince)}
              items={REPLAY_WINDOWS.map((hours) => ({
                id: String(hours),
                label: intl.formatMessage(WINDOW_LABELS[hours]),
              }))}
              value={String(period)}
              onChange={(key) => setPeriod(REPLAY_WINDOWS.find((hours) => String(hours) === String(key)) ?? 24)}
            />
          </Stack>
        }
        confirmLabel={intl.formatMessage(messages.replayConfirm)}
        onConfirm={() => replay.run(() => onReplay(period), { onSettled: () => setReplayOpen(false) })}
      />
    </Stack>
  );
}
