import type { ReactNode } from 'react';
import { type DialogProps as RACDialogProps, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { StyledArrow, StyledPopover, StyledPopoverDialog } from './Popover.styles';

export interface PopoverProps extends Omit<RACPopoverProps, 'className' | 'style' | 'children'> {
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  /** A panel rather than a menu: 24rem wide, at most the window's width less 2rem. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The floating surface itself (react-aria-components' `Popover`, styled). `Popover` (Popover.tsx)
 * renders it once its code has loaded; components whose own trigger already brings this code
 * (a menu's popup) render it directly.
 */
export function PopoverSurface({ showArrow = false, children, offset, ...props }: PopoverProps) {
  return (
    <StyledPopover {...props} offset={offset ?? (showArrow ? 10 : 6)}>
      {showArrow ? (
        <StyledArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </StyledArrow>
      ) : null}
      {children}
    </StyledPopover>
  );
}

export interface PopoverDialogProps extends Omit<RACDialogProps, 'className' | 'style'> {
  /** Name the dialog, with `aria-label` or by a `Heading slot="title"` inside it. */
  'aria-label'?: string;
  /** No padding: the content draws its own edges up to the popover's border. */
  flush?: boolean;
}

/** The dialog inside a popover (react-aria-components' `Dialog`, styled). */
export function PopoverDialogSurface(props: PopoverDialogProps) {
  return <StyledPopoverDialog {...props} />;
}
