import type { Wallet } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  confirmPasswordAfterAWrongOne,
  atlas,
  lumen,
  mainWallet as main,
  renderApp,
  serveShell,
  signIn,
  treasuryWallet as treasury,
  withFakeApi,
} from '../test/app';

const api = withFakeApi();

function serveWallets(companyId: string, wallets: Wallet[] = [main, treasury]) {
  const state = { wallets };
  api.current.routes.set(`GET /wallet?companyId=${companyId}`, () => ({
    json: { wallets: state.wallets.filter((w) => w.companyId === companyId) },
  }));
  return state;
}

async function chooseAction(label: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${label}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

async function confirmDelete(label: string) {
  const dialog = await screen.findByRole('alertdialog', { name: `Delete ${label}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete wallet' }));
}

describe('the wallets page', () => {
  it('explains what is needed when no extension can sign, and offers to sign in a wallet app', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveWallets(lumen.id);
    api.current.routes.set(`PATCH /wallet/${treasury.id}/verify`, () => ({
      json: {
        wallet: treasury,
        challenge: { message: 'Sign to prove', nonce: 'n-1', expiresAt: '2026-06-15T10:10:00.000Z' },
      },
    }));
    await renderApp(api.current, '/wallet-management');
    const card = await screen.findByRole('article', { name: 'Treasury' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    // This browser has no Polkadot extension: the wallet cannot sign.
    // The wallet libraries load with the first verification.
    const title = await screen.findByText('No wallet in this browser could sign');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The failure is not announced');
    expect(alert).not.toHaveTextContent('Signature requested failed');
    expect(alert).toHaveTextContent(/sign the message in your wallet app and paste the signature/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign in wallet app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in your wallet app' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Message to sign' })).toHaveValue('Sign to prove'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the links that pay to a wallet it could not delete, and keeps the wallet', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveWallets(lumen.id);
    api.current.routes.set(`DELETE /wallet/${main.id}`, () => ({
      status: 409,
      json: {
        error: {
          code: 'WALLET_IN_USE',
          message: 'In use',
          links: [
            { id: 'a', name: 'Coffee beans', status: 'active' },
            { id: 'b', name: 'Donations', status: 'disabled' },
          ],
        },
      },
    }));
    await renderApp(api.current, '/wallet-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallets' })).toBeInTheDocument();
    await chooseAction('Main payouts', 'Delete');
    await confirmDelete('Main payouts');
    expect(
      await screen.findByText(
        /Main payouts was not deleted: the payment links Coffee beans and Donations pay out to it/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Main payouts' })).toBeInTheDocument();
  });

  it('asks for the password again when the API wants it, then deletes the wallet', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const state = serveWallets(lumen.id);
    const bodies: unknown[] = [];
    api.current.routes.set(`DELETE /wallet/${treasury.id}`, ({ body }) => {
      const request = JSON.parse(body) as { companyId: string; password?: string };
      bodies.push(request);
      if (request.password !== 'analytical-engine') {
        return { status: 403, json: { error: { code: 'REAUTHENTICATION_REQUIRED', message: 'Password needed' } } };
      }
      state.wallets = [main];
      return { json: { ok: true } };
    });
    await renderApp(api.current, '/wallet-management');
    await chooseAction('Treasury', 'Delete');
    await confirmDelete('Treasury');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveTextContent('Removing Treasury needs your password');
    await confirmPasswordAfterAWrongOne(dialog);

    expect(await screen.findByText('Treasury removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Treasury' })).toBeNull());
    expect(bodies).toEqual([
      { companyId: lumen.id },
      { companyId: lumen.id, password: 'wrong-password' },
      { companyId: lumen.id, password: 'analytical-engine' },
    ]);
  });

  it('renames a wallet', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveWallets(lumen.id);
    api.current.routes.set(`PATCH /wallet/${main.id}`, ({ body }) => {
      expect(JSON.parse(body)).toEqual({ metadata: { ui: { label: 'Café payouts', colour: 'green' } } });
      return { json: { ...main, metadata: { ui: { label: 'Café payouts', colour: 'green' } } } };
    });
    await renderApp(api.current, '/wallet-management');
    await chooseAction('Main payouts', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit wallet' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Café payouts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Café payouts saved')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Café payouts' })).toBeInTheDocument();
  });

  it('changes a payout address, asking for the password again when the API wants it', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const state = serveWallets(lumen.id);
    const next = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const bodies: unknown[] = [];
    api.current.routes.set(`PATCH /wallet/${main.id}`, ({ body }) => {
      const request = JSON.parse(body) as { password?: string };
      bodies.push(request);
      if (request.password !== 'analytical-engine') {
        return { status: 403, json: { error: { code: 'REAUTHENTICATION_REQUIRED', message: 'Password needed' } } };
      }
      const changed = { ...main, addresses: [next], verified: false, verifiedAt: null };
      state.wallets = [changed, treasury];
      return { json: changed };
    });
    await renderApp(api.current, '/wallet-management');
    await chooseAction('Main payouts', 'Edit');
    const edit = await screen.findByRole('dialog', { name: 'Edit wallet' });
    const address = within(edit).getByRole('textbox', { name: /Payout address on Moonbeam/ });
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste(next.toLowerCase());
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(dialog).toHaveTextContent('Changing the payout address of Main payouts needs your password');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'analytical-engine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Main payouts saved')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Main payouts' });
    await waitFor(() => expect(within(card).getByText('Not verified')).toBeInTheDocument());
    const metadata = { ui: { label: 'Main payouts', colour: 'green' } };
    expect(bodies).toEqual([
      { metadata, address: next },
      { metadata, address: next, password: 'analytical-engine' },
    ]);
  });

  it('shows a viewer the wallets without actions', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: atlas.id });
    serveShell(api.current);
    serveWallets(atlas.id, [{ ...main, companyId: atlas.id }]);
    await renderApp(api.current, '/wallet-management');
    expect(await screen.findByText('Only owners and admins can add, edit or remove wallets.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Main payouts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Main payouts' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a wallet' })).toBeNull();
  });
});
