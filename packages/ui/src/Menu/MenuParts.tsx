// The code of an open menu: react-aria-components' Menu, its items and sections, in the
// popover. Menu.tsx loads this module when a menu opens for the first time (or when its
// trigger is hovered or focused), so a page that only shows the trigger does not carry it.
import { useRef, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import {
  Menu as RACMenu,
  MenuContext,
  MenuSection as RACMenuSection,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  Text,
  type MenuProps as RACMenuProps,
  type Placement,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';
import { PopoverSurface } from '../Popover/PopoverSurface';
import type { MenuItemProps, MenuSectionProps } from './Menu';
import { StyledMenuHeader, StyledMenuItem, StyledMenuSeparator, menuSectionStyles, menuStyles } from './Menu.styles';

export interface MenuPopupProps<T extends object> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** What `useMenuTrigger` gives the menu (its label, focus on open, closing). */
  triggerMenuProps: AriaMenuOptions<T>;
  placement: Placement;
}

/** The open menu: what react-aria-components' `MenuTrigger` gives its popover and menu, then both. */
export function MenuPopup<T extends object>({
  state,
  triggerRef,
  triggerMenuProps,
  placement,
  ...menuProps
}: MenuPopupProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...triggerMenuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': triggerMenuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <PopoverSurface placement={placement}>
        <RACMenu {...menuProps} className={menuStyles()} />
      </PopoverSurface>
    </Provider>
  );
}

export function MenuItemPart({ children, icon, tone = 'neutral', textValue, ...props }: MenuItemProps) {
  return (
    <StyledMenuItem
      {...props}
      tone={tone}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
    >
      {icon ? (
        <span aria-hidden="true" style={{ display: 'contents' }}>
          {icon}
        </span>
      ) : null}
      <Text slot="label">{children}</Text>
    </StyledMenuItem>
  );
}

export function MenuSectionPart<T extends object = object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={menuSectionStyles()}>
      {title ? <StyledMenuHeader>{title}</StyledMenuHeader> : null}
      {children}
    </RACMenuSection>
  );
}

export function MenuSeparatorPart() {
  return <StyledMenuSeparator />;
}
