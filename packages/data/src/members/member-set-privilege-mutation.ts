import { memberRoutes, type Member, type SetPrivilegeRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { memberKeys } from './keys';

/**
 * PATCH /company/{id}/members/set-privilege. Making someone an owner more than 15 minutes
 * after logging in answers `REAUTHENTICATION_REQUIRED`: send it again with `password`.
 */
export function setPrivilege(client: ApiClient, companyId: string, body: SetPrivilegeRequest): Promise<Member> {
  return client.call(memberRoutes.setPrivilege, { params: { id: companyId }, body });
}

/** Changes a member's role; the cached member becomes the answer. */
export function useSetPrivilege(companyId: string) {
  return useApiMutation(memberKeys.mutation('set-privilege', companyId), {
    request: (client, body: SetPrivilegeRequest) => setPrivilege(client, companyId, body),
    onSuccess: (member, _body, { mutate }) =>
      mutate<Member[]>(
        memberKeys.list(companyId),
        (members) => members?.map((m) => (m.memberId === member.memberId ? member : m)),
        { revalidate: true },
      ),
  });
}
