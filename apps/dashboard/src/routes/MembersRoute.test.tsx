import type { CompanyInvite, Member } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atlas, confirmPasswordAfterAWrongOne, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const you: Member = {
  memberId: '55555555-5555-4555-8555-555555555555',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  username: 'ada',
  privilege: 'owner',
  joinedAt: '2026-06-01T09:00:00.000Z',
};
const bob: Member = {
  memberId: '66666666-6666-4666-8666-666666666666',
  email: 'bob@example.com',
  name: null,
  username: 'bob',
  privilege: 'viewer',
  joinedAt: '2026-06-02T09:00:00.000Z',
};
const pending: CompanyInvite = {
  id: '77777777-7777-4777-8777-777777777777',
  email: 'priya@example.com',
  privilege: 'developer',
  invitedAt: '2026-06-12T09:00:00.000Z',
  invitedBy: 'Ada Lovelace',
};

function serveMembers(members: Member[] = [you, bob], invites: CompanyInvite[] = [pending]) {
  const state = { members, invites };
  api.current.routes.set(`GET /company/${lumen.id}/members`, () => ({ json: { members: state.members } }));
  api.current.routes.set(`GET /company/${lumen.id}/members/invites`, () => ({ json: { invites: state.invites } }));
  return state;
}

async function chooseAction(email: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

async function changeRole(email: string, role: RegExp) {
  await chooseAction(email, 'Change role');
  const dialog = await screen.findByRole('dialog', { name: `Change the role of ${email}` });
  await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: role }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('the members page', () => {
  it('makes a member an owner, asking for the password again when the API wants it', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const state = serveMembers();
    const bodies: unknown[] = [];
    api.current.routes.set(`PATCH /company/${lumen.id}/members/set-privilege`, ({ body }) => {
      const request = JSON.parse(body) as { memberId: string; privilege: Member['privilege']; password?: string };
      bodies.push(request);
      if (request.password !== 'analytical-engine') {
        return { status: 403, json: { error: { code: 'REAUTHENTICATION_REQUIRED', message: 'Password needed' } } };
      }
      state.members = [you, { ...bob, privilege: 'owner' }];
      return { json: { ...bob, privilege: 'owner' } };
    });
    await renderApp(api.current, '/settings/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    await changeRole('bob@example.com', /^Owner/);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveTextContent('Making bob@example.com an owner needs your password');
    await confirmPasswordAfterAWrongOne(dialog);
    expect(await screen.findByText('bob@example.com is now Owner')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).not.toBeInTheDocument(),
    );
    const row = within(screen.getByRole('table', { name: 'Members' }))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('bob@example.com'));
    expect(row).toHaveTextContent('Owner');
    expect(bodies).toEqual([
      { memberId: bob.memberId, privilege: 'owner' },
      { memberId: bob.memberId, privilege: 'owner', password: 'wrong-password' },
      { memberId: bob.memberId, privilege: 'owner', password: 'analytical-engine' },
    ]);
  });

  it('removes a member and rescinds an invite, with toasts', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const state = serveMembers();
    api.current.routes.set(`DELETE /company/${lumen.id}/members/${bob.memberId}`, () => {
      state.members = [you];
      return { json: { ok: true } };
    });
    api.current.routes.set(`PATCH /company/${lumen.id}/members/invites/rescind`, ({ body }) => {
      expect(JSON.parse(body)).toEqual({ email: 'priya@example.com' });
      state.invites = [];
      return { json: { ok: true } };
    });
    await renderApp(api.current, '/settings/members');
    await chooseAction('bob@example.com', 'Remove');
    const remove = await screen.findByRole('alertdialog', { name: 'Remove bob@example.com?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('bob@example.com no longer has access to this workspace')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Members' })).queryByText('bob@example.com')).toBeNull(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Rescind the invite to priya@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rescind the invite to priya@example.com?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rescind invite' }));
    expect(await screen.findByText('The invite to priya@example.com was rescinded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Pending invites' })).toBeNull());
  });

  it('says why a change was refused when it would leave no owner', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveMembers([you, { ...bob, privilege: 'owner' }]);
    api.current.routes.set(`PATCH /company/${lumen.id}/members/set-privilege`, () => ({
      status: 409,
      json: { error: { code: 'LAST_OWNER', message: 'Last owner' } },
    }));
    await renderApp(api.current, '/settings/members');
    await changeRole('bob@example.com', /^Viewer/);
    expect(await screen.findByText('We could not change the role. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('A workspace always keeps at least one owner.')).toBeInTheDocument();
  });

  it('shows a viewer the lists only', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: atlas.id });
    serveShell(api.current);
    api.current.routes.set(`GET /company/${atlas.id}/members`, () => ({ json: { members: [you, bob] } }));
    api.current.routes.set(`GET /company/${atlas.id}/members/invites`, () => ({ json: { invites: [] } }));
    await renderApp(api.current, '/settings/members');
    expect(await screen.findByText('Only owners and admins can invite, remove or change members.')).toBeInTheDocument();
    await screen.findByText('bob@example.com');
    expect(screen.queryByRole('button', { name: 'Actions for bob@example.com' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invite a member' })).toBeNull();
  });
});
