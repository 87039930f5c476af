import { getViewedInvites, readSessionFacts } from '@meridian/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atlasInvite, sessionAnswer } from '@meridian/data/test';
import { atlas, list, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

async function openSidebar() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return screen.getByRole('complementary', { name: 'Workspace' });
}

describe('the workspace shell', () => {
  it('switches workspace: the cookie, the member count and the page follow', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: lumen.id });
    serveShell(api.current);
    await renderApp(api.current, '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const sidebar = await openSidebar();
    expect(within(sidebar).getByText('3 members')).toBeInTheDocument();

    const [switcher] = within(sidebar).getAllByRole('button');
    await userEvent.click(switcher as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: atlas.name }));

    expect(readSessionFacts().selectedWorkspaceId).toBe(atlas.id);
    expect(document.cookie).toContain(`selectedWorkspaceId=${atlas.id}`);
    await waitFor(() => expect(within(sidebar).getByText('8 members')).toBeInTheDocument());
    expect(within(sidebar).getByText(atlas.name)).toBeInTheDocument();
    // The settings page shows the tier of the workspace switched to.
    expect(within(screen.getByRole('main')).getAllByText('Silver').length).toBeGreaterThan(0);
    // A viewer is not offered "Add members" in the workspace menu.
    await userEvent.click(within(sidebar).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByRole('menuitem', { name: 'Join a workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Add members' })).toBeNull();
  });

  it('opens onboarding at the name step from the workspace menu, though the user has workspaces', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: lumen.id });
    serveShell(api.current);
    api.current.routes.set('GET /company/invites', () => ({ json: { invites: [] } }));
    const { router } = await renderApp(api.current, '/dashboard');
    const sidebar = await openSidebar();
    await userEvent.click(within(sidebar).getAllByRole('button')[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create a workspace' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Name your workspace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.search).toBe('?create');
  });

  it('falls back to the first workspace when the selected one is no longer the user’s', async () => {
    signIn({ workspaces: [lumen.id], selected: 'a-workspace-left-meanwhile' });
    serveShell(api.current, { companies: [lumen] });
    await renderApp(api.current, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const sidebar = await openSidebar();
    expect(within(sidebar).getByText(lumen.name)).toBeInTheDocument();
  });

  it('goes to onboarding when the user no longer has any workspace, once the cookies say so', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [] });
    api.current.routes.set('GET /company/invites', () => ({ json: { invites: [] } }));
    api.current.routes.set('POST /auth/refresh-session', () => {
      const answer = sessionAnswer();
      return { ...answer, cookies: [...(answer.cookies ?? []), `userWorkspaces=${list([])}; Path=/`] };
    });
    const { router } = await renderApp(api.current, '/dashboard');
    // No invitation waits: the flow opens at the workspace's name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Name your workspace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('shows unseen invitations once, and continues to the dashboard after refusing the last', async () => {
    const invite = atlasInvite;
    signIn({ workspaces: [lumen.id], selected: lumen.id, pendingInvites: [invite.id] });
    serveShell(api.current, { companies: [lumen] });
    let invites = [invite];
    api.current.routes.set('GET /company/invites', () => ({ json: { invites } }));
    api.current.routes.set('PATCH /company/invites/refuse', () => {
      invites = [];
      return { json: { ok: true }, cookies: [`pendingInvites=${list([])}; Path=/`] };
    });
    const { router } = await renderApp(api.current, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending invites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pending-invites');
    expect(getViewedInvites('ada')).toEqual([invite.id]);

    await userEvent.click(await screen.findByRole('button', { name: `Refuse the invite to ${atlas.name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Refuse the invite to ${atlas.name}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Refuse invite' }));

    // The toast shows for 3 s from the answer: it is looked for as soon as it can be there, not
    // after the dashboard's render, which on a loaded machine can take longer than that.
    expect(await screen.findByText('Invite refused')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
