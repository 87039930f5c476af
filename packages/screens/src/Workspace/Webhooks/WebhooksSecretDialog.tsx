import { useIntl } from 'react-intl';
import { Alert, Button, CopyButton, Dialog, Stack } from '@meridian/ui';
import { messages, valueMessages } from './Webhooks.messages';
import { SecretBox } from './Webhooks.styles';

interface WebhooksSecretDialogProps {
  url: string;
  secret: string;
  onClose: () => void;
}

/** A new signing secret (an endpoint added, or its secret rotated), shown this once. */
export function WebhooksSecretDialog({ url, secret, onClose }: WebhooksSecretDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.secretTitle)}
      description={intl.formatMessage(valueMessages.secretFor, { url })}
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="primary" onPress={onClose}>
          {intl.formatMessage(messages.secretDone)}
        </Button>
      }
    >
      <Stack gap={4}>
        <Alert tone="warning" description={intl.formatMessage(messages.secretWarning)} />
        <SecretBox>
          <code aria-label={intl.formatMessage(messages.secretLabel)}>{secret}</code>
          <CopyButton value={secret} label={intl.formatMessage(messages.copySecret)} />
        </SecretBox>
      </Stack>
    </Dialog>
  );
}
