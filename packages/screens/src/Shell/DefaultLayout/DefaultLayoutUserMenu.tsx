import { LogOut, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Avatar, Button, Menu, MenuItem } from '@meridian/ui';
import { messages } from './DefaultLayout.messages';
import { UserName } from './DefaultLayout.styles';
import type { ShellUser } from './DefaultLayout.types';

interface DefaultLayoutUserMenuProps {
  user: ShellUser;
  /** Where "Account settings" leads. */
  accountHref: string;
  onLogout: () => void;
}

/** The top bar's user menu: the user's picture and name, opening on the account page and logging out. */
export function DefaultLayoutUserMenu({ user, accountHref, onLogout }: DefaultLayoutUserMenuProps) {
  const intl = useIntl();
  return (
    <Menu
      placement="bottom end"
      trigger={
        <Button variant="ghost" icon={<Avatar name={user.name} src={user.avatarUrl} size="xs" isDecorative />}>
          <UserName>{user.name}</UserName>
        </Button>
      }
    >
      <MenuItem id="account" href={accountHref} icon={<UserRound />}>
        {intl.formatMessage(messages.accountSettings)}
      </MenuItem>
      <MenuItem id="logout" icon={<LogOut />} onAction={onLogout}>
        {intl.formatMessage(messages.logOut)}
      </MenuItem>
    </Menu>
  );
}
