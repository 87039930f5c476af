import { NETWORK_NAMES, type Notification } from '@meridian/contract';
import { BadgeCheck, CircleDollarSign, ShieldCheck, Undo2, UserPlus } from 'lucide-react';
import { useContext, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { VisuallyHidden } from '@meridian/ui';
import { formatMoney } from '../../common/intlFormats';
import { useRoleText } from '../../common/roles';
import { itemMessages, messages } from './NotificationsPanel.messages';
import { ItemIcon, ItemLink, ItemMeta, ItemText, UnreadDot } from './NotificationsPanel.styles';

const ICONS: Record<Notification['type'], ReactNode> = {
  payment_received: <CircleDollarSign aria-hidden />,
  wallet_verification: <ShieldCheck aria-hidden />,
  company_invite: <UserPlus aria-hidden />,
  kyb_verification: <BadgeCheck aria-hidden />,
  refund: <Undo2 aria-hidden />,
};

/** An amount in a token's smallest unit, as a decimal number in the language's style. */
function tokenAmount(intl: IntlShape, units: string, decimals: number, symbol: string): string {
  const padded = units.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  const value = Number(fraction ? `${whole}.${fraction}` : whole);
  return `${intl.formatNumber(value, { maximumFractionDigits: 6 })} ${symbol}`;
}

/** "5 minutes ago", "Yesterday", or the date for anything older than a week. */
function relativeTime(intl: IntlShape, createdAt: string, now: number): string {
  const seconds = Math.round((Date.parse(createdAt) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return intl.formatMessage(messages.justNow);
  if (abs < 3600) return intl.formatRelativeTime(Math.round(seconds / 60), 'minute', { numeric: 'auto' });
  if (abs < 86_400) return intl.formatRelativeTime(Math.round(seconds / 3600), 'hour', { numeric: 'auto' });
  if (abs < 7 * 86_400) return intl.formatRelativeTime(Math.round(seconds / 86_400), 'day', { numeric: 'auto' });
  return intl.formatDate(createdAt, { dateStyle: 'medium' });
}

/** The sentence and the detail line of a notification. */
function useWording(notification: Notification): { text: string; detail: string | null } {
  const intl = useIntl();
  const roles = useRoleText();
  switch (notification.type) {
    case 'payment_received': {
      const { data } = notification;
      // In the checkout's own currency (US dollars for a checkout from before currencies).
      const amount = formatMoney(intl.locale, data.totalCents, data.currency ?? 'USD');
      return {
        text: intl.formatMessage(data.late ? itemMessages.paymentReceivedLate : itemMessages.paymentReceived, {
          linkName: data.linkName,
          amount,
        }),
        detail: tokenAmount(intl, data.amount, data.token.decimals, data.token.symbol),
      };
    }
    case 'wallet_verification': {
      const { data } = notification;
      const network = NETWORK_NAMES[data.network as keyof typeof NETWORK_NAMES] ?? data.network;
      return {
        text: intl.formatMessage(itemMessages.walletVerified, { label: data.label }),
        detail: intl.formatMessage(itemMessages.walletDetail, {
          network,
          address: data.address.length > 16 ? `${data.address.slice(0, 8)}…${data.address.slice(-6)}` : data.address,
        }),
      };
    }
    case 'company_invite': {
      const { data } = notification;
      return {
        text: data.invitedBy
          ? intl.formatMessage(itemMessages.invited, { invitedBy: data.invitedBy, companyName: data.companyName })
          : intl.formatMessage(itemMessages.invitedAnonymous, { companyName: data.companyName }),
        detail: intl.formatMessage(itemMessages.inviteDetail, { role: roles.name(data.privilege) }),
      };
    }
    case 'kyb_verification': {
      const { data } = notification;
      return {
        text: intl.formatMessage(itemMessages.kyb, { status: data.status, companyName: data.companyName }),
        detail: null,
      };
    }
    case 'refund': {
      const { data } = notification;
      return {
        text: intl.formatMessage(itemMessages.refund, {
          state: data.state,
          amount: tokenAmount(intl, data.amount, data.token.decimals, data.token.symbol),
        }),
        detail: null,
      };
    }
  }
}

export interface NotificationsPanelItemProps {
  notification: Notification;
  href: string;
  now: number;
  onOpen: (notification: Notification) => void;
}

/** One notification: its icon, sentence, detail and time, a link to its page. */
export function NotificationsPanelItem({ notification, href, now, onOpen }: NotificationsPanelItemProps) {
  const intl = useIntl();
  const { text, detail } = useWording(notification);
  const unread = !notification.read;
  // In the bell's popover: the page it opens replaces it.
  const overlay = useContext(OverlayTriggerStateContext);
  const press = () => {
    onOpen(notification);
    overlay?.close();
  };
  return (
    <li>
      <ItemLink href={href} unread={unread} onPress={press} data-notification={notification.type}>
        <ItemIcon>{ICONS[notification.type]}</ItemIcon>
        <ItemText unread={unread}>
          {unread ? <VisuallyHidden>{intl.formatMessage(messages.unread)}</VisuallyHidden> : null}
          <span>{text}</span>
          {detail ? <ItemMeta>{detail}</ItemMeta> : null}
          <ItemMeta>
            <time dateTime={notification.createdAt}>{relativeTime(intl, notification.createdAt, now)}</time>
          </ItemMeta>
        </ItemText>
        {unread ? <UnreadDot aria-hidden /> : <span />}
      </ItemLink>
    </li>
  );
}
