import { useIntl } from 'react-intl';
import { Alert, Button, CopyButton, Dialog, Inline, Stack, type CopyFunction } from '@meridian/ui';
import { messages } from './ApiKeys.messages';
import { Secret } from './ApiKeys.styles';

interface ApiKeySecretDialogProps {
  /** The key just made, shown this once. */
  secret: string;
  isOpen: boolean;
  onClose: () => void;
  copy?: CopyFunction;
}

/** The new key, shown once, with a copy button whose toast confirms the copy. */
export function ApiKeySecretDialog({ secret, isOpen, onClose, copy }: ApiKeySecretDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage(messages.secretTitle)}
      size="md"
      isDismissable={false}
      footer={<Button onPress={onClose}>{intl.formatMessage(messages.done)}</Button>}
    >
      <Stack gap={4}>
        <Alert tone="warning" description={intl.formatMessage(messages.secretWarning)} />
        <Inline gap={2} wrap={false}>
          <Secret>{secret}</Secret>
          <CopyButton
            value={secret}
            label={intl.formatMessage(messages.copyKey)}
            copiedMessage={intl.formatMessage(messages.keyCopied)}
            copy={copy}
            variant="secondary"
          />
        </Inline>
      </Stack>
    </Dialog>
  );
}
