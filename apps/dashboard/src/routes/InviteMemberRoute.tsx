import { useCreateInvite } from '@meridian/data';
import { canManageMembers, InviteMember, type InviteMemberValues } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { workspaceMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';
import { inviteErrors } from '../workspace/workspace-errors';

/**
 * /settings/members/invite: invites someone by e-mail with a role up to the inviter's own.
 * Only owners and admins may invite: anyone else is told so and taken back to the members.
 */
export default function InviteMemberRoute() {
  usePageTitle(pageNames.inviteMember);
  const { workspace } = useWorkspaceContext();
  const allowed = canManageMembers(workspace.role);
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    toast.info(intl.formatMessage(workspaceMessages.inviteNotAllowed));
    void navigate(paths.members, { replace: true });
  }, [allowed, intl, navigate, toast]);

  // A new workspace starts a new form.
  return allowed ? <InviteForm key={workspace.id} /> : null;
}

function InviteForm() {
  const { workspace } = useWorkspaceContext();
  const { trigger, isMutating, error, reset } = useCreateInvite(workspace.id);
  const [sentTo, setSentTo] = useState<InviteMemberValues>();

  const submit = async ({ email, role }: InviteMemberValues) => {
    reset();
    try {
      await trigger({ email, privilege: role });
    } catch {
      return; // shown by the screen through `error` and `fieldErrors`
    }
    setSentTo({ email, role });
  };

  return (
    <InviteMember
      callerRole={workspace.role}
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      {...inviteErrors(error)}
      sentTo={sentTo}
      onInviteAnother={() => {
        reset();
        setSentTo(undefined);
      }}
      membersHref={paths.members}
    />
  );
}
