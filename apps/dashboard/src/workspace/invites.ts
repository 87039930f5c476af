import type { UserInvite } from '@meridian/contract';
import type { PendingInvite } from '@meridian/screens';

/** An invitation as the invite screens show it. */
export function toPendingInvite(invite: UserInvite): PendingInvite {
  return { id: invite.id, workspaceName: invite.companyName, invitedBy: invite.invitedBy, role: invite.privilege };
}
