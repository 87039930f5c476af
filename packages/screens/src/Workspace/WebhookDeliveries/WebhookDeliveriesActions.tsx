import { FlaskConical, History, Send } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmDialog, Inline, Select, Stack } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { messages, valueMessages } from './WebhookDeliveries.messages';

/** How far back a replay reaches, in hours. */
export const REPLAY_WINDOWS = [1, 24, 168, 720] as const;
export type ReplayWindow = (typeof REPLAY_WINDOWS)[number];
const WINDOW_LABELS = {
  1: messages.replayHour,
  24: messages.replayDay,
  168: messages.replayWeek,
  720: messages.replayMonth,
} as const;

/** Above this many pending deliveries, "Send pending now" asks first: the receiver gets them all at once. */
export const SEND_PENDING_CONFIRM_ABOVE = 10;

interface WebhookDeliveriesActionsProps {
  /** Nothing is sent to a disabled endpoint: no test event, no pending delivery. */
  enabled: boolean;
  /** Deliveries waiting for their next retry. */
  pending: number;
  onTest: () => ActionResult;
  onSendPending: () => ActionResult;
  onReplay: (hours: ReplayWindow) => ActionResult;
  /** Whether the replay dialog starts open (a story). */
  defaultReplayOpen?: boolean;
}

/** An endpoint's actions: a test event, its pending deliveries now, and a replay of a period's undelivered ones. */
export function WebhookDeliveriesActions({
  enabled,
  pending,
  onTest,
  onSendPending,
  onReplay,
  defaultReplayOpen = false,
}: WebhookDeliveriesActionsProps) {
  const intl = useIntl();
  const [isReplayOpen, setReplayOpen] = useState(defaultReplayOpen);
  const [isSendOpen, setSendOpen] = useState(false);
  const [period, setPeriod] = useState<ReplayWindow>(24);
  const test = usePendingAction();
  const send = usePendingAction();
  const replay = usePendingAction();
  const sendNow = () => send.run(onSendPending, { onSettled: () => setSendOpen(false) });

  return (
    <>
      <Inline gap={2}>
        <Button
          variant="secondary"
          icon={<FlaskConical aria-hidden />}
          isDisabled={!enabled}
          isLoading={test.isPending}
          onPress={() => test.run(onTest)}
        >
          {intl.formatMessage(messages.sendTest)}
        </Button>
        <Button
          variant="secondary"
          isDisabled={!enabled || pending === 0}
          isLoading={send.isPending}
          icon={<Send aria-hidden />}
          onPress={() => (pending > SEND_PENDING_CONFIRM_ABOVE ? setSendOpen(true) : sendNow())}
        >
          {intl.formatMessage(valueMessages.sendPending, { count: pending })}
        </Button>
        <Button variant="secondary" icon={<History aria-hidden />} onPress={() => setReplayOpen(true)}>
          {intl.formatMessage(messages.replay)}
        </Button>
      </Inline>
      <ConfirmDialog
        isOpen={isSendOpen}
        onOpenChange={(open) => {
          if (!send.isPending) setSendOpen(open);
        }}
        isPending={send.isPending}
        title={intl.formatMessage(valueMessages.sendPendingTitle, { count: pending })}
        message={intl.formatMessage(messages.sendPendingDescription)}
        confirmLabel={intl.formatMessage(messages.sendPendingConfirm)}
        onConfirm={sendNow}
      />
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
    </>
  );
}
