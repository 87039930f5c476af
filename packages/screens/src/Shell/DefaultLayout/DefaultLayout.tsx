import { Menu as MenuIcon, Users, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@meridian/ui';
import { MeridianLogo } from '../../common/MeridianLogo';
import { countMessages, messages } from './DefaultLayout.messages';
import {
  BarEnd,
  Main,
  MainInner,
  MemberCount,
  NarrowOnly,
  ShellRoot,
  SidebarFooter,
  Sidebar,
  SidebarLogo,
  SkipLink,
  TopBar,
} from './DefaultLayout.styles';
import type { DefaultLayoutProps } from './DefaultLayout.types';
import { DefaultLayoutNavigation } from './DefaultLayoutNavigation';
import { DefaultLayoutNotifications } from './DefaultLayoutNotifications';
import { DefaultLayoutSwitcher } from './DefaultLayoutSwitcher';
import { DefaultLayoutUserMenu } from './DefaultLayoutUserMenu';

export type {
  DefaultLayoutLinks,
  DefaultLayoutProps,
  NavigationKey,
  ShellUser,
  ShellWorkspace,
} from './DefaultLayout.types';

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
          <DefaultLayoutNotifications
            unreadCount={unreadCount}
            notificationsPanel={notificationsPanel}
            onNotificationsPress={onNotificationsPress}
          />
          <DefaultLayoutUserMenu user={user} accountHref={links.account} onLogout={onLogout} />
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
        <DefaultLayoutSwitcher
          links={links}
          workspaces={workspaces}
          selectedWorkspaceId={selectedWorkspaceId}
          onSelectWorkspace={onSelectWorkspace}
          callerRole={callerRole}
        />
        <MemberCount>
          <Users aria-hidden />
          {intl.formatMessage(countMessages.memberCount, { count: memberCount })}
        </MemberCount>

        <DefaultLayoutNavigation links={links} currentPath={currentPath} />

        {/* The product name and the year read the same in every language. */}
        <SidebarFooter>© {copyrightYear} Meridian</SidebarFooter>
      </Sidebar>

      <Main ref={mainRef} id={mainId} tabIndex={-1}>
        <MainInner>{children}</MainInner>
      </Main>
    </ShellRoot>
  );
}
