import { messagesIn } from '../i18n';
import { Bell, CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  type QueuedToast,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { ToastDescription, ToastIcon, ToastTitle, toastContentStyles, toastStyles } from './Toast.styles';
import { TOAST_KIND_TONES, type ToastContent, type ToastType } from './ToastQueue';

const messages = messagesIn('ui.Toast', {
  close: 'Close',
});

const icons: Record<ToastType, LucideIcon> = {
  default: Bell,
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
};

export interface ToastProps {
  /** A toast from a `ToastQueue`, as a `ToastRegion` passes it. */
  toast: QueuedToast<ToastContent>;
}

/** One toast: an icon and a colour for its type (drawn in the type's tone), a title, an optional description and a close button. */
export function Toast({ toast }: ToastProps) {
  const intl = useIntl();
  const { type, title, description } = toast.content;
  const Icon = icons[type];
  return (
    <RACToast toast={toast} className={toastStyles({ type: TOAST_KIND_TONES[type] })} data-type={type}>
      <ToastIcon data-toast-icon aria-hidden="true">
        <Icon />
      </ToastIcon>
      <RACToastContent className={toastContentStyles()}>
        <ToastTitle slot="title">{title}</ToastTitle>
        {description ? <ToastDescription slot="description">{description}</ToastDescription> : null}
      </RACToastContent>
      <IconButton slot="close" label={intl.formatMessage(messages.close)} icon={<X />} size="sm" />
    </RACToast>
  );
}
