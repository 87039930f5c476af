import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atlas, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const conflict = (code: 'already_member' | 'already_invited') => ({
  status: 409,
  json: { error: { code: 'CONFLICT', message: 'Taken', details: [{ field: 'email', code, message: 'Taken' }] } },
});

describe('the invite page', () => {
  it('shows an address that is already a member or already invited next to the field, then confirms a sent invite', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const sent: unknown[] = [];
    api.current.routes.set(`POST /company/${lumen.id}/members/invites`, ({ body }) => {
      const request = JSON.parse(body) as { email: string; privilege: string };
      sent.push(request);
      if (request.email === 'bob@example.com') return conflict('already_member');
      if (request.email === 'priya@example.com') return conflict('already_invited');
      return {
        status: 201,
        json: {
          id: '77777777-7777-4777-8777-777777777777',
          email: request.email,
          privilege: request.privilege,
          invitedAt: '2026-06-15T10:00:00.000Z',
          invitedBy: 'Ada Lovelace',
        },
      };
    });
    await renderApp(api.current, '/settings/members/invite');
    const email = await screen.findByRole('textbox', { name: 'Email address' });

    await userEvent.type(email, 'bob@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This person is already a member of the workspace'));

    await userEvent.clear(email);
    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address already has a pending invite'));

    await userEvent.clear(email);
    await userEvent.type(email, 'carla@example.com');
    await userEvent.click(screen.getByRole('radio', { name: /^Developer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(/We emailed an invite to carla@example.com/)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ email: 'carla@example.com', privilege: 'developer' });
  });

  it('sends anyone who may not invite back to the members, saying why', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: atlas.id });
    serveShell(api.current);
    api.current.routes.set(`GET /company/${atlas.id}/members`, () => ({ json: { members: [] } }));
    api.current.routes.set(`GET /company/${atlas.id}/members/invites`, () => ({ json: { invites: [] } }));
    const { router } = await renderApp(api.current, '/settings/members/invite');
    expect(await screen.findByText('Only owners and admins can invite members.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/members'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
  });
});
