import { getStoredUsername, markInvitesViewed, readSessionFacts } from '@meridian/data';
import { PendingInvites } from '@meridian/screens';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { ContentLoading } from '../workspace/ContentLoading';
import { useInviteAnswers } from '../workspace/useInviteAnswers';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

/**
 * /pending-invites: the invitations waiting for the user's answer. Opening the page counts as
 * seeing them, so the guard sends the person here only once per
 * invitation. Accepting opens the joined workspace; refusing keeps the page, and refusing the
 * last one continues to the dashboard.
 */
export default function PendingInvitesRoute() {
  usePageTitle(pageNames.pendingInvites);
  const navigate = useNavigate();
  const { workspaces } = useWorkspaceContext();
  const answers = useInviteAnswers();
  const [pending] = useState(() => readSessionFacts().pendingInvites);
  const listed = answers.invites.map((invite) => invite.id);
  const seen = [...new Set([...pending, ...listed])].join(',');

  useEffect(() => {
    if (seen) markInvitesViewed(getStoredUsername(), seen.split(','));
  }, [seen]);

  const next = workspaces.length > 0 ? paths.dashboard : paths.onboarding;

  const refuse = async (inviteId: string) => {
    const wasLast = answers.invites.length === 1 && answers.invites[0]?.id === inviteId;
    if ((await answers.onRefuse(inviteId)) && wasLast) await navigate(next);
  };

  if (answers.isLoading) return <ContentLoading />;
  return (
    <PendingInvites
      invites={answers.invites}
      onAccept={answers.onAccept}
      onRefuse={refuse}
      busy={answers.busy}
      error={answers.error}
      laterHref={next}
    />
  );
}
