import type { ReactNode } from 'react';
import {
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { StyledTab, StyledTabPanel, StyledTabs, tabListStyles } from './Tabs.styles';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style' | 'orientation' | 'children'> {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
}

/**
 * Horizontal tabs: arrow keys move between tabs (Home and End jump to the ends), disabled tabs
 * are skipped, and the selected tab's panel follows. Use `selectedKey`/`onSelectionChange` to
 * tie the selection to the URL.
 */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} orientation="horizontal" />;
}

export interface TabListProps<T extends object = object> extends Omit<RACTabListProps<T>, 'className' | 'style'> {
  /** Name the list: `aria-label`, or `aria-labelledby` pointing at a visible heading. */
  'aria-label'?: string;
}

export function TabList<T extends object = object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={tabListStyles()} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style' | 'children'> {
  /** Matches the `id` of its `TabPanel`. */
  id: string;
  /** An icon shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Tab({ icon, children, ...props }: TabProps) {
  return (
    <StyledTab {...props}>
      {icon}
      <span>{children}</span>
    </StyledTab>
  );
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style'> {
  /** Matches the `id` of its `Tab`. */
  id: string;
}

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
