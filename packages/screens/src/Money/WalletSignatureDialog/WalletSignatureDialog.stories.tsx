import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { WalletSignatureDialog } from './WalletSignatureDialog';

/** The challenge as the API words it: the wallet, the workspace, a nonce and its lifetime. */
const message = [
  'Meridian asks you to prove that you control this wallet.',
  'Address: 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  'Nonce: 4f1c2a9e7b3d',
  'Issued at: 2026-06-15T10:30:00Z',
].join('\n');
const signature = `0x${'5a'.repeat(65)}`;

const meta = {
  title: 'Screens/Money/WalletSignatureDialog',
  component: WalletSignatureDialog,
  args: {
    isOpen: true,
    wallet: { label: 'Shop payouts', network: 'moonbeam', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    message,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof WalletSignatureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signature field lives in a dialog, outside the story's canvas. */
const signatureField = () => {
  const input = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea[name="signature"]');
  if (!input) throw new Error('No signature field');
  return input;
};

/** A Moonbeam wallet: the message to sign in any EVM wallet's "Sign message". */
export const Open: Story = {};

/** A Polkadot wallet: the steps name the wallets that sign Substrate messages. */
export const Polkadot: Story = {
  args: {
    wallet: { label: 'Treasury', network: 'polkadot', address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' },
  },
};

/** The message is being prepared: nothing to sign yet, Verify waits. */
export const Preparing: Story = { args: { message: undefined } };

/** Something that is no signature was pasted: refused before anything is sent. */
export const NotASignature: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.type(signatureField(), 'signed!');
    const form = signatureField().form;
    if (!form) throw new Error('No form');
    form.requestSubmit();
    await waitFor(() => expect(signatureField()).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server found the signature is not of this message by this address. */
export const WrongSignature: Story = { args: { error: 'invalid', defaultValues: { signature } } };

/** The message expired before it was signed: a new one is shown. */
export const Expired: Story = { args: { error: 'expired' } };
