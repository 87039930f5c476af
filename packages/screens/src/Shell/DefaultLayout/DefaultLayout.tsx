import {
  Bell,
  Check,
  ChevronsUpDown,
  CircleHelp,
  CreditCard,
  LayoutDashboard,
  Link2,
  LogIn,
  LogOut,
  Menu as MenuIcon,
  Plus,
  Settings,
  UserPlus,
  UserRound,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  Avatar,
  Button,
  IconButton,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  Popover,
  PopoverDialog,
  PopoverTrigger,
} from '@meridian/ui';
import { MeridianLogo } from '../../common/MeridianLogo';
import { canManageMembers, type WorkspaceRole } from '../../common/roles';
import {
  BarEnd,
  IconSpacer,
  Main,
  MainInner,
  MemberCount,
  NarrowOnly,
  NavIcon,
  NavLink,
  NavList,
  NotificationsAnchor,
  ShellRoot,
  SidebarFooter,
  Sidebar,
  SidebarLogo,
  SkipLink,
  SwitcherLabel,
  SwitcherName,
  SwitcherText,
  SwitcherTrigger,
  TopBar,
  UnreadCount,
  UserName,
} from './DefaultLayout.styles';

const messages = defineMessages({
  skipToContent: { id: 'screens.Shell.DefaultLayout.skipToContent', defaultMessage: 'Skip to main content' },
  sidebar: { id: 'screens.Shell.DefaultLayout.sidebar', defaultMessage: 'Workspace' },
  navigation: { id: 'screens.Shell.DefaultLayout.navigation', defaultMessage: 'Main' },
  menu: { id: 'screens.Shell.DefaultLayout.menu', defaultMessage: 'Menu' },
  dashboard: { id: 'screens.Shell.DefaultLayout.dashboard', defaultMessage: 'Dashboard' },
  wallets: { id: 'screens.Shell.DefaultLayout.wallets', defaultMessage: 'Wallets' },
  paymentLinks: { id: 'screens.Shell.DefaultLayout.paymentLinks', defaultMessage: 'Payment links' },
  customers: { id: 'screens.Shell.DefaultLayout.customers', defaultMessage: 'Customers' },
  account: { id: 'screens.Shell.DefaultLayout.account', defaultMessage: 'Account' },
  billing: { id: 'screens.Shell.DefaultLayout.billing', defaultMessage: 'Billing' },
  settings: { id: 'screens.Shell.DefaultLayout.settings', defaultMessage: 'Settings' },
  help: { id: 'screens.Shell.DefaultLayout.help', defaultMessage: 'Help' },
  switcherLabel: { id: 'screens.Shell.DefaultLayout.switcherLabel', defaultMessage: 'Workspace' },
  workspaces: { id: 'screens.Shell.DefaultLayout.workspaces', defaultMessage: 'Your workspaces' },
  createWorkspace: { id: 'screens.Shell.DefaultLayout.createWorkspace', defaultMessage: 'Create a workspace' },
  joinWorkspace: { id: 'screens.Shell.DefaultLayout.joinWorkspace', defaultMessage: 'Join a workspace' },
  addMembers: { id: 'screens.Shell.DefaultLayout.addMembers', defaultMessage: 'Add members' },
  accountSettings: { id: 'screens.Shell.DefaultLayout.accountSettings', defaultMessage: 'Account settings' },
  logOut: { id: 'screens.Shell.DefaultLayout.logOut', defaultMessage: 'Log out' },
  notificationsPanel: { id: 'screens.Shell.DefaultLayout.notificationsPanel', defaultMessage: 'Notifications' },
});

const countMessages = defineMessages<{ memberCount: { count: number }; notifications: { count: number } }>({
  memberCount: {
    id: 'screens.Shell.DefaultLayout.memberCount',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
  notifications: {
    id: 'screens.Shell.DefaultLayout.notifications',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  },
});

/** The pages of the sidebar, in the order docs/product.md lists them. */
export type NavigationKey =
  'dashboard' | 'wallets' | 'paymentLinks' | 'customers' | 'account' | 'billing' | 'settings' | 'help';

const navigation: { key: NavigationKey; icon: ReactNode }[] = [
  { key: 'dashboard', icon: <LayoutDashboard /> },
  { key: 'wallets', icon: <Wallet /> },
  { key: 'paymentLinks', icon: <Link2 /> },
  { key: 'customers', icon: <Users /> },
  { key: 'account', icon: <UserRound /> },
  { key: 'billing', icon: <CreditCard /> },
  { key: 'settings', icon: <Settings /> },
  { key: 'help', icon: <CircleHelp /> },
];

export interface DefaultLayoutLinks extends Record<NavigationKey, string> {
  /** Where "Create a workspace" leads (the onboarding's create flow). */
  createWorkspace: string;
  /** Where "Join a workspace" leads (pending invites). */
  joinWorkspace: string;
  /** Where "Add members" leads (the invite form). */
  addMembers: string;
}

export interface ShellWorkspace {
  id: string;
  name: string;
}

export interface ShellUser {
  /** The name shown in the top bar and read as the user menu's name. */
  name: string;
  /** The profile picture's address; the initials show without one. */
  avatarUrl?: string | null;
}

export interface DefaultLayoutProps {
  /** The page content, inside the `main` landmark. */
  children: ReactNode;
  /** The address of each sidebar page and workspace action. */
  links: DefaultLayoutLinks;
  /**
   * The path being shown: the sidebar entry whose address it is gets `aria-current="page"`;
   * the entry of a section it is inside (`/settings` for `/settings/members`) gets `aria-current="true"`.
   */
  currentPath: string;
  /** The workspaces the user belongs to. */
  workspaces: ShellWorkspace[];
  /** The id of the workspace being shown, marked in the switcher. */
  selectedWorkspaceId: string;
  /** Called with a workspace's id when the user switches to it. */
  onSelectWorkspace: (workspaceId: string) => void;
  /** The user's role in the selected workspace: "Add members" shows only for roles that may invite. */
  callerRole: WorkspaceRole;
  /** How many members the selected workspace has. */
  memberCount: number;
  user: ShellUser;
  onLogout: () => void;
  /** Unread notifications, counted on the notifications button. @default 0 */
  unreadCount?: number;
  /**
   * The notifications list, shown in a popover when the notifications button is pressed.
   * Without it the button calls `onNotificationsPress`.
   */
  notificationsPanel?: ReactNode;
  onNotificationsPress?: () => void;
  /** The year of the copyright line; defaults to the current year. */
  copyrightYear?: number;
  /**
   * Keeps the narrow (mobile) layout at any width. The layout follows the viewport through a
   * media query; stories use this to show the narrow layout in a fixed-width frame.
   */
  forceNarrow?: boolean;
}

/** Trailing slashes do not make another page. */
const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function currentState(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = normalizePath(currentPath);
  const target = normalizePath(href);
  if (path === target) return 'page';
  return path.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * The frame of every signed-in page: a sidebar (workspace switcher, member count, navigation,
 * copyright line), a top bar (notifications, user menu) and the page in `main`. Below the
 * `md` breakpoint the sidebar opens from a menu button in the top bar.
 */
export function DefaultLayout({
  children,
  links,
  currentPath,
  workspaces,
  selectedWorkspaceId,
  onSelectWorkspace,
  callerRole,
  memberCount,
  user,
  onLogout,
  unreadCount = 0,
  notificationsPanel,
  onNotificationsPress,
  copyrightYear = new Date().getFullYear(),
  forceNarrow = false,
}: DefaultLayoutProps) {
  const intl = useIntl();
  const id = useId();
  const mainId = `${id}-main`;
  const sidebarId = `${id}-sidebar`;
  const mainRef = useRef<HTMLElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const narrowBarRef = useRef<HTMLDivElement>(null);

  // The narrow layout's sidebar: closed again whenever the page changes.
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(currentPath);
  if (openedAt !== currentPath) {
    setOpenedAt(currentPath);
    setMenuOpen(false);
  }
  // Opening moves the keyboard into the sidebar, which would otherwise come after the top bar's buttons.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!isMenuOpen || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    sidebarRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [isMenuOpen]);

  const toggleMenu = () => {
    focusOnOpen.current = !isMenuOpen;
    setMenuOpen(!isMenuOpen);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    // Menus opened from the sidebar render elsewhere in the page and handle their own Escape.
    if (event.key !== 'Escape' || !isMenuOpen || !sidebarRef.current?.contains(event.target as Node)) return;
    setMenuOpen(false);
    narrowBarRef.current?.querySelector('button')?.focus();
  };

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  const selected = workspaces.find((workspace) => workspace.id === selectedWorkspaceId);
  const notificationsLabel = intl.formatMessage(countMessages.notifications, { count: unreadCount });
  const notificationsButton = (
    <NotificationsAnchor>
      <IconButton
        label={notificationsLabel}
        icon={<Bell />}
        onPress={notificationsPanel ? undefined : onNotificationsPress}
      />
      {unreadCount > 0 ? (
        <UnreadCount aria-hidden>
          {unreadCount > 99 ? `${intl.formatNumber(99)}+` : intl.formatNumber(unreadCount)}
        </UnreadCount>
      ) : null}
    </NotificationsAnchor>
  );

  return (
    <ShellRoot data-layout={forceNarrow ? 'narrow' : 'responsive'}>
      <SkipLink href={`#${mainId}`} onClick={skipToMain}>
        {intl.formatMessage(messages.skipToContent)}
      </SkipLink>

      <TopBar>
        <NarrowOnly ref={narrowBarRef}>
          <IconButton
            label={intl.formatMessage(messages.menu)}
            icon={isMenuOpen ? <X /> : <MenuIcon />}
            aria-expanded={isMenuOpen}
            aria-controls={sidebarId}
            onPress={toggleMenu}
          />
          <MeridianLogo />
        </NarrowOnly>
        <BarEnd>
          {notificationsPanel ? (
            <PopoverTrigger>
              {notificationsButton}
              <Popover placement="bottom end">
                <PopoverDialog aria-label={intl.formatMessage(messages.notificationsPanel)}>
                  {notificationsPanel}
                </PopoverDialog>
              </Popover>
            </PopoverTrigger>
          ) : (
            notificationsButton
          )}
          <Menu
            placement="bottom end"
            trigger={
              <Button variant="ghost" icon={<Avatar name={user.name} src={user.avatarUrl} size="xs" isDecorative />}>
                <UserName>{user.name}</UserName>
              </Button>
            }
          >
            <MenuItem id="account" href={links.account} icon={<UserRound />}>
              {intl.formatMessage(messages.accountSettings)}
            </MenuItem>
            <MenuItem id="logout" icon={<LogOut />} onAction={onLogout}>
              {intl.formatMessage(messages.logOut)}
            </MenuItem>
          </Menu>
        </BarEnd>
      </TopBar>

      <Sidebar
        ref={sidebarRef}
        id={sidebarId}
        aria-label={intl.formatMessage(messages.sidebar)}
        data-open={isMenuOpen || undefined}
        onKeyDown={closeOnEscape}
      >
        <SidebarLogo>
          <MeridianLogo />
        </SidebarLogo>
        <Menu
          placement="bottom start"
          trigger={
            <SwitcherTrigger>
              <Avatar name={selected?.name} size="sm" isDecorative />
              <SwitcherText>
                <SwitcherLabel>{intl.formatMessage(messages.switcherLabel)}</SwitcherLabel>
                <SwitcherName>{selected?.name}</SwitcherName>
              </SwitcherText>
              <ChevronsUpDown aria-hidden />
            </SwitcherTrigger>
          }
        >
          <MenuSection
            title={intl.formatMessage(messages.workspaces)}
            selectionMode="single"
            selectedKeys={[selectedWorkspaceId]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined && key !== selectedWorkspaceId) onSelectWorkspace(String(key));
            }}
          >
            {workspaces.map((workspace) => (
              <MenuItem
                key={workspace.id}
                id={workspace.id}
                textValue={workspace.name}
                icon={workspace.id === selectedWorkspaceId ? <Check /> : <IconSpacer />}
              >
                {workspace.name}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSeparator />
          <MenuSection>
            <MenuItem id="create" href={links.createWorkspace} icon={<Plus />}>
              {intl.formatMessage(messages.createWorkspace)}
            </MenuItem>
            <MenuItem id="join" href={links.joinWorkspace} icon={<LogIn />}>
              {intl.formatMessage(messages.joinWorkspace)}
            </MenuItem>
            {canManageMembers(callerRole) ? (
              <MenuItem id="add-members" href={links.addMembers} icon={<UserPlus />}>
                {intl.formatMessage(messages.addMembers)}
              </MenuItem>
            ) : null}
          </MenuSection>
        </Menu>
        <MemberCount>
          <Users aria-hidden />
          {intl.formatMessage(countMessages.memberCount, { count: memberCount })}
        </MemberCount>

        <nav aria-label={intl.formatMessage(messages.navigation)}>
          <NavList>
            {navigation.map(({ key, icon }) => (
              <li key={key}>
                <NavLink href={links[key]} aria-current={currentState(links[key], currentPath)}>
                  <NavIcon aria-hidden>{icon}</NavIcon>
                  {intl.formatMessage(messages[key])}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>

        {/* The product name and the year read the same in every language. */}
        <SidebarFooter>© {copyrightYear} Meridian</SidebarFooter>
      </Sidebar>

      <Main ref={mainRef} id={mainId} tabIndex={-1}>
        <MainInner>{children}</MainInner>
      </Main>
    </ShellRoot>
  );
}
