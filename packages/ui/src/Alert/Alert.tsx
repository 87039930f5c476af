import { messagesIn } from '../i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { PlainIconButton } from '../IconButton/PlainIconButton';
import {
  AlertAction,
  AlertContent,
  AlertDescription,
  AlertDismiss,
  AlertIcon,
  AlertRoot,
  AlertTitle,
} from './Alert.styles';
import type { Tone } from '../theme/vocabulary';

const messages = messagesIn('ui.Alert', {
  dismiss: 'Dismiss',
});

/** Every tone but `neutral`: an alert always says something. */
export type AlertTone = Exclude<Tone, 'neutral'>;

export interface AlertProps {
  /** Default `info`. Each tone has its own icon, so colour is not the only cue. */
  tone?: AlertTone;
  /** `inline` (default): a rounded box in the content; `banner`: a full-width strip at the top of a page or panel. */
  variant?: 'inline' | 'banner';
  /** A short summary in bold. */
  title?: ReactNode;
  /** The explanation under the title. */
  description?: ReactNode;
  /** A button or link under the text, e.g. "Try again". */
  action?: ReactNode;
  /** Shows a dismiss button (named "Dismiss") that calls this; the caller removes the alert. */
  onDismiss?: () => void;
  /**
   * Set when the alert appears in answer to something the user did (a failed save): a
   * `danger` or `warning` alert then interrupts (`role="alert"`). Otherwise the alert is a
   * polite status (`role="status"`). Render the alert's container before its content changes,
   * so that the announcement is heard.
   */
  live?: boolean;
  id?: string;
}

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

/** A message about the page or the last action, with an icon per tone. */
export function Alert({
  tone = 'info',
  variant = 'inline',
  title,
  description,
  action,
  onDismiss,
  live = false,
  id,
}: AlertProps) {
  const intl = useIntl();
  const Icon = icons[tone];
  const urgent = live && (tone === 'danger' || tone === 'warning');
  return (
    <AlertRoot id={id} tone={tone} variant={variant} role={urgent ? 'alert' : 'status'}>
      <AlertIcon aria-hidden tone={tone}>
        <Icon />
      </AlertIcon>
      <AlertContent>
        {title != null ? <AlertTitle>{title}</AlertTitle> : null}
        {description != null ? <AlertDescription>{description}</AlertDescription> : null}
        {action != null ? <AlertAction>{action}</AlertAction> : null}
      </AlertContent>
      {onDismiss ? (
        <AlertDismiss>
          <PlainIconButton label={intl.formatMessage(messages.dismiss)} icon={<X />} size="sm" onPress={onDismiss} />
        </AlertDismiss>
      ) : null}
    </AlertRoot>
  );
}

export type BannerProps = Omit<AlertProps, 'variant'>;

/** An `Alert` in its banner form: a full-width strip at the top of a page or panel. */
export function Banner(props: BannerProps) {
  return <Alert {...props} variant="banner" />;
}
