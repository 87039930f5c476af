import type { Role } from '@meridian/contract';
import {
  isApiError,
  useCompanyInvites,
  useMembers,
  useRemoveMember,
  useRescindInvite,
  useSetPrivilege,
  type ApiError,
} from '@meridian/data';
import { Members, PasswordConfirmDialog, useRoleText, type MembersErrorKey } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';
import { workspaceMessages, workspaceValueMessages } from '../workspace/messages';
import { useWorkspaceContext } from '../workspace/WorkspaceShell';

interface RoleChange {
  memberId: string;
  email: string;
  role: Role;
}

/**
 * /settings/members: the workspace's members and pending invitations. Owners and admins change
 * roles, remove members and rescind invitations; making someone an owner may ask for the
 * password again (REAUTHENTICATION_REQUIRED), in a dialog, and the change is retried with it.
 * Everyone else sees the lists only.
 */
export default function MembersRoute() {
  usePageTitle(pageNames.members);
  const intl = useIntl();
  const toast = useToast();
  const roleText = useRoleText();
  const { workspace, user } = useWorkspaceContext();
  const companyId = workspace.id;
  const members = useMembers(companyId);
  const invites = useCompanyInvites(companyId);
  const setPrivilege = useSetPrivilege(companyId);
  const removeMember = useRemoveMember(companyId);
  const rescindInvite = useRescindInvite(companyId);
  const [actionError, setActionError] = useState<MembersErrorKey>();
  // The change waiting for the password; kept while its dialog closes so that its text stays.
  const [reauth, setReauth] = useState<RoleChange>();
  const [isReauthOpen, setReauthOpen] = useState(false);
  const [reauthError, setReauthError] = useState<'wrong'>();

  const emailOf = (memberId: string) => members.data?.find((m) => m.memberId === memberId)?.email ?? '';

  /** A toast for failures that say more than the screen's "could not" line. */
  const explain = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === 'LAST_OWNER') toast.error(intl.formatMessage(workspaceMessages.lastOwner));
    else if (error.code === 'FORBIDDEN') toast.error(intl.formatMessage(workspaceMessages.notAllowed));
    else if (error.code === 'NOT_FOUND') {
      void members.mutate();
      void invites.mutate();
    }
  };

  const roleChanged = (change: RoleChange) =>
    toast.success(
      intl.formatMessage(workspaceValueMessages.roleChanged, { email: change.email, role: roleText.name(change.role) }),
    );

  const changeRole = async (memberId: string, role: Role) => {
    setActionError(undefined);
    const change = { memberId, role, email: emailOf(memberId) };
    try {
      await setPrivilege.trigger({ memberId, privilege: role });
      roleChanged(change);
    } catch (error) {
      if (isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED') {
        setReauth(change);
        setReauthError(undefined);
        setReauthOpen(true);
        return;
      }
      setActionError('roleChangeFailed');
      explain(error);
    }
  };

  /** The retry with the password; a refused password is said in the dialog. */
  const confirmWithPassword = async (password: string) => {
    if (!reauth || !isReauthOpen) return;
    setReauthError(undefined);
    try {
      await setPrivilege.trigger({ memberId: reauth.memberId, privilege: reauth.role, password });
    } catch (error) {
      if (isApiError(error) && error.code === 'REAUTHENTICATION_REQUIRED') {
        setReauthError('wrong');
        return;
      }
      setReauthOpen(false);
      setActionError('roleChangeFailed');
      explain(error);
      return;
    }
    roleChanged(reauth);
    setReauthOpen(false);
  };

  const remove = async (memberId: string) => {
    setActionError(undefined);
    const email = emailOf(memberId);
    try {
      await removeMember.trigger(memberId);
      toast.success(intl.formatMessage(workspaceValueMessages.memberRemoved, { email }));
    } catch (error) {
      setActionError('removeFailed');
      explain(error);
    }
  };

  const rescind = async (email: string) => {
    setActionError(undefined);
    try {
      await rescindInvite.trigger({ email });
      toast.success(intl.formatMessage(workspaceValueMessages.inviteRescinded, { email }));
    } catch (error) {
      setActionError('rescindFailed');
      explain(error);
    }
  };

  const loadError: ApiError | undefined = members.error ?? invites.error;
  return (
    <>
      <Members
        members={(members.data ?? []).map((member) => ({
          id: member.memberId,
          email: member.email,
          name: member.name ?? undefined,
          role: member.privilege,
          isYou: member.username === user.username,
        }))}
        invites={(invites.data ?? []).map((invite) => ({
          email: invite.email,
          role: invite.privilege,
          invitedAt: new Date(invite.invitedAt),
        }))}
        callerRole={workspace.role}
        inviteHref={paths.inviteMember}
        isLoading={members.isLoading || invites.isLoading}
        error={loadError && !members.data ? 'loadFailed' : actionError}
        onRetry={() => {
          void members.mutate();
          void invites.mutate();
        }}
        onChangeRole={changeRole}
        onRemove={remove}
        onRescind={rescind}
      />
      <PasswordConfirmDialog
        isOpen={isReauthOpen}
        description={intl.formatMessage(workspaceValueMessages.reauthDescription, { email: reauth?.email ?? '' })}
        onConfirm={confirmWithPassword}
        onCancel={() => setReauthOpen(false)}
        error={reauthError}
      />
    </>
  );
}
