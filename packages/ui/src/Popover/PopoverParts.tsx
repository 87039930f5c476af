// The code of an open popover: react-aria-components' Popover and Dialog, and the contexts
// through which they find their trigger. Popover.tsx loads this module when a popover opens
// for the first time (or when its trigger is hovered or focused), so a page that only shows
// the trigger does not carry it.
import type { ReactNode, RefObject } from 'react';
import type { AriaDialogProps } from 'react-aria';
import {
  DialogContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';

export { PopoverDialogSurface, PopoverSurface } from './PopoverSurface';

export interface DialogTriggerBridgeProps {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  overlayProps: AriaDialogProps & { id?: string };
  children: ReactNode;
}

/** What react-aria-components' `DialogTrigger` gives its popover and dialog, from `PopoverTrigger`'s state. */
export function DialogTriggerBridge({ state, triggerRef, overlayProps, children }: DialogTriggerBridgeProps) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [
          PopoverContext,
          {
            trigger: 'DialogTrigger',
            triggerRef,
            id: overlayProps.id,
            'aria-labelledby': overlayProps['aria-labelledby'],
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
