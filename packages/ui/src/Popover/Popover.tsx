import { createContext, useContext, useId, useRef, type RefObject } from 'react';
import { useOverlayTrigger, type AriaDialogProps } from 'react-aria';
import { ButtonContext, type DialogTriggerProps } from 'react-aria-components';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import { loadPopoverParts, usePopoverParts } from './overlay-code';
import type { PopoverDialogProps, PopoverProps } from './PopoverSurface';

export type { PopoverDialogProps, PopoverProps } from './PopoverSurface';
export type { DialogTriggerProps as PopoverTriggerProps } from 'react-aria-components';

interface PopoverTriggerValue {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayProps: AriaDialogProps & { id?: string };
}

const PopoverTriggerContext = createContext<PopoverTriggerValue | null>(null);

/** Starts loading an open popover's code before it is needed: the trigger is hovered or focused. */
const prefetch = () => void loadPopoverParts();

/**
 * The floating surface shared by menus and other anchored overlays. Inside a `PopoverTrigger`
 * it positions itself next to the trigger; Escape and a press outside close it. Its code
 * (react-aria-components' overlays) loads when it first opens, or when its trigger is hovered
 * or focused, so a page that only shows the trigger does not carry it. Inside another
 * react-aria-components trigger, it loads as it is rendered.
 */
export function Popover(props: PopoverProps) {
  const trigger = useContext(PopoverTriggerContext);
  const parts = usePopoverParts(trigger ? trigger.state.isOpen : true);
  if (!parts) return null;
  // The trigger's props stop here: buttons inside the popover are buttons of their own.
  const surface = (
    <ButtonContext.Provider value={null}>
      <parts.PopoverSurface {...props} />
    </ButtonContext.Provider>
  );
  return trigger ? <parts.DialogTriggerBridge {...trigger}>{surface}</parts.DialogTriggerBridge> : surface;
}

/** Non-modal content in a `Popover` (a filter form, details): focus moves into it when it opens. */
export function PopoverDialog(props: PopoverDialogProps) {
  const parts = usePopoverParts(true);
  return parts ? <parts.PopoverDialogSurface {...props} /> : null;
}

/**
 * Opens a `Popover` from its first child, a react-aria-components pressable such as `Button`:
 * `<PopoverTrigger><Button>Filters</Button><Popover><PopoverDialog>…</PopoverDialog></Popover></PopoverTrigger>`.
 * It behaves as react-aria-components' `DialogTrigger`, whose state and ids it hands to the
 * popover once that has loaded.
 */
export function PopoverTrigger(props: DialogTriggerProps) {
  // A menu state, as DialogTrigger keeps, in case a menu is embedded in the popover.
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const trigger = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  // The dialog is named by its trigger unless it has a title of its own.
  const overlayProps = { ...trigger.overlayProps, 'aria-labelledby': triggerId };
  return (
    <PopoverTriggerContext.Provider value={{ state, triggerRef, overlayProps }}>
      <ButtonContext.Provider
        value={{
          ...trigger.triggerProps,
          id: triggerId,
          ref: triggerRef,
          isPressed: state.isOpen,
          onHoverStart: prefetch,
          onFocus: prefetch,
        }}
      >
        {props.children}
      </ButtonContext.Provider>
    </PopoverTriggerContext.Provider>
  );
}
