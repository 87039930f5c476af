import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, lumen, renderApp, serveSettings, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

/** The colour scheme the page is drawn in, as the browser sees it on the document root. */
const pageScheme = () => document.documentElement.style.colorScheme;

/** A device whose light or dark setting is `dark`, with a way to change it. */
function deviceScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the theme', () => {
  it('is saved with the account when chosen on the account page, and the dashboard turns dark', async () => {
    deviceScheme(false);
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const sent = serveSettings(api.current);
    await renderApp(api.current, '/account');
    const system = await screen.findByRole('radio', { name: /System/ });
    expect(system).toBeChecked();
    expect(pageScheme()).toBe('light');

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(screen.getAllByText('Theme updated').length).toBeGreaterThan(0));
    expect(sent).toEqual([{ theme: 'dark' }]);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(pageScheme()).toBe('dark');
  });

  it('keeps the page as it was when saving fails, and says so', async () => {
    deviceScheme(false);
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    api.current.routes.set('PATCH /user/info-settings', () => ({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'INTERNAL' } },
    }));
    await renderApp(api.current, '/account');
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(screen.getAllByText('Failed to update theme').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(pageScheme()).toBe('light');
  });

  it('follows the theme saved on the account once signed in', async () => {
    deviceScheme(false);
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { user: { ...ada, theme: 'dark' } });
    await renderApp(api.current, '/account');
    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(pageScheme()).toBe('dark');
  });

  it('follows the device on the signed-in pages with "System", live as the device changes', async () => {
    const device = deviceScheme(true);
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    await renderApp(api.current, '/account');
    expect(await screen.findByRole('radio', { name: /System/ })).toBeChecked();
    expect(pageScheme()).toBe('dark');
    device.set(false);
    await waitFor(() => expect(pageScheme()).toBe('light'));
  });

  it('follows the device on the guest pages', async () => {
    const device = deviceScheme(true);
    await renderApp(api.current, '/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(pageScheme()).toBe('dark');
    device.set(false);
    await waitFor(() => expect(pageScheme()).toBe('light'));
  });
});
