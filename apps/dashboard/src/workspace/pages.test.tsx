import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleCompany, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

describe('the workspace pages', { timeout: 60_000 }, () => {
  it.each([
    ['/dashboard', 'Dashboard', 'Dashboard · Meridian'],
    ['/account', 'Account', 'Account · Meridian'],
    ['/settings', 'Settings', 'Settings · Meridian'],
    ['/settings/business-details', 'Business details', 'Business details · Meridian'],
    ['/settings/members', 'Members', 'Members · Meridian'],
    ['/settings/members/invite', 'Invite a member', 'Invite a member · Meridian'],
    ['/help', 'Help center', 'Help center · Meridian'],
    ['/payment-links', 'Payment links', 'Payment links · Meridian'],
  ])('%s shows its heading and title in the shell', async (path, heading, title) => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: exampleCompany(lumen) }));
    api.current.routes.set(`GET /company/${lumen.id}/members`, () => ({ json: { members: [] } }));
    api.current.routes.set(`GET /company/${lumen.id}/members/invites`, () => ({ json: { invites: [] } }));
    api.current.routes.set('GET /payment-link', () => ({ json: { links: [], total: 0, nextCursor: null } }));
    await renderApp(api.current, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('offers the support address on the help center, and keeps the search in the address', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    await renderApp(api.current, '/help?q=wallet');
    expect(await screen.findByRole('searchbox', {}, { timeout: 5000 })).toHaveValue('wallet');
    expect(screen.getByRole('link', { name: 'support@meridian.example' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.example',
    );
  });

  it('leaves pages that are not built yet to the not-found page', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    await renderApp(api.current, '/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
