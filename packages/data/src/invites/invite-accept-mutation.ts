import { inviteRoutes, type CompanySummary } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { companyKeys } from '../company/keys';
import { selectWorkspace } from '../company/selected-workspace';
import { ensureWorkspaceCookie } from '../company/session-cookies';
import { useApiMutation } from '../swr/api-mutation';
import { withoutInvite } from './invites-list-query';
import { inviteKeys } from './keys';

/** PATCH /company/invites/accept: joins the workspace with the role offered. */
export function acceptInvite(client: ApiClient, inviteId: string): Promise<CompanySummary> {
  return client.call(inviteRoutes.acceptInvite, { body: { inviteId } });
}

/**
 * Accepts an invitation. Afterwards the joined workspace is selected (the API selects it too),
 * the session cookies name it, the invitation leaves the cached list, and the user's
 * workspaces and invitations reload.
 */
export function useAcceptInvite() {
  return useApiMutation(inviteKeys.mutation('accept'), {
    request: acceptInvite,
    onSuccess: async (workspace, inviteId, { client, mutate }) => {
      await ensureWorkspaceCookie(client, workspace.id);
      selectWorkspace(workspace.id);
      await mutate<CompanySummary[]>(
        companyKeys.list(),
        (list) => (list && !list.some((w) => w.id === workspace.id) ? [...list, workspace] : list),
        { revalidate: true },
      );
      await mutate(inviteKeys.mine(), withoutInvite(inviteId), { revalidate: true });
    },
  });
}
