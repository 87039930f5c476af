import type { CompanyInvite, Member } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelectedWorkspace } from '../company/company-selected-query';
import { minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { useCreateInvite } from './member-invite-create-mutation';
import { useRescindInvite } from './member-invite-rescind-mutation';
import { useCompanyInvites } from './member-invites-list-query';
import { useRemoveMember } from './member-remove-mutation';
import { useSetPrivilege } from './member-set-privilege-mutation';
import { useMembers } from './members-list-query';

const api = withFakeApi();

const wrapper = dataWrapper(api);

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

describe('pending invitations', () => {
  const bob: CompanyInvite = {
    id: '77777777-7777-4777-8777-777777777777',
    email: 'bob@example.com',
    privilege: 'viewer',
    invitedAt: '2026-06-10T09:00:00.000Z',
    invitedBy: 'Ada',
  };

  it('an invitation joins the list at once; rescinding takes the address off, whatever its case', async () => {
    sessionIssued(minute);
    let invites: CompanyInvite[] = [];
    api.current.routes.set(`GET /company/${lumen.id}/members/invites`, () => ({ json: { invites } }));
    api.current.routes.set(`POST /company/${lumen.id}/members/invites`, () => {
      invites = [bob];
      return { status: 201, json: bob };
    });
    api.current.routes.set(`PATCH /company/${lumen.id}/members/invites/rescind`, () => {
      invites = [];
      return { json: { ok: true } };
    });
    const { result } = renderHook(
      () => ({
        invites: useCompanyInvites(lumen.id),
        invite: useCreateInvite(lumen.id),
        rescind: useRescindInvite(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.invites.data).toEqual([]));
    await act(() => result.current.invite.trigger({ email: 'bob@example.com', privilege: 'viewer' }));
    expect(result.current.invites.data).toEqual([bob]);
    await act(() => result.current.rescind.trigger({ email: 'Bob@Example.com' }));
    expect(result.current.invites.data).toEqual([]);
  });
});
