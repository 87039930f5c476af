import {
  CircleHelp,
  CreditCard,
  LayoutDashboard,
  Link2,
  Settings,
  Store,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './DefaultLayout.messages';
import { NavIcon, NavLink, NavList } from './DefaultLayout.styles';
import type { NavigationKey } from './DefaultLayout.types';

const navigation: { key: NavigationKey; icon: ReactNode }[] = [
  { key: 'dashboard', icon: <LayoutDashboard /> },
  { key: 'wallets', icon: <Wallet /> },
  { key: 'paymentLinks', icon: <Link2 /> },
  { key: 'integrations', icon: <Store /> },
  { key: 'customers', icon: <Users /> },
  { key: 'account', icon: <UserRound /> },
  { key: 'billing', icon: <CreditCard /> },
  { key: 'settings', icon: <Settings /> },
  { key: 'help', icon: <CircleHelp /> },
];

/** Trailing slashes do not make another page. */
const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function currentState(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = normalizePath(currentPath);
  const target = normalizePath(href);
  if (path === target) return 'page';
  return path.startsWith(`${target}/`) ? 'true' : undefined;
}

interface DefaultLayoutNavigationProps {
  links: Record<NavigationKey, string>;
  currentPath: string;
}

/** The sidebar's list of pages, the one being shown (or the section it is inside) marked current. */
export function DefaultLayoutNavigation({ links, currentPath }: DefaultLayoutNavigationProps) {
  const intl = useIntl();
  return (
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
  );
}
