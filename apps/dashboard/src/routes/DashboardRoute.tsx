import { useUserInfo } from '@meridian/data';
import { GuestLayout } from '@meridian/screens';
import { Button, Stack, Text } from '@meridian/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSignOut } from '../auth/useSignOut';
import { pageNames, usePageTitle } from '../page-title';

const messages = defineMessages({
  heading: { id: 'app.dashboard.heading', defaultMessage: 'Dashboard' },
  next: {
    id: 'app.dashboard.next',
    defaultMessage: 'Revenue by period and your recent payments will appear here in a coming update.',
  },
  logOut: { id: 'app.dashboard.logOut', defaultMessage: 'Log out' },
});

const signedInAs = defineMessage<{ username: string }>({
  id: 'app.dashboard.signedInAs',
  defaultMessage: 'Signed in as {username}',
});

/** /dashboard, a placeholder until the dashboard itself arrives: who is signed in, and log out. */
export default function DashboardRoute() {
  usePageTitle(pageNames.dashboard);
  const intl = useIntl();
  const { data: user } = useUserInfo();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={user ? intl.formatMessage(signedInAs, { username: user.username }) : undefined}
    >
      <Stack gap={5}>
        <Text>{intl.formatMessage(messages.next)}</Text>
        <Button variant="secondary" onPress={() => void signOut()} isLoading={isSigningOut}>
          {intl.formatMessage(messages.logOut)}
        </Button>
      </Stack>
    </GuestLayout>
  );
}
