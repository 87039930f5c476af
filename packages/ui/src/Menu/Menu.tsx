import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  Menu as RACMenu,
  MenuSection as RACMenuSection,
  MenuTrigger,
  Text,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type Placement,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import type { Tone } from '../theme/vocabulary';
import { StyledMenuHeader, StyledMenuItem, StyledMenuSeparator, menuSectionStyles, menuStyles } from './Menu.styles';

const messages = defineMessages({
  moreActions: { id: 'ui.Menu.moreActions', defaultMessage: 'More actions' },
});

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
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ?? (
        <IconButton label={triggerLabel ?? intl.formatMessage(messages.moreActions)} icon={<Ellipsis />} size="sm" />
      )}
      <Popover placement={placement}>
        <RACMenu {...menuProps} className={menuStyles()} />
      </Popover>
    </MenuTrigger>
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

export function MenuItem({ children, icon, tone = 'neutral', textValue, ...props }: MenuItemProps) {
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

export interface MenuSectionProps<T extends object = object> extends Omit<
  RACMenuSectionProps<T>,
  'className' | 'style' | 'children'
> {
  /** A visible heading for the group, which also names it. */
  title?: string;
  children: ReactNode;
}

export function MenuSection<T extends object = object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={menuSectionStyles()}>
      {title ? <StyledMenuHeader>{title}</StyledMenuHeader> : null}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <StyledMenuSeparator />;
}
