import type { ReactNode } from 'react';
import {
  DialogTrigger,
  type DialogProps as RACDialogProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { StyledArrow, StyledPopover, StyledPopoverDialog } from './Popover.styles';

export interface PopoverProps extends Omit<RACPopoverProps, 'className' | 'style' | 'children'> {
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  children: ReactNode;
}

/**
 * The floating surface shared by menus and other anchored overlays. Inside a RAC trigger
 * (`MenuTrigger`, `PopoverTrigger`, `Select`...) it positions itself next to the trigger;
 * Escape and a press outside close it.
 */
export function Popover({ showArrow = false, children, offset, ...props }: PopoverProps) {
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
}

/** Non-modal content in a `Popover` (a filter form, details): focus moves into it when it opens. */
export function PopoverDialog(props: PopoverDialogProps) {
  return <StyledPopoverDialog {...props} />;
}

/**
 * Opens a `Popover` from its first child, a RAC-based pressable such as `Button`:
 * `<PopoverTrigger><Button>Filters</Button><Popover><PopoverDialog>…</PopoverDialog></Popover></PopoverTrigger>`.
 */
export const PopoverTrigger = DialogTrigger;
export type { DialogTriggerProps as PopoverTriggerProps } from 'react-aria-components';
