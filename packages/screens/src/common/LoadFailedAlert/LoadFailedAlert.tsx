import { useIntl } from 'react-intl';
import { Alert, Button, type AlertProps } from '@meridian/ui';
import { messages } from './LoadFailedAlert.messages';

export type LoadFailedAlertProps = Omit<AlertProps, 'tone' | 'action'> & {
  /** Loads again; without it the alert offers no button. */
  onRetry?: () => void;
};

/** What could not be loaded (as the alert's `title` or `description`), and a "Try again" button. */
export function LoadFailedAlert({ onRetry, ...alert }: LoadFailedAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      tone="danger"
      {...alert}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        ) : undefined
      }
    />
  );
}
