import { messagesIn } from '../i18n';
import { useIntl } from 'react-intl';
import { SpinnerSvg } from './Spinner.styles';
import type { Size } from '../theme/vocabulary';

const messages = messagesIn('ui.Spinner', {
  loading: 'Loading',
});

export interface SpinnerProps {
  size?: Extract<Size, 'sm' | 'md' | 'lg'>;
  /** Accessible label; defaults to "Loading". Pass `null` when a parent already announces progress. */
  label?: string | null;
}

/** An indeterminate activity indicator. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const intl = useIntl();
  const name = label === null ? undefined : (label ?? intl.formatMessage(messages.loading));
  return (
    <SpinnerSvg
      size={size}
      viewBox="0 0 24 24"
      fill="none"
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
}
