import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const exitTitle = 'Leave without adding the wallet?';

describe('the add-wallet page', { timeout: 60_000 }, () => {
  it('asks before the sidebar or the back button leaves it mid-way, and stays or leaves as answered', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    api.current.routes.set(`GET /wallet?companyId=${lumen.id}`, () => ({ json: { wallets: [] } }));
    const { router } = await renderApp(api.current, '/wallet-management');
    await userEvent.click(await screen.findByRole('link', { name: 'Add a wallet' }, { timeout: 5000 }));
    const kusama = await screen.findByRole('radio', { name: /Kusama/ }, { timeout: 10_000 });

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
