import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const exitTitle = 'Leave without adding the wallet?';

describe('the add-wallet page', () => {
  it('offers the QR code as unavailable without a project id, and adds a typed address with a clean console', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    try {
      signIn({ workspaces: [lumen.id], selected: lumen.id });
      serveShell(api.current);
      let wallets: unknown[] = [];
      api.current.routes.set(`GET /wallet?companyId=${lumen.id}`, () => ({ json: { wallets } }));
      api.current.routes.set('POST /wallet', ({ body }) => {
        const request = JSON.parse(body) as { platform: string; addresses: string[]; metadata: unknown };
        const wallet = {
          id: '55555555-5555-4555-8555-555555555555',
          companyId: lumen.id,
          platform: request.platform,
          ecosystem: 'evm',
          addresses: request.addresses,
          metadata: request.metadata,
          verified: false,
          verifiedAt: null,
          createdAt: '2026-06-15T10:00:00.000Z',
          updatedAt: '2026-06-15T10:00:00.000Z',
        };
        wallets = [wallet];
        return { status: 201, json: wallet };
      });
      const { router } = await renderApp(api.current, '/wallet-management/add');
      await userEvent.click(await screen.findByRole('radio', { name: /Moonbeam/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      const qr = await screen.findByRole('button', { name: 'WalletConnect' });
      expect(qr).toBeDisabled();
      expect(qr).toHaveAccessibleDescription(/Failed to initialize project id/);
      expect(screen.queryByRole('alert')).toBeNull();

      await userEvent.click(screen.getByRole('radio', { name: /Type the address/ }));
      await userEvent.type(
        screen.getByRole('textbox', { name: 'Address' }),
        '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      // Named after its network until renamed.
      await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
      await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Till');
      await userEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/wallet-management'));
      expect(await screen.findByRole('article', { name: 'Till' })).toBeInTheDocument();

      const said = [...errors.mock.calls, ...warnings.mock.calls].map((call) => call.map(String).join(' '));
      expect(said.filter((line) => /Cannot update a component|Cross-Origin-Opener-Policy/.test(line))).toEqual([]);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('asks before the sidebar or the back button leaves it mid-way, and stays or leaves as answered', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    api.current.routes.set(`GET /wallet?companyId=${lumen.id}`, () => ({ json: { wallets: [] } }));
    const { router } = await renderApp(api.current, '/wallet-management');
    await userEvent.click(await screen.findByRole('link', { name: 'Add a wallet' }));
    const kusama = await screen.findByRole('radio', { name: /Kusama/ });

    // Nothing entered yet: the back button leaves at once.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallets' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(await screen.findByRole('link', { name: 'Add a wallet' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Kusama/ }));
    expect(kusama).not.toBeInTheDocument();

    // The back button, then staying.
    await act(() => router.navigate(-1));
    let dialog = await screen.findByRole('alertdialog', { name: exitTitle });
    expect(router.state.location.pathname).toBe('/wallet-management/add');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/wallet-management/add');
    expect(screen.getByRole('radio', { name: /Kusama/ })).toBeChecked();

    // The sidebar, then leaving.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sidebar = screen.getByRole('complementary', { name: 'Workspace' });
    const elsewhere = within(sidebar)
      .getAllByRole('link')
      .find((link) => !link.getAttribute('href')?.startsWith('/wallet-management'));
    if (!elsewhere) throw new Error('No other page in the sidebar');
    await userEvent.click(elsewhere);
    dialog = await screen.findByRole('alertdialog', { name: exitTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(elsewhere.getAttribute('href')));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Kusama/ })).toBeNull());
  });
});
