import { MailOpen } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EmptyState, Link, Stack, messagesIn } from '@meridian/ui';
import { PageHeader } from '../../common/PageHeader';
import type { ActionResult } from '../../common/usePendingAction';
import { PendingInvitesList, type InviteActionState, type PendingInvite } from './PendingInvitesList';

const messages = messagesIn('screens.Workspace.PendingInvites', {
  heading: 'Pending invites',
  description: 'You have been invited to join these workspaces. Accept an invite to start working with the team.',
  emptyTitle: 'No pending invites',
  emptyDescription: 'When someone invites you to their workspace, the invite shows here and arrives by email.',
  later: 'Decide later',
  continue: 'Continue',
});

export interface PendingInvitesProps {
  /** The invites waiting for the user's answer. */
  invites: PendingInvite[];
  /** Called with the invite's id; a returned promise keeps the invite busy until it settles. */
  onAccept: (inviteId: string) => ActionResult;
  /** Called, once the user has confirmed, with the invite's id. */
  onRefuse: (inviteId: string) => ActionResult;
  /** The action in flight, when the caller tracks it. */
  busy?: InviteActionState;
  /** The action that failed: its invite shows the error. */
  error?: InviteActionState;
  /** Where "Decide later" (or "Continue", without invites) leads (the dashboard, or the onboarding without a workspace). */
  laterHref?: string;
}

/** The invitations the user has received: accept or refuse each. */
export function PendingInvites({ invites, onAccept, onRefuse, busy, error, laterHref }: PendingInvitesProps) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage(messages.heading)}
        description={invites.length > 0 ? intl.formatMessage(messages.description) : undefined}
      />
      {invites.length > 0 ? (
        <PendingInvitesList invites={invites} onAccept={onAccept} onRefuse={onRefuse} busy={busy} error={error} />
      ) : (
        <EmptyState
          icon={<MailOpen />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        />
      )}
      {laterHref ? (
        <div>
          <Link href={laterHref} variant="standalone">
            {intl.formatMessage(invites.length > 0 ? messages.later : messages.continue)}
          </Link>
        </div>
      ) : null}
    </Stack>
  );
}
