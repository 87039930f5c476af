import type { WebhookAttemptError } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Badge, Button, Dialog, Heading, Skeleton, SkeletonGroup, Stack, Text } from '@meridian/ui';
import { useEventTypeDescription } from '../../common/eventTypes';
import type { ActionResult } from '../../common/usePendingAction';
import { usePendingAction } from '../../common/usePendingAction';
import { messages, valueMessages } from './WebhookDeliveries.messages';
import { AttemptList, Payload } from './WebhookDeliveries.styles';
import type { WebhookDeliveryView } from './WebhookDeliveriesTable';

/** One attempt at sending a delivery. */
export interface WebhookAttemptView {
  id: string;
  /** ISO 8601 */
  sentAt: string;
  statusCode: number | null;
  latencyMs: number;
  responseBody: string;
  error: WebhookAttemptError | null;
}

export interface WebhookDeliveryDetailView {
  delivery: WebhookDeliveryView;
  body: string;
  attempts: WebhookAttemptView[];
}

const ERRORS = {
  status: messages.errorStatus,
  timeout: messages.errorTimeout,
  redirect: messages.errorRedirect,
  connection: messages.errorConnection,
  private_address: messages.errorPrivateAddress,
  unresolvable: messages.errorUnresolvable,
  secret_unreadable: messages.errorSecretUnreadable,
} as const satisfies Record<WebhookAttemptError, unknown>;

interface Props {
  /** The delivery open, or undefined while its attempts load. */
  detail: WebhookDeliveryDetailView | undefined;
  canManage: boolean;
  onClose: () => void;
  onRedeliver: (deliveryId: string) => ActionResult;
}

/** A delivery's attempts, newest last: when, the answer's status and time, its first bytes, the failure. */
export function WebhookDeliveriesDetail({ detail, canManage, onClose, onRedeliver }: Props) {
  const intl = useIntl();
  const redeliver = usePendingAction();
  const describe = useEventTypeDescription();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Dialog
      title={intl.formatMessage(messages.detailTitle)}
      description={
        detail ? (
          <>
            <code>{detail.delivery.type}</code> {describe(detail.delivery.type)}
          </>
        ) : undefined
      }
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        canManage && detail ? (
          <Button
            variant="secondary"
            isLoading={redeliver.isPending}
            onPress={() => redeliver.run(() => onRedeliver(detail.delivery.id))}
          >
            {intl.formatMessage(messages.redeliver)}
          </Button>
        ) : undefined
      }
    >
      {!detail ? (
        <SkeletonGroup label={intl.formatMessage(messages.detailLoading)}>
          <Skeleton variant="block" height="6rem" />
        </SkeletonGroup>
      ) : (
        <Stack gap={4}>
          {detail.attempts.length === 0 ? <Text tone="muted">{intl.formatMessage(messages.noAttempts)}</Text> : null}
          <AttemptList>
            {detail.attempts.map((attempt) => (
              <li key={attempt.id}>
                <Stack gap={2}>
                  <Stack gap={1}>
                    <Text as="span" size="sm">
                      {intl.formatMessage(valueMessages.attemptLine, {
                        sentAt: when(attempt.sentAt),
                        // i18n-fragment: a status between separators (“· No answer ·”), no word agrees with it
                        status: attempt.statusCode ?? intl.formatMessage(messages.noAnswer),
                        latency: attempt.latencyMs,
                      })}
                    </Text>
                    <span>
                      <Badge tone={attempt.error ? 'danger' : 'success'} size="sm">
                        {intl.formatMessage(attempt.error ? ERRORS[attempt.error] : messages.ok)}
                      </Badge>
                    </span>
                  </Stack>
                  {attempt.responseBody ? (
                    <Payload aria-label={intl.formatMessage(messages.answer)}>{attempt.responseBody}</Payload>
                  ) : null}
                </Stack>
              </li>
            ))}
          </AttemptList>
          {detail.delivery.nextAttemptAt ? (
            <Text tone="muted" size="sm">
              {intl.formatMessage(valueMessages.nextAttempt, { time: when(detail.delivery.nextAttemptAt) })}
            </Text>
          ) : null}
          <Heading level={3}>{intl.formatMessage(messages.body)}</Heading>
          <Payload>{detail.body}</Payload>
        </Stack>
      )}
    </Dialog>
  );
}
