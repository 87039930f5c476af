import type { Currency, Environment, LinkStatus } from '@meridian/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Badge, Button, ButtonLink, ConfirmDialog, Inline, StatusBadge, Text } from '@meridian/ui';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { statusTones, useMoneyText } from '../common/money.messages';
import { messages as listMessages, valueMessages as listValueMessages } from '../PaymentLinks/PaymentLinks.messages';
import { messages } from './LinkPayments.messages';

/** What the link's page says the link is. */
export interface LinkPaymentsLink {
  name: string;
  /** The currency of its price. Default US dollars. */
  currency?: Currency;
  /** The price in minor units of `currency`; undefined when the payer chooses (a donation). */
  amountCents?: number;
  status: LinkStatus;
  environment: Environment;
}

/** The link's price, status and environment, on one line under the page's title. */
export function LinkFacts({ link }: { link: LinkPaymentsLink }) {
  const intl = useIntl();
  const text = useMoneyText();
  return (
    <Inline gap={3} align="center">
      <Text as="span" weight="medium">
        {link.amountCents === undefined
          ? intl.formatMessage(listMessages.payerChooses)
          : text.amount(link.amountCents, link.currency ?? 'USD')}
      </Text>
      <StatusBadge size="sm" tone={statusTones[link.status]}>
        {text.status(link.status)}
      </StatusBadge>
      <Badge size="sm" tone={link.environment === 'live' ? 'info' : 'neutral'}>
        {text.environment(link.environment)}
      </Badge>
    </Inline>
  );
}

/** Why a link that is not active takes no payments (an archived one for good). */
export function LinkStatusNote({ status }: { status: LinkStatus }) {
  const intl = useIntl();
  if (status === 'active') return null;
  return (
    <Alert
      tone={status === 'disabled' ? 'warning' : 'info'}
      title={intl.formatMessage(status === 'disabled' ? messages.disabledTitle : messages.archivedTitle)}
      description={intl.formatMessage(status === 'disabled' ? messages.disabledNote : messages.archivedNote)}
    />
  );
}

interface LinkActionsProps {
  link: LinkPaymentsLink;
  editHref?: string;
  onChangeStatus?: (status: 'active' | 'disabled') => ActionResult;
}

/** Edit, and Disable (after a confirmation) or Enable: what a member who manages links may do. */
export function LinkActions({ link, editHref, onChangeStatus }: LinkActionsProps) {
  const intl = useIntl();
  const change = usePendingAction();
  const [confirming, setConfirming] = useState(false);
  if (link.status === 'archived') return null;
  return (
    <>
      {editHref ? (
        <ButtonLink href={editHref} variant="secondary" size="sm" icon={<Pencil aria-hidden />}>
          {intl.formatMessage(messages.edit)}
        </ButtonLink>
      ) : null}
      {onChangeStatus && link.status === 'active' ? (
        <Button variant="secondary" size="sm" onPress={() => setConfirming(true)}>
          {intl.formatMessage(listMessages.disable)}
        </Button>
      ) : null}
      {onChangeStatus && link.status === 'disabled' ? (
        <Button
          variant="secondary"
          size="sm"
          isLoading={change.isPending}
          onPress={() => change.run(() => onChangeStatus('active'))}
        >
          {intl.formatMessage(listMessages.enable)}
        </Button>
      ) : null}
      {onChangeStatus ? (
        <ConfirmDialog
          tone="danger"
          isOpen={confirming}
          onOpenChange={(open) => {
            if (!change.isPending) setConfirming(open);
          }}
          isPending={change.isPending}
          title={intl.formatMessage(listValueMessages.disableTitle, { name: link.name })}
          message={intl.formatMessage(listValueMessages.disableMessage, { name: link.name })}
          confirmLabel={intl.formatMessage(listMessages.disableConfirm)}
          onConfirm={() => change.run(() => onChangeStatus('disabled'), { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </>
  );
}
