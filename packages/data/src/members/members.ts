import {
  apiRoutes,
  type CompanyInvite,
  type CreateInviteRequest,
  type Member,
  type OkResponse,
  type RescindInviteRequest,
  type SetPrivilegeRequest,
} from '@meridian/contract';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { companyKeys } from '../company/keys';
import { useApiClient } from '../swr/DataProvider';
import { memberKeys } from './keys';

/** GET /company/{id}/members */
export async function listMembers(client: ApiClient, companyId: string): Promise<Member[]> {
  return (await client.call(apiRoutes.listMembers, { params: { id: companyId } })).members;
}

/** DELETE /company/{id}/members/{memberId} */
export function removeMember(client: ApiClient, companyId: string, memberId: string): Promise<OkResponse> {
  return client.call(apiRoutes.removeMember, { params: { id: companyId, memberId } });
}

/**
 * PATCH /company/{id}/members/set-privilege. Making someone an owner more than 15 minutes
 * after logging in answers `REAUTHENTICATION_REQUIRED`: send it again with `password`.
 */
export function setPrivilege(client: ApiClient, companyId: string, body: SetPrivilegeRequest): Promise<Member> {
  return client.call(apiRoutes.setPrivilege, { params: { id: companyId }, body });
}

/** GET /company/{id}/members/invites: the invitations not answered yet. */
export async function listCompanyInvites(client: ApiClient, companyId: string): Promise<CompanyInvite[]> {
  return (await client.call(apiRoutes.listInvites, { params: { id: companyId } })).invites;
}

/**
 * POST /company/{id}/members/invites. An address that is already a member or already invited
 * answers `CONFLICT` with the field detail `already_member` or `already_invited` on `email`.
 */
export function createInvite(client: ApiClient, companyId: string, body: CreateInviteRequest): Promise<CompanyInvite> {
  return client.call(apiRoutes.createInvite, { params: { id: companyId }, body });
}

/** PATCH /company/{id}/members/invites/rescind */
export function rescindInvite(client: ApiClient, companyId: string, body: RescindInviteRequest): Promise<OkResponse> {
  return client.call(apiRoutes.rescindInvite, { params: { id: companyId }, body });
}

/** A workspace's members; nothing is requested while `companyId` is undefined. */
export function useMembers(companyId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<Member[], ApiError>(companyId ? memberKeys.list(companyId) : null, () =>
    listMembers(client, companyId as string),
  );
}

/** A workspace's pending invitations; nothing is requested while `companyId` is undefined. */
export function useCompanyInvites(companyId: string | null | undefined) {
  const client = useApiClient();
  return useSWR<CompanyInvite[], ApiError>(companyId ? memberKeys.invites(companyId) : null, () =>
    listCompanyInvites(client, companyId as string),
  );
}

/** Reloads what shows the member count: the user's workspaces and this workspace. */
function useReloadCounts(companyId: string) {
  const { mutate } = useSWRConfig();
  return () => {
    void mutate(companyKeys.list());
    void mutate(companyKeys.detail(companyId));
  };
}

/** Changes a member's role; the cached member becomes the answer. */
export function useSetPrivilege(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Member, ApiError, readonly string[], SetPrivilegeRequest>(
    memberKeys.mutation('set-privilege', companyId),
    async (_key, { arg }) => {
      const member = await setPrivilege(client, companyId, arg);
      await mutate<Member[]>(
        memberKeys.list(companyId),
        (members) => members?.map((m) => (m.memberId === member.memberId ? member : m)),
        { revalidate: true },
      );
      return member;
    },
  );
}

/** Removes a member; they leave the cached list at once, and the member counts reload. */
export function useRemoveMember(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const reloadCounts = useReloadCounts(companyId);
  return useSWRMutation<OkResponse, ApiError, readonly string[], string>(
    memberKeys.mutation('remove', companyId),
    async (_key, { arg: memberId }) => {
      const result = await removeMember(client, companyId, memberId);
      await mutate<Member[]>(memberKeys.list(companyId), (members) => members?.filter((m) => m.memberId !== memberId), {
        revalidate: true,
      });
      reloadCounts();
      return result;
    },
  );
}

/** Invites someone; the invitation joins the cached list of pending ones. */
export function useCreateInvite(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<CompanyInvite, ApiError, readonly string[], CreateInviteRequest>(
    memberKeys.mutation('invite', companyId),
    async (_key, { arg }) => {
      const invite = await createInvite(client, companyId, arg);
      await mutate<CompanyInvite[]>(
        memberKeys.invites(companyId),
        (invites) => (invites ? [...invites.filter((i) => i.id !== invite.id), invite] : invites),
        { revalidate: true },
      );
      return invite;
    },
  );
}

/** Withdraws the invitation of an address; it leaves the cached list at once. */
export function useRescindInvite(companyId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<OkResponse, ApiError, readonly string[], RescindInviteRequest>(
    memberKeys.mutation('rescind', companyId),
    async (_key, { arg }) => {
      const result = await rescindInvite(client, companyId, arg);
      const email = arg.email.toLowerCase();
      await mutate<CompanyInvite[]>(
        memberKeys.invites(companyId),
        (invites) => invites?.filter((i) => i.email.toLowerCase() !== email),
        { revalidate: true },
      );
      return result;
    },
  );
}
