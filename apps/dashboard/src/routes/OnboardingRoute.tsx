import { GuestLayout } from '@meridian/screens';
import { Button, Stack, Text } from '@meridian/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useSignOut } from '../auth/useSignOut';
import { pageNames, usePageTitle } from '../page-title';

const messages = defineMessages({
  heading: { id: 'app.onboarding.heading', defaultMessage: 'Welcome to Meridian' },
  description: {
    id: 'app.onboarding.description',
    defaultMessage: 'Your account is ready. Next, you will set up the workspace your business works in.',
  },
  next: {
    id: 'app.onboarding.next',
    defaultMessage:
      'Creating a workspace, or joining one with an invitation, arrives in a coming update. We will bring you straight here when it does.',
  },
  logOut: { id: 'app.onboarding.logOut', defaultMessage: 'Log out' },
});

/** /onboarding, for now: what comes next, and a way out. */
export default function OnboardingRoute() {
  usePageTitle(pageNames.onboarding);
  const intl = useIntl();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <GuestLayout heading={intl.formatMessage(messages.heading)} description={intl.formatMessage(messages.description)}>
      <Stack gap={5}>
        <Text>{intl.formatMessage(messages.next)}</Text>
        <Button variant="secondary" onPress={() => void signOut()} isLoading={isSigningOut}>
          {intl.formatMessage(messages.logOut)}
        </Button>
      </Stack>
    </GuestLayout>
  );
}
