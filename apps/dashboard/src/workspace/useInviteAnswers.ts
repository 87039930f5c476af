import { useAcceptInvite, useRefuseInvite, useUserInvites } from '@meridian/data';
import type { InviteActionState } from '@meridian/screens';
import { useToast } from '@meridian/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { toPendingInvite } from './invites';
import { workspaceMessages, workspaceValueMessages } from './messages';

/**
 * Accepting and refusing the user's invitations, for the onboarding's join flow and the
 * pending-invites page. Accepting selects the workspace and opens its dashboard; refusing
 * keeps the person on the page, with the list updated.
 */
export function useInviteAnswers({ enabled = true }: { enabled?: boolean } = {}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const invites = useUserInvites({ enabled });
  const accept = useAcceptInvite();
  const refuse = useRefuseInvite();
  const [busy, setBusy] = useState<InviteActionState>();
  const [error, setError] = useState<InviteActionState>();

  const onAccept = async (inviteId: string) => {
    setBusy({ inviteId, action: 'accept' });
    setError(undefined);
    try {
      const workspace = await accept.trigger(inviteId);
      toast.success(intl.formatMessage(workspaceValueMessages.joined, { workspace: workspace.name }));
      await navigate(paths.dashboard);
    } catch {
      setError({ inviteId, action: 'accept' });
    } finally {
      setBusy(undefined);
    }
  };

  /** Resolves with whether the invitation was refused (a failure shows on the invitation). */
  const onRefuse = async (inviteId: string): Promise<boolean> => {
    setBusy({ inviteId, action: 'refuse' });
    setError(undefined);
    try {
      await refuse.trigger(inviteId);
      toast.success(intl.formatMessage(workspaceMessages.inviteRefused));
      return true;
    } catch {
      setError({ inviteId, action: 'refuse' });
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  return {
    invites: (invites.data ?? []).map(toPendingInvite),
    isLoading: invites.isLoading,
    loadError: invites.error,
    reload: () => invites.mutate(),
    onAccept,
    onRefuse,
    busy,
    error,
  };
}
