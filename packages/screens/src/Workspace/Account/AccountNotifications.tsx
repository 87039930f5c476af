import { messagesIn } from '@meridian/ui';
import { NOTIFICATION_TYPES, type NotificationEmailPreferences, type NotificationType } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { Alert, Card, Skeleton, Switch } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { SectionBody } from './Account.styles';

const messages = messagesIn('screens.Workspace.Account.notifications', {
  section: 'Notifications',
  description:
    'Every notification shows under the bell. Choose which ones also arrive by email, in your display language.',
  loadFailed: 'Your email choices could not be loaded. Reload the page to try again.',
});

const typeMessages = messagesIn('screens.Workspace.Account.notifications', {
  payment_received: 'Payments received',
  payment_received_help: 'An email for each paid checkout of your workspaces.',
  wallet_verification: 'Wallets verified',
  wallet_verification_help: 'When a wallet you manage is proved by its signature.',
  company_invite: 'Invitations',
  company_invite_help: 'When someone invites you to their workspace.',
  kyb_verification: 'Business verification',
  kyb_verification_help: 'When the verification of a business you manage changes.',
  refund: 'Refunds',
  refund_help: 'When a payer gives their refund address, and when a refund is confirmed or fails.',
});

/** The outcomes of saving a choice, for the app's toasts. */
export const notificationToastMessages = messagesIn('screens.Workspace.Account.notifications', {
  saved: 'Email notifications updated',
  saveFailed: 'Failed to update email notifications',
});

export interface AccountNotificationsProps {
  /** Per type, whether it also comes by email; undefined while loading. */
  email?: NotificationEmailPreferences;
  /** Loading the choices failed. */
  loadFailed?: boolean;
  /** Called as soon as a switch is flipped; the switch waits while a returned promise runs. */
  onChange: (type: NotificationType, email: boolean) => ActionResult;
  /** The type whose choice is being saved. */
  saving?: NotificationType | null;
}

/** A switch per notification type for its email, saved as soon as it is flipped. */
export function AccountNotifications({
  email,
  loadFailed = false,
  onChange,
  saving = null,
}: AccountNotificationsProps) {
  const intl = useIntl();
  return (
    <Card
      id="notifications"
      title={intl.formatMessage(messages.section)}
      description={intl.formatMessage(messages.description)}
    >
      <SectionBody>
        {loadFailed && !email ? <Alert tone="danger" description={intl.formatMessage(messages.loadFailed)} /> : null}
        {!email && !loadFailed ? <Skeleton lines={4} /> : null}
        {email
          ? NOTIFICATION_TYPES.map((type) => (
              <Switch
                key={type}
                name={`email-${type}`}
                isSelected={email[type]}
                isDisabled={saving === type}
                description={intl.formatMessage(typeMessages[`${type}_help`])}
                onChange={(selected) => void onChange(type, selected)}
              >
                {intl.formatMessage(typeMessages[type])}
              </Switch>
            ))
          : null}
      </SectionBody>
    </Card>
  );
}
