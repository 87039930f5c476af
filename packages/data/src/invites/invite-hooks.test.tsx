import type { UserInvite } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelectedWorkspace } from '../company/company-selected-query';
import { readSessionFacts } from '../session/cookies';
import { minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { atlas, atlasInvite, cookieList as list, lumen } from '../test/workspaces';
import { useAcceptInvite } from './invite-accept-mutation';
import { useRefuseInvite } from './invite-refuse-mutation';
import { useUserInvites } from './invites-list-query';

const api = withFakeApi();

const wrapper = dataWrapper(api);

describe("the user's invitations", () => {
  const invite = atlasInvite;
  const other: UserInvite = { ...invite, id: '44444444-4444-4444-8444-444444444444', companyName: 'Kestrel Cycles' };

  it('accepting selects the workspace, and the workspaces and invitations reload', async () => {
    sessionIssued(minute, { userWorkspaces: [lumen.id], pendingInvites: [invite.id, other.id] });
    let invites = [invite, other];
    let companies = [lumen];
    api.current.routes.set('GET /company/invites', () => ({ json: { invites } }));
    api.current.routes.set('GET /user/companies', () => ({ json: { companies } }));
    api.current.routes.set('PATCH /company/invites/accept', ({ body }) => {
      expect(JSON.parse(body)).toEqual({ inviteId: invite.id });
      invites = [other];
      companies = [lumen, atlas];
      return {
        json: atlas,
        cookies: [
          `userWorkspaces=${list([lumen.id, atlas.id])}; Path=/`,
          `pendingInvites=${list([other.id])}; Path=/`,
          `selectedWorkspaceId=${atlas.id}; Path=/`,
        ],
      };
    });
    const { result } = renderHook(
      () => ({ accept: useAcceptInvite(), invites: useUserInvites(), selected: useSelectedWorkspace() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.invites.data).toHaveLength(2));
    await act(() => result.current.accept.trigger(invite.id));
    expect(result.current.invites.data).toEqual([other]);
    expect(result.current.selected.workspace).toEqual(atlas);
    expect(readSessionFacts().pendingInvites).toEqual([other.id]);
    await waitFor(() => expect(api.current.hits.filter((hit) => hit === 'GET /user/companies')).toHaveLength(2));
  });

  it('refusing takes the invitation off the list', async () => {
    sessionIssued(minute, { userWorkspaces: [lumen.id] });
    let invites = [invite, other];
    api.current.routes.set('GET /company/invites', () => ({ json: { invites } }));
    api.current.routes.set('PATCH /company/invites/refuse', () => {
      invites = [other];
      return { json: { ok: true } };
    });
    const { result } = renderHook(() => ({ refuse: useRefuseInvite(), invites: useUserInvites() }), { wrapper });
    await waitFor(() => expect(result.current.invites.data).toHaveLength(2));
    await act(() => result.current.refuse.trigger(invite.id));
    expect(result.current.invites.data).toEqual([other]);
  });
});
