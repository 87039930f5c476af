import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  ProgressDescription,
  ProgressFill,
  ProgressLabel,
  ProgressTrack,
  ProgressValue,
  StyledProgressBar,
} from './ProgressBar.styles';
import type { Size } from '../theme/vocabulary';

export interface ProgressBarProps {
  /** The visible label ("Uploading avatar.png"). Without one, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The current value, between `minValue` and `maxValue`. Default 0. */
  value?: number;
  /** Default 0. */
  minValue?: number;
  /** Default 100. */
  maxValue?: number;
  /** When the amount of work is unknown: an animated bar, no value. */
  isIndeterminate?: boolean;
  /**
   * The value as text, read by assistive technology and shown beside the label. Default: the
   * percentage in the interface's locale ("40 %" in French). Pass e.g. "1.2 MB of 3 MB".
   */
  valueLabel?: string;
  /** Shows the value text beside the label. Default `true`. */
  showValueLabel?: boolean;
  /** A line under the bar, e.g. the file name or the time left. */
  description?: ReactNode;
  /** `accent` (default); `success` once done; `danger` when the operation failed. */
  tone?: 'accent' | 'success' | 'danger';
  /** Track thickness. Default `md`. */
  size?: Extract<Size, 'sm' | 'md'>;
  id?: string;
}

/** Progress of an operation (an upload, a verification step), determinate or not. */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  valueLabel,
  showValueLabel = true,
  description,
  tone = 'accent',
  size = 'md',
  ...props
}: ProgressBarProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const labelId = useId();
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const ratio = maxValue > minValue ? (clamped - minValue) / (maxValue - minValue) : 0;
  // react-aria formats in its own locale; the interface's locale comes from react-intl.
  const text = isIndeterminate
    ? undefined
    : (valueLabel ?? intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 }));
  // The progressbar role and its values by hand (react-aria-components' ProgressBar would add its
  // own number formatting, unused here, to every page: its module comes with every button).
  return (
    <StyledProgressBar
      id={props.id}
      role="progressbar"
      aria-label={props['aria-label']}
      aria-labelledby={
        [label != null ? labelId : undefined, props['aria-labelledby']].filter(Boolean).join(' ') || undefined
      }
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuenow={isIndeterminate ? undefined : clamped}
      aria-valuetext={text}
      aria-describedby={description != null ? descriptionId : undefined}
    >
      {label != null ? <ProgressLabel id={labelId}>{label}</ProgressLabel> : null}
      {showValueLabel && text ? <ProgressValue aria-hidden>{text}</ProgressValue> : null}
      <ProgressTrack size={size}>
        <ProgressFill
          tone={tone}
          indeterminate={isIndeterminate || undefined}
          style={isIndeterminate ? undefined : { width: `${ratio * 100}%` }}
        />
      </ProgressTrack>
      {description != null ? <ProgressDescription id={descriptionId}>{description}</ProgressDescription> : null}
    </StyledProgressBar>
  );
}
