import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it.each([
    ['/customers', 'Customers'],
    ['/billing', 'Billing'],
    ['/settings/api-keys', 'API keys'],
    ['/settings/verification', 'Verification'],
  ])('%s is not built yet: it says so in the shell, with what it will do', async (path, heading) => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    await renderApp(api.current, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${heading} · Meridian`));
  });

  it('shows the integrations, and WooCommerce’s steps said to be coming', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /integration/${lumen.id}/list`, () => ({ json: { integrations: [] } }));
    await renderApp(api.current, '/integrations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Integrations' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Squarespace' })).toHaveAttribute(
      'href',
      '/integrations/squarespace',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Connect WooCommerce' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WooCommerce' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Coming soon: the plugin and its pairing/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a page not built yet to log in', async () => {
    const { router } = await renderApp(api.current, '/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
