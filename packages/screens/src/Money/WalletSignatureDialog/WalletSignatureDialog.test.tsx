import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WalletSignatureDialog, type WalletSignatureDialogProps } from './WalletSignatureDialog';

const message = 'Meridian asks you to prove that you control this wallet.\nNonce: 4f1c2a9e7b3d';
const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function renderDialog(props: Partial<WalletSignatureDialogProps> = {}) {
  const onSubmit = vi.fn();
  const dialog = (more: Partial<WalletSignatureDialogProps>) => (
    <WalletSignatureDialog
      isOpen
      wallet={{ label: 'Shop payouts', network: 'moonbeam', address }}
      message={message}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      {...props}
      {...more}
    />
  );
  const view = renderWithProviders(dialog({}));
  return { onSubmit, rerender: (more: Partial<WalletSignatureDialogProps>) => view.rerender(dialog(more)) };
}

const signatureField = () => screen.getByRole('textbox', { name: 'Signature' });
const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify wallet' }));

describe('WalletSignatureDialog', () => {
  it('shows the exact message and how to sign it in a wallet app, then sends the pasted signature trimmed', async () => {
    const { onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign in your wallet app' });
    expect(dialog).toHaveTextContent(`Open the wallet that holds ${address}`);
    expect(screen.getByRole('textbox', { name: 'Message to sign' })).toHaveValue(message);
    expect(screen.getByRole('button', { name: 'Copy the message' })).toBeInTheDocument();
    await userEvent.type(signatureField(), '  0xabc123  ');
    await verify();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('0xabc123');
  });

  it('refuses what is no signature before sending, and says when the server refused one', async () => {
    const { onSubmit, rerender } = renderDialog();
    await verify();
    expect(signatureField()).toHaveAccessibleDescription(/Paste the signature your wallet app gave\./);
    await userEvent.type(signatureField(), 'signed by me');
    await verify();
    expect(signatureField()).toHaveAccessibleDescription(/A signature is 0x followed by letters a to f and digits\./);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(signatureField());
    await userEvent.type(signatureField(), '0xdeadbeef');
    await verify();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('0xdeadbeef');
    rerender({ error: 'invalid' });
    expect(signatureField()).toHaveAccessibleDescription(/This signature is not of this message by this address\./);
  });

  it('names the Substrate wallets for a Polkadot address, and waits while the message is prepared', () => {
    renderDialog({
      wallet: { label: 'Treasury', network: 'polkadot', address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' },
      message: undefined,
    });
    expect(screen.getByRole('dialog')).toHaveTextContent(/Polkadot\.js, Talisman, SubWallet and Nova/);
    expect(screen.getByText('Preparing the message…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify wallet' })).toBeDisabled();
  });
});
