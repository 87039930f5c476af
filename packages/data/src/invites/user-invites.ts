import { apiRoutes, type CompanySummary, type OkResponse, type UserInvite } from '@meridian/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { companyKeys } from '../company/keys';
import { selectWorkspace } from '../company/selected-workspace';
import { ensureWorkspaceCookie } from '../company/session-cookies';
import { useApiClient } from '../swr/DataProvider';
import { inviteKeys } from './keys';

/** GET /company/invites: the invitations addressed to the caller's e-mail address. */
export async function listUserInvites(client: ApiClient): Promise<UserInvite[]> {
  return (await client.call(apiRoutes.userInvites)).invites;
}

/** PATCH /company/invites/accept: joins the workspace with the role offered. */
export function acceptInvite(client: ApiClient, inviteId: string): Promise<CompanySummary> {
  return client.call(apiRoutes.acceptInvite, { body: { inviteId } });
}

/** PATCH /company/invites/refuse */
export function refuseInvite(client: ApiClient, inviteId: string): Promise<OkResponse> {
  return client.call(apiRoutes.refuseInvite, { body: { inviteId } });
}

/** The user's pending invitations; pass `enabled: false` while signed out. */
export function useUserInvites({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useSWR<UserInvite[], ApiError>(enabled ? inviteKeys.mine() : null, () => listUserInvites(client));
}

const withoutInvite = (inviteId: string) => (invites: UserInvite[] | undefined) =>
  invites?.filter((invite) => invite.id !== inviteId);

/**
 * Accepts an invitation. Afterwards the joined workspace is selected (the API selects it too),
 * the session cookies name it, the invitation leaves the cached list, and the user's
 * workspaces and invitations reload.
 */
export function useAcceptInvite() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<CompanySummary, ApiError, readonly string[], string>(
    inviteKeys.mutation('accept'),
    async (_key, { arg: inviteId }) => {
      const workspace = await acceptInvite(client, inviteId);
      await ensureWorkspaceCookie(client, workspace.id);
      selectWorkspace(workspace.id);
      await mutate<CompanySummary[]>(
        companyKeys.list(),
        (list) => (list && !list.some((w) => w.id === workspace.id) ? [...list, workspace] : list),
        { revalidate: true },
      );
      await mutate(inviteKeys.mine(), withoutInvite(inviteId), { revalidate: true });
      return workspace;
    },
  );
}

/** Refuses an invitation; it leaves the cached list at once and the list reloads. */
export function useRefuseInvite() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<OkResponse, ApiError, readonly string[], string>(
    inviteKeys.mutation('refuse'),
    async (_key, { arg: inviteId }) => {
      const result = await refuseInvite(client, inviteId);
      await mutate(inviteKeys.mine(), withoutInvite(inviteId), { revalidate: true });
      return result;
    },
  );
}
