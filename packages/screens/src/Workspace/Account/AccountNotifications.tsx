import { NOTIFICATION_TYPES, type NotificationEmailPreferences, type NotificationType } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import { Alert, Card, Skeleton, Switch } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { SectionBody } from './Account.styles';

const messages = defineMessages({
  section: { id: 'screens.Workspace.Account.notificationsSection', defaultMessage: 'Notifications' },
  description: {
    id: 'screens.Workspace.Account.notificationsDescription',
    defaultMessage:
      'Every notification shows under the bell. Choose which ones also arrive by email, in your display language.',
  },
  loadFailed: {
    id: 'screens.Workspace.Account.notificationsLoadFailed',
    defaultMessage: 'Your email choices could not be loaded. Reload the page to try again.',
  },
});

const typeMessages = defineMessages({
  payment_received: { id: 'screens.Workspace.Account.emailPaymentReceived', defaultMessage: 'Payments received' },
  payment_received_help: {
    id: 'screens.Workspace.Account.emailPaymentReceivedHelp',
    defaultMessage: 'An email for each paid checkout of your workspaces.',
  },
  wallet_verification: { id: 'screens.Workspace.Account.emailWalletVerification', defaultMessage: 'Wallets verified' },
  wallet_verification_help: {
    id: 'screens.Workspace.Account.emailWalletVerificationHelp',
    defaultMessage: 'When a wallet you manage is proved by its signature.',
  },
  company_invite: { id: 'screens.Workspace.Account.emailCompanyInvite', defaultMessage: 'Invitations' },
  company_invite_help: {
    id: 'screens.Workspace.Account.emailCompanyInviteHelp',
    defaultMessage: 'When someone invites you to their workspace.',
  },
  kyb_verification: {
    id: 'screens.Workspace.Account.emailKybVerification',
    defaultMessage: 'Business verification',
  },
  kyb_verification_help: {
    id: 'screens.Workspace.Account.emailKybVerificationHelp',
    defaultMessage: 'When the verification of a business you manage changes.',
  },
  refund: { id: 'screens.Workspace.Account.emailRefund', defaultMessage: 'Refunds' },
  refund_help: {
    id: 'screens.Workspace.Account.emailRefundHelp',
    defaultMessage: 'When a payer gives their refund address, and when a refund is confirmed or fails.',
  },
});

/** The outcomes of saving a choice, for the app's toasts. */
export const notificationToastMessages = defineMessages({
  saved: { id: 'screens.Workspace.Account.notificationEmailSaved', defaultMessage: 'Email notifications updated' },
  saveFailed: {
    id: 'screens.Workspace.Account.notificationEmailSaveFailed',
    defaultMessage: 'Failed to update email notifications',
  },
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
