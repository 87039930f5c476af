import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { exampleWallets } from '../common/examples';
import { WalletManagement, type WalletManagementProps } from './WalletManagement';

function renderWallets(props: Partial<WalletManagementProps> = {}) {
  const handlers = { onEdit: vi.fn(), onVerify: vi.fn(), onDelete: vi.fn(), onRetry: vi.fn() };
  renderWithProviders(
    <WalletManagement
      wallets={exampleWallets}
      callerRole="owner"
      addHref="/wallet-management/add"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

async function chooseAction(label: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${label}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('WalletManagement', () => {
  it('groups the wallets by network, each with its colour, short address and verification', () => {
    renderWallets();
    const moonbeam = screen.getByRole('region', { name: 'Moonbeam' });
    const cards = within(moonbeam).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Main payouts', 'Donations']);
    expect(within(cards[0]!).getByText('0x7B3c8E…6F7a8B')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Verified')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Not verified')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Polkadot' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kusama' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a wallet' })).toHaveAttribute('href', '/wallet-management/add');
  });

  it('tells of an address another workspace proved: its stray transfers will not reach this one', () => {
    renderWallets({
      wallets: exampleWallets.map((wallet) => (wallet.id === 'w-2' ? { ...wallet, provenElsewhere: true } : wallet)),
    });
    const note =
      'Another workspace has already proven it holds this address. Transfers to it that match none of your checkouts will not reach your unmatched payments.';
    expect(within(screen.getByRole('article', { name: 'Donations' })).getByText(note)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Main payouts' })).queryByText(note)).toBeNull();
  });

  it('verifies an unverified wallet from its card', async () => {
    const { onVerify } = renderWallets();
    const card = screen.getByRole('article', { name: 'Donations' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledExactlyOnceWith('w-2');
  });

  it('explains what is needed when no extension could sign, and offers to sign in a wallet app', async () => {
    const onSignManually = vi.fn();
    renderWallets({ error: 'verifyFailed', verifyProblem: 'providerNotFound', failedWalletId: 'w-4', onSignManually });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No wallet in this browser could sign');
    expect(alert).toHaveTextContent(/sign the message in your wallet app and paste the signature/);
    expect(alert).not.toHaveTextContent('Signature requested failed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign in wallet app' }));
    expect(onSignManually).toHaveBeenCalledExactlyOnceWith('w-4');
    await chooseAction('Donations', 'Sign in wallet app');
    expect(onSignManually).toHaveBeenLastCalledWith('w-2');
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const { onDelete } = renderWallets();
    await chooseAction('Treasury', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Treasury?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await chooseAction('Treasury', 'Delete');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete wallet' }),
    );
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('w-3');
  });

  it('renames a wallet and changes its colour', async () => {
    const { onEdit } = renderWallets();
    await chooseAction('Donations', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit wallet' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(/Give the wallet a name\./);
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.type(name, '  Gifts ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith('w-2', {
      label: 'Gifts',
      colour: 'orange',
      address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    });
  });

  it('changes the payout address, checked for the wallet’s network and saved as stored', async () => {
    const { onEdit } = renderWallets();
    await chooseAction('Treasury', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit wallet' });
    const address = within(dialog).getByRole('textbox', { name: /Payout address on Polkadot/ });
    expect(address).toHaveValue('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5');
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleDescription(
      /This address belongs to another network\. A wallet’s network does not change: enter a Polkadot address\./,
    );
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6');
    expect(address).toHaveAccessibleDescription(/its checksum does not match/);
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste(' 15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith('w-3', {
      label: 'Treasury',
      colour: expect.any(String),
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    });
  });

  it('names the links that still pay out to a wallet it could not delete', () => {
    renderWallets({ error: 'walletInUse', walletInUse: { walletId: 'w-1', links: ['Summer sale', 'PaymentLink_4'] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Main payouts was not deleted: the payment links Summer sale and PaymentLink_4 pay out to it.',
    );
  });

  it.each(['viewer', 'developer'] as const)('shows a %s the wallets without any action', (callerRole) => {
    renderWallets({ callerRole });
    expect(screen.queryByRole('link', { name: 'Add a wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.getByText('Only owners and admins can add, edit or remove wallets.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the address of Treasury' })).toBeInTheDocument();
  });

  it('offers to add the first wallet, and to try again after a failed load', async () => {
    renderWallets({ wallets: [] });
    expect(screen.getByRole('heading', { name: 'No wallets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a wallet' })).toBeInTheDocument();
  });

  it('offers to try again when the wallets could not be loaded', async () => {
    const { onRetry } = renderWallets({ wallets: [], error: 'loadFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the wallets. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
