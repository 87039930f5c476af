import { getStoredUsername, markInvitesViewed, readSessionFacts } from '@meridian/data';
import { GuestLayout } from '@meridian/screens';
import { Link, Stack, Text } from '@meridian/ui';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';

const messages = defineMessages({
  heading: { id: 'app.pendingInvites.heading', defaultMessage: 'You have been invited' },
  next: {
    id: 'app.pendingInvites.next',
    defaultMessage: 'Accepting or refusing invitations arrives in a coming update.',
  },
  continue: { id: 'app.pendingInvites.continue', defaultMessage: 'Continue to the dashboard' },
});

const invitedBy = defineMessage<{ count: number }>({
  id: 'app.pendingInvites.description',
  defaultMessage:
    '{count, plural, one {A workspace has invited you to join it.} other {# workspaces have invited you to join them.}}',
});

/**
 * /pending-invites, for now: says how many invitations wait. Opening the page counts as seeing
 * them (SPEC.md section 4), so the guard sends the person here only once per invitation.
 */
export default function PendingInvitesRoute() {
  usePageTitle(pageNames.pendingInvites);
  const intl = useIntl();
  const [pending] = useState(() => readSessionFacts().pendingInvites);
  const key = pending.join(',');

  useEffect(() => {
    if (key) markInvitesViewed(getStoredUsername(), key.split(','));
  }, [key]);

  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(invitedBy, { count: pending.length })}
    >
      <Stack gap={5}>
        <Text>{intl.formatMessage(messages.next)}</Text>
        <div>
          <Link href={paths.dashboard} variant="standalone">
            {intl.formatMessage(messages.continue)}
          </Link>
        </div>
      </Stack>
    </GuestLayout>
  );
}
