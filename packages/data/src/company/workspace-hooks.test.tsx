import type { CompanySummary, Member, UserInvite } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAcceptInvite, useRefuseInvite, useUserInvites } from '../invites/user-invites';
import { useMembers, useRemoveMember, useSetPrivilege } from '../members/members';
import { readSessionFacts } from '../session/cookies';
import {
  exampleCompany,
  exampleUser,
  minute,
  sessionAnswer,
  sessionIssued,
  dataWrapper,
  withFakeApi,
} from '../test/fake-api';
import { useUploadProfileImage } from '../user/user-settings';
import { useUserInfo } from '../user/user-info-query';
import { useCreateCompany } from './company-mutations';
import { useSelectedWorkspace } from './company-queries';
import { pickWorkspace, readSelectedWorkspaceId, selectWorkspace } from './selected-workspace';

const api = withFakeApi();

const lumen: CompanySummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lumen Coffee Roasters',
  role: 'owner',
  memberCount: 3,
  tier: 'basic',
};
const atlas: CompanySummary = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Atlas Outdoor Supply',
  role: 'viewer',
  memberCount: 8,
  tier: 'silver',
};

const list = (ids: string[]) => encodeURIComponent(JSON.stringify(ids));

const wrapper = dataWrapper(api);

describe('the selected workspace', () => {
  it('picks the selected workspace, or the first when the choice is not one of the list', () => {
    expect(pickWorkspace([lumen, atlas], atlas.id)).toBe(atlas);
    expect(pickWorkspace([lumen, atlas], 'gone')).toBe(lumen);
    expect(pickWorkspace([lumen, atlas], null)).toBe(lumen);
    expect(pickWorkspace([], lumen.id)).toBeUndefined();
  });

  it('is kept in the readable selectedWorkspaceId cookie', () => {
    selectWorkspace(atlas.id);
    expect(readSelectedWorkspaceId()).toBe(atlas.id);
    expect(readSessionFacts().selectedWorkspaceId).toBe(atlas.id);
    selectWorkspace(null);
    expect(readSelectedWorkspaceId()).toBeNull();
  });

  it('combines the cookie with the list of workspaces and follows a switch', async () => {
    sessionIssued(minute);
    selectWorkspace('no-longer-a-member');
    api.current.routes.set('GET /user/companies', () => ({ json: { companies: [lumen, atlas] } }));
    const { result } = renderHook(() => useSelectedWorkspace(), { wrapper });
    await waitFor(() => expect(result.current.workspace).toEqual(lumen));
    act(() => result.current.select(atlas.id));
    expect(result.current.workspace).toEqual(atlas);
    expect(result.current.selectedId).toBe(atlas.id);
  });
});

describe('creating a workspace', () => {
  it('selects it, caches it and reloads the list; the cookies the API rewrote are kept', async () => {
    sessionIssued(minute, { userWorkspaces: [] });
    const created = exampleCompany(lumen);
    let companies: CompanySummary[] = [];
    api.current.routes.set('POST /company', ({ body }) => {
      expect(JSON.parse(body)).toMatchObject({ name: 'Lumen Coffee Roasters', size: '1-10' });
      companies = [lumen];
      return {
        status: 201,
        json: created,
        cookies: [`userWorkspaces=${list([lumen.id])}; Path=/`, `selectedWorkspaceId=${lumen.id}; Path=/`],
      };
    });
    api.current.routes.set('GET /user/companies', () => ({ json: { companies } }));
    const { result } = renderHook(() => ({ create: useCreateCompany(), selected: useSelectedWorkspace() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.selected.workspaces).toEqual([]));
    await act(() =>
      result.current.create.trigger({
        name: 'Lumen Coffee Roasters',
        size: '1-10',
        country: 'PT',
        useCases: ['online_store'],
        phone: '+351 912 345 678',
      }),
    );
    expect(readSessionFacts().userWorkspaces).toEqual([lumen.id]);
    expect(readSelectedWorkspaceId()).toBe(lumen.id);
    await waitFor(() => expect(result.current.selected.workspace).toEqual(lumen));
    // No refresh was needed: the answer carried the cookies.
    expect(api.current.hits).not.toContain('POST /auth/refresh-session');
  });

  it('refreshes the session when the answer did not rewrite the workspace cookies', async () => {
    sessionIssued(minute, { userWorkspaces: [] });
    api.current.routes.set('POST /company', () => ({ status: 201, json: exampleCompany(lumen) }));
    api.current.routes.set('POST /auth/refresh-session', () => {
      const answer = sessionAnswer();
      return { ...answer, cookies: [...(answer.cookies ?? []), `userWorkspaces=${list([lumen.id])}; Path=/`] };
    });
    const { result } = renderHook(() => useCreateCompany(), { wrapper });
    await act(() =>
      result.current.trigger({
        name: 'Lumen',
        size: '1-10',
        country: 'PT',
        useCases: ['donations'],
        phone: '+351912345678',
      }),
    );
    expect(api.current.hits).toEqual(['POST /company', 'POST /auth/refresh-session']);
    expect(readSessionFacts().userWorkspaces).toEqual([lumen.id]);
  });

  it('rejects with the field details of a validation failure', async () => {
    sessionIssued(minute);
    api.current.routes.set('POST /company', () => ({
      status: 422,
      json: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid body',
          details: [{ field: 'phone', code: 'invalid', message: 'Enter a phone number' }],
        },
      },
    }));
    const { result } = renderHook(() => useCreateCompany(), { wrapper });
    await act(async () => {
      await expect(
        result.current.trigger({ name: 'L', size: '1-10', country: 'PT', useCases: ['donations'], phone: '12' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'phone', code: 'invalid' }] });
    });
    expect(readSelectedWorkspaceId()).toBeNull();
  });
});

describe("the user's invitations", () => {
  const invite: UserInvite = {
    id: '33333333-3333-4333-8333-333333333333',
    companyId: atlas.id,
    companyName: atlas.name,
    privilege: 'viewer',
    invitedBy: 'Marta Costa',
    invitedAt: '2026-06-10T09:00:00.000Z',
  };
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

describe('members', () => {
  const ada: Member = {
    memberId: '55555555-5555-4555-8555-555555555555',
    email: 'ada@example.com',
    name: 'Ada',
    username: 'ada',
    privilege: 'owner',
    joinedAt: '2026-06-01T09:00:00.000Z',
  };
  const bob: Member = {
    ...ada,
    memberId: '66666666-6666-4666-8666-666666666666',
    email: 'bob@example.com',
    username: 'bob',
    privilege: 'viewer',
  };

  it('a role change replaces the member in the list; a removal takes them off and reloads the counts', async () => {
    sessionIssued(minute);
    let members = [ada, bob];
    api.current.routes.set(`GET /company/${lumen.id}/members`, () => ({ json: { members } }));
    api.current.routes.set(`PATCH /company/${lumen.id}/members/set-privilege`, ({ body }) => {
      const { memberId, privilege } = JSON.parse(body) as { memberId: string; privilege: Member['privilege'] };
      members = members.map((m) => (m.memberId === memberId ? { ...m, privilege } : m));
      return { json: members.find((m) => m.memberId === memberId) };
    });
    api.current.routes.set(`DELETE /company/${lumen.id}/members/${bob.memberId}`, () => {
      members = [ada];
      return { json: { ok: true } };
    });
    api.current.routes.set('GET /user/companies', () => ({ json: { companies: [{ ...lumen, memberCount: 1 }] } }));
    const { result } = renderHook(
      () => ({
        members: useMembers(lumen.id),
        setPrivilege: useSetPrivilege(lumen.id),
        remove: useRemoveMember(lumen.id),
        selected: useSelectedWorkspace(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.members.data).toHaveLength(2));
    await act(() => result.current.setPrivilege.trigger({ memberId: bob.memberId, privilege: 'admin' }));
    expect(result.current.members.data?.[1]?.privilege).toBe('admin');
    await act(() => result.current.remove.trigger(bob.memberId));
    expect(result.current.members.data).toEqual([ada]);
    await waitFor(() => expect(result.current.selected.workspace?.memberCount).toBe(1));
  });

  it('passes REAUTHENTICATION_REQUIRED on, and sends the password when given', async () => {
    sessionIssued(minute);
    const bodies: unknown[] = [];
    api.current.routes.set(`PATCH /company/${lumen.id}/members/set-privilege`, ({ body }) => {
      const parsed = JSON.parse(body) as { password?: string };
      bodies.push(parsed);
      if (parsed.password !== 'analytical-engine') {
        return { status: 403, json: { error: { code: 'REAUTHENTICATION_REQUIRED', message: 'Password needed' } } };
      }
      return { json: { ...bob, privilege: 'owner' } };
    });
    const { result } = renderHook(() => useSetPrivilege(lumen.id), { wrapper });
    await act(async () => {
      await expect(result.current.trigger({ memberId: bob.memberId, privilege: 'owner' })).rejects.toMatchObject({
        code: 'REAUTHENTICATION_REQUIRED',
      });
    });
    await act(() =>
      result.current.trigger({ memberId: bob.memberId, privilege: 'owner', password: 'analytical-engine' }),
    );
    expect(bodies).toEqual([
      { memberId: bob.memberId, privilege: 'owner' },
      { memberId: bob.memberId, privilege: 'owner', password: 'analytical-engine' },
    ]);
  });
});

describe('the profile picture', () => {
  it('uploads with progress and caches the user of the answer', async () => {
    sessionIssued(minute);
    api.current.routes.set('GET /user/info', () => ({ json: exampleUser }));
    api.current.routes.set('POST /user/upload-profile-image', () => ({
      json: { ...exampleUser, profileImageUrl: '/storage/p?sig=2' },
    }));
    const { result } = renderHook(() => ({ upload: useUploadProfileImage(), user: useUserInfo() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(exampleUser));
    let upload: Promise<unknown> | undefined;
    act(() => {
      upload = result.current.upload.trigger(new Blob([new Uint8Array(32 * 1024)], { type: 'image/png' }));
    });
    expect(result.current.upload.progress).toMatchObject({ loaded: 0, percent: 0 });
    await act(() => upload);
    expect(result.current.upload.progress).toBeNull();
    expect(result.current.user.data?.profileImageUrl).toBe('/storage/p?sig=2');
  });
});
