import { messagesIn } from '../i18n';
import { Ellipsis } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import {
  ButtonContext,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type Placement,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useMenuTriggerState } from 'react-stately';
import { IconButton } from '../IconButton';
import { lazyCode } from '../lazy-code';
import type { Tone } from '../theme/vocabulary';

const messages = messagesIn('ui.Menu', {
  moreActions: 'More actions',
});

/**
 * An open menu's code (its list, keyboard handling and overlay), loaded on first open.
 * `loadMenuParts` is exported for tests that drive an already loaded menu; the package's index
 * does not export it.
 */
export const {
  load: loadMenuParts,
  useCode: useMenuParts,
  loaded: loadedMenuParts,
} = lazyCode(() => import('./MenuParts'));

/** Starts loading an open menu's code before it is needed: the trigger is hovered or focused. */
const prefetch = () => void loadMenuParts();

export interface MenuProps<T extends object = object> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /**
   * What opens the menu: a RAC-based pressable such as `Button` or `IconButton`. Defaults to a
   * "more" icon button named by `triggerLabel`, the usual trigger for a table row's actions.
   */
  trigger?: ReactNode;
  /** The default trigger's accessible name, e.g. "Actions for Summer sale". @default "More actions" */
  triggerLabel?: string;
  /** @default 'bottom end' */
  placement?: Placement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A menu of actions behind a trigger. Arrow keys move between items, typing jumps to an
 * item, Enter or Space runs it and Escape closes the menu, returning focus to the trigger.
 * Handle actions with `onAction(key)` on the menu or `onAction` on each item.
 *
 * The trigger works from the start; the menu's own code (the list, its keyboard navigation,
 * the popover) loads when it first opens, or as soon as the trigger is hovered or focused.
 */
export function Menu<T extends object = object>({
  trigger,
  triggerLabel,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...menuProps
}: MenuProps<T>) {
  const intl = useIntl();
  // What react-aria-components' MenuTrigger keeps, without the menu's code.
  const state = useMenuTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps: triggerMenuProps } = useMenuTrigger<T>({ type: 'menu' }, state, triggerRef);
  const loaded = useMenuParts(state.isOpen);
  return (
    <>
      <ButtonContext.Provider
        value={{
          ...menuTriggerProps,
          ref: triggerRef,
          isPressed: state.isOpen,
          onHoverStart: prefetch,
          onFocus: prefetch,
        }}
      >
        {trigger ?? (
          <IconButton label={triggerLabel ?? intl.formatMessage(messages.moreActions)} icon={<Ellipsis />} size="sm" />
        )}
      </ButtonContext.Provider>
      {loaded ? (
        <loaded.MenuPopup<T>
          {...menuProps}
          state={state}
          triggerRef={triggerRef}
          triggerMenuProps={triggerMenuProps}
          placement={placement}
        />
      ) : null}
    </>
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'style' | 'children'> {
  /** The item's label. When it is not plain text, also pass `textValue` for type-ahead. */
  children: ReactNode;
  /** An icon shown before the label. */
  icon?: ReactNode;
  /** `danger` for destructive actions (archive, remove, revoke). @default 'neutral' */
  tone?: Extract<Tone, 'neutral' | 'danger'>;
}

// Items, sections and separators are only drawn inside an open menu, once its code is there.

export function MenuItem(props: MenuItemProps) {
  const parts = loadedMenuParts();
  return parts ? <parts.MenuItemPart {...props} /> : null;
}

export interface MenuSectionProps<T extends object = object> extends Omit<
  RACMenuSectionProps<T>,
  'className' | 'style' | 'children'
> {
  /** A visible heading for the group, which also names it. */
  title?: string;
  children: ReactNode;
}

export function MenuSection<T extends object = object>(props: MenuSectionProps<T>) {
  const parts = loadedMenuParts();
  return parts ? <parts.MenuSectionPart<T> {...props} /> : null;
}

/** A line between groups of items. */
export function MenuSeparator() {
  const parts = loadedMenuParts();
  return parts ? <parts.MenuSeparatorPart /> : null;
}
