import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AddWallet, type AddWalletProps } from './AddWallet';

const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const kusamaAddress = 'F3opxRbN5ZbjJNU511Kj2TLuzFcDq9BGduA9TgiECafpg29';

function renderAddWallet(props: Partial<AddWalletProps> = {}) {
  const handlers = { onConnect: vi.fn(), onSubmit: vi.fn(), onSign: vi.fn(), onExit: vi.fn() };
  renderWithProviders(
    <AddWallet
      connection={{ status: 'disconnected', accounts: [] }}
      connectors={[{ id: 'injected', name: 'Browser wallet' }]}
      doneHref="/wallet-management"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('AddWallet', () => {
  it('asks for a network first, then for the address', async () => {
    renderAddWallet();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a wallet' })).toBeInTheDocument();
    await press('Continue');
    expect(screen.getByText('Choose a network.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Polkadot/ }));
    await press('Continue');
    expect(screen.getByRole('radiogroup', { name: /Where does the address come from/ })).toBeInTheDocument();
  });

  it('refuses an address of another network, and stores a lower-case Moonbeam address checksummed', async () => {
    const { onSubmit } = renderAddWallet({
      initialStep: 'address',
      defaultValues: { network: 'polkadot', source: 'manual' },
    });
    const address = screen.getByRole('textbox', { name: /Address/ });
    await userEvent.type(address, kusamaAddress);
    await press('Continue');
    expect(address).toHaveAccessibleDescription(/This address belongs to another network\. Enter a Polkadot address/);

    await press('Back');
    await userEvent.click(screen.getByRole('radio', { name: /Moonbeam/ }));
    await press('Continue');
    const typed = screen.getByRole('textbox', { name: /Address/ });
    await userEvent.clear(typed);
    await userEvent.type(typed, checksummed.toLowerCase());
    await press('Continue');
    // Named after its network until renamed.
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Moonbeam');
    await userEvent.clear(name);
    await userEvent.type(name, 'Main payouts');
    await userEvent.click(screen.getByRole('radio', { name: 'Purple' }));
    await press('Add wallet');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      network: 'moonbeam',
      address: checksummed,
      label: 'Main payouts',
      colour: 'purple',
    });
  });

  it('flags a typing mistake in a mixed-case address', async () => {
    renderAddWallet({ initialStep: 'address', defaultValues: { network: 'moonbeam', source: 'manual' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), checksummed.replace('aAeb', 'aAEb'));
    await press('Continue');
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription(/typing mistake/);
  });

  it.each([
    ['the zero address', `0x${'0'.repeat(40)}`],
    ['a precompile', '0x0000000000000000000000000000000000000802'],
    ['an asset precompile', '0xFfFFFFff00000000000000000000000000000001'.toLowerCase()],
  ])('refuses %s: payments there would be lost', async (_, address) => {
    const { onSubmit } = renderAddWallet({
      initialStep: 'address',
      defaultValues: { network: 'moonbeam', source: 'manual' },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), address);
    await press('Continue');
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription(
      /Payments sent to this address would be lost: it is a system or token contract address on Moonbeam/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('connects a wallet and takes one of its accounts', async () => {
    const { onConnect } = renderAddWallet({ initialStep: 'address', defaultValues: { network: 'moonbeam' } });
    await press('Browser wallet');
    expect(onConnect).toHaveBeenCalledExactlyOnceWith('injected');
  });

  it('offers the connected wallet’s accounts and requires one', async () => {
    const { onSubmit } = renderAddWallet({
      initialStep: 'address',
      defaultValues: { network: 'moonbeam' },
      connection: { status: 'connected', accounts: [checksummed] },
    });
    await press('Continue');
    expect(screen.getByText('Choose one of the accounts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '0x5aAeb6053F…E7Ef1BeAed' }));
    await press('Continue');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Gifts');
    await press('Add wallet');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ network: 'moonbeam', address: checksummed }));
  });

  it('says the QR option needs a project id beside that option only, on the networks it serves', () => {
    const connectors = [
      { id: 'injected', name: 'Browser wallet', ecosystem: 'evm' as const },
      {
        id: 'walletConnect',
        name: 'WalletConnect',
        ecosystem: 'evm' as const,
        unavailable: 'projectIdMissing' as const,
      },
      { id: 'polkadot:talisman', name: 'Talisman', ecosystem: 'substrate' as const },
    ];
    const note = 'Failed to initialize project id. Connect a browser wallet or type the address instead.';
    renderAddWallet({ initialStep: 'address', defaultValues: { network: 'moonbeam' }, connectors });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const qr = screen.getByRole('button', { name: 'WalletConnect' });
    expect(qr).toBeDisabled();
    expect(qr).toHaveAccessibleDescription(note);
    expect(screen.getByRole('button', { name: 'Browser wallet' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Talisman' })).not.toBeInTheDocument();
    cleanup();
    renderAddWallet({ initialStep: 'address', defaultValues: { network: 'polkadot' }, connectors });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'WalletConnect' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Talisman' })).toBeEnabled();
  });

  it('asks before leaving once something was chosen, and leaves at once otherwise', async () => {
    const first = renderAddWallet();
    await press('Cancel');
    expect(first.onExit).toHaveBeenCalledOnce();
  });

  it('confirms leaving with progress', async () => {
    const { onExit } = renderAddWallet({ initialStep: 'address', defaultValues: { network: 'kusama' } });
    await press('Cancel');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without adding the wallet?' });
    expect(onExit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('starts on a suggested network, which is no progress to confirm leaving, until changed', async () => {
    const onDirtyChange = vi.fn();
    const { onExit } = renderAddWallet({ suggestedNetwork: 'moonbeam', onDirtyChange });
    expect(screen.getByRole('radio', { name: /Moonbeam/ })).toBeChecked();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await press('Cancel');
    expect(onExit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('radio', { name: /Kusama/ }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('tells whether anything was chosen or typed', async () => {
    const onDirtyChange = vi.fn();
    renderAddWallet({ onDirtyChange });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('radio', { name: /Kusama/ }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('asks before a navigation away it is told of: staying or leaving', async () => {
    const onStay = vi.fn();
    const { onExit } = renderAddWallet({ isLeaving: true, onStay, defaultValues: { network: 'kusama' } });
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave without adding the wallet?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onStay).toHaveBeenCalledOnce();
    expect(onExit).not.toHaveBeenCalled();
    cleanup();
    const second = renderAddWallet({ isLeaving: true, onStay, defaultValues: { network: 'kusama' } });
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without adding the wallet?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(second.onExit).toHaveBeenCalledOnce();
    expect(onStay).toHaveBeenCalledOnce();
  });

  it('reports a failed creation, and a failed signature with a way to sign again', async () => {
    const details = { network: 'moonbeam' as const, source: 'manual' as const, address: checksummed, label: 'Main' };
    const { onSign } = renderAddWallet({ initialStep: 'details', defaultValues: details, error: 'signatureFailed' });
    expect(screen.getByText('Signature requested failed, please verify later')).toBeInTheDocument();
    await press('Sign again');
    expect(onSign).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Verify later' })).toHaveAttribute('href', '/wallet-management');
  });

  it('says the wallet could not be created', () => {
    const details = { network: 'moonbeam' as const, source: 'manual' as const, address: checksummed, label: 'Main' };
    renderAddWallet({ initialStep: 'details', defaultValues: details, error: 'createFailed' });
    expect(screen.getByText('Failed to create wallet, please try again later.')).toBeInTheDocument();
  });
});
