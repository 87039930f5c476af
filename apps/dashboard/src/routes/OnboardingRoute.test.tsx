import { readSessionFacts } from '@meridian/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atlasInvite, validationFailed } from '@meridian/data/test';
import { describe, expect, it } from 'vitest';
import { ada, exampleCompany, list, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const company = exampleCompany(lumen, { websiteUrl: 'https://lumencoffee.com', phone: '+351 912 345 678' });

const heading = () => screen.getByRole('heading', { level: 1 });
const pressContinue = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

/** Without invitations the flow starts at the name; the country is the account's until changed. */
async function fillWorkspace() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Workspace name' }), 'Lumen Coffee Roasters');
  await pressContinue();
  await userEvent.click(screen.getByRole('button', { name: /Company size/ }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '11–50 employees' }));
  await userEvent.clear(screen.getByRole('combobox', { name: 'Country' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Portugal');
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Portugal/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'lumencoffee.com');
  await pressContinue();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Online store' }));
  await pressContinue();
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact phone' }), '+351 912 345 678');
}

/**
 * Signed in without a workspace or an invitation, with an API that creates Lumen (selected, and
 * in the shell from then on); what the creation was sent.
 */
function newcomer() {
  signIn({ workspaces: [] });
  serveShell(api.current, { companies: [] });
  api.current.routes.set('GET /company/invites', () => ({ json: { invites: [] } }));
  const created: { body?: unknown } = {};
  api.current.routes.set('POST /company', (request) => {
    created.body = JSON.parse(request.body);
    serveShell(api.current, { companies: [lumen] });
    return {
      status: 201,
      json: company,
      cookies: [`userWorkspaces=${list([lumen.id])}; Path=/`, `selectedWorkspaceId=${lumen.id}; Path=/`],
    };
  });
  return created;
}

describe('onboarding', () => {
  it('creates the workspace, selects it and opens its dashboard', async () => {
    const created = newcomer();
    const { router } = await renderApp(api.current, '/onboarding');
    await fillWorkspace();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(created.body).toEqual({
      name: 'Lumen Coffee Roasters',
      size: '11-50',
      country: 'PT',
      currency: 'EUR',
      websiteUrl: 'https://lumencoffee.com',
      useCases: ['online_store'],
      phone: '+351 912 345 678',
      // The browser's time zone becomes the workspace's.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(readSessionFacts().selectedWorkspaceId).toBe(lumen.id);
    // The shell shows the new workspace and who is signed in.
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByRole('complementary', { name: 'Workspace' });
    expect(within(sidebar).getByText('Lumen Coffee Roasters')).toBeInTheDocument();
    expect(within(sidebar).getByText('3 members')).toBeInTheDocument();
  });

  it('resumes after a reload on the step it was on, with what was typed, until the workspace exists', async () => {
    const created = newcomer();
    const first = await renderApp(api.current, '/onboarding');
    await fillWorkspace();
    first.unmount(); // the reload

    await renderApp(api.current, '/onboarding');
    expect(await screen.findByRole('textbox', { name: 'Contact phone' })).toHaveValue('+351 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Online store' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Portugal');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('lumencoffee.com');
    await pressContinue();
    await pressContinue();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(created.body).toMatchObject({ name: 'Lumen Coffee Roasters', country: 'PT', phone: '+351 912 345 678' });
    // Created: the draft is gone.
    expect(Object.keys(sessionStorage).filter((key) => key.includes('onboarding'))).toEqual([]);
  });

  it('takes the flow back to the step of a field the API refused', async () => {
    signIn({ workspaces: [] });
    serveShell(api.current, { companies: [] });
    api.current.routes.set('GET /company/invites', () => ({ json: { invites: [] } }));
    api.current.routes.set('POST /company', () =>
      validationFailed([{ field: 'websiteUrl', code: 'invalid', message: 'Enter a web address' }]),
    );
    const { router } = await renderApp(api.current, '/onboarding');
    await fillWorkspace();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));

    await waitFor(() => expect(heading()).toHaveTextContent('Tell us about your company'));
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
      'Optional. We add https:// when you leave it out. Enter a valid website address, like example.com',
    );
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it("joins a workspace from the user's invitations", async () => {
    signIn({ workspaces: [] });
    serveShell(api.current, { companies: [] });
    const invite = { ...atlasInvite, companyId: lumen.id, companyName: lumen.name, privilege: 'developer' };
    api.current.routes.set('GET /company/invites', () => ({ json: { invites: [invite] } }));
    api.current.routes.set('PATCH /company/invites/accept', () => {
      serveShell(api.current, { companies: [{ ...lumen, role: 'developer' }] });
      return {
        json: { ...lumen, role: 'developer' },
        cookies: [`userWorkspaces=${list([lumen.id])}; Path=/`, `selectedWorkspaceId=${lumen.id}; Path=/`],
      };
    });
    const { router } = await renderApp(api.current, '/onboarding');
    await userEvent.click(await screen.findByRole('radio', { name: 'Join a workspace' }));
    await pressContinue();
    await userEvent.click(await screen.findByRole('button', { name: `Accept the invite to ${lumen.name}` }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText(`You joined ${lumen.name}`)).toBeInTheDocument();
    expect(ada.name).toBe('Ada Lovelace');
  });
});
