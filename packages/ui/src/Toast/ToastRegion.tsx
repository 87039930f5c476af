import { messagesIn } from '../i18n';
import { useIntl } from 'react-intl';
import { UNSTABLE_ToastRegion as RACToastRegion } from 'react-aria-components';
import { Toast } from './Toast';
import { toastRegionStyles } from './Toast.styles';
import { useToast, type ToastQueue } from './ToastQueue';

const messages = messagesIn('ui.Toast', {
  region: 'Status messages',
});

export interface ToastRegionProps {
  /** The queue to show. Defaults to the nearest `ToastProvider`'s queue, or the shared `toast`. */
  queue?: ToastQueue;
}

/**
 * Shows a queue's toasts in the bottom-right corner, newest nearest the corner. Render it once,
 * near the root. It is a landmark named "Notifications" (F6 reaches it from the keyboard); toasts
 * are announced when they appear, and their timers pause while the pointer or focus is on them.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const intl = useIntl();
  const contextQueue = useToast();
  return (
    <RACToastRegion
      queue={(queue ?? contextQueue).queue}
      aria-label={intl.formatMessage(messages.region)}
      className={toastRegionStyles()}
    >
      {({ toast }) => <Toast toast={toast} />}
    </RACToastRegion>
  );
}
