import { Link2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, CopyButton, Inline, Stack, Text } from '@meridian/ui';
import { usePendingAction } from '../../common/usePendingAction';
import type { RefundView } from '../common/refunds';
import { messages, valueMessages } from './PaymentDetail.messages';
import type { RefundActions } from './PaymentRefund';

/**
 * A refund waiting for the payer's address: whether their link was mailed and until when it
 * works, the link to copy while it is shown (only once: the API keeps its digest), and a new
 * link (the last one then stops working).
 */
export function RefundPayerLink({ refund, actions }: { refund: RefundView; actions: RefundActions }) {
  const intl = useIntl();
  const newLink = usePendingAction();
  const link = refund.payerLink;
  return (
    <Stack gap={2}>
      <Text>{intl.formatMessage(messages.awaitingText)}</Text>
      {link ? (
        <Text size="sm" tone="muted">
          {intl.formatMessage(valueMessages.linkExpires, {
            date: intl.formatDate(link.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
            mailed: link.mailed ? 'yes' : 'no',
          })}
        </Text>
      ) : null}
      {link?.url ? (
        <Inline gap={2} align="center">
          <Text as="span" size="sm">
            <code>{link.url}</code>
          </Text>
          <CopyButton
            value={link.url}
            size="sm"
            label={intl.formatMessage(messages.copyLink)}
            copiedMessage={intl.formatMessage(messages.linkCopied)}
            copy={actions.copy}
          />
        </Inline>
      ) : (
        <Text size="sm" tone="muted">
          {intl.formatMessage(link ? messages.linkHidden : messages.linkNone)}
        </Text>
      )}
      {actions.onNewLink && !link?.url ? (
        <Inline gap={2}>
          <Button
            variant="secondary"
            size="sm"
            icon={<Link2 aria-hidden />}
            isLoading={newLink.isPending}
            onPress={() => newLink.run(() => actions.onNewLink?.(refund.id))}
          >
            {intl.formatMessage(messages.newLink)}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
