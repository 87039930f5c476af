import type { ReactNode } from 'react';
import { TooltipTrigger, type Placement } from 'react-aria-components';
import { StyledTooltip, StyledTooltipArrow } from './Tooltip.styles';

export interface TooltipProps {
  /** The tooltip's text. Keep it short: it is a hint, never the only place information lives. */
  content: ReactNode;
  /**
   * The trigger: one RAC-based focusable element such as `Button` or an icon button. The
   * tooltip shows on hover after `delay` and at once on keyboard focus.
   */
  children: ReactNode;
  /** @default 'top' */
  placement?: Placement;
  /** Milliseconds of hover before the tooltip shows. @default 600 */
  delay?: number;
  /** Milliseconds before it hides once the pointer leaves. @default 300 */
  closeDelay?: number;
  /** @default true */
  showArrow?: boolean;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short hint attached to a focusable trigger. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  closeDelay = 300,
  showArrow = true,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} {...triggerProps}>
      {children}
      <StyledTooltip placement={placement} offset={showArrow ? 8 : 4}>
        {showArrow ? (
          <StyledTooltipArrow>
            <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </StyledTooltipArrow>
        ) : null}
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
