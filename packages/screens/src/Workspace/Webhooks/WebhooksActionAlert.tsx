import { useIntl } from 'react-intl';
import { Alert } from '@meridian/ui';
import { messages, valueMessages } from './Webhooks.messages';

/** Why an action on an endpoint was refused or failed (the endpoints page's and an endpoint's page's). */
export type WebhookActionErrorKey = 'actionFailed' | 'endpointDisabled' | 'testRateLimited';

interface WebhooksActionAlertProps {
  error: WebhookActionErrorKey;
  /** `testRateLimited`: how long until the next test event is accepted. */
  retryAfterSeconds?: number;
  onDismiss?: () => void;
}

/** An action's refusal above the page's content: what happened, and for a limit, how long to wait. */
export function WebhooksActionAlert({ error, retryAfterSeconds, onDismiss }: WebhooksActionAlertProps) {
  const intl = useIntl();
  const description =
    error === 'testRateLimited'
      ? intl.formatMessage(valueMessages.testRateLimited, {
          minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)),
        })
      : intl.formatMessage(messages[error]);
  return (
    <Alert
      live
      tone={error === 'actionFailed' ? 'danger' : 'warning'}
      description={description}
      onDismiss={onDismiss}
    />
  );
}
